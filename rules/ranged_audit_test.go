package rules_test

import (
	"slices"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// armory: Buck (a Wild Card, Shooting d10, Fighting d8, no bennies) at
// (1, 1) with a weapon of every kind; Cultist 1 (an Extra: Parry 5,
// Toughness 5) 7" to his right, Cultist 2 out of the way at the bottom
// right. The carbines reach 4" (Long), so Cultist 1 stands at Extreme
// range of them and of the coach gun.
const armory = `
name: Armory
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [1, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7, double_tap: true}
      - {name: Machete, damage: str+d6, edged: true}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, ap: 1, shots: 50, burst: true}
      - {name: Coach Gun, range: 2/3/4, damage: 3d6, shotgun: true, barrels: 2, shots: 2}
      - {name: Longbow, range: 15/30/60, damage: 2d6, shots: 20}
      - {name: Hand Crossbow, range: 5/10/20, damage: 2d4, shots: 1}
      - {name: Sling, range: 4/8/16, damage: 1d4}
      - {name: Carbine, range: 2/3/4, damage: 2d8}
      - {name: Scoped Carbine, range: 2/3/4, damage: 2d8, scope: true}
      - {name: Sawed-off, range: 5/10/20, damage: 3d6, shotgun: true, pistol: true}
      - {name: Derringer, range: 3/6/12, damage: 2d4}
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 3}
  - id: c1
    name: Cultist 1
    side: cult
    at: [8, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4, edged: true}
  - id: c2
    name: Cultist 2
    side: cult
    at: [15, 5]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
`

// armoryTurn is Buck's turn in the armory (swade or deluxe) with n
// actions declared.
func armoryTurn(t *testing.T, src string, n int) *rules.Battle {
	t.Helper()
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", n)
	return b
}

// shoot applies a shot with the scripted faces and returns its log.
func shoot(t *testing.T, b *rules.Battle, s rules.Shoot, faces ...int) []string {
	t.Helper()
	n := len(b.Events())
	script(b, faces...)
	require.NoError(t, b.Apply(s))
	return logFrom(b, n)
}

func TestSwadeSameWeaponTwiceAtTheMultiActionPenalty(t *testing.T) {
	b := armoryTurn(t, armory, 3)
	colt := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}
	// Three actions: -4 on each. d10 9, Wild d6 2: 5 vs 4, a hit for
	// 2d6+1 = 1+1+1 = 3, no effect on Toughness 5. The same Colt again:
	// d10 10+1 = 11-4 = 7, a hit; 1+2+1 = 4, no effect.
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 9, Wild d6 2, -4 multi-action = 5 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 1+1+1 = 3 vs Toughness 5: no effect.",
	}, shoot(t, b, colt, 9, 2, 1, 1))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 10+1, Wild d6 3, -4 multi-action = 7 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 1+2+1 = 4 vs Toughness 5: no effect.",
	}, shoot(t, b, colt, 10, 1, 3, 1, 2))
	assert.Equal(t, 5, b.Figure("buck").Ammo[0], "two rounds of seven used")
	// A third action: the Machete once Cultist 1 is adjacent.
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
	n := len(b.Events())
	script(b, 2, 1)
	require.NoError(t, b.Apply(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -4 multi-action = -2 vs 5: miss.", b.Log()[n])
}

func TestSwadeSameMacheteTwiceAndRecoilNotCumulative(t *testing.T) {
	b := armoryTurn(t, armory, 3)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
	swing := rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}
	n := len(b.Events())
	script(b, 2, 1)
	require.NoError(t, b.Apply(swing))
	script(b, 3, 1)
	require.NoError(t, b.Apply(swing))
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -4 multi-action = -2 vs 5: miss.",
		"Buck attacks Cultist 1 with the Machete: d8 3, Wild d6 1, -4 multi-action = -1 vs 5: miss.",
	}, logFrom(b, n))
	// Recoil is -2 for the action that fires more than one die, never
	// more for a second such action.
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 8, Y: 1}))
	b2 := armoryTurn(t, armory, 2)
	tommy := rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1"}}
	assert.Equal(t, "Buck fires the Tommy Gun (2 dice): d10 2, d10 3, Wild d6 1, -2 multi-action, -2 recoil: Cultist 1 -2 vs 4: miss; Cultist 1 -1 vs 4: miss.",
		shoot(t, b2, tommy, 2, 3, 1)[0])
	assert.Equal(t, "Buck fires the Tommy Gun (2 dice): d10 2, d10 4, Wild d6 1, -2 multi-action, -2 recoil: Cultist 1 -2 vs 4: miss; Cultist 1 0 vs 4: miss.",
		shoot(t, b2, tommy, 2, 4, 1)[0])
}

