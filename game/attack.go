package game

import (
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// The attack a person chooses before picking the foe, one implementation
// for the window (its keys and option row) and a hosted screen (its
// option buttons): the options, the weapon of each mode and the actions
// they build. It reads only the figure as the screen's board gives it
// (the mirror's on a hosted screen: its weapons as the seat was told
// them) and the edition's numbers, so both screens build the same
// action from the same choices.

// attackChoice is the attack chosen for the turn under way.
type attackChoice struct {
	opt AttackOptions
	// weapon is the chosen weapon's index (-1: the first that fits the
	// mode; bareHands: a fight with bare hands).
	weapon int
	// spread is a Frenzy's dice or a volley's tentacles being spread
	// over the foes in reach (spread.go; nil: none); spreadBase the
	// window's action it began from.
	spread     *dieSpread
	spreadBase rules.Action
}

// bareHands is the chosen weapon of a fight with bare hands, which the
// weapon choice offers after the melee weapons.
const bareHands = -2

// fits says whether weapon w serves the mode.
func fits(w rules.Weapon, m Mode) bool {
	switch m {
	case ModeFight:
		return rules.IsMeleeWeapon(w)
	case ModeShoot:
		return w.Ranged() && w.Template == rules.NoTemplate
	case ModeThrow:
		return w.Template != rules.NoTemplate
	case ModeSuppress:
		return w.Ranged() && w.RoF >= 2
	case ModeMore:
		return true // Ready weapon: any
	}
	return false
}

// weaponFor is the index of the weapon the mode uses: the chosen one if
// it fits, else the first that does (-1: none; Fight may go bare-handed).
func (ch *attackChoice) weaponFor(f *rules.Figure, m Mode) int {
	if i := ch.weapon; i >= 0 && i < len(f.Weapons) && fits(f.Weapons[i], m) {
		return i
	}
	if ch.weapon == bareHands && m == ModeFight {
		return -1
	}
	for i, w := range f.Weapons {
		if fits(w, m) {
			return i
		}
	}
	return -1
}

// weaponName is the name of the weapon the mode uses ("" none, the
// rules' unarmed weapon for a fight without one).
func (ch *attackChoice) weaponName(f *rules.Figure, m Mode) string {
	if i := ch.weaponFor(f, m); i >= 0 {
		return f.Weapons[i].Name
	}
	if m == ModeFight {
		return rules.UnarmedWeapon
	}
	return ""
}

// stepWeapon picks the next weapon that fits the mode (a fight's melee
// weapons in turn, then bare hands, then the first again) and says so;
// an error when the figure has none for the mode.
func (ch *attackChoice) stepWeapon(f *rules.Figure, m Mode) (string, error) {
	n := len(f.Weapons)
	cur := ch.weaponFor(f, m)
	readies := func(i int) string { return fmt.Sprintf("%s readies the %s", f.Name, f.Weapons[i].Name) }
	if m == ModeFight {
		for i := cur + 1; i < n; i++ {
			if fits(f.Weapons[i], m) {
				ch.weapon = i
				return readies(i), nil
			}
		}
		if cur >= 0 || ch.weapon != bareHands {
			ch.weapon = bareHands
			return f.Name + " fights with bare hands", nil
		}
		ch.weapon = -1
		if i := ch.weaponFor(f, m); i >= 0 {
			return readies(i), nil
		}
		ch.weapon = bareHands
		return f.Name + " fights with bare hands", nil
	}
	for k := 1; k <= n; k++ {
		if i := (cur + k + n) % n; fits(f.Weapons[i], m) {
			ch.weapon = i
			return readies(i), nil
		}
	}
	return "", fmt.Errorf("%s has no weapon for %s", f.Name, strings.ToLower(m.String()))
}

// melee is the Fight on t with the options and the chosen weapon (the
// flat of a blade for a nonlethal blow).
func (ch *attackChoice) melee(a, t *board.Figure) rules.Melee {
	o := ch.opt
	m := rules.Melee{Who: a.ID, Target: t.ID, Weapon: ch.weaponName(a.Figure, ModeFight),
		Wild: o.Wild, Desperate: o.Desperate, Drop: o.Drop, Called: o.Called, Nonlethal: o.Nonlethal}
	if i := ch.weaponFor(a.Figure, ModeFight); o.Nonlethal && i >= 0 && a.Weapons[i].Edged {
		m.Edged = true
	}
	return withEdgeAttack(m, o.Edge)
}

// reachMelee is the blow at t beyond adjacent but within Reach (the
// chosen weapon if it reaches, else the longest), false when t is not in
// reach (reach_melee.go).
func (ch *attackChoice) reachMelee(bd *board.Board, a, t *board.Figure) (rules.Melee, bool) {
	i := reachWeapon(bd, a, t, ch.weaponFor(a.Figure, ModeFight))
	if i < 0 {
		return rules.Melee{}, false
	}
	return atReach(ch.melee(a, t), a, i, ch.opt.Nonlethal), true
}

// shoot is the Shoot at t with the options and the chosen gun: a
// shotgun's slugs or both barrels, a RoF weapon's dice or burst, else
// the fire mode.
func (ch *attackChoice) shoot(a, t *board.Figure) rules.Shoot {
	o := ch.opt
	s := rules.Shoot{Who: a.ID, Weapon: ch.weaponName(a.Figure, ModeShoot), Called: o.Called, Drop: o.Drop}
	n := 1
	if i := ch.weaponFor(a.Figure, ModeShoot); i >= 0 {
		w := a.Weapons[i]
		switch {
		case w.Shotgun:
			s.Slugs = o.Slugs
			if o.Both && w.Barrels >= 2 {
				s.Barrels = 2
			}
		case w.RoF >= 2 && o.Mode == rules.Burst:
			s.Mode = o.Mode
		case w.RoF >= 2:
			n = min(max(o.Dice, 1), w.RoF)
		default:
			s.Mode = o.Mode
		}
	}
	for range n {
		s.Targets = append(s.Targets, t.ID)
	}
	return s
}

// attackOn is the attack a click or a tap on foe makes: a Fight when
// adjacent or within Reach, else a Shoot; verb names it.
func (ch *attackChoice) attackOn(bd *board.Board, a, foe *board.Figure) (act rules.Action, verb string) {
	if board.Adjacent(a, foe) {
		return ch.melee(a, foe), "Fight"
	}
	if m, ok := ch.reachMelee(bd, a, foe); ok {
		return m, "Fight"
	}
	return ch.shoot(a, foe), "Shoot"
}

// gunFire is the fire option's label for f's shooting weapon under the
// battle's rules r and whether it is other than a single shot ("": no
// gun, or single shots only and only says so when all is true).
func (ch *attackChoice) gunFire(r *rules.EditionRules, f *rules.Figure, all bool) (string, bool) {
	o := ch.opt
	i := ch.weaponFor(f, ModeShoot)
	if i < 0 {
		if all {
			return "Fire: " + fireLabel(r, o.Mode), o.Mode != ""
		}
		return "", false
	}
	w := f.Weapons[i]
	switch {
	case w.Shotgun:
		return shellLabel(w, o), o.Slugs || (o.Both && w.Barrels >= 2)
	case w.RoF >= 2 && (o.Mode == rules.Burst && w.Burst || o.Mode == rules.DoubleTap && rules.DoubleTaps(r, f, w)):
		return "Fire: " + weaponFireLabel(r, f, w, o.Mode), true
	case w.RoF >= 2:
		return fmt.Sprintf("Dice: %d of RoF %d", min(max(o.Dice, 1), w.RoF), w.RoF), o.Dice > 1
	case all || len(fireModes(r, f, w)) > 1:
		return "Fire: " + weaponFireLabel(r, f, w, o.Mode), o.Mode != ""
	}
	return "", false
}

// stepFire steps the shooting weapon's fire option: slugs or shot for a
// shotgun (both barrels of a double-barrelled one), the number of dice
// for a RoF weapon (then its burst, where it has one), else single shot,
// double tap and three-round burst as far as the weapon fires them under
// the battle's rules r.
func (ch *attackChoice) stepFire(r *rules.EditionRules, f *rules.Figure) (string, error) {
	i := ch.weaponFor(f, ModeShoot)
	if i < 0 {
		return "", fmt.Errorf("%s has no weapon to shoot", f.Name)
	}
	w, o := f.Weapons[i], &ch.opt
	switch {
	case w.Shotgun && w.Barrels >= 2:
		// shot, both barrels of shot, slugs, both barrels of slugs
		k := (b2i(o.Slugs)*2 + b2i(o.Both) + 1) % 4
		o.Slugs, o.Both = k >= 2, k%2 == 1
		return fmt.Sprintf("The %s fires %s", w.Name, shellLabel(w, *o)), nil
	case w.Shotgun:
		o.Slugs, o.Both = !o.Slugs, false
		return fmt.Sprintf("The %s fires %s", w.Name, map[bool]string{true: "slugs (2d10, no +2)", false: "shot"}[o.Slugs]), nil
	case w.RoF >= 2:
		switch {
		case o.Mode == rules.Burst && rules.DoubleTaps(r, f, w):
			// the Double Tap Edge: two bursts
			o.Mode, o.Dice = rules.DoubleTap, 1
			return fmt.Sprintf("The %s fires %s", w.Name, weaponFireLabel(r, f, w, o.Mode)), nil
		case o.Mode == rules.Burst || o.Mode == rules.DoubleTap:
			o.Mode, o.Dice = "", 1
		case max(o.Dice, 1) == w.RoF && w.Burst:
			o.Mode, o.Dice = rules.Burst, 1
			return fmt.Sprintf("The %s fires a %s", w.Name, fireLabel(r, o.Mode)), nil
		default:
			o.Mode, o.Dice = "", max(o.Dice, 1)%w.RoF+1
		}
		return fmt.Sprintf("The %s fires %d trait dice (RoF %d)", w.Name, o.Dice, w.RoF), nil
	}
	modes := fireModes(r, f, w)
	if len(modes) == 1 {
		o.Mode = ""
		return fmt.Sprintf("The %s fires single shots only", w.Name), nil
	}
	o.Mode = nextMode(modes, o.Mode)
	return "Fire mode: " + weaponFireLabel(r, f, w, o.Mode), nil
}

// weaponFireLabel is fireLabel for f's weapon under r: a double tap has
// its bonus (the Double Tap Edge's where it is its), and one the Edge
// makes of a burst weapon is two bursts.
// summary is the options in force for the prompt (AttackOptions.summary),
// the fire mode named with its bonus for f's shooting weapon under r.
func (ch *attackChoice) summary(m Mode, r *rules.EditionRules, f *rules.Figure) string {
	fire := fireLabel(r, ch.opt.Mode)
	if f != nil {
		w := rules.Weapon{}
		if i := ch.weaponFor(f, ModeShoot); i >= 0 {
			w = f.Weapons[i]
		}
		fire = weaponFireLabel(r, f, w, ch.opt.Mode)
	}
	return ch.opt.summary(m, fire)
}

func weaponFireLabel(r *rules.EditionRules, f *rules.Figure, w rules.Weapon, m string) string {
	if m != rules.DoubleTap || f == nil {
		return fireLabel(r, m)
	}
	_, mod, rounds := rules.DoubleTapOf(r, f, w)
	if rounds == rules.DoubleTapBurstAmmo {
		return fmt.Sprintf("two bursts +%d", mod)
	}
	return fmt.Sprintf("double tap +%d", mod)
}

// stepCalled steps the called shot: none, limb, hand, head or vitals,
// and the small and tiny targets where the edition calls them.
func (ch *attackChoice) stepCalled(r *rules.EditionRules) string {
	cycle := calledCycle
	if r != nil && r.SmallTinyCalledShots {
		cycle = append(cycle[:len(cycle):len(cycle)], rules.CalledSmall, rules.CalledTiny)
	}
	ch.opt.Called = nextMode(cycle, ch.opt.Called)
	return "Called shot: " + calledLabel(ch.opt.Called)
}

// toggleWild turns Wild Attack on or off (not with a Desperate Attack).
func (ch *attackChoice) toggleWild() string {
	o := &ch.opt
	o.Wild = !o.Wild
	if o.Wild {
		o.Desperate = 0
	}
	return "Wild Attack: " + onOff(o.Wild)
}

// stepDesperate steps the Desperate Attack: off, +2, +4 (not with a Wild
// Attack).
func (ch *attackChoice) stepDesperate() string {
	o := &ch.opt
	o.Desperate = map[int]int{0: 2, 2: 4, 4: 0}[o.Desperate]
	if o.Desperate == 0 {
		return "Desperate Attack: off"
	}
	o.Wild = false
	return fmt.Sprintf("Desperate Attack: +%d to hit, -%d damage", o.Desperate, o.Desperate)
}

// editionOf is the board's edition numbers (nil: no board).
func editionOf(bd *board.Board) *rules.EditionRules {
	switch {
	case bd == nil:
		return nil
	case bd.Rules != nil:
		return bd.Rules
	}
	return bd.Edition.Rules()
}

// multiPenalty is the modifier n declared actions put on every roll.
func multiPenalty(r *rules.EditionRules, n int) int {
	mod := -2
	if r != nil {
		mod = r.MultiActionMod
	}
	return mod * (n - 1)
}

// declaredSaid is what declaring n actions for the next turn says.
func declaredSaid(r *rules.EditionRules, n int) string {
	if p := multiPenalty(r, n); p != 0 {
		return fmt.Sprintf("The next turn declares %d actions: %+d on every roll", n, p)
	}
	return "The next turn declares 1 action"
}
