package session_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// aiTable: Anna's hero against a cultist of a side the program plays.
const aiTable = `name: AI
sides:
  heroes: {}
  cult: {control: ai}
map:
  rows:
    - "........"
    - "........"
figures:
  - id: hero
    name: Annie
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d6, fighting: d6, vigor: d6, spirit: d6}
  - id: cult
    name: Cultist
    side: cult
    at: [6, 1]
    traits: {agility: d6, fighting: d6, vigor: d6}
    weapons:
      - {name: Knife, damage: Str+d4}
`

// A control: ai side plays on a hosted table: one action per Tick, each
// AIPause after the last, so the table sees every step; its turn ends
// and the next figure is up.
func TestAnAISidePlaysItsTurnOneStepPerTick(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		s := newSession(t, aiTable, seed, session.Config{})
		start := time.Unix(100, 0)
		s.Do(gm, act("r", `{"kind":"round"}`), start)
		if up := wire.UpNow(s.Battle()); up == nil || *up != "cult" {
			continue // the hero first: try a seed that deals the cultist first
		}
		at, ok := s.Deadline()
		require.True(t, ok, "a step is due")
		assert.Equal(t, start.Add(session.AIPause), at)
		assert.Empty(t, s.Tick(start.Add(session.AIPause/2)), "not before the pause")
		n := len(s.Battle().Applied)
		now := at
		for range 50 {
			if up := wire.UpNow(s.Battle()); up != nil && *up != "cult" {
				break
			}
			outs := s.Tick(now)
			require.NotEmpty(t, outs, "a step at %v", now)
			assert.Equal(t, n+1, len(s.Battle().Applied), "one action per Tick")
			n = len(s.Battle().Applied)
			now = now.Add(session.AIPause)
		}
		kinds := []string{}
		for _, ap := range s.Battle().Applied[1:] {
			kinds = append(kinds, ap.Action.Kind())
		}
		assert.Equal(t, rules.KindTurn, kinds[0], "it starts its turn")
		assert.Contains(t, kinds, rules.KindMove, "the tactic closes in")
		assert.Equal(t, rules.KindEndTurn, kinds[len(kinds)-1], "and ends it")
		_, ok = s.Deadline()
		assert.False(t, ok, "the hero's turn: nothing is due")
		return
	}
	t.Fatal("no seed dealt the cultist first")
}

// The GM's Undo takes an AI step back and pauses the side (the same
// step would come again with the same dice) until the GM's next action.
func TestAnUndoPausesTheAISideUntilTheGMActs(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		s := newSession(t, aiTable, seed, session.Config{})
		now := time.Unix(100, 0)
		s.Do(gm, act("r", `{"kind":"round"}`), now)
		if up := wire.UpNow(s.Battle()); up == nil || *up != "cult" {
			continue
		}
		now = now.Add(session.AIPause)
		require.NotEmpty(t, s.Tick(now), "the cultist starts its turn")
		s.Do(gm, wire.Incoming{Type: wire.TypeUndo}, now)
		_, due := s.Deadline()
		assert.False(t, due, "paused")
		assert.Empty(t, s.Tick(now.Add(time.Hour)))
		s.Do(gm, act("t", `{"kind":"turn","who":"cult"}`), now)
		_, due = s.Deadline()
		assert.True(t, due, "the GM's action lets it go on")
		return
	}
	t.Fatal("no seed dealt the cultist first")
}
