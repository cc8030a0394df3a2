package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// frenzyTable is the e2e Frenzy test's: Ann's hero with Frenzy between
// a brute and a cultist, a third far off; no bennies (no reroll asked)
// and the foes' Parry told, so her phone shows each die's odds.
const phoneFrenzyTable = `name: Hosted frenzy
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

// Ann's phone spreads her hero's Frenzy by finger: Fight and the Frenzy
// option, a tap on the brute aims the first die, a tap on the cultist
// puts the second there (its button says so, each die's odds the
// session's), and Fight! sends one blow with the cultist as its also.
func TestAPhoneSpreadsAFrenzyOverTwoFoesByFinger(t *testing.T) {
	p := phoneOn(t, "frenzy.yaml", phoneFrenzyTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(1, 1)
	require.NotNil(t, b.Turn())
	p.tapButton("Fight")
	p.tapButton("Edge")
	_, ok := p.shown("Edge: Frenzy")
	require.True(t, ok, "the Edge option takes Frenzy: %v", p.labels())
	n := len(b.Applied)
	p.tapSquare(2, 1)
	require.NotNil(t, p.g.ctl.Overlay().Attack, "the first tap on the brute shows the blow's odds")
	p.tapSquare(2, 1)
	_, ok = p.shown("2nd die: same")
	require.True(t, ok, "the second tap aims the Frenzy's first die and offers the second: %v", p.labels())
	p.tapSquare(1, 2)
	_, ok = p.shown("2nd die: Cultist")
	require.True(t, ok, "a tap on the cultist puts the second die there: %v", p.labels())
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the die's odds")
	assert.Equal(t, "c2", ap.Target)
	require.Empty(t, ap.Err)
	assert.Positive(t, ap.Success)
	p.shot("frenzy-spread")
	require.Len(t, b.Applied, n, "nothing sent yet")
	p.tapButton("Frenzy!")
	p.answerNo()
	require.Len(t, b.Applied, n+1, "Frenzy! sends the blow")
	assert.Equal(t, rules.Melee{Who: "hero1", Target: "c1", Weapon: "Knife", Frenzy: true, Also: []string{"c2"}}, b.Applied[n].Action)
	p.shot("frenzy-struck")
}
