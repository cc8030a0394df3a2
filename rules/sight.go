package rules

import "battlemat/geom"

// Sight composed from what the table measures. The table (board) answers
// geometry only: how much of the target's silhouette terrain hides, the
// best low wall on the line, the distance, whether the bases touch, the
// light and whether the target lies prone. Everything those facts mean to
// a shot — cover levels, range bands, visibility in the dark, the to-hit
// modifiers and their names — is worked out here, from the edition's
// numbers.

// The shares of a target's silhouette that blocking terrain must hide for
// each cover level are the edition's (EditionRules.CoverShare). All of it
// hidden (to within geom.Eps) means the target is not visible at all.
const HiddenAll = 1 - geom.Eps

// ProneNear is the distance in inches inside which a prone target gets no
// protection from ranged attacks.
const ProneNear = 3

// ExtremeRangeMult: the extreme band, where the edition has it, reaches
// this many times the weapon's Long range.
const ExtremeRangeMult = 4

// CoverFor maps the hidden share of a target's silhouette to cover by
// swade's shares (SWADE's EditionRules.CoverFor).
func CoverFor(hidden float64) Cover { return SWADE.Rules().CoverFor(hidden) }

// CoverFor maps the hidden share of a target's silhouette to the
// edition's cover: the highest level whose share it reaches (or, where
// CoverAbove says so, exceeds), to within geom.Eps.
func (er *EditionRules) CoverFor(hidden float64) Cover {
	for c := NearTotalCover; c > NoCover; c-- {
		share := er.CoverShare[c]
		if er.CoverAbove[c] && er.CoverByHalves {
			if hidden > share+geom.Eps {
				return c
			}
		} else if hidden >= share-geom.Eps {
			return c
		}
	}
	return NoCover
}

// BandAt is weapon w's range band at dist inches: up to Short is short,
// up to Medium medium, up to Long long, and where the edition has it, up to
// ExtremeRangeMult times Long is extreme (never for thrown weapons or a
// shotgun's shot); beyond that it is out of range. A weapon without a
// range is always out of range.
func BandAt(er *EditionRules, w Weapon, dist float64) RangeBand { return BandOf(er, &w, dist) }

// BandOf is BandAt without copying the weapon: the table's glances ask it
// of every foe in a row (a Weapon is some hundreds of bytes).
func BandOf(er *EditionRules, w *Weapon, dist float64) RangeBand {
	if w.Range[2] <= 0 { // !w.Ranged(), whose value receiver copied the weapon
		return OutOfRange
	}
	// Within a band's range (plus geom.Eps), written out at each band:
	// a closure was a wasm call per band in the browser, which builds
	// the rules without inlining.
	switch {
	case dist <= float64(w.Range[0])+geom.Eps:
		return Short
	case dist <= float64(w.Range[1])+geom.Eps:
		return Medium
	case dist <= float64(w.Range[2])+geom.Eps:
		return Long
	case er.HasExtreme && !w.Thrown && !w.Shotgun && dist <= float64(ExtremeRangeMult*w.Range[2])+geom.Eps:
		return Extreme
	}
	return OutOfRange
}

// Line is what the table measures about a line of fire from one figure
// to another: facts of geometry, no rules.
type Line struct {
	// Hidden is the share of the target's silhouette that blocking
	// terrain hides, 0 to 1.
	Hidden float64
	// Low is the best cover of a low wall on the line next to the target
	// (the scenario's terrain says what each gives).
	Low Cover
	// Distance in inches by the scenario's measure.
	Distance float64
	// Adjacent: the two bases touch.
	Adjacent bool
	// Light is the illumination where the target stands.
	Light Light
	// Prone: the target lies prone.
	Prone bool
	// Crouching: the target crouches (deluxe: ranged attacks -1).
	Crouching bool
}

