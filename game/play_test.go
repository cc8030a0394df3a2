package game

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// demoSeed deals Buck the first card of round 1 in the demo.
const demoSeed = 12

// demoGame is the demo on a 1280x800 screen with the battle's seed.
func demoGame(t *testing.T, seed uint64) *Game {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	f, err := NewFight("demo.yaml", data, seed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	return g
}

// at is the screen centre of map square (x, y).
func at(g *Game, x, y int) (float64, float64) {
	return g.cam.ToScreen(board.Square{X: x, Y: y}.Center())
}

func clickSquare(g *Game, x, y int) {
	sx, sy := at(g, x, y)
	click(g, sx, sy)
}

func hoverSquare(g *Game, x, y int) {
	sx, sy := at(g, x, y)
	g.Handle(Input{X: sx, Y: sy})
}

func press(g *Game, k Keys) {
	g.Handle(Input{Keys: k})
	g.Handle(Input{})
}

func TestPlayDealSelectMoveShoot(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	require.Equal(t, 1, b.Fight.Init.Round, "Enter deals round 1")
	require.Equal(t, []string{"buck"}, b.NextUp())

	// A click on Buck, who is up, starts his turn and selects him.
	clickSquare(g, 2, 2)
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who)
	assert.Equal(t, "buck", g.Snapshot().Selected)

	// His reach: Pace 6 in one tint, up to a d6 more for a run in the other.
	hoverSquare(g, 7, 3)
	ov := g.ctl.Overlay()
	assert.Equal(t, 6, ov.PaceLeft)
	assert.Equal(t, 6, ov.RunExtra)
	var pace, run int
	for _, c := range ov.Reach {
		if c.Run {
			run++
			assert.Greater(t, c.Cost, 6)
		} else {
			pace++
			assert.LessOrEqual(t, c.Cost, 6)
		}
	}
	assert.Positive(t, pace)
	assert.Positive(t, run)
	// Out through the door at (6,4): the path ends on the square hovered.
	require.NotEmpty(t, ov.Path)
	assert.Equal(t, board.Square{X: 7, Y: 3}, ov.Path[len(ov.Path)-1])
	assert.Contains(t, ov.Path, board.Square{X: 6, Y: 4}, "the way out is the door")
	cost := ov.PathCost
	require.LessOrEqual(t, cost, 6)

	clickSquare(g, 7, 3)
	buck := g.ctl.Board().Figure("buck")
	assert.Equal(t, board.Square{X: 7, Y: 3}, buck.At, "the click walks him there")
	assert.Equal(t, 6-cost, b.PaceLeft("buck"))

	// Shoot mode; hover Cultist 5 at (14,3): the odds and every modifier.
	press(g, CmdShoot.Key())
	assert.Equal(t, ModeShoot, g.ctl.Mode())
	hoverSquare(g, 14, 3)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "cultist-5", ap.Target)
	assert.Equal(t, "Colt .45", ap.Weapon)
	assert.Empty(t, ap.Err)
	assert.Equal(t, 4, ap.TN)
	// Shooting d10 Wild Card at TN 4 with no modifiers: the exact odds.
	want := rules.Odds(rules.TraitRoll{Die: rules.D10, Wild: true, Mods: ap.Mods, TN: 4})
	assert.InDelta(t, want.Success, ap.Success, 1e-12)
	assert.InDelta(t, want.Raise, ap.Raise, 1e-12)
	assert.Greater(t, ap.Success, ap.Raise)

	before := len(b.Log())
	clickSquare(g, 14, 3)
	declineSoaks(g)
	require.Len(t, b.Applied, 4, "deal, turn, move, shoot")
	assert.Equal(t, rules.KindShoot, b.Applied[3].Action.Kind())
	assert.Greater(t, len(b.Log()), before)
	d := g.ctl.Dice()
	require.NotEmpty(t, d, "the dice are shown")
	assert.Contains(t, d[0].Title, "Shooting")
	assert.Len(t, d[0].Dice, 2, "the trait die and the Wild Die")
	assert.True(t, d[0].Dice[1].Wild)
	assert.Equal(t, 4, d[0].TN)

	// A second shot is refused in the engine's words and changes nothing.
	n := len(b.Applied)
	assert.Equal(t, ModeMove, g.ctl.Mode(), "after the shot, back to moving")
	press(g, CmdShoot.Key())
	clickSquare(g, 12, 5)
	assert.Len(t, b.Applied, n)
	msg, bad := g.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "has taken its action")

	// Undo (Ctrl+Z) takes the shot back.
	press(g, CmdUndo.Key())
	assert.Len(t, b.Applied, n-1)
	press(g, CmdRedo.Key())
	assert.Len(t, b.Applied, n, "Ctrl+Y redoes it")

	// A click off the map: nothing happens.
	click(g, 2, 400)
	assert.Len(t, b.Applied, n)

	s := g.Snapshot()
	assert.Equal(t, 1, s.Round)
	assert.Equal(t, "buck", s.Turn)
	assert.Equal(t, len(b.Log()), s.LogLen, "the log's lines")
	assert.Equal(t, b.NextUp(), s.NextUp)
}

