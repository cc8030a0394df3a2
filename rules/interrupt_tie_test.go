package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// holdBesideBuck deals round 1 of the duel (Cultists 1 and 2 on the
// Seven of Clubs, Buck on the Five of Spades) with Cultist 1 standing
// next to Buck on Hold and Cultist 2's turn done: Buck is next up.
func holdBesideBuck(t *testing.T, src string, rev int) *rules.Battle {
	b := newBattleAt(t, src, 1, rev)
	apply(t, b, rules.Place{Who: "c1", To: rules.Pos{X: 2, Y: 1}}, rules.StartRound{},
		rules.Hold{Who: "c1"}, rules.StartTurn{Who: "c2"}, rules.EndTurn{Who: "c2"})
	return b
}

// In swade the figure on Hold must win the opposed Athletics roll to
// interrupt: a tie is not a win, the acting figure goes first and the
// holder right after it.
func TestInterruptTieIsNotAWinInSWADE(t *testing.T) {
	b := holdBesideBuck(t, duel, rules.CurrentRevision)
	n := len(b.Events())
	// Cultist 1 (no Athletics: d4-2) rolls 4+3-2 = 5; Buck (Athletics d6)
	// rolls 5, Wild d6 2 = 5: a tie.
	script(b, 4, 3, 5, 2)
	apply(t, b, rules.InterruptHold{Who: "c1", Target: "buck"})
	assert.Equal(t, "Cultist 1, on Hold, tries to interrupt Buck: Athletics 5 vs 5: a tie is no win: Buck acts first.", logFrom(b, n)[2])
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who, "the acting figure goes first")
	apply(t, b, rules.EndTurn{Who: "buck"})
	require.NotNil(t, b.Turn())
	assert.Equal(t, "c1", b.Turn().Who, "the holder acts right after")
}

// In deluxe a tie to interrupt is simultaneous: both actions are worked
// out against the table as it was before either, and both outcomes
// apply. Cultist 1's knife Wounds and Shakes Buck, yet Buck's Machete,
// swung at the same moment, still strikes, with no Wound penalty.
func TestInterruptTieIsSimultaneousInDeluxe(t *testing.T) {
	b := holdBesideBuck(t, "edition: deluxe"+duel, rules.CurrentRevision)
	n := len(b.Events())
	// Agility: Cultist 1 d6 5; Buck d8 3, Wild d6 5: 5 vs 5, a tie.
	script(b, 5, 3, 5)
	apply(t, b, rules.InterruptHold{Who: "c1", Target: "buck"})
	assert.Equal(t, []string{
		"Cultist 1 rolls Agility against Buck: d6 5 = 5.",
		"Buck rolls Agility against Cultist 1: d8 3, Wild d6 5 = 5.",
		"Cultist 1, on Hold, tries to interrupt Buck: Agility 5 vs 5: they act at the same time, each against the table as it stands now.",
		"Buck acts on the Five of Spades.",
	}, logFrom(b, n))
	require.NotNil(t, b.Turn())
	assert.Equal(t, "c1", b.Turn().Who, "the holder's action is resolved first")

	// Cultist 1's Knife: Fighting d6 6+1 = 7 vs Parry 6, a hit; damage
	// d6 6+1 + d4 3 = 10 vs Toughness 6: one raise, a Wound.
	n = len(b.Events())
	script(b, 6, 1, 6, 1, 3)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"}, rules.EndTurn{Who: "c1"})
	buck := b.Figure("buck")
	require.True(t, buck.Shaken)
	require.Equal(t, 1, buck.Wounds)
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who, "Buck's turn resumes")

	// Buck's Machete, planned as he stood before the knife: not Shaken,
	// no Wound penalty: d8 6, Wild d6 2 = 6 vs Parry 5, a hit; damage
	// d8 4 + d6 2 = 6 vs Toughness 5: Shaken.
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	n = len(b.Events())
	script(b, 6, 2, 4, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 6, Wild d6 2 = 6 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 4+2 = 6 vs Toughness 5: Shaken.",
	}, logFrom(b, n))
	assert.True(t, b.Figure("c1").Shaken, "both outcomes apply")
	assert.True(t, buck.Shaken)
	assert.Equal(t, 1, buck.Wounds)

	// The simultaneous action is the one: Buck's next is his own again.
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}, "Buck is Shaken: only free actions (move, run, drop prone, speak)")

	// A checkpoint taken before the swing keeps the pair: restored, the
	// swing is accepted again as Buck stood before the knife.
	require.NoError(t, b.Restore(cp))
	assert.True(t, buck.Shaken)
	assert.False(t, b.Figure("c1").Shaken)
	require.NoError(t, b.Check(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))

	// The plain tactic reads Buck as the pair does: it strikes.
	script(b, 6, 2, 4, 2, 1, 1, 1, 1, 1, 1)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
	require.NotEmpty(t, acts)
	assert.IsType(t, rules.Melee{}, acts[0], "%#v", acts)
}
