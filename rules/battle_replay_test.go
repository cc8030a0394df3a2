package rules_test

import (
	"encoding/json"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// play applies n legal actions of a plain tactic: deal rounds, take turns
// in the countdown, shoot the first foe in sight, otherwise step toward
// the nearest foe, then end the turn.
func play(t testing.TB, b *rules.Battle, n int) {
	t.Helper()
	for len(b.Applied) < n {
		tr := b.Turn()
		if tr == nil {
			next := b.NextUp()
			if len(next) == 0 {
				require.NoError(t, b.Apply(rules.StartRound{}))
			} else {
				require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
			}
			continue
		}
		who := tr.Who
		f := b.Figure(who)
		acted := false
		if len(tr.Taken) == 0 && tr.CanAct && !f.Shaken && !f.Incapacitated {
			for _, g := range b.Figures() {
				if g.Side == f.Side || g.Incapacitated || g.Dead {
					continue
				}
				if b.Apply(rules.Shoot{Who: who, Targets: []string{g.ID}}) == nil {
					acted = true
					break
				}
			}
		}
		if !acted && tr.Moved == 0 && !f.Incapacitated && !f.Stunned {
			if sq, ok := towardFoe(b, who); ok {
				require.NoError(t, b.Apply(rules.Move{Who: who, To: sq}))
				continue
			}
		}
		require.NoError(t, b.Apply(rules.EndTurn{Who: who}))
	}
}

// towardFoe is the reachable square nearest the nearest foe.
func towardFoe(b *rules.Battle, who string) (rules.Pos, bool) {
	f := b.Figure(who)
	here, _ := b.Battlefield.Position(who)
	reach, err := b.Battlefield.Reach(who, 0)
	if err != nil {
		return rules.Pos{}, false
	}
	best, bestD := here, 1<<30
	for _, g := range b.Figures() {
		if g.Side == f.Side || g.Dead || g.Incapacitated {
			continue
		}
		gp, _ := b.Battlefield.Position(g.ID)
		for _, r := range reach {
			if r.Cost > b.PaceLeft(who) {
				continue
			}
			d := max(abs(r.Pos.X-gp.X), abs(r.Pos.Y-gp.Y))
			if d < bestD {
				best, bestD = r.Pos, d
			}
		}
	}
	return best, best != here
}

func abs(x int) int { return max(x, -x) }

func demo(t testing.TB) []byte {
	data, err := assets.Scenario("demo")
	require.NoError(t, err)
	return data
}

func TestReplayRebuildsTheSameBattle(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		_, b, err := board.StartBattle("demo.yaml", demo(t), seed)
		require.NoError(t, err)
		b.Soak = rules.DefaultSoak
		play(t, b, 120)
		want := stateOf(t, b)

		_, again, err := board.StartBattle("demo.yaml", demo(t), seed)
		require.NoError(t, err)
		require.NoError(t, again.Replay(b.Applied))
		assert.Equal(t, want, stateOf(t, again), "seed %d", seed)
		assert.Equal(t, b.Log(), again.Log())
	}
}

func TestUndoThenRedoIsIdentity(t *testing.T) {
	_, b, err := board.StartBattle("demo.yaml", demo(t), 7)
	require.NoError(t, err)
	b.Soak = rules.DefaultSoak
	play(t, b, 60)
	states := []battleState{}
	for range 10 {
		states = append(states, stateOf(t, b))
		require.NoError(t, b.Undo())
	}
	// After undoing, the battle equals one rebuilt from the first actions.
	_, fresh, err := board.StartBattle("demo.yaml", demo(t), 7)
	require.NoError(t, err)
	require.NoError(t, fresh.Replay(b.Applied))
	assert.Equal(t, stateOf(t, fresh), stateOf(t, b))
	for i := 9; i >= 0; i-- {
		require.NoError(t, b.Redo())
		assert.Equal(t, states[i], stateOf(t, b), "redo %d", 10-i)
	}
	assert.ErrorIs(t, b.Redo(), rules.ErrNothingToRedo)
}