func TestPlayGrenadeDeviates(t *testing.T) {
	// Seeds with Buck first, searched for the first whose grenade misses:
	// the test then checks the deviation drawn against the log.
	var g *Game
	var b *rules.Battle
	found := false
	for seed := uint64(1); seed < 400 && !found; seed++ {
		g = demoGame(t, seed)
		b = g.ctl.Battle()
		press(g, CmdNext.Key())
		if up := b.NextUp(); len(up) == 0 || up[0] != "buck" {
			continue
		}
		// Out of the farmhouse door to (7, 5): from there the orchard's
		// trees do not stand between Buck and the aim point (a blast's
		// aim point needs line of fire).
		clickSquare(g, 2, 2)
		clickSquare(g, 7, 5)
		press(g, CmdThrow.Key())
		require.Equal(t, ModeThrow, g.ctl.Mode())
		hoverSquare(g, 11, 9)
		tp := g.ctl.Overlay().Template
		require.NotNil(t, tp)
		assert.Equal(t, "Grenade", tp.Weapon)
		assert.Equal(t, []string{"cultist-1", "cultist-2"}, tp.Under, "the MBT on (11,9) covers both cultists")
		assert.Empty(t, tp.Err)
		assert.Positive(t, tp.Success)
		clickSquare(g, 11, 9)
		declineSoaks(g)
		require.Equal(t, rules.KindArea, b.Applied[len(b.Applied)-1].Action.Kind())
		found = g.ctl.LastDeviation() != nil
	}
	require.True(t, found, "some seed misses")
	dv := g.ctl.LastDeviation()
	assert.Equal(t, 11.5, dv.Aim.X)
	assert.Equal(t, 9.5, dv.Aim.Y)
	assert.GreaterOrEqual(t, dv.Clock, 1)
	assert.LessOrEqual(t, dv.Clock, 12)
	assert.InDelta(t, dv.Inches, dv.Aim.Dist(dv.Landing), 1e-9)
	assert.NotEmpty(t, dv.Outline)
	log := b.Log()
	found = false
	for _, l := range log {
		if contains(l, "o'clock") {
			found = true
		}
	}
	assert.True(t, found, "the log has the deviation")
}

func contains(s, sub string) bool { return len(s) >= len(sub) && (s == sub || indexOf(s, sub) >= 0) }

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

const soakYAML = `name: Soak
map:
  rows:
    - "........"
    - "........"
figures:
  - {id: a, name: Anna, side: red, wildcard: true, at: [0, 0], traits: {agility: d6, shooting: d12},
     weapons: [{name: Cannon, range: 12/24/48, damage: 4d10, shots: 50}]}
  - {id: b, name: Bert, side: blue, wildcard: true, at: [5, 1], traits: {agility: d6, vigor: d6}}
`

