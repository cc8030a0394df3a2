package game

import (
	"strconv"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"

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

// heroUp is the window on agreeTable with the hero's turn under way.
func heroUp(t *testing.T) *Game { return heroUpOn(t, agreeTable) }

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

// windowOptions are the window's attack option buttons: label and lit.
func windowOptions(g *Game, gm bool) map[string]bool {
	out := map[string]bool{}
	for _, b := range groupButtons(g.ctl, grpOptions, gm, nil) {
		out[b.Label] = b.Active
	}
	return out
}

// phoneOptions are a phone's option buttons as the window's: the label
// without the lit mark, and lit; the weapon's button (the window's W is
// in its grid of actions) apart.
func phoneOptions(r *Remote) (opts map[string]bool, weapon string) {
	opts = map[string]bool{}
	for _, b := range r.optionButtons() {
		if b.ID == remoteWeapon {
			weapon = b.Label
			continue
		}
		l, lit := strings.CutSuffix(b.Label, " *")
		opts[l] = lit
	}
	return opts, weapon
}

// A called shot, the fire option and the weapon chosen on a phone build
// the very action the window builds from the same choices, and both
// screens show the same options lit the same way: one attackChoice over
// the figure's weapons.
func TestAShotChosenOnAPhoneIsTheWindowsShot(t *testing.T) {
	g := heroUp(t)
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	phone.Tap(board.Square{X: 7, Y: 2}, true)
	require.NotNil(t, phone.aim, "the phone aims at the cultist")
	press(g, CmdShoot.Key())
	require.Equal(t, ModeShoot, g.ctl.mode)

	same := func(when string) {
		t.Helper()
		a, foe := g.ctl.actor(), g.ctl.Board().Figure("c1")
		assert.Equal(t, g.ctl.shoot(a, foe), phone.aim.action, "%s: the phone's shot is the window's", when)
		opts, _ := phoneOptions(phone)
		assert.Equal(t, windowOptions(g, false), opts, "%s: the options and which are lit", when)
	}
	same("no option")
	press(g, CmdCalled.Key())
	phone.pressOption(optPrefix + "called")
	same("a called shot at a limb")
	assert.Equal(t, rules.CalledLimb, phone.Options().Called)
	for i := range 3 {
		press(g, CmdFire.Key())
		phone.pressOption(optPrefix + "fire")
		same("the fire option stepped " + strings.Repeat("once more ", i))
	}
	s, ok := phone.aim.action.(rules.Shoot)
	require.True(t, ok)
	assert.Equal(t, rules.Burst, s.Mode, "RoF 3's dice stepped 2, 3, then its burst")

	// The shotgun: W on the window, the weapon button on the phone.
	for g.ctl.weaponName(g.ctl.actor().Figure, ModeShoot) != "Coach Gun" {
		press(g, CmdWeapon.Key())
	}
	for phone.weaponName(phone.Board.Figure("hero1").Figure, ModeShoot) != "Coach Gun" {
		phone.pressOption(remoteWeapon)
	}
	same("the shotgun")
	press(g, CmdFire.Key())
	phone.pressOption(optPrefix + "fire")
	same("both barrels of shot")
	s = phone.aim.action.(rules.Shoot)
	assert.Equal(t, 2, s.Barrels)
	assert.Equal(t, "Coach Gun", s.Weapon)
}

// A blow chosen on a phone (bare hands by the weapon button, Wild
// Attack, nonlethal) is the window's, and the GM's screens show The
// Drop where a player's do not.
func TestAFightChosenOnAPhoneIsTheWindowsFight(t *testing.T) {
	g := heroUp(t)
	for _, seat := range []string{wire.SeatPlayer + "anna", wire.SeatGM} {
		phone := joinedScreen(t, g, seat)
		phone.Tap(board.Square{X: 1, Y: 0}, true)
		require.NotNil(t, phone.aim, "%s: the phone aims at the brute", seat)
		_, weapon := phoneOptions(phone)
		assert.Equal(t, "Weapon: Knife", weapon)
		opts, _ := phoneOptions(phone)
		press(g, CmdFight.Key())
		assert.Equal(t, windowOptions(g, seat == wire.SeatGM), opts, "%s: the fight's options", seat)
	}
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	phone.Tap(board.Square{X: 1, Y: 0}, true)
	a, foe := g.ctl.actor(), g.ctl.Board().Figure("c2")
	assert.Equal(t, g.ctl.melee(a, foe), phone.aim.action, "the knife, no option")
	press(g, CmdWild.Key())
	press(g, CmdNonlethal.Key())
	phone.pressOption(optPrefix + "wild")
	phone.pressOption(optPrefix + "nonlethal")
	m := g.ctl.melee(a, foe)
	assert.Equal(t, m, phone.aim.action, "Wild Attack, the flat of the knife")
	assert.True(t, m.Edged && m.Wild && m.Nonlethal)
	press(g, CmdWeapon.Key())
	phone.pressOption(remoteWeapon)
	m = g.ctl.melee(a, foe)
	assert.Equal(t, rules.UnarmedWeapon, m.Weapon, "after the knife: bare hands")
	assert.Equal(t, m, phone.aim.action)
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

// spreadLabels are the die buttons of a spread: the window's prompt's and
// a phone's.
func spreadLabels(g *Game, phone *Remote) (window, onPhone []string) {
	if g.ctl.spread != nil {
		for _, b := range g.ctl.spreadButtons() {
			if b.Cmd == CmdSpreadDie {
				window = append(window, b.Label)
			}
		}
	}
	for _, b := range phone.spreadButtons() {
		onPhone = append(onPhone, b.Label)
	}
	return window, onPhone
}

// A Frenzy of two dice at a brute with a cultist also beside the hero:
// the window's click on the brute waits for the second die instead of
// striking, a click on the cultist puts it there, and Enter sends the
// fight action with the cultist as its also; a phone's tap on the brute,
// its Edge button and a tap on the cultist build the very same action,
// and its button sends it. Both screens label the die alike.
func TestAFrenzyAtTwoAdjacentFoesSpreadsItsDiceOnBothScreens(t *testing.T) {
	g := heroUpOn(t, frenzyTable)
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	press(g, CmdFight.Key())
	press(g, CmdEdgeAttack.Key())
	require.Equal(t, edgeFrenzy, g.ctl.opt.Edge)
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 2, 1)
	require.NotNil(t, g.ctl.spread, "another foe is in reach: the window asks where the second die goes")
	assert.Len(t, g.ctl.Battle().Applied, n, "nothing is struck yet")
	assert.Equal(t, "Frenzy at Brute, 2nd die: same: click Brute (the same) or Cultist for the 2nd die", g.ctl.msg)

	phone.Tap(board.Square{X: 2, Y: 1}, true)
	require.NotNil(t, phone.aim)
	phone.pressOption(optPrefix + "edge")
	require.NotNil(t, phone.spreading(), "the phone's aim offers the second die")

	same := func(when string, also []string) {
		t.Helper()
		act := g.ctl.spreadAction()
		assert.Equal(t, act, phone.aim.action, "%s: the phone's Frenzy is the window's", when)
		m, ok := act.(rules.Melee)
		require.True(t, ok, when)
		assert.True(t, m.Frenzy, when)
		assert.Equal(t, "c1", m.Target, when)
		assert.Equal(t, also, m.Also, when)
		w, p := spreadLabels(g, phone)
		assert.Equal(t, w, p, "%s: the die buttons", when)
	}
	same("both dice at the brute", nil)
	w, _ := spreadLabels(g, phone)
	assert.Equal(t, []string{"2nd die: same"}, w)

	clickSquare(g, 1, 2)
	phone.Tap(board.Square{X: 1, Y: 2}, true)
	same("the second die at the cultist", []string{"c2"})
	w, _ = spreadLabels(g, phone)
	assert.Equal(t, []string{"2nd die: Cultist"}, w)

	// The die's button steps it through the foes in reach: back to the
	// brute, then the cultist again (the far cultist is out of reach).
	g.ctl.Press(CmdSpreadDie, "0")
	phone.Press(remoteSpread + "0")
	same("the die's button: back on the brute", nil)
	press(g, CmdSpreadDie.Key()) // Tab: the die a click sets next
	phone.Press(remoteSpread + "0")
	same("Tab and the die's button: the cultist", []string{"c2"})
	clickSquare(g, 7, 1)
	assert.NotNil(t, g.ctl.spread, "a foe out of reach takes no die")
	assert.True(t, g.ctl.msgErr)

	// The odds are the seat's preview of the spread action: a die at each.
	phone.Pump()
	_, odds, _ := phone.Aim()
	// Parry 5 each (2 + half d6), +2 at an unarmed defender and +1 for
	// two weapons: d8+3 and the Wild d6+3 both miss only on a 1, so each
	// die hits 1 - 1/8 x 1/6 = 98% of the time.
	assert.Contains(t, odds, "; dice: Brute 98%, Cultist 98%")
	hoverSquare(g, 1, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "c2", ap.Target, "the odds box reads the die at the foe pointed at")
	assert.Empty(t, ap.Err)

	press(g, CmdNext.Key())
	assert.Nil(t, g.ctl.spread)
	want := rules.Melee{Who: "hero1", Target: "c1", Weapon: "Knife", Frenzy: true, Also: []string{"c2"}}
	assert.Equal(t, want, lastAction(g), "Enter sends the Frenzy with its also")
	assert.Equal(t, []string{"Ann's Hero strikes in a frenzy with the Knife (2 dice)"}, frenzyLines(g))

	// The phone's button sends the same action (on a fresh table).
	g2 := heroUpOn(t, frenzyTable)
	phone2 := joinedScreen(t, g2, wire.SeatPlayer+"anna")
	phone2.Tap(board.Square{X: 2, Y: 1}, true)
	phone2.pressOption(optPrefix + "edge")
	phone2.Tap(board.Square{X: 1, Y: 2}, true)
	phone2.Pump()
	phone2.Press(RemoteConfirm)
	phone2.Pump()
	m, bad := phone2.Message()
	require.False(t, bad, m)
	assert.Equal(t, want, lastAction(g2), "the phone sends the Frenzy with its also")
}

// frenzyLines are the log's Frenzy lines, up to the dice.
func frenzyLines(g *Game) []string {
	var out []string
	for _, l := range g.ctl.Battle().Log() {
		if i := strings.Index(l, "(2 dice)"); i >= 0 && strings.Contains(l, "frenzy") {
			out = append(out, l[:i+len("(2 dice)")])
		}
	}
	return out
}

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

// A tentacle volley from More's Tentacles spreads alike: the window's
// click on the brute, a click on the cultist and Enter, and a phone's
// More entry, tap on the brute and tap on the cultist, send one tentacles
// action with the cultist as its also.
func TestATentacleVolleyAtTwoAdjacentFoesSpreadsOnBothScreens(t *testing.T) {
	g := heroUpOn(t, frenzyTable)
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	press(g, CmdMore.Key())
	for i, e := range menu.Catalogue {
		if e.ID == menu.Tentacles {
			g.ctl.pickMore(strconv.Itoa(i))
		}
	}
	require.Equal(t, menu.Tentacles, g.ctl.moreChosen())
	clickSquare(g, 2, 1)
	require.NotNil(t, g.ctl.spread)
	clickSquare(g, 1, 2)

	pressMoreLabel(t, phone, "Tentacles")
	phone.Tap(board.Square{X: 2, Y: 1}, true)
	require.NotNil(t, phone.spreading(), "the phone's aim offers the second tentacle")
	phone.Tap(board.Square{X: 1, Y: 2}, true)
	want := rules.Tentacles{Who: "hero1", Target: "c1", Also: []string{"c2"}}
	assert.Equal(t, want, g.ctl.spreadAction())
	assert.Equal(t, want, phone.aim.action)
	w, p := spreadLabels(g, phone)
	assert.Equal(t, []string{"2nd tentacle: Cultist"}, w)
	assert.Equal(t, w, p)

	press(g, CmdNext.Key())
	assert.Equal(t, want, lastAction(g), "Enter sends the volley with its also")

	g2 := heroUpOn(t, frenzyTable)
	phone2 := joinedScreen(t, g2, wire.SeatPlayer+"anna")
	pressMoreLabel(t, phone2, "Tentacles")
	phone2.Tap(board.Square{X: 2, Y: 1}, true)
	phone2.Tap(board.Square{X: 1, Y: 2}, true)
	phone2.Pump()
	phone2.Press(RemoteConfirm)
	phone2.Pump()
	m, bad := phone2.Message()
	require.False(t, bad, m)
	assert.Equal(t, want, lastAction(g2), "the phone sends the volley with its also")
}

// pressMoreLabel opens a phone's More and presses the entry labelled so,
// paging until it shows.
func pressMoreLabel(t *testing.T, r *Remote, label string) {
	t.Helper()
	r.Press(RemoteMore)
	for range 10 {
		for _, b := range r.Buttons() {
			if b.Label == label {
				r.Press(b.ID)
				return
			}
		}
		r.Press(RemoteMorePage)
	}
	t.Fatalf("the phone's More lists no %s", label)
}
