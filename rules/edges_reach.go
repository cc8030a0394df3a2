package rules

import (
	"fmt"
	"math"
	"strings"
)

// Melee at a weapon's Reach (revision 5, MeleeReach): a spear (Reach 1)
// strikes a foe one inch beyond adjacent, a pike (Reach 2) two, and so
// do First Strike and Counterattack with it. The gap is the
// Battlefield's Distance (1 between touching bases) rounded to the inch.

// weaponReach is how far beyond adjacent f's weapon strikes under these
// rules (0 for bare hands and under revision 4).
func (b *Battle) weaponReach(f *Figure, w Weapon, armed bool) int {
	return FigureReach(b.Rules, f, w, armed)
}

// WeaponReach is weaponReach under the rules r, for the screens.
func WeaponReach(r *EditionRules, w Weapon, armed bool) int { return weaponReachOf(r, &w, armed) }

// weaponReachOf is WeaponReach without copying the weapon.
func weaponReachOf(r *EditionRules, w *Weapon, armed bool) int {
	if !r.MeleeReach || !armed {
		return 0
	}
	return max(w.Reach, 0)
}

// TypicalReach is the Size Table's typical Reach of a creature of the
// Size (swade): Large 1, Huge 2, Gargantuan 3, none below Large.
func TypicalReach(size int) int { return max(ScaleOf(size)/2, 0) }

// FigureReach is WeaponReach for a weapon of f: from revision 7
// (SizeReach) a natural weapon given no Reach of its own strikes as far
// as its Large, Huge or Gargantuan owner's typical Reach, the default
// CHARACTERS.md's Size Table gives a stat block that names no Reach.
func FigureReach(r *EditionRules, f *Figure, w Weapon, armed bool) int {
	return figureReach(r, f, &w, armed)
}

// figureReach is FigureReach without copying the weapon: LongestReach
// asks it of every melee weapon of every foe at every move.
func figureReach(r *EditionRules, f *Figure, w *Weapon, armed bool) int {
	n := weaponReachOf(r, w, armed)
	if n == 0 && armed && r.MeleeReach && r.SizeReach && w.Natural && w.Reach == 0 && f != nil {
		n = TypicalReach(f.SizeNow())
	}
	return n
}

// inMeleeReach: target is adjacent to who or within reach inches beyond.
func (b *Battle) inMeleeReach(who, target string, reach int) bool {
	if b.Battlefield.Adjacent(who, target) {
		return true
	}
	return WithinReach(b.Battlefield.Distance(who, target), reach)
}

// WithinReach: bases dist inches apart (the Battlefield's Distance, 1
// when they touch) are within reach inches beyond adjacent.
func WithinReach(dist float64, reach int) bool {
	return reach > 0 && math.Round(dist) <= float64(1+reach)
}

// longestReach is the index of the figure's melee weapon of longest
// Reach (the first of equals) and its Reach; -1 and 0 when none has
// Reach or under revision 4.
func (b *Battle) longestReach(f *Figure) (int, int) { return LongestReach(b.Rules, f) }

// LongestReach is longestReach under the rules r: the screens offer a
// blow at a foe in reach with it.
func LongestReach(r *EditionRules, f *Figure) (int, int) {
	best, n := -1, 0
	// A ranged weapon's reach is never asked (each weapon was copied and
	// its reach worked out first): the screens and the withdrawals ask
	// this for every foe.
	for i := range f.Weapons {
		w := &f.Weapons[i]
		if !isMelee(w) {
			continue
		}
		if rr := figureReach(r, f, w, true); rr > n {
			best, n = i, rr
		}
	}
	return best, n
}

// outOfReach is the refusal of a melee attack on a foe beyond reach.
func (b *Battle) outOfReach(who, target string, w Weapon, reach int) error {
	if reach == 0 {
		return fmt.Errorf("%s is not adjacent to %s: a melee attack needs the bases to touch", b.name(target), b.name(who))
	}
	return fmt.Errorf("%s is beyond the %s's Reach %d\" of %s", b.name(target), w.Name, reach, b.name(who))
}

// withdrawalAttackers are the foes that get a free attack as who moves
// to the square, in the table's order. Revision 6 (WithdrawFromReach):
// each foe, up and neither Shaken nor Stunned, that has who within its
// longest melee Reach where it stands and not at to, so a spearman
// strikes a figure stepping out of its reach and not one stepping back
// within it. Before: the foes adjacent now and not at to.
func (b *Battle) withdrawalAttackers(who string, to Pos) ([]string, error) {
	if !b.Rules.WithdrawFromReach || b.Rules.FreeAttacksAdjacent {
		return b.Battlefield.FreeAttackers(who, to), nil
	}
	f := b.Figure(who)
	var near []*Figure
	for _, g := range b.Battlefield.Figures() {
		if g.Side != f.Side && !g.Incapacitated && !g.Dead && !g.Shaken && !g.Stunned && b.reachesFoe(g, who) {
			near = append(near, g)
		}
	}
	if len(near) == 0 {
		return nil, nil
	}
	from, _ := b.Battlefield.Position(who)
	if err := b.Battlefield.Place(who, to); err != nil {
		return nil, err
	}
	var out []string
	for _, g := range near {
		if !b.reachesFoe(g, who) {
			out = append(out, g.ID)
		}
	}
	return out, b.Battlefield.Place(who, from)
}

// sweepWeapon is the weapon a Sweep strikes with under revision 6
// (SweepFrenzyReach) and how far beyond adjacent it reaches: the one
// named, else the first melee weapon as a blow takes it; its name is
// given back so that every figure swept is struck with it. ("", 0)
// before revision 6, for bare hands and for a name the plan refuses.
func (b *Battle) sweepWeapon(f *Figure, named string) (string, int) {
	if !b.Rules.SweepFrenzyReach || strings.EqualFold(named, UnarmedWeapon) {
		return "", 0
	}
	if named != "" {
		if i := WeaponIndex(f, named); i >= 0 && IsMeleeWeapon(f.Weapons[i]) {
			return "", b.weaponReach(f, f.Weapons[i], true)
		}
		return "", 0
	}
	for _, w := range f.Weapons {
		if IsMeleeWeapon(w) {
			return w.Name, b.weaponReach(f, w, true)
		}
	}
	return "", 0
}

// frenzyWeapon is the weapon all of a Frenzy's dice strike with: the one
// named; under revision 6 (SweepFrenzyReach), with none named and a
// target beyond adjacent, the one of longest Reach for every die (before,
// each die took its own: the first melee weapon at an adjacent foe).
func (b *Battle) frenzyWeapon(f *Figure, named string, targets []string) string {
	if named != "" || !b.Rules.SweepFrenzyReach {
		return named
	}
	i, _ := b.longestReach(f)
	if i < 0 {
		return named
	}
	for _, t := range targets {
		if !b.Battlefield.Adjacent(f.ID, t) {
			return f.Weapons[i].Name
		}
	}
	return named
}
