package game

import (
	"strconv"
	"strings"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// castersYAML: Vera casts with Spellcasting d8 and 10 Power Points;
// Smarts d4 makes her Bolt and Blast reach 8" (Smarts x2) and her
// Protection 4" (Smarts). The orc is next to her, two goblins 7" off,
// a third 13" off: out of every range.
const castersYAML = `name: Casters
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - {id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],
     traits: {agility: d8, smarts: d4, spirit: d6, vigor: d6, fighting: d6, spellcasting: d8},
     arcane: {skill: spellcasting, power_points: 10},
     powers: [Bolt (frost), Blast, Burst, Protection],
     weapons: [{name: Knife, damage: str+d4}]}
  - {id: orc, name: Orc, side: blue, at: [2, 2], traits: {agility: d6, fighting: d6, vigor: d8}}
  - {id: gob1, name: Goblin 1, side: blue, at: [8, 2], traits: {agility: d6, vigor: d4}}
  - {id: gob2, name: Goblin 2, side: blue, at: [8, 3], traits: {agility: d6, vigor: d4}}
  - {id: gob3, name: Goblin 3, side: blue, at: [14, 2], traits: {agility: d6, vigor: d4}}
`

// castersGame is the casters' arena with Vera's turn under way and More's
// Powers entry picked by its button.
func castersGame(t *testing.T) *Game {
	t.Helper()
	g, _ := arenaOf(t, castersYAML, 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	require.Equal(t, menu.CastPower, g.ctl.moreChosen())
	return g
}

// clickButton clicks the shown button of the command with the label.
func clickButton(t *testing.T, g *Game, c Cmd, label string) {
	t.Helper()
	var seen []string
	for _, b := range g.Buttons() {
		if b.Cmd == c && b.Label == label {
			click(g, b.X+b.W/2, b.Y+b.H/2)
			return
		}
		if b.Cmd == c {
			seen = append(seen, b.Label)
		}
	}
	t.Fatalf("no button %q among %v", label, seen)
}

// buttonsOf are the labels of the shown buttons of the command.
func buttonsOf(g *Game, c Cmd) []string {
	var out []string
	for _, b := range g.Buttons() {
		if b.Cmd == c {
			out = append(out, b.Label)
		}
	}
	return out
}

func TestThePowersEntryListsTheCastersPowersAndTheirModifiers(t *testing.T) {
	g := castersGame(t)
	assert.Equal(t, []string{"Bolt 1 PP", "Blast 3 PP", "Burst 2 PP", "Protection 1 PP"}, buttonsOf(g, CmdPower),
		"her powers with their Power Points, trappings left off")
	assert.Equal(t, []string{"AP 2 +1", "AP 4 +2", "AP 6 +3", "Damage +2", "Lingering Damage +2", "Range +1", "Heavy Weapon +2", "Fatigue +2"}, buttonsOf(g, CmdPowerMod),
		"Bolt's modifiers with their Power Points")
	clickButton(t, g, CmdPower, "Protection 1 PP")
	assert.Equal(t, []string{"Range +1", "Hinder +1", "Hurry +1", "Shroud +1", "Glow +1"}, buttonsOf(g, CmdPowerMod))
	fb, ok := g.ButtonFor(CmdFire)
	require.True(t, ok)
	assert.Equal(t, "Power: Protection", fb.Label, "Q's button names the power")
	press(g, CmdFire.Key())
	assert.Equal(t, "Bolt", g.ctl.powerChosen("power"), "Q steps to the next power, round again")
}

func TestACastTargetOutOfRangeIsRefusedWithTheReasonBeforeTheClick(t *testing.T) {
	g := castersGame(t)
	hoverSquare(g, 14, 2)
	a := g.ctl.Overlay().Attack
	require.NotNil(t, a)
	assert.Equal(t, "cast", a.Kind)
	assert.Equal(t, `Goblin 3 is out of range of Bolt (13"; Smarts x2: 8")`, a.Err)
	lines, _, ok := tipOf(g)
	require.True(t, ok)
	assert.Equal(t, []string{"Cast Bolt on Goblin 3", `Goblin 3 is out of range of Bolt (13"; Smarts x2: 8")`}, lines, "the tip says why before the click")
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 14, 2)
	assert.Len(t, g.ctl.Battle().Applied, n, "the click changes nothing")
	assert.Contains(t, g.ctl.msg, "out of range of Bolt")

	// Protection reaches Smarts (4"): its button stays lit (Vera and the
	// orc are in reach), the goblins are out of it.
	clickButton(t, g, CmdPower, "Protection 1 PP")
	hoverSquare(g, 8, 2)
	require.NotNil(t, g.ctl.Overlay().Attack)
	assert.Equal(t, `Goblin 1 is out of range of Protection (7"; Smarts: 4")`, g.ctl.Overlay().Attack.Err)
}

func TestTheWindowCastsBoltWithItsOddsBeforeTheClick(t *testing.T) {
	g := castersGame(t)
	clickButton(t, g, CmdPowerMod, "Damage +2")
	hoverSquare(g, 8, 2)
	a := g.ctl.Overlay().Attack
	require.NotNil(t, a)
	require.Empty(t, a.Err)
	// The activation roll is Spellcasting d8 with the Wild Die at TN 4,
	// its odds the rules' own for that roll (Odds of the same test).
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, TN: 4})
	assert.InDelta(t, want.Success, a.Success, 1e-9)
	assert.InDelta(t, want.Raise, a.Raise, 1e-9)
	assert.Equal(t, "3 Power Points (Bolt 1, Damage +2)", a.Cost)
	assert.Greater(t, a.DamageOdds, 0.0, "a 3d6 Bolt may Wound a goblin")
	assert.GreaterOrEqual(t, a.Shaken, a.DamageOdds, "Shaken or worse includes every Wound")
	lines, _, ok := tipOf(g)
	require.True(t, ok)
	assert.Contains(t, lines, "cost 3 Power Points (Bolt 1, Damage +2)")

	clickSquare(g, 8, 2)
	declineAll(g)
	ap := g.ctl.Battle().Applied
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.Cast{Who: "vera", Power: "Bolt", Targets: []string{"gob1"}, Mods: []string{"Damage"}}, ap[len(ap)-1].Action)
	left := g.ctl.Battle().Figure("vera").PowerPoints()
	assert.Less(t, left, 10, "the cast spent Power Points")
	// The strip's box says what she has left.
	var label string
	for _, bx := range g.layout().cards {
		if len(bx.Figures) > 0 && bx.Figures[0] == "vera" {
			label = bx.Label
		}
	}
	assert.True(t, strings.HasSuffix(label, " "+strconv.Itoa(left)+"PP"), "the strip's box %q says %d PP", label, left)
}

