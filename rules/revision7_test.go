package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 7 (the fourth pass over characters and
// powers), off in revisions 1 to 6. Each field added to audit6 gets a
// line here and a case in seventhCases.
var corrections6 = []correction{
	{"DispelAreas", rules.SWADE, false, true},
	{"HealingGoldenHour", rules.SWADE, false, true},
	{"HealingGoldenHour", rules.Deluxe, false, true},
	{"SizeReach", rules.SWADE, false, true},
	{"FreeAttacksAdjacent", rules.Deluxe, false, true},
	{"NaturalLeaderTactician", rules.SWADE, false, true},
	{"KillerInstinctSkillOnly", rules.Deluxe, false, true},
	{"LethalPoisonKills", rules.SWADE, false, true},
	{"OneBlastTemplate", rules.SWADE, false, true},
	{"OneBlastTemplate", rules.Deluxe, false, true},
}

// Each correction of revision 7, played under revisions 6 and 7; Edges,
// Hindrances and abilities first played in revision 7 (Entry.Since: 7)
// add a case too: under revision 6 the name is kept and does nothing.
var seventhCases = []correctionCase{
	{"DispelAreas", func(t *testing.T, rev int) string { // TestDispelAtADarknessIsTheOpposedRollAndEndsItOnAWin
		return tried(darkOnBuck(t, rev), []int{8, 1, 3}, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 8.5, Y: 3.5}})
	}, "refused: Dispel is cast at figures (targets) under rules revision 6", "High Priest ends Acolyte's Darkness (Dispel)."},
	{"HealingGoldenHour", func(t *testing.T, rev int) string { // TestHealingTakesOnlyWoundsOfTheFightAndGreaterHealingOlderOnes
		b := woundedPriest(t, "swade", "Healing", rev)
		return tried(b, []int{8, 1}, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}})
	}, "High Priest is healed of a Wound (1 left) (Healing).", "refused: High Priest's Wounds are older than an hour"},
	{"Greater Healing", func(t *testing.T, rev int) string { // TestDeluxeGreaterHealingIsAPowerOfTenPowerPoints
		b := woundedPriest(t, "deluxe", "Greater Healing", rev)
		return tried(b, []int{6, 1}, rules.Cast{Who: "priest", Power: "Greater Healing", Targets: []string{"priest"}})
	}, "refused: High Priest casts no Greater Healing under rules revision 6 (played from rules revision 7)", "High Priest is healed of a Wound (1 left) (Greater Healing)."},
	{"Blind (deluxe)", func(t *testing.T, rev int) string { // TestDeluxeBlindCostsTwoFourAsAMediumBlastAndSixAsALargeOne
		return tried(deluxeCaster(t, "Blind", rev, false), []int{5, 1}, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
	}, "refused: High Priest casts no Blind under rules revision 6 (played from rules revision 7)", "High Priest spends 2 Power Points on Blind (13 left)."},
	{"Slumber (deluxe)", func(t *testing.T, rev int) string { // TestDeluxeSlumberReachesSmartsTwiceAndLastsAMinuteKeptUpAMinuteForAPoint
		return tried(deluxeCaster(t, "Slumber", rev, false), []int{5, 1, 2, 1}, rules.Cast{Who: "priest", Power: "Slumber", Targets: []string{"buck"}})
	}, "refused: High Priest casts no Slumber under rules revision 6 (played from rules revision 7)", "High Priest spends 2 Power Points on Slumber (13 left)."},
	{"Teleport's distance (deluxe)", func(t *testing.T, rev int) string { // TestDeluxeTeleportBuysTenInchesAPowerPoint
		return tried(deluxeCaster(t, "Teleport", rev, true), []int{5, 1}, rules.Cast{Who: "priest", Power: "Teleport", At: &rules.Spot{X: 24.5, Y: 3.5}, Mods: []string{"+10 inches"}})
	}, "refused: the modifier +10 inches of Teleport is not played under rules revision 6 (played from rules revision 7)", "High Priest spends 4 Power Points on Teleport (11 left)."},
	{"SizeReach", func(t *testing.T, rev int) string { // TestALargeCreaturesClawsStrikeOneInchBeyondAdjacent
		b := newBattleAt(t, bigClaws(t, "4", "[5, 3]", ""), 1, rev)
		fighttest.ToTurn(t, b, "beast", 0)
		return tried(b, []int{5}, rules.Melee{Who: "beast", Target: "buck"})
	}, "refused: Buck is not adjacent to Beast", "Beast attacks Buck with the Claws: d6 5, -2 Scale = 3 vs 7: miss."},
	{"FreeAttacksAdjacent", func(t *testing.T, rev int) string { // TestDeluxeFreeAttacksReachAdjacentFoesOnly
		return fmt.Sprintf("free attacks: %d", strings.Count(withdrawFromSpear(t, "edition: deluxe\n", rev), "free attack:"))
	}, "free attacks: 1", "free attacks: 0"},
	{"NaturalLeaderTactician", func(t *testing.T, rev int) string { // TestNaturalLeaderHandsATacticiansCardToAWildCard
		return fmt.Sprint(handToWildCard(t, "Tactician, Natural Leader", rev))
	}, "Ed is a Wild Card", "<nil>"},
	{"KillerInstinctSkillOnly", func(t *testing.T, rev int) string { // TestDeluxeKillerInstinctRerollsNoOneOnAnAttribute
		out, _ := deluxeKillerResists(t, rev)
		return out
	}, "rerolled for free (Killer Instinct)", "Cultist 1 rolls Intimidation (test) against Buck: d4 4+3, -2 unskilled = 5 vs 4: wins."},
	{"LethalPoisonKills", func(t *testing.T, rev int) string { // TestLethalPoisonKillsAsItsTwoDSixRoundsRunOut
		_, log := lethalBite(t, "", rev)
		return log
	}, "(it dies in 2d6 rounds unless treated: the GM keeps count)", "it dies in 3 rounds (2d6: 1+2) unless its poison is neutralized"},
	{"Neutralize Poison", func(t *testing.T, rev int) string { // TestNeutralizePoisonCostsOneMoreAndEndsTheLethalPoison
		b, _ := lethalBite(t, "", rev)
		fighttest.ToTurn(t, b, "medic", 0)
		return tried(b, []int{5}, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}})
	}, "refused: the modifier Neutralize Poison of Healing is not played under rules revision 6 (played from rules revision 7)", "hero is cured of the poison (Neutralize Poison) (Healing)."},
	{"OneBlastTemplate", func(t *testing.T, rev int) string { // TestACastingIsAMediumOrALargeBlastNotBoth
		return blastBoth(t, rev)
	}, "High Priest spends 7 Power Points on Stun (8 left).", "refused: a casting is a Medium or a Large Blast, not both"},
	{"Stomp", func(t *testing.T, rev int) string { // TestStompRollsAthleticsAgainstTheAgilityOfEachFigureUnderIt
		return tried(stompTurn(t, stompField, rev), []int{6, 4, 2, 8, 3, 2}, rules.Stomp{Who: "giant", Target: "buck"})
	}, "refused: Giant has no Stomp (played from rules revision 7)", "Damage d12 (Stomp) to Buck: 8 = 8 vs Toughness 6: Shaken."},
}

func TestEachRevision7CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 6, seventhCases, corrections6)
}

func TestRevision7DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 6, corrections6)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 6, ed.RulesAt(6).Revision)
		assert.Equal(t, 7, ed.RulesAt(7).Revision)
	}
}
