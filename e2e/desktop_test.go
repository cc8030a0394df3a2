package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guest is battlemat running as an exp/vmhost guest: it renders through
// this test's hidden window and takes injected input.
type guest struct {
	t       *testing.T
	s       *vmhost.GuestSession
	cmd     *exec.Cmd
	stderr  bytes.Buffer
	screen  *ebiten.Image
	state   string
	outDir  string
	frameNo int
	killed  bool // ended by kill: its exit status is no failure
}

// startGuest builds battlemat with the vmhost guest tag and runs it with
// args on a w x h window.
func startGuest(t *testing.T, w, h int, args ...string) *guest {
	t.Helper()
	bin := buildBattlemat(t, "ebitenginevmguest")
	// A short directory: unix socket paths are limited to ~100 bytes.
	dir, err := os.MkdirTemp("", "bmvm")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	ln, err := net.Listen("unix", filepath.Join(dir, "g.sock"))
	require.NoError(t, err)
	defer ln.Close()
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	require.NoError(t, err)

	g := &guest{t: t, state: filepath.Join(dir, "state.json"), outDir: outDir(t)}
	g.cmd = exec.Command(bin, args...)
	g.cmd.Env = append(os.Environ(), "EBITENGINE_VM_ENDPOINT="+endpoint, "BATTLEMAT_STATE_FILE="+g.state)
	if d := os.Getenv("BATTLEMAT_DATA_DIR"); d == "" || d == homeData {
		// The autosave and saves of shipped scenarios stay in the test's
		// directory, never the person's data directory.
		g.cmd.Env = append(g.cmd.Env, "BATTLEMAT_DATA_DIR="+dir)
	}
	g.cmd.Stderr = &g.stderr
	require.NoError(t, g.cmd.Start())

	require.NoError(t, ln.(*net.UnixListener).SetDeadline(time.Now().Add(30*time.Second)))
	conn, err := ln.Accept()
	require.NoError(t, err, "the guest never connected; its stderr: %s", &g.stderr)
	g.s, err = vmhost.NewGuestSession(conn, &vmhost.NewGuestSessionOptions{IdleTimeout: 30 * time.Second})
	require.NoError(t, err)
	t.Cleanup(g.close)

	scale := ebiten.Monitor().DeviceScaleFactor()
	g.screen = ebiten.NewImage(int(float64(w)*scale), int(float64(h)*scale))
	require.NoError(t, g.s.SetOutsideScreen(g.screen))
	return g
}

// close ends the session (from the host's Update, where the tests run)
// and waits for the guest to exit.
func (g *guest) close() {
	_ = g.s.Close()
	done := make(chan error, 1)
	go func() { done <- g.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil && !g.killed {
			g.t.Errorf("the guest exited with %v; stderr: %s", err, &g.stderr)
		}
	case <-time.After(patience(g.t)):
		_ = g.cmd.Process.Kill()
		<-done
		g.t.Errorf("the guest did not exit after its session closed")
	}
}

// frame runs n ticks, renders a frame and returns its pixels.
func (g *guest) frame(n int) *image.RGBA {
	g.t.Helper()
	if n > 0 {
		g.s.AdvanceTicks(n)
	}
	g.s.AdvanceFrame()
	require.True(g.t, g.s.WaitFrame(), "guest frame: %v; stderr: %s", g.s.Err(), &g.stderr)
	require.True(g.t, g.s.CompositeFrame(), "compositing the guest's frame failed")
	img := image.NewRGBA(g.screen.Bounds())
	g.screen.ReadPixels(img.Pix)
	return img
}

// save writes a frame as frame-NN-what.png.
func (g *guest) save(img *image.RGBA, what string) string {
	p := filepath.Join(g.outDir, fmt.Sprintf("desktop-%02d-%s.png", g.frameNo, what))
	g.frameNo++
	savePNG(g.t, p, img)
	return p
}

// snapshot is the game's state as the guest last wrote it.
func (g *guest) snapshot() game.Snapshot {
	g.t.Helper()
	data, err := os.ReadFile(g.state)
	require.NoError(g.t, err, "the guest wrote no state file")
	var s game.Snapshot
	require.NoError(g.t, json.Unmarshal(data, &s))
	return s
}

