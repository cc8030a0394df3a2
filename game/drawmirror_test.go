package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// samePicture holds the seat's map's picture to the battle's: the same
// file, laid the same way.
func samePicture(t *testing.T, want, got *board.Picture) {
	t.Helper()
	require.NotNil(t, want, "the battle's map has its picture")
	require.NotNil(t, got, "the seat's map found the picture the battle's found")
	assert.Equal(t, [2]int{want.W, want.H}, [2]int{got.W, got.H})
	assert.Equal(t, [3]float64{want.PxPerInch, want.OffsetX, want.OffsetY}, [3]float64{got.PxPerInch, got.OffsetX, got.OffsetY})
	assert.Equal(t, want.Data, got.Data)
}

// A scenario opened from its folder names a picture beside it: the
// window's seat parses its text where the session did, so the map it
// draws has that picture, not a bare grid.
func TestTheWindowsSeatFindsThePictureBesideItsScenario(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"crypt.yaml", "crypt.png"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "align", name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	f, err := OpenFile(filepath.Join(dir, "crypt.yaml"), 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	samePicture(t, g.ctl.Board().Picture, m.Board.Picture)
	assert.Same(t, m.Board, g.ctl.drawnBoard(), "the window draws its seat's map")

	// A hosted screen's mirror of the same text, without the folder and
	// without the file fetched, cannot even size the map: the folder is
	// what finds it.
	var hosted seatMirror
	assert.ErrorContains(t, hosted.mirrorState(f.local.Session().View("gm")), "crypt.png: no such file")
}

// The shipped cellar's .dd2vtt map: the seat's map has its picture too,
// kept (not read again) when an undo's state brings the same map.
func TestTheWindowsSeatDrawsTheCellarsPictureAndKeepsItOverAnUndo(t *testing.T) {
	g := cellarGame(t)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	samePicture(t, g.ctl.Board().Picture, m.Board.Picture)
	pic := m.Board.Picture
	press(g, CmdNext.Key())
	press(g, CmdUndo.Key())
	m = g.ctl.seatState()
	require.NotNil(t, m)
	assert.Same(t, pic, m.Board.Picture, "decoded once on the screen")
}

// boardAgrees holds the window's seat's map to the battle's: every
// figure's square, states and effects, the doors, the powers' zones, the
// tokens' marks.
func boardAgrees(t *testing.T, g *Game, step string) {
	t.Helper()
	m := g.ctl.seatState()
	require.NotNil(t, m, step)
	bd := g.ctl.Board()
	require.Same(t, m.Board, g.ctl.drawnBoard(), step)
	assert.Equal(t, bd.Zones, m.Board.Zones, "%s: the zones", step)
	assert.Equal(t, bd.DoorsChanged(), m.Board.DoorsChanged(), "%s: the doors", step)
	require.Len(t, m.Board.Figures, len(bd.Figures), step)
	for i, f := range bd.Figures {
		mf := m.Board.Figures[i]
		assert.Equal(t, f.ID, mf.ID, step)
		assert.Equal(t, f.At, mf.At, "%s: %s's square", step, f.ID)
		assert.Equal(t, f.State, mf.State, "%s: %s's state", step, f.ID)
		assert.Equal(t, tokenStyle{}.pipCount(f), tokenStyle{most: m.mostWounds()}.pipCount(mf), "%s: %s's Wound pips", step, f.ID)
		assert.Equal(t, effectTipLines(f, g.ctl.Battle().EndsText), g.ctl.effectTip(mf), "%s: %s's tip", step, f.ID)
	}
	assert.Equal(t, battleMarks(g.ctl), m.fightMarks(g.ctl.selected), "%s: the marks", step)
}

// A scripted fight in the cellar: after each action the map the window
// draws from its seat is the battle's (a door opened, a Darkness cast
// and ended by an undo, Defend, Aim, the Joker, an effect put on).
func TestTheWindowsSeatMapIsTheBattlesAfterEveryAction(t *testing.T) {
	data, err := assets.Scenario("cellar.yaml")
	require.NoError(t, err)
	text := strings.Replace(string(data), "faith: d10}\n    armor: 1\n",
		"faith: d10}\n    armor: 1\n    bennies: 0\n    arcane: {skill: faith, power_points: 15}\n    powers: [Darkness]\n", 1)
	require.NotEqual(t, string(data), text)
	text = strings.Replace(text, "at: [3, 3]", "at: [8, 5]", 1) // Buck beside the shrine's door
	f, err := NewFight("cellar.yaml", []byte(text), 3)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(f)
	b := g.ctl.Battle()
	boardAgrees(t, g, "the start")
	do := func(a rules.Action) {
		t.Helper()
		require.NoError(t, g.ctl.apply(a), "%s: %s", a.Kind(), g.ctl.msg)
		require.Nil(t, g.ctl.Asked(), "no question")
		boardAgrees(t, g, a.Kind())
	}
	do(rules.StartRound{})
	darkness := false
	for turns := 0; turns < 12 && b.Fight.Init.Round == 1; turns++ {
		up := b.NextUp()
		if len(up) == 0 {
			break
		}
		who := up[0]
		do(rules.StartTurn{Who: who})
		switch who {
		case "buck":
			do(rules.UseDoor{Who: "buck", At: rules.Pos{X: 9, Y: 5}, Open: true})
		case "gina":
			do(rules.Aim{Who: "gina"})
		case "priest":
			at := rules.Spot{X: 8.5, Y: 5.5}
			do(rules.Cast{Who: "priest", Power: "Darkness", At: &at})
			darkness = len(g.ctl.Board().Zones) > 0
			if darkness {
				require.Len(t, g.ctl.seatState().Board.Zones, 1, "the seat's map is dark there too")
			}
		case "doc":
			do(rules.PutEffect{Who: "doc", Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1})
			do(rules.Defend{Who: "doc"})
		default:
			do(rules.Defend{Who: who})
		}
		do(rules.EndTurn{Who: who})
	}
	require.True(t, darkness, "the seed lets the priest's Darkness through")
	require.True(t, b.Defending("doc") || b.Aiming("gina"), "a mark outlasts its turn")
	press(g, CmdUndo.Key())
	boardAgrees(t, g, "undo")
}

// A player's phone shades the Darkness on its map as the window does:
// the zone the host tells lies on its seat's board, Pitch within it.
func TestAPhonesMapIsDarkWhereTheHostSaysADarknessLies(t *testing.T) {
	g := cellarGame(t)
	bf := g.ctl.Battle().Battlefield.(*board.Battlefield)
	bf.AddLightZone("priest", "Darkness", rules.Spot{X: 5.5, Y: 3.5}, 3, rules.Pitch)
	var phone seatMirror
	require.NoError(t, phone.mirrorState(g.ctl.fight.local.Session().View("player:anna")))
	assert.Equal(t, g.ctl.Board().Zones, phone.Board.Zones)
	in, out := geom.Point{X: 5.5, Y: 4.5}, geom.Point{X: 12.5, Y: 3.5}
	assert.Equal(t, rules.Pitch, phone.Board.LightAt(in))
	assert.Equal(t, g.ctl.Board().LightAt(out), phone.Board.LightAt(out), "the map's own light outside it")
}

// The demo's Size 4 dweller takes a Wound its Size gives before it is
// out: its token on the seat's map shows the pip the battle's does (the
// seat's copy of the figure cannot work its Size's Wounds out).
func TestTheSeatsTokenShowsTheWoundsASizeGives(t *testing.T) {
	g := demoGame(t, demoSeed)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	most := tokenStyle{most: m.mostWounds()}
	n := 0
	for _, f := range g.ctl.Board().Figures {
		mf := m.Board.Figure(f.ID)
		require.NotNil(t, mf)
		assert.Equal(t, tokenStyle{}.pipCount(f), most.pipCount(mf), f.ID)
		if !f.WildCard && f.MaxWounds() > 0 {
			n++
		}
	}
	assert.Equal(t, 1, n, "one Extra takes a Wound: the dweller")
}

// battleMarks are the marks as the battle has them: what the seat's
// marks are held to.
func battleMarks(c *Controller) map[string]FightMarks {
	b := c.Battle()
	if b == nil {
		return nil
	}
	out := map[string]FightMarks{}
	up := c.turn()
	if nx := b.NextUp(); up == "" && len(nx) > 0 {
		up = c.upChoice(nx)
	}
	for _, f := range c.Board().Figures {
		m := FightMarks{Hold: c.onHold(f.ID), Defend: b.Defending(f.ID), Joker: b.Fight.Init.Joker(f.ID), Aim: b.Aiming(f.ID), Hidden: c.isHidden(f.ID), Up: f.ID == up}
		if m != (FightMarks{}) {
			out[f.ID] = m
		}
	}
	return out
}

// effectTipLines are the tip's lines over a token with effects as the
// battle has them: its name, then each effect with when it ends (ends:
// as of now, nil: as put on); what the seat's tip is held to.
func effectTipLines(f *board.Figure, ends func(rules.Effect) string) []string {
	if len(f.Effects) == 0 {
		return nil
	}
	if ends == nil {
		ends = rules.Effect.EndText
	}
	lines := []string{f.Name}
	for _, e := range f.Effects {
		lines = append(lines, effectLine(e.Label(), ends(e)))
	}
	return lines
}

// The status bar names the figure under the cursor from the seat's map
// in the words the battle's figure gave: its square, its states and a
// Wild Card's Wounds out of the most it takes, a big one's Size in (the
// Dweller made a Wild Card: Size 4 takes a fourth Wound in swade).
func TestTheStatusBarReadsTheSeatsMapAsTheBattleHadIt(t *testing.T) {
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	src := strings.Replace(string(data), "    name: The Dweller in the Well\n", "    name: The Dweller in the Well\n    wildcard: true\n", 1)
	f, err := NewFight("demo.yaml", []byte(src), demoSeed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	press(g, CmdNext.Key()) // the deal
	require.Equal(t, 4, g.ctl.Board().Figure("dweller").MaxWounds(), "the battle's Dweller takes four")
	for _, fig := range g.ctl.Board().Figures {
		hoverSquare(g, fig.At.X, fig.At.Y)
		assert.Equal(t, FigureLine(fig), g.statusLine(), fig.ID)
	}
	assert.NotContains(t, g.statusLine(), "Wounds 0/3", "the Dweller's line, last")
}

// A player's view of the window leaves a hidden figure's card out of the
// strip as a player's seat is told it: a box shared with a hidden Wild
// Card is the visible Extras' alone, no longer Wild, out when they are,
// and a box of the hidden figure alone goes.
func TestAPlayersViewOfTheStripLeavesTheHiddenFiguresOut(t *testing.T) {
	pp := 3
	m := seatMirror{
		Initiative: []rules.StripBox{
			{Card: "K♠", Figures: []string{"boss"}, Wild: true},
			{Card: "5♦", Figures: []string{"chief", "thug"}, Wild: true, PP: &pp, Aside: []string{"2♣"}},
			{Card: "3♥", Figures: []string{"hero"}, Wild: true},
		},
		Roster:  map[string]wire.FigureInfo{"boss": {WildCard: true}, "chief": {WildCard: true}, "hero": {WildCard: true}},
		Figures: map[string]wire.FigureState{"boss": {Hidden: true}, "chief": {Hidden: true}, "thug": {Incapacitated: true}, "hero": {}},
	}
	assert.Equal(t, m.Initiative, m.strip(true), "the GM's view: every card")
	assert.Equal(t, []rules.StripBox{
		{Card: "5♦", Figures: []string{"thug"}, Out: true},
		{Card: "3♥", Figures: []string{"hero"}, Wild: true},
	}, m.strip(false))
}
