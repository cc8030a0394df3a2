package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// nonlethalSwing: Buck swings nonlethally at Cultist 1 with weapon (the
// Machete of melee changed by the replacement): d8 2, Wild d6 1.
func nonlethalSwing(t *testing.T, rev int, machete string) string {
	src := strings.Replace(melee, "      - {name: Machete, damage: str+d6}\n", machete, 1)
	b := newBattleAt(t, src, 1, rev)
	cultistAfterBuck(t, b, 0)
	lines := strings.Split(tried(b, []int{2, 1}, rules.Melee{Who: "buck", Target: "c1", Nonlethal: true}), "\n")
	return lines[0]
}

// Nonlethal with a blade follows the weapon's damage type: a cutting
// weapon, declared (damage_type: cutting) or derived (a melee weapon with
// a damage die is cutting unless it says otherwise), strikes with the
// flat at -1 without edged: true; a blunt one takes nothing; a natural
// weapon (a bite) takes the same -1.
func TestNonlethalFollowsTheWeaponsDamageType(t *testing.T) {
	rev := rules.CurrentRevision
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -1 nonlethal (flat of the blade) = 1 vs 5: miss.",
		nonlethalSwing(t, rev, "      - {name: Machete, damage: str+d6}\n"), "derived cutting")
	assert.Equal(t, "Buck attacks Cultist 1 with the Sabre: d8 2, Wild d6 1, -1 nonlethal (flat of the blade) = 1 vs 5: miss.",
		nonlethalSwing(t, rev, "      - {name: Sabre, damage: str+d6, damage_type: cutting}\n"), "declared cutting")
	assert.Equal(t, "Buck attacks Cultist 1 with the Club: d8 2, Wild d6 1 = 2 vs 5: miss.",
		nonlethalSwing(t, rev, "      - {name: Club, damage: str+d4, damage_type: blunt}\n"), "blunt")
	assert.Equal(t, "Buck attacks Cultist 1 with the Bite: d8 2, Wild d6 1, -1 nonlethal (natural weapon) = 1 vs 5: miss.",
		nonlethalSwing(t, rev, "      - {name: Bite, damage: str+d4, natural: true}\n"), "natural")
}
