package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/session"
	"battlemat/wire"
)

// blastTable: the GM's gunman throws a bomb that wounds whenever it
// hits at the GM's Extra Ace (2 bennies; nobody is asked about an
// Extra: the default policy decides his Soak) and Bob's hero beside him (Bob is asked).
const blastTable = `name: Blast
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
    at: [6, 1]
    traits: {agility: d6, vigor: d6, spirit: d6}
  - id: ace
    name: Ace
    side: cult
    bennies: 2
    at: [7, 1]
    traits: {agility: d6, vigor: d4}
  - id: gunman
    name: Gunman
    side: cult
    wildcard: true
    bennies: 0
    at: [0, 1]
    traits: {agility: d6, throwing: d12, vigor: d6}
    weapons:
      - {name: Bomb, range: 5/10/20, damage: 4d10+12, template: mbt, thrown: true, shots: 9}
`

// The answers the session gives without asking (Ace's Soak by the default
// policy) stay at their own calls when the action is replayed
// with a person's answer: Bob is asked about his first Soak once, and
// his answer is not read as Ace's.
func TestAnAnswerGivenWithoutAskingStaysAtItsCall(t *testing.T) {
	asked := 0
	for seed := uint64(1); seed < 100 && asked < 5; seed++ {
		s := newSession(t, blastTable, seed, session.Config{})
		gmTurnOf(t, s, "gunman")
		now := time.Unix(0, 0)
		outs := s.Do(gm, act("b", `{"kind":"area","who":"gunman","weapon":"Bomb","at":{"x":6,"y":1.5}}`), now)
		first := 0
		for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
			if qs[0].Kind == wire.AskSoak && qs[0].Who == "bob" && qs[0].Rolls == 0 {
				first++
			}
			no := false
			outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, now)
		}
		require.Empty(t, refused(outs), "seed %d", seed)
		log := strings.Join(s.View(wire.SeatGM).Log, "\n")
		if first == 0 || !strings.Contains(log, "to Ace") {
			continue
		}
		asked++
		assert.Equal(t, 1, first, "seed %d: Bob asked once about his Soak\n%s", seed, log)
	}
	assert.GreaterOrEqual(t, asked, 5, "bombs that asked Bob")
}
