package game

import "battlemat/wire"

// A question for the GM (a Soak, a benny, a reaction of the GM's
// figures) that comes while the GM's tablet shows the setup of the next
// fight steps the setup aside: the table has the screen, with the
// question's buttons, its countdown and the dice that led to it, as when
// no setup was open; answered (or settled by the host), the setup comes
// back as the GM left it, with its own camera. A GM at a table answers
// at once, looking at the fight the question is about.

// setupAside is the setup's side of it.
type setupAside struct {
	on       bool   // the table has the screen for a question
	asked    bool   // a question for the GM's seat came while the setup had the screen
	setupCam Camera // the setup's camera while aside
	tableCam Camera // the table's, kept for the next time
}

// ownQuestion reports whether q is for the seat itself (not one the GM
// sees for a player).
func ownQuestion(q wire.Question, seat string) bool { return q.Seat == "" || q.Seat == seat }

// stepAside gives the table the screen while a question waits for the
// GM's seat under a hosted setup, and gives it back to the setup once it
// is answered.
func (g *Game) stepAside() {
	ss := g.setupScene()
	if ss == nil || ss.host == nil || g.ctl.fight != ss.back {
		return
	}
	a := &ss.aside
	q := g.ctl.Asked()
	waiting := q != nil && q.For == ""
	switch {
	case !a.on && (a.asked || waiting) && ss.host.id == "" && ss.host.out == nil:
		// (Not once Start went: the host is replacing the fight the
		// question is about, and the setup closes when it has.)
		a.on, a.asked = true, false
		a.setupCam = g.cam
		if a.tableCam.Scale > 0 {
			g.cam = a.tableCam
		} else {
			g.Fit()
		}
		g.ctl.run(func() { g.ctl.say("A question for you: the setup comes back once it is answered") })
	case a.on && !waiting && !g.ctl.fight.heldQuestion():
		a.on = false
		a.tableCam, g.cam = g.cam, a.setupCam
		// The end-of-fight screen the answer opened waits under the
		// setup, as it would have had the setup held the news.
		g.ctl.closeScene(ss)
		g.ctl.push(ss)
		g.ctl.run(func() { g.ctl.say("Back to the setup") })
	default:
		return
	}
	g.painted = false
}

// heldQuestion reports whether a question for the seat waits among the
// messages held for the next poll.
func (f *Fight) heldQuestion() bool {
	for _, m := range f.mirror.held {
		if q, ok := m.(wire.Question); ok && ownQuestion(q, f.mirror.Seat) {
			return true
		}
	}
	return false
}
