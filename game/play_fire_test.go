package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Q offers the fire modes the weapon has: an SMG with a burst setting
// counts its dice and then fires a burst (swade's +1 from rules revision
// 9); a bow fires single shots only.
func TestPlayFireModesComeFromTheWeapon(t *testing.T) {
	src := strings.Replace(arenaYAML, "rof: 3, shots: 30}", "rof: 3, shots: 30, burst: true}", 1)
	g, _ := turnOf(t, src, "vera", 1)
	press(g, CmdShoot.Key())
	press(g, CmdFire.Key()) // 2 dice
	press(g, CmdFire.Key()) // 3 dice
	press(g, CmdFire.Key()) // the burst
	assert.Equal(t, rules.Burst, g.ctl.Options().Mode)
	btn, ok := g.ButtonFor(CmdFire)
	require.True(t, ok)
	assert.Equal(t, "Fire: burst +1", btn.Label)
	assert.Contains(t, g.ctl.attackChoice.summary(ModeShoot, g.ctl.rulesNow(), g.ctl.actor().Figure), "burst +1")
	clickSquare(g, 8, 2)
	declineSoaks(g)
	s, ok := lastAction(g).(rules.Shoot)
	require.True(t, ok, "the click shoots: %s", g.ctl.msg)
	assert.Equal(t, rules.Burst, s.Mode)
	assert.Equal(t, []string{"gob1"}, s.Targets)

	bow := strings.Replace(arenaYAML, "{name: SMG, range: 12/24/48, damage: 2d6, rof: 3, shots: 30}", "{name: Longbow, range: 15/30/60, damage: 2d6}", 1)
	g, _ = turnOf(t, bow, "vera", 1)
	press(g, CmdShoot.Key())
	press(g, CmdFire.Key())
	assert.Equal(t, "", g.ctl.Options().Mode, "a bow neither double taps nor bursts")
	assert.Contains(t, g.ctl.msg, "The Longbow fires single shots only")
}

// With the Double Tap Edge (swade, rules revision 8) Q offers a double
// tap with a pistol its scenario did not mark double_tap, and two bursts
// (+2) with a burst weapon; the click fires it.
func TestPlayTheDoubleTapEdgeOffersItsFireModes(t *testing.T) {
	edge := strings.Replace(arenaYAML, "traits: {agility: d8, fighting: d8, shooting: d8, spirit: d6, vigor: d6},",
		"edges: [Double Tap], traits: {agility: d8, fighting: d8, shooting: d8, spirit: d6, vigor: d6},", 1)
	require.NotEqual(t, arenaYAML, edge)
	colt := strings.Replace(edge, "{name: SMG, range: 12/24/48, damage: 2d6, rof: 3, shots: 30}", "{name: Colt, range: 12/24/48, damage: 2d6+1, shots: 7}", 1)
	g, _ := turnOf(t, colt, "vera", 1)
	press(g, CmdShoot.Key())
	press(g, CmdFire.Key())
	assert.Equal(t, rules.DoubleTap, g.ctl.Options().Mode, g.ctl.msg)
	btn, ok := g.ButtonFor(CmdFire)
	require.True(t, ok)
	assert.Equal(t, "Fire: double tap +1", btn.Label)
	clickSquare(g, 8, 2)
	declineSoaks(g)
	s, ok := lastAction(g).(rules.Shoot)
	require.True(t, ok, "the click shoots: %s", g.ctl.msg)
	assert.Equal(t, rules.DoubleTap, s.Mode)

	smg := strings.Replace(edge, "rof: 3, shots: 30}", "rof: 3, shots: 30, burst: true}", 1)
	g, _ = turnOf(t, smg, "vera", 1)
	press(g, CmdShoot.Key())
	for range 4 { // 2 dice, 3 dice, the burst, two bursts
		press(g, CmdFire.Key())
	}
	assert.Equal(t, rules.DoubleTap, g.ctl.Options().Mode, g.ctl.msg)
	btn, ok = g.ButtonFor(CmdFire)
	require.True(t, ok)
	assert.Equal(t, "Fire: two bursts +2", btn.Label)
	press(g, CmdFire.Key())
	assert.Equal(t, "", g.ctl.Options().Mode, "then back to one die")
}

