package game

import (
	"fmt"

	"battlemat/board"
)

// The remote screen's weapon choice (the window's W): while a foe is
// aimed at, a button names the weapon of the shot or the fight and steps
// through the figure's weapons that fit (a fight's after them: bare
// hands), asking the host for the odds again. The choice lasts for the
// turn, as the attack options do.

// remoteWeapon is the option button's id.
const remoteWeapon = optPrefix + "weapon"

// weaponFor is the index of the weapon the mode uses on this screen: the
// chosen one if it fits, else the first that does (-1: none, or bare
// hands chosen for a fight).
func (r *Remote) weaponFor(a *board.Figure, m Mode) int {
	if i := r.weapon; i >= 0 && i < len(a.Weapons) && fits(a.Weapons[i], m) {
		return i
	}
	if r.weapon == bareHands && m == ModeFight {
		return -1
	}
	return weaponOf(a.Figure, m)
}

// weaponChoices counts the choices the mode has: the fitting weapons,
// and bare hands for a fight.
func weaponChoices(a *board.Figure, m Mode) int {
	n := 0
	for _, w := range a.Weapons {
		if fits(w, m) {
			n++
		}
	}
	if m == ModeFight {
		n++
	}
	return n
}

// weaponButton names the weapon of the attack aimed; shown only when
// there is a choice to make.
func (r *Remote) weaponButton(a *board.Figure, m Mode) []RemoteButton {
	if weaponChoices(a, m) < 2 {
		return nil
	}
	name := "bare hands"
	if i := r.weaponFor(a, m); i >= 0 {
		name = a.Weapons[i].Name
	}
	return []RemoteButton{{remoteWeapon, "Weapon: " + name}}
}

// nextWeapon steps to the next weapon that fits the mode (for a fight,
// bare hands after the last), as the window's W does.
func (r *Remote) nextWeapon(a *board.Figure, m Mode) {
	n := len(a.Weapons)
	cur := r.weaponFor(a, m)
	if m == ModeFight {
		for i := cur + 1; i < n; i++ {
			if fits(a.Weapons[i], m) {
				r.weapon = i
				return
			}
		}
		if cur >= 0 {
			r.weapon = bareHands
			return
		}
		r.weapon = -1 // round again to the first
		return
	}
	for k := 1; k <= n; k++ {
		if i := (cur + k + n) % n; fits(a.Weapons[i], m) {
			r.weapon = i
			return
		}
	}
}

// weaponSaid is what the weapon button's press says.
func (r *Remote) weaponSaid(a *board.Figure, m Mode) string {
	if i := r.weaponFor(a, m); i >= 0 {
		return fmt.Sprintf("%s readies the %s", a.Name, a.Weapons[i].Name)
	}
	return a.Name + " fights with bare hands"
}
