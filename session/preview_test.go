package session_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// hiddenBlastTable: Bob's hero throws a grenade at two cultists side by
// side, one of them hidden from the players.
const hiddenBlastTable = `name: Hidden blast
map:
  rows:
    - ".........."
    - ".........."
    - ".........."
figures:
  - id: bob
    name: Bobby
    side: heroes
    player: bob
    wildcard: true
    at: [0, 1]
    traits: {agility: d6, throwing: d8, vigor: d6}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}
  - id: ace
    name: Ace
    side: cult
    at: [6, 1]
    traits: {agility: d6, vigor: d4}
  - id: lurker
    name: Lurker
    side: cult
    hidden: true
    at: [7, 1]
    traits: {agility: d6, vigor: d4}
`

// A preview names the figures under an area attack's template with what
// each gets of its own, as the GM's screen and a player's draw them: the
// player is not told of a figure hidden from it, even there.
func TestAreaPreviewNamesTheVictimsTheSeatSees(t *testing.T) {
	s := newSession(t, hiddenBlastTable, 1, session.Config{})
	gmTurnOf(t, s, "bob")
	msg := wire.Incoming{Type: wire.TypePreview, ID: "p", Action: act("", `{"kind":"area","who":"bob","weapon":"Grenade","at":{"x":7,"y":1.5}}`).Action}
	victims := func(seat string) []string {
		outs := s.Do(session.Screen{Seat: seat}, msg, time.Unix(0, 0))
		require.Len(t, outs, 1)
		p := outs[0].Msg.(wire.Preview)
		require.Empty(t, p.Error)
		require.Len(t, p.Rolls, 1, "one throw at the point")
		var ids []string
		for _, v := range p.Rolls[0].Victims {
			ids = append(ids, v.Target)
		}
		return ids
	}
	assert.Equal(t, []string{"ace", "lurker"}, victims(wire.SeatGM))
	assert.Equal(t, []string{"ace"}, victims(wire.SeatPlayer+"bob"), "the hidden lurker is not told")
}

// unskilledTable: Bob's hero carries a pistol but has no Shooting.
const unskilledTable = `name: Unskilled
map:
  rows:
    - ".........."
figures:
  - id: bob
    name: Bobby
    side: heroes
    player: bob
    wildcard: true
    at: [0, 0]
    traits: {agility: d6, vigor: d6}
    weapons:
      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 6}
  - id: ace
    name: Ace
    side: cult
    at: [5, 0]
    traits: {agility: d6, vigor: d4}
`

// A preview names every modifier the roll will have: a shot without the
// skill rolls a d4 at -2, and the phone and the window both show the -2
// by name, with the TN and odds that follow from it.
func TestPreviewOfAnUnskilledShotNamesThePenalty(t *testing.T) {
	s := newSession(t, unskilledTable, 1, session.Config{})
	gmTurnOf(t, s, "bob")
	msg := wire.Incoming{Type: wire.TypePreview, ID: "p", Action: act("", `{"kind":"shoot","who":"bob","targets":["ace"]}`).Action}
	outs := s.Do(session.Screen{Seat: wire.SeatPlayer + "bob"}, msg, time.Unix(0, 0))
	require.Len(t, outs, 1)
	p := outs[0].Msg.(wire.Preview)
	require.Empty(t, p.Error)
	require.Len(t, p.Rolls, 1)
	r := p.Rolls[0]
	assert.Contains(t, r.Mods, rules.Modifier{Name: "unskilled", Value: -2})
	assert.Equal(t, -2, r.Mods.Sum(), "nothing else: short range, no cover")
	// d4 and a d6 Wild Die at -2 against 4: exact.
	want := rules.Odds(rules.TraitRoll{Die: rules.D4, Wild: true, Mods: r.Mods, TN: 4})
	require.NotNil(t, r.Success)
	assert.InDelta(t, want.Success, *r.Success, 1e-12)
}
