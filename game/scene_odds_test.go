package game

import (
	"testing"
	"time"

	"battlemat/board"
	"battlemat/odds"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oddsDemo is the demo with the cards dealt and the odds open for total
// fights, one fight a tick (a zero slice plays one at least).
func oddsDemo(t *testing.T, total int) *Game {
	t.Helper()
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key()) // the deal: the odds play from round 1
	g.ctl.run(func() { g.ctl.openOdds(total, 0) })
	_, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open, g.ctl.msg)
	return g
}

// oddsTicks ticks until the odds have nothing left to play.
func oddsTicks(t *testing.T, g *Game) *oddsScene {
	t.Helper()
	s, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open)
	for i := 0; i < 10000 && !(s.first.Done() && s.what.Done()); i++ {
		g.Handle(Input{})
	}
	require.True(t, s.first.Done() && s.what.Done())
	require.Empty(t, s.first.Err)
	return s
}

// The odds screen's numbers are rules.Simulation's from the battle as it
// stands with the controller's seed: the same fights, the same tally.
func TestOddsAreTheRulesSimulationsFightsFromTheBattleAsItStands(t *testing.T) {
	const total = 40
	g := oddsDemo(t, total)
	oddsTicks(t, g)
	got, whatIf, ok := g.ctl.Odds()
	require.True(t, ok)
	assert.Nil(t, whatIf)

	f := g.ctl.Fight()
	data, err := board.FileOf(f.Name, f.Scenario, f.Battle()).Marshal()
	require.NoError(t, err)
	cp, err := FightFromBattleFile(data, "")
	require.NoError(t, err)
	rules.PlainBennies(cp.Battle()) // the odds spend bennies as simulate does
	start, _, err := rules.StartFrom(cp.Battle())
	require.NoError(t, err)
	sim := rules.NewSimulation(total, g.ctl.Seed(), start, rules.FightOptions{})
	n, err := sim.RunSome(total)
	require.NoError(t, err)
	require.Equal(t, total, n)
	assert.Equal(t, sim.Tally(), got)
	assert.Equal(t, total, got.Fights)
	assert.Equal(t, []string{"heroes", "cultists"}, got.Sides)
	assert.Len(t, got.Players, 4, "the four heroes are the player characters")
}

// In the window the odds' fights are played by a worker a core beside the
// ticks (the browser's one thread plays them a slice a tick): the same
// fights, the same tally as one after another.
func TestOddsInTheWindowArePlayedOnEveryCoreWithTheSameTally(t *testing.T) {
	const total = 24
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	g.ctl.run(func() { g.ctl.openOdds(total, oddsSlice) })
	s, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open, g.ctl.msg)
	for i := 0; i < 100000 && !s.first.Done(); i++ {
		g.Handle(Input{})
		time.Sleep(time.Millisecond)
	}
	require.True(t, s.first.Done())
	require.Empty(t, s.first.Err)
	got, _, _ := g.ctl.Odds()

	want, err := odds.New(s.file, total, g.ctl.Seed(), "")
	require.NoError(t, err)
	for !want.Done() {
		want.Step()
	}
	assert.Equal(t, want.Tally(), got)
	require.Eventually(t, func() bool { return s.first.Working() == 0 }, 10*time.Second, time.Millisecond, "done: no worker left")
}

// The fights are played a slice a tick, never all at once: with a zero
// slice one fight a tick, so the progress bar moves every frame and the
// screen keeps answering. Only the odds' box follows the progress: the
// version, which every other cache of the frame keys on, stays.
func TestOddsProgressAdvancesAcrossTicks(t *testing.T) {
	g := oddsDemo(t, 12)
	s, _ := sceneOf[*oddsScene](g.ctl)
	assert.Zero(t, s.first.Fights(), "nothing is played before the first tick")
	for i := 1; i <= 12; i++ {
		v, p := g.ctl.Version(), g.ctl.progress
		g.Handle(Input{})
		assert.Equal(t, i, s.first.Fights(), "tick %d plays one fight", i)
		assert.Greater(t, g.ctl.progress, p, "the box follows the progress")
		assert.Equal(t, v, g.ctl.Version(), "the rest of the frame is as it was")
	}
	v, p := g.ctl.Version(), g.ctl.progress
	g.Handle(Input{})
	assert.Equal(t, 12, s.first.Fights(), "never more than asked")
	assert.Equal(t, v, g.ctl.Version(), "done: an idle tick changes nothing")
	assert.Equal(t, p, g.ctl.progress, "done: an idle tick changes nothing")
}

