package e2e

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"battlemat/internal/testhome"
	"battlemat/web"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// strict is BATTLEMAT_E2E=1: CI, where a missing display or browser is a
// failure, not a skip.
var strict = os.Getenv("BATTLEMAT_E2E") == "1"

// haveGL: TestMain runs the tests inside an ebiten game loop (a hidden
// window) so they can draw and read pixels and host a guest.
var haveGL bool

// need skips the test (or fails it under BATTLEMAT_E2E=1) when a piece is
// missing.
func need(t *testing.T, ok bool, what string) {
	t.Helper()
	if ok {
		return
	}
	if strict {
		t.Fatalf("BATTLEMAT_E2E=1 but %s", what)
	}
	t.Skipf("skipped: %s (set BATTLEMAT_E2E=1 to make this a failure)", what)
}

// loop is the hidden host window: its first Update runs every test, then
// ends the loop. Tests that talk to a vmhost guest do so from inside this
// Update, as vmhost requires.
type loop struct {
	m    *testing.M
	code int
	done bool
}

func (l *loop) Update() error {
	if !l.done {
		l.done = true
		l.code = l.m.Run()
	}
	return ebiten.Termination
}

func (l *loop) Draw(*ebiten.Image) {}

func (l *loop) Layout(w, h int) (int, int) { return w, h }

// homeData is the temporary home's data directory (testhome): a guest
// window that is not given one of the test's own gets a directory of its
// own, so one test's autosave is never offered to the next.
var homeData string

func TestMain(m *testing.M) {
	// Never the person's own data, config or autosave.
	leave := testhome.Enter()
	homeData = os.Getenv("BATTLEMAT_DATA_DIR")
	exit := func(code int) { leave(); os.Exit(code) }
	if os.Getenv("DISPLAY") == "" {
		exit(m.Run())
	}
	haveGL = true
	l := &loop{m: m}
	ebiten.SetWindowVisible(false)
	ebiten.SetWindowTitle("battlemat e2e host")
	ebiten.SetWindowSize(320, 240)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: host loop:", err)
		if !l.done {
			exit(1)
		}
	}
	exit(l.code)
}

// browserContext is a browser test's context: at least least long, and
// as long as the test binary's deadline allows (less half a minute for
// the cleanups), so on a loaded machine a test that still makes progress
// runs out -timeout, not a fixed ceiling of a few minutes (the long
// phone tests ran past 4 minutes at a load of 25 on 2 cores).
func browserContext(t testing.TB, least time.Duration) (context.Context, context.CancelFunc) {
	d := least
	if tt, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if dl, ok := tt.Deadline(); ok {
			d = max(d, time.Until(dl)-30*time.Second)
		}
	}
	return context.WithTimeout(context.Background(), d)
}

// patience is how long a test waits for an event before it fails: three
// minutes (a loaded machine is waited for), within the browser tests' own
// contexts (browserContext: 4 minutes or more) and before the test binary's deadline, so
// that a hang still fails with its own message.
func patience(t testing.TB) time.Duration {
	wait := 3 * time.Minute
	if tt, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if d, ok := tt.Deadline(); ok {
			wait = min(wait, max(time.Until(d)-30*time.Second, time.Until(d)/2))
		}
	}
	return wait
}

// outDir is where a test keeps its pictures.
func outDir(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("BATTLEMAT_E2E_OUT"); d != "" {
		require.NoError(t, os.MkdirAll(d, 0o755))
		return d
	}
	return t.TempDir()
}

func savePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
	t.Logf("wrote %s", path)
}

// moduleRoot is the battlemat source tree (this package lives in it).
func moduleRoot(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	require.NoError(t, err)
	root, err := web.ModuleRoot(context.Background(), wd)
	require.NoError(t, err)
	return root
}

var (
	buildMu sync.Mutex
	builds  = map[string]string{}
)

// buildBattlemat builds ./cmd/battlemat once per set of tags into a
// temporary directory shared by the tests.
func buildBattlemat(t *testing.T, tags string) string {
	t.Helper()
	buildMu.Lock()
	defer buildMu.Unlock()
	if p, ok := builds[tags]; ok {
		return p
	}
	dir, err := os.MkdirTemp("", "battlemat-e2e-bin-")
	require.NoError(t, err)
	bin := filepath.Join(dir, "battlemat")
	args := []string{"build", "-o", bin}
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.Command("go", append(args, "./cmd/battlemat")...)
	cmd.Dir = moduleRoot(t)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build: %s", strings.TrimSpace(string(out)))
	builds[tags] = bin
	return bin
}
