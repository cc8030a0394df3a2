//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// reactRemoteTable: Anna's Gina (First Strike) and a cultist of the
// GM's, an Extra, 5" off, free to walk up to her.
const reactRemoteTable = `name: React
map:
  rows:
    - "........"
    - "........"
figures:
  - {id: gina, name: Gina, side: heroes, player: anna, wildcard: true, bennies: 0, at: [0, 1], edges: [First Strike],
     traits: {agility: d6, fighting: d8, vigor: d6, spirit: d6, strength: d6}, weapons: [{name: Sword, damage: str+d8}]}
  - {id: c1, name: Cultist, side: cult, at: [5, 1], traits: {agility: d6, fighting: d6, vigor: d6}}
`

// Anna's phone shows her First Strike question as it shows Soak's, with
// Yes and No and the host's default (yes); her Yes rolls the free attack.
func TestRemotePlayerAnswersAFirstStrikeQuestion(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "react.yaml", Data: []byte(reactRemoteTable), Seed: 1, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")

	asked := func(r *game.Remote) bool { _, ok := r.Question(); return ok }
	step := func(action string) {
		var seq int
		gm.do(func(r *game.Remote) { seq = r.Seq; require.NoError(t, sendAs(r, action)) })
		gm.wait(t, action, func(r *game.Remote) bool { return r.Seq > seq || asked(r) })
	}
	for i := 0; i < 20; i++ {
		var up *string
		h.Battle(func(b *rules.Battle) { up = wire.UpNow(b) })
		if up == nil {
			step(`{"kind":"round"}`)
			continue
		}
		step(`{"kind":"turn","who":"` + *up + `"}`)
		if *up == "c1" {
			break
		}
		step(`{"kind":"end_turn","who":"` + *up + `"}`)
	}
	var move int
	gm.do(func(r *game.Remote) { move = r.Seq + 1 })
	step(`{"kind":"move","who":"c1","to":{"x":1,"y":1}}`)
	anna.wait(t, "her question", asked)
	anna.do(func(r *game.Remote) {
		text, _ := r.Question()
		assert.True(t, strings.HasPrefix(text, "Gina may make a free Fighting attack at Cultist (First Strike): take it? (no answer in "), text)
		assert.True(t, strings.HasSuffix(text, "s: Free attack)"), text)
		// The phone words the answers as the window does.
		assert.Equal(t, []game.RemoteButton{{ID: game.RemoteYes, Label: "Free attack"}, {ID: game.RemoteNo, Label: "Let it pass"}}, r.Buttons())
		r.Press(game.RemoteYes)
	})
	gm.wait(t, "the move on the GM's screen", func(r *game.Remote) bool { return r.Seq == move && !asked(r) })
	h.Battle(func(b *rules.Battle) {
		assert.Contains(t, b.Log(), "Gina vs Cultist: free attack: First Strike as Cultist comes into reach.")
		assert.Equal(t, true, b.Applied[len(b.Applied)-1].Answers[0], "her Yes is the recorded answer")
	})
}
