package rules

import "slices"

// Revision 11's plain tactic leaves the stalemates revision 10 sat in
// until the round cap (PlainLeavesStalemates), as a player would:
//
//   - a shooter that can reach no foe walks to where it shoots one
//     (toAShot), and a figure with neither opens the shut door in its
//     way (toADoor, openDoor);
//   - a figure whose walk's first stop lies beyond its Pace, every square
//     nearer being a body, runs (runsPast);
//   - a foe touching its base across a wall (a barred window) is not a
//     melee to stay in, nor a square to walk to (engaged, engagedAt);
//   - a caster stays for its Bolt or Blast, and a thrower for its blast,
//     only with a line of fire (castsFromHere, Plain.template).

// shotsLook caps the squares toAShot tries, cheapest first (each costs a
// line of sight per foe).
const shotsLook = 256

// shotFrom puts who on sq for a moment: the foe it would shoot from there
// ("" with none).
func (p *Plain) shotFrom(b *Battle, who string, here, sq Pos, w *Weapon, fs []foe) string {
	if b.Battlefield.Place(who, sq) != nil {
		return ""
	}
	target := shootable(&p.seen, b, who, w, fs, true)
	_ = b.Battlefield.Place(who, here)
	return target
}

// toAShot: a shooter that can reach no foe (a body in the only doorway,
// a foe behind water it cannot swim) walks toward the cheapest square
// from which it shoots one, as far as its Pace allows; it stays when
// there is none.
func (p *Plain) toAShot(b *Battle, t *TurnState, f *Figure, here Pos, w *Weapon, fs []foe) {
	reach, err := b.Battlefield.Reach(t.Who, t.Run+farRun)
	if err != nil {
		return
	}
	n := Footprint(f.Size)
	cands := append(p.cands[:0], reach...)
	slices.SortStableFunc(cands, func(a, c Reachable) int { return a.Cost - c.Cost })
	goal := -1
	for i, r := range cands[:min(len(cands), shotsLook)] {
		if r.Cost == 0 || r.Pos == here || nearestGap(r.Pos, n, fs) <= 1 {
			continue
		}
		if tg := p.shotFrom(b, t.Who, here, r.Pos, w, fs); tg != "" {
			goal = i
			break
		}
	}
	p.cands = cands
	if goal < 0 {
		return
	}
	to := cands[goal].Pos
	walk, ok := walkTo(b.Battlefield, t.Who, t.Run+farRun, func(q Pos) bool { return q == to }, nil, nil, p.walk[:0])
	p.walk, p.walkTurn = walk, nil
	if !ok {
		return
	}
	if i := stopWithinPace(b, t.Who, walk); i >= 0 {
		p.dest, p.move = walk[i].Pos, true
	}
}

// stopWithinPace is the farthest stop of walk that who's Pace left
// reaches (-1 with none).
func stopWithinPace(b *Battle, who string, walk []Reachable) int {
	left := b.PaceLeft(who)
	for i := len(walk) - 1; i >= 0; i-- {
		if walk[i].Cost <= left {
			return i
		}
	}
	return -1
}

// runsPast: a figure whose way out runs over more bodies than its Pace
// covers, with no square within Pace nearer the way's first stop (a
// wounded hero in a doorway heaped with the fallen), runs when it may:
// its running die may carry it past them.
func (p *Plain) runsPast(b *Battle, t *TurnState, f *Figure) bool {
	return !t.Running && !f.cannotRun() && !f.flyingByPower()
}

