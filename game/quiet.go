package game

import (
	"time"

	"battlemat/odds"
)

// While the Odds play beside the screen (the browser's Web Workers), the
// page need not tick and present 60 times a second: each presented frame
// costs the browser's drawing (software GL in headless Chromium, a
// phone's battery) and takes a core from the workers, and Ebitengine
// presents a changed frame four times over (internal/ui's skipCount).
// The browser's screen then runs a frame only on an input (Ebitengine's
// FPSModeVsyncOffMinimum: every mouse, touch, key or resize event runs
// one at once) or every quietBeat (ScheduleFrame), which renews the
// workers' lease and moves the bar; it ticks as before once the Odds end,
// close or fall back to playing on the page. Each quiet frame stands for
// the 60-a-second ticks gone by since the last (frameTicks), so the
// computer's sides and the slides keep the wall's pace. The window is unchanged: its
// workers are goroutines, and its frames cost a GPU (quiet_other.go).

// quietBeat is how often a quiet screen runs a frame: within the Odds'
// lease (oddsLease), so the workers' lease and the collector's setting
// (odds.HoldGC) never lapse between frames, and the bar moves about as
// often as it is redrawn (oddsRedraw).
const quietBeat = 200 * time.Millisecond

// oddsBeside reports whether the Odds shown on this screen (the fight's,
// or the setup's odds window) play beside it, not on its ticks. The
// fight's under the setup screen do not count: they are not shown, and
// the setup's ticks (a hosted GM's map sent in pieces) would crawl.
func (g *Game) oddsBeside() bool {
	gg := g
	if g.setupScene() != nil {
		gg = g.SetupOdds()
	}
	if gg == nil {
		return false
	}
	s, ok := sceneOf[*oddsScene](gg.ctl)
	return ok && s.beside()
}

// beside: fights are left and workers play them (not Step on the ticks).
func (s *oddsScene) beside() bool {
	if s.slice <= 0 || odds.Workers() == 0 {
		return false
	}
	return !s.first.Done() || s.what != nil && !s.what.Done()
}

// warmOdds: on a screen that offers the GM the Odds (the setup, the GM's
// fight), the browser readies their workers while the page idles
// (odds.Warm), so the press plays at once; a player's seat never does.
func (g *Game) warmOdds() {
	if g.setupScene() != nil || g.ctl.oddsOffered() {
		odds.Warm()
	}
}
