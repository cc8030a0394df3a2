package rules_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/require"
)

// The corrections of the second rules audit, off in revisions 1 and 2.
// Each correction adds its field here and a case to TestEachSecondAuditCorrectionByRevision.
var corrections2 = []correction{
	{"InterruptTieActorFirst", rules.SWADE, false, true},
	{"InterruptTieSimultaneous", rules.Deluxe, false, true},
	{"HoldEndsApart", rules.SWADE, false, true},
	{"OneHolder", rules.SWADE, false, true},
	{"IncapacitatedLosesHold", rules.SWADE, false, true},
	{"HealAfterFight", rules.SWADE, false, true},
	{"HealStopsBleeding", rules.SWADE, false, true},
	{"HealingCritWound", rules.SWADE, false, true},
	{"DisarmArmOnly", rules.Deluxe, false, true},
	{"CoverByHalves", rules.Deluxe, false, true},
	{"ChargeByPath", rules.SWADE, false, true},
	{"ChargeWinnerOnly", rules.SWADE, false, true},
	{"GMBennies", rules.SWADE, false, true},
}

// Each correction of the second audit, played under revisions 2 and 3:
// revision 2 does what the rules did before that audit, revision 3 what
// the correction's own test (named in the comment) checks.
func TestEachSecondAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{
		{"InterruptTieActorFirst", func(t *testing.T, rev int) string { // TestInterruptTieIsNotAWinInSWADE
			b := holdBesideBuck(t, duel, rev)
			return tried(b, []int{4, 3, 5, 2}, rules.InterruptHold{Who: "c1", Target: "buck"})
		}, "Athletics 5 vs 5: they act at the same time.", "Athletics 5 vs 5: a tie is no win: Buck acts first."},
		{"InterruptTieSimultaneous", func(t *testing.T, rev int) string { // TestInterruptTieIsSimultaneousInDeluxe
			b := holdBesideBuck(t, "edition: deluxe"+duel, rev)
			script(b, 5, 3, 5, 6, 1, 6, 1, 3)
			apply(t, b, rules.InterruptHold{Who: "c1", Target: "buck"}, rules.Melee{Who: "c1", Target: "buck"}, rules.EndTurn{Who: "c1"})
			if b.Turn() == nil { // Buck's turn begins now: Spirit d8 2, Wild d6 1, -1 Wounds fails
				script(b, 2, 1)
				apply(t, b, rules.StartTurn{Who: "buck"})
			}
			return tried(b, []int{6, 2, 4, 2}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		}, "refused: Buck is Shaken", "Buck attacks Cultist 1 with the Machete: d8 6, Wild d6 2 = 6 vs 5: hit."},
		{"HoldEndsApart", func(t *testing.T, rev int) string { // TestAGrappleEndsWhenTheGrapplerIsNoLongerAdjacentOrCannotAct
			b := grappled(t, rev)
			log := tried(b, nil, rules.Place{Who: "buck", To: rules.Pos{X: 0, Y: 0}})
			return fmt.Sprintf("%s\nCultist 1 Entangled: %v", log, b.Figure("c1").Entangled)
		}, "Cultist 1 Entangled: true", "Cultist 1 is no longer held (Buck is no longer adjacent)."},
		{"OneHolder", func(t *testing.T, rev int) string { // TestAHeldFigureCanBeGrappledOnlyByItsHolder
			b := heldBound(t, rev)
			log := tried(b, []int{4, 3, 1}, rules.Grapple{Who: "doc", Target: "c1"})
			c1 := b.Figure("c1")
			return fmt.Sprintf("%s\nEntangled %v, Bound %v", log, c1.Entangled, c1.Bound)
		}, "Entangled true, Bound true", "refused: Cultist 1 is held by Buck: only its holder can grapple it"},
		{"IncapacitatedLosesHold", func(t *testing.T, rev int) string { // TestAnIncapacitatedFigureOnHoldIsNotNextUpAndCannotActFromHold
			b := newBattleAt(t, melee, 1, rev)
			cultistAfterBuck(t, b, 0)
			return tried(b, nil, rules.SetState{Who: "c1", State: rules.State{Wounds: 1, Incapacitated: true}},
				rules.EndTurn{Who: "buck"}, rules.StartTurn{Who: "c1"})
		}, "Cultist 1 acts from Hold", "refused: Cultist 1 has acted this round"},
		{"HealAfterFight", func(t *testing.T, rev int) string { // TestHealingWoundsWaitsForTheEndOfTheFight
			b := newBattleAt(t, medic, 1, rev)
			apply(t, b, rules.StartRound{}, rules.SetState{Who: "buck", State: rules.State{Wounds: 2}})
			return tried(b, []int{5, 2}, rules.Heal{Who: "doc", Target: "buck"})
		}, "Buck heals 1 Wound: 1 Wound left (Healing by Doc).", "refused: healing Wounds waits for the end of the fight"},
		{"HealStopsBleeding", func(t *testing.T, rev int) string { // TestAHealingRollOnABleedingPatientFirstStopsTheBleeding
			b := newBattleAt(t, medic, 1, rev)
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}})
			surv, err := rules.Aftermath(b, nil)
			require.NoError(t, err)
			log := tried(b, []int{5, 2}, rules.Heal{Who: "doc", Target: "buck"})
			return fmt.Sprintf("out before the roll: %v\n%s\nBleeding Out: %v", surv[0].Out, log, b.Figure("buck").BleedingOut)
		}, "Buck heals 1 Wound: 2 Wounds left (Healing by Doc).\nBleeding Out: true", "out before the roll: true"},
		{"HealingCritWound", func(t *testing.T, rev int) string { // TestACriticalFailureOnAHealingRollAddsAWound
			b := newBattleAt(t, medic, 1, rev)
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3}})
			_, err := rules.Aftermath(b, nil)
			require.NoError(t, err)
			return tried(b, []int{1, 1}, rules.Heal{Who: "doc", Target: "buck"})
		}, "Buck keeps 3 Wounds (Healing by Doc).", "Buck takes a Wound from the botched treatment: Incapacitated (Healing by Doc)."},
		{"DisarmArmOnly", func(t *testing.T, rev int) string { // TestDeluxeDisarmStrikesTheArmNotTheHand
			b := newBattleAt(t, strings.Replace(melee, "name: Melee", "name: Melee\nedition: deluxe", 1), 1, rev)
			cultistAfterBuck(t, b, 0)
			return tried(b, []int{8, 1, 2, 3, 3, 3}, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmHand})
		}, "-4 called shot (hand)", "refused: in deluxe a disarm strikes the arm (limb, -2) or the item itself, not the hand"},
		{"CoverByHalves", func(t *testing.T, rev int) string { // TestDeluxeCoverByHalves
			b := newBattleAt(t, halfHidden("deluxe"), 1, rev)
			fighttest.ToTurn(t, b, "ann", 0)
			return tried(b, []int{7, 2, 1, 1}, rules.Shoot{Who: "ann", Weapon: "Colt", Targets: []string{"bo"}})
		}, "-2 medium cover = 5 vs 4", "-1 light cover = 6 vs 4"},
		{"ChargeByPath", func(t *testing.T, rev int) string { // TestChargeNeedsSixInchesOnTheMapInAFairlyStraightLine
			b := newBattleAt(t, cavalry, 1, rev)
			fighttest.ToTurn(t, b, "ser", 0)
			for _, id := range []string{"star", "ser"} {
				require.NoError(t, b.Battlefield.Place(id, rules.Pos{X: 0, Y: 0}))
			}
			require.NoError(t, b.Battlefield.Place("pike", rules.Pos{X: 7, Y: 0}))
			return tried(b, []int{5, 2, 3, 2, 3}, rules.Ride{Who: "ser", To: rules.Pos{X: 3, Y: 3}},
				rules.Ride{Who: "ser", To: rules.Pos{X: 6, Y: 0}}, rules.Charge{Who: "ser", Target: "pike"})
		}, "+4 charge", "refused: Ser Hugh has not charged Pikeman: the last 6\" of this turn's ride stray more than 1\" from a straight line to the foe"},
		{"ChargeWinnerOnly", func(t *testing.T, rev int) string { // TestSetWeaponOnlyTheWinnerAddsTheCharge
			b := newBattleAt(t, cavalry, 1, rev)
			holdWhenUp(t, b, "pike")
			for b.Turn() == nil || b.Turn().Who != "ser" {
				if b.Turn() != nil {
					apply(t, b, rules.EndTurn{Who: b.Turn().Who})
					continue
				}
				next := slices.DeleteFunc(b.NextUp(), func(id string) bool { return id == "pike" })
				require.NotEmpty(t, next)
				apply(t, b, rules.StartTurn{Who: next[0]})
			}
			return tried(b, []int{2, 5, 1, 1, 1, 6, 2, 4, 3, 4, 2}, rules.Ride{Who: "ser", To: rules.Pos{X: 7, Y: 2}}, rules.Charge{Who: "ser", Target: "pike"})
		}, "4+3, +4 charge = 11 vs Toughness 6", "4+3 = 7 vs Toughness 6: Shaken"},
		{"GMBennies", func(t *testing.T, rev int) string { // TestAnExtraSoaksFromTheGMsPool
			b := newBattleAt(t, gmBennies, 1, rev)
			b.Soak = func(*rules.Figure, int, int, int) bool { return true }
			start := fmt.Sprintf("priest %d, pool %d. ", b.Figure("priest").Bennies, b.Pool())
			fighttest.ToTurn(t, b, "buck", 0)
			return start + tried(b, []int{7, 3, 4, 5, 5}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
		}, "priest 3, pool 0. Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.\nDamage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
			"priest 2, pool 1. Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.\nDamage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound.\nThe GM spends a benny from the pool for Cultist 1 on soak (0 left in the pool)."},
	}
	playBothRevisions(t, 2, cases, corrections2)
}
