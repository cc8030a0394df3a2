package game

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAHiddenPanelWritesNoColumnOfWords: with the window's panel hidden
// (F4 to "hidden", before the deal and dealt, on a desktop and a phone)
// the screen writes no text into a column narrower than a word: the
// prompt and the log went on being written one word a line down the
// map's left edge into the hidden panel's rectangle of no width.
func TestAHiddenPanelWritesNoColumnOfWords(t *testing.T) {
	type wrote struct {
		s string
		w float64
	}
	var texts []wrote
	drawnWrapped = func(s string, w float64) { texts = append(texts, wrote{s, w}) }
	defer func() { drawnWrapped = nil }()
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}, {1170, 2532}} {
		for _, dealt := range []bool{false, true} {
			g := demoGame(t, 1)
			g.SetScreenSize(sz[0], sz[1])
			if dealt {
				press(g, CmdNext.Key())
			}
			name := fmt.Sprintf("%dx%d dealt %v", sz[0], sz[1], dealt)
			g.ctl.panel = panelHidden
			g.ctl.version++
			require.Zero(t, g.layout().panel.W, "%s: the panel is hidden", name)
			texts = texts[:0]
			g.Draw(ebiten.NewImage(sz[0], sz[1]))
			for _, tx := range texts {
				assert.Greater(t, tx.w, g.layout().u*5, "%s: %q written into a column %.0f px wide", name, tx.s, tx.w)
			}
		}
	}
}

// TestAHiddenPanelsPromptIsOnTheStatusLine: with the panel hidden (F4,
// or the web page's folded sheet: the view without its panel) the status
// line says whose turn it is, as the panel's prompt did, until a figure
// is pointed at; shown, the panel says it and the status line does not.
func TestAHiddenPanelsPromptIsOnTheStatusLine(t *testing.T) {
	g := demoGame(t, 1)
	press(g, CmdNext.Key())
	prompt := g.ctl.promptText()
	require.Contains(t, prompt, "is up now")
	assert.NotContains(t, g.statusLine(), prompt, "the panel shows it")
	g.ctl.panel = panelHidden
	g.ctl.version++
	assert.Contains(t, g.statusLine(), prompt, "F4's hidden panel")
	g.ctl.panel = panelRight
	v := GMView()
	v.Panel = false
	g.SetView(v)
	assert.Contains(t, g.statusLine(), prompt, "the web page's folded sheet")
	g.ctl.selected = g.ctl.Board().Figures[0].ID
	assert.Contains(t, g.statusLine(), g.ctl.Board().Figures[0].Name, "a figure pointed at is described instead")
}
