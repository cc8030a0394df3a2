package game

import (
	"os"
	"testing"
	"time"

	"battlemat/assets"
)

// benchGame is the demo with Buck's turn under way (the cursor off the
// map), for the controller's benchmarks.
func benchGame(b *testing.B, mode Keys) *Game {
	b.Helper()
	data, err := assets.Scenario("demo.yaml")
	if err != nil {
		b.Fatal(err)
	}
	f, err := NewFight("demo.yaml", data, demoSeed)
	if err != nil {
		b.Fatal(err)
	}
	g := New(nil)
	g.SetScreenSize(1920, 1080)
	g.SetFight(f)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	if mode != (Keys{}) {
		press(g, mode)
	}
	if f.Battle().Turn() == nil {
		b.Fatal("no turn under way")
	}
	return g
}

// BenchmarkPlayHandleIdle is a tick with the cursor still: nothing to
// work out again.
func BenchmarkPlayHandleIdle(b *testing.B) {
	g := benchGame(b, Keys{})
	x, y := at(g, 4, 2)
	in := Input{X: x, Y: y}
	g.Handle(in)
	b.ReportAllocs()
	for b.Loop() {
		g.Handle(in)
	}
}

// BenchmarkPlayHandleHoverMove moves the cursor between two squares every
// tick: the reach and the path are worked out again each time.
func BenchmarkPlayHandleHoverMove(b *testing.B) {
	g := benchGame(b, Keys{})
	x0, y0 := at(g, 4, 2)
	x1, y1 := at(g, 7, 3)
	ins := [2]Input{{X: x0, Y: y0}, {X: x1, Y: y1}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g.Handle(ins[i&1])
		i++
	}
}

// BenchmarkPlayHandleHoverShot swings the line of fire between two foes
// every tick: the shot's plan and its exact odds each time.
func BenchmarkPlayHandleHoverShot(b *testing.B) {
	g := benchGame(b, CmdShoot.Key())
	x0, y0 := at(g, 14, 3)
	x1, y1 := at(g, 12, 5)
	ins := [2]Input{{X: x0, Y: y0}, {X: x1, Y: y1}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g.Handle(ins[i&1])
		i++
	}
}

// BenchmarkPlayHandleHoverGrenade drags the grenade's template between
// two squares: the template, who is under it and the odds each time.
func BenchmarkPlayHandleHoverGrenade(b *testing.B) {
	g := benchGame(b, CmdThrow.Key())
	x0, y0 := at(g, 6, 6)
	x1, y1 := at(g, 6, 7)
	ins := [2]Input{{X: x0, Y: y0}, {X: x1, Y: y1}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g.Handle(ins[i&1])
		i++
	}
}

// BenchmarkOddsThousandDemoFights is the GM's Odds button on the demo
// after the deal, as the window plays it: 1,000 fights, ticks 60 a second
// (each plays a 10 ms slice, or keeps the workers' lease), until done.
// ns/op is the whole wait; cpu-ns/op the process's CPU time (a shared
// machine's wall time counts the other programs' turns); ticks/op the
// frames it took.
func BenchmarkOddsThousandDemoFights(b *testing.B) {
	data, err := assets.Scenario("demo.yaml")
	if err != nil {
		b.Fatal(err)
	}
	benchOdds(b, "demo.yaml", data)
}

// BenchmarkOddsThousandField40Fights is the same on the 40x40 field with
// 20 figures (testdata/field40.yaml), the measuring stick.
func BenchmarkOddsThousandField40Fights(b *testing.B) {
	data, err := os.ReadFile("../testdata/field40.yaml")
	if err != nil {
		b.Fatal(err)
	}
	benchOdds(b, "field40.yaml", data)
}

func benchOdds(b *testing.B, name string, data []byte) {
	ticks, n := 0, 0
	cpu0 := cpuTime()
	for b.Loop() {
		n++
		f, err := NewFight(name, data, demoSeed)
		if err != nil {
			b.Fatal(err)
		}
		g := New(nil)
		g.SetScreenSize(1920, 1080)
		g.SetFight(f)
		press(g, CmdNext.Key())
		press(g, CmdOdds.Key())
		s, open := sceneOf[*oddsScene](g.ctl)
		if !open || s.total != OddsFights {
			b.Fatalf("the odds did not open: %s", g.ctl.msg)
		}
		t0 := time.Now()
		for k := 1; !s.first.Done(); k++ {
			g.Handle(Input{})
			ticks++
			time.Sleep(time.Until(t0.Add(time.Duration(k) * time.Second / 60)))
		}
		if s.first.Err != "" {
			b.Fatal(s.first.Err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(n), "cpu-ns/op")
	b.ReportMetric(float64(ticks)/float64(n), "ticks/op")
}