// A swade pistol marked double_tap double taps only with the Double Tap
// Edge from rules revision 9: without it Q says single shots only; deluxe
// double taps with it as marked.
func TestPlaySwadeSemiAutomaticDoubleTapsOnlyWithTheEdge(t *testing.T) {
	colt := strings.Replace(arenaYAML, "{name: SMG, range: 12/24/48, damage: 2d6, rof: 3, shots: 30}", "{name: Colt, range: 12/24/48, damage: 2d6+1, shots: 7, double_tap: true}", 1)
	require.NotEqual(t, arenaYAML, colt)
	g, _ := turnOf(t, colt, "vera", 1)
	press(g, CmdShoot.Key())
	press(g, CmdFire.Key())
	assert.Equal(t, "", g.ctl.Options().Mode)
	assert.Contains(t, g.ctl.msg, "The Colt fires single shots only")

	edge := strings.Replace(colt, "traits: {agility: d8, fighting: d8, shooting: d8, spirit: d6, vigor: d6},",
		"edges: [Double Tap], traits: {agility: d8, fighting: d8, shooting: d8, spirit: d6, vigor: d6},", 1)
	require.NotEqual(t, colt, edge)
	for _, src := range []string{edge, "edition: deluxe\n" + colt} {
		g, _ = turnOf(t, src, "vera", 1)
		press(g, CmdShoot.Key())
		press(g, CmdFire.Key())
		assert.Equal(t, rules.DoubleTap, g.ctl.Options().Mode, g.ctl.msg)
		btn, ok := g.ButtonFor(CmdFire)
		require.True(t, ok)
		assert.Equal(t, "Fire: double tap +1", btn.Label)
	}
}

// O gives The Drop in Shoot mode too: +4 by name in the odds box and in
// the shot.
func TestPlayTheDropInShootMode(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdShoot.Key())
	btn, ok := g.ButtonFor(CmdDrop)
	require.True(t, ok, "Shoot mode shows The Drop")
	assert.Equal(t, "O", btn.Key)
	press(g, CmdDrop.Key())
	hoverSquare(g, 8, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	m, ok := modNamed(ap.Mods, "Drop")
	require.True(t, ok, "the odds box names The Drop: %v", ap.Mods)
	assert.Equal(t, rules.DropMod, m.Value)
	clickSquare(g, 8, 2)
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
	s, ok := lastAction(g).(rules.Shoot)
	require.True(t, ok, "the click shoots: %s", g.ctl.msg)
	assert.True(t, s.Drop)
}

// Q on a double-barrelled shotgun: shot, then both barrels (one damage
// roll +4), into the shot the click fires.
func TestPlayBothBarrels(t *testing.T) {
	src := strings.Replace(arenaYAML, "{name: SMG, range: 12/24/48, damage: 2d6, rof: 3, shots: 30}",
		"{name: Coach Gun, range: 12/24/48, damage: 3d6, shotgun: true, barrels: 2, shots: 2}", 1)
	g, _ := turnOf(t, src, "vera", 1)
	press(g, CmdShoot.Key())
	press(g, CmdFire.Key())
	btn, ok := g.ButtonFor(CmdFire)
	require.True(t, ok)
	assert.Equal(t, "Shot, both barrels +4", btn.Label)
	clickSquare(g, 8, 2)
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
	s, ok := lastAction(g).(rules.Shoot)
	require.True(t, ok, "the click shoots: %s", g.ctl.msg)
	assert.Equal(t, 2, s.Barrels)
	assert.False(t, s.Slugs)
}

// More: "Aim: ignore penalties" aims at the figure clicked with Aim's
// other choice.
func TestPlayAimIgnoringPenalties(t *testing.T) {
	g := arena(t, 1)
	more(t, g, "Aim: ignore penalties")
	clickSquare(g, 8, 2)
	a, ok := lastAction(g).(rules.Aim)
	require.True(t, ok, "the click aims: %s", g.ctl.msg)
	assert.Equal(t, rules.Aim{Who: "vera", Target: "gob1", Ignore: true}, a)
}
