package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// A scenario as the setup screen saves it, its figures taken from a
// roster beside it, hosted: the GM's page and Anna's phone get the
// fight (the roster's figures written in), not "No scenario loaded".
func TestBrowserHostOfARosterScenarioReachesTheGMAndThePhone(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(`figures:
  - {id: ann, name: Ann, side: heroes, player: anna, wildcard: true, traits: {agility: d8, shooting: d8, vigor: d6}}
  - {id: thug, name: Thug, traits: {agility: d6, fighting: d6, vigor: d6}, weapons: [{name: Club, damage: str+d4}]}
`), 0o644))
	scen := []byte(`name: Docks
roster: roster.yaml
map:
  rows: ["............", "............", "............", "............"]
figures:
  - {use: ann, at: [1, 1]}
  - {use: thug, side: foes, at: [[8, 1], [8, 2]]}
`)
	path := filepath.Join(dir, "docks.yaml")
	require.NoError(t, os.WriteFile(path, scen, 0o644))
	hp := hostWithPhone(t, ctx, server.Config{Name: path, Data: scen, Seed: 3, SeedSet: true, SaveDir: t.TempDir(), Logf: t.Logf}, 1024, 768)
	require.Eventually(t, func() bool { return len(remoteOf(t, hp.gm).At) == 3 }, patience(t), 100*time.Millisecond, "the GM's page has the fight")
	gm := remoteOf(t, hp.gm)
	assert.Equal(t, [2]int{8, 2}, gm.At["thug-2"])
	assert.Equal(t, [2]int{1, 1}, gm.At["ann"])
	require.Eventually(t, func() bool { return remoteOf(t, hp.phone).At["ann"] == [2]int{1, 1} }, patience(t), 100*time.Millisecond, "Anna's phone has her figure")
	shot(t, hp.gm, "host-roster-gm.png")
}
