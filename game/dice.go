package game

import (
	"fmt"
	"strings"

	"battlemat/rules"
	"battlemat/templates"
)

// DiceLine is one roll of an action for the dice display: every die with
// its faces (an ace shows its chain), which is the Wild Die, the
// modifiers, the total against the TN, the raises and the outcome.
type DiceLine struct {
	Title   string
	Dice    []DieView
	Mods    rules.Mods
	Total   int
	TN      int
	Raises  int
	Outcome string
}

// DieView is one die as rolled.
type DieView struct {
	Sides int
	Faces []int
	Wild  bool
	Aced  bool
	Sum   int
}

// diceOf turns the events of an action into dice lines: the rolls that
// decided something (trait tests, attacks, damage, Soak, deviation).
func diceOf(evs []rules.Event, names func(string) string) []DiceLine {
	var out []DiceLine
	for _, e := range evs {
		if len(e.Rolls) == 0 {
			continue
		}
		title, target := names(e.Who), e.Target
		if e.Who == "" {
			// Nobody's roll (the Injury Table): the figure it is for.
			title, target = names(e.Target), ""
		}
		switch {
		case e.Weapon != "" && e.Kind == rules.EventDamage:
			title += ": damage (" + e.Weapon + ")"
		case e.Weapon != "":
			title += ": " + e.What + " (" + e.Weapon + ")"
		case e.What != "":
			title += ": " + e.What
		default:
			title += ": " + string(e.Kind)
		}
		if target != "" && names(target) != target {
			title += " vs " + names(target)
		}
		l := DiceLine{Title: title, Mods: e.Mods, Total: e.Total, TN: e.TN, Raises: e.Raises, Outcome: e.Outcome}
		for _, r := range e.Rolls {
			l.Dice = append(l.Dice, DieView{Sides: r.Die.Sides, Faces: r.Faces, Wild: r.Wild, Aced: len(r.Faces) > 1, Sum: r.Sum()})
		}
		switch e.Kind {
		case rules.EventBystander:
			// A pick among the bystanders, not a sum: the figure by name.
			l.Title = names(e.Who) + ": stray bullet"
			if e.Weapon != "" {
				l.Title += " (" + e.Weapon + ")"
			}
			l.Total, l.TN = 0, 0
			if e.What != "" && len(e.Rolls) > 0 {
				l.Outcome = fmt.Sprintf("pick %d of %d bystanders: %s is hit", e.Rolls[0].Sum(), e.Total, names(e.What))
			}
		case templates.EventDeviation:
			// The distance dice and the clock: "2d6 = 4\" toward 5 o'clock".
			if n := len(e.Rolls); n >= 2 {
				l.Total, l.TN = 0, 0
				dist := e.Rolls[0].Die
				l.Outcome = fmt.Sprintf("%dd%d = %d\" toward %d o'clock", n-1, dist.Sides, e.Total, e.Rolls[n-1].Sum())
			}
		}
		// The rolls a benny reroll threw away, then the one that counts.
		for _, th := range e.Thrown {
			tl := DiceLine{Title: l.Title + thrownSuffix, Mods: e.Mods, Total: th.Total, TN: e.TN, Outcome: th.Outcome}
			for _, r := range th.Rolls {
				tl.Dice = append(tl.Dice, DieView{Sides: r.Die.Sides, Faces: r.Faces, Wild: r.Wild, Aced: len(r.Faces) > 1, Sum: r.Sum()})
			}
			out = append(out, tl)
		}
		if len(e.Thrown) > 0 {
			l.Title += countsSuffix
		}
		out = append(out, l)
	}
	if len(out) > maxDiceLines {
		out = out[len(out)-maxDiceLines:]
	}
	return out
}

// The marks of a benny-rerolled test's lines: the roll thrown away and
// the one that counts.
const (
	thrownSuffix = " (thrown away)"
	countsSuffix = " (counts)"
)

// maxDiceLines is how many rolls the dice panel keeps.
const maxDiceLines = 5

// Text is the line as words, for tests and the log-minded.
func (l DiceLine) Text() string {
	var b strings.Builder
	b.WriteString(l.Title)
	b.WriteString(": ")
	for i, d := range l.Dice {
		if i > 0 {
			b.WriteString(" ")
		}
		if d.Wild {
			b.WriteString("Wild ")
		}
		fmt.Fprintf(&b, "d%d[", d.Sides)
		for j, f := range d.Faces {
			if j > 0 {
				b.WriteString("+")
			}
			fmt.Fprintf(&b, "%d", f)
		}
		b.WriteString("]")
		if d.Aced {
			b.WriteString(" ace!")
		}
	}
	for _, m := range l.Mods {
		fmt.Fprintf(&b, " %+d %s", m.Value, m.Name)
	}
	if l.TN > 0 {
		fmt.Fprintf(&b, " = %d vs %d", l.Total, l.TN)
	} else if l.Total != 0 {
		fmt.Fprintf(&b, " = %d", l.Total)
	}
	if l.Raises > 0 {
		fmt.Fprintf(&b, ", %d raise%s", l.Raises, plural(l.Raises))
	}
	if l.Outcome != "" {
		b.WriteString(": " + l.Outcome)
	}
	return b.String()
}
