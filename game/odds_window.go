package game

import "time"

// The odds of a fight that is not the one on the table (the scenario in
// the setup screen, the hosted battle on the GM's tablet) run in a window
// of their own: a Game of that fight, a copy nobody else sees, with its
// Odds scene open. Its owner hands it the ticks and the screen until the
// odds close (Esc, Close or Ctrl+O), then shows its own screen again. The
// Odds scene is the window's own (scene_odds.go), so the progress bar,
// the numbers and the what-if buttons are the same everywhere.

// newOddsGame is a window of f with its odds open (slice: a tick's time
// for fights, as in scene_odds.go); the message says why when they could
// not open.
func newOddsGame(f *Fight, seed uint64, w, h int, scale float64, slice time.Duration) (*Game, string) {
	f.SavePath = "" // a copy: Ctrl+S in it never writes a battle
	g := &Game{deviceScale: scale, view: GMView(), ctl: NewController(seed)}
	if !(scale > 0) {
		g.deviceScale = 1
	}
	g.SetFight(f)
	g.SetScreenSize(w, h)
	g.ctl.run(func() { g.ctl.openOdds(oddsTotal(), slice) })
	if !g.oddsOpen() {
		return nil, g.ctl.msg
	}
	return g, ""
}

// oddsOpen reports whether the odds are open in g.
func (g *Game) oddsOpen() bool {
	_, ok := sceneOf[*oddsScene](g.ctl)
	return ok
}

// tickOdds hands an odds window one tick of input at the owner's screen
// size, and reports whether its odds are still open.
func (g *Game) tickOdds(in Input, w, h int, scale float64) bool {
	if scale > 0 {
		g.deviceScale = scale
	}
	g.SetScreenSize(w, h)
	g.RunPending()
	g.Handle(in)
	return g.oddsOpen()
}
