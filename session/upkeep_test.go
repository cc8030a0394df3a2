package session_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
)

// upkeepTable: Vera, Anna's caster (Spellcasting d8, Smarts d6), beside
// a cultist.
const upkeepTable = `name: Upkeep
map:
  rows:
    - "......"
    - "......"
figures:
  - id: vera
    name: Vera
    side: heroes
    player: anna
    wildcard: true
    bennies: 0
    at: [0, 0]
    traits: {agility: d6, smarts: d6, spirit: d6, vigor: d6, spellcasting: d8}
    arcane: {skill: spellcasting, power_points: 10}
    powers: [Protection]
  - id: c1
    name: Cultist
    side: cult
    at: [4, 1]
    traits: {agility: d4, vigor: d4}
`

// A power Vera keeps up shows on the phone's card with its rounds left
// and who keeps it up (5 rounds after the casting's), and her phone is
// offered to keep it up or drop it.
func TestThePhoneSeesAKeptPowersRoundsLeftAndMayDropIt(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	*b.RNG() = *rules.ScriptedRNG(6, 1)
	require.NoError(t, b.Apply(rules.Cast{Who: "vera", Power: "Protection", Targets: []string{"vera"}}))
	st := s.View("player:anna")
	var ends []string
	for _, e := range st.Figures["vera"].Effects {
		if e.Source.Kind == rules.FromPower {
			ends = append(ends, e.Ends)
		}
	}
	assert.Equal(t, []string{"kept up by Vera, 5 rounds left"}, ends)
	var kept []rules.Maintain
	for _, o := range s.Offers("player:anna") {
		if o.Kind == rules.KindMaintain {
			var m rules.Maintain
			require.NoError(t, json.Unmarshal(o.Action, &m))
			kept = append(kept, m)
		}
	}
	assert.Equal(t, []rules.Maintain{{Who: "vera", Power: "Protection"}, {Who: "vera", Power: "Protection", End: true}}, kept)
}

// A caster with Soul Drain and Power Points to gain is offered it on her
// phone (More's Soul Drain); with none spent it is not offered.
func TestThePhoneOffersSoulDrainWhenItGainsPowerPoints(t *testing.T) {
	src := strings.Replace(upkeepTable, "    powers: [Protection]\n", "    powers: [Protection]\n    edges: [Soul Drain, Power Points]\n", 1)
	s := newSession(t, src, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	kinds := func() []string {
		var out []string
		for _, o := range s.Offers("player:anna") {
			if o.Kind == rules.KindSoulDrain && o.Why == "" {
				out = append(out, string(o.Action))
			}
		}
		return out
	}
	assert.Empty(t, kinds(), "nothing spent: nothing to gain")
	st := s.View("player:anna").Figures["vera"]
	require.NotNil(t, st.MaxPowerPoints)
	assert.Equal(t, 15, *st.MaxPowerPoints, "her 10 and the Edge's 5, told with what is left")
	b.Figure("vera").PowerPointsSpent = 6
	assert.Equal(t, []string{`{"kind":"soul_drain","who":"vera"}`}, kinds())
}

// A berserker in a rage is offered Calm down on its phone (More's Calm
// down); a figure not raging is not.
func TestThePhoneOffersCalmDownToARagingBerserker(t *testing.T) {
	src := strings.Replace(upkeepTable, "    powers: [Protection]\n", "    powers: [Protection]\n    edges: [Berserk]\n", 1)
	s := newSession(t, src, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	calm := func() []string {
		var out []string
		for _, o := range s.Offers("player:anna") {
			if o.Kind == rules.KindCalm && o.Why == "" {
				out = append(out, string(o.Action))
			}
		}
		return out
	}
	assert.Empty(t, calm(), "not berserk")
	vera := b.Figure("vera")
	vera.Effects = append(vera.Effects, rules.Effect{Change: rules.ChangeFeature, Detail: "berserk_rage", Value: 1,
		Source: rules.Source{Kind: rules.FromEdge, Name: "Berserk"}, Ends: rules.EndsRounds, Span: rules.BerserkRounds, Round: b.Fight.Init.Round})
	assert.Equal(t, []string{`{"kind":"calm","who":"vera"}`}, calm())
}
