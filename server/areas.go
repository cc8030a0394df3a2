package server

import (
	"fmt"
	"regexp"
	"strings"

	"battlemat/rules"
)

// landedAt finds where a deviated blast came down in its area event's
// line ("...; it deviates 1.75" toward 6 o'clock to (6.25, 3.5): ..."):
// the rules record the landing only there.
var landedAt = regexp.MustCompile(`; it [^;]*? to (\([^()]*\))`)

// AreasOf are the templates an action's events put down: an area attack
// (its weapon's template; where a missed blast landed) or suppressive
// fire (a Medium Blast Template). b looks up the weapon.
func AreasOf(b *rules.Battle, evs []rules.Event) []AreaMark {
	var out []AreaMark
	for _, e := range evs {
		if e.Kind != rules.EventArea && e.Kind != rules.EventSuppress {
			continue
		}
		aim, ok := parseSpot(e.Target)
		if !ok {
			continue
		}
		m := AreaMark{Kind: string(rules.MBT), Who: e.Who, Aim: aim}
		if e.Kind == rules.EventArea {
			m.Kind = ""
			if f := b.Figure(e.Who); f != nil {
				for _, w := range f.Weapons {
					if w.Name == e.Weapon && w.Template != "" {
						m.Kind = string(w.Template)
						break
					}
				}
			}
			if m.Kind == "" {
				continue
			}
			if sub := landedAt.FindStringSubmatch(e.Outcome); sub != nil {
				if at, ok := parseSpot(sub[1]); ok && at != aim {
					m.Landing = &at
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// parseSpot reads a map point as its String writes it: "(8, 3.5)".
func parseSpot(s string) (rules.Spot, bool) {
	var p rules.Spot
	if !strings.HasPrefix(s, "(") {
		return p, false
	}
	_, err := fmt.Sscanf(s, "(%g, %g)", &p.X, &p.Y)
	return p, err == nil
}

// areasFor are the templates a seat is told of: none of a figure the
// seat may not see.
func areasFor(areas []AreaMark, figs map[string]FigureState) []AreaMark {
	var out []AreaMark
	for _, a := range areas {
		if _, ok := figs[a.Who]; ok {
			out = append(out, a)
		}
	}
	return out
}
