package session

import (
	"battlemat/rules"
	"battlemat/wire"
)

// AreasOf are the templates an action's events put down: an area attack
// (where a missed blast landed) or suppressive fire (a Medium Blast
// Template), as the events record them.
func AreasOf(evs []rules.Event) []wire.AreaMark {
	var out []wire.AreaMark
	for _, e := range evs {
		t := e.Template
		if t == nil || (e.Kind != rules.EventArea && e.Kind != rules.EventSuppress) {
			continue
		}
		m := wire.AreaMark{Kind: string(t.Kind), Who: e.Who, Aim: t.Aim}
		if t.Centre != t.Aim {
			c := t.Centre
			m.Landing = &c
		}
		out = append(out, m)
	}
	return out
}

// areasFor are the templates a seat is told of: none of a figure the
// seat may not see.
func areasFor(areas []wire.AreaMark, figs map[string]wire.FigureState) []wire.AreaMark {
	var out []wire.AreaMark
	for _, a := range areas {
		if _, ok := figs[a.Who]; ok {
			out = append(out, a)
		}
	}
	return out
}
