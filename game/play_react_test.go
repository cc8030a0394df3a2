package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// reactYAML: Gina (a player's Wild Card, First Strike) and two cultists,
// the GM's Extras, 5" and 6" off; the brute, an Extra of the GM's with
// Counterattack, beside Bo.
const reactYAML = `name: React
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: gina, name: Gina, side: heroes, wildcard: true, at: [0, 1], edges: [First Strike],
     traits: {agility: d6, fighting: d8, vigor: d6, spirit: d6, strength: d6}, weapons: [{name: Sword, damage: str+d8}]}
  - {id: c1, name: Cultist, side: cult, at: [5, 1], traits: {agility: d6, fighting: d6, vigor: d6}}
  - {id: c2, name: Acolyte, side: cult, at: [6, 2], traits: {agility: d6, fighting: d6, vigor: d6}}
  - {id: bo, name: Bo, side: heroes, wildcard: true, at: [0, 4], traits: {agility: d6, fighting: d4, vigor: d6, spirit: d6}}
  - {id: brute, name: Brute, side: cult, at: [1, 4], edges: [Counterattack],
     traits: {agility: d6, fighting: d12, vigor: d6, strength: d6}, weapons: [{name: Club, damage: str+d6}]}
`

func reactGame(t *testing.T, seed uint64) (*Game, *Fight) {
	t.Helper()
	f, err := NewFight("react.yaml", []byte(reactYAML), seed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	return g, f
}

func freeAttackLines(b *rules.Battle, edge string) []string {
	var out []string
	for _, l := range b.Log() {
		if strings.Contains(l, "free attack: "+edge) {
			out = append(out, l)
		}
	}
	return out
}

// The window asks about Gina's First Strike as it asks about Soak: the
// prompt's text and its Yes and No; N lets the cultist walk in and keeps
// the use for the acolyte, whom Y strikes.
func TestPlayFirstStrikeIsAskedInThePrompt(t *testing.T) {
	g, f := reactGame(t, 1)
	b := f.Battle()
	fighttest.ToTurn(t, b, "c1", 0)
	require.NoError(t, g.ctl.apply(rules.Move{Who: "c1", To: rules.Pos{X: 1, Y: 1}}))
	q := g.ctl.Asked()
	require.NotNil(t, q)
	assert.True(t, q.Reaction)
	assert.Equal(t, "gina", q.Who)
	assert.Equal(t, "Gina may make a free Fighting attack at Cultist (First Strike): take it? (Y/N)", g.ctl.promptText())
	bs := promptButtons(g.ctl)
	require.Len(t, bs, 2)
	assert.Equal(t, CmdYes, bs[0].Cmd)
	assert.Equal(t, CmdNo, bs[1].Cmd)

	press(g, CmdNo.Key())
	require.Nil(t, g.ctl.Asked())
	assert.Empty(t, freeAttackLines(b, "First Strike"), "declined: nothing rolled")
	at, _ := b.Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 1, Y: 1}, at, "the cultist walks in")

	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	fighttest.ToTurn(t, b, "c2", 0)
	require.NoError(t, g.ctl.apply(rules.Move{Who: "c2", To: rules.Pos{X: 1, Y: 2}}))
	require.NotNil(t, g.ctl.Asked(), "the use was kept")
	press(g, CmdYes.Key())
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
	assert.Equal(t, []string{"Gina vs Acolyte: free attack: First Strike as Acolyte comes into reach."}, freeAttackLines(b, "First Strike"))
	assert.Equal(t, []bool{true}, b.Applied[len(b.Applied)-1].Answers[:1], "the yes is kept with the move")
}

// The brute is the GM's Extra: its Counterattack on Bo's miss is taken
// without asking (gm_asks: the Wild Cards).
func TestPlayTheGMIsNotAskedAboutAnExtrasCounterattack(t *testing.T) {
	countered := 0
	for seed := uint64(1); seed <= 10; seed++ {
		g, f := reactGame(t, seed)
		fighttest.ToTurn(t, f.Battle(), "bo", 0)
		require.NoError(t, g.ctl.apply(rules.Melee{Who: "bo", Target: "brute"}))
		keepRolls(t, g) // Bo's miss stands
		if q := g.ctl.Asked(); q != nil {
			assert.False(t, q.Reaction, "seed %d", seed)
		}
		countered += len(freeAttackLines(f.Battle(), "Counterattack"))
	}
	assert.Positive(t, countered)
}
