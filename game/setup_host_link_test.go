//go:build !js

package game_test

import (
	"bytes"
	"context"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// gmWindowOnHost is the window's Controller over the GM's seat of a
// loopback host of remoteTable (cfg's Name, Data and seed are set), with
// the host's state come.
func gmWindowOnHost(t *testing.T, cfg server.Config) (*server.Host, *game.Game) {
	t.Helper()
	cfg.Name, cfg.Data, cfg.Seed, cfg.SeedSet, cfg.Logf = "remote.yaml", []byte(remoteTable), 7, true, t.Logf
	h, err := server.New(cfg)
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	t.Cleanup(ts.Close)
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	u, err := url.Parse(h.Link("gm"))
	require.NoError(t, err)
	l := &game.LinkSeat{}
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))

	g := game.New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(game.FightOnSeat(l, "remote.yaml"))
	windowUntil(t, g, "the host's state", func(s game.Snapshot) bool { return len(s.Figures) > 0 })
	return h, g
}

// tapWindow is a tap of the left button at (x, y): down, then up.
func tapWindow(g *game.Game, x, y float64) {
	g.Handle(game.Input{X: x, Y: y, Buttons: game.ButtonLeft})
	g.Handle(game.Input{X: x, Y: y})
}

// openSetupButton taps the panel's setup button, which says label.
func openSetupButton(t *testing.T, g *game.Game, label string) *game.Setup {
	t.Helper()
	b, ok := g.ButtonFor(game.CmdSetup)
	require.True(t, ok, "the GM's window has the setup button")
	assert.Equal(t, label, b.Label)
	tapWindow(g, b.X+b.W/2, b.Y+b.H/2)
	s := g.Setup()
	require.NotNil(t, s, "the button opens the setup screen")
	g.Handle(game.Input{}) // the camera fits the setup's map
	return s
}

func tapSetupButton(t *testing.T, g *game.Game, label string) {
	t.Helper()
	b, ok := g.SetupButton(label)
	require.True(t, ok, "no %q button", label)
	tapWindow(g, b.X+b.W/2, b.Y+b.H/2)
}

// squareOf is the screen point at the middle of square (x, y).
func squareOf(g *game.Game, x, y int) (float64, float64) {
	return g.Camera().ToScreen(geom.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
}

// untilSetup runs the window's frames until ok says what the host's
// answer was waited for.
func untilSetup(t *testing.T, g *game.Game, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			msg := ""
			if s := g.Setup(); s != nil {
				msg, _ = s.Message()
			}
			require.Failf(t, "the host did not answer", "waiting for %s: %s", what, msg)
		}
		g.Handle(game.Input{})
		time.Sleep(5 * time.Millisecond)
	}
}

// positionOn is where the host's battle has the figure.
func positionOn(h *server.Host, id string) (pos rules.Pos, ok bool) {
	h.Battle(func(b *rules.Battle) { pos, ok = b.Battlefield.Position(id) })
	return pos, ok
}

// The GM's window over a host's GM seat sets up the host's table: Set
// up before the first deal reopens the table's scenario, a cultist
// dragged two squares on and Start send it to the host, which starts it
// as the table's battle; its new state closes the setup and the window
// plays the new fight (the cultist where it was dragged).
func TestTheGMsWindowOverAHostSetsUpTheTableAndStartsItThere(t *testing.T) {
	save := t.TempDir()
	h, g := gmWindowOnHost(t, server.Config{SaveDir: save})
	s := openSetupButton(t, g, "Set up")
	require.Len(t, s.Board().Figures, 3, "the table's scenario reopened: the hero, the cultist, the hidden horror")

	tapSetupButton(t, g, "Pick/drag")
	fx, fy := squareOf(g, 7, 2)
	tx, ty := squareOf(g, 5, 1)
	g.Handle(game.Input{X: fx, Y: fy, Buttons: game.ButtonLeft})
	g.Handle(game.Input{X: tx, Y: ty})
	require.Equal(t, "c1", s.Board().FigureAt(board.Square{X: 5, Y: 1}).ID, "the cultist dragged")

	tapSetupButton(t, g, "Start")
	untilSetup(t, g, "the new fight", func() bool { return g.Setup() == nil })
	at, ok := positionOn(h, "c1")
	require.True(t, ok)
	assert.Equal(t, rules.Pos{X: 5, Y: 1}, at, "the host's battle is the scenario set up")
	_, err := os.Stat(filepath.Join(save, "scenarios", "remote.yaml"))
	assert.NoError(t, err, "the host saved the scenario")

	snap := g.Snapshot()
	assert.Equal(t, "The new fight is on the table", snap.Message)
	var seen []string
	for _, f := range snap.Figures {
		seen = append(seen, f.ID)
		if f.ID == "c1" {
			assert.Equal(t, [2]int{5, 1}, [2]int{f.X, f.Y}, "the window plays the new fight")
		}
	}
	assert.Contains(t, seen, "c1")
	g.Handle(game.Input{Keys: game.CmdNext.Key()})
	windowUntil(t, g, "the new fight's deal", func(s game.Snapshot) bool { return s.Round == 1 })
	assert.Equal(t, 1, h.Seq(), "the window deals the new fight on the host")
}

