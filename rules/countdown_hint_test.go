package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The countdown's next figure that firstUp keeps for the StartTurn after
// it is good once, and only while nothing was applied, reset or restored,
// the log is as long and the Fight the same: otherwise mayStart works the
// countdown out afresh.
func TestCountdownHintHoldsOnlyWhileNothingChanged(t *testing.T) {
	b := &Battle{Fight: &Fight{}}
	var h countdownHint

	h.keep(b, "c1")
	who, ok := h.take(b)
	assert.True(t, ok, "nothing changed: the kept figure holds")
	assert.Equal(t, "c1", who)
	_, ok = h.take(b)
	assert.False(t, ok, "it is used once")

	h.keep(b, "c1")
	b.moves++ // an action applied, a reset or a restore
	_, ok = h.take(b)
	assert.False(t, ok, "the battle moved on")

	h.keep(b, "c1")
	b.Fight.Events = append(b.Fight.Events, Event{Kind: EventRound})
	_, ok = h.take(b)
	assert.False(t, ok, "the log grew")

	h.keep(b, "c1")
	b.Fight = &Fight{Events: b.Fight.Events}
	_, ok = h.take(b)
	assert.False(t, ok, "another Fight (a rebuild, a replay)")

	_, ok = (&countdownHint{}).take(b)
	assert.False(t, ok, "nothing kept")
}
