package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The table reads which distance a deluxe Teleport bought: +10 inches
// for 1 Power Point more carries it 20" without a raise.
func TestDeluxeTeleportsLineNamesTheDistanceBought(t *testing.T) {
	b := deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at := rules.Spot{X: 24.5, Y: 3.5}
	out := tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Teleport", At: &at, Mods: []string{"+10 inches"}})
	assert.Contains(t, out, "High Priest teleports (+10 inches) to (22, 3) (20\").")
	b = deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at = rules.Spot{X: 12.5, Y: 3.5}
	out = tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Teleport", At: &at})
	assert.Contains(t, out, "High Priest teleports to (12, 3) (10\").", "no distance bought, nothing named")
}

// A Dispel cast at a point of the map names what it is aimed at before
// its roll: the table sees whose Darkness, or which areas with Multiple
// Powers, is at stake.
func TestDispelAtAnAreaNamesItsAimBeforeTheRoll(t *testing.T) {
	b := darkOnBuck(t, rules.CurrentRevision)
	n := len(b.Events())
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 8.5, Y: 3.5}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest aims Dispel at Acolyte's Darkness.", log[0])
	assert.Contains(t, log[1], "High Priest casts Dispel with Faith")

	b = darkOnBuck(t, rules.CurrentRevision)
	acolyteWall(t, b)
	n = len(b.Events())
	script(b, 8, 1, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 5.5, Y: 3.5}, Mods: []string{"Multiple Powers"}})
	assert.Equal(t, "High Priest aims Dispel at Acolyte's Darkness and Acolyte's Barrier.", logFrom(b, n)[0])
}

// heavyBeastField: a swordsman Extra beside a beast with Heavy Armor, its
// only foe; a sword is no Heavy Weapon.
const heavyBeastField = `
map: {rows: ["......", "......", "......"]}
figures:
  - {id: sword, name: Swordsman, side: a, at: [1, 1], traits: {fighting: d8}, weapons: [{name: Sword, damage: str+d8}]}
  - {id: beast, name: Beast, side: b, at: [2, 1], abilities: [Heavy Armor], traits: {fighting: d6}}
`

// The plain tactic strikes no blow a Heavy Armor foe shrugs off, and a
// blow struck by hand says on its damage line why nothing happened.
func TestABlowAtHeavyArmorIsNotPlayedAndSaysWhyWhenStruck(t *testing.T) {
	b := newBattle(t, heavyBeastField, 1)
	fighttest.ToTurn(t, b, "sword", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "sword")
	for _, a := range acts {
		assert.NotEqual(t, rules.KindFight, a.Kind(), "%#v", acts)
	}

	b = newBattle(t, heavyBeastField, 1)
	fighttest.ToTurn(t, b, "sword", 0)
	// Fighting 7 vs Parry 5: a hit; damage d4 3 + d8 5 = 8, nothing done.
	out := tried(b, []int{7, 3, 5}, rules.Melee{Who: "sword", Target: "beast"})
	assert.Contains(t, out, "(Heavy Armor: only a Heavy Weapon harms it)", out)
}
