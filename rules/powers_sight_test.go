package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBlindTakesTwoFromAttacksAndNoticeAndFourWithARaise(t *testing.T) {
	for _, c := range []struct {
		faith, want int
	}{{5, -2}, {8, -4}} {
		b := castingWith(t, "swade", "Blind")
		n := len(b.Events())
		script(b, c.faith, 1)
		apply(t, b, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
		log := logFrom(b, n)
		assert.Equal(t, "High Priest spends 2 Power Points on Blind (13 left).", log[len(log)-1])
		buck := b.Figure("buck")
		var got rules.Mods
		for _, e := range buck.Effects {
			got = append(got, rules.Modifier{Name: string(e.Change) + " " + e.Detail, Value: e.Value})
		}
		assert.Equal(t, rules.Mods{{Name: "attack ", Value: c.want}, {Name: "trait notice", Value: c.want}}, got)
		assert.Zero(t, buck.Effects[0].Ends, "Instant: it stays until shaken off, nobody keeps it up")
	}
}

func TestBlindIsShakenOffTwoPointsAtATimeWithVigorAtTheTurnsEnd(t *testing.T) {
	b := castingWith(t, "swade", "Blind")
	script(b, 8, 1) // a raise: -4
	apply(t, b, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}, Mods: []string{"Strong"}})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	buck := b.Figure("buck")
	n := len(b.Events())
	// Vigor d8 6 -2 Strong = 4: a success: -4 becomes -2.
	script(b, 6, 1)
	apply(t, b, rules.EndTurn{Who: "buck"})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "Buck rolls Vigor (Blind): d8 6, Wild d6 1, -2 Strong = 4 vs 4: success.")
	assert.Contains(t, log, "Buck sees better: Blind -2.")
	require.Len(t, buck.Effects, 2)
	assert.Equal(t, -2, buck.Effects[0].Value)
}

func TestBlindAsAMediumBlastCostsFourAndTakesEveryoneUnderIt(t *testing.T) {
	b := castingWith(t, "swade", "Blind")
	at := rules.Spot{X: 8.5, Y: 3.5}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blind", At: &at, Mods: []string{"Medium Blast"}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest spends 4 Power Points on Blind (11 left).", log[len(log)-1])
	for _, id := range []string{"buck", "h1", "h2"} {
		assert.Len(t, b.Figure(id).Effects, 2, id)
	}
}

// In the Dark (-4) Darksight takes all 4 back; in Pitch Darkness (-6)
// nothing without a raise, all 6 with one. Glow on the target takes 1
// back for any attacker.
func TestDarksightIgnoresFourPointsOfDarknessAndSixWithARaise(t *testing.T) {
	for _, c := range []struct {
		light       string
		effect      rules.Effect
		on          string
		want        rules.Mods
		description string
	}{
		{"dark", rules.Effect{Change: rules.ChangeSense, Detail: "darksight", Value: 4}, "buck", rules.Mods{{Name: "dark", Value: -4}, {Name: "Darksight", Value: 4}}, "Darksight in the Dark"},
		{"pitch", rules.Effect{Change: rules.ChangeSense, Detail: "darksight", Value: 4}, "buck", rules.Mods{{Name: "pitch", Value: -6}}, "Darksight in Pitch Darkness"},
		{"pitch", rules.Effect{Change: rules.ChangeSense, Detail: "darksight", Value: 6, N: 1}, "buck", rules.Mods{{Name: "pitch", Value: -6}, {Name: "Darksight", Value: 6}}, "Darksight with a raise"},
		{"dark", rules.Effect{Change: rules.ChangeFeature, Detail: "glow"}, "c1", rules.Mods{{Name: "dark", Value: -4}, {Name: "Glow", Value: 1}}, "a glowing target"},
	} {
		b := newBattle(t, "light: "+c.light+"\n"+duel, 3)
		c.effect.Source = rules.Source{Kind: rules.FromPower, Name: "x"}
		b.Figure(c.on).Effects = []rules.Effect{c.effect}
		fighttest.ToTurn(t, b, "buck", 0)
		require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		var light rules.Mods
		for _, m := range p.Rolls[0].Mods(0) {
			switch m.Name {
			case "dim", "dark", "pitch", "Darksight", "Glow":
				light = append(light, m)
			}
		}
		assert.Equal(t, c.want, light, c.description)
	}
}

func TestGlowCostsOneAndMakesTheRecipientsStealthMinusTwo(t *testing.T) {
	b := castingWith(t, "swade", "Protection")
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"buck"}, Mods: []string{"Glow"}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest spends 2 Power Points on Protection (13 left).", log[len(log)-1])
	var stealth int
	for _, e := range b.Figure("buck").Effects {
		if e.Change == rules.ChangeTrait && e.Detail == "stealth" {
			stealth += e.Value
		}
	}
	assert.Equal(t, -2, stealth)
}

func TestABlindedFighterAttacksAtMinusTwo(t *testing.T) {
	b := newBattle(t, duel, 3)
	b.Figure("buck").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Blind"}, Change: rules.ChangeAttack, Value: -2}}
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Blind", Value: -2})
}
