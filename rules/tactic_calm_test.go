package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plainTurn plays who's turn with the plain tactic and lists the kinds of
// the actions the battle took, the EndTurn last.
func plainTurn(t *testing.T, b *rules.Battle, who string) []string {
	t.Helper()
	fighttest.ToTurn(t, b, who, 0)
	p := &rules.Plain{}
	var took []string
	for range 40 {
		a, applied, err := rules.Step(b, p)
		require.NoError(t, err)
		if applied {
			took = append(took, a.Kind())
		}
		if _, end := a.(rules.EndTurn); end && applied {
			return took
		}
	}
	t.Fatal("the turn did not end")
	return nil
}

// A berserker with nobody to fight (Cultist 1 beside him is out; the
// others stand 7" off) gets only the rage's costs this turn: the plain
// tactic tries the free Smarts roll at the end of the turn.
func TestPlainCalmsABerserkerThatMadeNoMeleeAttack(t *testing.T) {
	b := berserkBuck(t, "", rules.CurrentRevision)
	b.Figure("c1").Incapacitated = true
	took := plainTurn(t, b, "buck")
	assert.NotContains(t, took, rules.KindFight)
	require.GreaterOrEqual(t, len(took), 2)
	assert.Equal(t, rules.KindCalm, took[len(took)-2], "calm, then end the turn: %v", took)
}

// While a foe stands beside him, the rage pays its way: he fights and
// stays berserk.
func TestPlainKeepsTheRageWhileItFights(t *testing.T) {
	b := berserkBuck(t, "", rules.CurrentRevision)
	took := plainTurn(t, b, "buck")
	assert.Contains(t, took, rules.KindFight)
	assert.NotContains(t, took, rules.KindCalm)
}

// In deluxe calming down is the whole turn: the plain tactic acts instead.
func TestPlainNeverGivesADeluxeTurnToCalmDown(t *testing.T) {
	b := berserkBuck(t, "deluxe", rules.CurrentRevision)
	b.Figure("c1").Incapacitated = true
	assert.NotContains(t, plainTurn(t, b, "buck"), rules.KindCalm)
}
