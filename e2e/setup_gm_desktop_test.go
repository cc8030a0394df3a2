package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two stat blocks invented for this test, in the usual layout.
const gmBlocks = `Bog Ghoul
Attributes: Agility d6, Smarts d4 (A), Spirit d6, Strength d8, Vigor d8
Skills: Athletics d6, Fighting d6, Intimidation d6, Notice d6, Stealth d8
Pace: 6; Parry: 5; Toughness: 10 (1)
Edges: Brawny
Gear: Rusted cleaver (Str+d6)
Special Abilities:
• Armor +1: Hide like wet leather.
• Claws: Str+d4.
• Undead: +2 Toughness; +2 to recover from being Shaken.

Sister Wren (WC)
Attributes: Agility d8, Smarts d8, Spirit d10, Strength d6, Vigor d6
Skills: Athletics d6, Faith d10, Fighting d8, Notice d8, Shooting d6
Pace: 6; Parry: 7; Toughness: 6 (1)
Edges: Arcane Background (Miracles), Block, Level Headed
Powers: Bolt, Healing. Power Points: 15
Gear: Leather jerkin (+1), short sword (Str+d6), sling (Range 4/8/16, Damage Str+d4)
`

// freeNear is the free square of the setup's map nearest (x, y).
func freeNear(s game.Snapshot, x, y int) (int, int) {
	taken := map[[2]int]bool{}
	for _, b := range s.Setup.Blocks {
		taken[b] = true
	}
	for _, f := range s.Figures {
		taken[[2]int{f.X, f.Y}] = true
	}
	for r := 0; r < 20; r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				q := [2]int{x + dx, y + dy}
				if q[0] >= 0 && q[1] >= 0 && q[0] < s.Width && q[1] < s.Height && !taken[q] {
					return q[0], q[1]
				}
			}
		}
	}
	return x, y
}

