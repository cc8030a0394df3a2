package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// keyHints are the buttons shown that name a key, as "Label[Key]".
func keyHints(g *Game) []string {
	var out []string
	for _, b := range g.Buttons() {
		if b.Key != "" {
			out = append(out, fmt.Sprintf("%s[%s]", b.Label, b.Key))
		}
	}
	return out
}

// A page whose pointer is coarse (a phone's, a tablet's) tells its Game
// so before the first frame: Ann's phone says "tap" and names no key on
// any button from its first screen, before her finger has pressed once
// (her turn's prompt, Start turn without Enter); the GM's 1024x768
// tablet too, its status line included. The same GM's seat without the
// page's word (the desktop window's) says click and names its keys.
func TestACoarsePointersFirstScreenSaysTapAndShowsNoKeys(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.g.SetCoarsePointer(true) // as the page does, from matchMedia("(pointer: coarse)")
	p.dealTo("hero1")
	shown := shownTexts(p.g)
	assert.Contains(t, shown, "(or tap the figure)", "her first screen's prompt")
	assert.NotContains(t, shown, "click")
	assert.Empty(t, keyHints(p.g), "her first screen names no key")
	start, ok := p.g.ButtonFor(CmdNext)
	require.True(t, ok, "Start turn on her sheet: %v", p.labels())
	assert.Empty(t, start.Key)
	p.shot("coarse-first")

	open := func(coarse bool) *Game {
		g := New(nil)
		g.SetScreenSize(1024, 768)
		g.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "hosted.yaml"))
		if coarse {
			g.SetCoarsePointer(true)
		}
		g.Handle(Input{})
		return g
	}
	tablet := open(true)
	assert.NotContains(t, shownTexts(tablet), "click", "the GM's tablet's first screen")
	assert.Empty(t, keyHints(tablet))
	(&phone{t: t, g: tablet}).shot("coarse-tablet-first")
	window := open(false)
	assert.Contains(t, shownTexts(window), "click", "a mouse's screen keeps click")
	assert.NotEmpty(t, keyHints(window), "and names its keys")
}
