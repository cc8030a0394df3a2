package statblock

import (
	"encoding/json"
	"strconv"
	"strings"
)

// YAML writes figures as a scenario's (or a roster's) figures: list, one
// mapping per figure, its lists in flow style.
func YAML(figs []*Figure) string {
	var b strings.Builder
	b.WriteString("figures:\n")
	for _, f := range figs {
		f.yaml(&b)
	}
	return b.String()
}

func (f *Figure) yaml(b *strings.Builder) {
	key := func(first bool, k, v string) {
		if first {
			b.WriteString("  - ")
		} else {
			b.WriteString("    ")
		}
		b.WriteString(k + ": " + v + "\n")
	}
	key(true, "id", scalar(f.ID))
	key(false, "name", scalar(f.Name))
	if f.WildCard {
		key(false, "wildcard", "true")
	}
	if f.Size != 0 {
		key(false, "size", strconv.Itoa(f.Size))
	}
	key(false, "pace", strconv.Itoa(f.Pace))
	var ts []string
	for _, t := range f.Traits {
		ts = append(ts, string(t.Name)+": "+t.Die)
	}
	key(false, "traits", "{"+strings.Join(ts, ", ")+"}")
	if f.Armor != 0 {
		key(false, "armor", strconv.Itoa(f.Armor))
	}
	if f.Parry != nil {
		key(false, "parry", strconv.Itoa(*f.Parry))
	}
	if f.Toughness != nil {
		key(false, "toughness", strconv.Itoa(*f.Toughness))
	}
	list := func(k string, vs []string) {
		if len(vs) == 0 {
			return
		}
		q := make([]string, len(vs))
		for i, v := range vs {
			q[i] = scalar(v)
		}
		key(false, k, "["+strings.Join(q, ", ")+"]")
	}
	list("hindrances", f.Hindrances)
	list("edges", f.Edges)
	list("abilities", f.Abilities)
	if f.Shield != "" {
		key(false, "shield", f.Shield)
	}
	if f.Arcane != nil {
		key(false, "arcane", "{skill: "+string(f.Arcane.Skill)+", power_points: "+strconv.Itoa(f.Arcane.PowerPoints)+"}")
	}
	list("powers", f.Powers)
	if len(f.Weapons) > 0 {
		b.WriteString("    weapons:\n")
		for _, w := range f.Weapons {
			b.WriteString("      - " + w.flow() + "\n")
		}
	}
}

func (w Weapon) flow() string {
	parts := []string{"name: " + scalar(w.Name)}
	if w.Range != "" {
		parts = append(parts, "range: "+w.Range)
	}
	parts = append(parts, "damage: "+w.Damage)
	num := func(k string, v int) {
		if v != 0 {
			parts = append(parts, k+": "+strconv.Itoa(v))
		}
	}
	num("rof", w.RoF)
	num("ap", w.AP)
	num("shots", w.Shots)
	num("reach", w.Reach)
	if w.Material != "" {
		parts = append(parts, "material: "+scalar(w.Material))
	}
	if w.Template != "" {
		parts = append(parts, "template: "+w.Template)
	}
	flag := func(k string, v bool) {
		if v {
			parts = append(parts, k+": true")
		}
	}
	flag("thrown", w.Thrown)
	flag("evadable", w.Evadable)
	flag("natural", w.Natural)
	flag("shotgun", w.Shotgun)
	return "{" + strings.Join(parts, ", ") + "}"
}

// scalar writes text as YAML: plain when it is plainly text in a flow
// list too, double-quoted (JSON's escapes, which YAML shares) otherwise.
func scalar(s string) string {
	if plain(s) {
		return s
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func plain(s string) bool {
	if s == "" || s != strings.TrimSpace(s) {
		return false
	}
	switch strings.ToLower(s) {
	case "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~":
		return false
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return false
	}
	c := s[0]
	if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
		return false
	}
	digits := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
			digits = false
		case c >= '0' && c <= '9', c == ' ', c == '.', c == '-', c == '+', c == '/', c == '(', c == ')', c == '!', c == '\'', c == '&':
		default:
			return false
		}
	}
	return !digits // "12-24": a date or a number to a YAML reader
}
