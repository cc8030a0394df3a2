package session_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// standoffOffer is the seat's offer of a standoff, if any.
func standoffOffer(s *session.Session, seat string) (wire.Offer, bool) {
	for _, o := range s.Offers(seat) {
		if o.Kind == rules.KindStandoff {
			return o, true
		}
	}
	return wire.Offer{}, false
}

// Before the first deal the GM may open the round with a standoff
// instead; once a round is dealt the GM's seat gets it greyed with the
// rules' own reason, and a player's seat never hears of it.
func TestStandoffIsOfferedToTheGMBetweenRoundsAndGreyedInOne(t *testing.T) {
	s := newSession(t, "edition: deluxe\n"+upkeepTable, 1, session.Config{})
	require.True(t, s.Battle().Rules.Standoff, "Deluxe plays standoffs")
	o, ok := standoffOffer(s, wire.SeatGM)
	require.True(t, ok)
	assert.Empty(t, o.Why)
	assert.Empty(t, o.Who)
	_, ok = standoffOffer(s, "player:anna")
	assert.False(t, ok)

	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	o, ok = standoffOffer(s, wire.SeatGM)
	require.True(t, ok)
	refused := s.Battle().Check(rules.Standoff{})
	require.Error(t, refused)
	assert.Equal(t, refused.Error(), o.Why)

	swade := newSession(t, upkeepTable, 1, session.Config{})
	require.False(t, swade.Battle().Rules.Standoff, "SWADE has no standoff")
	_, ok = standoffOffer(swade, wire.SeatGM)
	assert.False(t, ok)
}
