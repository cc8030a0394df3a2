package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// berserkBuck is edgeField's Buck gone berserk from Cultist 1's knife
// (TestBerserkAfterAShake), no longer Shaken, with a seeded die again.
func berserkBuck(t *testing.T, edition string, rev int) *rules.Battle {
	t.Helper()
	src := scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"})
	if edition != "" {
		src = "edition: " + edition + "\n" + src
	}
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "c1", 0)
	require.Contains(t, tried(b, []int{6, 1, 5, 1, 2, 1}, rules.Melee{Who: "c1", Target: "buck"}), "goes berserk")
	*b.RNG() = *rules.NewRNG(7)
	b.Figure("buck").Shaken = false
	return b
}

// swade: a free Smarts roll at -2, once a turn. Buck's d6 5, Wild d6 1
// -2 = 3 fails (Toughness still 8 with the rage's +2) and a second try
// that turn is refused; the next turn d6 6+1 -2 = 5 succeeds: the rage's
// effects are gone (Toughness 6, Strength d8 again).
func TestABerserkerCalmsDownWithSmartsMinusTwo(t *testing.T) {
	b := berserkBuck(t, "", rules.CurrentRevision)
	buck := b.Figure("buck")
	fighttest.ToTurn(t, b, "buck", 0)
	out := tried(b, []int{5, 1}, rules.Calm{Who: "buck"})
	assert.Contains(t, out, "Buck rolls Smarts (calming down): d6 5, Wild d6 1, -2 ending the rage = 3 vs 4: failure.")
	assert.Equal(t, 8, buck.Toughness())
	assert.Contains(t, tried(b, nil, rules.Calm{Who: "buck"}), "refused: Buck has tried to calm down this turn already")
	_, err := b.Preview(rules.Defend{Who: "buck"})
	assert.NoError(t, err, "a free action: the turn's action is left")
	apply(t, b, rules.EndTurn{Who: "buck"})

	*b.RNG() = *rules.NewRNG(7)
	fighttest.ToTurn(t, b, "buck", 0)
	out = tried(b, []int{6, 1, 1}, rules.Calm{Who: "buck"})
	assert.Contains(t, out, "-2 ending the rage = 5 vs 4: success.")
	assert.Contains(t, out, "calms down")
	assert.Equal(t, 6, buck.Toughness())
	d, _ := buck.Trait(rules.Strength)
	assert.Equal(t, rules.D8, d)
	assert.Contains(t, tried(b, nil, rules.Calm{Who: "buck"}), "refused: Buck is not berserk")
}

// deluxe: calming down is the whole turn: refused after an action, and
// after it no action is left.
func TestADeluxeBerserkerCalmsDownInsteadOfActing(t *testing.T) {
	b := berserkBuck(t, "deluxe", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Defend{Who: "buck"})
	assert.Contains(t, tried(b, nil, rules.Calm{Who: "buck"}), "refused: in deluxe ending the rage takes the whole turn")

	b = berserkBuck(t, "deluxe", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	out := tried(b, []int{6, 1, 1}, rules.Calm{Who: "buck"})
	assert.Contains(t, out, "calms down")
	_, err := b.Preview(rules.Defend{Who: "buck"})
	assert.ErrorContains(t, err, "has taken its action")
}
