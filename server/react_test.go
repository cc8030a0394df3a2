//go:build !js

package server_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// reactTable: Anna's Gina (First Strike) and a cultist of the GM's, an
// Extra, 5" off, free to walk up to her; Bob's hero far off.
const reactTable = `name: React
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - {id: gina, name: Gina, side: heroes, player: anna, wildcard: true, bennies: 0, at: [0, 1], edges: [First Strike],
     traits: {agility: d6, fighting: d8, vigor: d6, spirit: d6, strength: d6}, weapons: [{name: Sword, damage: str+d8}]}
  - {id: bo, name: Bo, side: heroes, player: bob, wildcard: true, bennies: 0, at: [0, 2], traits: {agility: d6, vigor: d6, spirit: d6}}
  - {id: c1, name: Cultist, side: cult, at: [5, 0], traits: {agility: d6, fighting: d6, vigor: d6}}
`

// Over the wire: the cultist stepping up to Gina asks Anna (and the GM,
// never Bob) a "reaction" question, default yes; her No is kept with the
// move and nothing is rolled.
func TestFirstStrikeQuestionOverTheWire(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "react.yaml", Data: []byte(reactTable)})
	gm, anna, bob := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")
	for i := range 20 {
		var up *string
		h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
		id := fmt.Sprint("s", i)
		if up == nil {
			gmDo(t, gm, id, `{"kind":"round"}`, "")
			continue
		}
		gmDo(t, gm, id, `{"kind":"turn","who":"`+*up+`"}`, "")
		if *up == "c1" {
			break
		}
		gmDo(t, gm, id, `{"kind":"end_turn","who":"`+*up+`"}`, "")
	}
	gm.act("m", `{"kind":"move","who":"c1","to":{"x":1,"y":1}}`)
	q := anna.until("question")
	assert.Equal(t, "reaction", q["kind"])
	assert.Equal(t, "gina", q["who"])
	assert.Equal(t, "player:anna", q["seat"])
	assert.Equal(t, true, q["default"])
	assert.Equal(t, "First Strike", q["trait"])
	assert.Equal(t, "Gina may make a free Fighting attack at Cultist (First Strike): take it?", q["text"])
	require.Equal(t, q, gm.until("question"), "the GM gets the same question")

	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	ap := settle(anna)
	assert.Equal(t, []bool{false}, lastAnswers(h), "her no is kept with the move")
	assert.NotContains(t, fmt.Sprint(ap["log"]), "free attack")
	for bob.until("applied")["seq"] != ap["seq"] {
	}
	assert.NotContains(t, bob.bytes(), `"question"`)
}
