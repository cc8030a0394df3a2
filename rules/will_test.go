package rules_test

import (
	"math"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arena: Buck (Wild Card: Intimidation d8, Taunt d6, Fighting d8: Parry
// 6) with Virginia (Wild Card) just above him; Cultist 1 (an Extra:
// Spirit d6, Smarts d4, Fighting d6: Parry 5) to his right; the wolf
// (an Extra with a natural Bite) below-left of him; Cultist 2 with a
// rifle far off; the bear (claws) further down; the heroes' bull (horns)
// in the top right corner. A cart of unstable planks (u) lies at the
// bottom left.
const arena = `
name: Arena
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "uu.............."
  legend:
    "u": {unstable: true}
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [3, 2]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6, intimidation: d8, taunt: d6}
    weapons:
      - {name: Machete, damage: str+d6}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
      - {name: Knife, damage: str+d4, offhand: true}
  - id: virginia
    name: Virginia
    side: heroes
    wildcard: true
    bennies: 0
    at: [3, 1]
    traits: {agility: d6, smarts: d8, spirit: d8, strength: d6, vigor: d6, fighting: d6, shooting: d8, athletics: d6, notice: d8}
    weapons:
      - {name: Derringer, range: 3/6/12, damage: 2d4, shots: 2}
  - id: c1
    name: Cultist 1
    side: cult
    at: [4, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: wolf
    name: Wolf
    side: cult
    at: [2, 3]
    traits: {agility: d8, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, athletics: d8, notice: d10}
    weapons:
      - {name: Bite, damage: str+d6, natural: true}
  - id: c2
    name: Cultist 2
    side: cult
    at: [12, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Rifle, range: 24/48/96, damage: 2d8, ap: 2}
  - id: bear
    name: Bear
    side: cult
    wildcard: true
    bennies: 0
    at: [12, 5]
    traits: {agility: d6, smarts: d4, spirit: d8, strength: d12, vigor: d10, fighting: d8, athletics: d6, notice: d8}
    weapons:
      - {name: Claws, damage: str+d6, natural: true}
  - id: bull
    name: Bull
    side: heroes
    at: [14, 0]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d12, vigor: d10, fighting: d8, notice: d6}
    weapons:
      - {name: Horns, damage: str+d6, natural: true}
`

// arenaDeluxe is the same arena under the deluxe rules.
const arenaDeluxe = "edition: deluxe" + arena

func TestTestOfWillWinDistractsRaiseShakes(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	// Intimidation d8 7, Wild d6 2, -2 multi-action = 5, against Cultist
	// 1's Spirit d6 3: Buck must beat 3 and make 4 at least: 5 wins, no
	// raise. The default effect is Distracted.
	script(b, 7, 2, 3)
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{
		"Cultist 1 rolls Spirit (resisting test) against Buck: d6 3 = 3.",
		"Buck rolls Intimidation (test) against Cultist 1: d8 7, Wild d6 2, -2 multi-action = 5 vs 4: wins.",
		"Cultist 1 is Distracted (Buck's Intimidation test).",
	}, logFrom(b, n))
	c1 := b.Figure("c1")
	assert.True(t, c1.Distracted)
	assert.False(t, c1.Shaken || c1.Vulnerable)

	// Taunt d6 6+5 = 11, -2 = 9 against Smarts (the linked attribute)
	// d4 4+2, -2 Distracted = 4: 9 beats 4 by 5, one raise: Vulnerable,
	// the tester's pick, and Shaken.
	n = len(b.Events())
	script(b, 6, 5, 1, 4, 2)
	apply(t, b, rules.Test{Who: "buck", Target: "c1", Skill: "taunt", Effect: rules.TestVulnerable})
	assert.Equal(t, []string{
		"Cultist 1 rolls Smarts (resisting test) against Buck: d4 4+2, -2 Distracted = 4.",
		"Buck rolls Taunt (test) against Cultist 1: d6 6+5, Wild d6 1, -2 multi-action = 9 vs 4: wins with a raise.",
		"Cultist 1 is Vulnerable and Shaken (Buck's Taunt test).",
	}, logFrom(b, n))
	assert.True(t, c1.Vulnerable && c1.Shaken && c1.Distracted)
	assert.Zero(t, c1.Wounds)
}

func TestTestOfWillLostChangesNothing(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Intimidation d8 4, Wild d6 3 = 4 against Spirit d6 4: a tie goes to
	// the foe.
	script(b, 4, 3, 4)
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{
		"Cultist 1 rolls Spirit (resisting test) against Buck: d6 4 = 4.",
		"Buck rolls Intimidation (test) against Cultist 1: d8 4, Wild d6 3 = 4 vs 4: loses (a tie goes to the defender).",
	}, logFrom(b, n))
	c1 := b.Figure("c1")
	assert.False(t, c1.Distracted || c1.Vulnerable || c1.Shaken)
}

