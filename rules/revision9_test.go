package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 9 (the sixth pass over characters and
// powers), off in revisions 1 to 8. Each field added to audit8 gets a
// line here and a case in ninthCases.
var corrections8 = []correction{
	{"MobileOwnSide", rules.SWADE, false, true},
	{"MobileOwnSide", rules.Deluxe, false, true},
	{"PoisonIncapacitation", rules.SWADE, false, true},
	{"PoisonIncapacitation", rules.Deluxe, false, true},
	{"WakeNotPastCard", rules.SWADE, false, true},
	{"WakeNotPastCard", rules.Deluxe, false, true},
	{"SilenceKeptUp", rules.SWADE, false, true},
	{"SwadeBurstDoubleTap", rules.SWADE, false, true},
	{"BreathWholeTurn", rules.SWADE, false, true},
	{"BreathWholeTurn", rules.Deluxe, false, true},
	{"PanicWithdrawal", rules.SWADE, false, true},
	{"PanicWithdrawal", rules.Deluxe, false, true},
	{"SwatNamedAttacks", rules.SWADE, false, true},
	{"RegenerationExcepts", rules.SWADE, false, true},
	{"RegenerationExcepts", rules.Deluxe, false, true},
	{"ParalysisRounds", rules.SWADE, false, true},
}

// Each correction of revision 9, played under revisions 8 and 9; Edges,
// Hindrances, abilities and power options first played in revision 9
// (Since: 9) add a case too: under revision 8 the name is kept and does
// nothing.
var ninthCases = []correctionCase{
	{"MobileOwnSide", func(t *testing.T, rev int) string { // TestAMobileDarknessIsNotFixedToAFoe
		b := lightCaster(t, rev)
		at := b.Battlefield.Centre("buck")
		return tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	}, "High Priest makes it dark within 3\" of Buck, wherever it goes (Darkness).", "refused: a Mobile Darkness rides only on High Priest or a figure of its side: Buck is a foe"},
	{"PoisonIncapacitation", func(t *testing.T, rev int) string { // TestALethalPoisonsWoundPastTheCardTakesTheIncapacitationRoll
		src := denSource("", "", `"Poison (Lethal, -2)", Bite`, false) + poisonMedic
		src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
		b := newBattleAt(t, src, 1, rev)
		b.Figure("hero").Wounds = 3
		log := bites(t, b, 6, 4, 2, 2, 1, 1, 2, 1, 1)
		return fmt.Sprintf("%s\nhero dead: %v", log, b.Figure("hero").Dead)
	}, "hero dead: false", "critical failure: dead.\nhero dead: true"},
	{"WakeNotPastCard", func(t *testing.T, rev int) string { // TestNeutralizePoisonDoesNotRaiseAFigureIncapacitatedByItsWounds
		_, log := sleeperPastTheCard(t, rev)
		return log
	}, "and wakes up (Healing).", "hero is cured of the poison (Neutralize Poison); its Wounds keep it Incapacitated (Healing)."},
	{"SilenceKeptUp", func(t *testing.T, rev int) string { // TestSilenceIsKeptUpForAPowerPointAndFiveRoundsMore, TestDispelAtASilencesAreaEndsIt
		b := silencePair(t, rev)
		log := tried(b, nil, rules.Maintain{Who: "priest", Power: "Silence"})
		fighttest.ToTurn(t, b, "hexer", 0)
		return log + "\n" + tried(b, []int{8, 3, 1}, rules.Cast{Who: "hexer", Power: "Dispel", At: &rules.Spot{X: 6.5, Y: 1.5}})
	}, "Priest keeps Silence for 0 rounds more.", "Priest keeps Silence for 5 rounds more."},
	{"SilenceKeptUp (Dispel)", func(t *testing.T, rev int) string { // TestDispelAtASilencesAreaEndsIt
		b := silencePair(t, rev)
		fighttest.ToTurn(t, b, "hexer", 0)
		return tried(b, []int{8, 3, 1}, rules.Cast{Who: "hexer", Power: "Dispel", At: &rules.Spot{X: 6.5, Y: 1.5}})
	}, "refused: no Light, Darkness or Barrier is at (6.5, 1.5) to dispel", "Hexer ends Priest's Silence (Dispel)."},
	{"SwadeBurstDoubleTap", func(t *testing.T, rev int) string { // TestSwadeThreeRoundBurstIsPlusOneToHitAndDamage
		return burstAt(t, "swade", rev)
	}, "3+4, +2 three-round burst = 9", "3+4, +1 three-round burst = 8"},
	{"SwadeBurstDoubleTap (double tap)", func(t *testing.T, rev int) string { // TestSwadeDoubleTapNeedsTheEdgeEvenWithASemiAutomaticWeapon
		return tried(semiAutomatic(t, "swade", "", rev), []int{6, 1, 3, 4},
			rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	}, "+1 double tap = 7 vs 4: hit", "refused: the Colt .45 cannot double tap: in swade only the Double Tap Edge double taps"},
	{"BreathWholeTurn", func(t *testing.T, rev int) string { // TestABreathWeaponTakesTheCreaturesWholeTurn
		b := den(t, rev, "", "", `"Breath Weapon: 3d6", Bite`, false)
		fighttest.ToTurn(t, b, "beast", 2)
		return tried(b, []int{3}, rules.AreaAttack{Who: "beast", Weapon: "Breath Weapon", At: rules.Spot{X: 0.5, Y: 1.5}})
	}, "-2 multi-action = 1 vs 4: miss", "refused: breathing takes beast's whole turn: no other action (it declared 2)"},
	{"PanicWithdrawal", func(t *testing.T, rev int) string { // TestAPanickedFigureDrawsFreeAttacksAsItFlees
		_, log := routed(t, rev, 1, 3, 5, 6, 4)
		return log
	}, "it flees (Fear).\nGuard flees in panic to (0, 0)", "free attack: Guard withdraws from melee"},
	{"SwatNamedAttacks", func(t *testing.T, rev int) string { // TestSwatWorksOnlyWithTheAttacksItsBlockNames
		b := swatLair(t, "Swat (Bite, Claws)", rev)
		return b.ScaleModsWith(b.Figure("dragon"), b.Figure("fairy"), "Tail").String()
	}, "Scale (Swat)", "-10 Scale"},
	{"RegenerationExcepts", func(t *testing.T, rev int) string { // TestFastRegenerationDoesNotHealTheWoundsOfTheDamageItNames
		w, log := burnt(t, "Torch", rev)
		return fmt.Sprintf("%s\ntroll Wounds: %d", log, w)
	}, "Troll heals a Wound (Regeneration).", "troll Wounds: 1"},
	{"ParalysisRounds", func(t *testing.T, rev int) string { // TestParalysisCountsItsTwoD6RoundsOnTheVictim
		return bites(t, den(t, rev, "", "", "Paralysis, Bite", false), 6, 4, 3, 2, 3, 4)
	}, "the GM keeps count", "no recovery roll for 7 rounds (2d6: 3+4)"},
}

func TestEachRevision9CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 8, ninthCases, corrections8)
}

func TestRevision9DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 8, corrections8)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 8, ed.RulesAt(8).Revision)
		assert.Equal(t, 9, ed.RulesAt(9).Revision)
	}
}
