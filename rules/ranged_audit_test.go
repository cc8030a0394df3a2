package rules_test

import (
	"testing"

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
	toTurn(t, b, "buck", n)
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
	require.NoError(t, b.Table.Place("c1", rules.Pos{X: 2, Y: 1}))
	n := len(b.Events())
	script(b, 2, 1)
	require.NoError(t, b.Apply(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -4 multi-action = -2 vs 5: miss.", b.Log()[n])
}

func TestSwadeSameMacheteTwiceAndRecoilNotCumulative(t *testing.T) {
	b := armoryTurn(t, armory, 3)
	require.NoError(t, b.Table.Place("c1", rules.Pos{X: 2, Y: 1}))
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
	require.NoError(t, b.Table.Place("c1", rules.Pos{X: 8, Y: 1}))
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
	require.NoError(t, b.Table.Place("c1", rules.Pos{X: 2, Y: 1}))
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
	require.NoError(t, b.Table.Place("c1", rules.Pos{X: 2, Y: 1}))
	for _, w := range []string{"Hand Crossbow", "Sling", "Longbow", "Tommy Gun"} {
		refused(t, b, rules.Shoot{Who: "buck", Weapon: w, Targets: []string{"c1"}}, "only a pistol may fire at an adjacent foe, not the "+w)
	}
	// The Derringer fires at the foe's Parry 5: d10 6, Wild d6 1, -4
	// multi-action = 2 vs 5.
	assert.Equal(t, "Buck shoots Cultist 1 with the Derringer: d10 6, Wild d6 1, -4 multi-action = 2 vs 5: miss.",
		shoot(t, b, rules.Shoot{Who: "buck", Weapon: "Derringer", Targets: []string{"c1"}}, 6, 1)[0])
}

func TestDoubleTapAndBurstNeedAWeaponThatFiresThem(t *testing.T) {
	b := armoryTurn(t, armory, 3)
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
