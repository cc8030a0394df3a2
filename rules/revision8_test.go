package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 8 (the fifth pass over characters and
// powers), off in revisions 1 to 7. Each field added to audit7 gets a
// line here and a case in eighthCases.
var corrections7 = []correction{
	{"PoisonStates", rules.SWADE, false, true},
	{"DeluxeBlindAgility", rules.Deluxe, false, true},
	{"NoticeSearch", rules.SWADE, false, true},
	{"NoticeSearch", rules.Deluxe, false, true},
	{"DispelCounter", rules.SWADE, false, true},
}

// Each correction of revision 8, played under revisions 7 and 8; Edges,
// Hindrances, abilities and power options first played in revision 8
// (Since: 8) add a case too: under revision 7 the name is kept and does
// nothing.
var eighthCases = []correctionCase{
	{"PoisonStates", func(t *testing.T, rev int) string { // TestParalyzingPoisonBarsTheRecoveryRollForItsTwoDSixRounds
		_, log := poisonBite(t, "Paralyzing", "", rev, 2, 1, 1, 2)
		return log
	}, "hero is poisoned: Distracted and paralyzed (Stunned) (Poison).", ": no recovery roll for 3 rounds (2d6: 1+2) unless its poison is neutralized"},
	{"PoisonStates (Critical Failure)", func(t *testing.T, rev int) string { // TestLethalPoisonWoundsTwiceOnACriticalFailure
		_, log := poisonBite(t, "Lethal", "", rev, 1, 1, 1, 2)
		return log
	}, "hero is poisoned: Distracted, Stunned and Wounded: it dies", "hero is poisoned: Distracted, Stunned and Wounded twice (Critical Failure): it dies"},
	{"PoisonStates (Knockout)", func(t *testing.T, rev int) string { // TestKnockoutPoisonSleepsTwoDSixHoursUnlessNeutralized
		b, _ := poisonBite(t, "Knockout", "", rev, 2, 1, 1, 2)
		fighttest.ToTurn(t, b, "medic", 0)
		return tried(b, []int{5}, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}})
	}, "refused: hero carries no Lethal poison to neutralize", "hero is cured of the poison (Neutralize Poison) and wakes up (Healing)."},
	{"DeluxeBlindAgility", func(t *testing.T, rev int) string { // TestDeluxeBlindIsAvoidedByAgilityOrShakesAndLowersParryForARound
		_, log := blindBuck(t, rev, 3, 2)
		return log
	}, "Buck gets attack -2 (Blind) and trait notice -2 (Blind).", "Buck is Shaken, Parry -2 to the end of its next turn (Blind)."},
	{"Champion", func(t *testing.T, rev int) string { // TestChampionsTwoDamageReachesShotsToo
		b := championAt(t, "swade", "Champion", "Supernaturally Evil", rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{7, 3, 4, 5}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	}, "4+5+1 = 10 vs Toughness 5", "4+5+1, +2 Champion = 12 vs Toughness 5"},
	{"Double Tap", func(t *testing.T, rev int) string { // TestDoubleTapEdgeDoubleTapsARoFOneGun
		return tried(doubleTapper(t, "swade", "Double Tap", rev), []int{6, 1, 3, 4},
			rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	}, "refused: the Colt .45 cannot double tap: it is not semi-automatic (double_tap: true)", "+1 Double Tap = 7 vs 4: hit."},
	{"Wall Walker", climbOver, // TestAWallWalkerClimbsOverALowWallAtItsPace
		"refused: Spider cannot get to (5, 0)", "Spider climbs to (5, 0) (5\")."},
	{"NoticeSearch", func(t *testing.T, rev int) string { // TestSearchFindsAHiderWhoseStealthItBeatsAndATieKeepsItHidden
		return tried(hideout(t, "", "", rev), []int{5, 2, 3, 5}, rules.Search{Who: "buck"})
	}, "refused: under rules revision 7 a hidden figure is found only by the GM's reveal (search is played from rules revision 8)", "Buck's Notice 5 against Stealth 3 finds Scout."},
	{"Hard of Hearing", func(t *testing.T, rev int) string { // TestHardOfHearingTakesFourFromASearchByEarOnly
		b := hideout(t, "    hindrances: [Hard of Hearing]\n", "", rev)
		r := *b.Rules // the search itself is revision 8's: here only the Hindrance differs
		r.NoticeSearch = true
		b.Rules = &r
		return tried(b, []int{7, 2, 2, 2}, rules.Search{Who: "buck"})
	}, "Buck's Notice 7 against Stealth 2 finds Scout.", "Buck's Notice 3 (with -4 Hard of Hearing) against Stealth 2 misses Scout."},
	{"Silence", func(t *testing.T, rev int) string { // TestSilenceTakesFourFromNoticeByEarAndAllWithARaise
		b := hideout(t, "  - {id: priest, name: Priest, side: heroes, wildcard: true, at: [3, 0], traits: {faith: d8, smarts: d6}, arcane: {skill: faith, power_points: 10}, powers: [Silence]}\n", "", rev)
		fighttest.ToTurn(t, b, "priest", 0)
		return tried(b, []int{5, 2}, rules.Cast{Who: "priest", Power: "Silence", At: &rules.Spot{X: 4.5, Y: 1.5}})
	}, "refused: Priest casts no Silence under rules revision 7 (played from rules revision 8)", "Priest spends 1 Power Point on Silence (9 left)."},
	{"DispelCounter", func(t *testing.T, rev int) string { // TestADispelOnHoldCountersAPowerAsItIsCast
		return tried(dispelOnHold(t, rev), []int{5, 1, 3, 1, 7, 1, 4, 2}, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	}, "Buck is Stunned: prone, Distracted and Vulnerable (Stun).", "High Priest loses Stun to Buck's counter"},
	{"Beam", func(t *testing.T, rev int) string { // TestLightsBeamOnARaiseLightsFiveInchesFromTheCaster
		return tried(lightCaster(t, rev), []int{8, 1}, rules.Cast{Who: "priest", Power: "Light", At: &rules.Spot{X: 8.5, Y: 3.5}, Mods: []string{"Beam"}})
	}, "refused: the modifier Beam of Light is not played under rules revision 7 (played from rules revision 8)", "High Priest makes it bright along a 5\" beam"},
	{"Mobile", func(t *testing.T, rev int) string { // TestAMobileLightGoesWhereItsFigureGoes
		b := lightCaster(t, rev)
		at := b.Battlefield.Centre("acolyte")
		return tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	}, "refused: the modifier Mobile of Darkness is not played under rules revision 7 (played from rules revision 8)", "High Priest makes it dark within 3\" of Acolyte, wherever it goes (Darkness)."},
	{"move_area (Mobile at bare ground)", func(t *testing.T, rev int) string { // TestAMobileLightAtBareGroundIsMovedByItsCasterUpToItsDieAFreeAction
		b := lightCaster(t, rev)
		script(b, 5, 1)
		_ = b.Apply(rules.Cast{Who: "priest", Power: "Light", At: &rules.Spot{X: 4.5, Y: 0.5}, Mods: []string{"Mobile"}}) // refused under 7
		return tried(b, nil, rules.MoveArea{Who: "priest", At: rules.Spot{X: 8.5, Y: 2.5}})
	}, "refused: under rules revision 7 a Mobile area is not moved (played from rules revision 8)", "High Priest moves its Light 4.5\" from (4.5, 0.5) to (8.5, 2.5) (Light)."},
	{"Obscure (deluxe)", func(t *testing.T, rev int) string { // TestDeluxeObscureDarkensForThreeRoundsKeptUpForAPointARound
		return tried(deluxeCaster(t, "Obscure", rev, false), []int{5, 1}, rules.Cast{Who: "priest", Power: "Obscure", At: &rules.Spot{X: 8.5, Y: 3.5}})
	}, "refused: High Priest casts no Obscure under rules revision 7 (played from rules revision 8)", "High Priest spends 2 Power Points on Obscure (13 left)."},
}

func TestEachRevision8CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 7, eighthCases, corrections7)
}

func TestRevision8DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 7, corrections7)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 7, ed.RulesAt(7).Revision)
		assert.Equal(t, 8, ed.RulesAt(8).Revision)
	}
}
