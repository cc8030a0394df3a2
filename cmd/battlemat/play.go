//go:build !js

package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// cmdPlay opens the window on a scenario file. With --profile-frames N it
// runs N idle frames, N frames of continuous panning and N of continuous
// zooming in a hidden window and prints what Update and Draw cost.
func cmdPlay(args []string, out io.Writer) error {
	fs := newFlags("play")
	frames := fs.Int("profile-frames", 0, "run this many frames, print Update/Draw cost and exit")
	size := fs.String("size", "1280x800", "window size WxH in pixels")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if _, err := fmt.Sscanf(*size, "%dx%d", &windowW, &windowH); err != nil || windowW < 320 || windowH < 240 || windowW > 8192 || windowH > 8192 {
		return fmt.Errorf("--size %q: want WxH in pixels, e.g. 1920x1080 (320x240 to 8192x8192)", *size)
	}
	fs.Visit(func(f *flag.Flag) { windowSized = windowSized || f.Name == "size" })
	if *frames < 0 {
		return fmt.Errorf("--profile-frames %d: want a positive number", *frames)
	}
	g, err := newGame(pos[0])
	if err != nil {
		return err
	}
	if *frames == 0 {
		return runWindow(g, nil)
	}
	p := &profiler{g: g, n: *frames}
	ebiten.SetWindowVisible(false)
	ebiten.SetVsyncEnabled(false)
	if err := runWindow(g, func(*game.Game) ebiten.Game { return p }); err != nil {
		return err
	}
	p.report(out)
	return nil
}

// profiler runs the game for n idle frames, then n frames in which the
// camera moves a pixel every frame (panning), then n in which it zooms
// every frame, so every Draw repaints the whole table.
type profiler struct {
	g          *game.Game
	n          int
	phases     [3]phase
	ms         runtime.MemStats
	frameStart uint64
	ticks      int
}

type phase struct {
	start, end   time.Time
	update, draw []time.Duration
	allocs       []uint64 // heap allocations per frame, Update and Draw together
}

var phaseNames = [3]string{"idle", "panning", "zooming"}

// current is the phase being measured, nil when all are done.
func (p *profiler) current() (int, *phase) {
	for i := range p.phases {
		if len(p.phases[i].draw) < p.n {
			return i, &p.phases[i]
		}
	}
	return -1, nil
}

func (p *profiler) mallocs() uint64 {
	runtime.ReadMemStats(&p.ms)
	return p.ms.Mallocs
}

func (p *profiler) Update() error {
	i, ph := p.current()
	switch i {
	case -1:
		return ebiten.Termination
	case 1:
		c := p.g.Camera()
		c.X += 1
		p.g.SetCamera(c)
	case 2:
		c := p.g.Camera()
		// Breathe between two zooms so the picture keeps its size range.
		f := 1.01
		if len(ph.draw)/20%2 == 1 {
			f = 1 / 1.01
		}
		w, h := p.g.ScreenSize()
		c.ZoomAbout(float64(w)/2, float64(h)/2, f)
		p.g.SetCamera(c)
	}
	a0 := p.mallocs()
	t := time.Now()
	err := p.g.Update()
	ph.update = append(ph.update, time.Since(t))
	p.frameStart += p.mallocs() - a0
	p.ticks++
	return err
}

func (p *profiler) Draw(screen *ebiten.Image) {
	_, ph := p.current()
	if ph == nil {
		return
	}
	a0 := p.mallocs()
	t := time.Now()
	if ph.start.IsZero() {
		ph.start = t
	}
	p.g.Draw(screen)
	ph.end = time.Now()
	ph.draw = append(ph.draw, ph.end.Sub(t))
	ph.allocs = append(ph.allocs, p.mallocs()-a0+p.frameStart)
	p.frameStart = 0
}

func (p *profiler) LayoutF(w, h float64) (float64, float64) { return p.g.LayoutF(w, h) }

func (p *profiler) Layout(w, h int) (int, int) { return p.g.Layout(w, h) }

func (p *profiler) report(out io.Writer) {
	w, h := p.g.ScreenSize()
	fmt.Fprintf(out, "%d frames of %dx%d px (%d ticks); times are wall time of the call on the game thread\n", 3*p.n, w, h, p.ticks)
	for i := range p.phases {
		ph := &p.phases[i]
		fps := 0.0
		if d := ph.end.Sub(ph.start).Seconds(); d > 0 {
			fps = float64(len(ph.draw)-1) / d
		}
		fmt.Fprintf(out, "%-8s Update mean %s p99 %s | Draw mean %s p99 %s | allocs/frame mean %.1f median %d max %d | %.1f frames/s\n",
			phaseNames[i], mean(ph.update), p99(ph.update), mean(ph.draw), p99(ph.draw), meanU(ph.allocs), medianU(ph.allocs), maxU(ph.allocs), fps)
	}
}

func mean(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	var s time.Duration
	for _, d := range ds {
		s += d
	}
	return s / time.Duration(len(ds))
}

func p99(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[(len(s)*99+99)/100-1]
}

func meanU(xs []uint64) float64 {
	if len(xs) == 0 {
		return 0
	}
	var s uint64
	for _, x := range xs {
		s += x
	}
	return float64(s) / float64(len(xs))
}

func medianU(xs []uint64) uint64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func maxU(xs []uint64) uint64 {
	var m uint64
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