func TestDeluxeForbidsTheSameWeaponTwice(t *testing.T) {
	b := armoryTurn(t, "edition: deluxe"+armory, 3)
	colt := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}
	shoot(t, b, colt, 2, 1)
	refused(t, b, colt, "in deluxe a figure cannot take the same action twice in a turn (shoot:Colt .45)")
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
	swing := rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}
	script(b, 2, 1)
	require.NoError(t, b.Apply(swing))
	refused(t, b, swing, "in deluxe a figure cannot take the same action twice in a turn (fight:Machete)")
}

func TestOnlyPistolsFireAtAnAdjacentFoe(t *testing.T) {
	b := armoryTurn(t, armory, 3)
	buck := b.Figure("buck")
	pistol := map[string]bool{}
	for _, w := range buck.Weapons {
		pistol[w.Name] = rules.IsPistol(w)
	}
	// By default a RoF 1 firearm with Short 12" or less: the Colt and the
	// Derringer; the pistol: key makes the sawed-off one too. Bows,
	// crossbows, slings, automatic weapons and rifles are not.
	assert.Equal(t, map[string]bool{"Colt .45": true, "Machete": false, "Tommy Gun": false, "Coach Gun": false,
		"Longbow": false, "Hand Crossbow": false, "Sling": false, "Carbine": true, "Scoped Carbine": true,
		"Sawed-off": true, "Derringer": true, "Grenade": false}, pistol)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
	for _, w := range []string{"Hand Crossbow", "Sling", "Longbow", "Tommy Gun"} {
		refused(t, b, rules.Shoot{Who: "buck", Weapon: w, Targets: []string{"c1"}}, "only a pistol may fire at an adjacent foe, not the "+w)
	}
	// The Derringer fires at the foe's Parry 5: d10 6, Wild d6 1, -4
	// multi-action = 2 vs 5.
	assert.Equal(t, "Buck shoots Cultist 1 with the Derringer: d10 6, Wild d6 1, -4 multi-action = 2 vs 5: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Derringer", Targets: []string{"c1"}}, 6, 1)[0])
}

// Revision 8's swade, as deluxe still plays it: a weapon marked double_tap
// double taps without an Edge and a burst is +2 (swade's revision 9:
// fire_modes_swade_test.go).
func TestDoubleTapAndBurstNeedAWeaponThatFiresThem(t *testing.T) {
	b := newBattleAt(t, armory, 1, 8)
	fighttest.ToTurn(t, b, "buck", 3)
	tap := func(w, mode string) rules.Shoot {
		return rules.Shoot{Who: "buck", Weapon: w, Targets: []string{"c1"}, Mode: mode}
	}
	refused(t, b, tap("Longbow", rules.Burst), "the Longbow has no burst setting (burst: true)")
	refused(t, b, tap("Longbow", rules.DoubleTap), "the Longbow cannot double tap: it is not semi-automatic (double_tap: true)")
	refused(t, b, tap("Colt .45", rules.Burst), "the Colt .45 has no burst setting (burst: true)")
	refused(t, b, tap("Tommy Gun", rules.DoubleTap), "the Tommy Gun cannot double tap: it is not semi-automatic (double_tap: true)")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1"}, Mode: rules.Burst},
		"a three-round burst is one trait die at one target")
	// The Colt double taps: +1 to hit and damage, two rounds. d10 2, Wild
	// d6 3, -4 multi-action, +1 = 0: a miss.
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 3, -4 multi-action, +1 double tap = 0 vs 4: miss.",
		shoot(t, b, tap("Colt .45", rules.DoubleTap), 2, 3)[0])
	assert.Equal(t, 7-2, b.Figure("buck").Ammo[0])
	// The Tommy Gun's selector fires a burst: +2, exactly three rounds.
	assert.Equal(t, "Buck shoots Cultist 1 with the Tommy Gun: d10 2, Wild d6 3, -4 multi-action, +2 three-round burst = 1 vs 4: miss.",
		shoot(t, b, tap("Tommy Gun", rules.Burst), 2, 3)[0])
	assert.Equal(t, 50-3, b.Figure("buck").Ammo[2])
	// A single shot (one die) from the automatic weapon: one round, no
	// recoil.
	assert.Equal(t, "Buck shoots Cultist 1 with the Tommy Gun: d10 2, Wild d6 3, -4 multi-action = -1 vs 4: miss.",
		shoot(t, b, tap("Tommy Gun", ""), 2, 3)[0])
	assert.Equal(t, 50-3-1, b.Figure("buck").Ammo[2])
}

