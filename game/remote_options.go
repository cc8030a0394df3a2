package game

import (
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// The attack options of the remote screen: while a foe is aimed at, the
// window's option commands (Called shot, Wild Attack, Desperate Attack,
// Nonlethal, the fire mode and, for the GM, The Drop) are buttons; each
// press changes the action the shot's button sends and asks the host for
// its odds again. The options last for the turn, as in the window.

// Button ids of the options: optPrefix+the command's name.
const optPrefix = "opt:"

// The option buttons, by the command each stands for.
var remoteOpts = []struct {
	id  string
	cmd Cmd
}{{"called", CmdCalled}, {"wild", CmdWild}, {"desperate", CmdDesperate}, {"nonlethal", CmdNonlethal}, {"fire", CmdFire}, {"drop", CmdDrop}, {"edge", CmdEdgeAttack}}

// weaponOf is the index of the figure's first weapon that fits the mode
// (the window's choice when W was never pressed), or -1.
func weaponOf(f *rules.Figure, m Mode) int {
	for i, w := range f.Weapons {
		if fits(w, m) {
			return i
		}
	}
	return -1
}

// aimAction is the attack on the aimed foe with the options in force: a
// Fight when adjacent, else a shot, built as the window builds them.
func (r *Remote) aimAction(a, foe *board.Figure) (rules.Action, string) {
	o := r.opt
	chosen := r.weaponFor(a, ModeFight)
	reach := reachWeapon(r.Board, a, foe, chosen) // a foe in a spear's reach: reach_melee.go
	if adjacent(a, foe) || reach >= 0 {
		m := rules.Melee{Who: a.ID, Target: foe.ID, Weapon: rules.UnarmedWeapon,
			Wild: o.Wild, Desperate: o.Desperate, Drop: o.Drop, Called: o.Called, Nonlethal: o.Nonlethal}
		if reach >= 0 {
			chosen = reach
		}
		if chosen >= 0 {
			m = atReach(m, a, chosen, o.Nonlethal) // the weapon, the flat of its blade
		}
		return withEdgeAttack(m, o.Edge), "Fight"
	}
	s := rules.Shoot{Who: a.ID, Called: o.Called, Drop: o.Drop}
	n := 1
	if i := r.weaponFor(a, ModeShoot); i >= 0 {
		w := a.Weapons[i]
		s.Weapon = w.Name
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
		s.Targets = append(s.Targets, foe.ID)
	}
	return s, "Shoot"
}

// optionButtons are the options of the attack aimed, labelled as the
// window's option buttons, "*" marking one in force.
func (r *Remote) optionButtons() []RemoteButton {
	a, _ := r.aimFigures()
	if a == nil {
		return nil
	}
	fight := r.aim.verb == "Fight"
	out := r.weaponButton(a, map[bool]Mode{true: ModeFight, false: ModeShoot}[fight])
	for _, op := range remoteOpts {
		label, on := commandOf(op.cmd).label, false
		switch op.cmd {
		case CmdCalled:
			label, on = "Called: "+calledLabel(r.opt.Called), r.opt.Called != ""
		case CmdWild:
			on = r.opt.Wild
		case CmdDesperate:
			label, on = desperateLabel(r.opt.Desperate), r.opt.Desperate > 0
		case CmdNonlethal:
			on = r.opt.Nonlethal
		case CmdDrop:
			on = r.opt.Drop
		case CmdFire:
			label, on = r.fireState(a)
		case CmdEdgeAttack:
			label, on = edgeAttackLabel(r.opt.Edge), r.opt.Edge != ""
		}
		switch {
		case op.cmd == CmdDrop && !r.gm(): // the GM grants it
			continue
		case !fight && (op.cmd == CmdWild || op.cmd == CmdDesperate || op.cmd == CmdNonlethal):
			continue
		case op.cmd == CmdFire && (fight || label == ""):
			continue
		case op.cmd == CmdEdgeAttack && (!fight || len(edgeAttacks(a.Figure)) == 0):
			continue
		}
		if on {
			label += " *"
		}
		out = append(out, RemoteButton{optPrefix + op.id, label})
	}
	return out
}

// aimFigures are the actor and the foe aimed at (nil when gone).
func (r *Remote) aimFigures() (*board.Figure, *board.Figure) {
	if r.aim == nil || r.Board == nil {
		return nil, nil
	}
	a, foe := r.Board.Figure(r.aim.who), r.Board.Figure(r.aim.target)
	if a == nil || foe == nil {
		return nil, nil
	}
	return a, foe
}

// fireState is the fire option's label for the actor's gun ("": it has
// only single shots) and whether it is other than a single shot.
func (r *Remote) fireState(a *board.Figure) (string, bool) {
	i := r.weaponFor(a, ModeShoot)
	if i < 0 {
		return "", false
	}
	w, o := a.Weapons[i], r.opt
	switch {
	case w.Shotgun:
		return shellLabel(w, o), o.Slugs || (o.Both && w.Barrels >= 2)
	case w.RoF >= 2 && o.Mode == rules.Burst && w.Burst:
		return "Fire: " + fireLabel(o.Mode), true
	case w.RoF >= 2:
		return fmt.Sprintf("Dice: %d of RoF %d", min(max(o.Dice, 1), w.RoF), w.RoF), o.Dice > 1
	case len(fireModes(w)) > 1:
		return "Fire: " + fireLabel(o.Mode), o.Mode != ""
	}
	return "", false
}

// pressOption steps an option as the window's key does, then asks the
// host for the odds of the attack so changed.
func (r *Remote) pressOption(id string) {
	if id == optPrefix+"effect" && r.aim != nil {
		r.toggleEffect()
		return
	}
	if m, ok := strings.CutPrefix(id, optMod+":"); ok {
		r.toggleCastMod(m)
		return
	}
	if id == optPowerOpt {
		r.stepCastOption()
		return
	}
	if id == optPrefix+"trait" && r.aim != nil {
		r.nextTrait()
		return
	}
	a, foe := r.aimFigures()
	if a == nil {
		return
	}
	o := &r.opt
	switch strings.TrimPrefix(id, optPrefix) {
	case "called":
		cycle := calledCycle
		if r.Board.Rules != nil && r.Board.Rules.SmallTinyCalledShots {
			cycle = append(cycle[:len(cycle):len(cycle)], rules.CalledSmall, rules.CalledTiny)
		}
		o.Called = nextMode(cycle, o.Called)
	case "wild":
		o.Wild = !o.Wild
		if o.Wild {
			o.Desperate = 0
		}
	case "desperate":
		o.Desperate = map[int]int{0: 2, 2: 4, 4: 0}[o.Desperate]
		if o.Desperate > 0 {
			o.Wild = false
		}
	case "nonlethal":
		o.Nonlethal = !o.Nonlethal
	case "edge":
		o.Edge = nextEdgeAttack(a.Figure, o.Edge)
	case "drop":
		if r.gm() {
			o.Drop = !o.Drop
		}
	case "fire":
		r.cycleFire(a)
	case "weapon":
		m := map[bool]Mode{true: ModeFight, false: ModeShoot}[r.aim.verb == "Fight"]
		r.nextWeapon(a, m)
		r.aimAt(a, foe)
		r.say("%s", r.weaponSaid(a, m))
		return
	}
	r.aimAt(a, foe)
	if s := o.summary(map[bool]Mode{true: ModeFight, false: ModeShoot}[r.aim.verb == "Fight"]); s != "" {
		r.say("%s: %s %s? (%s)", a.Name, r.aim.verb, foe.Name, s)
	}
}

// cycleFire steps the gun's fire option as the window's Q does.
func (r *Remote) cycleFire(a *board.Figure) {
	i := r.weaponFor(a, ModeShoot)
	if i < 0 {
		return
	}
	w, o := a.Weapons[i], &r.opt
	switch {
	case w.Shotgun && w.Barrels >= 2:
		k := (b2i(o.Slugs)*2 + b2i(o.Both) + 1) % 4
		o.Slugs, o.Both = k >= 2, k%2 == 1
	case w.Shotgun:
		o.Slugs, o.Both = !o.Slugs, false
	case w.RoF >= 2:
		switch {
		case o.Mode == rules.Burst:
			o.Mode, o.Dice = "", 1
		case max(o.Dice, 1) == w.RoF && w.Burst:
			o.Mode, o.Dice = rules.Burst, 1
		default:
			o.Mode, o.Dice = "", max(o.Dice, 1)%w.RoF+1
		}
	default:
		o.Mode = nextMode(fireModes(w), o.Mode)
	}
}

// keepOptions forgets the options when the turn they were chosen in ends.
func (r *Remote) keepOptions() {
	turn := ""
	if r.Acting {
		turn = r.Up
	}
	if turn != r.optTurn {
		r.opt, r.optTurn, r.weapon = AttackOptions{}, turn, -1
	}
}

// Options are the attack options in force on this screen.
func (r *Remote) Options() AttackOptions { return r.opt }
