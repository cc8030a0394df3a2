package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// halfHidden: a wall square whose corner lies on the line of fire from
// Ann at (0, 0) to Bo at (10, 10) hides exactly half of Bo's base.
func halfHidden(edition string) string {
	rows := make([]string, 12)
	for y := range rows {
		r := []byte(strings.Repeat(".", 12))
		if y == 8 {
			r[9] = '#'
		}
		rows[y] = `    - "` + string(r) + `"`
	}
	return "name: Half\nedition: " + edition + "\nmap:\n  rows:\n" + strings.Join(rows, "\n") + `
figures:
  - {id: ann, name: Ann, side: x, wildcard: true, at: [0, 0], traits: {shooting: d8}, weapons: [{name: Colt, range: 24/48/96, damage: 2d6}]}
  - {id: bo, name: Bo, side: y, at: [10, 10], traits: {agility: d6, vigor: d6}}
`
}

// Deluxe reads cover by halves: light when half or less of the target is
// hidden (from a quarter), medium when more than half, heavy when more
// than three quarters. Swade: light from a quarter, medium from half,
// heavy from three quarters. So a target exactly half hidden has light
// cover (-1) in deluxe and medium (-4) in swade.
func TestDeluxeCoverByHalves(t *testing.T) {
	for _, tc := range []struct {
		hidden        float64
		swade, deluxe rules.Cover
	}{
		{0.2499, rules.NoCover, rules.NoCover},
		{0.25, rules.LightCover, rules.LightCover},
		{0.5, rules.MediumCover, rules.LightCover},
		{0.5001, rules.MediumCover, rules.MediumCover},
		{0.75, rules.HeavyCover, rules.MediumCover},
		{0.7501, rules.HeavyCover, rules.HeavyCover},
		{0.9, rules.NearTotalCover, rules.NearTotalCover},
	} {
		assert.Equal(t, tc.swade, rules.SWADE.Rules().CoverFor(tc.hidden), "swade, %v hidden", tc.hidden)
		assert.Equal(t, tc.deluxe, rules.Deluxe.Rules().CoverFor(tc.hidden), "deluxe, %v hidden", tc.hidden)
	}
	for _, tc := range []struct{ edition, line string }{
		{"swade", "Ann shoots Bo with the Colt: d8 7, Wild d6 2, -4 medium cover = 3 vs 4: miss, only because of the cover."},
		{"deluxe", "Ann shoots Bo with the Colt: d8 7, Wild d6 2, -1 light cover = 6 vs 4: hit."},
	} {
		b := newBattle(t, halfHidden(tc.edition), 1)
		fighttest.ToTurn(t, b, "ann", 0)
		n := len(b.Events())
		script(b, 7, 2, 1, 1)
		apply(t, b, rules.Shoot{Who: "ann", Weapon: "Colt", Targets: []string{"bo"}})
		assert.Equal(t, tc.line, logFrom(b, n)[0], tc.edition)
	}
}
