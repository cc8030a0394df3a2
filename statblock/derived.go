package statblock

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// Computed are the Parry and Toughness the rules give the figure as read
// under an edition: rules.Figure's own computation with the effects of
// its Edges, Hindrances, abilities and shield.
func Computed(f *Figure, ed rules.Edition) (parry, toughness int) {
	rf := &rules.Figure{Size: f.Size, Armor: f.Armor, Traits: map[rules.Trait]rules.Die{},
		Edges: f.Edges, Hindrances: f.Hindrances, Abilities: f.Abilities, Shield: f.Shield}
	for _, t := range f.Traits {
		if d, err := rules.ParseDie(t.Die); err == nil {
			rf.Traits[t.Name] = d
		}
	}
	rf.Grant(ed)
	return rf.Parry(), rf.Toughness()
}

// causes are the Edges, Hindrances and abilities a block most often
// counts in its Parry or Toughness, with what they add, to name the
// likely cause of a difference.
var causes = []struct {
	name             string
	parry, toughness int
}{
	{"Brawny", 0, 1},
	{"Undead", 0, 2},
	{"Obese", 0, 1},
	{"Small", 0, -1},
	{"Construct", 0, 0},
	{"Improved Block", 2, 0},
	{"Block", 1, 0},
	{"Trademark Weapon", 0, 0},
}

// derived compares the block's Parry and Toughness with the computed
// ones: a difference is a warning naming its likely cause, and the
// block's number is kept as the figure's override.
func (p *parser) derived(b *block, f *Figure, parry int, hasParry bool, tough int, hasTough bool) {
	cp, ct := Computed(f, p.ed)
	at := b.head.at()
	if hasParry && parry != cp {
		v := parry
		f.Parry = &v
		p.warn(at, "Parry %d in the block, %d computed: %s The block's %d is kept", parry, cp, p.cause(f, parry-cp, true), parry)
	}
	if hasTough && tough != ct {
		v := tough
		f.Toughness = &v
		p.warn(at, "Toughness %d in the block, %d computed: %s The block's %d is kept", tough, ct, p.cause(f, tough-ct, false), tough)
	}
}

// cause names what most likely makes up diff.
func (p *parser) cause(f *Figure, diff int, parry bool) string {
	has := func(name string) bool {
		for _, list := range [][]string{f.Edges, f.Hindrances, f.Abilities} {
			for _, s := range list {
				if strings.EqualFold(s, name) || strings.HasPrefix(strings.ToLower(s), strings.ToLower(name)+" (") {
					return true
				}
			}
		}
		return false
	}
	// named: listed, not played (the block counts them, the rules do
	// not); played: listed and played (the rules count them, and a block
	// may have printed its number without them).
	var named, played []string
	sum, playedSum := 0, 0
	for _, c := range causes {
		add := c.toughness
		if parry {
			add = c.parry
		}
		if add == 0 || !has(c.name) || c.name == "Block" && has("Improved Block") {
			continue
		}
		if p.automated(c.name) {
			played = append(played, c.name)
			playedSum += add
		} else {
			named = append(named, c.name)
			sum += add
		}
	}
	switch {
	case len(named) > 0 && sum == diff:
		return strings.Join(named, " and ") + " not known?"
	case len(played) > 0 && playedSum == -diff:
		return strings.Join(played, " and ") + " listed but not counted in the block's number?"
	case !parry && diff < 0 && f.Armor+f.naturalArmor > 0:
		return fmt.Sprintf("armor %d counted twice?", f.Armor+f.naturalArmor)
	case parry && diff > 0:
		return "a shield, a weapon's Parry or an Edge such as Block not read?"
	case parry:
		return "a Hindrance or a weapon's Parry penalty not read?"
	case diff > 0:
		return "an Edge or ability such as Brawny, Undead or Size not read?"
	}
	return "a Hindrance or a lower Size not read?"
}

// automated reports whether the rules play a name already (so it is in
// the computed numbers and cannot be the cause of a difference).
func (p *parser) automated(name string) bool {
	for _, k := range []rules.SourceKind{rules.FromEdge, rules.FromHindrance, rules.FromAbility} {
		// Lookup, not Status: no nearest name is wanted here.
		if _, e, err := rules.Lookup(k, name); e != nil && err == nil && e.Fight && e.Grant != nil && e.InEdition(p.ed) {
			return true
		}
	}
	return false
}
