package rules

import "slices"

// Revision 12's plain tactic moves a shooter whose shot is at -6 or worse
// to a better square (PlainShooterSeeksBetterShot). Revision 11's first
// draft tried every square within Pace with two lines of sight each and
// made a fight on a 40x40 map cost 2.5 times as much. This one skips the
// search when no square within Pace is near enough for its range band
// to help, sets aside the squares too far by counting squares (no line
// of sight), tries at most spotTries of the rest, stops at the first
// good one, and looks once a round per figure, and not again from the
// same square at a target standing where it stood.

// poorShot is the shot penalty, range, cover and light together, from
// which a shooter looks for a better square (medium range behind medium
// cover, heavy cover at short range, medium cover at medium range in the
// dark).
const poorShot = 6

// spotTries caps the squares tried with lines of sight (two each: the
// shot from there, and the shooter's own cover there).
const spotTries = 6

// Lighter is an optional part of a Battlefield: the light on a figure,
// the light a shot at it is taken in, without the line of sight that
// Sight works out with it.
type Lighter interface {
	LightOn(id string) Light
}

// spot is a square in reach and the penalty its range band alone gives.
type spot struct {
	r   Reachable
	pen int
}

// shotPenalty is what range and the target's cover take off who's shot
// at target with w from where it stands (a positive number).
func (p *Plain) shotPenalty(b *Battle, who, target string, w *Weapon) int {
	_, cover, band := p.seen.glance(b, who, target, w)
	return rangePenalty(b, band) - b.Rules.CoverMod[cover]
}

// rangePenalty is what range band takes off a shot (a positive number).
func rangePenalty(b *Battle, band RangeBand) int {
	if band >= OutOfRange {
		band = Extreme
	}
	return -b.Rules.RangeMod[band]
}

// lightOn is the light modifier on a shot at target (0 or less).
func lightOn(b *Battle, who, target string, w *Weapon) int {
	if l := b.parts().lighter; l != nil {
		return b.Rules.LightMod[l.LightOn(target)]
	}
	return b.Rules.LightMod[b.Battlefield.Sight(who, target, w).Light]
}

// sought is a figure's last look for a better square: from where, at a
// target where, in which round.
type sought struct {
	who     string
	at, tat Pos
	round   int
}

// lookedAlready reports whether who need not look for a better square:
// it looked this round already, or last looked from here at the target
// where it stands now (and, having found none, stayed). Otherwise it
// notes that who looks now.
func (p *Plain) lookedAlready(b *Battle, who string, here Pos, tg foe) bool {
	round := 0
	if b.Fight != nil {
		round = b.Fight.Init.Round
	}
	if p.soughtB != b {
		p.soughtB, p.sought = b, p.sought[:0]
	}
	now := sought{who: who, at: here, tat: tg.pos, round: round}
	for i, s := range p.sought {
		if s.who == who {
			if s.round == round || s.at == here && s.tat == tg.pos {
				return true
			}
			p.sought[i] = now
			return false
		}
	}
	p.sought = append(p.sought, now)
	return false
}

