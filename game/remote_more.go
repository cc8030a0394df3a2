package game

import (
	"errors"
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
	"battlemat/wire"
)

// The remote screen's actions beyond moving and attacking: the host
// offers each one the rules allow this seat now (wire.Offer), and the
// screen shows a button for it, labelled as the command table labels the
// window's; an area attack is aimed with taps or a drag before its
// button throws; the GM's edit mode sends the window's edits.

// Button ids of this file: an offer's is offerPrefix+kind:who:weapon, an
// edit's editPrefix+the edit entry (edit.go).
const (
	RemoteEdit  = "edit" // the GM's edit mode on or off
	offerPrefix = "offer:"
	editPrefix  = "edit:"
)

// remoteArea is an area attack being aimed: its template follows the
// taps; the host's odds come for the point last let go.
type remoteArea struct {
	who, weapon string
	kind        rules.Template
	suppress    bool // suppressive fire (rules.Suppress), not an area attack
	// power: a cast (rules.Cast) of the power chosen (r.opt's
	// castChoice), weapon its name.
	power bool
	at    geom.Point
	set   bool // a point (or a destination's square) is chosen
	// dest: a power with a destination (Teleport): sq is the square its
	// first recipient's base lands on (remote_powers.go), reach the
	// shading of where it may go.
	dest     bool
	sq       board.Square
	reach    []ReachCell
	reachFor string
}

// offerCmd is the command whose label an offer's button takes.
var offerCmd = map[string]Cmd{
	rules.KindRun: CmdRun, rules.KindAim: CmdAim, rules.KindDefend: CmdDefend, rules.KindHold: CmdHold,
	rules.KindInterrupt: CmdInterrupt, rules.KindUnshake: CmdBenny, rules.KindArea: CmdThrow,
	rules.KindSuppress: CmdSuppress, rules.KindStandoff: CmdStandoff,
}

func offerID(o wire.Offer) string { return offerPrefix + o.Kind + ":" + o.Who + ":" + o.Weapon }

// offerLabel is the offer's button: the command's label, the weapon, and
// the figure's name when the seat plays more than the one acting.
func (r *Remote) offerLabel(o wire.Offer) string {
	label := o.Kind
	if c, ok := offerCmd[o.Kind]; ok {
		label = commandOf(c).label
	}
	switch o.Kind {
	case rules.KindReload:
		label = "Reload"
	case rules.KindTurn:
		label = "Act now"
	case rules.KindCast:
		label = "Cast"
	case rules.KindProne:
		label = "Drop prone"
	case rules.KindStand:
		label = "Stand up"
	case rules.KindCrouch:
		label = "Crouch"
	}
	if o.Weapon != "" {
		label += ": " + o.Weapon
	}
	if m := r.areaCastMods(o, ""); len(m) > 0 {
		label += " (" + m[0] + ")" // a figure power as a template
	}
	if o.Who != "" && (o.Who != r.Up || !r.Acting) {
		label += " (" + r.name(o.Who) + ")"
	}
	return label
}

// offerButtons are the offers' buttons, in the host's order.
func (r *Remote) offerButtons() []RemoteButton {
	out := make([]RemoteButton, 0, len(r.offers))
	more := false
	for _, o := range r.offers {
		if isMore(o) {
			more = true
			continue
		}
		if !offered(o) {
			continue // a command refused now: a phone shows what it may do
		}
		out = append(out, RemoteButton{offerID(o), r.offerLabel(o)})
	}
	if more {
		out = append(out, RemoteButton{RemoteMore, commandOf(CmdMore).label})
	}
	return out
}

// Offers are the host's offers to this seat now.
func (r *Remote) Offers() []wire.Offer { return r.offers }