// cellarMap is a Universal VTT file the program ships (16 x 12 squares,
// walls), padded with pad spaces (JSON allows them), handed to the setup
// as the page's file picker would as vault.dd2vtt, where the setup's
// loader reads it.
func cellarMap(t *testing.T, pad int) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	data = append(data, bytes.Repeat([]byte(" "), pad)...)
	disk := board.ReadMapFile
	board.ReadMapFile = func(p string) ([]byte, error) {
		if filepath.Base(p) == "vault.dd2vtt" {
			return data, nil
		}
		return disk(p)
	}
	t.Cleanup(func() { board.ReadMapFile = disk })
	return data
}

// A scenario the host refuses (a map file, to a host with no save folder
// to keep it in) comes back on the setup's line: the setup stays open
// with the GM's work, and the table's battle is unchanged.
func TestTheHostsRefusalOfTheSetupIsOnItsLineAndTheSetupStays(t *testing.T) {
	data := cellarMap(t, 0)
	h, g := gmWindowOnHost(t, server.Config{})
	s := openSetupButton(t, g, "Set up")
	require.True(t, g.SetupTakes("vault.dd2vtt", data), "the page's file goes to the open setup")
	require.Equal(t, [2]int{16, 12}, [2]int{s.Board().W, s.Board().H})

	tapSetupButton(t, g, "Start")
	untilSetup(t, g, "the refusal", func() bool { _, bad := s.Message(); return bad })
	line, _ := s.Message()
	assert.Equal(t, "the host keeps a map file only in its save folder: start it with --save DIR", line)
	assert.Same(t, s, g.Setup(), "the setup stays open")
	assert.Equal(t, [2]int{16, 12}, [2]int{s.Board().W, s.Board().H}, "with the GM's work")
	for range 5 {
		g.Handle(game.Input{})
	}
	assert.Same(t, s, g.Setup())
	at, ok := positionOn(h, "c1")
	require.True(t, ok)
	assert.Equal(t, rules.Pos{X: 7, Y: 2}, at, "the table's battle unchanged")
	assert.Zero(t, h.Seq())
}

// After the first deal the button is New fight: a blank map with the
// table's figures as its roster. Leave goes back to the fight as it was,
// nothing sent; New fight again, a hero and a cultist placed from the
// roster, and Start begin the new fight at the host, before its first
// deal, which the window plays.
func TestNewFightOverAHostStartsABlankMapAndLeaveSendsNothing(t *testing.T) {
	h, g := gmWindowOnHost(t, server.Config{SaveDir: t.TempDir()})
	g.Handle(game.Input{Keys: game.CmdNext.Key()})
	windowUntil(t, g, "the round dealt", func(s game.Snapshot) bool { return s.Round == 1 })
	require.Equal(t, 1, h.Seq())

	s := openSetupButton(t, g, "New fight")
	assert.Equal(t, [2]int{20, 15}, [2]int{s.Board().W, s.Board().H}, "a blank map")
	assert.Empty(t, s.Board().Figures)
	var names []string
	for _, e := range s.Roster() {
		names = append(names, e[1])
	}
	assert.Equal(t, []string{"Ann's Hero", "Cultist", "Skulking Horror"}, names, "the table's figures")
	tapSetupButton(t, g, "Leave")
	assert.Nil(t, g.Setup())
	assert.Equal(t, 1, g.Snapshot().Round, "back to the fight as it was")
	assert.Equal(t, 1, h.Seq(), "nothing sent")

	s = openSetupButton(t, g, "New fight")
	tapSetupButton(t, g, "Ann's Hero")
	tapSquare(g, 2, 2)
	tapSetupButton(t, g, "Cultist")
	tapSquare(g, 12, 9)
	require.Len(t, s.Board().Figures, 2, func() string { m, _ := s.Message(); return m }())
	tapSetupButton(t, g, "Start")
	untilSetup(t, g, "the new fight", func() bool { return g.Setup() == nil })

	assert.Zero(t, h.Seq(), "a new battle, before its first deal")
	var w, ht int
	h.Battle(func(b *rules.Battle) { bd := b.Battlefield.(*board.Battlefield).B; w, ht = bd.W, bd.H })
	assert.Equal(t, [2]int{20, 15}, [2]int{w, ht}, "on the blank map")
	snap := g.Snapshot()
	assert.Equal(t, 0, snap.Round)
	assert.Equal(t, [2]int{20, 15}, [2]int{snap.Width, snap.Height}, "the window plays it")
	require.Len(t, snap.Figures, 2)
	b, ok := g.ButtonFor(game.CmdSetup)
	require.True(t, ok)
	assert.Equal(t, "Set up", b.Label, "before the new fight's first deal")
}

