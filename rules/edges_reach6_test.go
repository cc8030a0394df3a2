package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// Revision 6's Reach: withdrawing from a foe's reach, and Sweep and
// Frenzy as far as the weapon (WithdrawFromReach, SweepFrenzyReach).

// lonelySpear is spearField with Cultist 1 sent away to (11, 7), so that
// only Cultist 2 and its Spear (Reach 1) are near Buck: 2" apart, one
// square between them.
func lonelySpear(t *testing.T, keys map[string]string) string {
	t.Helper()
	src := spearField(t, keys)
	require.Contains(t, src, "at: [4, 3]")
	return strings.Replace(src, "at: [4, 3]", "at: [11, 7]", 1)
}

// logAfter applies the actions with the scripted faces and gives the log
// lines they wrote.
func logAfter(t *testing.T, b *rules.Battle, faces []int, acts ...rules.Action) string {
	t.Helper()
	n := len(b.Log())
	if faces != nil {
		script(b, faces...)
	}
	for _, a := range acts {
		require.NoError(t, b.Apply(a))
	}
	return strings.Join(b.Log()[n:], "\n")
}

// Buck at (3, 3) walks to (1, 3): from 2" of Cultist 2 (within its
// Spear's Reach 1: up to 2") to 4", out of it. Revision 6: the spearman
// strikes as he goes (d6 3 vs Parry 7, a miss); revision 5 counted only
// foes whose bases touched his, and there were none.
func TestLeavingASpearsReachDrawsAFreeAttack(t *testing.T) {
	for rev, want := range map[int]string{
		5: "Buck moves to (1, 3) (2\").",
		6: strings.Join([]string{
			"Cultist 2 vs Buck: free attack: Buck withdraws from melee.",
			"Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.",
			"Buck moves to (1, 3) (2\")."}, "\n"),
	} {
		b := newBattleAt(t, lonelySpear(t, nil), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		assert.Equal(t, want, logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}}), "revision %d", rev)
	}
}

// A figure that moves but stays within the foe's Reach is still in melee
// with it and draws nothing: Buck from (3, 3) to (3, 1) ends 2" from
// the Spear at (5, 3) (Chebyshev: 2 across, 2 down). And one whose
// bases touched the spearman's and who steps back within its Reach:
// Cultist 2 at (4, 4), Buck to (2, 3), 2" away; revision 5 gave that
// step a free attack as the bases parted (d6 3, a miss), revision 6
// none.
func TestMovingWithinASpearsReachDrawsNoFreeAttack(t *testing.T) {
	for _, rev := range []int{5, 6} {
		b := newBattleAt(t, lonelySpear(t, nil), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		assert.Equal(t, "Buck moves to (3, 1) (2\").", logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 1}}), "revision %d", rev)
	}
	src := strings.Replace(lonelySpear(t, nil), "at: [5, 3]", "at: [4, 4]", 1)
	for rev, want := range map[int]string{
		5: strings.Join([]string{
			"Cultist 2 vs Buck: free attack: Buck withdraws from melee.",
			"Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.",
			"Buck moves to (2, 3) (1\")."}, "\n"),
		6: "Buck moves to (2, 3) (1\").",
	} {
		b := newBattleAt(t, src, 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		assert.Equal(t, want, logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 3}}), "revision %d", rev)
	}
}

// A foe with bare hands or a Knife (no Reach) still strikes only when
// the bases part, as before: Cultist 1 at (4, 3) beside Buck, who walks
// to (1, 3); Cultist 2's Spear at (5, 3) strikes too in revision 6, the
// table's order (Cultist 1 first).
func TestWithdrawingFromAnAdjacentFoeStillDrawsItsAttack(t *testing.T) {
	b := newBattleAt(t, spearField(t, nil), 1, 6)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, strings.Join([]string{
		"Cultist 1 vs Buck: free attack: Buck withdraws from melee.",
		"Cultist 1 attacks Buck with the Knife: d6 2 = 2 vs 7: miss.",
		"Cultist 2 vs Buck: free attack: Buck withdraws from melee.",
		"Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.",
		"Buck moves to (1, 3) (2\")."}, "\n"),
		logAfter(t, b, []int{2, 3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}}))
}

