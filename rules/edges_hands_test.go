package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withBuck is arena with keys added to Buck.
func withBuck(src, keys string) string {
	return strings.Replace(src, "  - id: buck\n", "  - id: buck\n    "+keys+"\n", 1)
}

// Ambidextrous: no -2 with the off-hand Knife. Buck's two-action turn:
// d8 5 -2 multi-action +1 Gang Up +1 two weapons = 5 vs 5, a hit.
func TestAmbidextrousHasNoOffHandPenalty(t *testing.T) {
	b := newBattle(t, withBuck(arena, "edges: [Ambidextrous]"), 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Knife"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Knife: d8 5, Wild d6 1, -2 multi-action, +1 Gang Up, +1 two weapons = 5 vs 5: hit.", logFrom(b, n)[0])
}

// Deluxe's Quick Draw: drawing is free (no action, so no multi-action
// penalty) and the Agility roll to draw two weapons at once is at +2.
func TestQuickDrawDrawsForFree(t *testing.T) {
	d := newBattle(t, withBuck(arenaDeluxe, "edges: [Quick Draw]"), 1)
	fighttest.ToTurn(t, d, "buck", 0)
	n := len(d.Events())
	script(d, 2, 1)
	apply(t, d, rules.Ready{Who: "buck", Weapons: []string{"Machete", "Colt .45"}})
	assert.Equal(t, "Buck rolls Agility (drawing): d8 2, Wild d6 1, +2 Quick Draw = 4 vs 4: success.", logFrom(d, n)[0])
	assert.Contains(t, logFrom(d, n)[1], "(free)")
}

// Danger Sense: +2 to the Notice roll against a surprise. Buck's d6 2,
// Wild d6 1: 2, a failure and no card; with the Edge 4, a success.
func TestDangerSenseNoticesTheAmbush(t *testing.T) {
	for _, edge := range []string{"", "Danger Sense"} {
		b := newBattle(t, withBuck(arena, "edges: ["+edge+"]"), 1)
		out := tried(b, []int{2, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
		require.NotContains(t, out, "refused")
		if edge == "" {
			assert.Contains(t, out, "d6 2, Wild d6 1 = 2 vs 4: failure", out)
			continue
		}
		assert.Contains(t, out, "d6 2, Wild d6 1, +2 Danger Sense = 4 vs 4: success", out)
	}
}
