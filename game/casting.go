package game

import (
	"slices"

	"battlemat/menu"
	"battlemat/rules"
)

// Casting, one flow for the window and a hosted screen: the powers a
// figure may cast and those it keeps up are the seat's offers (the
// session offers each power the figure knows, greyed with the rules'
// reason when it may not cast it now); the modifiers, trait or choice
// chosen switch the same way on both screens; and the cast is built by
// the menu from the edition the seat's map names (menu.CastIn), never
// from the battle.

// powersOffered are the powers the seat's offers cast for who, in the
// session's order (the figure's list of powers).
func (m *seatMirror) powersOffered(who string) []string {
	return m.offeredPowers(who, menu.CastPower)
}

// keptOffered are the powers who keeps up, as the offers to maintain or
// drop them name them.
func (m *seatMirror) keptOffered(who string) []string {
	return m.offeredPowers(who, menu.MaintainPower, menu.DropPower)
}

func (m *seatMirror) offeredPowers(who string, entries ...menu.ID) []string {
	var out []string
	for _, o := range m.offers {
		if o.Who != who || !slices.ContainsFunc(entries, func(e menu.ID) bool { return o.Entry == e.Key() }) {
			continue
		}
		if p := offerPower(o); p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// castMods are the modifiers the power takes under the edition, with
// their Power Points; a cast at a figure leaves out those that would
// make it a template (the session offers those as templates).
func castMods(ed rules.Edition, power string, atFigure bool) []rules.PowerMod {
	var out []rules.PowerMod
	for _, m := range menu.ModsIn(ed, power) { // Teleport's more recipients too
		if atFigure && menu.AreaMod(m.Name) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// switchMod is mods with the modifier switched on or off (a casting has
// one template: an area modifier switched on switches the others off),
// and whether it is on now.
func switchMod(mods []string, name string) ([]string, bool) {
	out, on := toggled(mods, name)
	return oneArea(out, name), on
}

// toggled is mods with the modifier switched on or off.
func toggled(mods []string, name string) ([]string, bool) {
	if i := slices.Index(mods, name); i >= 0 {
		return slices.Delete(slices.Clone(mods), i, i+1), false
	}
	return append(slices.Clone(mods), name), true
}

// oneArea is mods with the area modifier name switched on and any other
// area modifier off: a casting has one template.
func oneArea(mods []string, name string) []string {
	if !menu.AreaMod(name) || !slices.Contains(mods, name) {
		return mods
	}
	var out []string
	for _, m := range mods {
		if m == name || !menu.AreaMod(m) {
			out = append(out, m)
		}
	}
	return out
}
