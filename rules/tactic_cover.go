package rules

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
		p.cands = coverFilter(p.cands[:0], reach, here, n, fs, left)
		if len(p.cands) >= look || left <= coverWithin {
			return p.cands, nil
		}
	}
	reach, err := b.Battlefield.Reach(t.Who, t.Run)
	if err != nil {
		return nil, err
	}
	p.cands = coverFilter(p.cands[:0], reach, here, n, fs, left)
	return p.cands, nil
}

// coverFilter appends reach's squares within left, other than here and
// not next to a foe, to dst.
func coverFilter(dst, reach []Reachable, here Pos, n int, fs []foe, left int) []Reachable {
	for _, r := range reach {
		if r.Cost <= left && r.Pos != here && nearestGap(r.Pos, n, fs) > 1 {
			dst = append(dst, r)
		}
	}
	return dst
}
