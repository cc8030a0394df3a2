package session

import (
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// An entry of the More menu the rules refuse at every target now is
// offered greyed, with the refusal at the target nearest the actor (the
// one the person most likely means), or with what the map lacks when
// there is no target at all: every screen lists the same entries and
// says the rules' reason, none of them asking the battle itself.

// entryRefusals is the nearest refusal seen of each entry.
type entryRefusals map[menu.ID]refusedAt

type refusedAt struct {
	dist int
	err  error
}

// note keeps err when it is the nearest refusal of the entry so far (the
// first among equals, in the figures' order).
func (r entryRefusals) note(id menu.ID, dist int, err error) {
	if old, ok := r[id]; !ok || dist < old.dist {
		r[id] = refusedAt{dist, err}
	}
}

// distance is how many squares lie between who and the figure target
// (0 for no figure).
func (s *Session) distance(who, target string) int {
	if target == "" {
		return 0
	}
	return s.squares(who, s.at(target))
}

// at is the figure's square on the board.
func (s *Session) at(id string) rules.Pos {
	if f := s.board.Figure(id); f != nil {
		return rules.Pos{X: f.At.X, Y: f.At.Y}
	}
	return rules.Pos{}
}

func (s *Session) squares(who string, p rules.Pos) int {
	me := s.at(who)
	return max(abs(p.X-me.X), abs(p.Y-me.Y))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// greyedEntries appends an offer for every entry of the catalogue the
// seat's menu lists that has none for who: the nearest refusal seen, or
// the refusal at its other targets (doors, the ground, a Barrier's
// wall, the squares to land on), or what the map lacks.
func (s *Session) greyedEntries(seat, who string, p menu.Pick, refused entryRefusals, out []wire.Offer) []wire.Offer {
	has := map[string]bool{}
	for _, o := range out {
		if o.Who == who && o.Entry != "" {
			has[o.Entry] = true
		}
	}
	p.Target, p.Ready = "", ""
	if f := s.b.Figure(who); f != nil && len(f.Weapons) > 0 {
		p.Ready = f.Weapons[0].Name
	}
	for _, e := range menu.Catalogue {
		if e.GM && seat != wire.SeatGM || has[e.ID.Key()] {
			continue
		}
		err := s.entryRefusal(seat, who, e, p, refused)
		if err == nil {
			continue
		}
		out = append(out, wire.Offer{Kind: e.Kind, Who: who, Entry: e.ID.Key(), Why: s.refusal(seat, err)})
	}
	return out
}

// entryRefusal is why entry e is refused at every target, nil when some
// target is taken after all.
func (s *Session) entryRefusal(seat, who string, e menu.Entry, p menu.Pick, refused entryRefusals) error {
	if r, ok := refused[e.ID]; ok {
		return r.err
	}
	var spots []rules.Pos
	switch e.Aim {
	case menu.Nothing, menu.OtherOrNone:
		return s.builtRefusal(e, p)
	case menu.Other, menu.AnyFigure, menu.PowerAim:
		// The figure loops noted every refusal; a power is cast at the
		// caster too.
		if e.Aim == menu.PowerAim {
			p.Target = who
			return s.builtRefusal(e, p)
		}
		return menu.NoTarget(e.ID)
	case menu.ADoor:
		for _, d := range s.b.Doors() {
			spots = append(spots, d.At)
		}
	case menu.Ground:
		for _, it := range s.b.Ground() {
			spots = append(spots, it.At)
		}
	case menu.ABarrier:
		seen := map[rules.Pos]bool{}
		for _, sec := range s.b.BarrierSections() {
			for _, q := range sec.Squares() {
				if !seen[q] {
					seen[q] = true
					spots = append(spots, q)
				}
			}
		}
	case menu.Square:
		spots = s.around(who)
	}
	near := entryRefusals{}
	for _, q := range spots {
		p.At = q
		err := s.builtRefusal(e, p)
		if err == nil {
			return nil
		}
		near.note(e.ID, s.squares(who, q), err)
	}
	if r, ok := near[e.ID]; ok {
		return r.err
	}
	return menu.NoTarget(e.ID)
}

// builtRefusal is why the entry's action for p cannot be made or is
// refused by the rules (nil: it is taken).
func (s *Session) builtRefusal(e menu.Entry, p menu.Pick) error {
	a, err := e.Build(s.b, p)
	if err != nil {
		return err
	}
	return s.b.Check(a)
}

// around are the squares a figure landing from its mount (or itself)
// may come down on: two squares about the mount's base.
func (s *Session) around(who string) []rules.Pos {
	me := s.board.Figure(who)
	if me == nil {
		return nil
	}
	n, base := me.Footprint(), me.At
	if m := s.board.Figure(me.Riding); m != nil {
		n, base = m.Footprint(), m.At
	}
	var out []rules.Pos
	for y := base.Y - 2; y <= base.Y+n+1; y++ {
		for x := base.X - 2; x <= base.X+n+1; x++ {
			if x >= 0 && y >= 0 && x < s.board.W && y < s.board.H {
				out = append(out, rules.Pos{X: x, Y: y})
			}
		}
	}
	return out
}
