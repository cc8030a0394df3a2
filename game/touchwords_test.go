package game

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// emptySquare is a square of the demo's map with no figure on it, on the
// screen's map.
func emptySquare(t *testing.T, g *Game) (float64, float64) {
	t.Helper()
	b := g.ctl.Board()
	for y := b.H - 1; y >= 0; y-- {
		for x := b.W - 1; x >= 0; x-- {
			sx, sy := at(g, x, y)
			if b.FigureAt(board.Square{X: x, Y: y}) == nil && g.layout().mapView.Contains(sx, sy) && !g.layout().inPanel(sx, sy) {
				return sx, sy
			}
		}
	}
	t.Fatal("no empty square on the screen")
	return 0, 0
}

// shownTexts are the texts a frame writes wrapped (the prompt, the log)
// and its status line.
func shownTexts(g *Game) string {
	var texts []string
	drawnWrapped = func(s string, _ float64) { texts = append(texts, s) }
	defer func() { drawnWrapped = nil }()
	g.Draw(ebiten.NewImage(g.screenW, g.screenH))
	m, _ := g.ctl.Message()
	return strings.Join(append(texts, g.ctl.words(m), g.statusLine()), "\n")
}

// TestATouchScreenSaysTapAndShowsNoKeys: the same phone screen (the web
// page at 390x844, the demo dealt, Buck up) after the mouse's click on an
// empty square says "click" and its buttons name their keys (Enter
// starts the turn); after a finger's tap on the same square it says
// "tap", names no key on any button, and the status line speaks of
// fingers, not the wheel; a click again brings the mouse's words back.
func TestATouchScreenSaysTapAndShowsNoKeys(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.SetScreenSize(390, 844)
	press(g, CmdNext.Key())
	require.Contains(t, g.ctl.promptText(), "(or click the figure)")
	x, y := emptySquare(t, g)
	keys := func() (n int, all []string) {
		for _, b := range g.Buttons() {
			all = append(all, fmt.Sprintf("%s[%s]", b.Label, b.Key))
			if b.Key != "" {
				n++
			}
		}
		return n, all
	}

	click(g, x, y)
	shown := shownTexts(g)
	assert.Contains(t, shown, "start (or click the figure)", "the mouse's prompt")
	assert.NotContains(t, shown, "tap the figure")
	start, ok := g.ButtonFor(CmdNext)
	require.True(t, ok)
	assert.Equal(t, "Enter", start.Key, "the mouse's Start turn names its key")
	n, all := keys()
	assert.Greater(t, n, 3, "the mouse's buttons name their keys: %v", all)

	var hand fingers
	touch := func(pts ...[2]float64) {
		var in Input
		hand.read(&in, pts)
		g.Handle(in)
	}
	for range fingerWait + 2 {
		touch([2]float64{x, y})
	}
	touch()
	touch()
	require.True(t, g.ctl.Finger(), "the last press was a finger's")
	shown = shownTexts(g)
	assert.Contains(t, shown, "start (or tap the figure)", "the finger's prompt")
	assert.NotContains(t, shown, "click")
	n, all = keys()
	assert.Zero(t, n, "a touch screen's buttons name no keys: %v", all)
	start, ok = g.ButtonFor(CmdNext)
	require.True(t, ok, "the same buttons, only without keys")
	assert.Equal(t, "Start turn", start.Label)

	g.ctl.selected = ""
	g.ctl.version++
	g.Handle(Input{X: -1, Y: -1}) // nothing pointed at
	assert.NotContains(t, g.statusLine(), "wheel", "a finger has no wheel: %s", g.statusLine())

	click(g, x, y)
	assert.False(t, g.ctl.Finger(), "the mouse again")
	n, _ = keys()
	assert.Greater(t, n, 3, "the keys are back")
	assert.Contains(t, shownTexts(g), "click the figure")
}

// TestFingerWordsTurnTheMousesWords: the words a touch screen shows for
// the mouse's, and the key hints it drops.
func TestFingerWordsTurnTheMousesWords(t *testing.T) {
	c := NewController(1)
	for in, want := range map[string]string{
		"Cast Blast: click the figure to cast it on":               "Cast Blast: click the figure to cast it on",
		"Click a square; right-click leaves":                       "Click a square; right-click leaves",
		"Ann's Hero takes 2 Wounds: Soak? (Y/N)":                   "Ann's Hero takes 2 Wounds: Soak? (Y/N)",
		"More: Grapple - click its target (X for the next action)": "More: Grapple - click its target (X for the next action)",
	} {
		assert.Equal(t, want, c.words(in), "the mouse's words stay")
	}
	c.finger = true
	for in, want := range map[string]string{
		"Cast Blast: click the figure to cast it on":               "Cast Blast: tap the figure to cast it on",
		"Click a square; right-click leaves":                       "Tap a square; long press leaves",
		"Ann's Hero takes 2 Wounds: Soak? (Y/N)":                   "Ann's Hero takes 2 Wounds: Soak?",
		"More: Grapple - click its target (X for the next action)": "More: Grapple - tap its target",
		"double tap +1": "double tap +1",
	} {
		assert.Equal(t, want, c.words(in))
	}
}

// The GM's touch tablet has no Esc: its setup screen's first line said
// "Start plays, Esc leaves" beside the Leave button; it names the button.
func TestATouchTabletsSetupSaysLeaveNotEsc(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "x.yaml"), 8, 8)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetCoarsePointer(true)
	g.OpenSetupScreen(s)
	var texts []string
	drawnWrapped = func(s string, _ float64) { texts = append(texts, s) }
	defer func() { drawnWrapped = nil }()
	g.Draw(ebiten.NewImage(g.screenW, g.screenH))
	shown := strings.Join(texts, "\n")
	assert.Contains(t, shown, "Pick a tool below")
	assert.NotContains(t, shown, "Esc", shown)
	assert.Contains(t, shown, "Start plays, Leave goes back", shown)
}
