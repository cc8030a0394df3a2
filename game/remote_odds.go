package game

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"battlemat/wire"
)

// The GM's tablet runs the window's own screens for what the host does
// not: the Odds of the hosted battle and the setup of a new fight
// (remote_setup.go). The Remote asks the host and keeps what comes back
// (remoteTablet); its view opens a window of its own over the remote
// screen (RemoteGame.local, a Game) that takes the ticks and the screen
// until it closes. The odds are played on the tablet a slice a frame,
// never on the host, from the copy of the battle the host sends the GM's
// seat alone (wire.Battle: the figures as they stand, none of the host's
// dice).

// The GM's tablet's buttons.
const (
	RemoteOdds  = "odds"
	RemoteSetup = "setup"
)

// remoteTablet is what the GM's screen asked the host for and what came
// back, until the view takes it.
type remoteTablet struct {
	oddsID string // the battle asked for
	battle []byte // the battle file come, for the view to open the odds on

	setup       *Setup    // a setup to open (the view opens it)
	sent        hostSetup // the scenario sent, waiting for the host (setup_host.go)
	setupRefuse string    // the host's refusal of it, for the setup's line
	setupDone   bool      // the host started it: the setup closes
}

// tabletButtons are the GM's Odds and Set up / New fight.
func (r *Remote) tabletButtons() []RemoteButton {
	if !r.gm() || r.Board == nil {
		return nil
	}
	label := "New fight"
	if r.beforeFirstDeal() {
		label = "Set up"
	}
	return []RemoteButton{{RemoteOdds, "Odds"}, {RemoteSetup, label}}
}

// beforeFirstDeal: nothing done at the table yet (the setup reopens the
// scenario on it then).
func (r *Remote) beforeFirstDeal() bool { return r.Seq == 0 && r.Round == 0 }

// pressTablet does the GM's tablet's buttons; false: not one of them.
func (r *Remote) pressTablet(id string) bool {
	switch id {
	case RemoteOdds:
		if r.gm() {
			r.askBattle()
		}
	case RemoteSetup:
		if r.gm() {
			r.openSetup()
		}
	default:
		return false
	}
	return true
}

// askBattle asks the host for the battle as it stands (the GM's seat
// alone is sent it).
func (r *Remote) askBattle() {
	r.nextID++
	id := "odds" + strconv.Itoa(r.nextID)
	if err := r.seat.Send(wire.Incoming{Type: wire.TypeBattle, ID: id}); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
		return
	}
	r.tablet.oddsID = id
	r.say("Odds: fetching the battle as it stands from the host...")
}

// takeBattle keeps the battle the host sent for the odds.
func (r *Remote) takeBattle(m wire.Battle) {
	if m.ID != r.tablet.oddsID || len(m.File) == 0 {
		return // an answer to an ask since replaced
	}
	r.tablet.oddsID, r.tablet.battle = "", m.File
}

// takeRefusedTablet notes the host's refusal of the tablet's own asks;
// false: it was not one of them.
func (r *Remote) takeRefusedTablet(f wire.Refused) bool {
	switch f.ID {
	case "":
		return false
	case r.tablet.oddsID:
		r.tablet.oddsID = ""
	case r.tablet.sent.id:
		r.tablet.sent.id, r.tablet.setupRefuse = "", f.Error
	default:
		return false
	}
	r.fail(errors.New(f.Error))
	return true
}

// Local is the window of the GM's tablet's own over the remote screen
// (the odds, the setup), nil when none.
func (g *RemoteGame) Local() *Game { return g.local }

// tickLocal opens the window the Remote asked for and hands it the tick;
// it reports whether a window of the tablet's own has the screen.
func (g *RemoteGame) tickLocal(in Input) bool {
	r := g.R
	if data := r.tablet.battle; data != nil {
		r.tablet.battle = nil
		g.openOdds(data, in)
	}
	if s := r.tablet.setup; s != nil {
		r.tablet.setup = nil
		g.openLocalSetup(s, in)
	}
	if g.local == nil {
		return false
	}
	if !g.local.tickLocal(in, g.w, g.h, g.scale, g) {
		g.local = nil
		g.fitted = false
		r.version++
		return false
	}
	return true
}

// openOdds plays the odds of the battle file on the tablet.
func (g *RemoteGame) openOdds(data []byte, in Input) {
	f, err := FightFromBattleFile(data, "")
	if err != nil {
		g.R.fail(fmt.Errorf("odds: the host's battle: %v", err))
		return
	}
	slice := oddsSlice
	if g.oddsOneATick {
		slice = 0
	}
	odds, why := newOddsGame(f, uint64(time.Now().UnixNano()), g.w, g.h, g.scale, slice)
	if odds == nil {
		g.R.fail(errors.New(why))
		return
	}
	odds.prev = in // a finger down now is not a press in the odds
	g.local = odds
	g.R.say("Odds: played on this tablet, the table goes on")
}

// tickLocal is one tick of the tablet's own window: the odds while they
// are open, the setup while it is.
func (l *Game) tickLocal(in Input, w, h int, scale float64, g *RemoteGame) bool {
	if _, ok := sceneOf[*setupScreen](l.ctl); ok {
		return g.tickSetup(l, in, w, h, scale)
	}
	return l.tickOdds(in, w, h, scale)
}
