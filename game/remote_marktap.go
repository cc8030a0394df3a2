package game

import (
	"math"
	"strings"

	"battlemat/board"
)

// A finger on an effect's mark of a token ("+", "-", "Pr") names the
// effects of that family on the figure in the status line, instead of
// picking the square: a phone has no hover for the window's tip.

// MarkTapSlop is how far round a mark, in mark radii, a finger still
// hits it (a mark is small beside a fingertip).
const MarkTapSlop = 1.4

// effectMarkAt is what the effect mark under (x, y) names ("" when no
// effect mark is there): the figure and each effect of the mark's family.
func (g *RemoteGame) effectMarkAt(x, y float64) string {
	r := g.R
	if r.Board == nil {
		return ""
	}
	opt := g.boardOptions()
	for _, tp := range placeTokens(r.Board, g.cam, opt.style(), nil) {
		for _, m := range tp.marks {
			if math.Hypot(x-m.x, y-m.y) > m.r*MarkTapSlop || !isEffectBadge(m.badge) {
				continue
			}
			return effectsNamed(tp.f, m.badge)
		}
	}
	return ""
}

func isEffectBadge(b badge) bool { return b == badgeBonus || b == badgePenalty || b == badgeProtection }

// effectsNamed is the figure's name and its effects of the badge's family.
func effectsNamed(f *board.Figure, b badge) string {
	var names []string
	for _, e := range f.Effects {
		if effectFamily(e) == b {
			names = append(names, e.Label())
		}
	}
	return f.Name + ": " + strings.Join(names, ", ")
}