// A what-if plays the same fights with one Extra more on a side (a copy
// of one of its Extras, near it) or one fewer.
func TestOddsWhatIfAddsOrDropsOneExtraOfASide(t *testing.T) {
	g := oddsDemo(t, 6)
	s := oddsTicks(t, g)
	require.Equal(t, 11, s.first.Figures, "the demo has eleven figures")

	g.ctl.Press(CmdOdds, "+cultists")
	s = oddsTicks(t, g)
	require.NotNil(t, s.what)
	assert.Equal(t, 12, s.what.Figures)
	assert.Equal(t, "one more Extra like Cultist 1 on cultists", s.what.Label, "a cultist, as five of the six Extras are, not the Dweller")
	assert.Equal(t, 6, s.what.Fights())

	g.ctl.Press(CmdOdds, "-heroes")
	s = oddsTicks(t, g)
	assert.Equal(t, 10, s.what.Figures)
	assert.Equal(t, "one Extra fewer on heroes (Deputy Hale)", s.what.Label, "the heroes' one Extra goes")
	first, whatIf, _ := g.ctl.Odds()
	assert.Len(t, whatIf.Players, 3, "without the deputy three heroes are counted")
	assert.Len(t, first.Players, 4)

	g.ctl.Press(CmdOdds, "-nobody")
	assert.True(t, g.ctl.msgErr, "a side that is not in the fight is refused")
}

// The odds play on copies: the battle on the table, its figures and its
// log are as they were after the fights and the what-ifs.
func TestOddsLeaveTheBattleOnTheTableUnchanged(t *testing.T) {
	g := oddsDemo(t, 8)
	f := g.ctl.Fight()
	before, err := board.FileOf(f.Name, f.Scenario, f.Battle()).Marshal()
	require.NoError(t, err)
	events := len(f.Battle().Events())
	figs := len(f.Battle().Figures())
	oddsTicks(t, g)
	g.ctl.Press(CmdOdds, "+cultists")
	oddsTicks(t, g)
	g.ctl.Press(CmdOdds, "-cultists")
	oddsTicks(t, g)

	after, err := board.FileOf(f.Name, f.Scenario, f.Battle()).Marshal()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	assert.Len(t, f.Battle().Events(), events)
	assert.Len(t, f.Battle().Figures(), figs)
	assert.Same(t, f, g.ctl.Fight())
}

// The odds are the GM's: the GM's panel has the Odds button and the
// screen its what-if buttons; the table's view shows neither.
func TestOddsAreTheGMsAndNeverOnTheTableView(t *testing.T) {
	g := oddsDemo(t, 2)
	oddsTicks(t, g)
	_, ok := g.ButtonFor(CmdOdds)
	require.True(t, ok, "the GM's view has the odds' buttons")
	var args []string
	for _, b := range g.Buttons() {
		if b.Cmd == CmdOdds {
			args = append(args, b.Arg)
		}
	}
	assert.Subset(t, args, []string{"", "+heroes", "-heroes", "+cultists", "-cultists", "close"})
	assert.Contains(t, helpKeys(), "odds", "the help lists the command")

	g.ToggleTable()
	require.True(t, g.TableOn())
	_, ok = g.ButtonFor(CmdOdds)
	assert.False(t, ok, "the table's view has no odds button")

	g.ToggleTable()
	press(g, CmdDeselect.Key())
	_, open := sceneOf[*oddsScene](g.ctl)
	assert.False(t, open, "Esc closes the odds")
}

// A tap on a what-if button runs it, like the key would.
func TestOddsWhatIfButtonTapped(t *testing.T) {
	g := oddsDemo(t, 2)
	oddsTicks(t, g)
	for _, b := range g.Buttons() {
		if b.Cmd == CmdOdds && b.Arg == "+heroes" {
			click(g, b.X+b.W/2, b.Y+b.H/2)
			s := oddsTicks(t, g)
			require.NotNil(t, s.what, g.ctl.msg)
			assert.Equal(t, 12, s.what.Figures)
			return
		}
	}
	t.Fatal("no +heroes button")
}

// The odds screen names each side's share in words that agree with any
// side's name: "heroes" is plural, a "cult" is one ("heroes wins" and
// "cult win" both read wrong).
func TestOddsRowsNameEachSidesWinsWhateverItsNumber(t *testing.T) {
	g := oddsDemo(t, 4)
	s := oddsTicks(t, g)
	rows := oddsRows(s.first, s.what)
	require.GreaterOrEqual(t, len(rows), 2)
	assert.Equal(t, "Won by heroes", rows[0][0])
	assert.Equal(t, "Won by cultists", rows[1][0])
}

