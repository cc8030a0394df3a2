package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// toughTable: Anna's hero, sure to hit, with a pea-shooter against the
// GM's armored Wild Card, whose Toughness the scenario does not reveal.
const toughTable = `name: Tough
map:
  rows: ["........"]
figures:
  - {id: hero, name: Hero, side: heroes, player: anna, wildcard: true, at: [0, 0],
     traits: {agility: d8, shooting: d12+4, vigor: d6, spirit: d6},
     weapons: [{name: Pea, range: 12/24/48, damage: 1d4}]}
  - {id: ironclad, name: Ironclad, side: cult, wildcard: true, at: [5, 0], armor: 6,
     traits: {agility: d6, vigor: d8, spirit: d6}}
`

// A player asked whether to reroll her damage against a foe is not told
// the foe's Toughness the scenario keeps back: not in the question's
// words ("... damage 3 against Toughness 8?" told it) nor as the TN of
// the damage roll shown with it. It names Ironclad instead.
func TestAPlayersDamageRerollQuestionKeepsTheFoesToughnessBack(t *testing.T) {
	anna := session.Screen{Seat: "player:anna"}
	now := time.Unix(0, 0)
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, toughTable, seed, session.Config{AnswerTimeout: time.Hour})
		gmTurnOf(t, s, "hero")
		outs := s.Do(anna, act("shot", `{"kind":"shoot","who":"hero","targets":["ironclad"]}`), now)
		for range 4 {
			var mine, gms *wire.Question
			for _, o := range outs {
				if q, ok := o.Msg.(wire.Question); ok {
					if o.Seat == anna.Seat {
						mine = &q
					} else if o.Seat == wire.SeatGM {
						gms = &q
					}
				}
			}
			if mine == nil {
				break
			}
			if mine.Trait != rules.DamageReroll {
				no := false
				outs = s.Do(anna, wire.Incoming{Type: wire.TypeAnswer, ID: mine.ID, Yes: &no}, now)
				continue
			}
			assert.NotContains(t, mine.Text, "Toughness", mine.Text)
			assert.Contains(t, mine.Text, "Ironclad", "the question names whom the damage is against")
			for _, r := range mine.Seen {
				if r.Kind == rules.EventDamage {
					assert.Zero(t, r.TN, "the damage roll's TN, Ironclad's Toughness, kept back")
				}
			}
			require.NotNil(t, gms, "the GM is asked too (the same message)")
			assert.True(t, strings.Contains(gms.Text, "against Ironclad"), gms.Text)
			return
		}
	}
	t.Fatal("no damage reroll asked in 40 seeds")
}
