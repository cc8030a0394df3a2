package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Running is declared before the figure's first action of the turn: its
// -2 then applies to every action. A figure that has acted, or is
// Defending, cannot run that turn.
func TestRunIsDeclaredBeforeTheFirstAction(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Running first: the shot at Cultist 2 (9" away) takes -2.
	script(b, 3, 8, 2, 1, 1)
	apply(t, b, rules.Run{Who: "buck"}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, []string{
		"Buck runs: d6 3: +3\" Pace, -2 to other actions this turn.",
		"Buck shoots Cultist 2 with the Colt .45: d10 8, Wild d6 2, -2 running = 6 vs 4: hit.",
	}, logFrom(b, n)[:2])

	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	refused(t, b, rules.Run{Who: "buck"}, "Buck has acted this turn: running is declared before the first action")

	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Defend{Who: "buck"})
	refused(t, b, rules.Run{Who: "buck"}, "Buck is Defending and cannot run this turn")
}

// An obstacle in the way of a blast is Armor: the blast's AP reduces it
// like any armor. Brick (+8) behind Cultist 4, a grenade with AP 4:
// Toughness 5 +8 -4 = 9, and 3+3+3 = 9 Shakes him.
func TestObstacleArmorIsReducedByAP(t *testing.T) {
	src := strings.Replace(blasts, "damage: 3d6, template: mbt", "damage: 3d6, ap: 4, template: mbt", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}, Unaware: []string{"c1", "c2", "c4"}})
	assert.Contains(t, logFrom(b, n), "Damage 3d6 (Grenade) to Cultist 4: 3+3+3 = 9 vs Toughness 9 (brick in the way +8, AP 4 -4): Shaken.")
	require.True(t, b.Figure("c4").Shaken)
}

// Illumination applies to every roll that needs sight, melee attacks
// included: in dim light Buck's Machete takes -2 (swade).
func TestMeleeTakesIllumination(t *testing.T) {
	b := newBattle(t, "light: dim\n"+arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 7, 2, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, +1 Gang Up, -2 dim, +1 two weapons = 7 vs 5: hit.", logFrom(b, n)[0])

	d := newBattle(t, "light: dark\n"+arenaDeluxe, 1)
	fighttest.ToTurn(t, d, "buck", 0)
	n = len(d.Events())
	script(d, 7, 2, 1, 1, 1)
	apply(t, d, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, +1 Gang Up, -2 dark, +1 two weapons = 7 vs 5: hit.", logFrom(d, n)[0])
}

// Pitch darkness: swade lets a figure attack any target at -6 (no range
// limit from the light); deluxe at -4, only where the attacker knows
// roughly where the target is: adjacent, or it attacked since the
// attacker's last turn.
func TestPitchDarknessAttacksByEdition(t *testing.T) {
	b := newBattle(t, "light: pitch\n"+arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 10, 1, 2, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 10+1, Wild d6 2, -6 pitch = 5 vs 4: hit.", logFrom(b, n)[0])

	// deluxe: Cultist 2 stands 2" from Buck, next to Virginia.
	d := newBattle(t, "light: pitch\n"+arenaDeluxe, 1)
	require.NoError(t, d.Battlefield.Place("c2", rules.Pos{X: 4, Y: 0}))
	fighttest.ToTurn(t, d, "buck", 0)
	refused(t, d, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}, "Buck has no line of fire to Cultist 2")
	// Cultist 2 swings at Virginia: Buck now knows roughly where he is.
	fighttest.ToTurn(t, d, "c2", 0)
	script(d, 1)
	apply(t, d, rules.Melee{Who: "c2", Target: "virginia"})
	fighttest.ToTurn(t, d, "buck", 0)
	n = len(d.Events())
	script(d, 8, 2, 1, 1)
	apply(t, d, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 8, Wild d6 2, -4 pitch = 4 vs 4: hit.", logFrom(d, n)[0])
	// Once Buck has had his turn, Cultist 2's shot no longer tells him.
	fighttest.ToTurn(t, d, "buck", 0)
	refused(t, d, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}, "Buck has no line of fire to Cultist 2")
}

// Vulnerable is +2 to every action against the figure, not only attacks:
// tests of will, Grapple, Push (and Disarm, an attack). Entangled and
// Bound figures are Vulnerable, shot at too.
func TestVulnerableHelpsEveryActionAgainstTheFigure(t *testing.T) {
	b := newBattle(t, arena, 1)
	b.Figure("c1").Vulnerable = true
	fighttest.ToTurn(t, b, "buck", 3)
	n := len(b.Events())
	// Intimidation d8 4, Wild 1, -4 multi-action, +2 Vulnerable = 2
	// against Spirit d6 1.
	script(b, 4, 1, 1)
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	assert.Equal(t, "Buck rolls Intimidation (test) against Cultist 1: d8 4, Wild d6 1, -4 multi-action, +2 Vulnerable = 2 vs 4: loses.", logFrom(b, n)[1])
	n = len(b.Events())
	script(b, 4, 1, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	assert.Equal(t, "Buck rolls Athletics (grapple) against Cultist 1: d6 4, Wild d6 1, -4 multi-action, +2 Vulnerable = 2 vs 4: loses.", logFrom(b, n)[1])
	n = len(b.Events())
	script(b, 4, 1, 1)
	apply(t, b, rules.Push{Who: "buck", Target: "c1"})
	assert.Equal(t, "Buck rolls Strength (push) against Cultist 1: d8 4, Wild d6 1, -4 multi-action, +2 Vulnerable = 2 vs 4: loses.", logFrom(b, n)[1])

	// An Entangled Cultist 2 is Vulnerable to a shot: d10 4, Wild 1 +2 = 6.
	b = newBattle(t, arena, 1)
	b.Figure("c2").Entangled = true
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 4, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 4, Wild d6 1, +2 Vulnerable = 6 vs 4: hit.", logFrom(b, n)[0])
}

// A Bound figure takes no physical action but breaking free: no shot, no
// reload.
func TestBoundFigureNeitherShootsNorReloads(t *testing.T) {
	b := newBattle(t, arena, 1)
	b.Figure("buck").Ammo[1] = 3
	b.Figure("buck").Bound = true
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}, "Buck is Bound: it can only try to break free")
	refused(t, b, rules.Reload{Who: "buck", Weapon: "Colt .45"}, "Buck is Bound: it can only try to break free")
}

// Grappling: the Scale difference (Huge +4 against Normal) applies to the
// attacker's roll, as a penalty whichever is bigger: Buck grabbing a Huge
// bear (Size 8) has -4 (+4 in revisions 2 and 3).
func TestGrapplingTakesTheSizeDifference(t *testing.T) {
	b := newBattle(t, arena, 1)
	b.Figure("bear").Size = 8
	require.NoError(t, b.Battlefield.Place("bear", rules.Pos{X: 4, Y: 3}))
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 1, 1, 1, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "bear"})
	assert.Equal(t, "Buck rolls Athletics (grapple) against Bear: d6 1, Wild d6 1, -4 Size = -3 vs 4: critical failure.", logFrom(b, n)[1])
}

