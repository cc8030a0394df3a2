package session_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// counterTable: Anna's Gina, a mage with Dispel, and the GM's priest
// with Bolt 4" off (inside Gina's Dispel range, Smarts d6).
const counterTable = `name: Counter
map:
  rows:
    - "............"
    - "............"
figures:
  - {id: gina, name: Gina, side: heroes, player: anna, wildcard: true, bennies: 0, at: [0, 1], arcane: {skill: spellcasting, power_points: 10}, powers: [Dispel],
     traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, athletics: d6, spellcasting: d8}}
  - {id: priest, name: Priest, side: cult, bennies: 0, at: [4, 1], arcane: {skill: faith, power_points: 10}, powers: [Bolt],
     traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, athletics: d6, faith: d8}}
`

// A Dispel counter is asked of Anna's seat when the priest casts with
// Gina on Hold: no answer is no (a counter spends her Hold); her yes
// tries it.
func TestADispelCounterIsAskedOfThePlayer(t *testing.T) {
	s := newSession(t, counterTable, 1, session.Config{})
	b := s.Battle()
	for range 10 {
		fighttest.UpTo(t, b, "gina")
		if !b.Fight.Init.Acted["priest"] {
			require.NoError(t, b.Apply(rules.Hold{Who: "gina"}))
			fighttest.ToTurn(t, b, "priest", 0)
			break
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: "gina"}))
		require.NoError(t, b.Apply(rules.EndTurn{Who: "gina"}))
	}
	require.True(t, b.Fight.Init.Hold["gina"])
	outs := s.Do(gm, act("c", `{"kind":"cast","who":"priest","power":"Bolt","targets":["gina"]}`), time.Unix(0, 0))
	qs := questions(outs)
	require.Len(t, qs, 1)
	q := qs[0]
	assert.Equal(t, wire.AskReaction, q.Kind)
	assert.Equal(t, anna.Seat, q.Seat)
	assert.Equal(t, rules.DispelCounterWhat, string(q.Trait))
	assert.False(t, q.Default, "no answer is no")
	assert.Equal(t, "Gina, on Hold, may interrupt Priest's casting and counter it with Dispel: try it?", q.Text)

	yes, no := true, false
	outs = s.Do(anna, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}, time.Unix(1, 0))
	for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
		outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, time.Unix(1, 0))
	}
	assert.Contains(t, s.Battle().Log(), "Gina tries to counter Priest's Bolt with Dispel.")
}
