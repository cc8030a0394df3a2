package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// The GM's tactic message plays one whole turn of the plain tactic for
// the figure up, at once (not on the clock as a control: ai side): it
// starts the turn, the cultist closes in, and the turn ends. A player
// may not ask it, nor the GM for a figure who is not up.
func TestTheGMsTacticMessagePlaysOneTurnOfTheFigureUp(t *testing.T) {
	table := strings.Replace(aiTable, "cult: {control: ai}", "cult: {}", 1)
	s := newSession(t, table, 3, session.Config{})
	now := time.Unix(100, 0)
	s.Do(gm, act("r", `{"kind":"round"}`), now)
	up := wire.UpNow(s.Battle())
	require.NotNil(t, up)
	other := "hero"
	if *up == "hero" {
		other = "cult"
	}
	assert.Contains(t, refused(s.Do(anna, wire.Incoming{Type: wire.TypeTactic, ID: "t"}, now)), "only the GM")
	assert.Contains(t, refused(s.Do(gm, wire.Incoming{Type: wire.TypeTactic, ID: "t", Who: other}, now)), "is not up")
	assert.Len(t, s.Battle().Applied, 1, "a refused tactic message changes nothing")

	outs := s.Do(gm, wire.Incoming{Type: wire.TypeTactic, ID: "t"}, now)
	require.Empty(t, refused(outs))
	require.Empty(t, questions(outs), "this seed's turn asks nobody")
	kinds := []string{}
	for _, ap := range s.Battle().Applied[1:] {
		kinds = append(kinds, ap.Action.Kind())
	}
	require.NotEmpty(t, kinds)
	assert.Equal(t, rules.KindTurn, kinds[0], "it starts the turn")
	assert.Equal(t, rules.KindEndTurn, kinds[len(kinds)-1], "and ends it")
	assert.Greater(t, len(kinds), 2, "the tactic acts in between")
	assert.Nil(t, s.Battle().Turn())
	_, due := s.Deadline()
	assert.False(t, due, "no side is the program's: nothing is due on the clock")
}