// A successful evasion always avoids the attack: with no reachable square
// clear of the template, the figure dives flat where it is (prone) and
// takes no damage. Cultist 2 (Pace 1) cannot get out of the cone.
func TestSuccessfulEvasionWithNowhereToGoDivesFlat(t *testing.T) {
	b := newBattle(t, blasts, 1)
	b.Figure("c2").Pace = 1
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 5, 3, 6, 1, 4, 5, 3, 2)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"c1", "c4"}})
	assert.Equal(t, []string{
		"Buck fires the Flamethrower at (8, 3.5): Shooting d10 5, Wild d6 3 = 5 vs 4: hit: Cultist 1, Cultist 2 and Cultist 4 under it.",
		"Cultist 2 rolls Agility (evade): d6 6+1, -2 evade = 5 vs 4: success.",
		"Cultist 2 has nowhere to go: dives flat where it is, prone, and avoids it (Buck's Flamethrower).",
		"Damage 2d10 (Flamethrower) to Cultist 1: 4+5 = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
		"Damage 2d10 (Flamethrower) to Cultist 4: 3+2 = 5 vs Toughness 13 (brick in the way +8): no effect.",
	}, logFrom(b, n))
	c2 := b.Figure("c2")
	assert.True(t, c2.Prone)
	assert.False(t, c2.Shaken)
	assert.Zero(t, c2.Wounds)
}

// Prone does not add to terrain cover: the target gets the better of the
// two (swade: prone is -4; a medium low wall is -4, so behind it prone
// adds nothing: -4, not -8).
func TestProneDoesNotAddToTerrainCover(t *testing.T) {
	src := strings.Replace(duel, `    - "................"
    - "................"
    - "................"
    - "................"
    - "......#........."`, `    - "................"
    - ".......=........"
    - "................"
    - "................"
    - "......#........."`, 1)
	b := newBattle(t, src, 1)
	b.Figure("c1").Prone = true
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 9, 2, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 9, Wild d6 2, -4 medium cover = 5 vs 4: hit.", logFrom(b, n)[0])
}

// The aim point of a thrown or fired blast needs line of fire from the
// attacker: behind the brick wall at (10, 3), (11.5, 3.5) is refused;
// a point in the open is not.
func TestBlastAimPointNeedsLineOfFire(t *testing.T) {
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 11.5, Y: 3.5}}, "Buck has no line of fire to (11.5, 3.5)")
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 10.5, Y: 3.5}}, "Buck has no line of fire to (10.5, 3.5)")
	require.NoError(t, b.Check(rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}}))
}
