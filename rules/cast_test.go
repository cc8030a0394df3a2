package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// casters: the High Priest (a Wild Card, Faith d10, Smarts d6: Smarts x2
// is 12", Smarts 6") with 15 Power Points; his acolyte beside him; Buck
// 6" to the right; two cultists of Buck's side near him; Virginia behind
// the wall at (10, 6).
const casters = `
name: Casters
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - ".........#......"
    - "................"
figures:
  - id: priest
    name: High Priest
    side: cult
    wildcard: true
    bennies: 0
    at: [2, 3]
    traits: {agility: d6, smarts: d6, spirit: d10, strength: d6, vigor: d6, fighting: d6, faith: d10, notice: d6}
    arcane: {skill: faith, power_points: 15}
    powers: [Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]
    weapons:
      - {name: Knife, damage: str+d4}
  - id: acolyte
    name: Acolyte
    side: cult
    at: [2, 4]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [8, 3]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, notice: d6}
  - id: h1
    name: Hand 1
    side: heroes
    at: [9, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6}
  - id: h2
    name: Hand 2
    side: heroes
    at: [9, 4]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6}
  - id: virginia
    name: Virginia
    side: heroes
    wildcard: true
    bennies: 0
    at: [10, 6]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6}
`

func casting(t *testing.T, edition string) *rules.Battle {
	t.Helper()
	b := newBattle(t, "edition: "+edition+"\n"+casters, 1)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

func TestFailedBoltCostsOnePowerPoint(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	script(b, 2, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Equal(t, []string{
		"High Priest casts Bolt at Buck with Faith: d10 2, Wild d6 3 = 3 vs 4: miss.",
		"High Priest spends 1 Power Point on Bolt (14 left).",
	}, logFrom(b, n))
	assert.Equal(t, 14, b.Figure("priest").PowerPoints())
}

func TestBoltHitsForTwoD6AndThreeD6WithARaise(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	// Faith 9 vs 4: a raise: 2d6 and the raise's d6.
	script(b, 9, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest casts Bolt at Buck with Faith: d10 9, Wild d6 1 = 9 vs 4: hit with a raise.", log[0])
	assert.Contains(t, log[1], "Damage 3d6 (Bolt) to Buck: 1+1+1 = 3")
	assert.Equal(t, "High Priest spends 1 Power Point on Bolt (14 left).", log[len(log)-1])
}

func TestShortedHealingIsRolledAtMinusTwoAndItsFailureIsBacklash(t *testing.T) {
	// CHARACTERS.md 7.9: a 3-PP Healing with 1 PP left: -2; a failure
	// counts as a Critical Failure: Fatigue, and the powers kept up end.
	b := casting(t, "swade")
	p := b.Figure("priest")
	p.PowerPointsSpent = 14
	b.Figure("acolyte").Wounds = 0
	b.Figure("acolyte").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"},
		Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "priest"}}
	b.Figure("acolyte").Wounds = 0
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"acolyte"}}, "Acolyte has no Wounds to heal")
	p.Wounds = 1
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -1}, {Name: "2 Power Points short", Value: -2}}, pl.Rolls[0].Mods(0))
	n := len(b.Events())
	script(b, 4, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}})
	assert.Equal(t, []string{
		"High Priest casts Healing with Faith: d10 4, Wild d6 2, -1 Wounds, -2 2 Power Points short = 1 vs 4: failure.",
		"High Priest spends 1 Power Point on Healing (0 left).",
		"High Priest is Fatigued (Backlash).",
		"Acolyte no longer has armor +2 (Protection) (Backlash).",
	}, logFrom(b, n))
	assert.Equal(t, 1, p.Fatigue)
	assert.Empty(t, b.Figure("acolyte").Effects)
}

func TestCastRefusalsChangeNothing(t *testing.T) {
	b := casting(t, "swade")
	refused(t, b, rules.Cast{Who: "priest", Power: "Fireball", Targets: []string{"buck"}},
		`"Fireball" is not a power battlemat plays in swade (`+strings.Join(rules.PowerNames(rules.SWADE), ", ")+")")
	refused(t, b, rules.Cast{Who: "acolyte", Power: "Bolt", Targets: []string{"buck"}}, "Acolyte has no Arcane Background: it casts no powers")
	// Smarts d6: Bolt reaches 12", Protection 6".
	refused(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"h1"}}, `Hand 1 is out of range of Protection (7"; Smarts: 6")`)
	b.Figure("priest").Powers = []string{"Blast"}
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, "High Priest does not have the power Bolt")
}