func TestPlaySoakPromptAnsweredByAClick(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		f, err := NewFight("soak.yaml", []byte(soakYAML), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		b := f.Battle()
		press(g, CmdNext.Key())
		if up := b.NextUp(); len(up) == 0 || up[0] != "a" {
			continue
		}
		press(g, CmdNext.Key())
		require.NotNil(t, b.Turn())
		press(g, CmdShoot.Key())
		clickSquare(g, 5, 1)
		keepRolls(t, g) // Anna's shot as it fell
		q := g.ctl.Asked()
		if q == nil {
			continue
		}
		// The shot is held back until Bert's player decides.
		assert.Equal(t, "b", q.Who)
		n := len(b.Applied)
		bennies := b.Figure("b").Bennies
		require.Positive(t, bennies)
		btn, ok := g.ButtonFor(CmdYes)
		require.True(t, ok, "the prompt has a Soak button")
		click(g, btn.X+btn.W/2, btn.Y+btn.H/2)
		for g.ctl.Asked() != nil { // a second Soak roll, or Bert's Incapacitation reroll: no
			press(g, CmdNo.Key())
		}
		assert.Len(t, b.Applied, n+1, "the shot is applied with the answer")
		assert.Less(t, b.Figure("b").Bennies, bennies, "the benny is spent")
		assert.Contains(t, b.Applied[n].Answers, true)
		found := false
		for _, e := range b.Events() {
			found = found || e.Kind == rules.EventSoak
		}
		assert.True(t, found, "a Soak roll is in the log")
		return
	}
	t.Fatal("no seed made a Soak question")
}

func TestPlaySaveAndLoad(t *testing.T) {
	g := demoGame(t, demoSeed)
	dir := t.TempDir()
	g.ctl.Fight().SavePath = filepath.Join(dir, "demo.battle.json")
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	clickSquare(g, 7, 3)
	press(g, CmdSave.Key())
	msg, bad := g.ctl.Message()
	require.False(t, bad, msg)
	_, err := os.Stat(g.ctl.Fight().SavePath)
	require.NoError(t, err)

	f2, err := OpenFile(g.ctl.Fight().SavePath, 99)
	require.NoError(t, err)
	assert.Equal(t, board.Square{X: 7, Y: 3}, f2.Board().Figure("buck").At)
	assert.Equal(t, g.ctl.Battle().Log(), f2.Battle().Log())
}

func TestPlayRefusalsShowTheEnginesWords(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdEndTurn.Key())
	msg, bad := g.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "no turn")
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	// A wall square: the engine says why and Buck stays.
	clickSquare(g, 1, 1)
	msg, bad = g.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "cannot get to")
	assert.Equal(t, board.Square{X: 2, Y: 2}, g.ctl.Board().Figure("buck").At)
}

// The Soak prompt asks only once the dice panel shows the attack and the
// damage it is about.
func TestPlaySoakPromptAfterTheDiceShowTheDamage(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		f, err := NewFight("soak.yaml", []byte(soakYAML), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		b := f.Battle()
		press(g, CmdNext.Key())
		if up := b.NextUp(); len(up) == 0 || up[0] != "a" {
			continue
		}
		press(g, CmdNext.Key())
		press(g, CmdShoot.Key())
		clickSquare(g, 5, 1)
		keepRolls(t, g) // Anna's shot as it fell
		q := g.ctl.Asked()
		if q == nil {
			continue
		}
		dice := g.ctl.Dice()
		require.GreaterOrEqual(t, len(dice), 2, "the attack and the damage are on the panel")
		var texts []string
		for _, d := range dice {
			texts = append(texts, d.Text())
		}
		assert.Contains(t, dice[0].Title, "Cannon", "the attack: %v", texts)
		last := dice[len(dice)-1]
		assert.Contains(t, last.Title, "damage (Cannon) vs Bert", "the damage it asks about: %v", texts)
		assert.Len(t, last.Dice, 4, "4d10")
		for _, tx := range texts {
			assert.NotContains(t, tx, "Soak", "nothing after the damage is shown before the answer")
		}
		assert.Contains(t, g.ctl.promptText(), "Soak")
		return
	}
	t.Fatal("no seed made a Soak question")
}

// A blast's preview line for a figure with nothing between it and the
// blast's centre says it takes the damage as rolled, in words a player
// reads ("no modifier of its own" left her asking which modifier).
func TestAreaPreviewLineSaysFullDamageWhenNothingIsInTheWay(t *testing.T) {
	g := demoGame(t, demoSeed)
	lines := templateTargetLines(g.ctl, &TemplatePreview{Targets: []TemplateTarget{
		{ID: "cultist-1", Evade: -1},
		{ID: "cultist-2", Armor: rules.Mods{{Name: "wood in the way", Value: 2}}, Evade: -1},
	}})
	assert.Equal(t, []string{
		"Cultist 1: full damage, nothing in the way",
		"Cultist 2: armor +2 wood in the way",
	}, lines)
}
