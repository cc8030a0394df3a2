package game

import (
	"strings"
	"testing"

	"battlemat/menu"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A caster's powers are three taps away on Ann's 390x844 phone once her
// turn is under way: Actions, More, Powers, and Bolt is on the screen
// to tap. Before, Powers was on the More list's fifth page (Actions,
// More, four Page taps, Powers).
func TestACastersPowersAreThreeTapsAwayOnAPhone(t *testing.T) {
	p := phoneOn(t, "powers.yaml", powersPhone, 3)
	p.dealTo("hero1")
	p.tapSquare(2, 7)
	require.Equal(t, "hero1", p.g.ctl.turn(), "her turn is under way")
	taps := 0
	tap := func(label string) {
		t.Helper()
		b, ok := p.shown(label)
		require.True(t, ok, "%q on the screen after %d taps: %v", label, taps, p.labels())
		require.True(t, b.Enabled, "%q can be tapped", label)
		require.LessOrEqual(t, b.Y+b.H, float64(p.g.screenH), "%q on the screen", label)
		p.tapAt(b.X+b.W/2, b.Y+b.H/2)
		taps++
	}
	if _, ok := p.shown("More"); !ok {
		tap("Actions")
	}
	tap("More")
	tap("Powers")
	assert.LessOrEqual(t, taps, 3)
	bolt, ok := p.shown("Bolt 1 PP")
	require.True(t, ok, "Bolt to tap after %d taps: %v", taps, p.labels())
	assert.LessOrEqual(t, bolt.Y+bolt.H, float64(p.g.screenH))
	p.shot("powers-three-taps")
}

// In the window at 1024x768 the caster's More list opens with Powers
// first; a figure with no powers keeps the list as it always was.
func TestTheMoreListPutsPowersFirstForACasterOnly(t *testing.T) {
	g, _ := turnOf(t, powersPhone, "hero1", 1)
	g.SetScreenSize(1024, 768)
	press(g, CmdMore.Key())
	g.Handle(Input{})
	first := func() string {
		for _, b := range g.Buttons() {
			if b.Cmd == CmdMoreItem {
				return b.Label
			}
		}
		return ""
	}
	assert.Equal(t, "Powers", first(), "the caster's first More entry")
	(&phone{t: t, g: g}).shot("powers-first-1024")

	g, _ = turnOf(t, strings.Replace(powersPhone, "- {id: hero1", "- {id: hero0, name: Buck, side: party, at: [1, 1], traits: {agility: d6, vigor: d6}}\n  - {id: hero1", 1), "hero0", 1)
	g.SetScreenSize(1024, 768)
	press(g, CmdMore.Key())
	g.Handle(Input{})
	var want []string
	for _, e := range menu.Catalogue {
		if !e.GM {
			want = append(want, e.Label)
		}
	}
	var got []string
	for _, b := range g.ctl.moreButtons(false, nil) {
		got = append(got, b.Label)
	}
	assert.Equal(t, want, got, "no powers: the list as it always was")
	assert.NotEqual(t, "Powers", first())
}
