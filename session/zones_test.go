package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// A player's phone is told of the Light and Darkness powers' areas as it
// sees the map (a foe's Darkness too), in the state and after an action.
func TestAPlayerSeatIsToldOfTheDarknessOnTheMap(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	bf := b.Battlefield.(*board.Battlefield)
	bf.AddLightZone("c1", "Darkness", rules.Spot{X: 4.5, Y: 1.5}, 3, rules.Pitch)
	want := []wire.Zone{{At: rules.Spot{X: 4.5, Y: 1.5}, Radius: 3, Light: "pitch", Caster: "c1", Power: "Darkness"}}
	assert.Equal(t, want, s.View("player:anna").Zones)
	assert.Equal(t, want, s.View(wire.SeatTable).Zones)

	outs := s.Do(gm, act("d", `{"kind":"defend","who":"vera"}`), time.Time{})
	var seen int
	for _, o := range outs {
		a, ok := o.Msg.(wire.Applied)
		if !ok || o.Seat != "player:anna" {
			continue
		}
		seen++
		assert.Equal(t, want, a.Zones, "after the action too")
		assert.True(t, a.Figures["vera"].Defend, "the token's Defend mark")
	}
	require.Equal(t, 1, seen, "anna's phone heard of the action")

	bf.EndLightZones("c1", "")
	assert.Empty(t, s.View("player:anna").Zones, "ended: gone from the map")
}

// A Darkness an unseen ambusher put down is on the player's map, but
// whose it is is not told.
func TestAPlayerIsNotToldTheHiddenCasterOfADarkness(t *testing.T) {
	s := newSession(t, upkeepTable+`  - id: c2
    name: Lurker
    side: cult
    hidden: true
    at: [5, 1]
    traits: {agility: d4, vigor: d4}
`, 1, session.Config{})
	bf := s.Battle().Battlefield.(*board.Battlefield)
	bf.AddLightZone("c2", "Darkness", rules.Spot{X: 5.5, Y: 1.5}, 3, rules.Dark)
	require.Len(t, s.View("player:anna").Zones, 1)
	assert.Equal(t, "", s.View("player:anna").Zones[0].Caster)
	assert.Equal(t, "dark", s.View("player:anna").Zones[0].Light)
	assert.Equal(t, "c2", s.View(wire.SeatGM).Zones[0].Caster, "the GM is told")
}

// A Silence (rules revision 8) is on the map for every seat, in the state
// and after the casting: its centre and radius, no light (a screen that
// does not know it draws nothing), Silence marked.
func TestEverySeatIsToldOfASilencesAreaOnTheMap(t *testing.T) {
	s := newSession(t, strings.Replace(upkeepTable, "powers: [Protection]", "powers: [Silence]", 1), 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	*b.RNG() = *rules.ScriptedRNG(6, 1)
	outs := s.Do(gm, act("c", `{"kind":"cast","who":"vera","power":"Silence","at":{"x":4.5,"y":1.5}}`), time.Time{})
	want := []wire.Zone{{At: rules.Spot{X: 4.5, Y: 1.5}, Radius: 3, Caster: "vera", Power: "Silence", Silence: true}}
	seats := map[string]bool{}
	for _, o := range outs {
		if a, ok := o.Msg.(wire.Applied); ok {
			assert.Equal(t, want, a.Zones, "%s: after the casting", o.Seat)
			seats[o.Seat] = true
		}
	}
	assert.True(t, seats["player:anna"] && seats[wire.SeatGM], "the player and the GM heard of the casting: %v", seats)
	for _, seat := range []string{"player:anna", wire.SeatTable, wire.SeatGM} {
		assert.Equal(t, want, s.View(seat).Zones, seat)
	}
}

// A caster's seat is offered to move its Mobile Light cast at bare ground
// (rules revision 8), the square to tap; before it has one the entry is
// greyed with the rules' reason; the move it sends moves the zone every
// seat is told of.
func TestACastersSeatMovesItsMobileLight(t *testing.T) {
	s := newSession(t, strings.Replace(upkeepTable, "powers: [Protection]", "powers: [Light]", 1), 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	moveOffer := func() wire.Offer {
		for _, o := range s.View("player:anna").Offers {
			if o.Entry == "move-area" && o.Who == "vera" {
				return o
			}
		}
		return wire.Offer{}
	}
	assert.Equal(t, "Vera keeps up no Mobile area cast at bare ground to move (one cast at a figure goes where that figure goes)", moveOffer().Why)
	*b.RNG() = *rules.ScriptedRNG(6, 1)
	require.NoError(t, b.Apply(rules.Cast{Who: "vera", Power: "Light", At: &rules.Spot{X: 2.5, Y: 0.5}, Mods: []string{"Mobile"}}))
	o := moveOffer()
	assert.True(t, o.Square, "the square is the player's tap")
	assert.Empty(t, o.Why)
	s.Do(session.Screen{Seat: "player:anna"}, act("m", `{"kind":"move_area","who":"vera","at":{"x":5.5,"y":1.5}}`), time.Time{})
	zs := s.View("player:anna").Zones
	require.Len(t, zs, 1)
	assert.Equal(t, rules.Spot{X: 5.5, Y: 1.5}, zs[0].At)
}
