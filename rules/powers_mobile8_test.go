package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// A Mobile Light cast at bare ground (rules revision 8) is moved by its
// caster: a free action of its turn, up to its Faith die's sides (d10:
// 10") a turn in all. Cast at (4.5, 0.5) it leaves Buck at (8.5, 3.5) in
// the dark (5" away); moved 4.5" to (8.5, 2.5) it lights him; 6" more
// would pass the 10" and is refused, changing nothing.
func TestAMobileLightAtBareGroundIsMovedByItsCasterUpToItsDieAFreeAction(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	at := rules.Spot{X: 4.5, Y: 0.5}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, logFrom(b, n), "High Priest makes it bright within 3\" of (4.5, 0.5), which it may move 10\" a turn (Light).")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"), "Buck stands 5\" from the light")

	n = len(b.Events())
	apply(t, b, rules.MoveArea{Who: "priest", At: rules.Spot{X: 8.5, Y: 2.5}})
	assert.Contains(t, logFrom(b, n), "High Priest moves its Light 4.5\" from (4.5, 0.5) to (8.5, 2.5) (Light).")
	assert.Empty(t, lightOn(b, "priest", "buck"), "the light moved onto Buck")
	assert.Len(t, b.Turn().Taken, 1, "the cast is the turn's action; the move is free")

	refused(t, b, rules.MoveArea{Who: "priest", Power: "Light", At: rules.Spot{X: 8.5, Y: 8.5}},
		"High Priest's Light moves at most 10\" a turn (its Faith die) and has 5.5\" left: (8.5, 8.5) is 6.0\" from its centre")
	assert.Empty(t, lightOn(b, "priest", "buck"), "refused: the light stays")

	apply(t, b, rules.EndTurn{Who: "priest"})
	refused(t, b, rules.MoveArea{Who: "priest", At: rules.Spot{X: 4.5, Y: 0.5}}, "it is not High Priest's turn: no turn is under way")
}

// A Light or Darkness that rides on a figure, or none at all, is not
// moved by the caster's will.
func TestOnlyAMobileAreaAtBareGroundIsMovedByItsCaster(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	refused(t, b, rules.MoveArea{Who: "priest", At: rules.Spot{X: 4.5, Y: 0.5}},
		"High Priest keeps up no Mobile area cast at bare ground to move (one cast at a figure goes where that figure goes)")
	on := b.Battlefield.Centre("acolyte")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Darkness", At: &on, Mods: []string{"Mobile"}})
	refused(t, b, rules.MoveArea{Who: "priest", Power: "Darkness", At: rules.Spot{X: 4.5, Y: 0.5}},
		"High Priest keeps up no Mobile Darkness cast at bare ground to move (one cast at a figure goes where that figure goes)")
}

// A Mobile Silence (rules revision 8) cast at bare ground is on the table
// and moved as a Light is: moved off Buck, his search by ear takes no -4.
func TestAMobileSilenceMovedOffTheSearcherNoLongerHushesIt(t *testing.T) {
	b := hideout(t, `  - id: priest
    name: Priest
    side: heroes
    wildcard: true
    at: [3, 0]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Silence]
`, "", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "priest", 0)
	log := tried(b, []int{5, 2}, rules.Cast{Who: "priest", Power: "Silence", At: &rules.Spot{X: 4.5, Y: 1.5}, Mods: []string{"Mobile"}})
	require.Contains(t, log, "Priest spends 2 Power Points on Silence (8 left).", "1 and Mobile's 1")
	assert.Contains(t, log, "within 3\" of (4.5, 1.5), which it may move 8\" a turn (Silence).")
	assert.Equal(t, []rules.Spot{{X: 4.5, Y: 1.5}}, b.Battlefield.(*board.Battlefield).Silences("priest"), "the table keeps the area")
	refused(t, b, rules.MoveArea{Who: "priest", At: rules.Spot{X: 4.5, Y: 10.5}},
		"Priest's Silence moves at most 8\" a turn (its Faith die) and has 8.0\" left: (4.5, 10.5) is 9.0\" from its centre")
	apply(t, b, rules.MoveArea{Who: "priest", At: rules.Spot{X: 4.5, Y: 7.5}})
	fighttest.ToTurn(t, b, "buck", 0)
	log, hidden := searched(t, b, 9, 2, 2, 2)
	assert.Empty(t, hidden)
	assert.Contains(t, log, "Buck's Notice 9 against Stealth 2 finds Scout.", "the Silence is 6\" away now")
}

// A Silence's area goes from the table with its marker: its 5 rounds run
// out, and the map no longer shows it.
func TestASilencesAreaLeavesTheTableWhenItsRoundsRunOut(t *testing.T) {
	b := silenced(t, false)
	bf := b.Battlefield.(*board.Battlefield)
	require.Equal(t, []rules.Spot{{X: 4.5, Y: 1.5}}, bf.Silences("priest"))
	for range 6 {
		fighttest.ToTurn(t, b, "priest", 0)
		apply(t, b, rules.EndTurn{Who: "priest"})
	}
	for _, e := range b.Figure("priest").Effects {
		require.NotEqual(t, "Silence", e.Source.Name, "the marker ran out")
	}
	assert.Empty(t, bf.Silences("priest"), "and the area with it")
}
