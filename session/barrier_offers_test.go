package session_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
)

// A phone is offered a blow at each inch of a Barrier's wall within the
// figure's reach, and told of the gap one knocks out.
func TestThePhoneOffersToBreakEachInchOfBarrierWithinReach(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	// A wall from (1, 0) south to (1, 2), along Vera's east side; (3, 0)
	// to (3, 2) out of her reach.
	bf := b.Battlefield.(*board.Battlefield)
	require.NoError(t, bf.AddBarrier("c1", "Barrier", rules.BarrierWalls{Sides: [][2]rules.Spot{{rules.Spot{X: 1, Y: 0}, rules.Spot{X: 1, Y: 2}}}, Hardness: rules.BarrierHardness}))
	require.NoError(t, bf.AddBarrier("c1", "Barrier", rules.BarrierWalls{Sides: [][2]rules.Spot{{rules.Spot{X: 3, Y: 0}, rules.Spot{X: 3, Y: 2}}}, Hardness: rules.BarrierHardness}))
	var got []string
	for _, o := range s.Offers("player:anna") {
		if o.Kind == rules.KindBreakBarrier {
			got = append(got, string(o.Action))
		}
	}
	assert.Equal(t, []string{
		`{"kind":"break_barrier","who":"vera","at":{"x":1,"y":0.5}}`,
		`{"kind":"break_barrier","who":"vera","at":{"x":1,"y":1.5}}`,
	}, got)
	st := s.View("player:anna")
	assert.Len(t, st.Barriers, 2, "both walls whole")
	require.NoError(t, bf.BreakBarrierSection(0, 0))
	st = s.View("player:anna")
	require.Len(t, st.Barriers, 2, "the first wall's second inch and the second wall")
	assert.Equal(t, rules.Spot{X: 1, Y: 1}, st.Barriers[0].From, "the phone draws the gap")
}
