package session_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/session"
)

const doorTable = `name: Door
map:
  rows:
    - "..+..."
    - "......"
figures:
  - id: vera
    name: Vera
    side: heroes
    player: anna
    at: [1, 0]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [5, 1]
    traits: {agility: d4, vigor: d4}
`

// Vera stands beside the door at (2, 0): her phone is offered to open it
// and to break it, each offer naming the door's square, so a screen
// matches a click on the door to its offer without the battle; her
// jump is the catalogue's Jump entry.
func TestADoorOfferNamesTheDoorsSquare(t *testing.T) {
	s := newSession(t, doorTable, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	door := rules.Pos{X: 2, Y: 0}
	seen := map[string]bool{}
	for _, o := range s.Offers("player:anna") {
		switch o.Entry {
		case menu.Door.Key(), menu.BreakDoor.Key():
			if o.Why != "" {
				continue
			}
			require.NotNil(t, o.At, "%s names its square", o.Entry)
			assert.Equal(t, door, *o.At)
			seen[o.Entry] = true
		case menu.Jump.Key():
			assert.True(t, o.Square)
			seen[o.Entry] = true
		}
	}
	assert.True(t, seen[menu.Door.Key()], "the door is offered")
	assert.True(t, seen[menu.BreakDoor.Key()], "breaking it is offered")
	assert.True(t, seen[menu.Jump.Key()], "the jump is a More entry")
}
