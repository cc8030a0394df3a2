package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/session"
	"battlemat/wire"
)

// damageTable: Bob's gunman (one benny, a pistol that always hits the
// barn-door brute and seldom hurts it) and the GM's Extra brute,
// Toughness 9.
const damageTable = `name: Damage reroll
map:
  rows:
    - "........"
    - "........"
figures:
  - id: bob
    name: Bobby
    side: heroes
    player: bob
    wildcard: true
    bennies: 1
    at: [0, 0]
    traits: {agility: d6, shooting: d12+8, vigor: d6, spirit: d6}
    weapons:
      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 50}
  - id: brute
    name: Brute
    side: cult
    at: [4, 0]
    armor: 4
    traits: {agility: d6, vigor: d6}
`

// A player's damage roll asks the player's seat (and the GM), with the
// damage and the Toughness; the yes spends the benny and replays from the
// battle file.
func TestTheDamageRerollIsAskedOfTheAttackersSeatAndReplays(t *testing.T) {
	bob := session.Screen{Seat: "player:bob"}
	for seed := uint64(1); seed < 200; seed++ {
		s := newSession(t, damageTable, seed, session.Config{})
		gmTurnOf(t, s, "bob")
		now := time.Unix(0, 0)
		outs := s.Do(bob, act("shot", `{"kind":"shoot","who":"bob","targets":["brute"]}`), now)
		require.Empty(t, refused(outs))
		var q *wire.Question
		for _, o := range outs {
			if m, ok := o.Msg.(wire.Question); ok && o.Seat == "player:bob" && m.Trait == "damage" {
				q = &m
			}
		}
		if q == nil {
			for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
				no := false
				outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, now)
			}
			continue
		}
		assert.Equal(t, wire.AskReroll, q.Kind)
		assert.Equal(t, "player:bob", q.Seat)
		assert.Equal(t, "bob", q.Who)
		assert.True(t, strings.HasPrefix(q.Text, "Spend a benny to reroll Bobby's damage "), q.Text)
		assert.Contains(t, q.Text, " against Brute (1 left)?", "the Brute's Toughness kept back from Bob's seat")
		assert.False(t, q.Default, "nobody answering spends nothing")
		var seenDamage bool
		for _, r := range q.Seen {
			seenDamage = seenDamage || r.Kind == "damage"
		}
		assert.True(t, seenDamage, "the damage roll is shown with its question")

		yes := true
		outs = s.Do(bob, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}, now)
		require.Empty(t, refused(outs))
		assert.Empty(t, questions(outs), "nobody is asked about an Extra's Soak (GMAsks: Wild Cards)")
		assert.Equal(t, 0, s.Battle().Figure("bob").Bennies)
		log := strings.Join(s.Battle().Log(), "\n")
		assert.Contains(t, log, "Bobby spends a benny on a reroll of damage (")
		assert.Contains(t, log, "(thrown away by a reroll: ")

		data, err := s.BattleFile()
		require.NoError(t, err)
		f, err := board.ParseBattleFile(data)
		require.NoError(t, err)
		_, b, err := f.Start()
		require.NoError(t, err)
		assert.Equal(t, s.Battle().Log(), b.Log(), "the answers replay")
		return
	}
	t.Fatal("no seed below 200 asked about the damage")
}
