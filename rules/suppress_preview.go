package rules

import (
	"fmt"
	"strings"
)

// PreviewLine is one line of an action's preview about a figure (ID; ""
// for the action as a whole), so a screen may leave out what its seat may
// not know.
type PreviewLine struct {
	ID   string
	Text string
}

// SuppressPreview says what suppressive fire s would do, before the
// click: for each figure under the template its own cover and prone and
// its chances of being Distracted and hit, or that it is wholly hidden
// from the shooter and so not affected; and when no figure under it can
// be affected, a last line saying the fire would be spent for nothing.
// any reports whether some figure can be affected. Nothing is rolled.
func (b *Battle) SuppressPreview(s Suppress) (lines []PreviewLine, any bool, err error) {
	pl, err := b.Preview(s)
	if err != nil {
		return nil, false, err
	}
	p := pl.Detail.(*SuppressPlan)
	r := pl.Rolls[0]
	picks := 0
	for i, d := range r.Dice {
		if d.Target == "" {
			continue
		}
		any = true
		var own []string
		for _, m := range d.Mods {
			own = append(own, m.String())
		}
		if len(own) == 0 {
			own = []string{"no cover, not prone"}
		}
		o := r.Odds(i)
		if o.Raise > 0 {
			picks++
		}
		lines = append(lines, PreviewLine{ID: d.Target, Text: fmt.Sprintf("%s: %s: Distracted %.0f%%, hit %.0f%%",
			b.name(d.Target), strings.Join(own, ", "), 100*o.Success, 100*o.Raise)})
	}
	for _, id := range p.Hidden {
		lines = append(lines, PreviewLine{ID: id, Text: fmt.Sprintf("%s: wholly hidden from %s: not affected", b.name(id), b.name(s.Who))})
	}
	if rof := max(p.Weapon.RoF, 1); picks > rof {
		lines = append(lines, PreviewLine{Text: fmt.Sprintf("at most %d of them take damage (RoF %d)", rof, rof)})
	}
	if !any {
		lines = append(lines, PreviewLine{Text: fmt.Sprintf("no figure under it can be affected: the fire would spend the action and %d rounds for nothing", p.Ammo)})
	}
	return lines, any, nil
}
