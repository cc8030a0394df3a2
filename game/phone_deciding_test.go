package game

import (
	"testing"

	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gmSoakTable: Ann's hero (no bennies: her own rolls ask nobody) with
// a cannon that wounds whatever it hits, and the GM's Wild Card boss,
// who may Soak with his bennies.
const gmSoakTable = `name: Soak
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    bennies: 0
    at: [0, 0]
    traits: {agility: d8, shooting: d12+2, vigor: d6, spirit: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
  - id: boss
    name: Boss
    side: cult
    wildcard: true
    at: [5, 0]
    traits: {agility: d6, vigor: d4, spirit: d6}
`

// Ann's shot wounds the GM's boss, who may Soak: while the GM decides,
// her phone says so ("The GM is deciding a Soak.") and asks her nothing;
// the GM's answer brings the shot's result. Her phone said nothing at
// all until then.
func TestAShootersPhoneSaysTheGMIsDecidingASoak(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		p := phoneOn(t, "soak.yaml", gmSoakTable, seed)
		p.dealTo("hero1")
		p.tapSquare(0, 0)
		require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
		p.gm.Poll() // the GM's news so far
		p.tapButton("Shoot")
		p.tapSquare(5, 0)
		p.tapSquare(5, 0)
		var q *wire.Question
		for _, m := range p.gm.Poll() {
			if m, ok := m.(wire.Question); ok {
				q = &m
			}
		}
		if q == nil {
			continue // a miss: another seed
		}
		require.Equal(t, wire.AskSoak, q.Kind, "the GM is asked about the boss's Soak")
		p.frame()
		assert.Nil(t, p.g.ctl.Asked(), "her phone asks her nothing")
		assert.Equal(t, "The GM is deciding a Soak.", p.message())
		p.shot("deciding-soak")
		for i := 0; i < 5 && q != nil; i++ {
			no := false
			require.NoError(t, p.gm.Send(wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &no}))
			q = nil
			for _, m := range p.gm.Poll() {
				if m, ok := m.(wire.Question); ok {
					q = &m
				}
			}
		}
		p.frame()
		assert.Contains(t, p.message(), "Boss", "the shot's result: %s", p.message())
		assert.NotContains(t, p.message(), "deciding")
		return
	}
	t.Fatal("no seed's shot hit the boss")
}

// A state of the host that names a seat that is none, or a kind of
// question there is not, as deciding is not taken: one line says why.
func TestAStateWithABadDecidingIsNotTaken(t *testing.T) {
	for _, bad := range []string{`{"seat":"nobody","kind":"soak"}`, `{"seat":"gm","kind":"bribe"}`} {
		m, err := decodeHost([]byte(`{"type":"state","seq":1,"seat":"player:anna","scenario":"x","deciding":` + bad + `}`))
		require.Error(t, err, bad)
		assert.Nil(t, m)
		assert.NotContains(t, err.Error(), "\n")
		assert.Contains(t, err.Error(), "a state of the host with a question")
	}
	m, err := decodeHost([]byte(`{"type":"state","seq":1,"seat":"player:anna","scenario":"x","deciding":{"seat":"gm","kind":"soak"}}`))
	require.NoError(t, err)
	st, ok := m.(wire.State)
	require.True(t, ok)
	assert.Equal(t, &wire.Deciding{Seat: wire.SeatGM, Kind: wire.AskSoak}, st.Deciding)
}
