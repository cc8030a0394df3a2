package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// markOf is the screen point of the figure's mark of family b, as g
// draws it.
func markOf(t *testing.T, g *Game, id string, b badge) (float64, float64) {
	t.Helper()
	bd := g.ctl.drawnBoard()
	for _, tp := range placeTokens(bd, g.cam, g.drawOptions().style(), nil) {
		for _, m := range tp.marks {
			if tp.f.ID == id && m.badge == b {
				return m.x, m.y
			}
		}
	}
	t.Fatalf("%s carries no %q mark", id, b.letter)
	return 0, 0
}

// The GM puts Parry -2 on the cultist until removed: his token carries
// a "-" mark. Ann's finger on that mark (between turns, the map's tap
// otherwise selecting) names it in the message, as the window's tip
// names it under the mouse, "Cultist: parry -2 (GM) until removed", and
// picks nobody; the GM's 1024x768 tablet's finger the same. A mouse's
// click there is the click it always was (the mouse has the tip).
func TestAFingersTapOnAnEffectMarkNamesTheEffect(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.gmDoes(rules.StartRound{})
	p.gmDoes(rules.PutEffect{Who: "c1", Change: rules.ChangeParry, Value: -2})
	x, y := markOf(t, p.g, "c1", badgePenalty)
	p.tapAt(x, y)
	msg, isErr := p.g.ctl.Message()
	assert.False(t, isErr)
	assert.Equal(t, "Cultist: parry -2 (GM) until removed", msg)
	assert.Empty(t, p.g.Snapshot().Selected, "the tap named the mark and picked nobody")
	p.shot("markname")

	tablet := New(nil)
	tablet.SetScreenSize(1024, 768)
	tablet.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "hosted.yaml"))
	tablet.Handle(Input{})
	tp := &phone{t: t, g: tablet}
	x, y = markOf(t, tablet, "c1", badgePenalty)
	tp.tapAt(x, y)
	msg, _ = tablet.ctl.Message()
	assert.Equal(t, "Cultist: parry -2 (GM) until removed", msg, "the GM's tablet by finger")
	tp.shot("markname-tablet")

	click(tablet, x, y)
	msg, _ = tablet.ctl.Message()
	assert.NotEqual(t, "Cultist: parry -2 (GM) until removed", msg, "a mouse's click is no tap on the mark: %s", msg)
	require.NotEmpty(t, tablet.Snapshot().Selected, "the mouse's click selects as before")
}
