package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phoneCardTable is the e2e card test's: Ann's hero with Edges,
// Hindrances, an ability, a shield and powers; a cultist across the room.
const phoneCardTable = `name: Hosted card
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
    at: [1, 2]
    traits: {agility: d8, fighting: d8, shooting: d8, smarts: d8, spellcasting: d8, spirit: d6, vigor: d6}
    edges: [Block, Dodge, Frenzy, "Trademark Weapon (Colt)", Level Headed]
    hindrances: ["Bad Eyes (Major)", Loyal, Heroic]
    abilities: ["Armor +1"]
    shield: small
    arcane: {skill: spellcasting, power_points: 15}
    powers: [Bolt, Healing, Protection]
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: c1
    name: Cultist
    side: cult
    at: [6, 1]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// Ann's phone: the GM puts Parry -2 on her hero; a finger held on him
// (a long press, as on the hosted phone) selects him and the sheet's
// first tab shows his card as the seat tells it: his Edges, Hindrances
// and powers, the effect put on. (The Controller needs no long press of
// its own: a tap or a press on a figure between turns selects it and
// the sheet is its card.)
func TestAPhonesLongPressShowsAnEdgedHerosCard(t *testing.T) {
	p := phoneOn(t, "card.yaml", phoneCardTable, 3)
	p.gmDoes(rules.StartRound{})
	p.gmDoes(rules.PutEffect{Who: "hero1", Change: rules.ChangeParry, Value: -2, Ends: "turns", Span: 1})
	sx, sy := at(p.g, 1, 2)
	p.holdAt(sx, sy, 40) // 0.67 s at 60 frames a second
	assert.Equal(t, "hero1", p.g.Snapshot().Selected, "the press selects her hero")
	if b, ok := p.shown("Sheet"); ok && !b.Active {
		p.tapAt(b.X+b.W/2, b.Y+b.H/2)
	}
	m := p.g.ctl.seatState()
	require.NotNil(t, m)
	card, ok := m.cardOf("hero1")
	require.True(t, ok, "her hero's card")
	all := strings.Join(card.Lines, "\n")
	for _, want := range []string{"Block", "Dodge", "Frenzy", "Level Headed", "Bad Eyes", "Bolt"} {
		assert.Contains(t, all, want, "the card tells %s", want)
	}
	assert.Contains(t, card.Numbers, "Parry", "the numbers")
	p.shot("card")
}
