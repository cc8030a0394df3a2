package board

import (
	"math"

	"battlemat/rules"
)

// Glance is the part of Sight that the rules' tactics ask many times a
// turn (rules.Glancer): whether from sees to, the target's cover and weapon
// w's range band, without the obstacle and the bystanders that only a shot
// needs.
func (t *Battlefield) Glance(from, to string, w *rules.Weapon) (bool, rules.Cover, rules.RangeBand) {
	a, b := t.fig(from), t.fig(to)
	if a == nil || b == nil {
		return false, rules.NoCover, rules.OutOfRange
	}
	return t.B.glance(a, b, w)
}

// glance is LineOfFire's Visible, Cover and Band, worked out the same way
// without the modifiers (a tactic asks this many times a turn).
func (b *Board) glance(from, to *Figure, w *rules.Weapon) (bool, rules.Cover, rules.RangeBand) {
	er := b.rulesOf()
	l := rules.Line{Distance: b.Distance(from, to), Adjacent: Adjacent(from, to), Light: b.Light}
	var whole bool
	if l.Hidden, l.Low, whole = b.glanceShadow(from, to); whole {
		return false, rules.NoCover, b.band(l.Distance, w) // as below: not seen, no cover
	}
	visible, cover := l.Sees(er)
	if l.Hidden >= rules.HiddenAll {
		cover = rules.NoCover // wholly hidden: no cover category (LineOfFire)
	}
	return visible, cover, b.band(l.Distance, w)
}

// band is weapon w's range band at dist inches (OutOfRange with nil).
func (b *Board) band(dist float64, w *rules.Weapon) rules.RangeBand {
	if w == nil {
		return rules.OutOfRange
	}
	return rules.BandOf(b.rulesOf(), w, dist)
}

var _ rules.Glancer = (*Battlefield)(nil)

// RangeTo is Glance's range band alone, without the line of sight
// (rules.Ranger): a tactic skips the lines to foes it could not shoot.
func (t *Battlefield) RangeTo(from, to string, w *rules.Weapon) rules.RangeBand {
	a, b := t.fig(from), t.fig(to)
	if a == nil || b == nil {
		return rules.OutOfRange
	}
	return t.B.band(t.B.Distance(a, b), w)
}

var _ rules.Ranger = (*Battlefield)(nil)

// LightOn is the light on figure id, the light a shot at it is taken in
// (rules.Lighter), without Sight's line of sight.
func (t *Battlefield) LightOn(id string) rules.Light {
	f := t.fig(id)
	if f == nil {
		return t.B.Light
	}
	return t.B.LightAt(f.Center())
}

var _ rules.Lighter = (*Battlefield)(nil)

// Measure is Distance(who, g.ID) and Position(g.ID)
// (rules.FigureMeasurer): g is taken from place i of the list when it
// stands there (ids are unique), and found by its id otherwise; who is
// found once for the foes measured from it in a row.
func (t *Battlefield) Measure(who string, g *rules.Figure, i int) (float64, rules.Pos) {
	var h *Figure
	if i >= 0 && i < len(t.listed) && t.listed[i].Figure == g {
		h = t.listed[i]
	} else {
		h = t.fig(g.ID)
	}
	if h == nil {
		return math.Inf(1), rules.Pos{}
	}
	f := t.measured
	if f == nil || !rules.SameString(t.measuredID, who) {
		if f = t.fig(who); f == nil {
			return math.Inf(1), h.At
		}
		t.measuredID, t.measured = who, f
	}
	return t.B.Distance(f, h), h.At
}

var _ rules.FigureMeasurer = (*Battlefield)(nil)

// Sees is Sight's Visible without a weapon, the obstacle and the
// bystanders (rules.Seer): the Fear checks ask it for every figure and
// creature after every action.
func (t *Battlefield) Sees(from, to string) bool {
	a, b := t.fig(from), t.fig(to)
	if a == nil || b == nil {
		return false
	}
	visible, _ := t.B.Line(a, b).Sees(t.B.rulesOf())
	return visible
}

var _ rules.Seer = (*Battlefield)(nil)

// WalkTo finds, with one search, the cheapest square the figure may end a
// move on (Pace plus a running die of run) that goal accepts, and returns
// the squares of the cheapest way there on which it may stop, in order,
// with their costs (rules.Walker). False when no such square is in reach.
func (t *Battlefield) WalkTo(id string, run int, goal func(rules.Pos) bool, dst []rules.Reachable) ([]rules.Reachable, bool) {
	f := t.fig(id)
	if f == nil {
		t.reacher.exhausted = false
		return dst, false
	}
	ok, err := t.reacher.WalkTo(t.B, f, run,
		goal,
		func(s ReachSquare) {
			dst = append(dst, rules.Reachable{Pos: s.Square, Cost: s.Cost, Prone: s.Prone})
		})
	if err != nil || !ok {
		return dst, false
	}
	return dst, true
}

// WalkToIn is WalkTo told that goal accepts no square outside box
// (rules.BoxWalker): the search sets up fewer squares.
func (t *Battlefield) WalkToIn(id string, run int, goal func(rules.Pos) bool, box rules.Box, dst []rules.Reachable) ([]rules.Reachable, bool) {
	f := t.fig(id)
	if f == nil {
		t.reacher.exhausted = false
		return dst, false
	}
	ok, err := t.reacher.WalkToIn(t.B, f, run, goal, box,
		func(s ReachSquare) {
			dst = append(dst, rules.Reachable{Pos: s.Square, Cost: s.Cost, Prone: s.Prone})
		})
	if err != nil || !ok {
		return dst, false
	}
	return dst, true
}

// WalkToNear is WalkTo told that goal accepts only squares within one of
// boxes, searched by A* toward the nearest (rules.NearWalker: revision
// 11's approach walk).
func (t *Battlefield) WalkToNear(id string, run int, goal func(rules.Pos) bool, boxes []rules.Box, dst []rules.Reachable) ([]rules.Reachable, bool) {
	f := t.fig(id)
	if f == nil {
		t.reacher.exhausted = false
		return dst, false
	}
	ok, err := t.reacher.WalkToNear(t.B, f, run, goal, boxes,
		func(s ReachSquare) {
			dst = append(dst, rules.Reachable{Pos: s.Square, Cost: s.Cost, Prone: s.Prone})
		})
	if err != nil || !ok {
		return dst, false
	}
	return dst, true
}

// WalkExhausted reports whether the last WalkTo found nothing because no
// square is reachable at any run (rules.WalkExhauster).
func (t *Battlefield) WalkExhausted() bool { return t.reacher.WalkExhausted() }

var (
	_ rules.Walker        = (*Battlefield)(nil)
	_ rules.BoxWalker     = (*Battlefield)(nil)
	_ rules.NearWalker    = (*Battlefield)(nil)
	_ rules.WalkExhauster = (*Battlefield)(nil)
)