// pressMore does an offer's or an edit's button.
func (r *Remote) pressMore(id string) {
	switch {
	case id == RemoteEdit:
		if r.gm() {
			r.editing = !r.editing
			r.plan, r.aim, r.area, r.editAdd = nil, nil, nil, nil
			if r.editing {
				r.say("Edit: tap a figure to pick it, then a square to put it there; the buttons change it")
			} else {
				r.say("Edit mode off")
			}
		}
	case id == RemoteUndo || id == RemoteRedo:
		r.undo(id)
	case id == RemoteMore || strings.HasPrefix(id, remoteMoreItem):
		r.pressMoreMenu(id)
	case strings.HasPrefix(id, optPrefix):
		r.pressOption(id)
	case strings.HasPrefix(id, editPrefix):
		r.edit(strings.TrimPrefix(id, editPrefix))
	case strings.HasPrefix(id, powerTarget):
		r.pressCastTarget(id)
	case strings.HasPrefix(id, seatPrefix):
		r.giveSeat(id)
	case strings.HasPrefix(id, offerPrefix):
		for _, o := range r.offers {
			if offerID(o) == id && offered(o) {
				r.takeOffer(o)
				return
			}
		}
		r.fail(errors.New("that is no longer on offer"))
	}
}

// takeOffer sends the offered action, or starts aiming an area attack.
func (r *Remote) takeOffer(o wire.Offer) {
	r.plan, r.aim = nil, nil
	name := r.name(o.Who)
	var a rules.Action
	what := ""
	switch o.Kind {
	case rules.KindRun:
		a, what = rules.Run{Who: o.Who}, name+" runs"
	case rules.KindAim:
		a, what = rules.Aim{Who: o.Who}, name+" aims"
	case rules.KindDefend:
		a, what = rules.Defend{Who: o.Who}, name+" defends"
	case rules.KindReload:
		a, what = rules.Reload{Who: o.Who, Weapon: o.Weapon}, name+" reloads the "+o.Weapon
	case rules.KindUnshake:
		a, what = rules.Unshake{Who: o.Who}, name+" spends a benny"
	case rules.KindHold:
		a, what = rules.Hold{Who: o.Who}, name+" goes on Hold"
	case rules.KindProne:
		a, what = rules.Prone{Who: o.Who}, name+" drops prone"
	case rules.KindStand:
		a, what = rules.Stand{Who: o.Who}, name+" stands up"
	case rules.KindCrouch:
		a, what = rules.Crouch{Who: o.Who}, name+" crouches"
	case rules.KindStandoff:
		a, what = rules.Standoff{}, "a standoff opens the round"
	case rules.KindTurn:
		a, what = r.startTurn(o.Who), name+" acts from Hold"
		r.selected = o.Who
	case rules.KindInterrupt:
		st := r.startTurn(o.Who)
		a, what = rules.InterruptHold{Who: o.Who, Target: o.Target, Actions: st.Actions}, name+" interrupts "+r.name(o.Target)
	case rules.KindArea, rules.KindSuppress, rules.KindCast:
		if o.Kind == rules.KindCast && o.Template == "" {
			r.aimDestination(o) // Teleport: remote_powers.go
			return
		}
		k, err := templates.Parse(o.Template)
		if err != nil {
			r.fail(err)
			return
		}
		r.area = &remoteArea{who: o.Who, weapon: o.Weapon, kind: k, suppress: o.Kind == rules.KindSuppress, power: o.Kind == rules.KindCast}
		if r.area.power {
			r.startCast(o, k) // the choice shared with the window: remote_powers.go
		}
		r.say("%s: tap or drag on the map to place the %s's template", name, o.Weapon)
		return
	default:
		r.fail(fmt.Errorf("the host offers %q, which this screen does not know", o.Kind))
		return
	}
	r.send(wire.TypeAction, a, what)
}

// keepArea drops the area attack being aimed once the host no longer
// offers it (the turn ended, the throw was made).
func (r *Remote) keepArea() {
	if r.area == nil {
		return
	}
	for _, o := range r.offers {
		if (o.Kind == rules.KindArea || o.Kind == rules.KindSuppress || o.Kind == rules.KindCast) && o.Who == r.area.who && o.Weapon == r.area.weapon && (o.Template != "" || r.area.dest) && offered(o) {
			return
		}
	}
	r.area = nil
}

// Placing reports whether an area attack is being aimed (a drag on the
// map moves its template instead of the map).
func (r *Remote) Placing() bool { return r.area != nil }

