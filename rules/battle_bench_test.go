package rules_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"
)

// BenchmarkApplyTurns applies 120 actions of the plain tactic of play
// (rounds, turns, shots, moves) to the demo scenario: the cost of Apply
// in a simulated fight, without parsing the scenario.
func BenchmarkApplyTurns(b *testing.B) {
	src := demo(b)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		_, bt, err := board.StartBattle("demo.yaml", src, 1)
		if err != nil {
			b.Fatal(err)
		}
		bt.Soak = rules.DefaultSoak
		b.StartTimer()
		play(b, bt, 120)
	}
}
