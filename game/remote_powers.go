package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The phone's Powers: the host offers a cast of each power at each
// figure the seat sees (wire.Offer, its refusal in Why when the rules
// refuse it there), a template power to aim with taps like a grenade,
// and a power with a destination (Teleport) aimed the same way: a tap
// on a figure picks who it carries, a tap on a square where the first
// lands. What is chosen is the window's castChoice (castchoice.go: the
// power, its modifiers and option, the recipients, the action each aim
// builds); this file is only the phone's buttons and taps over it: a
// power's More entry lists its targets as buttons (the refused greyed
// with the reason), a button per modifier switches it, a button steps
// the power's trait or choice, each change asking the host's odds and
// cost again.

// Button ids of this file.
const (
	powerTarget = "cast:"      // a target of the power picked: powerTarget+figure id
	optMod      = "opt:mod"    // a modifier of the cast aimed, on or off: optMod+":"+name
	optPowerOpt = "opt:powopt" // the next trait or choice of the cast aimed
)

// offered reports whether the rules take the offer (a cast's may be
// refused: Why).
func offered(o wire.Offer) bool { return o.Why == "" }

// groupWhy is why a More entry is greyed: every one of its offers
// refused (the nearest's reason, the host's first), else "".
func groupWhy(g moreGroup) string {
	for _, o := range g.offers {
		if offered(o) {
			return ""
		}
	}
	if len(g.offers) == 0 {
		return ""
	}
	return g.label + ": " + g.offers[0].Why
}

// castTargetButtons are a cast entry's targets while it waits for one:
// one button per figure, greyed with the reason where refused.
func (r *Remote) castTargetButtons() []RemoteButton {
	if r.pick == nil || r.pick.offers[0].Kind != rules.KindCast {
		return nil
	}
	var out []RemoteButton
	for _, o := range r.pick.offers {
		out = append(out, RemoteButton{powerTarget + o.Target, r.name(o.Target)})
	}
	return out
}

// castTargetWhy is why a target's button is greyed ("" it is not).
func (r *Remote) castTargetWhy(id string) string {
	t, ok := strings.CutPrefix(id, powerTarget)
	if !ok || r.pick == nil {
		return ""
	}
	for _, o := range r.pick.offers {
		if o.Target == t {
			return o.Why
		}
	}
	return ""
}

// pressCastTarget is a target's button: as a tap on the figure.
func (r *Remote) pressCastTarget(id string) {
	t := strings.TrimPrefix(id, powerTarget)
	f := r.Board.Figure(t)
	if r.pick == nil || f == nil {
		r.fail(errors.New("that is no longer on offer"))
		return
	}
	r.pickTap(f.At, true)
}

// refusedAt is the refusal of the picked entry's offer at the figure,
// if the host refused it there.
func (r *Remote) refusedAt(g *moreGroup, id string) string {
	for _, o := range g.offers {
		if o.Target == id && !offered(o) {
			return o.Why
		}
	}
	return ""
}

// castButtons are a cast's own buttons: each modifier the power takes,
// on or off with its Power Points (any set of them, as the window's),
// then its trait or choice when it has one (Boost or Lower Trait,
// Confusion, Havoc). A cast at a figure leaves out the modifiers that
// would make it a template (the host offers those powers at figures only).
func (r *Remote) castButtons(atFigure bool) []RemoteButton {
	if r.Board == nil {
		return nil
	}
	var out []RemoteButton
	for _, m := range r.opt.modsOffered(r.Board.Edition, atFigure) {
		// Short, so three fit a row of a 390px phone.
		label := strings.NewReplacer("Armor Piercing", "AP", "Lingering Damage", "Lingering", menu.MoreRecipients, "Recipients").Replace(m.Name)
		out = append(out, RemoteButton{optMod + ":" + m.Name, fmt.Sprintf("%s +%d PP: %s", label, m.PP, onOff(m.On))})
	}
	if l := r.opt.optionLabel(); l != "" {
		out = append(out, RemoteButton{optPowerOpt, l})
	}
	return out
}

// aimingCast is whether a cast is being aimed: at a point or square
// (r.area), or at a figure (r.aim).
func (r *Remote) aimingCast() bool {
	if a := r.area; a != nil {
		return a.power
	}
	if r.aim == nil {
		return false
	}
	_, ok := r.aim.action.(rules.Cast)
	return ok
}

// toggleCastMod switches a modifier of the cast aimed and asks the host
// its odds and cost again.
func (r *Remote) toggleCastMod(name string) {
	if !r.aimingCast() {
		return
	}
	on := r.opt.switchMod(name)
	r.castChanged()
	r.say("%s: %s %s", r.opt.Power, map[bool]string{true: "with", false: "without"}[on], name)
}

