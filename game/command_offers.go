package game

import (
	"errors"
	"fmt"

	"battlemat/rules"
	"battlemat/wire"
)

// The window's commands that a phone shows too (Run, Aim, Defend, Hold,
// Benny, Interrupt) are enabled from the seat's offers, as a phone's
// buttons are: the session offers each one the rules allow, and greys
// the refused ones with the rules' reason (session/offers.go), so both
// screens grey the same command with the same why and neither asks the
// battle.

// errNotOffered: the seat offers the command for nobody now.
var errNotOffered = errors.New("not on offer now")

// offerOf is the seat's offer of kind for who; false when the seat
// offers none (or there is no seat's state to read).
func (c *Controller) offerOf(kind, who string) (wire.Offer, bool) {
	m := c.seatState()
	if m == nil {
		return wire.Offer{}, false
	}
	for _, o := range m.offers {
		if o.Kind == kind && o.Who == who && o.Entry == "" {
			return o, true
		}
	}
	return wire.Offer{}, false
}

// offerRefusal is why the command of kind for who is greyed: the rules'
// reason the offer carries, errNotOffered when the seat offers none,
// nil when it may be taken (or the window has no seat's state to ask).
func (c *Controller) offerRefusal(kind, who string) error {
	if c.seatState() == nil {
		return nil
	}
	o, ok := c.offerOf(kind, who)
	switch {
	case !ok:
		return errNotOffered
	case o.Why != "":
		return errors.New(o.Why)
	}
	return nil
}

// turnRefusal is offerRefusal for the figure whose turn it is.
func turnRefusal(kind string) func(*Controller) error {
	return func(c *Controller) error { return c.offerRefusal(kind, c.turn()) }
}

// unshakeRefusal is why Benny is greyed: the offer for the turn's figure
// (or the one selected); a figure the seat shows not Shaken has none.
func (c *Controller) unshakeRefusal() error {
	a, err := c.unshakeAction()
	if err != nil {
		return err
	}
	who := a.(rules.Unshake).Who
	err = c.offerRefusal(rules.KindUnshake, who)
	if m := c.seatState(); errors.Is(err, errNotOffered) && m != nil && !m.Figures[who].Shaken {
		return fmt.Errorf("%s is not Shaken", c.nameOf(who))
	}
	return err
}

// holdRefusal is why Hold is greyed: the window's own reasons, else the
// offer for the figure it would put on Hold.
func (c *Controller) holdRefusal() error {
	a, err := c.holdAction()
	if err != nil {
		return err
	}
	return c.offerRefusal(rules.KindHold, a.(rules.Hold).Who)
}

// interruptOffer is the interruption Interrupt takes: the selected
// figure's offer if it may interrupt, else the first offered; the first
// greyed one's reason when none may.
func (c *Controller) interruptOffer() (rules.Action, error) {
	m := c.seatState()
	if m == nil {
		return nil, errNotOffered // the mirror lags the battle: nothing to read
	}
	var take, sel *wire.Offer
	var why string
	for i, o := range m.offers {
		if o.Kind != rules.KindInterrupt {
			continue
		}
		switch {
		case o.Why != "":
			if why == "" {
				why = o.Why
			}
		case o.Who == c.selected:
			sel = &m.offers[i]
		case take == nil:
			take = &m.offers[i]
		}
	}
	if sel != nil {
		take = sel
	}
	switch {
	case take != nil:
		return rules.InterruptHold{Who: take.Who, Target: take.Target, Actions: c.declare.actions()}, nil
	case why != "":
		return nil, errors.New(why)
	}
	return nil, errors.New("nobody is on Hold or holds the Joker")
}
