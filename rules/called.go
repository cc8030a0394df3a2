package rules

import "fmt"

// Called shots: where an attack aims, and every number that goes with it.
// Shoot, Melee, Disarm and the damage roll read these, the help and the
// window's labels print them; nothing else spells them out.

// Where a called shot aims (Shoot.Called, Melee.Called).
const (
	CalledLimb       = "limb"
	CalledHand       = "hand"
	CalledHeadVitals = "head"
	CalledSmall      = "small" // deluxe: a small target (a vampire's heart)
	CalledTiny       = "tiny"  // deluxe: a tiny target (a helmet's eye-slit)
)

// The called shots' numbers.
const (
	LimbShotMod      = -2 // to hit a limb
	HandShotMod      = -4 // to hit a hand
	HeadVitalsShotMd = -4 // to hit the head or vitals
	HeadVitalsDamage = 4  // damage of a hit to the head or vitals
	ItemShotMod      = -4 // to hit a hand-held item: a pistol, a knife, a sword
	LargeItemShotMod = -2 // to hit a large item: a rifle, a polearm, a large shield
	SmallShotMod     = -4 // deluxe: to hit a small target
	TinyShotMod      = -6 // deluxe: to hit a tiny target
	SmallTinyDamage  = 4  // damage of a hit on a small or tiny target
)

// calledModNames names the to-hit modifier of each called shot.
var calledModNames = map[string]string{
	CalledLimb:       "called shot (limb)",
	CalledHand:       "called shot (hand)",
	CalledHeadVitals: "called shot (head/vitals)",
	CalledSmall:      "called shot (small target)",
	CalledTiny:       "called shot (tiny target)",
}

// IsCalledShotMod reports whether m is a called shot's to-hit modifier.
func IsCalledShotMod(m Modifier) bool {
	for _, n := range calledModNames {
		if n == m.Name {
			return true
		}
	}
	return false
}

// calledShot is the to-hit modifier of a called shot in the edition (none
// for ""), or why it is not one.
func calledShot(r *EditionRules, called string) (Mods, error) {
	var ms Mods
	switch called {
	case "":
		return nil, nil
	case CalledLimb:
		return ms.With(calledModNames[CalledLimb], LimbShotMod), nil
	case CalledHand:
		return ms.With(calledModNames[CalledHand], HandShotMod), nil
	case CalledHeadVitals:
		return ms.With(calledModNames[CalledHeadVitals], HeadVitalsShotMd), nil
	case CalledSmall, CalledTiny:
		if !r.SmallTinyCalledShots {
			return nil, fmt.Errorf("%q is not a called shot in %s (limb, hand, head)", called, r.Edition)
		}
		if called == CalledSmall {
			return ms.With(calledModNames[CalledSmall], SmallShotMod), nil
		}
		return ms.With(calledModNames[CalledTiny], TinyShotMod), nil
	}
	if r.SmallTinyCalledShots {
		return nil, fmt.Errorf("%q is not a called shot (limb, hand, head, small, tiny)", called)
	}
	return nil, fmt.Errorf("%q is not a called shot (limb, hand, head)", called)
}

// calledDamage is a called shot's damage bonus other than the head's
// (which DamageSpec.HeadVitals carries): a small or tiny target's +4.
func calledDamage(called string) Mods {
	var ms Mods
	switch called {
	case CalledSmall:
		return ms.With("small target", SmallTinyDamage)
	case CalledTiny:
		return ms.With("tiny target", SmallTinyDamage)
	}
	return nil
}
