package game

import (
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

// remoteWeapon is the weapon button's id: it steps through the figure's
// weapons that fit the attack aimed (a fight's after them: bare hands),
// as the window's W does.
const remoteWeapon = optPrefix + "weapon"

// The option buttons, by the command each stands for.
var remoteOpts = []struct {
	id  string
	cmd Cmd
}{{"called", CmdCalled}, {"wild", CmdWild}, {"desperate", CmdDesperate}, {"nonlethal", CmdNonlethal}, {"fire", CmdFire}, {"drop", CmdDrop}, {"edge", CmdEdgeAttack}}

// aimAction is the attack on the aimed foe with the options in force: a
// Fight when adjacent or within Reach, else a shot, built as the window
// builds them (attack.go).
func (r *Remote) aimAction(a, foe *board.Figure) (rules.Action, string) {
	act, verb := r.attackOn(r.Board, a, foe)
	return r.spreadAim(r.Board, act), verb // a Frenzy's dice spread: spread.go
}

// optionButtons are the options of the attack aimed, labelled as the
// window's option buttons, "*" marking one in force.
func (r *Remote) optionButtons() []RemoteButton {
	a, _ := r.aimFigures()
	if a == nil {
		return nil
	}
	fight := r.aim.verb == "Fight"
	var out []RemoteButton
	if m := map[bool]Mode{true: ModeFight, false: ModeShoot}[fight]; weaponChoices(a.Figure, m) >= 2 {
		out = append(out, RemoteButton{remoteWeapon, r.weaponLabel(a.Figure, m)})
	}
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
			label, on = r.gunFire(editionOf(r.Board), a.Figure, false)
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
	m := map[bool]Mode{true: ModeFight, false: ModeShoot}[r.aim.verb == "Fight"]
	switch strings.TrimPrefix(id, optPrefix) {
	case "called":
		r.stepCalled(editionOf(r.Board))
	case "wild":
		r.toggleWild()
	case "desperate":
		r.stepDesperate()
	case "nonlethal":
		r.opt.Nonlethal = !r.opt.Nonlethal
	case "edge":
		r.opt.Edge = nextEdgeAttack(a.Figure, r.opt.Edge)
	case "drop":
		if r.gm() {
			r.opt.Drop = !r.opt.Drop
		}
	case "fire":
		_, _ = r.stepFire(editionOf(r.Board), a.Figure) // the summary below says it
	case "weapon":
		said, err := r.stepWeapon(a.Figure, m)
		r.aimAt(a, foe)
		if err != nil {
			r.fail(err)
			return
		}
		r.say("%s", said)
		return
	}
	r.aimAt(a, foe)
	if s := r.attackChoice.summary(m, editionOf(r.Board), a.Figure); s != "" {
		r.say("%s: %s %s? (%s)", a.Name, r.aim.verb, foe.Name, s)
	}
}

// keepOptions forgets the options when the turn they were chosen in ends.
func (r *Remote) keepOptions() {
	turn := ""
	if r.Acting {
		turn = r.Up
	}
	if turn != r.optTurn {
		r.forget()
		r.optTurn = turn
	}
}

// Options are the attack options in force on this screen.
func (r *Remote) Options() AttackOptions { return r.opt }
