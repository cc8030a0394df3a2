package e2e

import (
	"context"
	"fmt"
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

// Ann's 390x844 phone (the Game over her seat) spreads her hero's
// Frenzy: Fight and its Edge option make it a Frenzy, a first tap on the
// brute aims, a second aims the first die there and offers the second, a
// tap on the cultist puts the second die there ("2nd die: Cultist",
// each die's odds the host's), and Frenzy! sends one fight action with
// the cultist as its also.
func TestBrowserHostPhoneSpreadsAFrenzyOverTwoFoes(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "frenzy.yaml", Data: []byte(frenzyTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	h, phone := hp.h, hp.phone
	read := func(ctx context.Context) moreState { return remoteAs[moreState](t, ctx) }

	hp.dealTo("hero1")
	hp.act(`{"kind":"turn","who":"hero1"}`)
	require.Eventually(t, func() bool { s := read(phone); return s.Up == "hero1" && s.Acting }, patience(t), 100*time.Millisecond)

	press := func(label string) { t.Helper(); pressLabelOnSheet(t, phone, label) }
	tapAt := func(x, y int) {
		t.Helper()
		p := read(phone).Screen[fmt.Sprintf("%d,%d", x, y)]
		tap(t, phone, p[0], p[1])
	}
	press("Fight")
	press("Edge")
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["Edge: Frenzy"]; return ok }, patience(t), 100*time.Millisecond, "the Edge option takes Frenzy")
	seq := h.Seq()
	tapAt(2, 1)
	require.Eventually(t, func() bool { return read(phone).Message == "(2, 1): tap again to fight" }, patience(t), 100*time.Millisecond, "the first tap on the brute aims")
	tapAt(2, 1)
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["2nd die: same"]; return ok }, patience(t), 100*time.Millisecond, "the second tap aims the first die and offers the second")
	tapAt(1, 2)
	var last string
	ok := assert.Eventually(t, func() bool {
		s := read(phone)
		_, spread := s.Labels["2nd die: Cultist"]
		last = s.Message
		return spread
	}, patience(t), 100*time.Millisecond, "the tap on the cultist puts the second die there")
	require.True(t, ok, last)
	time.Sleep(300 * time.Millisecond) // the host's odds drawn
	shot(t, phone, "host-phone-frenzy-spread.png")
	require.Equal(t, seq, h.Seq(), "nothing sent yet")

	press("Frenzy!")
	require.Eventually(t, func() bool {
		s := read(phone)
		if s.Question != "" {
			if b, ok := s.Buttons["no"]; ok { // her Soak or reroll asked: No
				tap(t, phone, b[0], b[1])
			}
		}
		return h.Seq() > seq
	}, patience(t), 200*time.Millisecond, "the Frenzy is applied")
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