// A Sweep with the Pike (Reach 2) is read against every figure within
// 3": Cultist 1 beside Buck and Cultist 2 two inches off. d10 6, Wild
// d6 1, -2 Sweep: 5 against Cultist 1 (+1 two weapons: Buck has two
// melee weapons to the cultist's Knife) = 5 vs Parry 5, a hit; 4 against
// Cultist 2 (a Spear and a Knife: no bonus), a miss. Revision 5 swept
// the adjacent Cultist 1 only.
func TestASweepReachesAsFarAsItsWeapon(t *testing.T) {
	for rev, want := range map[int]string{
		5: "Buck sweeps with the Pike: d10 6, Wild d6 1, -2 Sweep: Cultist 1 5 vs 5 (+1 two weapons): hit.",
		6: "Buck sweeps with the Pike: d10 6, Wild d6 1, -2 Sweep: Cultist 1 5 vs 5 (+1 two weapons): hit; Cultist 2 4 vs 5: miss.",
	} {
		b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Sweep]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		got := logAfter(t, b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Sweep: true, Weapon: "Pike"})
		assert.Equal(t, want+"\nDamage 2d8 (Pike) to Cultist 1: 1+1 = 2 vs Toughness 5: no effect.", got, "revision %d", rev)
	}
	// Naming no weapon sweeps with the first melee weapon, as a blow
	// takes it: the Machete, which reaches adjacent figures only.
	b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Sweep]"}), 1, 6)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, "Buck sweeps with the Machete: d10 6, Wild d6 1, -2 Sweep: Cultist 1 5 vs 5 (+1 two weapons): hit.",
		strings.Split(logAfter(t, b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Sweep: true}), "\n")[0])
}

// A Sweep takes friends in its reach too (without Improved Sweep): Doc
// standing at (5, 5), 2" from Buck, is swept by the Pike in revision 6
// (d10 6 -2 = 4, +2 as Doc holds only a Rifle (unarmed defender) and +1
// two weapons = 7 vs Doc's Parry 5: a hit on a friend).
func TestASweepAtReachTakesFriendsInReach(t *testing.T) {
	src := strings.Replace(spearField(t, map[string]string{"buck": "edges: [Sweep]"}), "at: [0, 7]", "at: [5, 5]", 1)
	b := newBattleAt(t, src, 1, 6)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, "Buck sweeps with the Pike: d10 6, Wild d6 1, -2 Sweep: Cultist 1 5 vs 5 (+1 two weapons): hit; Cultist 2 4 vs 5: miss; Doc 7 vs 5 (+2 unarmed defender, +1 two weapons): hit.",
		strings.Split(logAfter(t, b, []int{6, 1, 1, 1, 1, 1}, rules.Melee{Who: "buck", Sweep: true, Weapon: "Pike"}), "\n")[0])
}

// A Frenzy at Cultist 1 (adjacent) and Cultist 2 (2" off) naming no
// weapon strikes with the Pike, the one weapon that reaches both, for
// both dice (Str d8 + d8 each); revision 5 gave the first die the
// Machete (d8+d6) and the second the Pike.
func TestAFrenzyStrikesWithOneWeaponAsFarAsItReaches(t *testing.T) {
	for rev, want := range map[int][]string{
		5: {"Buck strikes in a frenzy with the Machete (2 dice)", "Damage d8+d6 (Machete) to Cultist 1", "Damage 2d8 (Pike) to Cultist 2"},
		6: {"Buck strikes in a frenzy with the Pike (2 dice)", "Damage 2d8 (Pike) to Cultist 1", "Damage 2d8 (Pike) to Cultist 2"},
	} {
		b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Frenzy]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		lines := strings.Split(logAfter(t, b, []int{6, 6, 1, 1, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Frenzy: true, Also: []string{"c2"}}), "\n")
		require.Len(t, lines, 3, "revision %d", rev)
		for i, w := range want {
			assert.True(t, strings.HasPrefix(lines[i], w), "revision %d: %q", rev, lines[i])
		}
	}
}

// Deluxe's Sweep and Frenzy name adjacent figures: its rules keep them so.
func TestDeluxeSweepsAdjacentFiguresOnly(t *testing.T) {
	assert.False(t, rules.Deluxe.Rules().SweepFrenzyReach)
	assert.True(t, rules.Deluxe.Rules().WithdrawFromReach)
	assert.True(t, rules.SWADE.Rules().SweepFrenzyReach)
}

// A rider leaving a foe's reach draws the free attack as a walker does
// (revision 6): Ser Hugh rides Star to (5, 2), 3" from the Pikeman at
// (8, 2) (within the Pike's Reach 2), then on to (1, 2), 7" off: the
// Pikeman strikes as he goes (d6 1: a miss). Revision 5: nothing.
func TestRidingOutOfAPikesReachDrawsAFreeAttack(t *testing.T) {
	for rev, want := range map[int]int{5: 0, 6: 1} {
		b := newBattleAt(t, cavalry, 1, rev)
		fighttest.ToTurn(t, b, "ser", 0)
		require.NoError(t, b.Apply(rules.Ride{Who: "ser", To: rules.Pos{X: 5, Y: 2}}))
		got := logAfter(t, b, []int{1, 1, 1, 1}, rules.Ride{Who: "ser", To: rules.Pos{X: 1, Y: 2}})
		assert.Equal(t, want, strings.Count(got, "Pikeman vs Ser Hugh: free attack: Ser Hugh rides away from melee."), "revision %d: %s", rev, got)
		assert.Equal(t, want, strings.Count(got, "Pikeman attacks Ser Hugh with the Pike: d6 1"), "revision %d: %s", rev, got)
		assert.Contains(t, got, "Ser Hugh rides Star to (1, 2) (4\").")
	}
}
