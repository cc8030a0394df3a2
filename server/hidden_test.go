//go:build !js

package server_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/server"
)

// ambush is a fight with a hidden ambusher the cultist answers to; without
// is the same fight where the ambusher does not exist. A seat that may
// not see the ambusher must be told exactly what it would be told
// without it, byte for byte, except where the rules make it visible.
const ambushHead = `name: Ambush
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 2]
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}
  - id: c1
    name: Cultist
    side: cult
    at: [11, 0]
    traits: {agility: d4, vigor: d6}
`

var (
	ambushed = ambushHead + `    leader: lurker
  - id: lurker
    name: Skulking Horror
    side: cult
    hidden: true
    at: [4, 2]
    traits: {agility: d4, vigor: d10}
`
	unambushed = ambushHead
)

// hosts are the two fights' hosts, each at Ann's hero's turn.
func ambushHosts(t *testing.T) (with, without *server.Host) {
	mk := func(text string) *server.Host {
		h, err := server.New(server.Config{Name: "ambush.yaml", Data: []byte(text), Seed: 11, SeedSet: true, Logf: t.Logf})
		require.NoError(t, err)
		return h
	}
	with, without = mk(ambushed), mk(unambushed)
	return with, without
}

func toHerosTurn(t *testing.T, h *server.Host) {
	h.Battle(func(b *rules.Battle) { fighttest.ToTurn(t, b, "hero1", 0) })
}

// field is one field of a message, as its bytes.
func field(t *testing.T, msg []byte, key string) string {
	t.Helper()
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(msg, &m))
	return string(m[key])
}

// A visible foe's leader that is hidden is not named in the seats'
// copies of the scenario: the players' and the table's first message is
// byte for byte the one of the fight without the hidden leader.
func TestASeatsStateIsTheFightsWithoutTheFiguresItMayNotSee(t *testing.T) {
	with, without := ambushHosts(t)
	for _, seat := range []string{"player:anna", "table"} {
		a, b := with.Receive(seat, nil), without.Receive(seat, nil)
		require.NotEmpty(t, a)
		assert.Equal(t, string(b[0]), string(a[0]), seat)
		for _, s := range []string{"lurker", "Skulking"} {
			assert.NotContains(t, string(a[0]), s, seat)
		}
	}
	gm := with.Receive("gm", nil)
	assert.Contains(t, string(gm[0]), "lurker", "the GM's is whole")
}

// A move preview onto, or through, the square of a figure the seat may
// not see is answered as if the square were empty: previews are free, and
// a refusal would let a player scan the map for ambushers.
func TestAMovePreviewTreatsAnUnseenFiguresSquareAsEmpty(t *testing.T) {
	with, without := ambushHosts(t)
	toHerosTurn(t, with)
	toHerosTurn(t, without)
	for i, to := range [][2]int{{4, 2}, {5, 2}, {4, 3}, {6, 2}, {3, 2}} {
		msg := []byte(fmt.Sprintf(`{"type":"preview","id":"p%d","action":{"kind":"move","who":"hero1","to":{"x":%d,"y":%d}}}`, i, to[0], to[1]))
		a, b := with.Receive("player:anna", msg), without.Receive("player:anna", msg)
		require.Len(t, a, 2)
		assert.Equal(t, string(b[1]), string(a[1]), "to %v", to)
		assert.NotContains(t, string(a[1]), "error", "to %v", to)
	}
}

// A player's move onto a square it cannot see is taken: the move stops
// where the rules stop it (before the unseen figure's base), and the
// unseen figure stays where it was, still unseen.
func TestAMoveOntoAnUnseenFigureStopsBeforeIt(t *testing.T) {
	with, _ := ambushHosts(t)
	toHerosTurn(t, with)
	out := with.Receive("player:anna", []byte(`{"type":"action","id":"m","action":{"kind":"move","who":"hero1","to":{"x":4,"y":2}}}`))
	require.Len(t, out, 2)
	assert.Equal(t, `"applied"`, field(t, out[1], "type"), string(out[1]))
	with.Battle(func(b *rules.Battle) {
		hero, _ := b.Battlefield.Position("hero1")
		lurker, _ := b.Battlefield.Position("lurker")
		assert.Equal(t, rules.Pos{X: 4, Y: 2}, lurker)
		assert.NotEqual(t, lurker, hero)
		assert.Equal(t, 3, hero.X, "it stops next to the lurker: %v", hero)
		assert.True(t, b.Hidden("lurker"))
	})
	for _, s := range []string{"lurker", "Skulking"} {
		assert.NotContains(t, string(out[1]), s)
	}
}

// A player's blast over a figure the seat may not see keeps the player's
// own line (its roll stays in rolls: a missing line would give the
// figure away), written without the unseen figure: the same lines and
// rolls as the fight without it.
func TestABlastOverAnUnseenFigureKeepsThePlayersLine(t *testing.T) {
	with, without := ambushHosts(t)
	toHerosTurn(t, with)
	toHerosTurn(t, without)
	msg := []byte(`{"type":"action","id":"g","action":{"kind":"area","who":"hero1","weapon":"Grenade","at":{"x":4.5,"y":2.5}}}`)
	a, b := with.Receive("player:anna", msg), without.Receive("player:anna", msg)
	require.Len(t, a, 2)
	require.Len(t, b, 2)
	assert.Contains(t, field(t, a[1], "log"), "throws the Grenade")
	assert.Equal(t, field(t, b[1], "log"), field(t, a[1], "log"))
	assert.Equal(t, field(t, b[1], "rolls"), field(t, a[1], "rolls"))
	for _, s := range []string{"lurker", "Skulking"} {
		assert.NotContains(t, string(a[1]), s)
	}
	gm := strings.Join(func() []string {
		var l []string
		with.Battle(func(b *rules.Battle) { l = b.Log() })
		return l
	}(), "\n")
	assert.Contains(t, gm, "Skulking Horror", "the GM's log names it")
}
