package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// agreeTable: Ann's hero with a Tommy gun (RoF 3, burst), a knife and a
// double-barrelled shotgun, a cultist far off and a brute beside her.
var agreeTable = ScenarioText("name: Agree", OpenRows(8, 3),
	AnnsHero(At(0, 0), "traits: {agility: d8, fighting: d8, shooting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Tommy, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 30, burst: true}",
		"  - {name: Knife, damage: str+d4, edged: true}",
		"  - {name: Coach Gun, range: 12/24/48, damage: 3d6, shotgun: true, barrels: 2, shots: 2}"),
	CultExtra("c1", "Cultist", 7, 2),
	CultExtra("c2", "Brute", 1, 0))

// heroUpOn is the window on a table with the turn of its hero1 under way.
func heroUpOn(t *testing.T, table string) *Game {
	t.Helper()
	f, err := NewFight("agree.yaml", []byte(table), demoSeed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	for range 12 {
		if g.ctl.turn() == "hero1" {
			return g
		}
		if g.ctl.turn() != "" {
			press(g, CmdEndTurn.Key())
			continue
		}
		press(g, CmdNext.Key())
	}
	require.Equal(t, "hero1", g.ctl.turn(), "the hero's turn came")
	return g
}

// frenzyTable: Ann's hero with Frenzy (swade: two Fighting dice) and two
// tentacles, a brute and a cultist both beside her, a third cultist far
// off; no bennies, so no reroll is asked; the players are told the foes'
// Parry, so a phone shows the odds.
var frenzyTable = ScenarioText("name: Frenzy\nreveal: [wounds, parry, toughness]", OpenRows(8, 3),
	AnnsHero("bennies: 0", At(1, 1), "traits: {agility: d8, fighting: d8, vigor: d6}",
		"edges: [Frenzy]",
		`abilities: ["Tentacles: Str+d6", "Tentacle Actions (2)"]`,
		"weapons:",
		"  - {name: Knife, damage: str+d4, edged: true}"),
	CultExtra("c1", "Brute", 2, 1),
	CultExtra("c2", "Cultist", 1, 2),
	CultExtra("c3", "Far Cultist", 7, 1))

// Esc drops the window's spread unsent, and a Frenzy with no other foe in
// reach strikes at the click as before (both dice at the foe).
func TestEscCancelsAFrenzysSpreadAndALoneFoeIsStruckAtOnce(t *testing.T) {
	g := heroUpOn(t, frenzyTable)
	press(g, CmdFight.Key())
	press(g, CmdEdgeAttack.Key())
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 2, 1)
	require.NotNil(t, g.ctl.spread)
	press(g, CmdDeselect.Key())
	assert.Nil(t, g.ctl.spread)
	assert.Len(t, g.ctl.Battle().Applied, n, "Esc sends nothing")
	assert.Equal(t, ModeFight, g.ctl.mode, "Esc cancels the spread, not the mode")

	lone := strings.Replace(frenzyTable, "at: [1, 2]", "at: [4, 2]", 1)
	g = heroUpOn(t, lone)
	press(g, CmdFight.Key())
	press(g, CmdEdgeAttack.Key())
	clickSquare(g, 2, 1)
	assert.Nil(t, g.ctl.spread, "no other foe in reach")
	assert.Equal(t, rules.Melee{Who: "hero1", Target: "c1", Weapon: "Knife", Frenzy: true}, lastAction(g))
}