// toADoor: a figure that can reach no foe and has no shot to walk to
// (a foe behind a shut door) walks to the nearest shut door and opens it
// (openDoor), as a player would; it stays when no shut door can be
// reached. From revision 12 the door is the first on the way to a foe
// (doorToAFoe: tactic_doorfoe.go; next, box and near aim that walk).
func (p *Plain) toADoor(b *Battle, t *TurnState, f *Figure, here Pos, next func(Pos) bool, box *Box, near []Box) {
	p.doorList = b.appendDoors(p.doorList[:0])
	doors := p.doorList
	shut := p.doorBuf[:0]
	for _, d := range doors {
		if !d.Open && !d.Broken {
			shut = append(shut, foe{pos: d.At, size: 1})
		}
	}
	p.doorBuf = shut
	if len(shut) == 0 {
		return
	}
	if b.Rules.PlainOpensDoorTowardFoe {
		at, ok := p.doorToAFoe(b, t, f, here, doors, next, box, near)
		if !ok {
			return // no door leads to a foe
		}
		shut = append(shut[:0], foe{pos: at, size: 1})
		p.doorAt = at
	}
	for _, d := range shut {
		if b.withinReach(t.Who, d.pos) {
			p.open = true
			return
		}
	}
	p.doors.mark(Footprint(f.Size), shut)
	walk, ok := walkTo(b.Battlefield, t.Who, t.Run+farRun, p.doors.at, p.doors.box(), nil, p.walk[:0])
	p.walk, p.walkTurn = walk, nil
	if !ok {
		return
	}
	if i := stopWithinPace(b, t.Who, walk); i >= 0 {
		p.dest, p.move, p.open = walk[i].Pos, true, i == len(walk)-1
	}
	if b.Rules.PlainOpensDoorTowardFoe && len(walk) > 0 && walk[len(walk)-1].Cost > b.PaceLeft(t.Who) {
		// The door lies beyond its Pace: it runs, as opening takes no
		// roll and running's -2 costs nothing (revision 12).
		p.run = p.runsPast(b, t, f)
	}
}

// openDoor is the action opening a shut door next to the figure when
// toADoor chose to (nil otherwise, or once the turn's action is spent).
// From revision 12 the figure then walks on with the Pace it has left
// (onward), as SWADE lets it move after its action.
func (p *Plain) openDoor(b *Battle, t *TurnState) Action {
	if !p.open || len(t.Taken) != p.taken {
		return nil
	}
	p.open = false
	p.doorList = b.appendDoors(p.doorList[:0])
	for _, d := range p.doorList {
		if !d.Open && !d.Broken && b.withinReach(t.Who, d.At) && (!b.Rules.PlainOpensDoorTowardFoe || d.At == p.doorAt) {
			p.onward = b.Rules.PlainOpensDoorTowardFoe
			return UseDoor{Who: t.Who, At: d.At, Open: true}
		}
	}
	return nil
}

// engaged: a foe's base touches who's with nothing between them that
// stops a blow (a foe on the other side of a barred window touches but
// is not in melee: revision 11 does not stay for it).
func engaged(b *Battle, who string, fs []foe) bool {
	for _, g := range fs {
		if b.Battlefield.Adjacent(who, g.id) {
			return true
		}
	}
	return false
}

// walkTries is how many ends of its walk toward a foe revision 11's
// plain tactic sets aside because they touch the foe only across a wall
// (a barred window) before it takes the next one anyway.
const walkTries = 8

// engagedAt: with who's base on q, a foe is in melee with it (engaged).
func (p *Plain) engagedAt(b *Battle, who string, here, q Pos, fs []foe) bool {
	if b.Battlefield.Place(who, q) != nil {
		return false
	}
	e := engaged(b, who, fs)
	_ = b.Battlefield.Place(who, here)
	return e
}

// unset: a base at q no longer counts as touching a foe.
func (t *touching) unset(q Pos) {
	x, y := q.X-t.x0, q.Y-t.y0
	if x >= 0 && y >= 0 && x < t.w && y < t.h {
		t.cell[y*t.w+x] = false
	}
}

// onward: the door it opened this turn, the figure walks on toward its
// foe with the Pace left (revision 12); the turn's action is spent, so
// it offers no attack, and a move that goes nowhere is none.
func (p *Plain) onwardMove(b *Battle, t *TurnState) Action {
	if !p.onward {
		return nil
	}
	p.onward = false
	p.plan(b, t)
	p.open = false
	if !p.move {
		return nil
	}
	if here, ok := b.Battlefield.Position(t.Who); ok && here == p.dest {
		return nil
	}
	return p.boxes.of(boxKey{kind: optMove, who: t.Who, to: p.dest}, func() Action { return Move{Who: t.Who, To: p.dest} })
}