func TestBoltOutOfRangeAndOutOfSightIsRefused(t *testing.T) {
	b := casting(t, "swade")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 15, Y: 3}))
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, `Buck is out of range of Bolt (13"; Smarts x2: 12")`)
	require.NoError(t, b.Battlefield.Place("priest", rules.Pos{X: 10, Y: 7}))
	require.NoError(t, b.Battlefield.Place("virginia", rules.Pos{X: 8, Y: 4}))
	refused(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"virginia"}}, "High Priest cannot see Virginia")
}

func TestDeluxeRefusesACastingShortOfPowerPoints(t *testing.T) {
	b := casting(t, "deluxe")
	b.Figure("priest").PowerPointsSpent = 14
	b.Figure("priest").Wounds = 1
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}}, "High Priest has 1 Power Points left and Healing costs 3")
}

func TestActivationOddsInThePreviewAreTheOddsOfTheSameRoll(t *testing.T) {
	b := casting(t, "swade")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	require.NoError(t, err)
	tr := b.Figure("priest").TraitRoll(rules.Faith, nil)
	tr.TN = 4
	assert.Equal(t, rules.Odds(tr), pl.Rolls[0].Odds(0))
	assert.Equal(t, 4, pl.Rolls[0].TN(0))
}

func TestCastsReplayAndUndoFromTheirJSON(t *testing.T) {
	b := casting(t, "swade")
	acts := []rules.Action{
		rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"priest", "acolyte"}},
	}
	for _, a := range acts {
		data, err := rules.MarshalAction(a)
		require.NoError(t, err)
		back, err := rules.UnmarshalAction(data)
		require.NoError(t, err)
		assert.Equal(t, a, back)
	}
	blast := rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}, Mods: []string{"Large Blast"}}
	data, err := rules.MarshalAction(blast)
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"cast","who":"priest","power":"Blast","at":{"x":9.5,"y":3.5},"mods":["Large Blast"]}`, string(data))
	back, err := rules.UnmarshalAction(data)
	require.NoError(t, err)
	assert.Equal(t, blast, back)

	before := stateOf(t, b)
	require.NoError(t, b.Apply(back))
	after := stateOf(t, b)
	require.NoError(t, b.Undo())
	assert.Equal(t, before, stateOf(t, b), "undo restores the Power Points and the dice")
	require.NoError(t, b.Redo())
	assert.Equal(t, after, stateOf(t, b))

	again := newBattle(t, "edition: swade\n"+casters, 1)
	require.NoError(t, again.Replay(b.Applied))
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, b.Figure("priest").PowerPoints(), again.Figure("priest").PowerPoints())
}

func TestDeluxeFailureCostsAllThePowersPointsAndBoltHasRangeBands(t *testing.T) {
	// CHARACTERS.md 6.13: deluxe's failed activation spends the power's
	// whole cost (a 2-PP Blast: 2). Bolt's 12/24/48: Buck 6" off is Short.
	b := casting(t, "deluxe")
	script(b, 2, 1, 4, 3, 1, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())

	b = casting(t, "deluxe")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 15, Y: 3}))
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "medium range", Value: -2}}, pl.Rolls[0].Mods(0), "13\" is Medium for 12/24/48")
}

func TestDeluxeBacklashShakesASpellcasterOnAOneOnTheSkillDie(t *testing.T) {
	b := casting(t, "deluxe")
	p := b.Figure("priest")
	p.Arcane.Skill = rules.Spellcasting
	p.Traits[rules.Spellcasting] = rules.Die{Sides: 10}
	n := len(b.Events())
	script(b, 1, 5)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.True(t, p.Shaken)
	assert.Equal(t, "High Priest is Shaken (Backlash).", logFrom(b, n)[len(logFrom(b, n))-1])
}

func TestShortedBoltAndBlastAreRolledAtMinusOnePerPowerPointShort(t *testing.T) {
	// CHARACTERS.md 5.1: -1 to the activation per Power Point short. A
	// caster with no Power Points left: Bolt (1 PP) at -1, Blast (3 PP)
	// at -3; the odds shown are the odds of that roll.
	b := casting(t, "swade")
	b.Figure("priest").PowerPointsSpent = 15
	bolt, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "1 Power Points short", Value: -1}}, bolt.Rolls[0].Mods(0))
	tr := b.Figure("priest").TraitRoll(rules.Faith, rules.Mods{{Name: "1 Power Points short", Value: -1}})
	tr.TN = 4
	assert.Equal(t, rules.Odds(tr), bolt.Rolls[0].Odds(0))

	blast, err := b.Preview(rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "3 Power Points short", Value: -3}}, blast.Rolls[0].Mods(0))
	tr = b.Figure("priest").TraitRoll(rules.Faith, rules.Mods{{Name: "3 Power Points short", Value: -3}})
	tr.TN = 4
	assert.Equal(t, rules.Odds(tr), blast.Rolls[0].Odds(0))
}
