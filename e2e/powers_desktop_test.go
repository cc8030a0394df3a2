package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// castersScene: Vera casts (Spellcasting d8, Smarts d6: Blast reaches
// 12"); three goblins stand together 6" off.
const castersScene = `name: Casters
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],
     traits: {agility: d8, smarts: d6, spirit: d6, vigor: d6, fighting: d6, spellcasting: d8},
     arcane: {skill: spellcasting, power_points: 15},
     powers: [Bolt (frost), Blast (fireball), Protection],
     weapons: [{name: Knife, damage: str+d4}]}
  - {id: gob1, name: Goblin 1, side: blue, at: [7, 2], traits: {agility: d6, vigor: d4}}
  - {id: gob2, name: Goblin 2, side: blue, at: [8, 2], traits: {agility: d6, vigor: d4}}
  - {id: gob3, name: Goblin 3, side: blue, at: [7, 3], traits: {agility: d6, vigor: d4}}
`

// buttonNamed is the snapshot's button with the label.
func buttonNamed(t *testing.T, s game.Snapshot, label string) game.ButtonState {
	t.Helper()
	var seen []string
	for _, b := range s.Buttons {
		if b.Label == label {
			return b
		}
		seen = append(seen, b.Label)
	}
	t.Fatalf("no button %q among %v", label, seen)
	return game.ButtonState{}
}

// The window at a projector's 1024x768: Vera picks More > Powers, then
// Blast; its Medium Blast Template follows the mouse over the goblins
// with the odds box, and a click casts it there.
func TestDesktopAimsABlastAtAPoint(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	path := filepath.Join(t.TempDir(), "casters.yaml")
	require.NoError(t, os.WriteFile(path, []byte(castersScene), 0o644))
	g := startGuest(t, 1024, 768, "play", path)
	g.frame(3)
	g.key(ebiten.KeyEnter)
	g.frame(1)
	s := g.snapshot()
	// The goblins' turns until Vera is up: Enter starts one, E ends it.
	for i := 0; i < 4 && len(s.NextUp) > 0 && s.NextUp[0] != "vera"; i++ {
		g.key(ebiten.KeyEnter)
		g.key(ebiten.KeyE)
		g.frame(1)
		s = g.snapshot()
	}
	require.Equal(t, []string{"vera"}, s.NextUp[:1], "Vera is up")
	g.key(ebiten.KeyEnter)
	g.key(ebiten.KeyX)
	g.frame(1)
	s = g.snapshot()
	require.Equal(t, "vera", s.Turn)
	b := buttonNamed(t, s, "Powers")
	g.click(b.WindowX, b.WindowY)
	g.frame(1)
	b = buttonNamed(t, g.snapshot(), "Blast 3 PP")
	assert.True(t, b.Enabled, b.Why)
	g.click(b.WindowX, b.WindowY)
	g.frame(1)
	s = g.snapshot()
	x, y := square(s, figure(t, s, "gob1"), 7, 2)
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(2)
	g.save(g.frame(1), "blast-aim")
	// With the Blast's modifiers' rows shown, every button stays on the
	// 1024x768 window: the More list pages instead of running off it.
	for _, b := range g.snapshot().Buttons {
		assert.True(t, b.WindowX >= 0 && b.WindowX < 1024 && b.WindowY >= 0 && b.WindowY < 768, "%q at (%.0f, %.0f)", b.Label, b.WindowX, b.WindowY)
	}
	buttonNamed(t, g.snapshot(), "Page 1/2")
	n := s.Actions
	g.click(x, y)
	g.frame(1)
	s = g.snapshot()
	// A Soak may be asked for the goblins (the GM's): N takes the Wounds.
	for i := 0; i < 4 && s.Actions == n; i++ {
		g.key(ebiten.KeyN)
		g.frame(1)
		s = g.snapshot()
	}
	assert.Equal(t, n+1, s.Actions, "the Blast is cast: %s", s.Message)
}

// The window at 1024x768: Vera picks More > Powers > Teleport; the
// squares she may land on are shaded (amber past 12": only with a
// raise), the square under the mouse is outlined with the odds box, and
// a click casts it there.
func TestDesktopTeleportsToASquare(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	path := filepath.Join(t.TempDir(), "teleport.yaml")
	scene := strings.Replace(castersScene, "powers: [Bolt (frost), Blast (fireball), Protection]", "powers: [Teleport]", 1)
	require.NoError(t, os.WriteFile(path, []byte(scene), 0o644))
	g := startGuest(t, 1024, 768, "play", path)
	g.frame(3)
	g.key(ebiten.KeyEnter)
	g.frame(1)
	s := g.snapshot()
	for i := 0; i < 4 && len(s.NextUp) > 0 && s.NextUp[0] != "vera"; i++ {
		g.key(ebiten.KeyEnter)
		g.key(ebiten.KeyE)
		g.frame(1)
		s = g.snapshot()
	}
	require.Equal(t, []string{"vera"}, s.NextUp[:1], "Vera is up")
	g.key(ebiten.KeyEnter)
	g.key(ebiten.KeyX)
	g.frame(1)
	s = g.snapshot()
	b := buttonNamed(t, s, "Powers")
	g.click(b.WindowX, b.WindowY)
	g.frame(1)
	s = g.snapshot()
	b = buttonNamed(t, s, "Teleport 2 PP")
	assert.True(t, b.Enabled, b.Why)
	assert.True(t, buttonNamed(t, s, "Teleport Foe +2").Enabled)
	assert.True(t, buttonNamed(t, s, "Additional Recipients +1").Enabled)
	x, y := square(s, figure(t, s, "vera"), 9, 5)
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(2)
	g.save(g.frame(1), "teleport-aim")
	n := s.Actions
	g.click(x, y)
	g.frame(1)
	s = g.snapshot()
	for i := 0; i < 4 && s.Actions == n; i++ {
		g.key(ebiten.KeyN)
		g.frame(1)
		s = g.snapshot()
	}
	assert.Equal(t, n+1, s.Actions, "Teleport is cast: %s", s.Message)
	if v := figure(t, s, "vera"); strings.Contains(s.Message, "teleports") {
		assert.Equal(t, [2]int{9, 5}, [2]int{v.X, v.Y}, "she lands on the square clicked")
	}
	g.save(g.frame(1), "teleport-cast")
}
