package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// ringYAML: a sergeant with Command among her soldiers, a bog, a bat
// that flies over it and a wolf pack across (invented figures).
const ringYAML = `name: Ring
map:
  rows:
    - "................"
    - "......~~~~......"
    - "......~~~~......"
    - "......~~~~......"
    - "................"
    - "................"
figures:
  - id: sarge
    name: Sergeant Vale
    side: heroes
    player: anna
    wildcard: true
    at: [3, 2]
    edges: [Command, Level Headed]
    traits: {agility: d8, fighting: d8, spirit: d8, vigor: d6}
  - id: s1
    name: Soldier 1
    side: heroes
    at: [2, 4]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: bat
    name: Giant Bat
    side: beasts
    at: [12, 2]
    abilities: [Flight 12, Bite]
    traits: {agility: d8, fighting: d6, vigor: d6}
  - id: wolf
    name: Wolf
    side: beasts
    at: [13, 4]
    abilities: [Pack Tactics, "Bite: Str+d6"]
    traits: {agility: d8, fighting: d6, vigor: d6}
`

// The window at 1024x768 with the sergeant picked: the blue ring of her
// Command Range (5") round her, and the strip's boxes.
func TestDesktopCommandRingAt1024x768(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	file := filepath.Join(t.TempDir(), "ring.yaml")
	require.NoError(t, os.WriteFile(file, []byte(ringYAML), 0o644))
	g := startGuest(t, 1024, 768, "play", file)
	g.frame(3)
	g.key(ebiten.KeyEnter) // deal
	g.frame(1)
	sarge := figure(t, g.snapshot(), "sarge")
	g.click(sarge.WindowX, sarge.WindowY)
	img := g.frame(2)
	t.Logf("the ring: %s", g.save(img, "command-ring-1024x768"))
	assert.Equal(t, "sarge", g.snapshot().Selected)
}

// Ann's 390x844 phone: a tap on her sergeant picks her and rings her
// Command Range; the GM's Parry -2 on her shows as a mark.
func TestBrowserPhoneCommandRing(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "ring.yaml", Data: []byte(ringYAML), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	h, phone := hp.h, hp.phone
	hp.act(`{"kind":"round"}`)
	hp.act(`{"kind":"effect","who":"sarge","change":"parry","value":-2,"ends":"turns","span":1}`)
	require.Eventually(t, func() bool { return remoteOf(t, phone).Seq == h.Seq() }, patience(t), 100*time.Millisecond)
	at := remoteOf(t, phone).Screen["3,2"]
	tap(t, phone, at[0], at[1])
	time.Sleep(500 * time.Millisecond)
	shot(t, phone, "host-phone-command-ring.png")
}
