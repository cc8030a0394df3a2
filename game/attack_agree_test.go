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

// agreeTable: Ann's hero with a Tommy gun (RoF 3, burst), a knife and a
// double-barrelled shotgun, a cultist far off and a brute beside her.
const agreeTable = `name: Agree
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, fighting: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Tommy, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 30, burst: true}
      - {name: Knife, damage: str+d4, edged: true}
      - {name: Coach Gun, range: 12/24/48, damage: 3d6, shotgun: true, barrels: 2, shots: 2}
  - id: c1
    name: Cultist
    side: cult
    at: [7, 2]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: c2
    name: Brute
    side: cult
    at: [1, 0]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// heroUp is the window on agreeTable with the hero's turn under way.
func heroUp(t *testing.T) *Game {
	t.Helper()
	f, err := NewFight("agree.yaml", []byte(agreeTable), demoSeed)
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
		a, foe := g.ctl.actor(), g.ctl.board.Figure("c1")
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
	a, foe := g.ctl.actor(), g.ctl.board.Figure("c2")
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
