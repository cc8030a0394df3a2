package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The phone's Powers: the host offers a cast of each power at each
// figure the seat sees (wire.Offer, its refusal in Why when the rules
// refuse it there) and a template power to aim with taps like a
// grenade. A power's More entry lists its targets as buttons, the
// refused ones greyed with the reason; once a target is chosen (or a
// template power's point) the host's odds show, a button per modifier
// switches it on or off and a button steps the power's trait or choice,
// each change asking the host's odds and cost again.

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
// on or off with its Power Points (any set of them, as the window's), then
// its trait or choice when it has one (Boost or Lower Trait, Confusion,
// Havoc). A cast at a figure leaves out the modifiers that would make it
// a template (the host offers those powers at figures only).
func (r *Remote) castButtons(power string, mods []string, opt string, atFigure bool) []RemoteButton {
	if r.Board == nil {
		return nil
	}
	var out []RemoteButton
	for _, m := range castMods(r.Board.Edition, power, atFigure) {
		// Short, so three fit a row of a 390px phone.
		label := strings.NewReplacer("Armor Piercing", "AP", "Lingering Damage", "Lingering", menu.MoreRecipients, "Recipients").Replace(m.Name)
		out = append(out, RemoteButton{optMod + ":" + m.Name, fmt.Sprintf("%s +%d PP: %s", label, m.PP, onOff(slices.Contains(mods, m.Name)))})
	}
	if l := menu.PowerOptionLabel(power, opt); l != "" {
		out = append(out, RemoteButton{optPowerOpt, l})
	}
	return out
}

// toggleCastMod switches a modifier of the cast aimed (at a figure, or
// a template power's) and asks the host its odds and cost again.
func (r *Remote) toggleCastMod(name string) {
	if a := r.area; a != nil && a.power {
		var on bool
		a.mods, on = switchMod(a.mods, name)
		r.castAreaChanged()
		r.say("%s: %s %s", a.weapon, map[bool]string{true: "with", false: "without"}[on], name)
		return
	}
	if r.aim == nil {
		return
	}
	c, ok := r.aim.action.(rules.Cast)
	if !ok {
		return
	}
	var on bool
	c.Mods, on = switchMod(c.Mods, name)
	r.recast(c)
	r.say("%s: %s %s %s?", r.name(r.aim.who), r.aim.verb, map[bool]string{true: "with", false: "without"}[on], name)
}

// stepCastOption steps the cast aimed to the power's next trait or
// choice and asks the host its odds again.
func (r *Remote) stepCastOption() {
	if a := r.area; a != nil && a.power {
		a.choice = menu.NextPowerOption(a.weapon, a.option())
		r.castAreaChanged()
		r.say("%s: %s", a.weapon, menu.PowerOptionLabel(a.weapon, a.choice))
		return
	}
	if r.aim == nil {
		return
	}
	c, ok := r.aim.action.(rules.Cast)
	if !ok {
		return
	}
	opt := menu.NextPowerOption(c.Power, castOption(c))
	r.recast(withOption(c, opt))
	r.say("%s: %s (%s)?", r.name(r.aim.who), r.aim.verb, menu.PowerOptionLabel(c.Power, opt))
}

// recast aims the cast so changed and asks the host its odds.
func (r *Remote) recast(c rules.Cast) {
	r.aim.action = c
	r.askPreview(c)
}

// castAreaChanged fits the template power's template to its modifiers
// and choice (Large Blast, Havoc's cone) and asks the odds again where
// a point is chosen.
func (r *Remote) castAreaChanged() {
	a := r.area
	if pw, ok := rules.LookupPower(r.Board.Edition, a.weapon); ok {
		if k := menu.CastTemplate(pw, a.mods, a.option()); k != rules.NoTemplate {
			a.kind = k
		}
	}
	if a.set {
		r.askPreview(a.action())
	}
}

// option is the template power's option chosen, else its first.
func (a *remoteArea) option() string {
	if a.choice != "" {
		return a.choice
	}
	if opts := menu.PowerOptions(a.weapon); len(opts) > 0 {
		return opts[0]
	}
	return ""
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