// Opened before the deal (no card strip), the odds' box starts under the
// message banner over the map, which says the odds are playing: it does
// not cut the banner's lines in half.
func TestOddsBeforeTheDealStartUnderTheMessageBanner(t *testing.T) {
	for _, size := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(size[0], size[1])
		g.ctl.run(func() { g.ctl.openOdds(10, 0) })
		_, open := sceneOf[*oddsScene](g.ctl)
		require.True(t, open, g.ctl.msg)
		msg, _ := g.ctl.Message()
		require.Contains(t, msg, "Odds: playing")
		l := g.layout()
		require.False(t, l.reserving, "before the deal")
		lines, banner := messageBanner(l, msg, l.size)
		require.NotEmpty(t, lines)
		assert.GreaterOrEqual(t, l.help.Y, banner.Y+banner.H, "at %dx%d the odds start under the banner", size[0], size[1])
		assert.Greater(t, l.help.H, float64(size[1])/2, "and keep most of the height")
	}
}

// An Extra goes out on its first Wound, so its mean Wounds is always 0
// and says nothing: the odds show its chance to end Incapacitated only,
// and the mean Wounds of the Wild Cards (the demo's Deputy Hale is an
// Extra, Buck Savage a Wild Card).
func TestOddsShowMeanWoundsOfWildCardsOnly(t *testing.T) {
	g := oddsDemo(t, 4)
	s := oddsTicks(t, g)
	var labels []string
	for _, r := range oddsRows(s.first, s.what) {
		labels = append(labels, r[0])
	}
	assert.Contains(t, labels, "Deputy Hale Incapacitated")
	assert.NotContains(t, labels, "Deputy Hale mean Wounds")
	assert.Contains(t, labels, "Buck Savage Incapacitated")
	assert.Contains(t, labels, "Buck Savage mean Wounds")
}

// Played by workers, the screen is drawn again when its numbers changed
// (a few times a second, not every tick: a frame of a big map costs more
// than counting a batch), the last numbers get their frame once the
// fights are over, and then an idle tick changes nothing.
func TestOddsOnWorkersDrawTheirLastNumbers(t *testing.T) {
	if odds.Workers() == 0 {
		t.Skip("one core: the ticks play the odds")
	}
	const total = 24
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	g.ctl.run(func() { g.ctl.openOdds(total, oddsSlice) })
	s, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open, g.ctl.msg)
	for i := 0; i < 100000 && !s.first.Done(); i++ {
		g.Handle(Input{})
		time.Sleep(time.Millisecond)
	}
	require.True(t, s.first.Done())
	g.Handle(Input{})
	assert.Equal(t, total, s.shown.fights, "the last frame shows every fight")
	v := g.ctl.Version()
	g.Handle(Input{})
	assert.Equal(t, v, g.ctl.Version(), "done: an idle tick changes nothing")
}

// While the fights play, a frame that only the odds' progress changed
// repaints their box alone over the last frame (the screen is not cleared
// every frame): the map, the panel and the status line are as they were,
// and a whole frame of a big map costs the browser's drawing far more.
// Anything else that changes repaints the whole frame.
func TestOddsProgressRepaintsTheBoxAlone(t *testing.T) {
	g := oddsDemo(t, 12)
	s, _ := sceneOf[*oddsScene](g.ctl)
	g.SetScreenSize(1280, 800)
	screen := ebiten.NewImage(1280, 800)
	g.Handle(Input{})
	g.Draw(screen)
	var texts []string
	drawnWrapped = func(s string, _ float64) { texts = append(texts, s) }
	defer func() { drawnWrapped = nil }()

	frames := g.Frames()
	g.Draw(screen)
	assert.Equal(t, frames, g.Frames(), "nothing changed: no frame")
	g.Handle(Input{}) // a fight more: the bar moves
	g.draw.scene.Deallocate()
	g.draw.scene = nil // the map's picture: a whole frame makes it again
	g.Draw(screen)
	assert.Equal(t, frames+1, g.Frames(), "the progress is painted")
	assert.Equal(t, []string{s.title()}, texts, "the odds' box is drawn again")
	assert.Nil(t, g.draw.scene, "the map is not drawn again")

	g.ctl.version++ // anything else that changes
	g.Draw(screen)
	assert.NotNil(t, g.draw.scene, "the whole frame is drawn again")
}