// Sees says whether the shooter sees the target at all (not fully behind
// blocking terrain, not beyond the dark's limit, and in pitch darkness
// where the edition allows an attack) and the terrain's cover of it: the better of what
// Hidden maps to and the low wall's. Prone is not cover here (see Sight).
func (l Line) Sees(er *EditionRules) (visible bool, cover Cover) {
	cover = max(er.CoverFor(l.Hidden), l.Low)
	visible = l.Hidden < HiddenAll
	switch l.Light {
	case Dark:
		if l.Distance > er.DarkVisibleInches+geom.Eps {
			visible = false
		}
	case Pitch:
		// swade: any target may be attacked in pitch darkness (at the
		// light's penalty); deluxe: only what stands next to you, unless
		// the battle knows the attacker has an idea where it is
		// (Battle.sight).
		if !l.Adjacent && !er.PitchAttackAnywhere {
			visible = false
		}
	}
	return visible, cover
}

// The names of the line of fire's modifiers: rules that pick some of them
// out (a suppressed figure's own cover, Aim's other choice, a wholly
// hidden target) ask IsCoverMod, IsRangeMod and ProneModName, never the
// spelling.
var coverModNames = [...]string{"", "light cover", "medium cover", "heavy cover", "near total cover"}
var bandModNames = [...]string{"", "medium range", "long range", "extreme range"}

// ProneModName names the modifier of a prone figure.
const ProneModName = "prone"

// IsCoverMod reports whether m is a cover modifier of a line of fire.
func IsCoverMod(m Modifier) bool { return inNames(coverModNames[1:], m.Name) }

// IsRangeMod reports whether m is a range band's modifier.
func IsRangeMod(m Modifier) bool { return inNames(bandModNames[1:], m.Name) }

func inNames(names []string, n string) bool {
	for _, x := range names {
		if x == n {
			return true
		}
	}
	return false
}

// Sight turns the line's facts into what the rules need of a shot with
// weapon w (nil: no range band): whether it is seen, the cover, the band,
// and the to-hit modifiers in the order range, cover, illumination, prone
// (a prone target from ProneNear away: the edition's penalty, swade's -4
// or deluxe's medium cover, when it beats the terrain's cover; the two
// never add up). It leaves the obstacle and the
// bystanders to the table.
//
// The list is gathered on the stack and copied once to its exact length
// (an empty one costs nothing): every line of fire the rules weigh makes
// one.
func (l Line) Sight(er *EditionRules, w *Weapon) Sight {
	var buf [5]Modifier // range, cover, light, prone, crouching
	s, ms := l.sight(er, w, buf[:0])
	s.Mods = append(make(Mods, 0, len(ms)), ms...) // empty: no allocation, and not nil
	return s
}

// SightIn is Sight with its modifiers cut from *free, a run of modifiers
// each handed out once and capped (a table asks for many lines of fire,
// and a shot's plan keeps its line's list, so no piece is ever reused).
func (l Line) SightIn(er *EditionRules, w *Weapon, free *Mods) Sight {
	var buf [5]Modifier
	s, ms := l.sight(er, w, buf[:0])
	n := len(ms)
	if n == 0 {
		s.Mods = make(Mods, 0) // empty, not nil, as Sight's: no allocation
		return s
	}
	if cap(*free)-len(*free) < n {
		*free = make(Mods, 0, sightModRun)
	}
	k := len(*free)
	*free = (*free)[:k+n]
	s.Mods = (*free)[k : k+n : k+n]
	copy(s.Mods, ms)
	return s
}

// sightModRun is how many lines' modifiers one allocation holds.
const sightModRun = 64

