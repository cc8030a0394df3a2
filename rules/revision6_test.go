package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 6 (the third pass over characters and
// powers), off in revisions 1 to 5. Each field added to audit5 gets a
// line here and a case in sixthCases.
var corrections5 = []correction{
	{"DangerSenseHold", rules.SWADE, false, true},
	{"BerserkFatigue", rules.SWADE, false, true},
	{"BerserkCalm", rules.SWADE, false, true},
	{"BerserkCalm", rules.Deluxe, false, true},
	{"BennyRerollsDamage", rules.SWADE, false, true},
	{"ConeBreaksBarrier", rules.SWADE, false, true},
	{"ConeBreaksBarrier", rules.Deluxe, false, true},
	{"WithdrawFromReach", rules.SWADE, false, true},
	{"WithdrawFromReach", rules.Deluxe, false, true},
	{"SweepFrenzyReach", rules.SWADE, false, true},
	{"KillerInstinctOne", rules.Deluxe, false, true},
}

// Each correction of revision 6, played under revisions 5 and 6; Edges,
// Hindrances and abilities first played in revision 6 (Entry.Since: 6)
// add a case too: under revision 5 the name is kept and does nothing.
var sixthCases = []correctionCase{
	{"Phobia", func(t *testing.T, rev int) string { // TestPhobiaHindersEveryTraitRollWhileTheFearedThingIsPresent
		return fmt.Sprintf("Phobia %+d", phobiaMod(t, "", rev, map[string]string{"buck": `hindrances: ["Phobia (Major, cultists)"]`}, nil))
	}, "Phobia +0", "Phobia -2"},
	{"Anemic", func(t *testing.T, rev int) string { // TestAnemicTakesTwoFromTheVigorRollAgainstFatigue
		return anemicBite(t, "", rev, "Anemic", "Poison (-2)")
	}, "-2 Poison = 5 vs 4: success", "-2 Poison, -2 Anemic = 3 vs 4: failure"},
	{"Can't Swim", func(t *testing.T, rev int) string { // TestCantSwimPaysThreeInchesForEachInchOfWater
		b := newBattleAt(t, scene(t, pond, map[string]string{"hero": `hindrances: ["Can't Swim"]`}), 1, rev)
		fighttest.ToTurn(t, b, "hero", 0)
		return tried(b, nil, rules.Move{Who: "hero", To: rules.Pos{X: 3, Y: 0}})
	}, "hero moves to (3, 0)", "refused"},
	{"DangerSenseHold", func(t *testing.T, rev int) string { // TestDangerSenseRaiseStartsTheFightOnHold
		b := newBattleAt(t, withBuck(arena, "edges: [Danger Sense]"), 1, rev)
		out := tried(b, []int{6, 1, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
		stackDeck(t, b, "K♠")
		out += "\n" + tried(b, nil, rules.StartRound{})
		return fmt.Sprintf("%s\nBuck on Hold: %v", out, b.Fight.Init.Hold["buck"])
	}, "Buck on Hold: false", "Buck starts on Hold with the King of Spades (Danger Sense)."},
	{"BerserkFatigue", func(t *testing.T, rev int) string { // TestBerserkRageTiresTheBerserker
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"}), 1, rev)
		fighttest.ToTurn(t, b, "c1", 0)
		out := tried(b, []int{6, 1, 5, 1, 2, 1}, rules.Melee{Who: "c1", Target: "buck"})
		*b.RNG() = *rules.NewRNG(7)
		r0 := b.Fight.Init.Round
		for b.Fight.Init.Round <= r0+rules.BerserkRounds {
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
		}
		return fmt.Sprintf("%s\nFatigue %d", out, b.Figure("buck").Fatigue)
	}, "\nFatigue 0", "\nFatigue 2"},
	{"BerserkCalm", func(t *testing.T, rev int) string { // TestABerserkerCalmsDownWithSmartsMinusTwo
		b := berserkBuck(t, "", rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{6, 1, 1}, rules.Calm{Who: "buck"})
	}, "refused: under rules revision 5 ending a rage early is the GM's", "calms down: the rage is over"},
	{"BennyRerollsDamage", damageRerollByRevision, // TestABennyRerollOfDamageTurnsShakenIntoAWound
		"Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.",
		"Buck spends a benny on a reroll of damage (7 vs Toughness 6) (0 left)."},
	{"No Mercy", noMercyByRevision, // TestDeluxeRerollsDamageOnlyWithNoMercy
		"Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.",
		"Damage d8+d6 (Machete) to Brute: 6+4 = 10 vs Toughness 6: one raise, 1 Wound (thrown away by a reroll: d8 4, d6 3 = 7: Shaken)."},
	{"Tentacle Actions", func(t *testing.T, rev int) string { // TestTentacleActionsRollEachTentacleWithItsOwnWildDie
		b := krakenTurn(t, "Tentacle Actions (2)", rev, 1)
		return tried(b, []int{2, 3, 2, 3}, rules.Tentacles{Who: "c1", Target: "buck"})
	}, "refused: Cultist 1 has no Tentacle Actions (played from rules revision 6)", "Cultist 1 strikes with 2 tentacles (Tentacles) as one action, each its own roll: a limited action."},
	{"ConeBreaksBarrier", func(t *testing.T, rev int) string { // TestABurstRollsItsDamageAgainstEachInchOfBarrierItPassesOver
		b := burstNorth(t, rev, 7, 1, 6, 5)
		return fmt.Sprintf("%d inches stand", len(b.BarrierSections()))
	}, "5 inches stand", "4 inches stand"},
	{"WithdrawFromReach", func(t *testing.T, rev int) string { // TestLeavingASpearsReachDrawsAFreeAttack
		b := newBattleAt(t, lonelySpear(t, nil), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		log := logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}})
		return fmt.Sprintf("%s\nfree attacks: %d", log, strings.Count(log, "withdraws from melee"))
	}, "free attacks: 0", "Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss."},
	{"SweepFrenzyReach", func(t *testing.T, rev int) string { // TestASweepReachesAsFarAsItsWeapon
		b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Sweep]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return logAfter(t, b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Sweep: true, Weapon: "Pike"})
	}, "(+1 two weapons): hit.", "Cultist 2 4 vs 5: miss."},
	{"KillerInstinctOne", func(t *testing.T, rev int) string { // TestDeluxeKillerInstinctRerollsAOneOnTheSkillDie
		out, distracted := deluxeKillerOne(t, "Killer Instinct", rev)
		return fmt.Sprintf("%s\nDistracted %v", out, distracted)
	}, "Distracted false", "Distracted true"},
}

func TestEachRevision6CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 5, sixthCases, corrections5)
}

func TestRevision6DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 5, corrections5)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 5, ed.RulesAt(5).Revision)
		assert.Equal(t, 6, ed.RulesAt(6).Revision)
	}
}
