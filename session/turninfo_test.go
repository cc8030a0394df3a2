package session_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/session"
	"battlemat/wire"
)

// A turn's word on moving, as every seat that sees who acts gets it: a
// Pace 6 figure walks 6" and shades 12" with the d6 running die's
// highest roll; Shaken, it cannot run. Whether the GM's pool pays a
// Shaken Extra's benny is the GM's seat's alone; who may start a turn
// next comes between turns.
func TestTurnInfoTellsTheMovingLeftAndThePoolsBennyToTheGMAlone(t *testing.T) {
	s := newSession(t, askTable, 3, session.Config{})
	gmTurnOf(t, s, "thug")
	ti := s.View(wire.SeatGM).Turn
	require.NotNil(t, ti)
	assert.Equal(t, 6, ti.Walk)
	assert.Equal(t, 6, ti.Run, "the d6's highest roll, before running")
	assert.Equal(t, 12, ti.Reach)
	assert.False(t, ti.Ran)
	assert.False(t, ti.FromPool, "not Shaken: no benny asked")

	thug := s.Battle().Figure("thug")
	thug.Shaken = true // the test's hand: the view reads the battle
	pool := wire.PoolFor(s.Battle(), wire.SeatGM)
	require.NotNil(t, pool, "the revision has the GM's pool")
	require.Positive(t, *pool)
	ti = s.View(wire.SeatGM).Turn
	assert.Equal(t, 0, ti.Run, "a Shaken figure cannot run")
	assert.Equal(t, 6, ti.Reach)
	assert.True(t, ti.FromPool, "the GM's Extra spends from the pool")
	anna := s.View(wire.SeatPlayer + "anna").Turn
	require.NotNil(t, anna, "Annie's player sees the thug act")
	assert.False(t, anna.FromPool, "a player never learns what the GM's pool pays")
	assert.Equal(t, ti.Reach, anna.Reach)

	assert.Empty(t, s.View(wire.SeatGM).Next, "none while a turn is under way")
	require.Empty(t, refused(s.Do(gm, act("end", `{"kind":"end_turn","who":"thug"}`), time.Unix(0, 0))))
	next := s.View(wire.SeatGM).Next
	require.NotEmpty(t, next, "someone is up between turns")
	assert.Equal(t, s.Battle().NextUp(), next)
	assert.Nil(t, s.View(wire.SeatGM).Turn)
}
