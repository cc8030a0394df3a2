package rules

import "math"

// A Panicked figure's flight (the Fear Table, revision 5): at once it
// moves its Pace and a running die away from the danger, read on the grid
// as the nearest foe standing: of the squares it can reach, the one
// farthest from its nearest foe (ties: the cheapest, then the first by
// row). The flight is not the figure's own move: it spends none of its
// turn. From revision 9 (PanicWithdrawal) it draws the free attacks of
// the foes it leaves, as any figure moving away does; before, none.

// flee moves the Panicked figure f away from its nearest foe.
func (b *Battle) flee(f *Figure) error {
	if f.Dead || f.Incapacitated || f.Stunned || f.Entangled || f.Bound {
		return nil
	}
	d := b.RNG().RollNoAce(f.runningDie(b.Rules))
	reach, err := b.Battlefield.Reach(f.ID, d.Sum())
	if err != nil {
		return nil // not on a map that moves figures: the GM moves it
	}
	from, _ := b.Battlefield.Position(f.ID)
	var foes []Spot
	for _, g := range b.figs {
		if g.Side != f.Side && !g.Dead && !g.Incapacitated {
			foes = append(foes, b.Battlefield.Centre(g.ID))
		}
	}
	if len(foes) == 0 {
		return nil
	}
	c := b.Battlefield.Centre(f.ID)
	off := Spot{X: c.X - float64(from.X), Y: c.Y - float64(from.Y)} // the base's centre from its corner
	best, bestD, bestCost := from, nearest(foes, c), 0
	for _, r := range reach {
		at := Spot{X: float64(r.Pos.X) + off.X, Y: float64(r.Pos.Y) + off.Y}
		if dd := nearest(foes, at); dd > bestD+1e-9 || (math.Abs(dd-bestD) < 1e-9 && r.Cost < bestCost) {
			best, bestD, bestCost = r.Pos, dd, r.Cost
		}
	}
	ev := Event{Kind: EventMove, Who: f.ID, What: best.String(), Total: bestCost, Rolls: []DieRoll{d}, Outcome: "flees in panic"}
	if best == from {
		ev.Outcome = "cannot flee: it stays"
		return b.Record(ev)
	}
	if b.Rules.PanicWithdrawal {
		foes, err := b.withdrawalAttackers(f.ID, best) // edges_reach.go
		if err != nil {
			return err
		}
		if down, err := b.withdrawalStrikes(f, foes, best); err != nil || down {
			return err
		}
	}
	if err := b.Battlefield.Place(f.ID, best); err != nil {
		return err
	}
	return b.Record(ev)
}

// nearest is the distance from at to the nearest of the spots.
func nearest(spots []Spot, at Spot) float64 {
	d := math.Inf(1)
	for _, s := range spots {
		d = min(d, math.Hypot(s.X-at.X, s.Y-at.Y))
	}
	return d
}
