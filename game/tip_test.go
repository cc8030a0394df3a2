package game

import (
	"slices"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheOddsBoxGoesBesideItsTargetNeverOverIt(t *testing.T) {
	area := Rect{0, 0, 1000, 700}
	for _, at := range []rect{
		{400, 300, 460, 360}, // the middle
		{400, 640, 460, 700}, // at the bottom edge: the box goes over it
		{940, 300, 1000, 360},
		{0, 0, 60, 60},
	} {
		b := placeTip(300, 200, at, nil, area, 4)
		assert.Zero(t, overlapArea(rect{b.X, b.Y, b.X + b.W, b.Y + b.H}, at), "%v: the box covers the target", at)
		assert.True(t, b.X >= area.X && b.Y >= area.Y && b.X+b.W <= area.X+area.W && b.Y+b.H <= area.Y+area.H, "%v: inside the map's room", at)
	}
}

// Hover every foe in Shoot mode in the demo: the odds box, as laid out
// for painting, never covers the target's token.
func TestTheOddsBoxNeverCoversTheHoveredFoe(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key())
		clickSquare(g, 2, 2)
		require.Equal(t, "buck", g.ctl.Battle().Turn().Who)
		press(g, CmdShoot.Key())
		n := 0
		for _, f := range g.ctl.Board().Figures {
			if f.Side == "heroes" {
				continue
			}
			hoverSquare(g, f.At.X, f.At.Y)
			vw := &views{c: g.ctl, l: g.layout(), cam: g.cam, show: g.view}
			_, box, ok := vw.tipBox()
			require.True(t, ok, "%s: an odds box", f.ID)
			x, y := g.cam.ToScreen(f.Center())
			r := tokenRadius(f) * g.cam.Scale
			assert.Zero(t, overlapArea(rect{box.X, box.Y, box.X + box.W, box.Y + box.H}, rect{x - r, y - r, x + r, y + r}), "%v: the odds box covers %s", sz, f.ID)
			n++
		}
		assert.Positive(t, n)
	}
}

func TestReachShadingLeavesTheSelectedTokenClear(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	// The Dweller (a large base) acts: its reach would shade its own squares.
	ogre := g.ctl.Board().Figure("dweller")
	require.Greater(t, ogre.Footprint(), 1)
	require.NoError(t, g.ctl.apply(rules.Place{Who: "dweller", To: rules.Pos{X: 7, Y: 7}}), "out of its walled yard")
	press(g, CmdNext.Key())
	for b.Turn() == nil || b.Turn().Who != "dweller" {
		if b.Turn() != nil {
			require.NoError(t, g.ctl.apply(rules.EndTurn{Who: b.Turn().Who}))
			continue
		}
		next := b.NextUp()
		if len(next) == 0 {
			require.NoError(t, g.ctl.apply(rules.StartRound{}))
			continue
		}
		require.NoError(t, g.ctl.apply(rules.StartTurn{Who: next[0], Actions: 1}))
	}
	g.ctl.Select("dweller")
	hoverSquare(g, 0, 0)
	ov := g.ctl.Overlay()
	require.NotEmpty(t, ov.Reach, "actor %q turn %+v mode %v", ov.Actor, b.Turn(), g.ctl.mode)
	for _, c := range ov.Reach {
		assert.False(t, ogre.Covers(board.Square{X: c.X, Y: c.Y}), "%v is shaded under the Dweller", c.Square)
	}
	assert.True(t, slices.ContainsFunc(ov.Reach, func(c ReachCell) bool { return c.Square == board.Square{X: 7, Y: 9} }), "a step down is shaded below the token")
}

// tokenRect is f's base on the screen.
func tokenRect(g *Game, f *board.Figure) rect {
	x, y := g.cam.ToScreen(f.Center())
	r := tokenRadius(f) * g.cam.Scale
	return rect{x - r, y - r, x + r, y + r}
}

// The odds box of every foe Buck can shoot at in the demo covers no
// other figure either (the demo's map leaves room for that at 1024x768
// and at 1920x1080).
func TestTheOddsBoxCoversNoFigureThatIsNotItsTarget(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key())
		clickSquare(g, 2, 2)
		press(g, CmdShoot.Key())
		for _, f := range g.ctl.Board().Figures {
			if f.Side == "heroes" {
				continue
			}
			hoverSquare(g, f.At.X, f.At.Y)
			_, box, ok := g.panelViews().tipBox()
			require.True(t, ok, "%s: an odds box", f.ID)
			br := rect{box.X, box.Y, box.X + box.W, box.Y + box.H}
			for _, o := range g.ctl.Board().Figures {
				assert.Zero(t, overlapArea(br, tokenRect(g, o)), "%v: aiming at %s, the odds box covers %s", sz, f.ID, o.ID)
			}
		}
	}
}

// In the GM's view a figure's name sits on no other figure's token: Gina's
// label lay across Doc Holloway's token in the demo.
func TestNameLabelsInTheGMViewSitOnNoOtherToken(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key())
		b := g.ctl.Board()
		places := placeTokens(b, g.cam, g.drawOptions().style(), nil)
		labels, _ := noOverlap(t, places)
		assert.Equal(t, len(b.Figures), labels, "%v: every figure of the demo is named", sz)
		for _, tp := range places {
			if !tp.labelOK {
				continue
			}
			for _, o := range b.Figures {
				if o != tp.f {
					assert.Zero(t, overlapArea(tp.label, tokenRect(g, o)), "%v: %s's name lies on %s", sz, tp.f.ID, o.ID)
				}
			}
		}
	}
}

// TestTheOddsBoxGoesWithTheShotFired: the odds box of a shot shows while
// the pointer rests on the target and goes once the shot is fired, though
// the pointer has not moved; it comes back when the pointer moves on.
func TestTheOddsBoxGoesWithTheShotFired(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	g.ctl.declare = 2
	clickSquare(g, 2, 2) // Buck's turn of two actions
	hoverSquare(g, 7, 3)
	clickSquare(g, 7, 3) // out of the door, in sight of Cultist 5
	press(g, CmdShoot.Key())
	hoverSquare(g, 14, 3)
	lines, _, ok := g.panelViews().tipBox()
	require.True(t, ok, "the odds box of the shot at Cultist 5")
	require.Contains(t, lines[0], "Cultist 5")
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 14, 3)
	sx, sy := at(g, 14, 3)
	for g.ctl.Asked() != nil { // no Soak, the pointer where it was
		g.Handle(Input{X: sx, Y: sy, Keys: CmdNo.Key()})
		g.Handle(Input{X: sx, Y: sy})
	}
	require.Greater(t, len(g.ctl.Battle().Applied), n, "the shot is fired")
	hoverSquare(g, 14, 3) // the pointer still on the target
	_, _, ok = g.panelViews().tipBox()
	assert.False(t, ok, "no odds box once the shot is fired")
	hoverSquare(g, 12, 5)
	hoverSquare(g, 14, 3)
	press(g, CmdShoot.Key())
	hoverSquare(g, 14, 4)
	hoverSquare(g, 14, 3)
	_, _, ok = g.panelViews().tipBox()
	assert.True(t, ok, "the pointer moved on and back: the next shot's odds")
}
