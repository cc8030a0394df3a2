package game

import (
	"fmt"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The phone's Teleport: the host offers a power with a destination as a
// button of its own ("Cast: Teleport"), aimed with taps as a Blast is
// (remote_more.go's area): a tap on a figure picks who it carries (none:
// the caster; with Additional Recipients on, each tap adds or takes one
// off), a tap on a square is the destination, outlined where the first
// recipient's base lands and checked by the host (its odds and cost, or
// why not: too far, taken, off the map); the squares the power reaches
// are shaded as a move's (amber: only with a raise). Its modifiers are
// the cast's buttons (castButtons).

// aimDestination starts aiming the offered power with a destination.
func (r *Remote) aimDestination(o wire.Offer) {
	r.area = &remoteArea{who: o.Who, weapon: o.Weapon, power: true, dest: true}
	r.say("%s: tap who it carries (none: %s), then the square to send them to", o.Weapon, r.name(o.Who))
}

// carried are the recipients the cast names: those tapped, only the
// first unless Additional Recipients is on (nil: the caster).
func (a *remoteArea) carried() []string { return carriedOf(a.recipients, a.mods) }

// firstCarried is the figure that lands on the destination itself.
func (r *Remote) firstCarried() *board.Figure {
	a := r.area
	if rs := a.carried(); len(rs) > 0 {
		if f := r.Board.Figure(rs[0]); f != nil {
			return f
		}
	}
	return r.Board.Figure(a.who)
}

// destinationAt is a tap (final) or a drag at p while a destination is
// aimed: on a figure, the tap picks it to carry; elsewhere the square is
// the destination, and the finger let go asks the host's odds there.
func (r *Remote) destinationAt(p geom.Point, final bool) {
	a := r.area
	sq := board.Square{X: int(p.X), Y: int(p.Y)}
	if p.X < 0 || p.Y < 0 || !r.Board.InBounds(sq) {
		return
	}
	if fig := r.Board.FigureAt(sq); fig != nil {
		if final {
			r.pickCarried(fig)
		}
		return
	}
	f := r.firstCarried()
	if f == nil {
		return
	}
	at := menu.Landing(rules.Pos{X: sq.X, Y: sq.Y}, f.Footprint())
	a.at, a.set = geom.Point{X: at.X, Y: at.Y}, true
	if !final {
		return
	}
	r.askPreview(a.action())
	r.say("%s: %s to %s - the button casts", a.weapon, r.carriedNames(), sq)
}

// pickCarried is a tap on a figure: it is the one carried (with
// Additional Recipients on, one more or one fewer); the host checks the
// cast again when a destination is chosen.
func (r *Remote) pickCarried(fig *board.Figure) {
	a := r.area
	var corner rules.Pos // the square chosen, kept for the new first
	if f := r.firstCarried(); f != nil && a.set {
		n := float64(f.Footprint()) / 2
		corner = rules.Pos{X: int(a.at.X - n + 0.5), Y: int(a.at.Y - n + 0.5)}
	}
	a.recipients = pickCarried(a.recipients, a.mods, a.who, fig.ID)
	if a.set {
		if f := r.firstCarried(); f != nil {
			at := menu.Landing(corner, f.Footprint())
			a.at = geom.Point{X: at.X, Y: at.Y}
		}
		r.askPreview(a.action())
	}
	r.say("%s carries %s: tap the square to send them to", a.weapon, r.carriedNames())
}

// carriedNames names who the cast carries.
func (r *Remote) carriedNames() string {
	rs := r.area.carried()
	if len(rs) == 0 {
		rs = []string{r.area.who}
	}
	s := ""
	for i, id := range rs {
		if i > 0 {
			s += ", "
		}
		s += r.name(id)
	}
	return s
}

// landingOutline is the first recipient's base where it would land.
func (r *Remote) landingOutline() []geom.Point {
	f := r.firstCarried()
	if f == nil {
		return nil
	}
	n := float64(f.Footprint())
	x, y := r.area.at.X-n/2, r.area.at.Y-n/2
	return []geom.Point{{X: x, Y: y}, {X: x + n, Y: y}, {X: x + n, Y: y + n}, {X: x, Y: y + n}}
}

// TeleportReach is the squares the destination being aimed may be, as the
// window shades them (nil: no destination aimed).
func (r *Remote) TeleportReach() []ReachCell {
	a := r.area
	if a == nil || !a.dest || r.Board == nil {
		return nil
	}
	f := r.firstCarried()
	if f == nil {
		return nil
	}
	key := fmt.Sprintf("%d:%s:%v:%v", r.Seq, f.ID, f.At, a.mods) // the distance bought grows it
	if a.reachFor != key {
		a.reach, a.reachFor = teleportReach(r.Board, f, r.Board.Edition, a.mods, a.reach[:0]), key
	}
	return a.reach
}
