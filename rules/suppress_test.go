package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uzi gives Buck a RoF 2 weapon as well.
var uzi = strings.Replace(blasts, "      - {name: Colt .45,", "      - {name: Uzi, range: 12/24/48, damage: 2d6, rof: 2, shots: 32}\n      - {name: Colt .45,", 1)

func TestSuppressiveFireDistractsOnASuccessAndHitsOnARaise(t *testing.T) {
	// The MBT at (10.5, 3.5) covers Cultist 2 in the open and Cultist 4
	// wholly hidden behind the brick wall (all of his base): a figure
	// wholly hidden from the shooter is not affected. One Shooting roll:
	// d10 10+1, Wild d6 2, -2 recoil = 9. Cultist 2: 9 vs 4, a raise:
	// Distracted and hit for the Tommy Gun's 2d6+1 with no raise die.
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 10, 1, 2, 3, 4)
	apply(t, b, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
	assert.Equal(t, []string{
		"Buck lays down suppressive fire with the Tommy Gun at (10.5, 3.5): Shooting d10 10+1, Wild d6 2, -2 recoil = 9: Cultist 2 under the template; Cultist 4 wholly hidden from Buck: not affected.",
		"Cultist 2 under Buck's suppressive fire: 9 vs 4: raise: hit, then Distracted.",
		"Damage 2d6+1 (Tommy Gun) to Cultist 2: 3+4+1 = 8 vs Toughness 5: Shaken.",
		"Cultist 2 is Distracted (suppressive fire).",
	}, logFrom(b, n))
	assert.True(t, b.Figure("c2").Distracted)
	assert.False(t, b.Figure("c4").Distracted)
	assert.Equal(t, 50-15, b.Figure("buck").Ammo[2], "RoF 3 x 5 rounds")
	res := rules.LastSuppression(b)
	require.NotNil(t, res)
	assert.Equal(t, []string{"c2"}, res.Under)
	assert.Equal(t, []rules.Suppressed{
		{ID: "c2", Total: 9, Distracted: true, Raise: true, Damaged: true},
	}, res.Figures)
}

func TestSuppressiveFireDamagesAtMostRoFFigures(t *testing.T) {
	// The MBT at (8, 4.5) covers Cultists 1, 2 and 3; a roll of 9 raises
	// against all three, but the Uzi has RoF 2: by default the largest
	// margins (all equal), then the nearest: Cultist 1 (3") and Cultist 2
	// (4", before Cultist 3 by id).
	b := newBattle(t, uzi, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 10, 1, 2, 1, 1, 1, 1)
	apply(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 8, Y: 4.5}})
	logStarts(t, b, n,
		"Buck lays down suppressive fire with the Uzi at (8, 4.5): Shooting d10 10+1, Wild d6 2, -2 recoil = 9: Cultist 1, Cultist 2 and Cultist 3 under the template.",
		"Cultist 1 under Buck's suppressive fire: 9 vs 4: raise: hit, then Distracted.",
		"Cultist 2 under Buck's suppressive fire: 9 vs 4: raise: hit, then Distracted.",
		"Cultist 3 under Buck's suppressive fire: 9 vs 4: raise: Distracted (not one of the figures picked for damage).",
		"Damage 2d6 (Uzi) to Cultist 1: 1+1 = 2 vs Toughness 5: no effect.",
		"Cultist 1 is Distracted (suppressive fire).",
		"Damage 2d6 (Uzi) to Cultist 2: 1+1 = 2 vs Toughness 5: no effect.",
		"Cultist 2 is Distracted (suppressive fire).",
	)
	assert.Len(t, logFrom(b, n), 8)
	assert.Equal(t, 32-10, b.Figure("buck").Ammo[3])

	// The attacker picks: only Cultist 3.
	b = newBattle(t, uzi, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 10, 1, 2, 1, 1)
	apply(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 8, Y: 4.5}, Damage: []string{"c3"}})
	lines := logFrom(b, n)
	require.Len(t, lines, 6)
	assert.Equal(t, "Damage 2d6 (Uzi) to Cultist 3: 1+1 = 2 vs Toughness 5: no effect.", lines[4])
	assert.Equal(t, "Cultist 3 is Distracted (suppressive fire).", lines[5])

	// A prone figure 3" or more away adds its prone penalty: Cultist 1
	// prone takes 9 - 4 = 5: Distracted only. A plain success (5 - 2
	// recoil... d10 7) Distracts everyone without damage.
	b = newBattle(t, uzi, 1)
	b.Figure("c1").Prone = true
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 10, 1, 2, 1, 1, 1, 1)
	apply(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 8, Y: 4.5}})
	logStarts(t, b, n+1, "Cultist 1 under Buck's suppressive fire: 9, -4 prone = 5 vs 4: Distracted.")
	b = newBattle(t, uzi, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 7, 1)
	apply(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 8, Y: 4.5}})
	lines = logFrom(b, n)
	require.Len(t, lines, 4, "no damage rolls")
	assert.Equal(t, "Cultist 3 under Buck's suppressive fire: 5 vs 4: Distracted.", lines[3])
}

