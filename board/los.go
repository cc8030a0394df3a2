package board

import (
	"battlemat/rules"
)

// LineOfFire is what stands between a shooter and a target.
type LineOfFire struct {
	// Visible: the shooter can see the target at all (not fully behind
	// blocking terrain, not beyond the dark's limit, and in pitch
	// darkness only when adjacent).
	Visible bool
	// Hidden is the share of the target's silhouette that blocking terrain
	// hides, 0 to 1 (see Board.Shadow).
	Hidden float64
	// Cover is the terrain's cover: the better of what Hidden maps to and
	// a low wall's; prone is a separate modifier. A target wholly hidden
	// (Hidden 1) has no cover category: NoCover and no cover modifier (it
	// is not visible at all).
	Cover rules.Cover
	// Distance in inches by the board's measure, between the nearest
	// squares of the two footprints.
	Distance float64
	// Band is the weapon's range band at Distance; OutOfRange without a
	// ranged weapon.
	Band rules.RangeBand
	// Mods are the to-hit modifiers the table itself gives, in the order
	// range, cover, light, prone.
	Mods rules.Mods
	// TN of the ranged attack: 4.
	TN int
}

// rulesOf is the board's edition numbers.
func (b *Board) rulesOf() *rules.EditionRules {
	if b.Rules != nil {
		return b.Rules
	}
	return b.Edition.Rules()
}

// Line measures the line of fire from one figure to another: the facts
// of geometry that rules.Line.Sight turns into cover, band and modifiers.
func (b *Board) Line(from, to *Figure) rules.Line {
	l := rules.Line{Distance: b.Distance(from, to), Adjacent: Adjacent(from, to), Light: b.LightAt(to.Center()), Prone: to.Prone, Crouching: to.Crouching}
	l.Hidden, l.Low = b.Shadow(from, to)
	return l
}

// LineOfFire works out whether from sees to, the cover, the distance,
// weapon w's range band (w may be nil) and the modifiers that follow:
// the board measures the line (Line) and the rules compose the rest
// (rules.Line.Sight).
func (b *Board) LineOfFire(from, to *Figure, w *rules.Weapon) LineOfFire {
	l := b.Line(from, to)
	er := b.rulesOf()
	s := l.Sight(er, w)
	lof := LineOfFire{Visible: s.Visible, Hidden: l.Hidden, Cover: s.Cover, Distance: s.Distance, Band: s.Band, Mods: s.Mods, TN: 4}
	if l.Hidden >= rules.HiddenAll && er.HiddenNoCover {
		// Wholly hidden: there is nothing to shoot at, so no cover either.
		lof.Cover, lof.Mods = rules.NoCover, make(rules.Mods, 0, len(s.Mods))
		for _, m := range s.Mods {
			if !rules.IsCoverMod(m) {
				lof.Mods = append(lof.Mods, m)
			}
		}
	}
	return lof
}