func TestABlastsTemplateFollowsTheCursorAndIsCastAtThePoint(t *testing.T) {
	g := castersGame(t)
	clickButton(t, g, CmdPower, "Blast 3 PP")
	hoverSquare(g, 8, 2)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Equal(t, "Blast", tp.Weapon)
	assert.Equal(t, rules.MBT, tp.Kind)
	assert.NotEmpty(t, tp.Outline)
	assert.ElementsMatch(t, []string{"gob1", "gob2"}, tp.Under, "a Medium Blast on Goblin 1 catches both goblins")
	assert.Empty(t, tp.Err)
	assert.Len(t, tp.Targets, 2, "each goblin has its own line")
	assert.Equal(t, "3 Power Points (Blast 3)", tp.Cost)
	clickButton(t, g, CmdPowerMod, "Large Blast +1")
	hoverSquare(g, 8, 3)
	assert.Equal(t, rules.LBT, g.ctl.Overlay().Template.Kind, "Large Blast: the large template")

	clickSquare(g, 8, 2)
	declineAll(g)
	ap := g.ctl.Battle().Applied
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := ap[len(ap)-1].Action.(rules.Cast)
	assert.Equal(t, "Blast", c.Power)
	assert.Equal(t, &rules.Spot{X: 8.5, Y: 2.5}, c.At, "centred on the square clicked")
	assert.Equal(t, []string{"Large Blast"}, c.Mods)
}

