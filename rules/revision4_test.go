package rules_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of the third rules audit and the characters' rules, off
// in revisions 1 to 3. Each field added to audit3 gets a line here.
var corrections3 = []correction{
	{"ScaleMods", rules.SWADE, false, true},
	{"SizeWounds", rules.SWADE, false, true},
	{"CornerWallsPart", rules.SWADE, false, true},
	{"SoakedNoKnockout", rules.SWADE, false, true},
	{"SuppressDistractedLater", rules.SWADE, false, true},
	{"MeleeCover", rules.SWADE, false, true},
	{"VulnerableAnyAttack", rules.SWADE, false, true},
	{"NonlethalByDamageType", rules.SWADE, false, true},
	{"HolderCrushOrBite", rules.SWADE, false, true},
	{"DoorsAlike", rules.SWADE, false, true},
	{"BreakDoorsAnyAttack", rules.SWADE, false, true},
	{"RerollEveryTest", rules.SWADE, false, true},
	{"GrappleScale", rules.SWADE, false, true},
}

// Each correction of the third audit, played under revisions 3 and 4:
// revision 3 does what the rules did before that audit, revision 4 what
// the correction's own test (named in the comment) checks.
func TestEachThirdAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{
		{"CornerWallsPart", func(t *testing.T, rev int) string { // TestNoMeleeAcrossTheCornerOfTwoWallSquares
			b := newBattleAt(t, corner, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{7, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1"})
		}, "Buck attacks Cultist 1 with the Machete", "refused: Cultist 1 is not adjacent to Buck"},
		{"SoakedNoKnockout", dropSoaked, // TestNoKnockoutBlowWhenSoakRemovesEveryWound
			"Cultist 1 rolls Vigor (knockout blow)", "1 soaked: unharmed, not Shaken (Machete).\nCultist 1 out: false"},
		{"SuppressDistractedLater", suppressSoaked, // TestSuppressiveFiresDistractedComesAfterItsDamage
			"-2 Distracted = 2 vs 4: failure", "Wild d6 1 = 4 vs 4: success: soaks 1 of 1."},
		{"MeleeCover", func(t *testing.T, rev int) string { // TestMeleeTakesCoverLikeAShot
			return meleeBesideWall(t, cornerOne, rev)
		}, "+1 Gang Up = 8 vs 5: hit", "+1 Gang Up, -4 medium cover = 4 vs 5: miss"},
		{"VulnerableAnyAttack", func(t *testing.T, rev int) string { // TestAnyAttackPastAnAdjacentFoeMakesTheAttackerVulnerable
			return inMeleeAttacks(t, rev, []int{2, 1}, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 10.5, Y: 1.5}})
		}, "Buck Vulnerable: false", "Buck is Vulnerable (fired past an adjacent foe)."},
		{"NonlethalByDamageType", func(t *testing.T, rev int) string { // TestNonlethalFollowsTheWeaponsDamageType
			return nonlethalSwing(t, rev, "      - {name: Sabre, damage: str+d6, damage_type: cutting}\n")
		}, "Wild d6 1 = 2 vs 5: miss.", "-1 nonlethal (flat of the blade) = 1 vs 5: miss."},
		{"HolderCrushOrBite", func(t *testing.T, rev int) string { // TestAGrapplerCrushesOrBitesItsVictimAndStrikesWithNothingElse
			return holdingBuck(t, rev, []int{6, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		}, "Buck attacks Cultist 1 with the Machete", "refused: Buck holds Cultist 1 in a grapple: it may crush it or bite it, not strike it with the Machete"},
		{"DoorsAlike", func(t *testing.T, rev int) string { // TestASquareDoorAndAThinDoorAreTheSameOakDoor (board)
			b := newBattleAt(t, hall, 1, rev)
			a, m := b.Battlefield.ObstacleArmor(rules.Spot{X: 1.5, Y: 1.5}, "c1")
			return fmt.Sprintf("a blast behind the + door: %s +%d", m, a)
		}, "wood +2", "oak_door +6"},
		{"BreakDoorsAnyAttack", shotgunDoor, // TestAShotgunAtShortRangeBreaksADoor
			"refused: the Shotgun is not a melee weapon", "Buck breaks open the light door at (3, 1)."},
		{"RerollEveryTest", knockoutReroll, // TestABennyRerollsTheKnockoutBlowsVigorAndBothRollsShow
			"Cultist 1 rolls Vigor (knockout blow): d6 2, Wild d6 1 = 2 vs 4: failure.", "(thrown away by a reroll: d6 1, Wild d6 1 = 1: critical failure)"},
		{"GrappleScale", func(t *testing.T, rev int) string { // TestTheGrapplerSubtractsTheScaleDifferenceWhicheverIsBigger
			b := newBattleAt(t, arena, 1, rev)
			b.Figure("bear").Size = 8
			require.NoError(t, b.Battlefield.Place("bear", rules.Pos{X: 4, Y: 3}))
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{1, 1, 1, 1}, rules.Grapple{Who: "buck", Target: "bear"})
		}, "+4 Size = 5 vs 4", "-4 Size = -3 vs 4"},
	}
	cases = append(cases, characterCases...)
	playBothRevisions(t, 3, cases, corrections3)
}

// The characters' rules of revision 4, played under revisions 3 and 4
// (their own tests: TestScaleBetweenANormalHumanAndAHugeDragon and
// TestBigCreaturesTakeMoreWounds in scale_test.go).
var characterCases = []correctionCase{
	{"ScaleMods", func(t *testing.T, rev int) string {
		b := newBattleAt(t, lair, 1, rev)
		fighttest.ToTurn(t, b, "knight", 0)
		p, err := b.Preview(rules.Melee{Who: "knight", Target: "dragon", Weapon: "Sword"})
		require.NoError(t, err)
		if m, ok := modNamed(p.Rolls[0].Mods(0), "Scale"); ok {
			return fmt.Sprintf("the knight's swing at the dragon: Scale %+d", m.Value)
		}
		return "the knight's swing at the dragon: no Scale modifier"
	}, "no Scale modifier", "Scale +4"},
	{"SizeWounds", func(t *testing.T, rev int) string {
		b := newBattleAt(t, lair+`
  - id: ogre
    side: monsters
    at: [10, 0]
    size: 5
    traits: {vigor: d10, spirit: d6}
`, 1, rev)
		return fmt.Sprintf("a Size 5 Extra is out on Wound %d", b.Figure("ogre").MaxWounds()+1)
	}, "out on Wound 1", "out on Wound 2"},
}
