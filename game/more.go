package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// moreChosen is the entry chosen now.
func (c *Controller) moreChosen() menu.ID { return menu.Catalogue[c.more].ID }

// cycleMore is X: into More mode, or on to the next entry.
func (c *Controller) cycleMore() {
	if c.mode == ModeMore {
		c.more = (c.more + 1) % len(menu.Catalogue)
	}
	c.mode = ModeMore
	c.say("More: %s - %s (X for the next action)", menu.Catalogue[c.more].Label, moreAsks(c.more))
}

// moreAsks is what More's entry k waits for: its target, or (an entry
// aimed at nothing) a click anywhere.
func moreAsks(k int) string {
	if menu.Catalogue[k].Aim == menu.Nothing {
		return "click anywhere to do it"
	}
	return "click its target"
}

// pickMore is a click on the menu's entry arg (its index).
func (c *Controller) pickMore(arg string) {
	i, err := strconv.Atoi(arg)
	if err != nil || i < 0 || i >= len(menu.Catalogue) {
		c.fail(fmt.Errorf("no further action %q", arg))
		return
	}
	// The list from its start: a power list pages with it on a phone.
	c.more, c.mode, c.morePage = i, ModeMore, 0
	c.say("More: %s - %s", menu.Catalogue[i].Label, moreAsks(i))
}

// moreButtons are the menu's entries as buttons, the chosen one lit.
// A caster's Powers comes first, so a phone reaches the powers in three
// taps (Actions, More, Powers), not on the list's last pages; a figure
// with no powers keeps the list's order.
func (c *Controller) moreButtons(gm bool, dst []Button) []Button {
	base := len(dst)
	for i, e := range menu.Catalogue {
		if e.GM && !gm {
			continue
		}
		bt := Button{Cmd: CmdMoreItem, Arg: strconv.Itoa(i), Label: e.Label, Enabled: true, Active: i == c.more}
		if who := c.turn(); who != "" {
			if why := c.moreWhy(i, who, gm); why != "" {
				bt.Enabled, bt.Why = false, e.Label+": "+oneLine(why)
			}
		}
		dst = append(dst, bt)
	}
	if m, who := c.seatState(), c.turn(); m != nil && who != "" && len(m.powersOffered(who)) > 0 {
		cast := strconv.Itoa(slices.IndexFunc(menu.Catalogue, func(e menu.Entry) bool { return e.ID == menu.CastPower }))
		if k := slices.IndexFunc(dst[base:], func(b Button) bool { return b.Arg == cast }); k > 0 {
			pw := dst[base+k]
			copy(dst[base+1:base+k+1], dst[base:base+k])
			dst[base] = pw
		}
	}
	return dst
}

// moreAction is the further action k of the actor on a click at square
// sq (fig is the figure there, if any): the session's offer for that
// entry and target with the window's choices (the weapons chosen with W,
// Q's trait and effect) put in (more_build.go, a phone's tap's too).
func (c *Controller) moreAction(k int, who string, sq board.Square, fig *board.Figure) (rules.Action, error) {
	e := menu.Catalogue[k]
	p := menu.Pick{Who: who, At: rules.Pos{X: sq.X, Y: sq.Y}, Trait: menu.SupportTraits[c.opt.Support%len(menu.SupportTraits)], Effect: c.opt.willEffect(), GMEffect: c.opt.GMEffect}
	if fig != nil {
		p.Target = fig.ID
	}
	c.powerPick(e, &p)
	m := c.seatState()
	if m == nil {
		return nil, errOutOfStep
	}
	c.moreWeapons(m.Board, &p)
	return moreBuilt(m.offers, e, p)
}

// errOutOfStep: the seat's state is being asked afresh (a battle changed
// behind it); the next frame has it.
var errOutOfStep = errors.New("the table is catching up: try again")

// doorNear is the square naming the thin door drawn within a quarter
// inch of pt (its bar is 0.2" wide). A door on a picture map stands on
// the line between two squares and is named by one of them: a click on
// the door's other side landed on a square with no door.
func (c *Controller) doorNear(pt geom.Point) (board.Square, bool) {
	bd := c.drawnBoard()
	best, at, ok := 0.25, board.Square{}, false
	if bd == nil {
		return at, ok
	}
	for i := range bd.Walls {
		w := &bd.Walls[i]
		if w.Kind != board.WallDoor {
			continue
		}
		if d := w.Dist(pt); d <= best {
			best, at, ok = d, w.At, true
		}
	}
	return at, ok
}

// handCard is a click on target in More mode's "Hand out card" between
// the deal and the first turn, as the seat's offers say (handCardOffered).
func (c *Controller) handCard(target string) {
	m := c.seatState()
	if m == nil {
		c.fail(errOutOfStep)
		return
	}
	c.handCardOffered(m, target)
}

// handCardOffered hands the card as the seat's offers say: the offer for
// target (the picked leader's first), else the card of a leader offered
// one for another Extra, which the session refuses with the rules'
// reason (out of Command Range), shown as every refusal is.
func (c *Controller) handCardOffered(m *seatMirror, target string) {
	key := menu.HandCard.Key()
	var pick *wire.Offer
	leader := ""
	for i, o := range m.offers {
		if o.Entry != key || !offered(o) {
			continue
		}
		if leader == "" || o.Who == c.selected {
			leader = o.Who
		}
		if o.Target == target && (pick == nil || o.Who == c.selected) {
			pick = &m.offers[i]
		}
	}
	switch {
	case pick != nil:
		a, err := rules.UnmarshalAction(pick.Action)
		if err != nil {
			c.fail(err)
			return
		}
		_ = c.apply(a)
	case leader != "":
		a, err := menu.Get(menu.HandCard).Build(nil, menu.Pick{Who: leader, Target: target})
		if err != nil {
			c.fail(err)
			return
		}
		_ = c.apply(a)
	default:
		c.fail(errors.New("no Tactician has a card to hand out now: that is done after the deal, before the first turn"))
	}
}
