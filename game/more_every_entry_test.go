package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every entry of the More list picked on Ann's 390x844 phone (her caster
// on the Actions tab) keeps every button of the sheet on the screen: the
// list's page button among them, whatever rows the entry's choices take;
// also with her caster Shaken, whose "Spend a benny" row above the
// actions leaves the list the fewest rows found (one).
func TestEveryMoreEntryPickedOnAPhoneKeepsEveryButtonOnTheScreen(t *testing.T) {
	for _, shaken := range []bool{false, true} {
		everyMoreEntryOnAPhone(t, shaken)
	}
}

func everyMoreEntryOnAPhone(t *testing.T, shaken bool) {
	src := strings.Replace(strings.Replace(powersPhone, "spirit: d10", "spirit: d4", 1), "wildcard: true,", "wildcard: true, bennies: 3,", 1)
	p := phoneOn(t, "powers.yaml", src, 1)
	p.dealTo("hero1")
	if shaken {
		p.gmDoes(rules.SetState{Who: "hero1", State: rules.State{Shaken: true, Bennies: 3}})
	}
	p.gmDoes(rules.StartTurn{Who: "hero1", Actions: 1})
	require.Equal(t, shaken, p.g.ctl.shakenActor() != "", "Shaken at her turn (seed 1's Spirit roll fails)")
	p.tapSquare(2, 7)
	p.tapButton("More")
	entries := map[string]bool{}
	for range 24 {
		for _, b := range p.g.Buttons() {
			if b.Cmd == CmdMoreItem {
				entries[b.Label] = true
			}
		}
		p.tapButton("Page ")
	}
	require.Greater(t, len(entries), 20, "the list's pages")
	for e := range entries {
		p.tapButton("More")
		p.tapButton("More") // shut and open again: its first page
		var b Button
		for range 24 { // every page once from wherever the list stood (More does not turn it back)
			var ok bool
			if b, ok = p.shown(e); ok {
				break
			}
			p.tapButton("Page ")
		}
		require.NotZero(t, b.W, "%q on a page: %v", e, p.labels())
		p.tapAt(b.X+b.W/2, b.Y+b.H/2)
		for _, b := range p.g.Buttons() {
			assert.LessOrEqual(t, b.Y+b.H, p.g.layout().bottom, "%q picked: %q on the screen", e, b.Label)
		}
	}
}

// The same at 1024x768 in the GM's window, for a fighter and a caster.
func TestEveryMoreEntryPickedAtTenTwentyFourKeepsEveryButtonOnTheScreen(t *testing.T) {
	for _, src := range []string{arenaYAML, castersYAML} {
		g, _ := arenaOf(t, src, 1, 1)
		g.SetScreenSize(1024, 768)
		press(g, CmdMore.Key())
		entries := map[string]bool{}
		for range 12 {
			for _, b := range g.Buttons() {
				if b.Cmd == CmdMoreItem {
					entries[b.Label] = true
				}
			}
			if b, ok := g.ButtonFor(CmdMorePage); ok {
				tap(g, b)
			}
		}
		require.Greater(t, len(entries), 20)
		for e := range entries {
			press(g, CmdMore.Key())
			if g.ctl.mode != ModeMore {
				press(g, CmdMore.Key())
			}
			found := false
			for range 12 {
				for _, b := range g.Buttons() {
					if b.Cmd == CmdMoreItem && b.Label == e && !found {
						tap(g, b)
						found = true
					}
				}
				if found {
					break
				}
				if b, ok := g.ButtonFor(CmdMorePage); ok {
					tap(g, b)
				}
			}
			require.True(t, found, "%q on a page", e)
			for _, b := range g.Buttons() {
				assert.LessOrEqual(t, b.Y+b.H, float64(768-statusBarHeight(768)), "%q picked: %q on the screen", e, b.Label)
			}
		}
	}
}
