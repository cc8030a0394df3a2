package game

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// optionCastersYAML: Vera knows the powers with an option beyond their
// modifiers; the orc stands next to her, the goblins 7" off.
const optionCastersYAML = `name: Option casters
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
     traits: {agility: d8, smarts: d8, spirit: d6, vigor: d6, fighting: d6, spellcasting: d8},
     arcane: {skill: spellcasting, power_points: 20},
     powers: [Lower Trait, Havoc, Confusion],
     weapons: [{name: Knife, damage: str+d4}]}
  - {id: orc, name: Orc, side: blue, at: [2, 2], traits: {agility: d6, fighting: d6, vigor: d8}}
  - {id: gob1, name: Goblin 1, side: blue, at: [8, 2], traits: {agility: d6, vigor: d4}}
  - {id: gob2, name: Goblin 2, side: blue, at: [8, 3], traits: {agility: d6, vigor: d4}}
`

func optionCastersGame(t *testing.T) *Game {
	t.Helper()
	g, _ := arenaOf(t, optionCastersYAML, 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	require.Equal(t, menu.CastPower, g.ctl.moreChosen())
	return g
}

// powerButton is the label of the power's button: its name and PP.
func powerButton(t *testing.T, g *Game, name string) string {
	t.Helper()
	pw, ok := rules.LookupPower(g.ctl.Battle().Edition(), name)
	require.True(t, ok, name)
	return fmt.Sprintf("%s %d PP", name, pw.PP)
}

func TestVStepsLowerTraitsTraitAndTheCastNamesIt(t *testing.T) {
	g := optionCastersGame(t)
	require.Equal(t, "Lower Trait", g.ctl.powerChosen("power"))
	vb, ok := g.ButtonFor(CmdCalled)
	require.True(t, ok, "V's button shows on the Powers entry of a power with a trait")
	assert.Equal(t, "Trait: main", vb.Label, "the recipient's main trait unless one is picked")
	for range 3 { // Agility, Smarts, Spirit
		press(g, CmdCalled.Key())
	}
	vb, _ = g.ButtonFor(CmdCalled)
	assert.Equal(t, "Trait: Spirit", vb.Label)
	hoverSquare(g, 2, 2)
	a := g.ctl.Overlay().Attack
	require.NotNil(t, a)
	assert.Equal(t, "Lower Trait (Trait: Spirit)", a.Weapon, "the preview names the trait")
	require.Empty(t, a.Err)

	clickSquare(g, 2, 2)
	declineAll(g)
	ap := g.ctl.Battle().Applied
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := ap[len(ap)-1].Action.(rules.Cast)
	assert.Equal(t, "spirit", c.Trait)
	assert.Equal(t, []string{"orc"}, c.Targets)
}

func TestVPicksHavocsConeAndItsTemplateSwingsFromTheCaster(t *testing.T) {
	g := optionCastersGame(t)
	clickButton(t, g, CmdPower, powerButton(t, g, "Havoc"))
	vb, ok := g.ButtonFor(CmdCalled)
	require.True(t, ok)
	assert.Equal(t, "Choice: blast", vb.Label, "a Medium Blast unless the cone is picked")
	hoverSquare(g, 8, 2)
	require.NotNil(t, g.ctl.Overlay().Template)
	assert.Equal(t, rules.MBT, g.ctl.Overlay().Template.Kind)
	press(g, CmdCalled.Key())
	hoverSquare(g, 8, 3)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Equal(t, rules.Cone, tp.Kind, "Havoc's cone is a Cone from the caster")
	assert.Equal(t, "Havoc (Choice: cone)", tp.Weapon, "the preview names the choice")

	clickSquare(g, 8, 2)
	declineAll(g)
	ap := g.ctl.Battle().Applied
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := ap[len(ap)-1].Action.(rules.Cast)
	assert.Equal(t, "Havoc", c.Power)
	assert.Equal(t, "cone", c.Choice)
}

func TestAPowerWithoutAnOptionShowsNoVButtonAndANewPowerStartsAtItsDefault(t *testing.T) {
	g := optionCastersGame(t)
	press(g, CmdCalled.Key()) // Lower Trait: Agility
	clickButton(t, g, CmdPower, powerButton(t, g, "Confusion"))
	vb, ok := g.ButtonFor(CmdCalled)
	require.True(t, ok)
	assert.Equal(t, "Choice: distracted", vb.Label, "another power: its own first option")
	press(g, CmdCalled.Key())
	vb, _ = g.ButtonFor(CmdCalled)
	assert.Equal(t, "Choice: vulnerable", vb.Label)

	g2 := castersGame(t) // Bolt: no trait, no choice
	_, ok = g2.ButtonFor(CmdCalled)
	assert.False(t, ok, "Bolt has no option: no V button")
}

// Barrier's Damage and Shaped modifiers are offered with their Power
// Points and the cast takes them: a closed square of wall around the
// square clicked.
func TestTheWindowStandsAShapedBarrierWithDamageFromItsModifierButtons(t *testing.T) {
	g, _ := arenaOf(t, strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Barrier]", 1), 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	mods := buttonsOf(g, CmdPowerMod)
	assert.Contains(t, mods, "Damage +1", "Barrier's Damage costs 1 (a Bolt's 2)")
	assert.Contains(t, mods, "Shaped +2")
	clickButton(t, g, CmdPowerMod, "Damage +1")
	clickButton(t, g, CmdPowerMod, "Shaped +2")
	walls := len(g.ctl.Board().Walls)
	hoverSquare(g, 4, 1)
	clickSquare(g, 4, 1)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := lastAction(g).(rules.Cast)
	assert.ElementsMatch(t, []string{"Damage", "Shaped"}, c.Mods)
	if assert.Len(t, g.ctl.Board().Walls, walls+4, g.ctl.msg) {
		assert.True(t, g.ctl.Board().StepBlocked(board.Square{X: 4, Y: 1}, board.Square{X: 5, Y: 1}), "a closed square around (4, 1)")
	}
}

// Relief offers its Stunned modifier (+1) and V steps its choice from
// recover to numb; the cast names it.
func TestTheWindowOffersReliefsStunnedModifierAndItsNumbChoice(t *testing.T) {
	g, _ := arenaOf(t, strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Relief]", 1), 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	assert.Contains(t, buttonsOf(g, CmdPowerMod), "Stunned +1")
	vb, ok := g.ButtonFor(CmdCalled)
	require.True(t, ok, "Relief has a choice")
	assert.Equal(t, "Choice: recover", vb.Label)
	press(g, CmdCalled.Key())
	vb, _ = g.ButtonFor(CmdCalled)
	assert.Equal(t, "Choice: numb", vb.Label)
	hoverSquare(g, 1, 2)
	a := g.ctl.Overlay().Attack
	require.NotNil(t, a)
	require.Empty(t, a.Err, "numb takes a recipient with nothing to recover")
	clickSquare(g, 1, 2)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	c := lastAction(g).(rules.Cast)
	assert.Equal(t, "Relief", c.Power)
	assert.Equal(t, "numb", c.Choice)
	assert.Equal(t, []string{"vera"}, c.Targets)
}
