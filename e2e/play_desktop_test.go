package e2e

import (
	"strings"
	"testing"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// key presses and releases a key over a few ticks.
// keepRolls answers N while the prompt asks about a benny reroll (asked
// during the action): the action goes on with the rolls as they fell.
func (g *guest) keepRolls() {
	for i := 0; i < 5 && g.asksReroll(); i++ {
		g.key(ebiten.KeyN)
	}
}

func (g *guest) asksReroll() bool {
	g.frame(1) // the state file is written as a frame is drawn
	// A trait test's question ("...: a failure; spend a benny to reroll?")
	// or a damage roll's ("Spend a benny to reroll Buck's damage...").
	return strings.Contains(strings.ToLower(g.snapshot().Message), "spend a benny to reroll")
}

func (g *guest) key(k ebiten.Key) {
	g.s.PressKey(k)
	g.s.AdvanceTicks(2)
	g.s.ReleaseKey(k)
	g.s.AdvanceTicks(2)
}

// square is the window point of map square (x, y)'s centre, found from a
// figure standing on a known square and the scale in the snapshot.
func square(s game.Snapshot, ref game.FigureState, x, y int) (float64, float64) {
	in := s.Scale / s.DeviceScale // one inch in window pixels
	return ref.WindowX + float64(x-ref.X)*in, ref.WindowY + float64(y-ref.Y)*in
}

// The demo played as a person would: deal, declare two actions, click
// Buck, walk him out of the door, shoot Cultist 5, throw a grenade at the
// cultists by the low wall; the state after each step and a frame each.
func TestDesktopPlayTheDemo(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	t.Setenv("BATTLEMAT_SEED", "12") // Buck draws the first card of round 1
	g := startGuest(t, 1280, 800)

	g.frame(3)
	g.key(ebiten.KeyEnter)
	g.save(g.frame(1), "dealt")
	s := g.snapshot()
	require.Equal(t, 1, s.Round, "Enter deals round 1")
	require.Equal(t, []string{"buck"}, s.NextUp)

	g.key(ebiten.KeyDigit2)
	buck := figure(t, s, "buck")
	g.click(buck.WindowX, buck.WindowY)
	g.save(g.frame(1), "buck-turn")
	s = g.snapshot()
	require.Equal(t, "buck", s.Turn, "a click on Buck starts his turn")
	assert.Equal(t, "buck", s.Selected)

	// Hover a square out of the door: reach and path are drawn. From
	// there the orchard's trees do not stand between Buck and the
	// grenade's aim point (a blast's aim point needs line of fire).
	x, y := square(s, buck, 7, 5)
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(2)
	g.save(g.frame(1), "reach")
	g.click(x, y)
	g.frame(1)
	s = g.snapshot()
	b2 := figure(t, s, "buck")
	assert.Equal(t, [2]int{7, 5}, [2]int{b2.X, b2.Y}, "Buck walked out of the door")

	// Shoot Cultist 5 with a called shot to a limb (V): hover shows the
	// line of fire and the odds, the called shot's -2 among them.
	g.key(ebiten.KeyS)
	g.key(ebiten.KeyV)
	c5 := figure(t, s, "cultist-5")
	g.s.MoveCursor(c5.WindowX, c5.WindowY)
	g.s.AdvanceTicks(2)
	g.save(g.frame(1), "aim-shot")
	n := s.Actions
	g.click(c5.WindowX, c5.WindowY)
	g.keepRolls()
	g.save(g.frame(1), "shot")
	s = g.snapshot()
	assert.Equal(t, n+1, s.Actions, "the shot is applied: %s", s.Message)
	assert.Greater(t, s.LogLen, 0)

	// Throw: the template follows the mouse; click on the cultists.
	g.key(ebiten.KeyT)
	x, y = square(s, figure(t, s, "buck"), 11, 9)
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(2)
	g.save(g.frame(1), "grenade-aim")
	n = s.Actions
	g.click(x, y)
	g.keepRolls()
	g.save(g.frame(1), "grenade")
	s = g.snapshot()
	assert.Equal(t, n+1, s.Actions, "the grenade is thrown: %s", s.Message)

	// The rules help opens over the map and closes again.
	g.key(ebiten.KeyF1)
	g.save(g.frame(1), "help")
	g.key(ebiten.KeyF1)

	// Ctrl+Z takes the grenade back.
	g.s.PressKey(ebiten.KeyControlLeft)
	g.key(ebiten.KeyZ)
	g.s.ReleaseKey(ebiten.KeyControlLeft)
	g.frame(1)
	assert.Equal(t, n, g.snapshot().Actions, "undone")

	// Fight mode shows its options as toggles: Wild Attack on (K).
	g.key(ebiten.KeyC)
	g.key(ebiten.KeyK)
	g.save(g.frame(1), "fight-options")
	assert.Contains(t, g.snapshot().Message, "Wild Attack: on")
	g.key(ebiten.KeyM)

	// End fight (F12): the aftermath screen with its buttons.
	g.key(ebiten.KeyF12)
	g.save(g.frame(1), "aftermath")
	s = g.snapshot()
	labels := map[string]bool{}
	for _, b := range s.Buttons {
		labels[b.Label] = true
	}
	assert.True(t, labels["Save survivors"], "the aftermath offers to save: %v", labels)
	assert.True(t, labels["Back to the fight"])
	g.key(ebiten.KeyF12)
}