func TestSingleShotFromAnAutomaticWeaponUsesOneRoundInBothEditions(t *testing.T) {
	for _, ed := range []string{"swade", "deluxe"} {
		b := armoryTurn(t, "edition: "+ed+armory, 0)
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}}, 2, 3)
		assert.Equal(t, 49, b.Figure("buck").Ammo[2], "%s: one die, one round", ed)
		b = armoryTurn(t, "edition: "+ed+armory, 0)
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1"}}, 2, 3, 1)
		assert.Equal(t, 50-6, b.Figure("buck").Ammo[2], "%s: each die of RoF 3 fire is 3 rounds", ed)
	}
}

// aimed gives Buck an Aim (at Cultist 1) and starts his next turn.
func aimed(t *testing.T, src string, ignore bool) *rules.Battle {
	t.Helper()
	b := armoryTurn(t, src, 0)
	require.NoError(t, b.Apply(rules.Aim{Who: "buck", Target: "c1", Ignore: ignore}))
	fighttest.ToTurn(t, b, "buck", 0)
	return b
}

func TestAimOnlyPermitsAnExtremeRangeShot(t *testing.T) {
	// Cultist 1 stands 7" off: Extreme range of the 2/3/4 Carbine (up to
	// 16"). Without an Aim it is refused; after one the shot is -8 with no
	// +2: d10 10+2, Wild d6 1 = 12-8 = 4, a hit.
	b := armoryTurn(t, armory, 0)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Carbine", Targets: []string{"c1"}}, "a shot at extreme range needs an Aim the turn before")
	b = aimed(t, armory, false)
	assert.Equal(t, "Buck shoots Cultist 1 with the Carbine: d10 10+2, Wild d6 1, -8 extreme range = 4 vs 4: hit.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Carbine", Targets: []string{"c1"}}, 10, 2, 1, 1, 1)[0])
	// A scope makes Extreme range -6: d10 8, Wild d6 1 = 8-6 = 2.
	b = aimed(t, armory, false)
	assert.Equal(t, "Buck shoots Cultist 1 with the Scoped Carbine: d10 8, Wild d6 1, -6 extreme range (scope) = 2 vs 4: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Scoped Carbine", Targets: []string{"c1"}}, 8, 1)[0])
	// Aim's other choice ignores nothing at Extreme range either.
	b = aimed(t, armory, true)
	assert.Equal(t, "Buck shoots Cultist 1 with the Scoped Carbine: d10 8, Wild d6 1, -6 extreme range (scope) = 2 vs 4: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Scoped Carbine", Targets: []string{"c1"}}, 8, 1)[0])
}

func TestAimCanIgnoreFourPointsOfRangeCoverAndCalledShot(t *testing.T) {
	// Cultist 1 moves 14" off (Medium range of the Colt, -2) and Buck
	// calls a head shot (-4): 6 points of penalties, the Aim ignores 4 of
	// them instead of giving +2. d10 6, Wild d6 1: 6-4-2+4 = 4, a hit.
	b := aimed(t, armory, true)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 1}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 6, Wild d6 1, -4 called shot (head/vitals), -2 medium range, +4 Aim (ignores penalties) = 4 vs 4: hit.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Called: rules.CalledHeadVitals}, 6, 1, 1, 1, 1)[0])
	// Only as much as there is: -2 medium range alone, +2.
	b = aimed(t, armory, true)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 1}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 1, -2 medium range, +2 Aim (ignores penalties) = 2 vs 4: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}, 2, 1)[0])
	// The plain Aim is +2 as before.
	b = aimed(t, armory, false)
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 1, +2 Aim = 4 vs 4: hit.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}, 2, 1, 1, 1)[0])
}

func TestSlugsMayBeFiredAtExtremeRangeShotMayNot(t *testing.T) {
	// The 2/3/4 Coach Gun, Cultist 1 7" off, an Aim taken: shot is out of
	// range, slugs are at Extreme -8 with no +2 shotgun bonus.
	b := aimed(t, armory, false)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}}, "Cultist 1 is out of range of the Coach Gun (7\"; long range ends at 4\")")
	assert.Equal(t, "Buck shoots Cultist 1 with the Coach Gun: d10 3, Wild d6 1, -8 extreme range = -5 vs 4: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}, Slugs: true}, 3, 1)[0])
}

