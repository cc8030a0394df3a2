package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every command has a stable name of its own: a page or a test names a
// button by it, whatever the label says.
func TestEveryCommandHasItsOwnStableName(t *testing.T) {
	seen := map[string]Cmd{}
	for c := CmdNone + 1; c < cmdCount; c++ {
		id := c.ID()
		if assert.NotEmpty(t, id, "command %d has no name", c) {
			prev, dup := seen[id]
			assert.False(t, dup, "%q names commands %d and %d", id, prev, c)
			seen[id] = c
		}
	}
	assert.Equal(t, "end_turn", CmdEndTurn.ID())
	assert.Equal(t, "more_item:3", Button{Cmd: CmdMoreItem, Arg: "3"}.ButtonID())
}
