package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// The phone's Powers: the host offers a cast of each power at each
// figure the seat sees (wire.Offer, its refusal in Why when the rules
// refuse it there) and a template power to aim with taps like a
// grenade. A power's More entry lists its targets as buttons, the
// refused ones greyed with the reason; once a target is chosen the
// host's odds show and a button steps the power's modifier.

// Button ids of this file.
const (
	powerTarget = "cast:"   // a target of the power picked: powerTarget+figure id
	optMod      = "opt:mod" // the next modifier of the cast aimed
	optModNone  = "none"    // no modifier (the button's label)
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

// modButton is a cast's modifier button: the one chosen, stepped by a
// tap among the modifiers the power takes (none when it takes none).
func (r *Remote) modButton() []RemoteButton {
	c, ok := r.aim.action.(rules.Cast)
	if !ok || r.Board == nil || len(rules.PowerModsFor(r.Board.Edition, c.Power)) == 0 {
		return nil
	}
	label := optModNone
	if len(c.Mods) > 0 {
		label = strings.Join(c.Mods, ", ")
	}
	return []RemoteButton{{optMod, "Modifier: " + label}}
}

// nextMod steps the cast aimed to the power's next modifier (one at a
// time; none after the last) and asks the host its odds again.
func (r *Remote) nextMod() {
	c, ok := r.aim.action.(rules.Cast)
	if !ok {
		return
	}
	mods := rules.PowerModsFor(r.Board.Edition, c.Power)
	i := -1
	if len(c.Mods) > 0 {
		i = slices.IndexFunc(mods, func(m rules.PowerMod) bool { return m.Name == c.Mods[0] })
	}
	c.Mods = nil
	said := "no modifier"
	if i+1 < len(mods) {
		m := mods[i+1]
		c.Mods, said = []string{m.Name}, fmt.Sprintf("%s (+%d PP)", m.Name, m.PP)
	}
	r.aim.action, r.aim.odds = c, ""
	r.aim.id = r.send(wire.TypePreview, c, "")
	r.say("%s: %s with %s?", r.name(r.aim.who), r.aim.verb, said)
}
