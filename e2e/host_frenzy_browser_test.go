package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// frenzyTable: Ann's hero with Frenzy between a brute and a cultist, a
// third cultist far off; no bennies (no reroll is asked) and the foes'
// Parry told, so her phone shows each die's odds.
const frenzyTable = `name: Hosted frenzy
reveal: [wounds, parry, toughness]
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    bennies: 0
    at: [1, 1]
    traits: {agility: d8, fighting: d8, vigor: d6}
    edges: [Frenzy]
    weapons:
      - {name: Knife, damage: str+d4, edged: true}
  - id: c1
    name: Brute
    side: cult
    at: [2, 1]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: c2
    name: Cultist
    side: cult
    at: [1, 2]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: c3
    name: Far Cultist
    side: cult
    at: [7, 3]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// Ann's 390x844 phone spreads her hero's Frenzy: a tap on the brute
// aims, the Edge button makes it a Frenzy, a tap on the cultist puts the
// second die there ("2nd die: Cultist", each die's odds on the line),
// and Fight! sends one fight action with the cultist as its also.
func TestBrowserHostPhoneSpreadsAFrenzyOverTwoFoes(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "frenzy.yaml", Data: []byte(frenzyTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	h, phone := hp.h, hp.phone
	read := func(ctx context.Context) moreState { return remoteAs[moreState](t, ctx) }

	hp.dealTo("hero1")
	hp.act(`{"kind":"turn","who":"hero1"}`)
	require.Eventually(t, func() bool { s := read(phone); return s.Up == "hero1" && s.Acting }, patience(t), 100*time.Millisecond)

	press := func(id string) { t.Helper(); pressWhenStill(t, phone, id) }
	brute := read(phone).Screen["2,1"]
	tap(t, phone, brute[0], brute[1])
	press("opt:edge")
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["2nd die: same"]; return ok }, patience(t), 100*time.Millisecond, "the Frenzy offers its second die")
	cultist := read(phone).Screen["1,2"]
	tap(t, phone, cultist[0], cultist[1])
	var last string
	ok := assert.Eventually(t, func() bool {
		s := read(phone)
		_, spread := s.Labels["2nd die: Cultist"]
		last = s.Message
		return spread
	}, patience(t), 100*time.Millisecond, "the tap on the cultist puts the second die there")
	require.True(t, ok, last)
	shot(t, phone, "host-phone-frenzy-spread.png")

	seq := h.Seq()
	press("confirm")
	require.Eventually(t, func() bool { return h.Seq() > seq }, patience(t), 100*time.Millisecond, "the Frenzy is applied")
	h.Battle(func(b *rules.Battle) {
		a := b.Applied[seq].Action
		assert.Equal(t, rules.Melee{Who: "hero1", Target: "c1", Weapon: "Knife", Frenzy: true, Also: []string{"c2"}}, a)
		var lines []string
		for _, l := range b.Log() {
			if strings.Contains(l, "frenzy") {
				lines = append(lines, l)
			}
		}
		assert.NotEmpty(t, lines)
	})
	shot(t, phone, "host-phone-frenzy-struck.png")
}
