package rules_test

import (
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
	{"DisarmArmOnly", rules.Deluxe, false, true},
	{"CoverByHalves", rules.Deluxe, false, true},
	{"ChargeByPath", rules.SWADE, false, true},
	{"ChargeWinnerOnly", rules.SWADE, false, true},
}

// Each correction of the second audit, played under revisions 2 and 3:
// revision 2 does what the rules did before that audit, revision 3 what
// the correction's own test (named in the comment) checks.
func TestEachSecondAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{
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
				require.NoError(t, b.Table.Place(id, rules.Pos{X: 0, Y: 0}))
			}
			require.NoError(t, b.Table.Place("pike", rules.Pos{X: 7, Y: 0}))
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
	}
	playBothRevisions(t, 2, cases, corrections2)
}
