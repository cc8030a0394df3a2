package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// gmBennies is the duel with a Wild Card cult priest (no bennies: key)
// and a cult captain whose bennies: key says 4. The heroes are the first
// side, so the players'; the cult is the GM's by default.
const gmBennies = duel + `  - id: priest
    name: Priest
    side: cult
    wildcard: true
    at: [10, 4]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, fighting: d6, notice: d6}
  - id: captain
    name: Captain
    side: cult
    wildcard: true
    bennies: 4
    at: [12, 4]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, fighting: d6, notice: d6}
`

// The players' Wild Cards start with 3 bennies, the GM's with 2, a
// bennies: key still says how many; the GM's pool has one benny per
// player character (Buck: 1).
func TestGMWildCardsStartWithTwoBenniesAndThePoolOnePerPlayerCharacter(t *testing.T) {
	b := newBattle(t, gmBennies, 1)
	assert.Equal(t, 3, b.Figure("buck").Bennies, "a player's Wild Card")
	assert.Equal(t, 2, b.Figure("priest").Bennies, "a GM's Wild Card")
	assert.Equal(t, 4, b.Figure("captain").Bennies, "the scenario's bennies: key")
	assert.Equal(t, 0, b.Figure("c1").Bennies, "an Extra has none of its own")
	assert.Equal(t, 1, b.Fight.Pool, "one benny per player character")
}

// An Extra of the GM's with no benny of its own Soaks from the GM's pool:
// Buck's Colt .45 does 10 against Toughness 5, one raise, 1 Wound; the
// GM spends the pool's benny, Vigor d6 5 soaks it, and with every Wound
// soaked Cultist 1 is not even Shaken. The pool is then empty, and an undo gives the benny back.
func TestAnExtraSoaksFromTheGMsPool(t *testing.T) {
	b := newBattle(t, duel, 1)
	b.Soak = func(*rules.Figure, int, int, int) bool { return true }
	require.Equal(t, 1, b.Fight.Pool)
	fighttest.ToTurn(t, b, "buck", 0)
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	n := len(b.Events())
	script(b, 7, 3, 4, 5, 5)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound.",
		"The GM spends a benny from the pool for Cultist 1 on soak (0 left in the pool).",
		"Cultist 1 soaks with Vigor (Soak): d6 5 = 5 vs 4: success: soaks 1 of 1.",
		"Cultist 1 takes 1 Wound, 1 soaked: unharmed, not Shaken (Colt .45).",
	}, b.Log()[n:])
	c1 := b.Figure("c1")
	assert.False(t, c1.Incapacitated)
	assert.False(t, c1.Shaken, "every Wound soaked: not Shaken either")
	assert.Equal(t, 0, c1.Bennies)
	assert.Equal(t, 0, b.Fight.Pool)

	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.Fight.Pool, "undo gives the pool's benny back")
	script(b, 7, 3, 4, 5, 5)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, 0, b.Fight.Pool)
	require.NoError(t, b.Restore(cp))
	assert.Equal(t, 1, b.Fight.Pool, "a checkpoint keeps the pool")
}

// A fight's log alone replays the pool: the benny event says what is left.
func TestTheGMsPoolReplaysFromTheLog(t *testing.T) {
	b := newBattle(t, duel, 1)
	apply(t, b, rules.StartRound{})
	b.Figure("c1").Shaken = true
	apply(t, b, rules.Unshake{Who: "c1"})
	require.Equal(t, 0, b.Pool())
	start := b.Fight.Start()
	start[1].Shaken = true
	f, err := rules.ReplayFight(start, b.Edition(), b.Seed(), b.Dealing(), b.Events())
	require.NoError(t, err)
	assert.Equal(t, 0, f.Pool)
	assert.False(t, f.Figure("c1").Shaken)
}