func TestBothBarrelsOneDamageRollPlusFour(t *testing.T) {
	// Cultist 1 2" off (Short range of the Coach Gun): both barrels, one
	// trait roll with the shotgun's +2, one damage roll of 3d6 +4, two
	// shells.
	b := armoryTurn(t, armory, 0)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 3, Y: 1}))
	both := rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}, Barrels: 2}
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Coach Gun: d10 2, Wild d6 1, +2 shotgun = 4 vs 4: hit.",
		"Damage 3d6 (Coach Gun) to Cultist 1: 1+1+1, +4 both barrels = 7 vs Toughness 5: Shaken.",
	}, shoot(t, b, both, 2, 1, 1, 1, 1))
	assert.Equal(t, 0, b.Figure("buck").Ammo[3])
	b = armoryTurn(t, armory, 0)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Sawed-off", Targets: []string{"c1"}, Barrels: 2}, "the Sawed-off has one barrel")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}, Barrels: 3}, "a shotgun fires one barrel or both (barrels 2), not 3")
}

func TestTheDropAppliesToAShot(t *testing.T) {
	// swade: +4 to hit and damage, and the knockout blow. d10 2, Wild d6
	// 1, +4 = 6, a hit; 2d6+1 = 1+1+1 +4 = 7 Shakes Cultist 1 (Toughness
	// 5): Vigor d6 2 fails, knocked out.
	b := armoryTurn(t, armory, 0)
	drop := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Drop: true}
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 1, +4 The Drop = 6 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 1+1+1, +4 The Drop = 7 vs Toughness 5: Shaken.",
		"Cultist 1 rolls Vigor (knockout blow): d6 2 = 2 vs 4: failure.",
		"Cultist 1 is knocked out (knockout blow).",
	}, shoot(t, b, drop, 2, 1, 1, 1, 2))
	// deluxe: +4 to hit and damage, no knockout blow.
	b = armoryTurn(t, "edition: deluxe"+armory, 0)
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 1, +4 The Drop = 6 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 1+1+1, +4 The Drop = 7 vs Toughness 5: Shaken.",
	}, shoot(t, b, drop, 2, 1, 1, 1, 2))
}

func TestDeluxeTheDropInMeleeHasNoKnockoutBlow(t *testing.T) {
	b := armoryTurn(t, "edition: deluxe"+armory, 0)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
	n := len(b.Events())
	script(b, 3, 2, 1, 1, 2)
	require.NoError(t, b.Apply(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: true}))
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 3, Wild d6 2, +4 The Drop = 7 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 1+1, +4 The Drop = 6 vs Toughness 5: Shaken.",
	}, logFrom(b, n))
}

func TestRoFDiceGoWhereTheyHitMost(t *testing.T) {
	// Two dice at Cultist 1 (7", short) and one at Cultist 2 (14",
	// medium -2); recoil -2 on all. Thrown d10 3, 9, 7 (Wild d6 1):
	// in roll order only the 9 would hit. The shooter assigns them: the 9
	// to Cultist 2 (9-4 = 5), the 7 to Cultist 1 (5), the 3 to Cultist 1:
	// two hits.
	b := armoryTurn(t, armory, 0)
	require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 15, Y: 1}))
	tommy := rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1", "c2"}}
	assert.Equal(t, "Buck fires the Tommy Gun (3 dice): d10 3, d10 9, d10 7, Wild d6 1, -2 recoil: Cultist 1 1 vs 4: miss; Cultist 1 5 vs 4: hit; Cultist 2 5 vs 4 (-2 medium range): hit.",
		shoot(t, b, tommy, 3, 9, 7, 1, 1, 1, 1, 1)[0])
	assert.Equal(t, 2, b.LastShot().Hits())
	// The Wild Die replaces one die: d10 3 and 7 at Cultist 1 and
	// Cultist 2, Wild d6 5. The 7 hits Cultist 1 (5); the Wild Die's 5
	// beats the 3 at Cultist 2 (1 vs -1), still a miss.
	b = armoryTurn(t, armory, 0)
	require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 15, Y: 1}))
	two := rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c2"}}
	assert.Equal(t, "Buck fires the Tommy Gun (2 dice): d10 3, d10 7, Wild d6 5, -2 recoil: Cultist 1 5 vs 4: hit; Cultist 2 1 vs 4 (Wild Die, -2 medium range): miss.",
		shoot(t, b, two, 3, 7, 5, 1, 1)[0])
}

