package game

import (
	"errors"
	"fmt"
	"time"
)

// The odds of the fight being set up: the setup panel's Odds button (and
// Ctrl+O) plays the Odds scene on the scenario as it stands, not saved,
// in an odds window over the setup (odds_window.go); closing the odds
// comes back to the setup as it was.

// openOdds opens the odds of the scenario as it stands.
func (ss *setupScreen) openOdds(g *Game) {
	sides := map[string]bool{}
	if b := ss.s.Board(); b != nil {
		for _, f := range b.Figures {
			sides[f.Side] = true
		}
	}
	if len(sides) == 0 {
		_ = ss.s.fail(errors.New("odds: no figures yet: a fight needs figures of two sides"))
		return
	}
	if len(sides) < 2 {
		// Name the one side: pasted figures all come as foes, and "place
		// the foes too" sent a GM looking for foes already placed.
		for side := range sides {
			_ = ss.s.fail(fmt.Errorf("odds: every figure fights for %s: a fight needs two sides (Pick/drag a figure, then Side)", side))
		}
		return
	}
	text, err := ss.s.doc.text(true)
	if err != nil {
		_ = ss.s.fail(err)
		return
	}
	f, err := NewFight(ss.s.previewName(), text, g.ctl.seed)
	if err != nil {
		_ = ss.s.fail(err)
		return
	}
	odds, why := newOddsGame(f, g.ctl.seed, g.screenW, g.screenH, g.deviceScale, ss.oddsSlice())
	if odds == nil {
		_ = ss.s.fail(errors.New(why))
		return
	}
	// There is no battle on the table yet: the words say the setup's.
	if sc, ok := sceneOf[*oddsScene](odds.ctl); ok {
		sc.setup = true
		odds.ctl.say("Odds: playing %d fights of the fight being set up (nothing is saved)", sc.total)
	}
	// The press that opened them is not a press in the odds window.
	odds.prev = ss.in
	ss.odds = odds
	g.painted = false
}

// setupOdds reports whether c is the setup's odds window: a copy of the
// fight being set up, whose panel plays nothing.
func (c *Controller) setupOdds() bool {
	s, ok := sceneOf[*oddsScene](c)
	return ok && s.setup
}

// oddsSlice is a tick's time for the fights (tests set 0: one a tick).
func (ss *setupScreen) oddsSlice() time.Duration {
	if ss.oddsOneATick {
		return 0
	}
	return oddsSlice
}

// tickOdds hands the odds window the tick; when its odds close the setup
// shows again.
func (ss *setupScreen) tickOdds(g *Game, in Input) {
	if ss.odds.tickOdds(in, g.screenW, g.screenH, g.deviceScale) {
		return
	}
	ss.odds = nil
	ss.version++
	g.painted = false
	ss.s.say("Odds closed: the setup as it was")
}

// SetupOdds is the odds window over the setup screen (nil when none).
func (g *Game) SetupOdds() *Game {
	if ss := g.setupScene(); ss != nil {
		return ss.odds
	}
	return nil
}
