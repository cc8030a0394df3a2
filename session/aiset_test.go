package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/session"
	"battlemat/wire"
)

// The GM hands a side to the tactic and takes it back with the settings
// message: the scenario's control: ai sides are in the setting from the
// start; a side the tactic does not play waits for a person; a side
// that is not the battle's is refused and changes nothing.
func TestTheGMHandsASideToTheTacticAndTakesItBack(t *testing.T) {
	human := strings.Replace(aiTable, "cult: {control: ai}", "cult: {}", 1)
	for seed := uint64(1); seed < 50; seed++ {
		s := newSession(t, aiTable, seed, session.Config{})
		assert.Equal(t, []string{"cult"}, s.Settings().AI, "control: ai from the start")
		assert.Equal(t, []string{"cult", "heroes"}, s.Settings().Sides)

		s = newSession(t, human, seed, session.Config{})
		require.Empty(t, s.Settings().AI)
		start := time.Unix(100, 0)
		s.Do(gm, act("r", `{"kind":"round"}`), start)
		if up := wire.UpNow(s.Battle()); up == nil || *up != "cult" {
			continue // a seed that deals the cultist first
		}
		_, due := s.Deadline()
		assert.False(t, due, "nobody plays the cult but the GM")

		bad := []string{"martians"}
		outs := s.Do(gm, wire.Incoming{Type: wire.TypeSettings, ID: "x", AI: &bad}, start)
		assert.Contains(t, refused(outs), `"martians" is not a side`)
		assert.Empty(t, s.Settings().AI)
		cult := []string{"cult"}
		outs = s.Do(session.Screen{Seat: "player:anna"}, wire.Incoming{Type: wire.TypeSettings, ID: "y", AI: &cult}, start)
		assert.NotEmpty(t, refused(outs), "the GM's setting")

		s.Do(gm, wire.Incoming{Type: wire.TypeSettings, AI: &cult}, start)
		assert.Equal(t, []string{"cult"}, s.Settings().AI)
		at, due := s.Deadline()
		require.True(t, due, "the tactic's step is due")
		n := len(s.Battle().Applied)
		s.Tick(at)
		assert.Equal(t, n+1, len(s.Battle().Applied), "the tactic took the cultist's step")

		none := []string{}
		s.Do(gm, wire.Incoming{Type: wire.TypeSettings, AI: &none}, at)
		_, due = s.Deadline()
		assert.False(t, due, "taken back: the GM plays the cult again")
		assert.Empty(t, s.Tick(at.Add(time.Hour)))
		return
	}
	t.Fatal("no seed dealt the cultist first")
}