// click presses and releases the left button at window point (x, y).
func (g *guest) click(x, y float64) {
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(1)
	g.s.PressMouseButton(ebiten.MouseButtonLeft)
	g.s.AdvanceTicks(2)
	g.s.ReleaseMouseButton(ebiten.MouseButtonLeft)
	g.s.AdvanceTicks(2)
}

func figure(t *testing.T, s game.Snapshot, id string) game.FigureState {
	t.Helper()
	for _, f := range s.Figures {
		if f.ID == id {
			return f
		}
	}
	t.Fatalf("no figure %q in %+v", id, s)
	return game.FigureState{}
}

// cyanNear counts selection-ring pixels in a box around (x, y) window
// pixels.
func cyanNear(img *image.RGBA, x, y, r float64, scale float64) int {
	n := 0
	cyan := color.RGBA{0x00, 0xe5, 0xff, 0xff}
	for py := int((y - r) * scale); py <= int((y+r)*scale); py++ {
		for px := int((x - r) * scale); px <= int((x+r)*scale); px++ {
			if near(img.RGBAAt(px, py), cyan, 40) {
				n++
			}
		}
	}
	return n
}

func TestDesktopWindowOpensTheDemoAndSelectsAFigure(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	g := startGuest(t, 1280, 800)
	scale := ebiten.Monitor().DeviceScaleFactor()

	first := g.frame(5)
	g.save(first, "demo")
	s := g.snapshot()
	assert.Equal(t, "Night of the Black Chapel", s.Scenario)
	assert.Empty(t, s.Selected)
	buck := figure(t, s, "buck")
	radius := s.Scale / scale // one inch in window pixels
	assert.Zero(t, cyanNear(first, buck.WindowX, buck.WindowY, radius, scale), "nothing is ringed before a click")

	g.click(buck.WindowX, buck.WindowY)
	selected := g.frame(1)
	g.save(selected, "buck-selected")
	s = g.snapshot()
	assert.Equal(t, "buck", s.Selected, "a click on Buck's square selects him")
	assert.Greater(t, cyanNear(selected, buck.WindowX, buck.WindowY, radius, scale), 20, "Buck's token is ringed")

	// A click in the surround, off the map, changes nothing.
	g.click(4, 4)
	g.frame(1)
	assert.Equal(t, "buck", g.snapshot().Selected)

	// The wheel zooms in about the cursor: Buck stays under it.
	g.s.MoveCursor(buck.WindowX, buck.WindowY)
	g.s.ScrollWheel(0, 2)
	g.s.AdvanceTicks(1)
	g.s.ScrollWheel(0, 0)
	zoomed := g.frame(2)
	g.save(zoomed, "zoomed")
	s2 := g.snapshot()
	assert.Greater(t, s2.Scale, s.Scale)
	b2 := figure(t, s2, "buck")
	assert.InDelta(t, buck.WindowX, b2.WindowX, 1.5)
	assert.InDelta(t, buck.WindowY, b2.WindowY, 1.5)
}

func TestDesktopPlayFileAndBadFile(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	dir := t.TempDir()
	good := filepath.Join(dir, "duel.yaml")
	require.NoError(t, os.WriteFile(good, []byte(duelYAML), 0o644))
	g := startGuest(t, 800, 600, "play", good)
	img := g.frame(3)
	g.save(img, "duel")
	s := g.snapshot()
	assert.Equal(t, "Duel", s.Scenario)
	assert.Len(t, s.Figures, 2)

	// A bad file: one line on stderr, exit 2, no window.
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("name: [\n"), 0o644))
	cmd := exec.Command(buildBattlemat(t, ""), "play", bad)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, 2, ee.ExitCode())
	assert.Equal(t, 1, bytes.Count(stderr.Bytes(), []byte("\n")), "one line: %q", stderr.String())
	assert.Contains(t, stderr.String(), "bad.yaml")
}

const duelYAML = `name: Duel
map:
  rows:
    - "......"
    - "..#..."
    - "......"
figures:
  - {id: a, name: Anna, side: red, at: [0, 0], traits: {agility: d6}}
  - {id: b, name: Bert, side: blue, at: [5, 2], traits: {agility: d6}}
`
