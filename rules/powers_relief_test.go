package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReliefWithTheStunnedModifierEndsStunnedAndThenOneConditionMore(t *testing.T) {
	b := castingWith(t, "swade", "Relief")
	apply(t, b, rules.Stun{Who: "acolyte", Cause: "a blow"})
	refused(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}},
		"Acolyte is Stunned (the Stunned modifier ends it): nothing to relieve")
	n := len(b.Events())
	// Faith d10 5 vs 4: a success, no raise. Relief 1 + Stunned 1 = 2
	// Power Points; Stunned ends, then one more: Distracted.
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}, Mods: []string{"Stunned"}})
	log := logFrom(b, n)
	assert.Equal(t, "Acolyte is no longer Stunned and Distracted (Relief).", log[1])
	assert.Equal(t, "High Priest spends 2 Power Points on Relief (13 left).", log[2])
	a := b.Figure("acolyte")
	assert.False(t, a.Stunned)
	assert.False(t, a.Distracted)
	assert.True(t, a.Vulnerable, "one condition without a raise")

	c := castingWith(t, "swade", "Relief")
	apply(t, c, rules.Stun{Who: "acolyte", Cause: "a blow"})
	m := len(c.Events())
	script(c, 8, 1) // 8: a raise, two conditions after Stunned
	apply(t, c, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}, Mods: []string{"Stunned"}})
	assert.Equal(t, "Acolyte is no longer Stunned, Distracted and Vulnerable (Relief).", logFrom(c, m)[1])
}

func TestReliefsNumbLessensWoundAndFatiguePenaltiesByOneOrTwoWithARaise(t *testing.T) {
	b := castingWith(t, "swade", "Relief")
	p := b.Figure("priest")
	p.Wounds, p.Fatigue = 2, 1
	assert.Equal(t, -3, p.Penalty().Sum(), "Wounds -2, Fatigued -1")
	refused(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"priest"}, Choice: "numb", Mods: []string{"Stunned"}},
		"the Stunned modifier goes with Relief's recover, not numb")
	// Faith d10 8 -3 = 5: a success; numb 1.
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"priest"}, Choice: "numb"})
	assert.Equal(t, -1, p.Penalty().Sum(), "Wounds -2 +1, Fatigued -1 +1")
	assert.Equal(t, 14, p.PowerPoints())

	c := castingWith(t, "swade", "Relief")
	q := c.Figure("priest")
	q.Wounds, q.Fatigue = 2, 1
	// d10 10 and 1 (an ace) = 11 -3 = 8: a raise; numb 2.
	script(c, 10, 1, 1)
	apply(t, c, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"priest"}, Choice: "numb"})
	assert.Equal(t, 0, q.Penalty().Sum(), "Wounds -2 +2, Fatigued -1 +2 (never a bonus)")
	var numb []rules.Effect
	for _, e := range q.Effects {
		if e.Source.Name == "Relief" {
			numb = append(numb, e)
		}
	}
	require.Len(t, numb, 2)
	assert.Equal(t, rules.NumbRounds, numb[0].Span, "an hour: 600 rounds")
	assert.Empty(t, numb[0].By, "nobody keeps it up: Backlash does not end it")

}

func TestDeluxeSuccorEndsShakenAndALevelOfFatigueTwoWithARaise(t *testing.T) {
	b := castingWith(t, "deluxe", "Succor")
	refused(t, b, rules.Cast{Who: "priest", Power: "Succor", Targets: []string{"acolyte"}},
		"Acolyte is neither Shaken nor Fatigued: nothing to succor")
	refused(t, b, rules.Cast{Who: "priest", Power: "Succor", Targets: []string{"buck"}},
		"Buck is out of range of Succor (Touch: the caster must be adjacent)")
	a := b.Figure("acolyte")
	a.Shaken, a.Fatigue = true, 2
	n := len(b.Events())
	script(b, 8, 1) // a raise
	apply(t, b, rules.Cast{Who: "priest", Power: "Succor", Targets: []string{"acolyte"}})
	assert.Equal(t, "Acolyte is rid of Shaken and two levels of Fatigue (Succor).", logFrom(b, n)[1])
	assert.False(t, a.Shaken)
	assert.Equal(t, 0, a.Fatigue)
	assert.Equal(t, 14, b.Figure("priest").PowerPoints(), "1 Power Point")
}
