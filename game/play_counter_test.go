package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// counterYAML: Gina, a player's mage with Dispel, and the GM's priest
// with Bolt 4" off (inside Gina's Dispel range, Smarts d6).
const counterYAML = `name: Counter
map:
  rows:
    - "............"
    - "............"
figures:
  - {id: gina, name: Gina, side: heroes, wildcard: true, at: [0, 1], arcane: {skill: spellcasting, power_points: 10}, powers: [Dispel],
     traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, athletics: d6, spellcasting: d8}}
  - {id: priest, name: Priest, side: cult, wildcard: true, at: [4, 1], arcane: {skill: faith, power_points: 10}, powers: [Bolt],
     traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, athletics: d6, faith: d8}}
`

// holdForPriest puts Gina on Hold in a round where she is up before the
// priest, and starts the priest's turn.
func holdForPriest(t *testing.T, b *rules.Battle) {
	t.Helper()
	for range 10 {
		fighttest.UpTo(t, b, "gina")
		if !b.Fight.Init.Acted["priest"] {
			require.NoError(t, b.Apply(rules.Hold{Who: "gina"}))
			fighttest.ToTurn(t, b, "priest", 0)
			return
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: "gina"}))
		require.NoError(t, b.Apply(rules.EndTurn{Who: "gina"}))
	}
	t.Fatal("Gina never came before the priest")
}

// The window asks Gina's player whether she counters the priest's Bolt
// with her Dispel from Hold, with its own buttons; Y tries the counter.
func TestPlayADispelCounterIsAskedInThePrompt(t *testing.T) {
	f, err := NewFight("counter.yaml", []byte(counterYAML), 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	b := f.Battle()
	holdForPriest(t, b)
	require.NoError(t, g.ctl.apply(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"gina"}}))
	q := g.ctl.Asked()
	require.NotNil(t, q)
	assert.True(t, q.Reaction)
	assert.Equal(t, "gina", q.Who)
	assert.Equal(t, "Gina, on Hold, may interrupt Priest's casting and counter it with Dispel: try it? (Y/N)", g.ctl.promptText())
	bs := promptButtons(g.ctl)
	require.Len(t, bs, 2)
	assert.Equal(t, "Counter (Dispel)", bs[0].Label)
	assert.Equal(t, "Let it pass", bs[1].Label)

	press(g, CmdYes.Key())
	for range 5 { // the rolls' benny questions after it: kept
		if g.ctl.Asked() == nil {
			break
		}
		press(g, CmdNo.Key())
	}
	require.Nil(t, g.ctl.Asked())
	assert.Contains(t, b.Log(), "Gina tries to counter Priest's Bolt with Dispel.")
}
