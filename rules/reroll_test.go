package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// meleeBenny is the melee scene with Buck holding one benny.
var meleeBenny = strings.Replace(melee, "bennies: 0", "bennies: 1", 1)

func TestBennyRerollKeepsTheBetterAttackAndSpendsOneBenny(t *testing.T) {
	b := newBattle(t, meleeBenny, 1)
	cultistAfterBuck(t, b, 0)
	var asked []string
	b.Reroll = func(f *rules.Figure, what string, res rules.TraitResult) bool {
		asked = append(asked, f.Name+" "+what+" "+res.Outcome())
		return true
	}
	n := len(b.Events())
	// Fighting d8 4, Wild d6 2 = 4 vs Parry 5: a miss, so Buck is asked.
	// The reroll, d8 5 and Wild d6 1 = 5, hits and counts (5 beats 4);
	// Buck has no benny left, so no second question. Damage d8 4 + d6 3
	// = 7 vs Toughness 5: Shaken.
	script(b, 4, 2, 5, 1, 4, 3)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{"Buck Fighting failure"}, asked)
	logStarts(t, b, n,
		"Buck spends a benny on a reroll of Fighting after a failure (0 left).",
		"Buck attacks Cultist 1 with the Machete: d8 5, Wild d6 1 = 5 vs 5: hit (thrown away by a reroll: d8 4, Wild d6 2 = 4: failure).",
		"Damage d8+d6 (Machete) to Cultist 1: 4+3 = 7 vs Toughness 5: Shaken.",
	)
	assert.Equal(t, 0, b.Figure("buck").Bennies)
	assert.True(t, b.Figure("c1").Shaken, "the rerolled 5 hits Parry 5")
	last := b.Applied[len(b.Applied)-1]
	assert.Equal(t, []bool{true}, last.Rerolls)
}