// stepCastOption steps the cast aimed to the power's next trait or
// choice and asks the host its odds again.
func (r *Remote) stepCastOption() {
	if !r.aimingCast() || !r.opt.stepOption() {
		return
	}
	r.castChanged()
	r.say("%s: %s", r.opt.Power, r.opt.optionLabel())
}

// castChanged builds the cast aimed afresh from the choice: a template
// power's template fits its modifiers and choice (Large Blast, Havoc's
// cone); the host's odds are asked again where a target or point is
// chosen.
func (r *Remote) castChanged() {
	if a := r.area; a != nil {
		if k := r.opt.template(r.Board.Edition); k != rules.NoTemplate && !a.dest {
			a.kind = k
		}
		if a.set {
			r.askPreview(r.areaAction())
		}
		return
	}
	c, err := r.opt.castAt(r.Board.Edition, r.aim.who, r.aim.target)
	if err != nil {
		r.fail(err)
		return
	}
	r.aim.action = c
	r.askPreview(c)
}

// startCast starts a cast of the offer's power: the choice keeps its
// modifiers if it is the power chosen before, and an offer of a power
// cast at figures as a template (Entangle with Medium Blast) switches on
// the modifier that gives its template.
func (r *Remote) startCast(o wire.Offer, k rules.Template) {
	r.opt.choose(offerPower(o))
	if m := r.areaCastMods(o, k); len(m) > 0 && !slices.Contains(r.opt.Mods, m[0]) {
		r.opt.switchMod(m[0])
	}
}

// areaCastMods: an offer of a power cast at figures as a template
// (Entangle with Medium Blast) starts with the modifier that gives its
// template chosen; nil for a template power of its own (Blast, Havoc).
func (r *Remote) areaCastMods(o wire.Offer, k rules.Template) []string {
	if o.Kind != rules.KindCast || o.Template == "" || r.Board == nil {
		return nil
	}
	pw, ok := rules.LookupPower(r.Board.Edition, o.Weapon)
	if !ok || menu.AimsAtPoint(pw, nil) {
		return nil
	}
	if k == "" {
		k = rules.Template(o.Template)
	}
	if m := menu.AreaModOf(k); m != "" {
		return []string{m}
	}
	return nil
}

// aimDestination starts aiming the offered power with a destination.
func (r *Remote) aimDestination(o wire.Offer) {
	r.startCast(o, "")
	r.area = &remoteArea{who: o.Who, weapon: o.Weapon, power: true, dest: true}
	r.say("%s: tap who it carries (none: %s), then the square to send them to", o.Weapon, r.name(o.Who))
}

// destinationAt is a tap (final) or a drag at p while a destination is
// aimed: on a figure, the tap picks it to carry; elsewhere the square is
// the destination, and the finger let go asks the host's odds there.
func (r *Remote) destinationAt(p geom.Point, final bool) {
	a := r.area
	sq := board.Square{X: int(p.X), Y: int(p.Y)}
	if p.X < 0 || p.Y < 0 || !r.Board.InBounds(sq) {
		return
	}
	if fig := r.Board.FigureAt(sq); fig != nil {
		if final {
			r.opt.Recipients = r.opt.pickedCarrying(r.Board, a.who, fig.ID)
			if a.set {
				r.askPreview(r.areaAction())
			}
			r.say("%s carries %s: tap the square to send them to", a.weapon, r.carriedNames())
		}
		return
	}
	a.sq, a.set = sq, true
	if !final {
		return
	}
	r.askPreview(r.areaAction())
	r.say("%s: %s to %s - the button casts", a.weapon, r.carriedNames(), sq)
}

// carriedNames names who the cast carries.
func (r *Remote) carriedNames() string {
	rs := r.opt.carried(r.Board)
	if len(rs) == 0 {
		rs = []string{r.area.who}
	}
	return figureNames(r.Board, rs)
}

// TeleportReach is the squares the destination being aimed may be, as the
// window shades them (nil: no destination aimed).
func (r *Remote) TeleportReach() []ReachCell {
	a := r.area
	if a == nil || !a.dest || r.Board == nil {
		return nil
	}
	f := r.opt.first(r.Board, a.who)
	if f == nil {
		return nil
	}
	key := fmt.Sprintf("%d:%s:%v:%v", r.Seq, f.ID, f.At, r.opt.Mods) // the distance bought grows it
	if a.reachFor != key {
		a.reach, a.reachFor = r.opt.reach(r.Board.Edition, r.Board, a.who, a.reach[:0]), key
	}
	return a.reach
}