func TestIllegalSuppressiveFire(t *testing.T) {
	b := newBattle(t, uzi, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	at := rules.Spot{X: 8, Y: 4.5}
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Colt .45", At: at}, "suppressive fire needs RoF 2 or more: the Colt .45 has RoF 1")
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Grenade", At: at}, "the Grenade cannot lay down suppressive fire")
	refused(t, b, rules.Suppress{Who: "c1", At: at}, "Cultist 1 has no weapon with RoF 2 or more for suppressive fire")
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: at, Damage: []string{"c1", "c2", "c3"}}, "the Uzi has RoF 2: at most 2 figures take damage, not 3")
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: at, Damage: []string{"c4"}}, "Cultist 4 is not under the template")
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: at, Damage: []string{"c1", "c1"}}, "Cultist 1 is named twice for damage")
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 200.5, Y: 3.5}}, "(200.5, 3.5) is out of range of the Uzi (196\"; extreme range ends at 192\")")
	b.Figure("buck").Ammo[3] = 9
	refused(t, b, rules.Suppress{Who: "buck", Weapon: "Uzi", At: at}, "suppressive fire with the Uzi needs 10 rounds (RoF 2 x 5) and it has 9: reload first")

	d := newBattle(t, "edition: deluxe\n"+uzi, 1)
	fighttest.ToTurn(t, d, "buck", 0)
	refused(t, d, rules.Suppress{Who: "buck", At: at}, "suppressive fire is a swade maneuver: the deluxe rules give no numbers for it")
}

func TestSuppressionRatesMatchExactOdds(t *testing.T) {
	// 20,000 trials from seeded streams, each undone (see oddsTrials and
	// within5SE: 5 standard errors). Cultist 2 in the open: Distracted on
	// a success of d10 (Wild d6) -2 recoil, damaged on a raise (RoF 3
	// never caps two figures). Cultist 4, wholly hidden behind the wall,
	// is never affected.
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	act := rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}}
	var dis2, dam2, dis4, dam4 int
	for i := range oddsTrials {
		*b.RNG() = *rules.NewRNG(uint64(7000 + i))
		require.NoError(t, b.Apply(act))
		for _, f := range rules.LastSuppression(b).Figures {
			switch {
			case f.ID == "c2":
				dis2 += b2i(f.Distracted)
				dam2 += b2i(f.Damaged)
			case f.ID == "c4":
				dis4 += b2i(f.Distracted)
				dam4 += b2i(f.Damaged)
			}
		}
		require.NoError(t, b.Undo())
	}
	open := rules.TraitRoll{Die: rules.D10, Wild: true, Mods: rules.Mods{{Name: "recoil", Value: -2}}, TN: 4}
	if b.Fight.Init.Joker("buck") {
		open.Mods = append(open.Mods, rules.Joker())
	}
	within5SE(t, rules.Odds(open).Success, dis2, oddsTrials, "Cultist 2 Distracted")
	within5SE(t, rules.Odds(open).Raise, dam2, oddsTrials, "Cultist 2 damaged")
	assert.Zero(t, dis4+dam4, "Cultist 4 is wholly hidden from Buck: never affected")
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// The result LastSuppression reports (what the CLI counts) is kept on the
// battle: undo takes it back and checkpoints restore it.
func TestLastSuppressionFollowsUndoAndCheckpoints(t *testing.T) {
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	before, err := b.Checkpoint()
	require.NoError(t, err)
	require.Nil(t, rules.LastSuppression(b))
	// As in the worked example: Cultist 2 Distracted and hit, Cultist 4
	// behind near total cover untouched.
	script(b, 10, 1, 2, 3, 4)
	apply(t, b, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
	res := rules.LastSuppression(b)
	require.NotNil(t, res)
	var distracted, damaged []string
	for _, f := range res.Figures {
		if f.Distracted {
			distracted = append(distracted, f.ID)
		}
		if f.Damaged {
			damaged = append(damaged, f.ID)
		}
	}
	assert.Equal(t, []string{"c2"}, distracted)
	assert.Equal(t, []string{"c2"}, damaged)
	after, err := b.Checkpoint()
	require.NoError(t, err)

	require.NoError(t, b.Undo())
	assert.Nil(t, rules.LastSuppression(b), "undone")
	require.NoError(t, b.Restore(after))
	assert.Equal(t, res, rules.LastSuppression(b))
	require.NoError(t, b.Restore(before))
	assert.Nil(t, rules.LastSuppression(b))
}