// A GM's first fight from an adventure: the stat blocks pasted from the
// clipboard into the setup on a Universal VTT map, Sister Wren and three
// Bog Ghouls placed, the ghouls made foes, a thin wall drawn, saved, the
// Odds seen, the fight started and played a few turns, then the saved
// scenario reopened in the setup, changed and saved again.
func TestDesktopSetupGMWalkFromStatBlocksToTheTable(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("no xclip to fill the clipboard")
	}
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			t.Setenv("BATTLEMAT_AUTOSAVE", "off")
			t.Setenv("BATTLEMAT_SEED", "7")
			m, err := os.ReadFile(filepath.Join(moduleRoot(t), "assets", "scenarios", "cellar.dd2vtt"))
			require.NoError(t, err)
			mp := filepath.Join(dir, "cellar.dd2vtt")
			require.NoError(t, os.WriteFile(mp, m, 0o644))
			clip := exec.Command("xclip", "-selection", "clipboard", "-i", "-quiet")
			clip.Stdin = strings.NewReader(gmBlocks)
			require.NoError(t, clip.Start())
			t.Cleanup(func() { _ = clip.Process.Kill(); _ = clip.Wait() })
			time.Sleep(300 * time.Millisecond)

			tag := fmt.Sprintf("gm-%dx%d", sz[0], sz[1])
			g := startGuest(t, sz[0], sz[1], "setup", mp)
			g.frame(3)
			s := g.snapshot()
			require.NotNil(t, s.Setup, "the setup is open: %s", s.Message)
			g.save(g.frame(1), tag+"-opened")

			g.tap(buttonLabelled(t, s, "Paste stat").WindowX, buttonLabelled(t, s, "Paste stat").WindowY)
			for i := 0; i < 50 && !strings.Contains(g.snapshot().Message, "Added to the roster"); i++ {
				g.frame(5)
				time.Sleep(20 * time.Millisecond)
			}
			s = g.snapshot()
			t.Logf("after paste: %s", s.Message)
			g.save(g.frame(1), tag+"-pasted")
			wren := buttonLabelled(t, s, "Sister Wren")
			g.tap(wren.WindowX, wren.WindowY)
			x, y := freeNear(s, 3, 3)
			g.tap(squareAt(s, x, y))
			s = g.snapshot()
			require.Len(t, s.Figures, 1, s.Message)

			g.tap(buttonLabelled(t, s, "Bog Ghoul").WindowX, buttonLabelled(t, s, "Bog Ghoul").WindowY)
			g.tap(buttonLabelled(t, s, "+").WindowX, buttonLabelled(t, s, "+").WindowY)
			g.tap(buttonLabelled(t, s, "+").WindowX, buttonLabelled(t, s, "+").WindowY)
			x, y = freeNear(s, 6, 8) // in her room: the plain tactic opens no door
			g.tap(squareAt(s, x, y))
			s = g.snapshot()
			require.Len(t, s.Figures, 4, s.Message)
			t.Logf("after placing: %s; figures %+v", s.Message, s.Figures)

			// Pasted figures all come as foes: the GM makes Sister Wren the party.
			g.tap(buttonLabelled(t, s, "Pick/drag").WindowX, buttonLabelled(t, s, "Pick/drag").WindowY)
			wf := figure(t, s, "sister-wren")
			g.tap(wf.WindowX, wf.WindowY)
			s = g.snapshot()
			g.tap(buttonLabelled(t, s, "Side").WindowX, buttonLabelled(t, s, "Side").WindowY)
			s = g.snapshot()
			assert.Equal(t, "party", figure(t, s, "sister-wren").Side, s.Message)
			assert.Equal(t, "foes", figure(t, s, "bog-ghoul-1").Side)

			// A wall painted: the UVTT's squares are its own, so a thin wall.
			g.tap(buttonLabelled(t, s, "Wall").WindowX, buttonLabelled(t, s, "Wall").WindowY)
			g.tap(squareAt(s, 8, 2))
			s = g.snapshot()
			t.Logf("after painting a wall on the UVTT: %s", s.Message)
			walls := s.Setup.Walls
			g.tap(buttonLabelled(t, s, "Thin wall").WindowX, buttonLabelled(t, s, "Thin wall").WindowY)
			g.tap(s.Setup.MapX+6*s.Setup.Square, s.Setup.MapY+10*s.Setup.Square)
			g.tap(s.Setup.MapX+9*s.Setup.Square, s.Setup.MapY+10*s.Setup.Square)
			s = g.snapshot()
			t.Logf("after a thin wall: %s (walls %d -> %d)", s.Message, walls, s.Setup.Walls)
			g.save(g.frame(1), tag+"-built")

			g.ctrl(ebiten.KeyS)
			s = g.snapshot()
			t.Logf("after save: %s", s.Message)
			sc := filepath.Join(dir, "cellar.yaml")
			b, err := board.Load(sc)
			require.NoError(t, err, "the saved scenario loads")
			assert.Len(t, b.Figures, 4)
			_, err = os.Stat(filepath.Join(dir, "roster.yaml"))
			assert.NoError(t, err, "the pasted roster is written beside it")

			g.tap(buttonLabelled(t, s, "Odds").WindowX, buttonLabelled(t, s, "Odds").WindowY)
			s = g.snapshot()
			require.NotNil(t, s.Odds, s.Message)
			g.waitOdds(t, false)
			g.save(g.frame(1), tag+"-odds")
			g.key(ebiten.KeyEscape)
			g.frame(1)

			s = g.snapshot()
			g.tap(buttonLabelled(t, s, "Start").WindowX, buttonLabelled(t, s, "Start").WindowY)
			g.frame(2)
			s = g.snapshot()
			require.Nil(t, s.Setup, "started: %s", s.Message)
			for i := 0; i < 6; i++ {
				g.key(ebiten.KeyEnter) // the deal, then each next turn
				g.frame(2)
				g.key(ebiten.KeyG) // the GM hands the turn to the tactic
				g.frame(30)
				g.keepRolls()
				g.key(ebiten.KeyE)
				g.frame(2)
			}
			s = g.snapshot()
			t.Logf("after a few turns: round %d, turn %s, log %d, %s", s.Round, s.Turn, s.LogLen, s.Message)
			assert.Greater(t, s.LogLen, 8, "turns were played")
			g.save(g.frame(1), tag+"-played")
			g.killed = true
			_ = g.cmd.Process.Kill()

			// Next week: the GM reopens the scenario and changes it.
			g2 := startGuest(t, sz[0], sz[1], "setup", sc)
			g2.frame(3)
			s = g2.snapshot()
			require.NotNil(t, s.Setup, s.Message)
			require.Len(t, s.Figures, 4, "the saved figures are back")
			g2.tap(buttonLabelled(t, s, "Pick/drag").WindowX, buttonLabelled(t, s, "Pick/drag").WindowY)
			gh := figure(t, s, "bog-ghoul-3")
			g2.tap(gh.WindowX, gh.WindowY)
			s = g2.snapshot()
			g2.tap(buttonLabelled(t, s, "Remove").WindowX, buttonLabelled(t, s, "Remove").WindowY)
			g2.ctrl(ebiten.KeyS)
			s = g2.snapshot()
			t.Logf("after reopen, remove, save: %s", s.Message)
			g2.save(g2.frame(1), tag+"-reopened")
			b, err = board.Load(sc)
			require.NoError(t, err)
			assert.Len(t, b.Figures, 3, "the change is saved")
		})
	}
}
