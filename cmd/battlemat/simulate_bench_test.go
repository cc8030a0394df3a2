//go:build !js

package main

import (
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
	rounds, seed := 0, uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		r, err := fr.fight(mixSeed(1, seed))
		if err != nil {
			b.Fatal(err)
		}
		rounds += r.Rounds
	}
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
