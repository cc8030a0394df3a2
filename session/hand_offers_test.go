package session_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
)

// Lee (Anna's) is a Tactician; Sam and Tom lead allied Extras on cards of
// their own, 2" and 3" from her; Max is 8" away, beyond Command Range.
const tacticianTable = `name: Tactician
map:
  rows:
    - "............"
    - "............"
figures:
  - id: lee
    name: Lee
    side: heroes
    player: anna
    wildcard: true
    edges: [Tactician]
    at: [0, 0]
    traits: {agility: d6, smarts: d6, spirit: d6, vigor: d6}
  - id: sam
    name: Sam
    side: heroes
    group: sams
    at: [2, 0]
    traits: {agility: d6, vigor: d6}
  - id: tom
    name: Tom
    side: heroes
    group: toms
    at: [3, 1]
    traits: {agility: d6, vigor: d6}
  - id: max
    name: Max
    side: heroes
    group: maxes
    at: [8, 1]
    traits: {agility: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [11, 1]
    traits: {agility: d4, vigor: d4}
`

// After the deal Lee's seat is offered to hand her extra card to Tom
// (the deal gave it to Sam, the first group in range; Max is too far);
// the offer taken from Anna's phone moves the card, after which nothing
// more is offered.
func TestTheLeadersSeatIsOfferedToHandOutTheTacticiansCard(t *testing.T) {
	s := newSession(t, tacticianTable, 1, session.Config{})
	b := s.Battle()
	hands := func(seat string) []rules.HandCard {
		var out []rules.HandCard
		for _, o := range s.Offers(seat) {
			if o.Kind == rules.KindHandCard {
				var h rules.HandCard
				require.NoError(t, json.Unmarshal(o.Action, &h))
				assert.Equal(t, h.Target, o.Target)
				out = append(out, h)
			}
		}
		return out
	}
	assert.Empty(t, hands("player:anna"), "no round dealt yet")
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Equal(t, []rules.HandCard{{Who: "lee", Target: "tom"}}, hands("player:anna"))
	assert.Equal(t, []rules.HandCard{{Who: "lee", Target: "tom"}}, hands("gm"))
	assert.Empty(t, hands("player:bob"), "not Bob's leader")

	outs := s.Do(session.Screen{Seat: "player:anna"}, act("h", `{"kind":"hand_card","who":"lee","target":"tom"}`), time.Unix(0, 0))
	require.NotEmpty(t, outs)
	assert.Equal(t, 0, b.CardsToHand("lee"))
	assert.Empty(t, hands("player:anna"), "her one card is handed out")
	var moved bool
	for _, e := range b.Events() {
		moved = moved || e.Kind == rules.EventHandCard && e.Who == "lee" && e.Target == "tom"
	}
	assert.True(t, moved, "the card went to Tom")
}
