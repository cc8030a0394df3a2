package rules_test

import (
	"slices"
	"testing"

	"battlemat/rules"
)

// Each benchmark applies one action to a battle a few actions old and
// undoes it (a replay of those few actions), so the figure is the cost of
// the action plus that short replay.
func benchApply(b *testing.B, src string, act rules.Action) {
	bt := newBattle(b, src, 1)
	// The countdown up to Buck's turn.
	for range 20 {
		if slices.Contains(bt.NextUp(), "buck") {
			break
		}
		var a rules.Action = rules.StartRound{}
		if bt.Turn() != nil {
			a = rules.EndTurn{Who: bt.Turn().Who}
		} else if next := bt.NextUp(); len(next) > 0 {
			a = rules.StartTurn{Who: next[0]}
		}
		if err := bt.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	if err := bt.Apply(rules.StartTurn{Who: "buck"}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		*bt.RNG() = *rules.NewRNG(uint64(i))
		i++
		if err := bt.Apply(act); err != nil {
			b.Fatal(err)
		}
		if err := bt.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMeleeApplyUndo(b *testing.B) {
	benchApply(b, melee, rules.Melee{Who: "buck", Target: "c1"})
}

func BenchmarkAreaApplyUndo(b *testing.B) {
	benchApply(b, blasts, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}})
}

func BenchmarkSuppressApplyUndo(b *testing.B) {
	benchApply(b, blasts, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
}
