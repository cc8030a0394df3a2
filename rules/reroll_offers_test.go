package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A benny reroll is offered after every roll a benny may reroll (the
// Soak roll, the Incapacitation and Bleeding Out Vigor rolls, the Healing
// rolls of Stabilize and after the fight, as well as attacks), and never
// after a result the reroll cannot improve: a hit whose target is
// already Incapacitated is moot, by Fighting as by Shooting.
func TestBennyRerollIsOfferedAfterEveryRerollableRollAndNeverWhenMoot(t *testing.T) {
	offered := func(b *rules.Battle) []string {
		var out []string
		for _, a := range b.RerollAsks() {
			if !a.Moot {
				out = append(out, b.Figure(a.Who).Name+" "+a.What+" "+a.Result.Outcome())
			}
		}
		return out
	}
	cases := []struct {
		name string
		play func(t *testing.T) []string
		want []string
	}{
		{"the Soak roll", func(t *testing.T) []string {
			// The Bear (3 Wounds, 2 bennies) takes a Wound from Buck's
			// Machete (6 vs Parry 6, 7+4 = 11 vs Toughness 7) and Soaks:
			// Vigor d10 1, Wild d6 2, -3 = -1 soaks nothing: the Soak
			// prompt asks again, a reroll (rolls 1).
			b := newBattle(t, arena, 1)
			fighttest.ToTurn(t, b, "buck", 0)
			apply(t, b, rules.Place{Who: "bear", To: rules.Pos{X: 4, Y: 3}},
				rules.SetState{Who: "bear", State: rules.State{Wounds: 3, Bennies: 2}})
			var asked []string
			b.Soak = func(f *rules.Figure, wounds, soaked, rolls int) bool {
				if rolls > 0 {
					asked = append(asked, f.Name+" Soak reroll")
				}
				return rolls == 0
			}
			script(b, 6, 1, 7, 4, 1, 2, 2, 1, 3, 4, 2)
			apply(t, b, rules.Melee{Who: "buck", Target: "bear"})
			return asked
		}, []string{"Bear Soak reroll"}},
		{"the Incapacitation Vigor roll", func(t *testing.T) []string {
			// The Bear (3 Wounds, 1 benny) is put out by the Machete; its
			// Vigor d10 2, Wild d6 1, -3 = -1 fails.
			b := newBattle(t, arena, 1)
			fighttest.ToTurn(t, b, "buck", 0)
			apply(t, b, rules.Place{Who: "bear", To: rules.Pos{X: 4, Y: 3}},
				rules.SetState{Who: "bear", State: rules.State{Wounds: 3, Bennies: 1}})
			askAll(b, 0)
			script(b, 6, 1, 7, 4, 2, 1, 3, 4, 2)
			apply(t, b, rules.Melee{Who: "buck", Target: "bear"})
			return offered(b)
		}, []string{"Bear Vigor (Incapacitation) failure"}},
		{"the Bleeding Out roll", func(t *testing.T) []string {
			// Buck bleeds out with a benny: Vigor d8 7, Wild d6 2, -3 = 4,
			// a success (a raise would stabilise him).
			b := newBattle(t, arena, 1)
			fighttest.UpTo(t, b, "buck")
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true, Bennies: 1}})
			askAll(b, 0)
			script(b, 7, 2)
			apply(t, b, rules.StartTurn{Who: "buck"})
			return offered(b)
		}, []string{"Buck Vigor (Bleeding Out) success"}},
		{"the Healing roll of Stabilize", func(t *testing.T) []string {
			// Doc's Healing d8 2, Wild d6 3 = 3 fails to stop the bleeding.
			b := newBattle(t, medic, 1)
			fighttest.ToTurn(t, b, "doc", 0)
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}},
				rules.Place{Who: "doc", To: rules.Pos{X: 3, Y: 1}})
			b.Figure("doc").Bennies = 1
			askAll(b, 0)
			script(b, 2, 3)
			apply(t, b, rules.Stabilize{Who: "doc", Target: "buck"})
			return offered(b)
		}, []string{"Doc Healing failure"}},
		{"the Healing roll after the fight", func(t *testing.T) []string {
			// Buck has 2 Wounds: Doc's d8 5, Wild d6 2 = 5 heals one; a
			// raise would heal both.
			b := newBattle(t, medic, 1)
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 2}}, rules.EndFight{})
			b.Figure("doc").Bennies = 1
			askAll(b, 0)
			script(b, 5, 2)
			apply(t, b, rules.Heal{Who: "doc", Target: "buck"})
			return offered(b)
		}, []string{"Doc Healing success"}},
		{"a shot that put its target out", func(t *testing.T) []string {
			// Colt d10 7, Wild d6 1 = 7 hits; 4+5+1 = 10 puts Cultist 1 out.
			b := newBattle(t, duel, 1)
			b.Figure("buck").Bennies = 2
			fighttest.ToTurn(t, b, "buck", 0)
			askAll(b, 0)
			script(b, 7, 1, 4, 5)
			apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
			require.True(t, b.Figure("c1").Incapacitated)
			require.Len(t, b.RerollAsks(), 1, "asked, then found moot")
			return offered(b)
		}, nil},
		{"a blow that put its target out", func(t *testing.T) []string {
			// Machete d8 6, Wild d6 1 = 6 vs Parry 5 hits; 5+4 = 9 vs
			// Toughness 5 Wounds the Extra: out.
			b := newBattle(t, duel, 1)
			b.Figure("buck").Bennies = 2
			apply(t, b, rules.Place{Who: "c1", To: rules.Pos{X: 2, Y: 1}})
			fighttest.ToTurn(t, b, "buck", 0)
			askAll(b, 0)
			script(b, 6, 1, 5, 4)
			apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
			require.True(t, b.Figure("c1").Incapacitated)
			require.Len(t, b.RerollAsks(), 1, "asked, then found moot")
			return offered(b)
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.play(t))
		})
	}
}
