package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/server"
)

// nightTable is a map wider than a phone shows at 40 CSS px a square:
// Ann's hero, and a cultist behind a low wall (medium cover).
const nightTable = `name: Night
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "......=........."
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [3, 5]
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: c1
    name: Cultist
    side: cult
    at: [7, 5]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

type nightState struct {
	Up         string                `json:"up"`
	Acting     bool                  `json:"acting"`
	Hint       string                `json:"hint"`
	Reach      int                   `json:"reach"`
	AimLine    string                `json:"aim_line"`
	Title      string                `json:"title"`
	Titles     map[string]string     `json:"titles"`
	LinksShown bool                  `json:"links_shown"`
	Screen     map[string][2]float64 `json:"screen"`
}

// TestBrowserHostPhoneShowsReachAndLineOfFire: a 390x844 touch phone
// (the Game over her seat) follows Ann's hero when it is up (a square at
// least 40 CSS px), says he is up, shades his reach once her tap starts
// the turn and, on a first tap on the cultist, draws the line of fire
// with its cover and sends nothing; the GM's 1024x768 tablet names her
// seat by her figure.
func TestBrowserHostPhoneShowsReachAndLineOfFire(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "night.yaml", Data: []byte(nightTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	gm, phone := hp.gm, hp.phone
	read := func(c context.Context) nightState { return remoteAs[nightState](t, c) }
	require.Eventually(t, func() bool { return read(phone).Title == "Anna: Ann's Hero" }, patience(t), 100*time.Millisecond, "her seat is named by her figure")
	assert.Equal(t, "Anna: Ann's Hero", read(gm).Titles["player:anna"], "and so on the GM's links")

	hp.dealTo("hero1")
	require.Eventually(t, func() bool { return read(phone).Up == "hero1" }, patience(t), 100*time.Millisecond)
	var st nightState
	require.Eventually(t, func() bool {
		st = read(phone)
		return st.Screen["1,0"][0]-st.Screen["0,0"][0] >= game.FingerSquare
	}, patience(t), 100*time.Millisecond, "the phone zooms to her hero: a square of 40 CSS px or more")
	assert.Contains(t, st.Hint, "Ann's Hero is up", "the phone says her hero is up")
	xy := func(x, y int) [2]float64 { return st.Screen[fmt.Sprintf("%d,%d", x, y)] }
	hero, foe := xy(3, 5), xy(7, 5)
	for _, p := range [][2]float64{hero, foe} {
		assert.True(t, p[0] > 0 && p[0] < 390 && p[1] > 0 && p[1] < 844, "her hero and the cultist in view: %v", p)
	}

	tap(t, phone, hero[0], hero[1])
	require.Eventually(t, func() bool { st = read(phone); return st.Acting && st.Reach > 0 }, patience(t), 100*time.Millisecond, "her turn shades her reach")
	assert.Contains(t, st.Hint, "Ann's Hero's turn - Move", "she moves or attacks")
	shot(t, phone, "host-phone-reach.png")

	seq := hp.h.Seq()
	tap(t, phone, foe[0], foe[1])
	require.Eventually(t, func() bool { return read(phone).AimLine != "" }, patience(t), 100*time.Millisecond)
	assert.Equal(t, seq, hp.h.Seq(), "the first tap only aims")
	assert.Equal(t, "medium cover", read(phone).AimLine, "the low wall next to the cultist")
	time.Sleep(300 * time.Millisecond) // the host's odds
	shot(t, phone, "host-phone-line-of-fire.png")
	assert.True(t, read(gm).LinksShown, "the table's seat has not joined: the GM's links stay")
	shot(t, gm, "host-gm-tablet-1024x768.png")
}
