package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// powersPhone: Ann's caster with three powers, Bolt's many modifiers
// among them, on a map that takes the phone's upper half.
const powersPhone = `name: Powers
map:
  rows: ["....................", "....................", "....................", "....................",
         "....................", "....................", "....................", "....................",
         "....................", "....................", "....................", "...................."]
figures:
  - {id: hero1, name: Orla Vane, side: party, player: anna, wildcard: true, at: [2, 7],
     traits: {agility: d6, smarts: d8, spirit: d10, vigor: d6, spellcasting: d10},
     arcane: {skill: spellcasting, power_points: 15}, powers: [Bolt, Deflection, Healing]}
  - {id: c1, name: Raider, side: foes, at: [14, 5], traits: {agility: d6, vigor: d6}}
`

// On a 390x844 phone, Bolt chosen from More's Powers: its modifiers'
// rows and the More list under them stay on the screen, a page at a
// time. Before, the last row of modifiers was cut by the screen's edge
// and the "Page 5/17" button that led to the rest was below it, out of
// a finger's reach.
func TestAPhonesPowerListKeepsEveryButtonOnTheScreen(t *testing.T) {
	p := phoneOn(t, "powers.yaml", powersPhone, 3)
	p.dealTo("hero1")
	p.tapSquare(2, 7)
	p.tapButton("More")
	for range 10 {
		if _, ok := p.shown("Powers"); ok {
			break
		}
		p.tapButton("Page ")
	}
	p.tapButton("Powers")
	_, first := p.shown("Bolt 1 PP")
	assert.True(t, first, "the powers first, whatever page of More held Powers: %v", p.labels())
	p.tapButton("Bolt")
	p.shot("powers-fit-bolt")
	seen := map[string]bool{}
	for range 12 { // every page of the list, and round again
		for _, b := range p.g.Buttons() {
			assert.LessOrEqual(t, b.Y+b.H, float64(p.g.screenH), "%q on the screen", b.Label)
			seen[b.Label] = true
		}
		var next Button
		for _, b := range p.g.Buttons() {
			if strings.HasPrefix(b.Label, "Page ") {
				next = b
			}
		}
		if next.W == 0 {
			break
		}
		p.tapAt(next.X+next.W/2, next.Y+next.H/2)
	}
	for _, l := range []string{"Bolt 1 PP", "Healing 3 PP", "Damage +2", "Fatigue +2", "Intimidate"} {
		require.True(t, seen[l], "%q reachable (%v)", l, seen)
	}
	if tab, ok := p.shown("Actions"); ok {
		p.tapAt(tab.X+tab.W/2, tab.Y+tab.H/2) // the actions' rows above the powers'
	}
	for _, b := range p.g.Buttons() {
		assert.LessOrEqual(t, b.Y+b.H, float64(p.g.screenH), "%q on the screen under the actions", b.Label)
	}
	p.shot("powers-fit")
}