// betterSpot: when the shot at target from here takes poorShot or worse
// (range, its cover and the light), a square within Pace, not next to a
// foe, from which the shot at target is at least 2 better and the
// shooter keeps at least the cover it has from target here. Squares too
// far for a range band that could make it 2 better are set aside
// without a line of sight (by the squares between: never more than the
// inches); the rest are tried best band first, then cheapest, each at
// least 2 squares from those tried before, spotTries at most.
// It sets the move and reports whether it found one.
func (p *Plain) betterSpot(b *Battle, t *TurnState, f *Figure, here Pos, w *Weapon, target string, fs []foe) bool {
	pen := p.shotPenalty(b, t.Who, target, w)
	if pen < 2 || pen < poorShot && pen-lightOn(b, t.Who, target, w) < poorShot {
		return false // the light counts toward poorShot, but no square makes it better
	}
	ti := slices.IndexFunc(fs, func(g foe) bool { return g.id == target })
	if ti < 0 {
		return false
	}
	tg := fs[ti]
	// reachBand: the farthest a square may lie for its range band alone to
	// make the shot 2 better.
	reachBand := -1
	for band := Short; band <= Long; band++ {
		if rangePenalty(b, band) <= pen-2 {
			reachBand = max(reachBand, w.Range[band])
		}
	}
	left, n := b.PaceLeft(t.Who), Footprint(f.Size)
	if reachBand < 0 || gap(here, n, tg)-left > reachBand || p.lookedAlready(b, t.Who, here, tg) {
		return false
	}
	if p.easier = p.easierTarget(b, t.Who, w, target, fs); p.easier != "" {
		return false // it shoots that one instead (after lookedAlready: one look a round)
	}
	reach, err := b.Battlefield.Reach(t.Who, t.Run)
	if err != nil {
		return false
	}
	// Every square within Pace lies within left squares of here (each
	// step costs 1 or more): only the foes near that box may touch one.
	near := foesNear(p.nearBuf[:0], fs, n, here.X-left, here.Y-left, here.X+left, here.Y+left)
	p.nearBuf = near
	spots := p.spots[:0]
	for _, r := range reach {
		if r.Cost > left || r.Pos == here {
			continue
		}
		d := gap(r.Pos, n, tg)
		if d > reachBand || nearestGap(r.Pos, n, near) <= 1 {
			continue
		}
		spots = append(spots, spot{r: r, pen: rangePenalty(b, BandAt(b.Rules, *w, float64(d)))})
	}
	p.spots = spots
	mine := coverFrom(&p.seen, b, target, t.Who)
	tried := p.triedBuf[:0]
	found := false
	for len(tried) < spotTries && !found {
		best := -1
		for i, s := range spots {
			if best >= 0 && (s.pen > spots[best].pen || s.pen == spots[best].pen && s.r.Cost >= spots[best].r.Cost) {
				continue
			}
			if !slices.ContainsFunc(tried, func(q Pos) bool { return chebyshev(q, s.r.Pos) < 2 }) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		sq := spots[best].r.Pos
		tried = append(tried, sq)
		if b.Battlefield.Place(t.Who, sq) != nil {
			continue
		}
		vis, cover, band := p.seen.glance(b, t.Who, target, w)
		found = vis && band < Extreme && cover < NearTotalCover &&
			rangePenalty(b, band)-b.Rules.CoverMod[cover] <= pen-2 &&
			coverFrom(&p.seen, b, target, t.Who) >= mine
		_ = b.Battlefield.Place(t.Who, here)
		if found {
			p.dest, p.move = sq, true
		}
	}
	p.triedBuf = tried
	return found
}

// easierTarget is the nearest foe other than target that who shoots
// from where it stands at less than poorShot (range, cover and light):
// a player first looks for an easier target, and moves for a better
// shot only when there is none ("" then).
func (p *Plain) easierTarget(b *Battle, who string, w *Weapon, target string, fs []foe) string {
	var h harm
	for _, g := range fs {
		if g.id == target || h.harmless(b, who, w, g.id) || beyond(b, who, g.id, w) {
			continue
		}
		vis, cover, band := p.seen.glance(b, who, g.id, w)
		if vis && band < Extreme && cover < NearTotalCover &&
			rangePenalty(b, band)-b.Rules.CoverMod[cover]-lightOn(b, who, g.id, w) < poorShot {
			return g.id
		}
	}
	return ""
}

// easierStill: the easier target betterSpot chose this turn, when who
// still shoots it from where it stands (it may have moved to cover);
// "" otherwise.
func (p *Plain) easierStill(b *Battle, who string, w *Weapon) string {
	if p.easier == "" || beyond(b, who, p.easier, w) {
		return ""
	}
	if vis, cover, band := p.seen.glance(b, who, p.easier, w); vis && band < Extreme && cover < NearTotalCover {
		return p.easier
	}
	return ""
}
