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

// A figure's card lists its traits, weapons and Armor as the battle has
// them: the GM's seat is told every figure's sheet, a player's seat its
// party's only (a foe's dice and weapons are the GM's to tell), and no
// seat but the GM's hears of the hidden Lurker at all.
func TestTheFiguresSheetIsToldToTheGMAndToThePartysOwnSeats(t *testing.T) {
	s := newSession(t, lurkerTable, 1, session.Config{})
	gmView := s.View(wire.SeatGM)
	for _, id := range []string{"vera", "c1", "c2"} {
		require.Contains(t, gmView.Figures, id)
		require.NotNil(t, gmView.Figures[id].Sheet, "the GM is told %s's sheet", id)
	}
	vera := gmView.Figures["vera"].Sheet
	assert.Equal(t, rules.Die{Sides: 8}, vera.Traits["spellcasting"], "Vera's Spellcasting d8")
	assert.Equal(t, rules.Die{Sides: 4}, gmView.Figures["c1"].Sheet.Traits["agility"], "the cultist's Agility d4")
	for _, seat := range []string{wire.SeatPlayer + "anna", wire.SeatTable} {
		v := s.View(seat)
		require.NotNil(t, v.Figures["vera"].Sheet, "%s is told Vera's sheet", seat)
		assert.Equal(t, vera, v.Figures["vera"].Sheet, seat)
		require.Contains(t, v.Figures, "c1")
		assert.Nil(t, v.Figures["c1"].Sheet, "%s is not told the cultist's dice", seat)
		assert.NotContains(t, v.Figures, "c2", "%s never hears of the hidden Lurker", seat)
	}
}

// The GM's seat is told once the fight is ended (healing Wounds waits
// for that under revision 9's rules), and no longer once a new round
// takes the fight up again.
func TestTheGMIsToldTheFightWasEnded(t *testing.T) {
	s := newSession(t, lurkerTable, 1, session.Config{})
	require.NotNil(t, s.View(wire.SeatGM).End)
	assert.False(t, s.View(wire.SeatGM).End.Ended, "the fight goes on")
	require.Empty(t, refused(s.Do(gm, act("e", `{"kind": "end_fight"}`), time.Unix(1, 0))))
	assert.True(t, s.View(wire.SeatGM).End.Ended, "the GM ended it")
	require.Empty(t, refused(s.Do(gm, act("r", `{"kind": "round"}`), time.Unix(2, 0))))
	assert.False(t, s.View(wire.SeatGM).End.Ended, "a new round takes it up again")
}
