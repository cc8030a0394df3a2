package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// Three readings of revision 6 checked against the rules reference and
// corrected in revision 7: deluxe's free attacks at adjacent foes only
// (FreeAttacksAdjacent), a swade Tactician's card to a Wild Card with
// Natural Leader (NaturalLeaderTactician), deluxe Killer Instinct's
// free reroll on a skill die only (KillerInstinctSkillOnly).

// Deluxe's withdrawal, First Strike and Counterattack texts name
// adjacent foes: Buck stepping out of a spear's 2" draws no free attack
// in deluxe from revision 7 (revision 6 struck with the spear, d6 3, a
// miss), while in swade it still does.
func withdrawFromSpear(t *testing.T, edition string, rev int) string {
	t.Helper()
	b := newBattleAt(t, edition+lonelySpear(t, nil), 1, rev)
	fighttest.ToTurn(t, b, "buck", 0)
	return logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}})
}

func TestDeluxeFreeAttacksReachAdjacentFoesOnly(t *testing.T) {
	assert.Equal(t, "Buck moves to (1, 3) (2\").", withdrawFromSpear(t, "edition: deluxe\n", 7))
	assert.Contains(t, withdrawFromSpear(t, "edition: deluxe\n", 6), "Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.")
	assert.Contains(t, withdrawFromSpear(t, "", 7), "Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.")
}

// Counterattack in deluxe answers an adjacent foe only: Cultist 2's
// spear misses Buck (a Counterattacker) from 2" away; revision 6 let
// Buck's Spear answer at that reach, revision 7 (deluxe) does not.
func deluxeCounterAtReach(t *testing.T, rev int) string {
	t.Helper()
	b := newBattleAt(t, "edition: deluxe\n"+lonelySpear(t, map[string]string{"buck": "edges: [Counterattack]"}), 1, rev)
	fighttest.ToTurn(t, b, "c2", 0)
	return tried(b, []int{2, 6, 1, 6, 1}, rules.Melee{Who: "c2", Target: "buck", Weapon: "Spear"})
}

func TestDeluxeCounterattackAnswersAnAdjacentFoeOnly(t *testing.T) {
	assert.NotContains(t, deluxeCounterAtReach(t, 7), "Counterattack")
	assert.Contains(t, deluxeCounterAtReach(t, 6), "Counterattack")
}

// Natural Leader (swade) makes the Leadership Edges that help Extras
// help Wild Cards too, and Tactician is one: Buck, with both, may hand
// his extra card to Ed, a Wild Card 3" away; without Natural Leader, or
// under revision 6, Ed is refused.
func handToWildCard(t *testing.T, edges string, rev int) error {
	t.Helper()
	b := newBattleAt(t, handField(t, edges, "[3, 6]", "    wildcard: true\n"), 1, rev)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "4♦", "9♥")
	apply(t, b, rules.StartRound{})
	return b.Check(rules.HandCard{Who: "buck", Target: "ed"})
}

func TestNaturalLeaderHandsATacticiansCardToAWildCard(t *testing.T) {
	assert.NoError(t, handToWildCard(t, "Tactician, Natural Leader", 7))
	err := handToWildCard(t, "Tactician, Natural Leader", 6)
	require.Error(t, err)
	assert.Equal(t, "Ed is a Wild Card: a Tactician's card goes to Extras only", err.Error())
	assert.Error(t, handToWildCard(t, "Tactician", 7))
}

// Deluxe's Killer Instinct rerolls a 1 on its skill die: resisting
// Cultist 1's Intimidation (unskilled, d4 4+3 -2 = 5) with Spirit, an
// attribute, Buck's d8 1 (Wild d6 3: 3) stands from revision 7 and he
// is Distracted; revision 6 rolled the d8 again (6) and he held.
func deluxeKillerResists(t *testing.T, rev int) (string, bool) {
	t.Helper()
	b := newBattleAt(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [Killer Instinct]"}), 1, rev)
	fighttest.ToTurn(t, b, "c1", 0)
	b.Figure("buck").Bennies = 0
	b.Figure("c1").Bennies = 0
	out := tried(b, []int{4, 3, 1, 3, 6}, rules.Test{Who: "c1", Target: "buck", Skill: rules.Intimidation})
	return out, b.Figure("buck").Distracted
}

func TestDeluxeKillerInstinctRerollsNoOneOnAnAttribute(t *testing.T) {
	out, distracted := deluxeKillerResists(t, 7)
	assert.NotContains(t, out, "Killer Instinct")
	assert.True(t, distracted, out)
	out, distracted = deluxeKillerResists(t, 6)
	assert.Contains(t, out, "the 1 on the skill die rerolled for free (Killer Instinct)")
	assert.False(t, distracted, out)
}
