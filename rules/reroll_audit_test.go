package rules_test

import (
	"slices"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// knockoutReroll: Buck with The Drop Shakes Cultist 1 (a Wild Card with a
// benny, which it spends on one reroll): d8 3, Wild d6 2 +4 = 7 vs 5; damage 1+1+4 = 6 vs Toughness 5.
// Its knockout Vigor d6 2, Wild d6 1 fails; it rerolls, and the reroll,
// d6 1 and Wild d6 1, is worse: the first roll counts, and the log keeps
// the one thrown away.
func knockoutReroll(t *testing.T, rev int) string {
	b := newBattleAt(t, meleeWildC1, 1, rev)
	once := true
	b.Reroll = func(f *rules.Figure, _ string, _ rules.TraitResult) bool {
		yes := once && f.ID == "c1"
		once = once && !yes
		return yes
	}
	fighttest.ToTurn(t, b, "buck", 0)
	return tried(b, []int{3, 2, 1, 1, 2, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Drop: true})
}

// A benny may reroll any trait test: the knockout blow's Vigor roll is
// offered one, and when the reroll is worse the log (and the event's
// Thrown, which the dice panel shows) keeps both rolls.
func TestABennyRerollsTheKnockoutBlowsVigorAndBothRollsShow(t *testing.T) {
	log := knockoutReroll(t, rules.CurrentRevision)
	assert.Contains(t, log, "Cultist 1 spends a benny on a reroll of Vigor (knockout blow) after a failure (0 left).\n"+
		"Cultist 1 rolls Vigor (knockout blow): d6 2, Wild d6 1 = 2 vs 4: failure (thrown away by a reroll: d6 1, Wild d6 1 = 1: critical failure).")
}

// The reroll is offered after suppressive fire's Shooting roll, a roll
// to break a door, and (swade) the defender's roll in a Test.
func TestABennyRerollIsOfferedAfterEveryTraitTest(t *testing.T) {
	var asked []string
	policy := func(f *rules.Figure, what string, _ rules.TraitResult) bool {
		asked = append(asked, f.ID+" "+what)
		return false
	}
	b := newBattle(t, blasts, 1)
	b.Figure("buck").Bennies = 1
	b.Reroll = policy
	fighttest.ToTurn(t, b, "buck", 0)
	tried(b, []int{2, 1}, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})

	b = newBattle(t, hall, 1)
	b.Reroll = policy
	fighttest.ToTurn(t, b, "buck", 0)
	tried(b, []int{1, 1}, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}, Weapon: "Axe"})

	// swade: the defender's resisting roll in a Test (Cultist 1 from
	// the GM's pool), beaten: Intimidation d8 6, Wild d6 3 against Spirit
	// d6 4.
	b = newBattle(t, arena, 1)
	b.Reroll = policy
	fighttest.ToTurn(t, b, "buck", 0)
	tried(b, []int{6, 3, 4}, rules.Test{Who: "buck", Target: "c1"})
	assert.Contains(t, asked, "c1 Spirit (resisting test)")
	asked = slices.DeleteFunc(asked, func(s string) bool { return strings.HasPrefix(s, "buck Intimidation") || strings.HasPrefix(s, "c1") })
	slices.Sort(asked)
	assert.Equal(t, []string{"buck Fighting", "buck Shooting"}, asked, strings.Join(asked, "; "))
}
