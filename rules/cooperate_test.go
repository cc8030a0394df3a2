package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSupportBonus(t *testing.T) {
	swade, deluxe := SWADE.Rules(), Deluxe.Rules()
	fail := TraitResult{Total: 3}
	success := TraitResult{Total: 5, Success: true}
	raise := TraitResult{Total: 8, Success: true, Raises: 1}
	twoRaises := TraitResult{Total: 12, Success: true, Raises: 2}
	crit := TraitResult{Total: 1, CriticalFailure: true}
	cases := []struct {
		name string
		help TraitResult
		er   *EditionRules
		want int
	}{
		// The seeds' example: Virginia gets a raise and adds +2 to Buck.
		{"a raise adds +2 (deluxe: success +1, raise +1)", raise, deluxe, 2},
		{"a raise adds +2 (swade)", raise, swade, 2},
		{"a success adds +1 (deluxe)", success, deluxe, 1},
		{"a success adds +1 (swade)", success, swade, 1},
		{"two raises add +3 in deluxe: each success and raise is +1", twoRaises, deluxe, 3},
		{"two raises add +2 in swade: a raise is +2 however many", twoRaises, swade, 2},
		{"a failure adds nothing", fail, swade, 0},
		{"a critical failure is -2 in swade", crit, swade, -2},
		{"a critical failure costs nothing in deluxe", crit, deluxe, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, SupportBonus(c.help, c.er))
		})
	}

	// Several helpers add up to +4 at most, except on Strength.
	three := []TraitResult{raise, raise, twoRaises}
	assert.Equal(t, Modifier{Name: "support", Value: 4}, Support(three, swade, false))
	assert.Equal(t, 6, Support(three, swade, true).Value, "Strength: 2+2+2, no cap")
	assert.Equal(t, 7, Support(three, deluxe, true).Value, "deluxe Strength: 2+2+3")
	assert.Equal(t, 0, Support([]TraitResult{raise, crit}, swade, false).Value, "+2 -2")
	assert.Equal(t, -1, Support([]TraitResult{success, crit}, swade, false).Value)
	assert.Equal(t, 0, Support(nil, swade, false).Value)
	assert.Empty(t, Mods(nil).With("support", Support(nil, swade, false).Value))
}

func TestSupportFromRolls(t *testing.T) {
	// Virginia's own roll: d8 Research 8 then 1 = 9 vs 4, a raise: +2.
	v := ScriptedRNG(8, 1).TraitTest(TraitRoll{Name: "Research", Die: D8})
	assert.Equal(t, 1, v.Raises)
	mod := Support([]TraitResult{v}, Deluxe.Rules(), false)
	// Buck's roll: d6 2 +2 = 4: the help makes it a success.
	b := ScriptedRNG(2).TraitTest(TraitRoll{Name: "Research", Die: D6, Mods: Mods(nil).With(mod.Name, mod.Value)})
	assert.Equal(t, 4, b.Total)
	assert.True(t, b.Success)
}

// The edition differences that concern dice (docs/editions.md).
func TestEditionDice(t *testing.T) {
	for _, e := range []Edition{SWADE, Deluxe} {
		er := e.Rules()
		t.Run(string(e)+" running die never aces", func(t *testing.T) {
			assert.Equal(t, D6, er.RunningDie)
			r := ScriptedRNG(6, 6)
			roll := r.RollNoAce(er.RunningDie)
			assert.Equal(t, []int{6}, roll.Faces, "a 6 on the running die stops there")
			assert.Equal(t, 1, r.ScriptLeft())
			assert.Equal(t, 6, NoAceDist(er.RunningDie).Max())
		})
	}
	// Deviation dice never ace either; fired blasts deviate 2d6" in swade
	// (2..12, 12 with 1/36) and 1d10" in deluxe (1..10, each 1/10).
	sw := DiceDist(SWADE.Rules().DeviationFired, false)
	assert.Equal(t, 2, sw.Min)
	assert.Equal(t, 12, sw.Max())
	assert.InDelta(t, 1.0/36, sw.Prob(12), 1e-15)
	dx := DiceDist(Deluxe.Rules().DeviationFired, false)
	assert.Equal(t, 1, dx.Min)
	assert.Equal(t, 10, dx.Max())
	assert.InDelta(t, 0.1, dx.Prob(10), 1e-15)
	// Thrown: 1d6" in both.
	for _, e := range []Edition{SWADE, Deluxe} {
		th := DiceDist(e.Rules().DeviationThrown, false)
		assert.Equal(t, 6, th.Max())
		assert.InDelta(t, 1.0/6, th.Prob(6), 1e-15)
	}
}
