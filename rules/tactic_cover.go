package rules

import "math"

// coverWithin is how far (in inches of Pace) the shooter's cover search
// looks first: its few cheapest squares are nearly always next to it.
const coverWithin = 2

// coverCands are the squares a shooter with a shot may step to for cover
// (within left, not here, not next to a foe), in Reach's order, into
// p.cands. cheapestFirst takes look of them: when a search of coverWithin
// inches finds that many, or left is no farther, they are the whole
// Reach's cheapest (every square of Reach costing at most coverWithin is
// in it, in the same order), so the whole Reach is searched only when
// they are too few.
func (p *Plain) coverCands(b *Battle, t *TurnState, here Pos, n int, fs []foe, left, look int) ([]Reachable, error) {
	if rl, ok := b.Battlefield.(ReachLimiter); ok {
		reach, err := rl.ReachWithin(t.Who, t.Run, coverWithin)
		if err != nil {
			return nil, err
		}
		p.cands = p.coverFilter(p.cands[:0], reach, here, n, fs, left)
		if len(p.cands) >= look || left <= coverWithin {
			return p.cands, nil
		}
	}
	reach, err := appendReach(b.Battlefield, p.reachBuf[:0], t.Who, t.Run)
	p.reachBuf = reach
	if err != nil {
		return nil, err
	}
	p.cands = p.coverFilter(p.cands[:0], reach, here, n, fs, left)
	return p.cands, nil
}

// coverFilter appends reach's squares within left, other than here and
// not next to a foe, to dst. Only foes that can touch a square of the
// reach may rule one out: the rest are not asked of each square.
func (p *Plain) coverFilter(dst, reach []Reachable, here Pos, n int, fs []foe, left int) []Reachable {
	x0, y0, x1, y1 := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, r := range reach {
		if r.Cost <= left && r.Pos != here {
			x0, y0, x1, y1 = min(x0, r.Pos.X), min(y0, r.Pos.Y), max(x1, r.Pos.X), max(y1, r.Pos.Y)
		}
	}
	near := foesNear(p.nearBuf[:0], fs, n, x0, y0, x1, y1)
	p.nearBuf = near
	for _, r := range reach {
		if r.Cost <= left && r.Pos != here && nearestGap(r.Pos, n, near) > 1 {
			dst = append(dst, r)
		}
	}
	return dst
}
