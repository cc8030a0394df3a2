package game

import (
	"image/color"
	"math"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// The marks of the effects put on a figure during the fight (a GM's
// ruling, a power): one badge per family on its token, "+" for a bonus,
// "-" for a penalty, "Pr" for protection (Parry, Toughness, armor, being
// harder to hit or hurt), and their names in the window's tip over the
// token (a finger, which has no hover, taps the mark: markSaid).

// The effect families, as a badge each.
var (
	badgeBonus      = badge{"+", color.RGBA{0x2e, 0xcc, 0x71, 0xff}}
	badgePenalty    = badge{"-", color.RGBA{0xc0, 0x39, 0x2b, 0xff}}
	badgeProtection = badge{"Pr", color.RGBA{0x34, 0x98, 0xdb, 0xff}}
)

// effectFamily is the badge of an effect's family: protection when it
// makes the figure harder to hit or to hurt, a bonus when it helps it
// otherwise, a penalty when it leaves it worse off.
func effectFamily(e rules.Effect) badge {
	good := e.Value >= 0
	switch e.Change {
	case rules.ChangeAttacked, rules.ChangeDamageIn, rules.ChangeGangedUp:
		good = e.Value <= 0 // against it: less is better
	}
	if !good {
		return badgePenalty
	}
	switch e.Change {
	case rules.ChangeParry, rules.ChangeToughness, rules.ChangeArmor, rules.ChangeAttacked,
		rules.ChangeDamageIn, rules.ChangeGangedUp, rules.ChangeSoak, rules.ChangeImmune, rules.ChangeInvulnerable:
		return badgeProtection
	}
	return badgeBonus
}

// effectBadges are the families of the figure's active effects, one badge
// each, in the order bonus, penalty, protection.
func effectBadges(effects []rules.Effect, buf []badge) []badge {
	var has [3]bool
	for _, e := range effects {
		switch effectFamily(e) {
		case badgeBonus:
			has[0] = true
		case badgePenalty:
			has[1] = true
		default:
			has[2] = true
		}
	}
	for i, b := range []badge{badgeBonus, badgePenalty, badgeProtection} {
		if has[i] {
			buf = append(buf, b)
		}
	}
	return buf
}

// EffectMarks are the letters of a figure's effect badges, for tests.
func EffectMarks(effects []rules.Effect) []string {
	var out []string
	for _, b := range effectBadges(effects, nil) {
		out = append(out, b.letter)
	}
	return out
}

// effectsOfInfo are the effects put on a figure of those a seat is told
// of (not those its names grant), as rules' Effects (for the token's
// marks; when they end is the card's).
func effectsOfInfo(infos []wire.EffectInfo) []rules.Effect {
	var out []rules.Effect
	for _, e := range infos {
		if !e.Granted {
			out = append(out, rules.Effect{Source: e.Source, Change: e.Change, Detail: e.Detail, Value: e.Value, When: e.When})
		}
	}
	return out
}

// effectTip is what the seat was told of the effects put on a figure:
// its name, then each effect of the family only (nil: every family) with
// when it ends; nil when there is none. The window's tip over the token
// shows every family; a phone's tap on one mark says that mark's.
func (m *seatMirror) effectTip(id, name string, only *badge) []string {
	var lines []string
	for _, e := range m.Figures[id].Effects {
		if e.Granted || only != nil && effectFamily(rules.Effect{Change: e.Change, Value: e.Value}) != *only {
			continue
		}
		lines = append(lines, effectLine(e.Label, e.Ends))
	}
	if len(lines) == 0 {
		return nil
	}
	return append([]string{name}, lines...)
}

// MarkTapSlop is how far round a mark, in mark radii, a finger still
// hits it (a mark is small beside a fingertip).
const MarkTapSlop = 1.4

// effectMarkAt is the figure and family of the effect mark ("+", "-",
// "Pr") under (x, y) on the map drawn with cam and st (nil: none).
func effectMarkAt(bd *board.Board, cam Camera, st tokenStyle, x, y float64) (*board.Figure, badge) {
	for _, tp := range placeTokens(bd, cam, st, nil) {
		for _, mk := range tp.marks {
			if math.Hypot(x-mk.x, y-mk.y) <= mk.r*MarkTapSlop && isEffectBadge(mk.badge) {
				return tp.f, mk.badge
			}
		}
	}
	return nil, badge{}
}

func isEffectBadge(b badge) bool { return b == badgeBonus || b == badgePenalty || b == badgeProtection }

// effectsSaid is the line a finger's tap on a figure's effect mark says:
// the tip of the mark's family on one line ("" for none).
func (m *seatMirror) effectsSaid(f *board.Figure, b badge) string {
	if f == nil {
		return ""
	}
	tip := m.effectTip(f.ID, f.Name, &b)
	if len(tip) == 0 {
		return ""
	}
	for i := range tip[1:] {
		tip[i+1] = strings.TrimPrefix(tip[i+1], "Effect: ")
	}
	return tip[0] + ": " + strings.Join(tip[1:], ", ")
}

// markSaid is what a finger's tap at screen point (x, y) says when it
// lands on an effect mark ("" when it does not): the window's tip of
// that mark, which a finger cannot hover for.
func (g *Game) markSaid(x, y float64) string {
	m := g.ctl.seatState()
	bd := g.ctl.drawnBoard()
	if m == nil || bd == nil {
		return ""
	}
	return m.effectsSaid(effectMarkAt(bd, g.cam, g.drawOptions().style(), x, y))
}