func TestTestOfWillShakenFoeTakesNoWound(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("c1").Shaken = true
	script(b, 8, 8, 1, 1, 1) // 8+8+1 = 17 vs Spirit 1: TN 4, three raises
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	c1 := b.Figure("c1")
	assert.True(t, c1.Shaken && c1.Distracted)
	assert.Zero(t, c1.Wounds, "a test never turns Shaken into a Wound")
	assert.False(t, c1.Incapacitated)
}

func TestTestOfWillRefusals(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.Test{Who: "buck", Target: "c1", Skill: "knitting"}, "which attribute resists a test of knitting? name it (resist)")
	refused(t, b, rules.Test{Who: "buck", Target: "c1", Skill: "spirit"}, "a test of will is made with a skill, not Spirit")
	refused(t, b, rules.Test{Who: "buck", Target: "c1", Effect: "scared"}, `"scared" is not an effect of a test (distracted or vulnerable)`)
	refused(t, b, rules.Test{Who: "buck", Target: "buck"}, "Buck cannot test itself")
	refused(t, b, rules.Test{Who: "c1", Target: "buck"}, "it is not Cultist 1's turn but Buck's")
	// swade allows any skill with a linked attribute: Athletics (sand in
	// the eyes) against Agility.
	require.NoError(t, b.Apply(rules.Test{Who: "buck", Target: "c1", Skill: "athletics"}))
	assert.Contains(t, b.Log()[len(b.Events())-2], "Agility (resisting test)")

	d := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, d, "buck", 0)
	refused(t, d, rules.Test{Who: "buck", Target: "c1", Skill: "athletics"}, "in deluxe a test of will uses intimidation or taunt, not athletics")
	require.NoError(t, d.Apply(rules.Test{Who: "buck", Target: "c1", Skill: "taunt"}))
}

func TestLinkedAttribute(t *testing.T) {
	for skill, attr := range map[rules.Trait]rules.Trait{
		"intimidation": rules.Spirit, "Taunt": rules.Smarts, "athletics": rules.Agility,
		"fighting": rules.Agility, "notice": rules.Smarts, "vigor": rules.Vigor, "knitting": "",
	} {
		assert.Equal(t, attr, rules.LinkedAttribute(skill), skill)
	}
}

// The engine's test of will against the exact odds: Buck (Wild Card,
// Intimidation d8) against Cultist 1's Spirit d6 (an Extra, no
// critical failure). Buck wins when his total is at least 4 and beats
// the cultist's; a raise is 4 more than the larger of the two. Over
// 10,000 seeded trials (each undone: a rebuild) the rates stay within 5
// standard errors (under 0.025) of the exact values: a false alarm about
// once in 1.7 million runs.
func TestTestOfWillRatesMatchExactOdds(t *testing.T) {
	a := rules.AceDist(rules.D8).Better(rules.AceDist(rules.D6))
	d := rules.AceDist(rules.D6)
	var win, raise float64
	for x := a.Min; x <= a.Max(); x++ {
		for y := d.Min; y <= d.Max(); y++ {
			p := a.Prob(x) * d.Prob(y)
			if x >= 4 && x > y {
				win += p
				if x >= max(y, 4)+4 {
					raise += p
				}
			}
		}
	}
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	const n = 10000
	wins, raises := 0, 0
	for i := range n {
		*b.RNG() = *rules.NewRNG(uint64(1000 + i))
		require.NoError(t, b.Apply(rules.Test{Who: "buck", Target: "c1"}))
		c1 := b.Figure("c1")
		if c1.Distracted {
			wins++
		}
		if c1.Shaken {
			raises++
		}
		require.NoError(t, b.Undo())
	}
	for _, c := range []struct {
		name string
		got  int
		p    float64
	}{{"win", wins, win}, {"raise", raises, raise}} {
		se := math.Sqrt(c.p * (1 - c.p) / n)
		assert.InDelta(t, c.p, float64(c.got)/n, 5*se, "%s: exact %.4f", c.name, c.p)
	}
}
