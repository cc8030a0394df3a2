package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// Each benchmark applies one action to a battle a few actions old and
// undoes it (a replay of those few actions), so the figure is the cost of
// the action plus that short replay.
func benchApply(b *testing.B, src string, act rules.Action) {
	bt := newBattle(b, src, 1)
	fighttest.ToTurn(b, bt, "buck", 0)
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
