//go:build js

package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// quietFrames has the page run frames only on input or every quietBeat
// while on, and every animation frame again when off (quiet.go).
var quietFrames = struct {
	on    bool
	tps   int
	timer *time.Timer
	last  time.Time // the ticks' time counted so far (frameTicks)
}{}

// frameTicks is how many 60-a-second ticks this frame stands for: one
// but on a quiet page, where it is the time since the last one counted
// (at most a second's, a hidden tab's gap is not played at once).
func (g *Game) frameTicks() int {
	q := &quietFrames
	if !q.on {
		return 1
	}
	now := time.Now()
	n := int(now.Sub(q.last) / frame)
	if n < 1 {
		return 0 // an input right after a frame: no tick's time yet
	}
	if n > 60 {
		n, q.last = 60, now
		return n
	}
	q.last = q.last.Add(time.Duration(n) * frame)
	return n
}

// quiet sets the page's frames for this tick (quiet.go). SetFPSMode and
// ScheduleFrame are deprecated for SetScreenClearedEveryFrame(false), which
// the page has, but that still runs Update and presents each changed frame
// four times at 60 a second; the minimum mode alone runs frames on demand.
func (g *Game) quiet(on bool) {
	q := &quietFrames
	if on != q.on {
		q.on = on
		if on {
			q.tps = ebiten.TPS()
			q.last = time.Now()
			// A frame is one tick: an input's frame always handles it.
			ebiten.SetTPS(ebiten.SyncWithFPS)
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		} else {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
			ebiten.SetTPS(q.tps)
		}
	}
	if !on {
		return
	}
	if q.timer == nil {
		q.timer = time.AfterFunc(quietBeat, ebiten.ScheduleFrame)
	} else {
		q.timer.Reset(quietBeat)
	}
}
