package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// plainOpens is the plain tactic's first action for Ann in b.
func plainOpens(t *testing.T, b *rules.Battle) rules.Action {
	t.Helper()
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "ann")
	require.NotEmpty(t, acts)
	return acts[0]
}

// The plain tactic double taps a RoF 1 gun where the battle's rules let
// it: the same die at +1 to hit and damage can only do better than the
// single shot. With the Double Tap Edge in swade; without it the swade
// pistol marked double_tap fires single shots (revision 9), which deluxe
// double taps as marked.
func TestPlainTacticDoubleTapsWhereItMay(t *testing.T) {
	tap := rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap}
	single := rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}}
	assert.Equal(t, tap, plainOpens(t, doubleTapper(t, "swade", "Double Tap", rules.CurrentRevision)))
	assert.Equal(t, single, plainOpens(t, doubleTapper(t, "swade", "", rules.CurrentRevision)))
	assert.Equal(t, single, plainOpens(t, semiAutomatic(t, "swade", "", rules.CurrentRevision)))
	assert.Equal(t, tap, plainOpens(t, semiAutomatic(t, "deluxe", "", rules.CurrentRevision)))

	b := doubleTapper(t, "swade", "Double Tap", rules.CurrentRevision)
	b.Figure("ann").Ammo[0] = 1
	assert.Equal(t, single, plainOpens(t, b), "one round left: no double tap")
}

// rifleman is Ann with only the Rifle (2d8, RoF 3, burst) and the Double
// Tap Edge, and the edges given besides, at the cultist (Toughness 5).
func rifleman(t *testing.T, edges string) *rules.Battle {
	t.Helper()
	src := strings.Replace(doubleTapField, "      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, shots: 7}\n", "", 1)
	require.NotEqual(t, doubleTapField, src)
	src = scene(t, src, map[string]string{"ann": "edges: [Double Tap" + edges + "]"})
	b := newBattleAt(t, "edition: swade\n"+src, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "ann", 0)
	return b
}

// With a burst weapon and the Edge the tactic weighs two bursts (one die,
// +2 to hit and damage) against its three RoF dice by their chance to
// Wound the cultist. Ann's d10: two bursts hit TN 4 on d10 2+ and wound
// Toughness 5 on 2d8+2 >= 9, about 0.86 all told, where three dice at -2
// recoil (d10 6+ each) with 2d8 come to about 0.71: two bursts. With Rock
// and Roll! she stands and has no recoil: three dice at +0 come to about
// 0.89: the dice.
func TestPlainTacticFiresTwoBurstsWhereTheyBeatItsRoFDice(t *testing.T) {
	assert.Equal(t, rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1"}, Mode: rules.DoubleTap},
		plainOpens(t, rifleman(t, "")))
	assert.Equal(t, rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1", "c1", "c1"}},
		plainOpens(t, rifleman(t, ", Rock and Roll!")))
}
