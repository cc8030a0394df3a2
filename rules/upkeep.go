package rules

import "fmt"

// Upkeep as the figure's card shows it: a power kept up says how many of
// its rounds are left, counted as the rules count them (effect_apply.go:
// swade powers on their caster's turns), and who keeps it up.

// EndsText says when an active effect ends as of now: a round-counted
// effect its rounds left ("3 rounds left", "ends this round"), a power
// who keeps it up; the rest as Effect.EndText.
func (b *Battle) EndsText(e Effect) string {
	s := e.EndText()
	if e.Ends == EndsRounds && b.Fight != nil {
		switch n := b.RoundsLeft(e); n {
		case 0:
			s = "ends this round"
		case 1:
			s = "1 round left"
		default:
			s = fmt.Sprintf("%d rounds left", n)
		}
	}
	if e.Source.Kind == FromPower && e.By != "" {
		by := "kept up by " + b.name(e.By)
		if s == "" {
			return by
		}
		return by + ", " + s
	}
	return s
}

// RoundsLeft is how many rounds after this one a round-counted effect
// holds in (0: it ends this round; a swade power with its caster's turn).
func (b *Battle) RoundsLeft(e Effect) int {
	if e.Ends != EndsRounds {
		return 0
	}
	return max(b.lastRound(&e)-b.Fight.Init.Round, 0)
}
