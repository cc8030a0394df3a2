package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"

	"battlemat/rules"
)

// A Mobile area (rules revision 9) rides on its caster or a figure of
// the caster's side standing in for the object the rules fix it to; a
// foe cannot be made to carry it, having no roll to resist it. Buck is
// of the heroes, the High Priest of the cult.
func TestAMobileDarknessIsNotFixedToAFoe(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	at := b.Battlefield.Centre("buck")
	refused(t, b, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}},
		"a Mobile Darkness rides only on High Priest or a figure of its side: Buck is a foe (cast it at bare ground to move it)")

	b = lightCaster(t, rules.CurrentRevision)
	at = b.Battlefield.Centre("acolyte")
	log := tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, log, "High Priest makes it dark within 3\" of Acolyte, wherever it goes (Darkness).", "a figure of its own side carries it")

	b = lightCaster(t, 8)
	at = b.Battlefield.Centre("buck")
	log = tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, log, "High Priest makes it dark within 3\" of Buck, wherever it goes (Darkness).", "revision 8 fixed it to a foe")
}

// A Lethal poison's Wound past a full Wound card (rules revision 9)
// Incapacitates as any Wound does: the Wild Card makes the Incapacitation
// roll. The hero carries 3 Wounds of 3; the bite (6 to hit, 4+2 = 6
// against Toughness 5) Shakes; Vigor 2 and Wild 1 (-3 Wounds, -2 poison)
// fail; the 2d6 rounds are 1+2; the Incapacitation Vigor 1, Wild 1 is a
// Critical Failure: dead.
func TestALethalPoisonsWoundPastTheCardTakesTheIncapacitationRoll(t *testing.T) {
	bitten := func(rev int) (*rules.Battle, string) {
		src := denSource("", "", `"Poison (Lethal, -2)", Bite`, false) + poisonMedic
		src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
		b := newBattleAt(t, src, 1, rev)
		b.Figure("hero").Wounds = 3
		return b, bites(t, b, 6, 4, 2, 2, 1, 1, 2, 1, 1)
	}
	b, log := bitten(rules.CurrentRevision)
	assert.Contains(t, log, "Vigor (Incapacitation)")
	assert.True(t, b.Figure("hero").Dead, "a Critical Failure on the Incapacitation roll kills")

	b, log = bitten(8)
	assert.NotContains(t, log, "Vigor (Incapacitation)", "revision 8 Incapacitated with no roll")
	assert.True(t, b.Figure("hero").Incapacitated)
	assert.False(t, b.Figure("hero").Dead)
}

// sleeperPastTheCard is the hero knocked out by a Knockout poison (Vigor
// 2, Wild 1, -2; 2d6 = 1+2 hours), then Wounded past its card of 3 by the
// GM's say, the Medic's Neutralize Poison (Faith 5) cast at it.
func sleeperPastTheCard(t *testing.T, rev int) (*rules.Battle, string) {
	b, _ := poisonBite(t, "Knockout", "", rev, 2, 1, 1, 2)
	st := b.Figure("hero").State
	st.Wounds = 4
	require.NoError(t, b.Apply(rules.SetState{Who: "hero", State: st, Note: "a Wound past the card"}))
	fighttest.ToTurn(t, b, "medic", 0)
	return b, tried(b, []int{5}, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}})
}

// Neutralize Poison (rules revision 9) ends a Knockout poison's sleep
// only: a figure Incapacitated by its Wounds too (a Wound past its card)
// stays down when cured.
func TestNeutralizePoisonDoesNotRaiseAFigureIncapacitatedByItsWounds(t *testing.T) {
	b, log := sleeperPastTheCard(t, rules.CurrentRevision)
	assert.Contains(t, log, "hero is cured of the poison (Neutralize Poison); its Wounds keep it Incapacitated (Healing).")
	assert.True(t, b.Figure("hero").Incapacitated)

	b, log = sleeperPastTheCard(t, 8)
	assert.Contains(t, log, "hero is cured of the poison (Neutralize Poison) and wakes up (Healing).", "revision 8 stood it up")
	assert.False(t, b.Figure("hero").Incapacitated)
}

// silencePair is the hideout with the Priest (heroes, Silence) and the
// Hexer (cult, Dispel): the Priest has cast a Silence at (4.5, 1.5)
// (Faith 5, Wild 2: 1 Power Point, 9 left).
func silencePair(t *testing.T, rev int) *rules.Battle {
	b := hideout(t, `  - id: priest
    name: Priest
    side: heroes
    wildcard: true
    at: [3, 0]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Silence]
  - id: hexer
    name: Hexer
    side: cult
    at: [7, 3]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Dispel]
`, "", rev)
	fighttest.ToTurn(t, b, "priest", 0)
	tried(b, []int{5, 2}, rules.Cast{Who: "priest", Power: "Silence", At: &rules.Spot{X: 4.5, Y: 1.5}})
	return b
}

// Silence is kept up as any swade power that is not Instant (rules
// revision 9): 1 Power Point for its 5 rounds more.
func TestSilenceIsKeptUpForAPowerPointAndFiveRoundsMore(t *testing.T) {
	b := silencePair(t, rules.CurrentRevision)
	log := tried(b, nil, rules.Maintain{Who: "priest", Power: "Silence"})
	assert.Contains(t, log, "Priest keeps Silence for 5 rounds more.")
	assert.Contains(t, log, "Priest spends 1 Power Points keeping up Silence (8 left).")

	b = silencePair(t, 8)
	log = tried(b, nil, rules.Maintain{Who: "priest", Power: "Silence"})
	assert.Contains(t, log, "Priest keeps Silence for 0 rounds more.", "revision 8 renewed nothing")
}

// Dispel cast at a Silence's area ends it (rules revision 9), as it does
// a Light's: the Hexer's Faith 8 against the Priest's Faith 3 (Wild 1).
func TestDispelAtASilencesAreaEndsIt(t *testing.T) {
	b := silencePair(t, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "hexer", 0)
	log := tried(b, []int{8, 3, 1}, rules.Cast{Who: "hexer", Power: "Dispel", At: &rules.Spot{X: 6.5, Y: 1.5}})
	assert.Contains(t, log, "Hexer ends Priest's Silence (Dispel).")
	assert.Empty(t, b.Battlefield.(*board.Battlefield).Silences("priest"), "the area goes with the power")

	b = silencePair(t, 8)
	fighttest.ToTurn(t, b, "hexer", 0)
	log = tried(b, []int{8, 3, 1}, rules.Cast{Who: "hexer", Power: "Dispel", At: &rules.Spot{X: 6.5, Y: 1.5}})
	assert.Contains(t, log, "refused: no Light, Darkness or Barrier is at (6.5, 1.5) to dispel")
}

// The plain tactic does not know where a hidden foe is: a figure that
// sees no foe while one is hidden searches (once a turn) instead of
// walking up to it. In the hideout both cult figures are hidden.
func TestThePlainTacticSearchesWhenItSeesNoFoeButOneIsHidden(t *testing.T) {
	b := hideout(t, "", "", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
	require.NotEmpty(t, acts)
	assert.Equal(t, rules.Search{Who: "buck"}, acts[0])
	n := 0
	for _, a := range acts {
		if _, ok := a.(rules.Search); ok {
			n++
		}
		_, melee := a.(rules.Melee)
		assert.False(t, melee, "no blow at a foe it has not found")
	}
	assert.Equal(t, 1, n, "one search a turn")
}
