package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onPhone is the demo on a w x h phone held upright, the panel shown,
// folded (the web page's "Hide panel": the view without its panel) or
// hidden (F4), before the deal or dealt.
func onPhone(t *testing.T, w, h int, panel string, dealt bool) *Game {
	t.Helper()
	g := demoGame(t, 1)
	g.SetScreenSize(w, h)
	if dealt {
		press(g, CmdNext.Key())
	}
	switch panel {
	case "folded":
		v := GMView()
		v.Panel = false
		g.SetView(v)
	case "hidden":
		g.ctl.panel = panelHidden
		g.ctl.version++
	}
	return g
}

// TestEveryButtonOnAPhoneIsAFingersSize: on a phone held upright (390
// CSS pixels across, at 1x and at its 3x device pixels) every button is
// at least 40 CSS pixels high, the panel shown on each of its tabs,
// folded or hidden (the corner's Calibrate, Zoom and Table view were 17);
// a 1920x1080 and a 1024x768 window keep theirs (1.7 units of a 42nd of
// the height: 44 and 31 pixels).
func TestEveryButtonOnAPhoneIsAFingersSize(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {1170, 2532}} {
		css := float64(sz[0]) / 390 // device pixels per CSS pixel
		for _, panel := range []string{"shown", "folded", "hidden"} {
			for _, dealt := range []bool{false, true} {
				for tab := 0; tab < tabCount; tab++ {
					g := onPhone(t, sz[0], sz[1], panel, dealt)
					g.ctl.sheetTab = tab
					g.ctl.version++
					name := fmt.Sprintf("%dx%d %s dealt %v tab %s", sz[0], sz[1], panel, dealt, sheetTabNames[tab])
					bs := g.layout().buttons
					require.NotEmpty(t, bs, name)
					for _, b := range bs {
						assert.GreaterOrEqual(t, b.H/css, 40.0, "%s: %q is %.0f CSS px high", name, b.Label, b.H/css)
					}
				}
			}
		}
	}
	for _, sz := range [][3]int{{1920, 1080, 44}, {1024, 768, 31}} {
		for _, panel := range []string{"shown", "hidden"} {
			g := onPhone(t, sz[0], sz[1], panel, true)
			for _, b := range g.layout().buttons {
				if b.Cmd != CmdOffer {
					assert.Equal(t, float64(sz[2]), b.H, "%dx%d %s: %q", sz[0], sz[1], panel, b.Label)
				}
			}
		}
	}
}

// TestAPhonesSheetShowsTheFigureFirstAndEveryButtonInTwoTaps: dealt, a
// phone's sheet shows the prompt, a row of tabs and under them the
// figure and the log (half the sheet at least), not the GM's thirty-odd
// buttons; each button the desktop's panel shows is on one tab, so a tap
// on the tab and one on it reach it, and a tap on "Sheet" hides them
// again.
func TestAPhonesSheetShowsTheFigureFirstAndEveryButtonInTwoTaps(t *testing.T) {
	desk := onPhone(t, 1920, 1080, "shown", true)
	press(desk, CmdNext.Key()) // the turn starts: every action shows
	var want []string
	for _, b := range desk.layout().buttons {
		if b.Cmd != CmdOffer {
			want = append(want, b.Label)
		}
	}
	require.Greater(t, len(want), 25, "the GM's panel has its thirty-odd buttons")

	g := onPhone(t, 390, 844, "shown", true)
	press(g, CmdNext.Key())
	l := g.layout()
	require.True(t, l.sheet)
	assert.Equal(t, []string{"Sheet", "Actions", "Tools", "GM"}, buttonsOf(g, CmdSheetTab))
	for _, b := range l.buttons {
		assert.Contains(t, []Cmd{CmdSheetTab, CmdOffer}, b.Cmd, "the first tab shows no %q", b.Label)
	}
	assert.GreaterOrEqual(t, l.bottom-l.body, l.panel.H/2, "the figure and the log have half the sheet")

	found := map[string]int{}
	for _, tab := range sheetTabNames[1:] {
		clickButton(t, g, CmdSheetTab, tab)
		require.Equal(t, tab, sheetTabNames[g.ctl.sheetTab], "a tap on the tab shows it")
		l := g.layout()
		for _, b := range l.buttons {
			if b.Cmd != CmdSheetTab && b.Cmd != CmdOffer {
				found[b.Label]++
				assert.LessOrEqual(t, b.Y+b.H, l.bottom, "%s: %q above the status line", tab, b.Label)
			}
		}
		assert.Less(t, l.body, l.bottom-l.u*4, "%s: the figure's sheet keeps some room", tab)
	}
	for _, w := range want {
		assert.Equal(t, 1, found[w], "%q is on exactly one tab", w)
	}
	clickButton(t, g, CmdSheetTab, "Actions")
	clickButton(t, g, CmdMove, "Move")
	assert.Equal(t, ModeMove, g.ctl.mode)
	clickButton(t, g, CmdSheetTab, "Sheet")
	for _, b := range g.layout().buttons {
		assert.Contains(t, []Cmd{CmdSheetTab, CmdOffer}, b.Cmd, "back on the first tab: no %q", b.Label)
	}

	// A player's phone has no GM tab.
	p := onPhone(t, 390, 844, "shown", true)
	p.SetView(PlayerView())
	assert.Equal(t, []string{"Sheet", "Actions", "Tools"}, buttonsOf(p, CmdSheetTab))
	p.ctl.pickSheetTab("9")
	assert.Equal(t, tabSheet, p.ctl.sheetTab, "no such tab: nothing changes")
}
