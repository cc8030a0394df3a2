package rules

import (
	"fmt"
	"math"
)

// Melee at a weapon's Reach (revision 5, MeleeReach): a spear (Reach 1)
// strikes a foe one inch beyond adjacent, a pike (Reach 2) two, and so
// do First Strike and Counterattack with it. The gap is the
// Battlefield's Distance (1 between touching bases) rounded to the inch.

// weaponReach is how far beyond adjacent the weapon strikes under these
// rules (0 for bare hands and under revision 4).
func (b *Battle) weaponReach(w Weapon, armed bool) int {
	if !b.Rules.MeleeReach || !armed {
		return 0
	}
	return max(w.Reach, 0)
}

// inMeleeReach: target is adjacent to who or within reach inches beyond.
func (b *Battle) inMeleeReach(who, target string, reach int) bool {
	if b.Battlefield.Adjacent(who, target) {
		return true
	}
	return reach > 0 && math.Round(b.Battlefield.Distance(who, target)) <= float64(1+reach)
}

// longestReach is the index of the figure's melee weapon of longest
// Reach (the first of equals) and its Reach; -1 and 0 when none has
// Reach or under revision 4.
func (b *Battle) longestReach(f *Figure) (int, int) {
	best, n := -1, 0
	for i, w := range f.Weapons {
		if r := b.weaponReach(w, true); IsMeleeWeapon(w) && r > n {
			best, n = i, r
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
