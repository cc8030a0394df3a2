package game

import (
	"errors"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screenshots of a test's frames (phone.shot) need a running game: with
// BATTLEMAT_PHONE_OUT set the tests run beside a small ebiten game on
// the main thread (under Xvfb) that does the drawing asked of it.

var shotReqs = make(chan func(), 1)

type shotHost struct{ done chan int }

var errShotsDone = errors.New("tests done")

func (h *shotHost) Update() error {
	select {
	case f := <-shotReqs:
		f()
	case <-h.done:
		return errShotsDone
	default:
	}
	return nil
}

func (h *shotHost) Draw(*ebiten.Image)         {}
func (h *shotHost) Layout(int, int) (int, int) { return 64, 64 }

// withShots runs the tests (run) beside the drawing game when asked.
func withShots(run func() int) int {
	if os.Getenv("BATTLEMAT_PHONE_OUT") == "" {
		return run()
	}
	h := &shotHost{done: make(chan int, 1)}
	code := 0
	go func() { code = run(); h.done <- code }()
	ebiten.SetWindowSize(64, 64)
	_ = ebiten.RunGame(h)
	return code
}

// onScreen runs f on the drawing game's tick and waits for it.
func onScreen(f func()) {
	done := make(chan struct{})
	shotReqs <- func() { f(); close(done) }
	<-done
}
