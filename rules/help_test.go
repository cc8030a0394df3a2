package rules_test

import (
	"encoding/json"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHelpHasAnEntryPerRule(t *testing.T) {
	byKey := map[string]rules.HelpEntry{}
	for _, e := range rules.Help() {
		assert.NotEmpty(t, e.Key)
		assert.NotEmpty(t, e.Title, e.Key)
		assert.Greater(t, len(e.Text), 60, "%s: a few sentences", e.Key)
		_, dup := byKey[e.Key]
		assert.False(t, dup, "key %s twice", e.Key)
		byKey[e.Key] = e
	}
	for _, k := range []string{"test", "support", "stunned", "fatigue", "finishing_move", "touch",
		"unstable_platform", "off_hand", "ready", "natural_weapons"} {
		assert.Contains(t, byKey, k)
	}
	assert.Contains(t, byKey["support"].Text, "+4")
	assert.Contains(t, byKey["touch"].Text, "+2")
	require.Contains(t, byKey, "jumping")
	for _, want := range []string{"1\"", "2\"", "Athletics", "Pace", "Ctrl+J"} {
		assert.Contains(t, byKey["jumping"].Text, want)
	}
}

func TestRegisterHelpReplacesByKey(t *testing.T) {
	before := len(rules.Help())
	rules.RegisterHelp(rules.HelpEntry{Key: "zz_probe", Title: "Probe", Text: "one"})
	rules.RegisterHelp(rules.HelpEntry{Key: "zz_probe", Title: "Probe", Text: "two"})
	h := rules.Help()
	require.Len(t, h, before+1)
	assert.Equal(t, "two", h[len(h)-1].Text)
	h[0].Title = "changed" // a copy: the list itself stays
	assert.NotEqual(t, "changed", rules.Help()[0].Title)
}

// Support, tests of will, Touch, Ready, unstable platforms, Stun, Fatigue,
// hazards, a set state and a Finishing Move, written as a battle file
// would and replayed: the same log and figures.
func TestWillSupportStunFatigueAndFinishingMoveReplayFromTheirJSON(t *testing.T) {
	b := newBattle(t, arena, 5)
	fighttest.ToTurn(t, b, "virginia", 0)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "intimidation", Skill: "smarts"})
	fighttest.ToTurn(t, b, "buck", 3)
	apply(t, b, rules.Test{Who: "buck", Target: "c1", Effect: "vulnerable"},
		rules.Touch{Who: "buck", Target: "wolf"},
		rules.Ready{Who: "buck", Weapons: []string{"Knife"}},
		rules.SetPlatform{Who: "buck", Unstable: true},
		rules.Stun{Who: "wolf", Cause: "a flash"},
		rules.Fatigue{Who: "c2", Cause: "heat"},
		rules.Hazard{Who: "buck", Note: "slippery floor"},
		rules.SetState{Who: "c2", State: rules.State{Incapacitated: true}},
		rules.FinishingMove{Who: "buck", Target: "c2", Weapon: "Colt .45", AtRange: true})
	fighttest.UpTo(t, b, "wolf")
	apply(t, b, rules.StartTurn{Who: "wolf"})

	data, err := json.Marshal(b.Applied)
	require.NoError(t, err)
	var back []rules.Applied
	require.NoError(t, json.Unmarshal(data, &back))
	again := newBattle(t, arena, 5)
	require.NoError(t, again.Replay(back))
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, stateOf(t, b).Figures, stateOf(t, again).Figures)
	for _, l := range b.Log() {
		assert.NotContains(t, l, ": support", "every kind has its own line: %s", l)
	}
}

func TestHelpStartsWithTheBasics(t *testing.T) {
	h := rules.Help()
	want := []string{"trait_test", "movement", "multi_action", "shooting", "range", "cover_light",
		"gang_up", "templates", "bystanders", "suppressive_fire", "shaken", "soak_wounds", "initiative"}
	require.Greater(t, len(h), len(want))
	for i, k := range want {
		assert.Equal(t, k, h[i].Key, "entry %d", i)
	}
	assert.Contains(t, h[0].Text, "Wild Die")
	assert.Contains(t, h[2].Text, "-2", "the multi-action penalty from the edition table")
	assert.Contains(t, h[5].Text, "medium -4")
}
