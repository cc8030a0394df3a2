package board

import (
	"battlemat/rules"
)

// proneNear is the distance inside which a prone target gets no
// protection from ranged attacks.
const proneNear = 3

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
	// a low wall's; prone is a separate modifier. A target fully hidden
	// reports near total cover (and is not visible).
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

// BandAt is weapon w's range band at dist inches: up to Short is short,
// up to Medium medium, up to Long long, and where the edition has it, up to
// four times Long is extreme (never for thrown weapons or a shotgun's
// shot); beyond that it is out of range. A weapon without a range is
// always out of range.
func BandAt(er *rules.EditionRules, w rules.Weapon, dist float64) rules.RangeBand {
	if !w.Ranged() {
		return rules.OutOfRange
	}
	within := func(in int) bool { return dist <= float64(in)+shareTol }
	switch {
	case within(w.Range[0]):
		return rules.Short
	case within(w.Range[1]):
		return rules.Medium
	case within(w.Range[2]):
		return rules.Long
	case er.HasExtreme && !w.Thrown && !w.Shotgun && within(4*w.Range[2]):
		return rules.Extreme
	}
	return rules.OutOfRange
}

var coverModNames = [...]string{"", "light cover", "medium cover", "heavy cover", "near total cover"}
var bandModNames = [...]string{"", "medium range", "long range", "extreme range"}

// LineOfFire works out whether from sees to, the cover, the distance,
// weapon w's range band (w may be nil) and the modifiers that follow:
// range, cover, illumination and a prone target (from 3" away: the
// edition's penalty, or in deluxe medium cover instead of lesser cover).
func (b *Board) LineOfFire(from, to *Figure, w *rules.Weapon) LineOfFire {
	er := b.Rules
	if er == nil {
		er = b.Edition.Rules()
	}
	lof := LineOfFire{TN: 4, Band: rules.OutOfRange, Distance: b.Distance(from, to), Mods: make(rules.Mods, 0, 4)}
	var low rules.Cover
	lof.Hidden, low = b.Shadow(from, to)
	lof.Cover = max(CoverFor(lof.Hidden), low)
	lof.Visible = lof.Hidden < hiddenAll
	switch b.Light {
	case rules.Dark:
		if lof.Distance > er.DarkVisibleInches+shareTol {
			lof.Visible = false
		}
	case rules.Pitch:
		// Nothing is seen in pitch darkness but what stands next to you.
		if !Adjacent(from, to) {
			lof.Visible = false
		}
	}

	if w != nil {
		lof.Band = BandAt(er, *w, lof.Distance)
		if lof.Band > rules.Short && lof.Band < rules.OutOfRange {
			lof.Mods = lof.Mods.With(bandModNames[lof.Band], er.RangeMod[lof.Band])
		}
	}
	cover := lof.Cover
	prone := to.Prone && lof.Distance >= proneNear-shareTol
	proneAsCover := prone && er.ProneRangedCover > cover
	if proneAsCover {
		// The prone figure's cover beats the terrain's: it counts instead.
		cover = rules.NoCover
	}
	if cover > rules.NoCover {
		lof.Mods = lof.Mods.With(coverModNames[cover], er.CoverMod[cover])
	}
	lof.Mods = lof.Mods.With(b.Light.String(), er.LightMod[b.Light])
	switch {
	case proneAsCover:
		lof.Mods = lof.Mods.With("prone", er.CoverMod[er.ProneRangedCover])
	case prone && er.ProneRangedCover == rules.NoCover:
		lof.Mods = lof.Mods.With("prone", er.ProneRangedMod)
	}
	return lof
}
