//go:build !js

package main

import (
	"fmt"
	"testing"

	"battlemat/assets"
	"battlemat/board"

	must "github.com/stretchr/testify/require"
)

// BenchmarkFight is one whole simulated fight of the demo scenario, every
// side by the plain tactic, from putting the figures back to the last
// Incapacitation (or the round cap). Each iteration takes the next seed.
func BenchmarkFight(b *testing.B) {
	data, err := assets.Scenario("demo")
	must.NoError(b, err)
	bd, err := board.Parse("demo.yaml", data)
	must.NoError(b, err)
	fr := newFighter(bd)
	benchFights(b, fr)
}

// benchFights plays the benchmark's fights, each with the next seed, and
// reports the rounds of a fight and the CPU time of one (the process's
// user and system time: on a shared machine wall time counts the other
// programs' turns too, CPU time much less so).
func benchFights(b *testing.B, fr *fighter) {
	rounds, seed := 0, uint64(0)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		seed++
		r, err := fr.fight(mixSeed(1, seed))
		if err != nil {
			b.Fatal(err)
		}
		rounds += r.Rounds
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(seed), "cpu-ns/op")
	b.ReportMetric(float64(rounds)/float64(seed), "rounds/fight")
}

// BenchmarkAttackTrial is 100 trials of battlemat attack: the shooter's
// rifle at the target of attack_test.go (apply, read, restore the checkpoint each).
func BenchmarkAttackTrial(b *testing.B) {
	data := []byte(attackScenario)
	bd, err := board.Parse("t.yaml", data)
	must.NoError(b, err)
	w, err := attackWeapon(bd.Figure("shooter"), "")
	must.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		bd, _ = board.Parse("t.yaml", data)
		b.StartTimer()
		_, err := runAttacks(bd, "shooter", "target", w, 1, 100, 1)
		must.NoError(b, err)
	}
}

// BenchmarkFightField is one whole fight of fieldScenario(side, figs):
// how the cost of a fight grows with the map's side and the number of
// figures (docs/speed.md fits the exponents).
func BenchmarkFightField(b *testing.B) {
	for _, sz := range [][2]int{{20, 20}, {40, 20}, {80, 20}, {160, 20}, {40, 10}, {40, 40}, {40, 80}} {
		b.Run(fmt.Sprintf("side=%d/figs=%d", sz[0], sz[1]), func(b *testing.B) {
			bd, err := board.Parse("field.yaml", []byte(fieldScenario(sz[0], sz[1])))
			must.NoError(b, err)
			benchFights(b, newFighter(bd))
		})
	}
}
