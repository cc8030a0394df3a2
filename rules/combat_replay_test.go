package rules_test

import (
	"encoding/json"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tryAll applies actions in turn, keeping those the rules allow (the dice
// decide which are legal: a figure Shaken or Bound by then is refused).
func tryAll(b *rules.Battle, acts ...rules.Action) {
	for _, a := range acts {
		_ = b.Apply(a)
	}
}

// combatBattle plays two rounds of every melee, area and suppression
// action on the two test maps.
func combatBattles(t *testing.T, seed uint64) []*rules.Battle {
	t.Helper()
	m := newBattle(t, melee, seed)
	m.Soak = rules.DefaultSoak
	for range 2 {
		tryAll(m, rules.StartRound{})
		for range 8 {
			next := m.NextUp()
			if len(next) == 0 {
				break
			}
			who := next[0]
			tryAll(m, rules.StartTurn{Who: who, Actions: 2})
			switch who {
			case "buck":
				tryAll(m, rules.BreakFree{Who: who}, rules.Melee{Who: who, Target: "c1", Wild: true},
					rules.Push{Who: who, Target: "c2"}, rules.Melee{Who: who, Target: "c3", Drop: true, Called: rules.CalledHeadVitals})
			case "c1":
				tryAll(m, rules.Grapple{Who: who, Target: "buck"}, rules.Grapple{Who: who, Target: "buck", Crush: true})
			case "c2":
				tryAll(m, rules.Melee{Who: who, Target: "buck", Nonlethal: true, Edged: true}, rules.Melee{Who: who, Target: "buck", Desperate: 4})
			case "c3":
				tryAll(m, rules.Defend{Who: who}, rules.Melee{Who: who, Target: "buck", Improvised: "bottle"})
			}
			tryAll(m, rules.EndTurn{Who: who})
		}
	}
	a := newBattle(t, blasts, seed)
	a.Soak = rules.DefaultSoak
	for range 3 {
		tryAll(a, rules.StartRound{})
		for range 8 {
			next := a.NextUp()
			if len(next) == 0 {
				break
			}
			who := next[0]
			tryAll(a, rules.StartTurn{Who: who, Actions: 3})
			if who == "buck" {
				tryAll(a, rules.Suppress{Who: who, At: rules.Spot{X: 10.5, Y: 3.5}},
					rules.AreaAttack{Who: who, Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}},
					rules.AreaAttack{Who: who, Weapon: "Grenade", At: rules.Spot{X: 8, Y: 5}})
			}
			tryAll(a, rules.EndTurn{Who: who})
		}
	}
	return []*rules.Battle{m, a}
}

func TestCombatActionsReplayFromTheirJSON(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4} {
		bs := combatBattles(t, seed)
		for i, src := range []string{melee, blasts} {
			b := bs[i]
			kinds := map[string]bool{}
			for _, ap := range b.Applied {
				kinds[ap.Action.Kind()] = true
			}
			if i == 0 {
				assert.True(t, kinds[rules.KindFight], "seed %d: fights", seed)
			} else {
				assert.True(t, kinds[rules.KindArea] && kinds[rules.KindSuppress], "seed %d: area and suppression", seed)
			}
			data, err := json.Marshal(b.Applied)
			require.NoError(t, err)
			var back []rules.Applied
			require.NoError(t, json.Unmarshal(data, &back))
			again := newBattle(t, src, seed)
			require.NoError(t, again.Replay(back))
			assert.Equal(t, stateOf(t, b), stateOf(t, again), "seed %d", seed)
			assert.Equal(t, b.Log(), again.Log())

			// Undo then redo is identity, action by action.
			var states []battleState
			for range 6 {
				states = append(states, stateOf(t, b))
				require.NoError(t, b.Undo())
			}
			for k := 5; k >= 0; k-- {
				require.NoError(t, b.Redo())
				assert.Equal(t, states[k], stateOf(t, b))
			}
		}
	}
}

func TestCombatActionsMarshalByKind(t *testing.T) {
	acts := []rules.Action{
		rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Wild: true, Called: rules.CalledLimb, Nonlethal: true, Edged: true},
		rules.Melee{Who: "buck", Target: "c1", Improvised: "chair", ImprovisedDamage: "str+d6", Desperate: 2, Drop: true},
		rules.Defend{Who: "buck"}, rules.Grapple{Who: "buck", Target: "c1", Crush: true}, rules.BreakFree{Who: "c1"},
		rules.Push{Who: "buck", Target: "c1", Skill: "athletics"},
		rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"c1"}},
		rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 8, Y: 4.5}, Damage: []string{"c3"}},
	}
	for _, a := range acts {
		data, err := rules.MarshalAction(a)
		require.NoError(t, err)
		back, err := rules.UnmarshalAction(data)
		require.NoError(t, err, string(data))
		assert.Equal(t, a.Kind(), back.Kind())
		again, err := rules.MarshalAction(back)
		require.NoError(t, err)
		assert.JSONEq(t, string(data), string(again))
	}
	data, err := rules.MarshalAction(rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}})
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind": "area", "who": "buck", "at": {"x": 8, "y": 3.5}}`, string(data))
}
