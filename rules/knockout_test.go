package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// meleeWildC1 is melee with Cultist 1 a Wild Card with one benny.
var meleeWildC1 = strings.Replace(melee, "    name: Cultist 1\n", "    name: Cultist 1\n    wildcard: true\n    bennies: 1\n", 1)

// dropSoaked: Buck with The Drop hits Cultist 1 (a Wild Card, Toughness 5)
// for d8 4 + d6 2 + 4 = 10, one raise: a Wound; Cultist 1 soaks it
// (Vigor d6 5, Wild d6 1: a success), so the blow did nothing that sticks.
// The faces after those would be the knockout blow's Vigor: 1 and 1.
func dropSoaked(t *testing.T, rev int) string {
	b := newBattleAt(t, meleeWildC1, 1, rev)
	b.Soak = func(*rules.Figure, int, int, int) bool { return true }
	fighttest.ToTurn(t, b, "buck", 0)
	log := tried(b, []int{3, 2, 4, 2, 5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Drop: true})
	return fmt.Sprintf("%s\nCultist 1 out: %v", log, b.Figure("c1").Incapacitated)
}

// A knockout blow needs damage that sticks: when Soak takes off every
// Wound (and so the Shaken), there is no Vigor roll.
func TestNoKnockoutBlowWhenSoakRemovesEveryWound(t *testing.T) {
	log := dropSoaked(t, rules.CurrentRevision)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Cultist 1: 4+2, +4 The Drop = 10 vs Toughness 5: one raise, 1 Wound.")
	assert.Contains(t, log, "soak")
	assert.NotContains(t, log, "knockout blow")
}
