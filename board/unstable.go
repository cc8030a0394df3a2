package board

import "battlemat/rules"

// Scenario keys of small rules: a legend symbol's unstable: true
// (an unstable platform, -2 to ranged attacks made from it) and a weapon's
// natural: true (bite, claws, horns) and offhand: true (-2 to attack).

var _ rules.UnstableBattlefield = (*Battlefield)(nil)

// Unstable reports whether any square under the figure's base is an
// unstable platform.
func (t *Battlefield) Unstable(id string) bool {
	f := t.fig(id)
	if f == nil {
		return false
	}
	n := f.Footprint()
	for y := f.At.Y; y < f.At.Y+n; y++ {
		for x := f.At.X; x < f.At.X+n; x++ {
			if s := (Square{X: x, Y: y}); t.B.InBounds(s) && t.B.At(s).Unstable {
				return true
			}
		}
	}
	return false
}

// weaponFlags reads a weapon's natural:, offhand:, edged: and heavy:.
func weaponFlags(d *yamlDoc, p string, rw *rawWeapon, w *rules.Weapon) error {
	w.Heavy = deref(rw.Heavy)
	w.Natural = deref(rw.Natural)
	w.OffHand = deref(rw.OffHand)
	w.Edged = deref(rw.Edged)
	w.TwoHanded = deref(rw.TwoHanded)
	return nil
}
