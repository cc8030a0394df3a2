package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// cmdPlay opens the window on a scenario file. With --profile-frames N it
// runs N idle frames and N frames of continuous panning in a hidden window
// and prints what Update and Draw cost.
func cmdPlay(args []string, out io.Writer) error {
	fs := newFlags("play")
	frames := fs.Int("profile-frames", 0, "run this many frames, print Update/Draw cost and exit")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if *frames < 0 {
		return fmt.Errorf("--profile-frames %d: want a positive number", *frames)
	}
	b, err := loadScenario(pos[0])
	if err != nil {
		return err
	}
	g := game.New(b)
	if *frames == 0 {
		return runWindow(g, nil)
	}
	p := &profiler{g: g, n: *frames}
	ebiten.SetWindowVisible(false)
	if err := runWindow(g, func(*game.Game) ebiten.Game { return p }); err != nil {
		return err
	}
	p.report(out)
	return nil
}

// profiler runs the game for n idle frames, then n frames in which the
// camera moves a pixel every tick so every Draw repaints the whole table
// (the cost while a person pans or zooms).
type profiler struct {
	g          *game.Game
	n          int
	idle, pan  phase
	ms         runtime.MemStats
	frameStart uint64
	ticks      int
}

type phase struct {
	update, draw []time.Duration
	allocs       []uint64 // heap allocations per frame, Update and Draw together
}

func (p *profiler) current() *phase {
	if len(p.idle.draw) < p.n {
		return &p.idle
	}
	return &p.pan
}

func (p *profiler) mallocs() uint64 {
	runtime.ReadMemStats(&p.ms)
	return p.ms.Mallocs
}

func (p *profiler) Update() error {
	ph := p.current()
	if len(p.pan.draw) >= p.n {
		return ebiten.Termination
	}
	if ph == &p.pan {
		c := p.g.Camera()
		c.X += 1
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
	ph := p.current()
	if len(ph.draw) >= p.n {
		return
	}
	a0 := p.mallocs()
	t := time.Now()
	p.g.Draw(screen)
	ph.draw = append(ph.draw, time.Since(t))
	ph.allocs = append(ph.allocs, p.mallocs()-a0+p.frameStart)
	p.frameStart = 0
}

func (p *profiler) LayoutF(w, h float64) (float64, float64) { return p.g.LayoutF(w, h) }

func (p *profiler) Layout(w, h int) (int, int) { return p.g.Layout(w, h) }

func (p *profiler) report(out io.Writer) {
	w, h := p.g.ScreenSize()
	fmt.Fprintf(out, "%d frames of %dx%d px (%d ticks); times are wall time of the call on the game thread\n", 2*p.n, w, h, p.ticks)
	for _, x := range []struct {
		name string
		ph   *phase
	}{{"idle", &p.idle}, {"panning", &p.pan}} {
		fmt.Fprintf(out, "%-8s Update mean %s p99 %s | Draw mean %s p99 %s | allocs/frame mean %.1f max %d\n",
			x.name, mean(x.ph.update), p99(x.ph.update), mean(x.ph.draw), p99(x.ph.draw), meanU(x.ph.allocs), maxU(x.ph.allocs))
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

func maxU(xs []uint64) uint64 {
	var m uint64
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
