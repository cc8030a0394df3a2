package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cardYAML: a hero with Edges (one unknown), Hindrances (one of
// behaviour), powers, and a foe next to her.
const cardYAML = `name: Card
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: ada
    name: Ada the Bold
    side: heroes
    wildcard: true
    at: [1, 1]
    traits: {agility: d8, fighting: d10, smarts: d8, spellcasting: d8, spirit: d8, vigor: d6}
    edges: [Block, Frenzy, Sweep, "Trademark Weapon (Sword)", Level Headed, Blok]
    hindrances: ["Bad Eyes (Major)", Loyal, Heroic]
    abilities: ["Armor +1"]
    shield: medium
    arcane: {skill: spellcasting, power_points: 15}
    powers: [Bolt, Healing, Protection]
    weapons:
      - {name: Sword, damage: str+d8}
  - id: orc
    name: Orc
    side: orcs
    at: [2, 1]
    traits: {agility: d6, fighting: d6, vigor: d8}
`

// The window at 1024x768 with the card of an Edged hero open: her Edges,
// Hindrances, abilities, shield and powers read in the side panel.
func TestDesktopCardOfAnEdgedHeroAt1024x768(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	dir := t.TempDir()
	file := filepath.Join(dir, "card.yaml")
	require.NoError(t, os.WriteFile(file, []byte(cardYAML), 0o644))
	g := startGuest(t, 1024, 768, "play", file)
	g.frame(3)
	g.key(ebiten.KeyEnter) // deal: the panel shows the figure picked
	g.frame(1)
	s := g.snapshot()
	ada := figure(t, s, "ada")
	g.click(ada.WindowX, ada.WindowY)
	img := g.frame(2)
	p := g.save(img, "card-1024x768")
	t.Logf("the card: %s", p)
	assert.Equal(t, "ada", g.snapshot().Selected)
}
