package game

import (
	"fmt"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// The lines a figure's card adds to its numbers, the same in the window's
// panel and on a phone's card: its Edges, Hindrances and abilities, each
// marked by what battlemat makes of it, its powers and Power Points, and
// the effects put on it during the fight with when they end.

// nameMark is how a card marks a written name: nothing for one battlemat
// plays, "(in part)" for one it plays only partly, "(no effect in a
// fight)" for one known to change nothing in a fight, "(not automated)"
// for any other (unknown, or known but kept as a note).
func nameMark(s rules.NameStatus) string {
	switch {
	case s.Automated && s.Note != "":
		return " (in part)"
	case s.Automated:
		return ""
	case s.Known && !s.Fight:
		return " (no effect in a fight)"
	}
	return " (not automated)"
}

// characterLines are the card's lines of the names the figure brings,
// under the battle's edition: "Edges: Block, Linguist (no effect in a
// fight), Blok (not automated)"; none for a list that is empty.
func characterLines(f *rules.Figure, ed rules.Edition) []string {
	var out []string
	for _, l := range []struct {
		title string
		kind  rules.SourceKind
		names []string
	}{{"Edges", rules.FromEdge, f.Edges}, {"Hindrances", rules.FromHindrance, f.Hindrances}, {"Abilities", rules.FromAbility, f.Abilities}} {
		if len(l.names) == 0 {
			continue
		}
		parts := make([]string, len(l.names))
		for i, n := range l.names {
			parts[i] = n + nameMark(rules.Status(l.kind, n, ed))
		}
		out = append(out, l.title+": "+strings.Join(parts, ", "))
	}
	if f.Shield != "" {
		out = append(out, "Shield: "+f.Shield)
	}
	if f.Kind != "" {
		out = append(out, "Kind: "+f.Kind) // what a Phobia may fear
	}
	return out
}

// powerLine is the card's line of a caster's powers and Power Points
// left (left nil: not told) of its most (most nil: its own count, which
// a phone's copy of the figure makes without its Edges); "" for a
// figure with neither.
func powerLine(f *rules.Figure, left, most *int) string {
	if f.Arcane == nil && len(f.Powers) == 0 {
		return ""
	}
	s := "Powers: none"
	if len(f.Powers) > 0 {
		s = "Powers: " + strings.Join(f.Powers, ", ")
	}
	if f.Arcane != nil {
		pp := "?"
		if left != nil {
			pp = fmt.Sprint(*left)
		}
		n := f.MaxPowerPoints()
		if most != nil {
			n = *most
		}
		s += fmt.Sprintf(" - Power Points %s/%d", pp, n)
	}
	return s
}

// effectLine says one active effect and when it ends: "Effect: parry -2
// (GM) until the end of its next turn".
func effectLine(label, ends string) string {
	if ends == "" || ends == "never" {
		ends = "until removed"
	}
	return "Effect: " + label + " " + ends
}

// windowCardLines are the window's card lines beyond its numbers; ends
// says when an effect ends as of now (Battle.EndsText: a power's rounds
// left; nil: as the effect was put on).
func windowCardLines(f *rules.Figure, ed rules.Edition, ends func(rules.Effect) string) []string {
	if ends == nil {
		ends = rules.Effect.EndText
	}
	out := characterLines(f, ed)
	left := f.PowerPoints()
	if l := powerLine(f, &left, nil); l != "" {
		out = append(out, l)
	}
	for _, e := range f.Effects {
		out = append(out, effectLine(e.Label(), ends(e)))
	}
	return out
}

// cardLines are a figure's card lines beyond its numbers as the seat
// was told them, the same on every screen (the window's figure panel,
// a phone's long-press card): its names (those its copy of the scenario
// holds: every figure's for the GM, its party's for a player), its
// powers and Power Points, and the effects put on it during the fight.
// Nil for a figure the seat is not told of.
func (m *seatMirror) cardLines(id string) []string {
	st, ok := m.Figures[id]
	if m.Board == nil || !ok {
		return nil
	}
	f := m.Board.Figure(id)
	if f == nil {
		return nil
	}
	out := characterLines(f.Figure, m.Board.Edition)
	if l := powerLine(f.Figure, st.PowerPoints, st.MaxPowerPoints); l != "" {
		out = append(out, l)
	}
	for _, e := range m.putOn(st) {
		out = append(out, effectLine(e.Label, e.Ends))
	}
	return out
}

// putOn are the effects put on the figure during the fight, of those the
// seat was told: not those its names grant (wire.EffectInfo.Granted),
// which a seat told its Parry or Toughness hears of too, and which only
// the battle works out (a fear result's Phobia, put on for good, is put
// on all the same).
func (m *seatMirror) putOn(st wire.FigureState) []wire.EffectInfo {
	var out []wire.EffectInfo
	for _, e := range st.Effects {
		if !e.Granted {
			out = append(out, e)
		}
	}
	return out
}
