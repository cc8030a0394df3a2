package game

import (
	"fmt"
	"maps"
	"slices"
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

// figureCard is a figure's card as the seat was told it, one reading for
// every screen: the window's figure panel lays it out in its own type,
// a phone's long-press card as lines (Remote.CardLines). Only what the
// seat was told is on it: a number it is not told is "?", the traits
// and weapons are its sheet's (wire.FigureSheet: the GM's, a player's
// of its party), none for a foe's.
type figureCard struct {
	Title   string   // the name, and its player's
	Numbers string   // side, Wild Card, Parry, Toughness, Armor, Wounds, Fatigue, bennies
	Marks   []string // Shaken, Prone, on Hold...
	Attrs   []string // "Agi d8"
	Skills  []string // "Fighting d8"
	Weapons []string // "Colt 2d6+1 AP 1 - 5/6"
	Lines   []string // cardLines: names, powers, effects put on
}

// cardOf is the figure's card; false for a figure the seat is not told of.
func (m *seatMirror) cardOf(id string) (figureCard, bool) {
	st, ok := m.Figures[id]
	if m.Board == nil || !ok {
		return figureCard{}, false
	}
	f := m.Board.Figure(id)
	if f == nil {
		return figureCard{}, false
	}
	info := m.Roster[id]
	c := figureCard{Title: f.Name}
	if info.Player != "" {
		c.Title += " - " + info.Player
	}
	num := func(label string, v *int) string {
		if v == nil {
			return label + " ?"
		}
		return fmt.Sprintf("%s %d", label, *v)
	}
	kind := "Extra"
	if f.WildCard {
		kind = "Wild Card"
	}
	nums := []string{f.Side + ", " + kind, num("Parry", st.Parry), num("Toughness", st.Toughness)}
	if st.Sheet != nil && st.Sheet.Armor > 0 {
		nums = append(nums, fmt.Sprintf("Armor %d", st.Sheet.Armor))
	}
	wounds := num("Wounds", st.Wounds)
	if st.Wounds != nil && st.MaxWounds != nil {
		wounds += fmt.Sprintf("/%d", *st.MaxWounds)
	}
	bennies := num("Bennies", st.Bennies)
	if m.Pool != nil && m.Board.Sides[f.Side].GM {
		bennies += fmt.Sprintf(" (GM's pool %d)", *m.Pool)
	}
	c.Numbers = strings.Join(append(nums, wounds, num("Fatigue", st.Fatigue), bennies), " - ")
	for _, k := range []struct {
		on   bool
		name string
	}{{st.Shaken, "Shaken"}, {st.Distracted, "Distracted"}, {st.Vulnerable, "Vulnerable"}, {st.Stunned, "Stunned"},
		{st.Prone, "Prone"}, {f.Crouching, "Crouching"}, {st.Incapacitated, "Incapacitated"}, {f.BleedingOut, "Bleeding Out"},
		{st.Hold, "on Hold"}} {
		if k.on {
			c.Marks = append(c.Marks, k.name)
		}
	}
	if sh := st.Sheet; sh != nil {
		c.Attrs, c.Skills = traitTexts(sh.Traits)
		for i, w := range sh.Weapons {
			c.Weapons = append(c.Weapons, weaponText(w, i, sh.Ammo))
		}
	}
	c.Lines = m.cardLines(id)
	return c, true
}

// traitTexts are the attributes ("Agi d8", in the rulebook's order) and
// the skills ("Fighting d8", by name) of a sheet.
func traitTexts(traits map[rules.Trait]rules.Die) (attrs, skills []string) {
	for _, n := range rules.Attributes {
		if d, ok := traits[n]; ok {
			attrs = append(attrs, fmt.Sprintf("%s %s", n.Label()[:3], d))
		}
	}
	names := slices.Sorted(maps.Keys(traits))
	for _, n := range names {
		if !rules.IsAttribute(n) {
			skills = append(skills, fmt.Sprintf("%s %s", n, traits[n]))
		}
	}
	return attrs, skills
}

// weaponText is a weapon's line: its name, damage and AP, and the shots
// left of its magazine ("Colt 2d6+1 AP 1 - 5/6").
func weaponText(w rules.Weapon, i int, ammo []int) string {
	s := w.Name
	if d := w.Damage.String(); d != "" {
		s += " " + d
	}
	if w.AP > 0 {
		s += fmt.Sprintf(" AP %d", w.AP)
	}
	if w.Shots > 0 {
		left := w.Shots
		if i < len(ammo) {
			left = ammo[i]
		}
		s += fmt.Sprintf(" - %d/%d", left, w.Shots)
	}
	return s
}
