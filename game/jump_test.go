package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gapYAML: Vera (Athletics d8) at the edge of a chasm 2" wide (x = 7, 8),
// with a ditch 1" wide behind her (x = 3); both the height of the map.
const gapYAML = `name: Gaps
map:
  legend:
    "_": {gap: true}
  rows:
    - "..._...__..."
    - "..._...__..."
    - "..._...__..."
    - "..._...__..."
    - "..._...__..."
    - "..._...__..."
figures:
  - {id: vera, name: Vera, side: red, wildcard: true, at: [6, 2],
     traits: {agility: d8, athletics: d8, fighting: d8, spirit: d6, vigor: d6}}
  - {id: orc, name: Orc, side: blue, at: [11, 5], traits: {agility: d6, fighting: d6, vigor: d8}}
  - {id: gob1, name: Goblin 1, side: blue, at: [10, 0], traits: {agility: d6, vigor: d4}}
  - {id: gob2, name: Goblin 2, side: blue, at: [11, 0], traits: {agility: d6, vigor: d4}}
`

func reachCell(g *Game, x, y int) (ReachCell, bool) {
	for _, c := range g.ctl.Overlay().Reach {
		if c.X == x && c.Y == y {
			return c, true
		}
	}
	return ReachCell{}, false
}

func TestPlayClickAcrossAGapJumps(t *testing.T) {
	g, _ := arenaOf(t, gapYAML, 1, 1)
	hoverSquare(g, 4, 2)
	// The shading shows the landing squares beyond the gaps, never a gap.
	c, ok := reachCell(g, 2, 2)
	require.True(t, ok, "over the 1\" ditch: 2\" of walk, then 2\" of jump")
	assert.Equal(t, 4, c.Cost)
	_, ok = reachCell(g, 3, 2)
	assert.False(t, ok, "a gap is never shaded")
	// The 2" chasm: only after a run-up (back 2" to (4, 2): 2 + 2 + 3),
	// more than Vera's 6" without running.
	c, ok = reachCell(g, 9, 2)
	require.True(t, ok)
	assert.Equal(t, 7, c.Cost)
	assert.True(t, c.Run, "only with the running die")

	// Clicking a landing square moves there with the jump.
	clickSquare(g, 2, 2)
	b := g.ctl.Battle()
	assert.Equal(t, "Vera jumps a 1\" gap to (2, 2) (4\").", b.Log()[len(b.Log())-1])
	assert.Equal(t, 2, b.PaceLeft("vera"))
}

func TestPlayAthleticsJumpOption(t *testing.T) {
	g, _ := arenaOf(t, gapYAML, 1, 1)
	btn, ok := g.ButtonFor(CmdLeap)
	require.True(t, ok, "a map with gaps offers the Athletics jump")
	assert.Equal(t, "Ctrl+J", btn.Key)
	press(g, CmdLeap.Key())
	assert.True(t, g.ctl.Options().Leap)
	hoverSquare(g, 9, 2)
	c, ok := reachCell(g, 9, 2)
	require.True(t, ok)
	assert.Equal(t, 3, c.Cost, "with the roll's inch, the 2\" chasm from where she stands")
	assert.False(t, c.Run)
	// Athletics d8 6, Wild d6 2: a success.
	b := g.ctl.Battle()
	*b.RNG() = *rules.ScriptedRNG(6, 2)
	clickSquare(g, 9, 2)
	log := b.Log()
	assert.Equal(t, []string{
		"Vera rolls Athletics (jump): d8 6, Wild d6 2 = 6 vs 4: success.",
		"Vera jumps a 2\" gap to (9, 2) (3\").",
	}, log[len(log)-2:])
	assert.Equal(t, rules.KindJump, lastKind(g))
	assert.False(t, g.ctl.Options().Leap, "the option is spent with the jump")
}

// The Athletics jump is the More menu's "Jump (Athletics)" entry on the
// window as on a phone: picked there, a click on the landing square is
// the jump (built from the session's offer, the square the window's).
func TestTheWindowsMoreMenuJumpsAsAPhoneDoes(t *testing.T) {
	g, _ := arenaOf(t, gapYAML, 1, 1)
	more(t, g, "Jump (Athletics)")
	// Athletics d8 6, Wild d6 2: a success.
	b := g.ctl.Battle()
	*b.RNG() = *rules.ScriptedRNG(6, 2)
	clickSquare(g, 9, 2)
	require.Equal(t, rules.KindJump, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.Jump{Who: "vera", To: rules.Pos{X: 9, Y: 2}}, lastAction(g))
	assert.Equal(t, "Vera jumps a 2\" gap to (9, 2) (3\").", b.Log()[len(b.Log())-1])
}
