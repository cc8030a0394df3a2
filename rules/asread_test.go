package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Running is declared before the figure's first action of the turn: its
// -2 then applies to every action. A figure that has acted, or is
// Defending, cannot run that turn.
func TestRunIsDeclaredBeforeTheFirstAction(t *testing.T) {
	b := newBattle(t, arena, 1)
	toTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Running first: the shot at Cultist 2 (9" away) takes -2.
	script(b, 3, 8, 2, 1, 1)
	apply(t, b, rules.Run{Who: "buck"}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, []string{
		"Buck runs: d6 3: +3\" Pace, -2 to other actions this turn.",
		"Buck shoots Cultist 2 with the Colt .45: d10 8, Wild d6 2, -2 running = 6 vs 4: hit.",
	}, logFrom(b, n)[:2])

	b = newBattle(t, arena, 1)
	toTurn(t, b, "buck", 0)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	refused(t, b, rules.Run{Who: "buck"}, "Buck has acted this turn: running is declared before the first action")

	b = newBattle(t, arena, 1)
	toTurn(t, b, "buck", 0)
	apply(t, b, rules.Defend{Who: "buck"})
	refused(t, b, rules.Run{Who: "buck"}, "Buck is Defending and cannot run this turn")
}

// An obstacle in the way of a blast is Armor: the blast's AP reduces it
// like any armor. Brick (+8) behind Cultist 4, a grenade with AP 4:
// Toughness 5 +8 -4 = 9, and 3+3+3 = 9 Shakes him.
func TestObstacleArmorIsReducedByAP(t *testing.T) {
	src := strings.Replace(blasts, "damage: 3d6, template: mbt", "damage: 3d6, ap: 4, template: mbt", 1)
	b := newBattle(t, src, 1)
	toTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}, Unaware: []string{"c1", "c2", "c4"}})
	assert.Contains(t, logFrom(b, n), "Damage 3d6 (Grenade) to Cultist 4: 3+3+3 = 9 vs Toughness 9 (brick in the way +8, AP 4 -4): Shaken.")
	require.True(t, b.Figure("c4").Shaken)
}
