//go:build !js

package server_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// aiHostTable: Anna's hero against a side the program plays.
const aiHostTable = `name: AI
sides:
  heroes: {}
  cult: {control: ai}
map:
  rows:
    - "........"
figures:
  - id: hero
    name: Annie
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d6, vigor: d6, spirit: d6}
  - id: cult
    name: Cultist
    side: cult
    at: [6, 0]
    traits: {agility: d6, vigor: d6}
`

// On a hosted table the host plays a control: ai side by itself: after
// the GM deals, the table's screen sees the cultist's turn step by step
// with nobody sending anything more, up to the hero's turn.
func TestTheHostPlaysAnAISideByItself(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "ai.yaml", Data: []byte(aiHostTable)})
	gm, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "table")
	var dealt float64
	for i := range 20 {
		gm.act("r", `{"kind":"round"}`)
		dealt = gm.until("applied")["seq"].(float64)
		var up *string
		h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
		if up != nil && *up == "cult" {
			break
		}
		// The hero first: the GM plays its turn out and deals again.
		gm.act("t", `{"kind":"turn","who":"hero"}`)
		gm.until("applied")
		gm.act("e", `{"kind":"end_turn","who":"hero"}`)
		gm.until("applied")
		require.Less(t, i, 19, "the cultist never dealt first")
	}
	var kinds []string
	for {
		m := tab.until("applied")
		seq := int(m["seq"].(float64))
		if float64(seq) <= dealt {
			continue // the GM's doings before
		}
		h.Battle(func(b *rules.Battle) { kinds = append(kinds, b.Applied[seq-1].Action.Kind()) })
		if m["up"] == "hero" || m["up"] == nil {
			break
		}
	}
	require.NotEmpty(t, kinds)
	assert.Equal(t, rules.KindTurn, kinds[0], "the host starts the cultist's turn")
	assert.Equal(t, rules.KindEndTurn, kinds[len(kinds)-1], "and ends it")
}
