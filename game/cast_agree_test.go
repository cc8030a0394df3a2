package game

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// casterAgreeTable is agreeTable with Ann's hero a caster of Bolt, Blast
// and Teleport (Spellcasting d8, 20 Power Points).
func casterAgreeTable() string {
	return strings.Replace(agreeTable, "    traits: {agility: d8, fighting: d8, shooting: d8, vigor: d6}\n",
		"    traits: {agility: d8, fighting: d8, shooting: d8, smarts: d6, spellcasting: d8, vigor: d6}\n"+
			"    arcane: {skill: spellcasting, power_points: 20}\n    powers: [Bolt, Blast, Teleport]\n", 1)
}

// casterUp is the window on casterAgreeTable in the hero's turn with
// More's Powers entry and the power chosen, and a phone of Ann's seat.
func casterUp(t *testing.T, power string) (*Game, *Remote) {
	t.Helper()
	g := heroUpOn(t, casterAgreeTable())
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	for _, l := range buttonsOf(g, CmdPower) {
		if strings.HasPrefix(l, power+" ") {
			clickButton(t, g, CmdPower, l)
		}
	}
	require.Equal(t, power, g.ctl.powerChosen("power"), "the window's Powers entry casts it")
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	require.Equal(t, power, g.ctl.powerChosen("power"), "the window's Powers entry casts it")
	return g, phone
}

// pressPhone presses the phone's button with the label.
func pressPhone(t *testing.T, r *Remote, label string) {
	t.Helper()
	var seen []string
	for _, b := range r.Buttons() {
		if b.Label == label {
			r.Press(b.ID)
			return
		}
		seen = append(seen, b.Label)
	}
	t.Fatalf("no phone button %q among %v", label, seen)
}

// A Bolt at the cultist, chosen on a phone (its More entry, a tap on the
// foe, a modifier's button) is the window's cast (Powers, a modifier's
// button, the foe under the cursor): one castChoice builds both.
func TestABoltAtAFoeChosenOnAPhoneIsTheWindowsCast(t *testing.T) {
	g, phone := casterUp(t, "Bolt")
	pressMoreLabel(t, phone, "Cast Bolt")
	phone.Tap(board.Square{X: 7, Y: 2}, true)
	require.NotNil(t, phone.aim, "the phone aims the Bolt at the cultist")
	window := func() rules.Action {
		a, foe := g.ctl.actor(), g.ctl.castBoard().Figure("c1")
		act, err := g.ctl.castAction(a, foe.At, foe, foe.Center())
		require.NoError(t, err)
		return act
	}
	want := rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}}
	assert.Equal(t, want, window(), "the window's Bolt")
	assert.Equal(t, want, phone.aim.action, "the phone's Bolt is the window's")

	clickButton(t, g, CmdPowerMod, "Damage +2")
	pressPhone(t, phone, "Damage +2 PP: off")
	want.Mods = []string{"Damage"}
	assert.Equal(t, want, window(), "the window's Bolt with Damage")
	assert.Equal(t, want, phone.aim.action, "the phone's Bolt with Damage is the window's")
}

// A Blast at a point is the same cast on both screens: its template on
// the centre of the square aimed at, a Large Blast switched on by the
// same modifier.
func TestABlastAtAPointChosenOnAPhoneIsTheWindowsCast(t *testing.T) {
	g, phone := casterUp(t, "Blast")
	pressPhone(t, phone, "Cast: Blast")
	require.True(t, phone.Placing(), "the phone aims the Blast's template")
	aim := pt(4.3, 1.8)
	phone.AreaAt(aim, true)
	window := func() rules.Action {
		act, err := g.ctl.castAction(g.ctl.actor(), board.Square{X: 4, Y: 1}, nil, aim)
		require.NoError(t, err)
		return act
	}
	want := rules.Cast{Who: "hero1", Power: "Blast", At: &rules.Spot{X: 4.5, Y: 1.5}}
	assert.Equal(t, want, window(), "the window's Blast on the square's centre")
	assert.Equal(t, want, phone.areaAction(), "the phone's Blast is the window's")

	clickButton(t, g, CmdPowerMod, "Large Blast +1")
	pressPhone(t, phone, "Large Blast +1 PP: off")
	want.Mods = []string{"Large Blast"}
	assert.Equal(t, want, window(), "the window's Large Blast")
	assert.Equal(t, want, phone.areaAction(), "the phone's Large Blast is the window's")
	assert.Equal(t, rules.LBT, phone.area.kind, "the phone's template grows with it")
}

// A Teleport of the caster to a square is the same cast on both screens:
// her base's centre on the square chosen; with Additional Recipients on
// and the brute picked too, both carry the same two.
func TestATeleportChosenOnAPhoneIsTheWindowsCast(t *testing.T) {
	g, phone := casterUp(t, "Teleport")
	pressPhone(t, phone, "Cast: Teleport")
	require.True(t, phone.Placing(), "the phone aims the Teleport")
	phone.AreaAt(pt(4.5, 2.5), true)
	window := func() rules.Action {
		act, err := g.ctl.castAction(g.ctl.actor(), board.Square{X: 4, Y: 2}, nil, pt(4.5, 2.5))
		require.NoError(t, err)
		return act
	}
	want := rules.Cast{Who: "hero1", Power: "Teleport", At: &rules.Spot{X: 4.5, Y: 2.5}}
	assert.Equal(t, want, window(), "the window sends the caster")
	assert.Equal(t, want, phone.areaAction(), "the phone's Teleport is the window's")
	assert.Equal(t, g.ctl.teleportCells(g.ctl.actor(), nil), phone.TeleportReach(), "both shade the same reach")

	clickButton(t, g, CmdPowerMod, "Additional Recipients +1")
	pressPhone(t, phone, "Recipients +1 PP: off")
	for _, id := range []string{"hero1", "c2"} {
		ch := g.ctl.castNow()
		g.ctl.opt.Recipients = ch.pickedCarrying(g.ctl.castBoard(), "hero1", id)
		f := phone.Board.Figure(id)
		phone.AreaAt(pt(float64(f.At.X)+0.5, float64(f.At.Y)+0.5), true)
	}
	phone.AreaAt(pt(4.5, 2.5), true)
	want.Targets = []string{"hero1", "c2"}
	assert.Equal(t, want, window(), "the window carries the hero and the brute")
	assert.Equal(t, want, phone.areaAction(), "the phone carries the same two")
}