// Undo restores the RNG and keeps the figures' identity: the same shot
// taken again after an undo rolls the same dice, and a new action clears
// what could be redone.
func TestUndoRestoresTheDice(t *testing.T) {
	b := newBattle(t, duel, 17)
	buck := b.Figure("buck")
	fighttest.ToTurn(t, b, "buck", 1)
	shot := rules.Shoot{Who: "buck", Targets: []string{"c1"}}
	n := len(b.Events())
	require.NoError(t, b.Apply(shot))
	first := append([]rules.Event(nil), b.Events()[n:]...)
	require.NoError(t, b.Undo())
	assert.Len(t, b.Events(), n)
	assert.Same(t, buck, b.Figure("buck"), "figures keep their identity")
	require.NoError(t, b.Apply(shot))
	assert.Equal(t, first, b.Events()[n:])
	assert.False(t, b.CanRedo())
}

func TestNewActionClearsRedo(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, b.Undo())
	assert.True(t, b.CanRedo())
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.False(t, b.CanRedo())
	assert.ErrorIs(t, newBattle(t, duel, 1).Undo(), rules.ErrNothingToUndo)
}

func TestActionsMarshalByKind(t *testing.T) {
	acts := []rules.Action{
		rules.StartRound{}, rules.StartTurn{Who: "buck", Actions: 2}, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 4}},
		rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c2"}}, rules.Run{Who: "buck"},
		rules.Aim{Who: "buck", Target: "c1"}, rules.Reload{Who: "buck", Weapon: "Colt .45"}, rules.EndTurn{Who: "buck"},
		rules.Hold{Who: "buck"}, rules.InterruptHold{Who: "buck", Target: "c1"}, rules.Surprise{Ambushers: []string{"c1"}},
		rules.Prone{Who: "buck"}, rules.Stand{Who: "buck"}, rules.Speak{Who: "buck", Text: "Hands up!"}, rules.Unshake{Who: "buck"},
	}
	for _, a := range acts {
		data, err := json.Marshal(rules.Applied{Action: a, Answers: []bool{true}})
		require.NoError(t, err)
		var back rules.Applied
		require.NoError(t, json.Unmarshal(data, &back), string(data))
		assert.Equal(t, a.Kind(), back.Action.Kind())
		again, err := json.Marshal(back)
		require.NoError(t, err)
		assert.JSONEq(t, string(data), string(again))
	}
	data, err := rules.MarshalAction(rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 4}})
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind": "move", "who": "buck", "to": {"x": 3, "y": 4}}`, string(data))
	_, err = rules.UnmarshalAction([]byte(`{"kind": "teleport"}`))
	assert.ErrorContains(t, err, `"teleport" is not an action`)
}

// An action's JSON is read strictly: keys spelled exactly as its fields
// (and "kind"), every required field there and not null. Each refusal
// names the field.
func TestActionJSONNeedsItsRequiredFieldsSpelledExactly(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{`{"kind": "move", "who": "buck"}`, `move action: the field "to" is missing`},
		{`{"kind": "move", "who": null, "to": {"x": 1, "y": 1}}`, `move action: the field "who" is null`},
		{`{"kind": "move", "WHO": "buck", "to": {"x": 1, "y": 1}}`, `move action: unknown field "WHO" (the fields are to, who)`},
		{`{"KIND": "move", "who": "buck", "to": {"x": 1, "y": 1}}`, `an action must be a JSON object with a kind`},
		{`{"kind": "shoot", "who": "buck"}`, `shoot action: the field "targets" is missing`},
		{`{"kind": "round", "who": "buck"}`, `round action: unknown field "who" (the fields are none)`},
		{`{"kind": 3}`, `an action's kind must be a string`},
	} {
		_, err := rules.UnmarshalAction([]byte(tc.data))
		assert.ErrorContains(t, err, tc.want, tc.data)
	}
	// Optional fields may be left out or null.
	a, err := rules.UnmarshalAction([]byte(`{"kind": "shoot", "who": "buck", "targets": ["c1"], "weapon": null}`))
	require.NoError(t, err)
	assert.Equal(t, rules.Shoot{Who: "buck", Targets: []string{"c1"}}, a)
	a, err = rules.UnmarshalAction([]byte(`{"kind": "turn", "who": "buck"}`))
	require.NoError(t, err)
	assert.Equal(t, rules.StartTurn{Who: "buck"}, a)
}