func TestBennyRerollDeclinedKeepsTheMissAndTheBenny(t *testing.T) {
	b := newBattle(t, meleeBenny, 1)
	cultistAfterBuck(t, b, 0)
	b.Reroll = func(*rules.Figure, string, rules.TraitResult) bool { return false }
	script(b, 4, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
	assert.Equal(t, 1, b.Figure("buck").Bennies)
	assert.False(t, b.Figure("c1").Shaken)
	assert.Equal(t, []bool{false}, b.Applied[len(b.Applied)-1].Rerolls)
}

func TestBennyRerollReplaysFromTheRecordedAnswers(t *testing.T) {
	// Seeded dice: Buck attacks with a policy that always rerolls; a new
	// battle on the same seed replays the saved actions with no policy at
	// all and must come out the same (same log, same bennies).
	var b *rules.Battle
	for seed := uint64(1); seed < 50; seed++ {
		b = newBattle(t, meleeBenny, seed)
		cultistAfterBuck(t, b, 0)
		b.Reroll = func(*rules.Figure, string, rules.TraitResult) bool { return true }
		apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
		if len(b.Applied[len(b.Applied)-1].Rerolls) > 0 {
			break
		}
	}
	require.Equal(t, []bool{true}, b.Applied[len(b.Applied)-1].Rerolls, "some seed below 50 misses or hits without a raise")
	require.Equal(t, 0, b.Figure("buck").Bennies)
	data, err := json.Marshal(b.Applied)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"rerolls":[true]`)
	var back []rules.Applied
	require.NoError(t, json.Unmarshal(data, &back))

	again := newBattle(t, meleeBenny, b.Seed())
	require.NoError(t, again.Replay(back))
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, 0, again.Figure("buck").Bennies)

	// Undo and Redo keep the answer too.
	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.Figure("buck").Bennies)
	require.NoError(t, b.Redo())
	assert.Equal(t, again.Log(), b.Log())
}

func TestHelpExplainsTheAttackOptionsAndTheReroll(t *testing.T) {
	keys := map[string]string{}
	for _, e := range rules.Help() {
		keys[e.Key] = e.Text
	}
	for _, k := range []string{"called_shot", "wild_attack", "desperate_attack", "the_drop", "nonlethal", "fire_modes", "benny_reroll", "aftermath",
		"support", "test", "doors", "pick_up", "ready", "finishing_move", "touch", "mounted", "stunned", "fatigue", "unstable_platform", "heal"} {
		assert.NotEmpty(t, keys[k], "the rules help has %q", k)
	}
	assert.Contains(t, keys["called_shot"], "-4 and the hit does +4 damage")
}

func TestBennyRerollOfAShotKeepsTheHit(t *testing.T) {
	// Buck's first shot, d10 2 and Wild d6 3 = 3 vs 4, misses (the 2 is no
	// stray: Cultist 2 is not in the line); he spends a benny: d10 7 and
	// Wild d6 1 = 7 hits, and that roll counts. Damage 2d6+1: 4+5+1 = 10.
	b := newBattle(t, duel, 1)
	b.Figure("buck").Bennies = 2
	fighttest.ToTurn(t, b, "buck", 0)
	var asked []string
	b.Reroll = func(_ *rules.Figure, what string, res rules.TraitResult) bool {
		asked = append(asked, what+" "+res.Outcome())
		return !res.Success // reroll the miss, keep the hit
	}
	n := len(b.Events())
	script(b, 2, 3, 7, 1, 4, 5)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	// Asked on the miss, and again on the hit without a raise (kept).
	assert.Equal(t, []string{"Shooting failure", "Shooting success"}, asked)
	assert.Equal(t, []bool{true, false}, b.Applied[len(b.Applied)-1].Rerolls)
	assert.Equal(t, 1, b.Figure("buck").Bennies)
	logStarts(t, b, n,
		"Buck spends a benny on a reroll of Shooting after a failure (1 left).",
		"Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 1 = 7 vs 4: hit.",
	)
	assert.True(t, b.Figure("c1").Incapacitated)
}

func TestBennyRerollOfATestOfWillBeatsTheFoesRoll(t *testing.T) {
	// Buck's Intimidation d8 4, Wild d6 3 = 4 ties Cultist 1's Spirit d6
	// 4: the tie goes to the foe, so Buck is asked, with the foe's total
	// as the mark. The reroll, d8 6 and Wild d6 1 = 6, beats 4 and counts:
	// the cultist is Distracted.
	b := newBattle(t, arena, 1)
	b.Figure("buck").Bennies = 1
	fighttest.ToTurn(t, b, "buck", 0)
	var asked []rules.TraitResult
	b.Reroll = func(f *rules.Figure, _ string, res rules.TraitResult) bool {
		if f.ID != "buck" {
			return false // the cultist, then asked too, keeps its roll
		}
		asked = append(asked, res)
		return true
	}
	n := len(b.Events())
	script(b, 4, 3, 4, 6, 1)
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	require.Len(t, asked, 1)
	assert.False(t, asked[0].Success, "a tie loses")
	assert.Equal(t, 4, asked[0].TN, "the foe's total is the mark")
	assert.Equal(t, []string{
		"Buck spends a benny on a reroll of Intimidation (test) after a failure (0 left).",
		"Cultist 1 rolls Spirit (resisting test) against Buck: d6 4 = 4.",
		"Buck rolls Intimidation (test) against Cultist 1: d8 6, Wild d6 1 = 6 vs 4: wins.",
		"Cultist 1 is Distracted (Buck's Intimidation test).",
	}, logFrom(b, n))
	assert.True(t, b.Figure("c1").Distracted)
}

// The last shot and the reroll questions describe the last action
// applied: undoing it takes them back, and a checkpoint restores them as
// they were when it was taken.
func TestUndoAndRestoreTakeBackTheLastShotAndItsRerollQuestions(t *testing.T) {
	b := newBattle(t, duel, 1)
	b.Figure("buck").Bennies = 2
	fighttest.ToTurn(t, b, "buck", 0)
	b.Reroll = func(_ *rules.Figure, _ string, res rules.TraitResult) bool { return !res.Success }
	before, err := b.Checkpoint()
	require.NoError(t, err)
	script(b, 2, 3, 7, 1, 4, 5)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	shot, asks := b.LastShot(), b.RerollAsks()
	require.NotNil(t, shot)
	require.Len(t, asks, 2)
	after, err := b.Checkpoint()
	require.NoError(t, err)

	require.NoError(t, b.Restore(before))
	assert.Nil(t, b.LastShot(), "restored to before the shot")
	assert.Empty(t, b.RerollAsks(), "restored to before the shot")
	require.NoError(t, b.Restore(after))
	assert.Same(t, shot, b.LastShot())
	assert.Equal(t, asks, b.RerollAsks())

	require.NoError(t, b.Undo())
	assert.Nil(t, b.LastShot(), "the shot is undone")
	assert.Empty(t, b.RerollAsks(), "the shot is undone")
}
