package game

import (
	"strconv"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestButtonsTheRulesWouldRefuseAreDisabledWithTheReason(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	aim, ok := g.ButtonFor(CmdAim)
	require.True(t, ok)
	assert.False(t, aim.Enabled)
	assert.Equal(t, "Aim: no figure's turn is under way", aim.Why)

	press(g, CmdDeclare2.Key())
	clickSquare(g, 2, 2) // Buck, two actions
	aim, _ = g.ButtonFor(CmdAim)
	assert.False(t, aim.Enabled, "aiming takes the whole turn")
	assert.Equal(t, "Aim: aiming takes Buck Savage's whole turn: no other action", aim.Why)
	run, _ := g.ButtonFor(CmdRun)
	assert.True(t, run.Enabled)
	assert.Empty(t, run.Why)

	require.Error(t, g.ctl.Battle().Check(rules.Defend{Who: "buck"}))
	def, _ := g.ButtonFor(CmdDefend)
	assert.False(t, def.Enabled)
	assert.Equal(t, "Defend: defending takes Buck Savage's whole turn: no other action", def.Why, "the reason is the rules' own")

	// Hovering shows the reason; a tap (no hover on a touch screen) says it.
	g.Handle(Input{X: aim.X + aim.W/2, Y: aim.Y + aim.H/2})
	b, why := g.hoverWhy()
	assert.Equal(t, CmdAim, b.Cmd)
	assert.Equal(t, aim.Why, why)
	n := len(g.ctl.Battle().Applied)
	tapButton(g, aim)
	assert.Equal(t, aim.Why, g.Snapshot().Message)
	assert.Len(t, g.ctl.Battle().Applied, n, "a disabled button does nothing")
	g.Handle(Input{X: 5, Y: 5})
	_, why = g.hoverWhy()
	assert.Empty(t, why)
}

// A finger has no hover: on Bob's phone the reason of a greyed button
// stayed drawn over the buttons' row after his finger lifted there (the
// layout had moved a greyed button under it), covering the labels of
// Move, Run, Fight, Shoot and Throw. A tap on a greyed button says why on
// the message line; nothing is left hovering.
func TestAPhoneDrawsNoHoverReasonWhereTheFingerLifted(t *testing.T) {
	p := phoneOn(t, "night.yaml", phoneNightTable, 3)
	p.dealTo("hero1")
	tab, ok := p.shown("Actions")
	require.True(t, ok, "the Actions tab: %v", p.labels())
	p.tapAt(tab.X+tab.W/2, tab.Y+tab.H/2)
	aim, ok := p.g.ButtonFor(CmdAim)
	require.True(t, ok, "Aim on the Actions tab: %v", p.labels())
	require.False(t, aim.Enabled, "no turn under way yet")
	p.tapAt(aim.X+aim.W/2, aim.Y+aim.H/2)
	assert.Equal(t, aim.Why, p.message(), "the tap says why")
	_, why := p.g.hoverWhy()
	assert.Empty(t, why, "no reason left hovering where the finger lifted")
}

// The prompt names a weapon for a More entry only when the entry takes
// one: Bob's phone read "Deputy Ames's turn - Door with Winchester 73"
// for opening the bank's door. A Disarm still names the weapon it
// strikes with.
func TestTheMorePromptNamesAWeaponOnlyForAnEntryThatTakesOne(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2) // Buck's turn
	require.NotEmpty(t, g.ctl.turn(), "a turn under way")
	index := func(id menu.ID) string {
		for i, e := range menu.Catalogue {
			if e.ID == id {
				return strconv.Itoa(i)
			}
		}
		t.Fatalf("no %v in the catalogue", id)
		return ""
	}
	g.ctl.pickMore(index(menu.Door))
	assert.Contains(t, g.ctl.promptText(), "Buck Savage's turn - Door")
	assert.NotContains(t, g.ctl.promptText(), " with ", "a door is opened by hand")
	g.ctl.pickMore(index(menu.Disarm))
	assert.Contains(t, g.ctl.promptText(), "Disarm with ", "a Disarm names its weapon")
}