// sight is Sight with its modifiers in ms, apart.
func (l Line) sight(er *EditionRules, w *Weapon, ms Mods) (Sight, Mods) {
	s := Sight{Band: OutOfRange, Distance: l.Distance, Light: l.Light}
	s.Visible, s.Cover = l.Sees(er)
	s.Unlit = !s.Visible && l.Hidden < HiddenAll
	if w != nil {
		s.Band = BandAt(er, *w, l.Distance)
		switch {
		case s.Band == Extreme && w.Scope:
			ms = ms.With(bandModNames[s.Band]+" (scope)", er.ScopeExtremeMod)
		case s.Band > Short && s.Band < OutOfRange:
			ms = ms.With(bandModNames[s.Band], er.RangeMod[s.Band])
		}
	}
	cover := s.Cover
	prone := l.Prone && l.Distance >= ProneNear-geom.Eps
	if !er.ProneNotWithCover {
		return l.sightRev1(er, s, cover, prone, ms)
	}
	// Prone is not added to terrain cover: the target gets the better of
	// the two (swade's -4, deluxe's medium cover), the terrain on a tie.
	proneMod := er.ProneRangedMod
	if er.ProneRangedCover != NoCover {
		proneMod = er.CoverMod[er.ProneRangedCover]
	}
	proneCounts := prone && proneMod < er.CoverMod[cover]
	if proneCounts {
		// The prone figure's protection beats the terrain's: it counts instead.
		cover = NoCover
	}
	if cover > NoCover {
		// Only the terrain's cover: a prone target is no obstacle.
		s.CoverMod = er.CoverMod[cover]
		ms = ms.With(coverModNames[cover], s.CoverMod)
	}
	ms = ms.With(l.Light.String(), er.LightMod[l.Light])
	if proneCounts {
		ms = ms.With(ProneModName, proneMod)
	}
	if l.Crouching && !l.Prone && er.Crouching {
		ms = ms.With("crouching", er.CrouchRangedMod)
	}
	return s, ms
}

// sightRev1 finishes Sight as revision 1 did: a prone target's cover
// (deluxe) counts instead of lesser terrain cover, but swade's prone -4
// is added to the terrain's cover.
func (l Line) sightRev1(er *EditionRules, s Sight, cover Cover, prone bool, ms Mods) (Sight, Mods) {
	proneAsCover := prone && er.ProneRangedCover > cover
	if proneAsCover {
		// The prone figure's cover beats the terrain's: it counts instead.
		cover = NoCover
	}
	if cover > NoCover {
		s.CoverMod = er.CoverMod[cover]
		ms = ms.With(coverModNames[cover], s.CoverMod)
	}
	ms = ms.With(l.Light.String(), er.LightMod[l.Light])
	switch {
	case proneAsCover:
		ms = ms.With(ProneModName, er.CoverMod[er.ProneRangedCover])
	case prone && er.ProneRangedCover == NoCover:
		ms = ms.With(ProneModName, er.ProneRangedMod)
	}
	if l.Crouching && !l.Prone && er.Crouching {
		ms = ms.With("crouching", er.CrouchRangedMod)
	}
	return s, ms
}

// MaxGangUp is the most a Gang Up bonus can be.
const MaxGangUp = 4

// GangUpBonus is the Gang Up bonus from what the table counts around a
// defender in melee: +1 for each other foe of it adjacent to it (extra),
// at most MaxGangUp; then each of its allies adjacent to both it and the
// attacker (cancel) takes a point off, never below 0.
func GangUpBonus(extra, cancel int) int { return max(0, min(extra, MaxGangUp)-cancel) }

// sight is the table's line of fire from one figure to another with
// weapon w (nil: no range band), with what the battle knows: in pitch
// darkness where the edition limits attacks to adjacent targets, a target
// that attacked since the attacker's last turn can be attacked too (the
// attacker knows roughly where it is), at the light's penalty.
func (b *Battle) sight(from, to string, w *Weapon) Sight {
	s := b.Battlefield.Sight(from, to, w)
	if !s.Visible && s.Unlit && s.Light == Pitch && b.Rules.PitchAttackKnown && b.knowsWhere(from, to) {
		s.Visible, s.Unlit = true, false
	}
	return s
}

// knowsWhere: target attacked since who's last turn (its current turn
// aside), so who knows roughly where it is.
func (b *Battle) knowsWhere(who, target string) bool {
	evs := b.Fight.Events
	turns := 0
	if t := b.turn; t != nil && t.Who == who {
		turns = 1 // the turn under way is not its last
	}
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		switch {
		case e.Who == who && (e.Kind == EventTurn || e.Kind == EventInterrupt):
			if turns == 0 {
				return false
			}
			turns--
		case e.Who == target && (e.Kind == EventShot || e.Kind == EventArea || e.Kind == EventSuppress ||
			e.Kind == EventTrait && e.Weapon != "" && e.Target != ""):
			return true
		}
	}
	return false
}
