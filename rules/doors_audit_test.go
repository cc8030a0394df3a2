package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// hallArmed is hall with a shotgun and a grenade for Buck.
var hallArmed = strings.Replace(hall, "      - {name: Axe, damage: str+d8}\n",
	"      - {name: Axe, damage: str+d8}\n      - {name: Shotgun, range: 12/24/48, damage: 3d6, shotgun: true, shots: 2}\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}\n", 1)

// shotgunDoor: Buck fires the Shotgun at the light door beside him:
// Shooting d10 5, Wild d6 1 = 5 vs 4, then 3d6 3+3+3 = 9 vs Hardness 8.
func shotgunDoor(t *testing.T, rev int) string {
	b := newBattleAt(t, hallArmed, 1, rev)
	fighttest.ToTurn(t, b, "buck", 0)
	return tried(b, []int{5, 1, 3, 3, 3}, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}, Weapon: "Shotgun"})
}

// A door breaks to any blunt or cutting attack, a shot too: a shotgun at
// Short range is blunt against objects (Shooting against 4, its damage
// with no aces against the Hardness); a single bullet still never breaks
// a door.
func TestAShotgunAtShortRangeBreaksADoor(t *testing.T) {
	assert.Equal(t, strings.Join([]string{
		"Buck shoots the light door at (3, 1) with the Shotgun: d10 5, Wild d6 1 = 5 vs 4: hit.",
		"Buck strikes the light door at (3, 1) with the Shotgun: 3+3+3 = 9 vs Hardness 8: broken.",
		"Buck breaks open the light door at (3, 1).",
	}, "\n"), shotgunDoor(t, rules.CurrentRevision))
	b := newBattle(t, hallArmed, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}, Weapon: "Colt .45"},
		"the Colt .45 does piercing damage, which cannot break a light door (blunt, cutting or fire)")
}

// grenadeDoors: Buck, moved to (0, 0), throws the Grenade at (2.5, 2.5):
// unskilled Athletics d4 4+4+1, Wild d6 3, -2 = 7 vs 4. The Medium Blast
// covers the light door at (3, 1), the heavy door at (3, 3) and the open
// door at (3, 4), and nobody.
func grenadeDoors(t *testing.T, rev int) string {
	b := newBattleAt(t, hallArmed, 1, rev)
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 0, Y: 0}})
	fighttest.ToTurn(t, b, "buck", 0)
	return tried(b, []int{4, 4, 1, 3, 3, 3, 3, 4, 4, 3}, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 2.5, Y: 2.5}})
}

// A blast rolls its damage against each closed door under it, with the
// door's Hardness (no aces): 9 breaks the light door (8) and 11 the
// heavy one (10); the open door is not struck.
func TestABlastRollsItsDamageAgainstEachDoorUnderIt(t *testing.T) {
	log := grenadeDoors(t, rules.CurrentRevision)
	assert.Contains(t, log, "Buck strikes the light door at (3, 1) with the Grenade: 3+3+3 = 9 vs Hardness 8: broken.\nBuck breaks open the light door at (3, 1).")
	assert.Contains(t, log, "Buck strikes the heavy door at (3, 3) with the Grenade: 4+4+3 = 11 vs Hardness 10: broken.\nBuck breaks open the heavy door at (3, 3).")
}
