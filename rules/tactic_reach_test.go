package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// pikeField: a pikeman (Pike, Reach 2) at (0, 1) and an elf 8" off at
// (9, 1) on an open field; the pikeman's Pace is 6.
const pikeField = `
name: Pike
map: {rows: ["............", "............", "............"]}
figures:
  - {id: pike, side: a, at: [0, 1], pace: 6, traits: {fighting: d8}, weapons: [{name: Knife, damage: str+d4}, {name: Pike, damage: str+d8, reach: 2}]}
  - {id: elf, side: b, at: [9, 1], traits: {fighting: d6}}
`

// The plain tactic walks a pikeman only until the foe is within its
// Reach: from (0, 1) to (6, 1), 6" of Pace, where the elf at (9, 1) is
// 3" off (two empty squares between, in the Pike's Reach 2), and it
// strikes from there with the Pike (the weapon a blow naming none takes
// at a foe not adjacent). Walking up to touch bases would need 8", a
// run.
func TestPlainStopsAtItsReachAndStrikes(t *testing.T) {
	b := newBattle(t, pikeField, 1)
	fighttest.ToTurn(t, b, "pike", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "pike")
	require.Equal(t, []string{rules.KindMove, rules.KindFight, rules.KindEndTurn}, kinds(acts))
	assert.Equal(t, rules.Move{Who: "pike", To: rules.Pos{X: 6, Y: 1}}, acts[0])
	assert.Equal(t, rules.Melee{Who: "pike", Target: "elf"}, acts[1])
	assert.InDelta(t, 3, b.Battlefield.Distance("pike", "elf"), 1e-9)
	assert.False(t, b.Battlefield.Adjacent("pike", "elf"))
	assert.Contains(t, b.Log()[len(b.Log())-2]+b.Log()[len(b.Log())-1], "with the Pike")
}

// A foe already within its Reach keeps the pikeman where it stands: the
// elf at (3, 1), 3" from (0, 1), is struck with no step taken.
func TestPlainStrikesAFoeInReachWithoutMoving(t *testing.T) {
	b := newBattle(t, pikeField, 1)
	require.NoError(t, b.Battlefield.Place("elf", rules.Pos{X: 3, Y: 1}))
	fighttest.ToTurn(t, b, "pike", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "pike")
	assert.Equal(t, []string{rules.KindFight, rules.KindEndTurn}, kinds(acts))
	assert.Equal(t, rules.Melee{Who: "pike", Target: "elf"}, acts[0])
}

// Revision 4 had no Reach: the same pikeman runs (8" to touch bases is
// more than its Pace of 6) and walks on as far as the running die allows
// toward the square beside the elf, (8, 1); it does not stop at (6, 1).
func TestPlainWalksUpToTouchBasesWithoutReach(t *testing.T) {
	b := newBattleAt(t, pikeField, 1, 4)
	fighttest.ToTurn(t, b, "pike", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "pike")
	require.GreaterOrEqual(t, len(acts), 2)
	assert.Equal(t, rules.Run{Who: "pike"}, acts[0], "%v", acts)
	pos, _ := b.Battlefield.Position("pike")
	assert.Greater(t, pos.X, 6, "at %v", pos)
}

// With a foe beside it and one 2" off, the plain tactic sweeps with the
// Pike (Reach 2) that takes both (revision 6); in revision 5 a Sweep
// reached the adjacent Cultist 1 only, so it made a plain attack.
func TestPlainSweepsWithTheWeaponOfLongestReach(t *testing.T) {
	for rev, want := range map[int]rules.Action{
		5: rules.Melee{Who: "buck", Target: "c1"},
		6: rules.Melee{Who: "buck", Sweep: true, Weapon: "Pike"},
	} {
		b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Sweep]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
		require.NotEmpty(t, acts)
		assert.Equal(t, want, acts[0], "revision %d: %#v", rev, acts)
	}
}

// Deluxe keeps melee at a weapon's Reach; only its free attacks are at
// adjacent foes (revision 7, FreeAttacksAdjacent). So a deluxe pikeman
// under revision 7 still stops at (6, 1) with the elf 3" off, in its
// Pike's Reach 2, and strikes from there as the swade one does.
func TestDeluxePlainStillStopsAtItsReachAndStrikes(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+pikeField, 1)
	require.True(t, b.Rules.FreeAttacksAdjacent)
	fighttest.ToTurn(t, b, "pike", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "pike")
	require.Equal(t, []string{rules.KindMove, rules.KindFight, rules.KindEndTurn}, kinds(acts))
	assert.Equal(t, rules.Move{Who: "pike", To: rules.Pos{X: 6, Y: 1}}, acts[0])
	assert.Equal(t, rules.Melee{Who: "pike", Target: "elf"}, acts[1])
}
