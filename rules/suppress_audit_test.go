package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// blastsWildC2 is blasts with Cultist 2 a Wild Card with one benny.
var blastsWildC2 = strings.Replace(blasts, "    name: Cultist 2\n", "    name: Cultist 2\n    wildcard: true\n    bennies: 1\n", 1)

// suppressSoaked: Buck's suppressive fire at Cultist 2 (a Wild Card):
// Shooting d10 10+1, Wild d6 2, -2 recoil = 9, a raise: Distracted and
// hit for 2d6+1 = 5+5+1 = 11 vs Toughness 5, a Wound; Cultist 2 soaks
// with Vigor d6 4, Wild d6 1.
func suppressSoaked(t *testing.T, rev int) string {
	b := newBattleAt(t, blastsWildC2, 1, rev)
	b.Soak = func(_ *rules.Figure, _, _, rolls int) bool { return rolls == 0 }
	fighttest.ToTurn(t, b, "buck", 0)
	log := tried(b, []int{10, 1, 2, 5, 5, 4, 1}, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
	c2 := b.Figure("c2")
	return fmt.Sprintf("%s\nCultist 2: %d Wounds, Distracted %v", log, c2.Wounds, c2.Distracted)
}

// Suppressive fire's Distracted comes after its own damage: the figure
// it hits soaks without the -2 that the same fire gives it (4 vs 4, the
// Wound soaked), and is Distracted afterwards.
func TestSuppressiveFiresDistractedComesAfterItsDamage(t *testing.T) {
	log := suppressSoaked(t, rules.CurrentRevision)
	assert.Contains(t, log, "Cultist 2 soaks with Vigor (Soak): d6 4, Wild d6 1 = 4 vs 4: success: soaks 1 of 1.")
	assert.Contains(t, log, "Cultist 2 is Distracted (suppressive fire).")
	assert.Contains(t, log, "Cultist 2: 0 Wounds, Distracted true")
}
