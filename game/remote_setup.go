package game

import (
	"errors"

	"battlemat/wire"
)

// The setup screen on the GM's tablet's Remote: Set up (before the first
// deal: the scenario on the table, to change it) or New fight (a blank
// map) opens the window's setup screen in a window of the tablet's own,
// which sends its Start to the host as the window's does over a seat
// (setup_host.go). The Remote reads the host's answers: a refusal comes
// back to the setup's line and the setup stays; the host's new state
// closes it. Leave goes back to the table unchanged.

// openSetup makes the setup the GM asked for; the view opens it.
func (r *Remote) openSetup() {
	s, err := tableSetup(r.scenario, r.Board.Name, r.beforeFirstDeal())
	if err != nil {
		r.fail(err)
		return
	}
	r.tablet.setup, r.tablet.setupRefuse, r.tablet.setupDone = s, "", false
}

// SetupTakes hands a file the page opened (the browser's file picker) to
// the tablet's setup while it is open: a map or a scenario opens there,
// a roster becomes its roster; false when no setup is open.
func (g *RemoteGame) SetupTakes(name string, data []byte) bool {
	return g.local != nil && g.local.SetupTakes(name, data)
}

// tookSetup notes a state of the host's: the scenario sent is now the
// table's (the setup closes), its map reference perhaps renamed to the
// file the host keeps it as.
func (r *Remote) tookSetup(s wire.State) {
	if r.tablet.sent.startedBy(s) {
		r.tablet.setupDone = true
		r.say("The new fight is on the table")
	}
}

// openLocalSetup opens the setup screen in a window of the tablet's own.
func (g *RemoteGame) openLocalSetup(s *Setup, in Input) {
	l := &Game{deviceScale: g.scale, view: GMView(), ctl: NewController(1)}
	if !(g.scale > 0) {
		l.deviceScale = 1
	}
	l.Clear()
	l.SetScreenSize(g.w, g.h)
	l.OpenSetupScreen(s)
	l.prev = in
	r := g.R
	r.tablet.sent.seat, r.tablet.sent.m = r.seat, &r.seatMirror
	l.setupScene().host = &r.tablet.sent
	g.local = l
}

// tickSetup is a tick of the tablet's setup: the host's answer to Start
// first (a refusal on the setup's line; the new state closes it).
func (g *RemoteGame) tickSetup(l *Game, in Input, w, h int, scale float64) bool {
	r := g.R
	ss := l.setupScene()
	if r.tablet.setupDone {
		r.tablet.setupDone = false
		return false
	}
	if why := r.tablet.setupRefuse; why != "" {
		r.tablet.setupRefuse = ""
		_ = ss.s.fail(errors.New(why))
	}
	if scale > 0 {
		l.deviceScale = scale
	}
	l.SetScreenSize(w, h)
	l.RunPending() // the clipboard's paste comes this way
	l.Handle(in)
	_, open := sceneOf[*setupScreen](l.ctl)
	return open
}