// AreaAt puts the template being aimed at p (inches); final (the finger
// let go) asks the host for the odds there.
func (r *Remote) AreaAt(p geom.Point, final bool) {
	defer func() { r.version++ }()
	a := r.area
	if a == nil || r.Board == nil {
		return
	}
	if a.dest {
		r.destinationAt(p, final)
		return
	}
	if a.power {
		p = r.opt.spot(r.Board.Edition, p) // a Blast on a square's centre, as the window's
	}
	a.at, a.set = p, true
	if !final {
		return
	}
	r.askPreview(r.areaAction())
	under := r.areaUnder()
	who := "nobody seen"
	if len(under) > 0 {
		who = strings.Join(under, ", ")
	}
	r.say("%s at (%.1f, %.1f): under it %s - the button throws", a.weapon, p.X, p.Y, who)
}

// areaShape is the template being aimed where it is now.
func (r *Remote) areaShape() (templates.Shape, []*board.Figure, error) {
	return templateOn(r.Board, r.area.kind, r.area.who, r.area.at)
}

// templateOn places a template aimed by who at at on the seat's board
// (a Blast's centre, a Cone's or Stream's direction from who): the
// outline and who is under it, the same for the window and a phone.
func templateOn(bd *board.Board, k rules.Template, who string, at geom.Point) (templates.Shape, []*board.Figure, error) {
	var from *board.Figure
	if !k.Blast() {
		from = bd.Figure(who)
	}
	return bd.PlaceTemplate(k, from, at)
}

func (r *Remote) areaUnder() []string {
	_, under, err := r.areaShape()
	if err != nil {
		return nil
	}
	var out []string
	for _, f := range under {
		out = append(out, f.Name)
	}
	return out
}

// AreaOutline is the template being aimed, as a closed outline in inches
// (nil: none placed yet).
func (r *Remote) AreaOutline() []geom.Point {
	if r.area == nil || !r.area.set {
		return nil
	}
	if r.area.dest {
		return r.opt.landingOutline(r.Board, r.area.who, r.area.sq)
	}
	s, _, err := r.areaShape()
	if err != nil {
		return nil
	}
	return s.Outline(48)
}

// AreaOdds is the host's odds line of the area attack aimed ("" while
// asked), and whether one is aimed.
func (r *Remote) AreaOdds() (string, bool) {
	if r.area == nil || !r.area.set {
		return "", false
	}
	return previewOdds(r.pv.answer()), true
}

func (r *Remote) areaButtons() []RemoteButton {
	var out []RemoteButton
	if r.area.power {
		out = r.castButtons(false)
	}
	if r.area.set {
		c := CmdThrow
		if r.area.suppress {
			c = CmdSuppress
		}
		label := commandOf(c).label + "!"
		if r.area.power {
			label = "Cast " + r.area.weapon + "!"
		}
		out = append(out, RemoteButton{RemoteConfirm, label})
	}
	return append(out, RemoteButton{RemoteCancel, "Cancel"})
}

// throw sends the area attack aimed; the host rolls its deviation.
func (r *Remote) throw() {
	a := r.area
	if !a.set {
		r.fail(errors.New("tap the map where the template goes first"))
		return
	}
	act := r.areaAction()
	r.area = nil
	r.send(wire.TypeAction, act, fmt.Sprintf("%s: %s at (%.1f, %.1f)", r.name(a.who), a.weapon, a.at.X, a.at.Y))
}

// areaAction is the area attack, suppressive fire or cast at the point
// (or square) chosen; a cast is the choice's, as the window builds it.
func (r *Remote) areaAction() rules.Action {
	a := r.area
	ed := r.Board.Edition
	if a.dest {
		return r.opt.castTo(ed, r.Board, a.who, r.opt.carried(r.Board), a.sq, false)
	}
	if a.power {
		c, _ := r.opt.castPoint(ed, a.who, a.at) // a point cast always builds
		return c
	}
	if a.suppress {
		return rules.Suppress{Who: a.who, Weapon: a.weapon, At: a.at}
	}
	return rules.AreaAttack{Who: a.who, Weapon: a.weapon, At: a.at}
}
