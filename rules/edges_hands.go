package rules

// Ambidextrous, Quick Draw, Danger Sense, Two-Fisted and Two-Gun Kid,
// played from revision 5.

import (
	"fmt"
	"strings"
)

// Named numbers.
const (
	QuickDrawMod   = 2 // deluxe Quick Draw: the Agility roll to draw
	DangerSenseMod = 2 // Notice against a surprise
)

const (
	featAmbidextrous = "ambidextrous"
	featQuickDraw    = "quick_draw"
	featDangerSense  = "danger_sense"
	featTwoFisted    = "two_fisted"
	featTwoGunKid    = "two_gun_kid"
)

func init() {
	edge5("Ambidextrous", func(*EdgeRules, Written) []Effect { return []Effect{feat(featAmbidextrous, 1)} }, "")
	edge5("Quick Draw", func(*EdgeRules, Written) []Effect { return []Effect{feat(featQuickDraw, 1)} }, "", Deluxe)
	edge5("Danger Sense", func(*EdgeRules, Written) []Effect { return []Effect{feat(featDangerSense, 1)} },
		"before revision 6 a raise does not put the figure on Hold; the roll against an unforeseen attack is the GM's")
	edge5("Two-Fisted", func(*EdgeRules, Written) []Effect { return []Effect{feat(featTwoFisted, 1)} }, "")
	edge5("Two-Gun Kid", func(*EdgeRules, Written) []Effect { return []Effect{feat(featTwoGunKid, 1)} }, "", SWADE)
}

// Two-Fisted (melee) and Two-Gun Kid (ranged): an attack with the
// weapon in the other hand does not count toward the multi-action
// penalty. battlemat declares a turn's actions at its start, so the
// figure's turn of two actions or more is one action lighter when it has
// the Edge and a weapon for it marked offhand; its last action must then
// complete one attack with each hand (the offhand weapon and another),
// or it is refused. With both Edges the two attacks may be one melee,
// one ranged.

// handsKind says whether an action key is an attack the figure's Edges
// let count as one of the two hands': fight: with Two-Fisted, shoot: with
// Two-Gun Kid.
func handsKind(f *Figure, key string) bool {
	kind, _, _ := strings.Cut(key, ":")
	return (kind == KindFight && f.feature(featTwoFisted) > 0) || (kind == KindShoot && f.feature(featTwoGunKid) > 0)
}

// handsFree is the number of actions the Edges take off the multi-action
// penalty of a turn of n actions: 1 or 0.
func (b *Battle) handsFree(f *Figure, n int) int {
	if f == nil || n < 2 || !f.HasEffects() || (f.feature(featTwoFisted) == 0 && f.feature(featTwoGunKid) == 0) {
		return 0
	}
	for _, w := range f.Weapons {
		if w.OffHand && (handsKind(f, KindFight+":") && IsMeleeWeapon(w) || handsKind(f, KindShoot+":") && w.Ranged()) {
			return 1
		}
	}
	return 0
}

// eachHand: the action keys hold an attack with the offhand weapon and
// one with another weapon (or bare hands), each of a kind the Edges allow.
func (b *Battle) eachHand(f *Figure, keys []string) bool {
	off, main := false, false
	for _, k := range keys {
		if !handsKind(f, k) {
			continue
		}
		_, name, _ := strings.Cut(k, ":")
		if i := WeaponIndex(f, name); i >= 0 && f.Weapons[i].OffHand {
			off = true
		} else {
			main = true
		}
	}
	return off && main
}

// eachHandRefusal says why the last action of a Two-Fisted turn is refused.
func (b *Battle) eachHandRefusal(f *Figure) error {
	return fmt.Errorf("%s's turn was declared one action lighter for its Two-Fisted or Two-Gun Kid: its last action must complete an attack with each hand", b.name(f.ID))
}

// quickDraw: deluxe's Quick Draw makes drawing weapons free.
func quickDraw(f *Figure) bool { return f != nil && f.HasEffects() && f.feature(featQuickDraw) > 0 }

// quickDrawMods is Quick Draw's +2 on the Agility roll to draw.
func quickDrawMods(f *Figure) Mods {
	if !quickDraw(f) {
		return nil
	}
	return Mods{{Name: "Quick Draw", Value: QuickDrawMod}}
}

// dangerSense is Danger Sense's +2 on the Notice roll against surprise.
func dangerSense(f *Figure) Mods {
	if f == nil || !f.HasEffects() || f.feature(featDangerSense) == 0 {
		return nil
	}
	return Mods{{Name: "Danger Sense", Value: DangerSenseMod}}
}