func TestAStrayBulletDoesTheWeaponsNormalDamage(t *testing.T) {
	// A head shot (-4) with The Drop (+4) at Cultist 1 misses: d10 1,
	// Wild d6 2 = 2 vs 4. The 1 finds Cultist 2, next to Cultist 1, for
	// the Colt's plain 2d6+1: 3+3+1 = 7, no +4 head, no +4 Drop.
	b := armoryTurn(t, armory, 0)
	require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 9, Y: 1}))
	head := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Called: rules.CalledHeadVitals, Drop: true}
	log := shoot(t, b, head, 1, 2, 1, 3, 3)
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 1, Wild d6 2, -4 called shot (head/vitals), +4 The Drop = 2 vs 4: miss.",
		"Innocent bystander: Buck's shot at Cultist 1 with the Colt .45: the stray 1 hits Cultist 2.",
		"Damage 2d6+1 (Colt .45) to Cultist 2: 3+3+1 = 7 vs Toughness 5: Shaken.",
	}, log)
}

func TestAShotgunsLowSkillDieFindsABystanderEvenWhenTheWildDieHit(t *testing.T) {
	// The Coach Gun at Cultist 1 2" off, Cultist 2 next to him: d10 1 +2
	// = 3 misses, the Wild d6 5 +2 = 7 hits Cultist 1 (3d6: 1+1+1 = 3, no
	// effect); the skill die's 1 still finds Cultist 2 (3d6: 2+2+2 = 6,
	// Shaken).
	b := armoryTurn(t, armory, 0)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 3, Y: 1}))
	require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 4, Y: 1}))
	log := shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}}, 1, 5, 1, 1, 1, 1, 2, 2, 2)
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Coach Gun: d10 1, Wild d6 5, +2 shotgun = 7 vs 4: hit.",
		"Damage 3d6 (Coach Gun) to Cultist 1: 1+1+1 = 3 vs Toughness 5: no effect.",
		"Innocent bystander: Buck's shot at Cultist 1 with the Coach Gun: the stray 1 hits Cultist 2.",
		"Damage 3d6 (Coach Gun) to Cultist 2: 2+2+2 = 6 vs Toughness 5: Shaken.",
	}, log)
}

func TestSwadeASecondGrenadeDeluxeNot(t *testing.T) {
	// Two grenades thrown at Cultist 2, 5" off, in one swade turn of two
	// actions (each Athletics d6 6+4, Wild d6 1, -2 multi-action = 8: on
	// target; 3d6 1+1+1 does nothing); deluxe refuses the second throw.
	throw := rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 6.5, Y: 1.5}}
	for _, ed := range []string{"swade", "deluxe"} {
		b := armoryTurn(t, "edition: "+ed+armory, 2)
		require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 4}))
		require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 6, Y: 1}))
		script(b, 6, 4, 1, 1, 1, 1)
		require.NoError(t, b.Apply(throw))
		if ed == "deluxe" {
			refused(t, b, throw, "in deluxe a figure cannot take the same action twice in a turn (area:Grenade)")
			continue
		}
		script(b, 6, 4, 1, 1, 1, 1)
		require.NoError(t, b.Apply(throw), "swade: the same grenade action twice")
		assert.Equal(t, 1, b.Figure("buck").Ammo[11], "two of three grenades thrown")
	}
}

// Deluxe: an attacker with The Drop counts as on Hold: the GM's grant
// (set_hold with drop) puts it on Hold, so it may act when it chooses,
// interrupting as a figure on Hold does, and strike with +4 attack and
// damage. It holds the figure's action and gives no second one: once the
// figure has acted this round the grant is refused. Swade's Drop puts no
// one on Hold.
func TestDeluxeTheDropCountsAsOnHold(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	apply(t, b, rules.StartRound{})
	n := len(b.Events())
	apply(t, b, rules.SetHold{Who: "buck", Hold: true, Drop: true})
	assert.Equal(t, []string{"Buck has The Drop and counts as on Hold."}, logFrom(b, n))
	assert.True(t, b.Fight.Init.Hold["buck"])
	assert.Contains(t, b.Interrupters(), "buck")
	next := slices.DeleteFunc(b.NextUp(), func(id string) bool { return id == "buck" })
	require.NotEmpty(t, next)
	assert.NoError(t, b.Check(rules.InterruptHold{Who: "buck", Target: next[0]}))

	acted := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, acted, "buck", 0)
	apply(t, acted, rules.EndTurn{Who: "buck"})
	refused(t, acted, rules.SetHold{Who: "buck", Hold: true}, "Buck has acted this round")
	refused(t, acted, rules.SetHold{Who: "buck", Hold: true, Drop: true}, "Buck has acted this round: The Drop cannot give it a second turn")

	sw := newBattle(t, arena, 1)
	fighttest.ToTurn(t, sw, "buck", 0)
	apply(t, sw, rules.EndTurn{Who: "buck"})
	refused(t, sw, rules.SetHold{Who: "buck", Hold: true, Drop: true}, "in swade The Drop gives +4 attack and damage but puts no one on Hold")
}
