package game

import (
	"errors"
	"slices"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// The program's sides: a side whose scenario says `control: ai`, or one
// the GM hands to the tactic (GM: side to tactic), is played by the
// fight's session with the plain tactic, as on a hosted table: one
// action at a time, session.AIPause apart on its clock (the frames move
// it: Fight.tick), so the table can follow. Every step is an ordinary
// action: Ctrl+Z takes it back and the session waits until the GM's next
// action (Enter).

// AutoDelay is the ticks between two steps of a side the program plays:
// session.AIPause at ebiten's 60 ticks a second.
const AutoDelay = int(session.AIPause / frame)

// SideAuto reports whether the program plays the side now: the
// session's settings (the scenario's control: ai sides, then the GM's
// hand-overs), as the GM's seat is told them.
func (c *Controller) SideAuto(side string) bool {
	st := c.settings()
	return st != nil && slices.Contains(st.AI, side)
}

// AutoPaused reports whether an undo paused the program's play.
func (c *Controller) AutoPaused() bool {
	return c.fight != nil && c.fight.localFight != nil && c.fight.local.Session().AIPaused()
}

// autoFigure is the figure the program plays now: the one whose turn is
// under way, or the next in the countdown the seat tells (its Next, not
// one on Hold), when its side is the program's; "" otherwise.
func (c *Controller) autoFigure() string {
	if who := c.turn(); who != "" {
		if c.SideAuto(c.sideOf(who)) {
			return who
		}
		return ""
	}
	m := c.seatState()
	if m == nil {
		return ""
	}
	for _, id := range m.Next {
		if !m.onHold(id) {
			if c.SideAuto(c.sideOf(id)) {
				return id
			}
			return ""
		}
	}
	return ""
}

// autoTick moves the session's clock a frame on and takes what it
// brings (a step of a side it plays). The clock stands while the
// end-of-fight screen or the resume offer is open.
func (c *Controller) autoTick() {
	f := c.fight
	if f == nil || c.AftermathOpen() || c.resumeOffer() != nil {
		return
	}
	if f.localFight == nil {
		c.pollSeat()
		return
	}
	if f.tick() {
		c.run(func() { _ = c.poll() })
	}
}

// pollSeat takes what a bare seat (a link's) brought since the last
// frame. Only news of the battle moves the version: a preview's answer
// or the link's status does not, or the aim it answers would be keyed
// afresh and asked again, frame after frame, never shown.
func (c *Controller) pollSeat() {
	msgs := c.fight.poll()
	news := false
	for _, m := range msgs {
		switch m.(type) {
		case wire.Preview, SeatStatus:
		default:
			news = true
		}
	}
	take := func() {
		for _, m := range msgs {
			_ = c.take(m)
		}
	}
	if news {
		c.run(take)
	} else {
		take()
	}
}

// focusSide is the side the GM's hand-over key acts on: the figure whose
// turn is under way, else the selected figure, else the next up (the
// seat's Next, as Enter picks it: upnext.go).
func (c *Controller) focusSide() string {
	if who := c.turn(); who != "" {
		return c.sideOf(who)
	}
	if side := c.sideOf(c.selected); side != "" {
		return side
	}
	if m := c.seatState(); m != nil {
		return c.sideOf(c.upChoice(m.Next))
	}
	return ""
}

// toggleAutoSide hands the focused side to the tactic, or takes it back:
// the settings message's ai, as the GM's tablet sends it.
func (c *Controller) toggleAutoSide() {
	side := c.focusSide()
	if side == "" {
		c.fail(errors.New("nobody is up: select a figure of the side to hand over"))
		return
	}
	on := !c.SideAuto(side)
	msg, ok := settingsMsg(c.settings(), RemoteAISide+side)
	if !ok {
		c.fail(errors.New("the table's settings are not told yet"))
		return
	}
	msg.ID = "settings"
	if c.send(msg) != nil {
		return
	}
	if on {
		c.say("The program plays the %s side (Ctrl+G takes it back)", side)
	} else {
		c.say("The %s side is played by hand again", side)
	}
}

// autoTitle is the hand-over button's label.
func (c *Controller) autoTitle() string {
	side := c.focusSide()
	switch {
	case side == "":
		return "GM: side to tactic"
	case c.SideAuto(side):
		return "GM: take " + side + " back"
	}
	return "GM: " + side + " to tactic"
}

// nextGMAsks steps the table's setting of which of the GM's figures the
// GM is asked about (a Soak, a benny reroll): Wild Cards, every figure,
// never.
func (c *Controller) nextGMAsks() {
	if c.fight == nil {
		return
	}
	msg, ok := settingsMsg(c.settings(), RemoteGMAsks)
	if !ok {
		return
	}
	msg.ID = "settings"
	if c.send(msg) != nil {
		return
	}
	if st := c.settings(); st != nil {
		c.fight.Asks = st.GMAsks // kept for the fight's next session (a restart)
	}
	c.say("The GM is asked about %s (Ctrl+B changes it)", gmAsksLabel(c.fight.GMAsks()))
}

// gmAsksTitle is the setting's button.
func (c *Controller) gmAsksTitle() string {
	if st := c.settings(); st != nil {
		return "GM asked: " + gmAsksLabel(st.GMAsks)
	}
	if c.fight == nil {
		return "GM asked: Wild Cards"
	}
	return "GM asked: " + gmAsksLabel(c.fight.GMAsks())
}

// gmAsksLabel says the setting in a button's words.
func gmAsksLabel(g rules.GMAsks) string {
	switch g {
	case rules.GMAsksAll:
		return "every figure"
	case rules.GMAsksNever:
		return "nothing"
	}
	return "Wild Cards"
}

// aiOf is the table's ai setting, as the GM's seat is told it, as a
// settings message carries it.
func (c *Controller) aiOf() *[]string {
	ai := []string{}
	if st := c.settings(); st != nil {
		ai = append(ai, st.AI...)
	}
	return &ai
}