func TestMaintainAndDropAreEntriesOfTheMoreMenu(t *testing.T) {
	g, _ := arenaOf(t, castersYAML, 2, 1)
	b := g.ctl.Battle()
	b.Figure("vera").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"}, Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "vera"}}
	touched(g) // the seat's offers afresh
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Maintain power")
	assert.Equal(t, []string{"Protection"}, buttonsOf(g, CmdPower), "the powers she keeps up")
	clickSquare(g, 5, 5)
	require.Equal(t, rules.KindMaintain, lastKind(g), g.ctl.msg)
	assert.Equal(t, 9, b.Figure("vera").PowerPoints(), "1 PP to keep Protection up on one")
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Drop power")
	clickSquare(g, 5, 5)
	ap := b.Applied
	assert.Equal(t, rules.Maintain{Who: "vera", Power: "Protection", End: true}, ap[len(ap)-1].Action)
	assert.Empty(t, b.Figure("vera").Effects, "dropped by her choice")
}

// declineAll answers No to every question the cast asks (a reroll, a
// Soak), until none is left.
func declineAll(g *Game) {
	for i := 0; i < 10 && (g.ctl.Asked() != nil); i++ {
		press(g, CmdNo.Key())
	}
}

// tipOf is the odds box's lines as the window draws them.
func tipOf(g *Game) ([]string, Rect, bool) {
	vw := &views{c: g.ctl, l: g.layout(), cam: g.cam, show: g.view}
	return vw.tipBox()
}

func TestAMissedBlastCastShowsItsDeviationWithItsOwnTemplate(t *testing.T) {
	var g *Game
	found := false
	for from := uint64(1); from < 300 && !found; {
		var seed uint64
		g, seed = arenaOf(t, castersYAML, 1, from)
		from = seed + 1
		press(g, CmdMore.Key())
		clickButton(t, g, CmdMoreItem, "Powers")
		clickButton(t, g, CmdPower, "Blast 3 PP")
		clickButton(t, g, CmdPowerMod, "Large Blast +1")
		clickSquare(g, 8, 2)
		declineAll(g)
		require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
		found = g.ctl.LastDeviation() != nil
	}
	require.True(t, found, "some seed misses")
	dv := g.ctl.LastDeviation()
	assert.Equal(t, rules.LBT, dv.Kind, "the Large Blast's template, not a weapon's")
	assert.Equal(t, 8.5, dv.Aim.X)
	assert.Equal(t, 2.5, dv.Aim.Y)
	assert.InDelta(t, dv.Inches, dv.Aim.Dist(dv.Landing), 1e-9)
	assert.NotEmpty(t, dv.Outline)
}

func TestABurstsConeSwingsFromTheCasterTowardTheCursor(t *testing.T) {
	g := castersGame(t)
	clickButton(t, g, CmdPower, "Burst 2 PP")
	hoverSquare(g, 8, 2)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Equal(t, rules.Cone, tp.Kind)
	assert.Contains(t, tp.Under, "orc", "the Cone starts at Vera: the orc beside her is under it")
	assert.NotContains(t, tp.Under, "vera", "never the caster")
	assert.NotContains(t, tp.Under, "gob3", "the goblin 13\" off is beyond the Cone's 9\"")
	hoverSquare(g, 1, 5)
	assert.NotContains(t, g.ctl.Overlay().Template.Under, "orc", "aimed down the map it swings away from the orc")
	clickSquare(g, 8, 2)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := lastAction(g).(rules.Cast)
	assert.Equal(t, "Burst", c.Power)
	require.NotNil(t, c.At)
}

func TestTheWindowStandsABarrierFromTheSquareClickedInTheDirectionVPicks(t *testing.T) {
	g, _ := arenaOf(t, strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Barrier]", 1), 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	require.Contains(t, buttonsOf(g, CmdPower), "Barrier 2 PP")
	walls := len(g.ctl.Board().Walls)
	hoverSquare(g, 4, 0)
	require.NotNil(t, g.ctl.Overlay().Template, "the start follows the cursor like a template")
	press(g, CmdCalled.Key()) // east -> south-east
	press(g, CmdCalled.Key()) // -> south
	clickSquare(g, 4, 0)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	ap := g.ctl.Battle().Applied
	c := ap[len(ap)-1].Action.(rules.Cast)
	assert.Equal(t, "Barrier", c.Power)
	assert.Equal(t, "south", c.Choice)
	bd := g.ctl.Board()
	if assert.Len(t, bd.Walls, walls+1, g.ctl.msg) {
		w := bd.Walls[len(bd.Walls)-1]
		assert.Equal(t, [4]float64{4, 0, 4, 5}, [4]float64{w.A.X, w.A.Y, w.B.X, w.B.Y}, "5\" south from the square's corner")
	}
}