// tapSquare is a tap on the middle of square (x, y).
func tapSquare(g *game.Game, x, y int) {
	sx, sy := squareOf(g, x, y)
	tapWindow(g, sx, sy)
}

// A map file the page hands the open setup (SetupTakes, the browser's
// file picker) goes to the host in pieces before the scenario, the
// setup's line counting them; the host keeps it in its save folder and
// starts the fight on it, and the window, which fetched the file from
// the host, plays the fight on the map's 16 x 12 squares and walls.
func TestAMapFileGivenToTheSetupGoesToTheHostWithTheScenario(t *testing.T) {
	// Padded to take several ticks' pieces.
	data := cellarMap(t, 4*wire.MapPartBytes)
	save := t.TempDir()
	h, g := gmWindowOnHost(t, server.Config{SaveDir: save})
	s := openSetupButton(t, g, "Set up")
	require.True(t, g.SetupTakes("vault.dd2vtt", data))
	require.Equal(t, [2]int{16, 12}, [2]int{s.Board().W, s.Board().H}, func() string { m, _ := s.Message(); return m }())
	require.Len(t, s.Board().Figures, 3, "the table's figures stand on the new map")
	tapSetupButton(t, g, "Start")
	counted := false
	untilSetup(t, g, "the fight on the map", func() bool {
		if s := g.Setup(); s != nil {
			line, _ := s.Message()
			counted = counted || strings.HasPrefix(line, "Sending the map vault.dd2vtt to the host: ")
			return false
		}
		return true
	})
	assert.True(t, counted, "the setup's line counts the pieces sent")

	kept, err := os.ReadFile(filepath.Join(save, "scenarios", "vault.dd2vtt"))
	require.NoError(t, err, "the host keeps the map file")
	assert.Equal(t, data, kept)
	var w, ht, walls int
	h.Battle(func(b *rules.Battle) {
		bd := b.Battlefield.(*board.Battlefield).B
		w, ht, walls = bd.W, bd.H, len(bd.Walls)
	})
	assert.Equal(t, [2]int{16, 12}, [2]int{w, ht})
	assert.Positive(t, walls)
	snap := g.Snapshot()
	assert.Equal(t, [2]int{16, 12}, [2]int{snap.Width, snap.Height}, "the window plays the fight on the map")

	// Set up again (a figure moved): the host has the file, by its
	// SHA-256, so the scenario goes alone.
	s = openSetupButton(t, g, "Set up")
	require.Equal(t, [2]int{16, 12}, [2]int{s.Board().W, s.Board().H}, "the table's scenario on its map")
	tapSetupButton(t, g, "Start")
	counted = false
	untilSetup(t, g, "the fight again", func() bool {
		if s := g.Setup(); s != nil {
			line, _ := s.Message()
			counted = counted || strings.HasPrefix(line, "Sending the map")
			return false
		}
		return true
	})
	assert.False(t, counted, "no piece of the file sent again")
	files, err := os.ReadDir(filepath.Join(save, "scenarios"))
	require.NoError(t, err)
	var maps []string
	for _, f := range files {
		if filepath.Ext(f.Name()) == ".dd2vtt" {
			maps = append(maps, f.Name())
		}
	}
	assert.Equal(t, []string{"vault.dd2vtt"}, maps, "the host kept one copy")
}
