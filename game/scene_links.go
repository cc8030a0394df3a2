package game

import (
	"errors"
	"net/netip"
	"net/url"
	"sort"
	"strings"

	"battlemat/wire"
)

// The players' links on the GM's screen of a hosted table: a scene over
// the map, open on every fight played over a seat (FightOnSeat), that
// shows the seats' links and, for the players', a QR code each to point
// a phone's camera at. It shows them until every seat has joined, then
// while the GM asks (the Links button, CmdLinks, Ctrl+L); a seat the GM
// makes later unfolds them again. The box lies over the map, so the same
// button folds it before then too. A local fight's seat is told no
// links, so it shows nothing there.

// linksScene is the links' box; asked: the GM asked to see it once every
// seat had joined; folded: the GM folded it before (until a seat more).
type linksScene struct {
	asked  bool
	folded int // the number of links when the GM folded the box (0: not)
}

// Update takes nothing: the box is a picture beside the fight.
func (*linksScene) Update(*Controller, *Intent) bool { return true }

// shown: the box is up now.
func (s *linksScene) shown(c *Controller) bool {
	m := c.seatState()
	return m != nil && m.linksListed(s.asked) && (s.folded == 0 || len(m.Links) > s.folded)
}

// openLinks puts the links' scene on a fight played over a seat (once).
func (c *Controller) openLinks() {
	if c.fight == nil || c.fight.localFight != nil {
		return
	}
	if _, open := sceneOf[*linksScene](c); !open {
		c.push(&linksScene{})
	}
}

// linksAsked is the Links button's state: the box is up.
func (c *Controller) linksAsked() bool {
	s, ok := sceneOf[*linksScene](c)
	return ok && s.shown(c)
}

// mayToggleLinks: the GM's screen has links.
func (c *Controller) mayToggleLinks() bool {
	m := c.seatState()
	if m == nil || m.Seat != wire.SeatGM || len(m.Links) == 0 {
		return false
	}
	_, ok := sceneOf[*linksScene](c)
	return ok
}

// toggleLinks folds the links' box or shows it again.
func (c *Controller) toggleLinks() {
	s, ok := sceneOf[*linksScene](c)
	m := c.seatState()
	if !ok || m == nil {
		c.fail(errors.New("this screen has no players' links"))
		return
	}
	if s.shown(c) {
		s.asked, s.folded = false, len(m.Links)
		return
	}
	// Unfolded before every seat joined, it goes once they have, as it
	// would have.
	s.asked, s.folded = m.allJoined(), 0
}

// linksTitle is the Links button.
func (c *Controller) linksTitle() string {
	if c.linksAsked() {
		return "Hide links"
	}
	return "Links"
}

// playerLinks are the seats' links the GM hands out, in seat order (gm,
// table, players).
func (m *seatMirror) playerLinks() [][2]string {
	var seats []string
	for s := range m.Links {
		seats = append(seats, s)
	}
	rank := func(s string) int {
		switch s {
		case wire.SeatGM:
			return 0
		case wire.SeatTable:
			return 1
		}
		return 2
	}
	sort.Slice(seats, func(i, j int) bool {
		if rank(seats[i]) != rank(seats[j]) {
			return rank(seats[i]) < rank(seats[j])
		}
		return seats[i] < seats[j]
	})
	out := make([][2]string, len(seats))
	for i, s := range seats {
		out[i] = [2]string{s, m.Links[s]}
	}
	return out
}

// SeatQR is a player seat's link and its QR code's dark modules.
type SeatQR struct {
	Seat, Link string
	Modules    [][]bool
}

// qrCodes are the codes of the players' links a phone can open (a
// loopback link reaches only this machine, so its code would lead
// nowhere), made by qr (nil: none).
func (m *seatMirror) qrCodes(qr func(string) [][]bool) []SeatQR {
	if qr == nil {
		return nil
	}
	var out []SeatQR
	for _, sl := range m.playerLinks() {
		if !strings.HasPrefix(sl[0], wire.SeatPlayer) || !reachable(sl[1]) {
			continue
		}
		if mod := qr(sl[1]); len(mod) > 0 {
			out = append(out, SeatQR{Seat: sl[0], Link: sl[1], Modules: mod})
		}
	}
	return out
}

// reachable: the link names a host other devices can reach.
func reachable(link string) bool {
	u, err := url.Parse(link)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "localhost" {
		return false
	}
	// net/netip, not net: net would bring its resolver into the page.
	ip, err := netip.ParseAddr(h)
	if err != nil {
		return true
	}
	ip = ip.Unmap()
	return !(ip.IsLoopback() || ip.IsUnspecified())
}

// LinksShown reports whether the GM's screen shows the seats' links now.
func (g *Game) LinksShown() bool {
	s, ok := sceneOf[*linksScene](g.ctl)
	return ok && s.shown(g.ctl)
}

// PlayerLinks are the seats' links the seat was told, in seat order
// (none for a player's seat or a local fight).
func (g *Game) PlayerLinks() [][2]string {
	if m := g.ctl.seatState(); m != nil {
		return m.playerLinks()
	}
	return nil
}

// QRCodes are the QR codes the GM's screen shows now (Game.QR makes
// them): one per player seat whose link a phone can open.
func (g *Game) QRCodes() []SeatQR {
	if !g.LinksShown() {
		return nil
	}
	return g.ctl.seatState().qrCodes(g.QR)
}

// seatLine is the seat's part of the status line on a fight played over
// a seat: who this screen is and its connection ("GM - connected");
// "" for a local fight.
func (g *Game) seatLine() string {
	f := g.ctl.fight
	if f == nil || f.localFight != nil || f.link == nil {
		return ""
	}
	who := "GM"
	if m := g.ctl.seatState(); m != nil {
		who = m.SeatTitle(m.Seat)
	}
	return who + " - " + f.link.Status
}

// noteLink keeps the last word of the seat's connection among msgs.
func (f *Fight) noteLink(msgs []any) {
	for _, m := range msgs {
		if st, ok := m.(SeatStatus); ok {
			f.link = &st
		}
	}
}
