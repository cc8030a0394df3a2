package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// cardTable: Ann's hero with Edges, Hindrances, an ability, a shield and
// powers; a cultist across the room.
const cardTable = `name: Hosted card
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
    edges: [Block, Dodge, Frenzy, "Trademark Weapon (Colt)", Level Headed, Blok]
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

// Ann's 390x844 phone: the GM puts Parry -2 on her hero and Toughness +2
// on the cultist (their tokens carry the marks), then her finger on her
// hero opens his card (her phone's sheet, under the map: the window's
// Game over her seat shows the selected figure's card there).
func TestBrowserHostPhoneCardOfAnEdgedHero(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "card.yaml", Data: []byte(cardTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	h, phone := hp.h, hp.phone

	hp.act(`{"kind":"round"}`)
	hp.act(`{"kind":"effect","who":"hero1","change":"parry","value":-2,"ends":"turns","span":1}`)
	hp.act(`{"kind":"effect","who":"c1","change":"toughness","value":2}`)
	require.Eventually(t, func() bool { return remoteOf(t, phone).Seq == h.Seq() }, patience(t), 100*time.Millisecond)
	shot(t, phone, "host-phone-effect-marks.png")

	st := remoteOf(t, phone)
	hero := st.Screen["1,2"]
	tap(t, phone, hero[0], hero[1])
	require.Eventually(t, func() bool {
		return remoteAs[struct {
			Card string `json:"card"`
		}](t, phone).Card == "hero1"
	}, patience(t), 100*time.Millisecond, "her finger on her hero opens his card")
	shot(t, phone, "host-phone-card.png")
}
