package rules

// Revision 12's plain tactic opens the door that leads to a foe
// (PlainOpensDoorTowardFoe): revision 11 walked to the nearest shut door,
// which on a map of several doors may lead away from every foe. It finds
// the cheapest way to a foe as if every shut door stood open and opens the
// first shut door on it (two doors in a row: the nearer now, the next
// when it gets there); with no such way it opens none.

// doorToAFoe is the shut door of doors that the cheapest way to a foe
// crosses first, every shut door counted open; false when no foe can be
// reached even so. next, box and near aim the walk at the foes as plan's
// does. The doors are shut again before it returns.
func (p *Plain) doorToAFoe(b *Battle, t *TurnState, f *Figure, here Pos, doors []Door, next func(Pos) bool, box *Box, near []Box) (Pos, bool) {
	shut := p.shutDoors[:0]
	ats := p.doorAts[:0]
	for _, d := range doors {
		if !d.Open && !d.Broken {
			shut = append(shut, d)
			ats = append(ats, d.At)
		}
	}
	p.shutDoors, p.doorAts = shut, ats
	var walk []Reachable
	var ok bool
	find := func() { walk, ok = walkTo(b.Battlefield, t.Who, t.Run+farRun, next, box, near, p.walk[:0]) }
	if da, can := b.Battlefield.(DoorsAjar); can {
		da.WithDoorsOpen(ats, find)
	} else if dt, can := b.Battlefield.(DoorBattlefield); can {
		for _, at := range ats {
			_ = dt.SetDoor(at, true, false)
		}
		find()
		for _, at := range ats {
			_ = dt.SetDoor(at, false, false)
		}
	} else {
		return Pos{}, false
	}
	p.walk, p.walkTurn = walk, nil
	if !ok {
		return Pos{}, false
	}
	n := Footprint(f.Size)
	steps, _ := b.Battlefield.(StepBattlefield)
	from := here
	for _, r := range walk {
		for _, d := range shut {
			if !d.Thin && d.At.X >= r.Pos.X && d.At.X < r.Pos.X+n && d.At.Y >= r.Pos.Y && d.At.Y < r.Pos.Y+n {
				return d.At, true // a door square under the base
			}
		}
		if steps != nil && steps.StepBlocked(t.Who, from, r.Pos) {
			return thinDoorNear(shut, from, r.Pos, n)
		}
		from = r.Pos
	}
	return Pos{}, false
}

// DoorsAjar is a Battlefield that can count shut doors open for a walk's
// search and shut them again, forgetting less than SetDoor (the board's
// shadows stay: the doors end as they began).
type DoorsAjar interface {
	WithDoorsOpen(doors []Pos, walk func())
}

// thinDoorNear is the shut door on a thin wall nearest the step from a
// to c of a base of n squares (the wall the step crosses holds it).
func thinDoorNear(shut []Door, a, c Pos, n int) (Pos, bool) {
	best, bestGap := Pos{}, -1
	for _, d := range shut {
		if !d.Thin {
			continue
		}
		door := foe{pos: d.At, size: 1}
		if g := min(gap(a, n, door), gap(c, n, door)); bestGap < 0 || g < bestGap {
			best, bestGap = d.At, g
		}
	}
	return best, bestGap >= 0
}
