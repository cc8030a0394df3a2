package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// den: a swordsman (an Extra: Parry 5, Toughness 5) beside a beast whose
// abilities the test names, with a second beast behind him when pack is
// set (invented stat blocks).
func den(t *testing.T, rev int, light, heroAbilities, abilities string, pack bool) *rules.Battle {
	t.Helper()
	return newBattleAt(t, denSource(light, heroAbilities, abilities, pack), 1, rev)
}

// denSource is den's scenario.
func denSource(light, heroAbilities, abilities string, pack bool) string {
	src := "name: Den\n"
	if light != "" {
		src += "light: " + light + "\n"
	}
	src += `map:
  rows:
    - "..............."
    - "..............."
    - "..............."
figures:
  - id: hero
    side: heroes
    at: [2, 1]
    abilities: [` + heroAbilities + `]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, intimidation: d6}
    weapons:
      - {name: Sword, damage: str+d8}
      - {name: Pistol, range: 12/24/48, damage: 2d6}
  - id: beast
    side: monsters
    at: [3, 1]
    abilities: [` + abilities + `]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d8, shooting: d6, athletics: d6}
`
	if pack {
		src += `  - id: beast2
    side: monsters
    at: [1, 1]
    abilities: [` + abilities + `]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d8}
`
	}
	src += `  - id: far
    side: monsters
    at: [14, 1]
    abilities: [` + abilities + `]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, shooting: d6}
    weapons:
      - {name: Bow, range: 12/24/48, damage: 2d6}
`
	return src
}

// bites has the beast bite the hero with the faces given.
func bites(t *testing.T, b *rules.Battle, faces ...int) string {
	t.Helper()
	fighttest.ToTurn(t, b, "beast", 0)
	return tried(b, faces, rules.Melee{Who: "beast", Target: "hero", Weapon: "Bite"})
}

func TestStunMakesAnyHitRollVigorOrStun(t *testing.T) {
	// Fighting d8 6 vs Parry 5: a hit; damage d6 1 + d4 1 = 2, no harm;
	// still the hero rolls Vigor d6 3 -2 = 1: failed, Stunned.
	b := den(t, rules.CurrentRevision, "", "", "Stun -2, Bite", false)
	log := bites(t, b, 6, 1, 1, 3)
	assert.Contains(t, log, "1+1 = 2 vs Toughness 5")
	assert.Contains(t, log, "-2 Stun = 1 vs 4: failure")
	assert.True(t, b.Figure("hero").Stunned)

	b = den(t, rules.CurrentRevision, "", "", "Stun -2, Bite", false)
	bites(t, b, 6, 1, 1, 6)
	assert.False(t, b.Figure("hero").Stunned, "Vigor 6 -2 = 4: resisted")

	b = den(t, rules.CurrentRevision, "", "", "Stun -2, Bite", false)
	log = bites(t, b, 3)
	assert.NotContains(t, log, "Stun", "a miss (3 vs 5) stuns nobody")
}

func TestParalysisNeedsAHitThatShakesOrWounds(t *testing.T) {
	// A hit for 4 + 3 = 7 vs 5: Shaken; Vigor d6 2: failed.
	b := den(t, rules.CurrentRevision, "", "", "Paralysis, Bite", false)
	log := bites(t, b, 6, 4, 3, 2)
	assert.Contains(t, log, "paralyzed")
	h := b.Figure("hero")
	assert.True(t, h.Stunned && h.Shaken)

	b = den(t, rules.CurrentRevision, "", "", "Paralysis, Bite", false)
	log = bites(t, b, 6, 1, 1, 2)
	assert.NotContains(t, log, "Paralysis", "2 vs Toughness 5 does nothing: no roll")
	assert.False(t, b.Figure("hero").Stunned)
}

func TestInfectionRollsVigorWithTheBlocksModifier(t *testing.T) {
	b := den(t, rules.CurrentRevision, "", "", `"Infection (-2, lycanthropy)", Bite`, false)
	log := bites(t, b, 6, 4, 3, 3)
	assert.Contains(t, log, "-2 Infection = 1 vs 4: failure")
	assert.Contains(t, log, "is infected (lycanthropy)")

	b = den(t, rules.CurrentRevision, "", "", `"Infection (-2, lycanthropy)", Bite`, false)
	log = bites(t, b, 6, 4, 3, 6)
	assert.NotContains(t, log, "is infected", "Vigor 6 -2 = 4 resists")
}

func TestPackTacticsAddsTheGangUpBonusToDamage(t *testing.T) {
	// Two beasts on the hero: +1 Gang Up to hit and to damage.
	b := den(t, rules.CurrentRevision, "", "", "Pack Tactics, Bite", true)
	log := bites(t, b, 6, 2, 2)
	assert.Contains(t, log, "+1 Gang Up = 7 vs 5: hit")
	assert.Contains(t, log, "2+2, +1 Pack Tactics = 5 vs Toughness 5: Shaken")

	b = den(t, rules.CurrentRevision, "", "", "Bite", true)
	log = bites(t, b, 6, 2, 2)
	assert.Contains(t, log, "2+2 = 4 vs Toughness 5", "without it the damage is the dice")
}

func TestAllAroundVisionTakesAPointOffGangUp(t *testing.T) {
	// Two beasts: +1 Gang Up, -1 All-Around Vision: 6 vs 5 (CHARACTERS 6.16).
	b := den(t, rules.CurrentRevision, "", "All-Around Vision", "Bite", true)
	log := bites(t, b, 6, 1, 1)
	assert.Contains(t, log, "+1 Gang Up, -1 All-Around Vision = 6 vs 5")
}

func TestDarkvisionIgnoresTheDarkWithinTenInches(t *testing.T) {
	b := den(t, rules.CurrentRevision, "dark", "", "Darkvision, Bite", false)
	fighttest.ToTurn(t, b, "beast", 0)
	p, err := b.Preview(rules.Melee{Who: "beast", Target: "hero", Weapon: "Bite"})
	require.NoError(t, err)
	m, ok := modNamed(p.Rolls[0].Mods(0), "Darkvision")
	require.True(t, ok, "%v", p.Rolls[0].Mods(0))
	assert.Equal(t, 4, m.Value, "it takes back the whole -4 of the dark")

	b = den(t, rules.CurrentRevision, "dim", "", "Darkvision, Bite", false)
	fighttest.ToTurn(t, b, "far", 0)
	p, err = b.Preview(rules.Shoot{Who: "far", Weapon: "Bow", Targets: []string{"hero"}})
	require.NoError(t, err)
	_, ok = modNamed(p.Rolls[0].Mods(0), "Darkvision")
	assert.False(t, ok, "the archer stands 11\" off: beyond Darkvision's 10\"")
	m, _ = modNamed(p.Rolls[0].Mods(0), "dim")
	assert.Equal(t, -2, m.Value, "so the dim light's -2 stands")
}

func TestAMindlessFoeIgnoresIntimidationAndTaunt(t *testing.T) {
	b := den(t, rules.CurrentRevision, "", "", "Mindless, Bite", false)
	fighttest.ToTurn(t, b, "hero", 0)
	log := tried(b, []int{6}, rules.Test{Who: "hero", Target: "beast", Skill: rules.Intimidation})
	assert.Equal(t, "refused: beast is Mindless: a test of Intimidation does nothing to it", log)
}

// CHARACTERS.md 4.2: Paralysis' victim cannot act for 2d6 rounds,
// counted on it as a Paralyzing poison's are: no recovery roll from
// Stunned until they are over.
func TestParalysisCountsItsTwoD6RoundsOnTheVictim(t *testing.T) {
	// A hit for 4 + 3 = 7 vs 5: Shaken; Vigor d6 2: failed; 2d6 3+4.
	b := den(t, rules.CurrentRevision, "", "", "Paralysis, Bite", false)
	log := bites(t, b, 6, 4, 3, 2, 3, 4)
	assert.Contains(t, log, "no recovery roll for 7 rounds (2d6: 3+4)")
	assert.NotContains(t, log, "the GM keeps count")
	fighttest.UpTo(t, b, "hero")
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.StartTurn{Who: "hero"}))
	for _, e := range b.Events()[n:] {
		assert.NotEqual(t, "Vigor (Stunned)", e.What, "paralyzed: no roll to recover")
	}
	assert.True(t, b.Figure("hero").Stunned)

	b = den(t, 8, "", "", "Paralysis, Bite", false)
	log = bites(t, b, 6, 4, 3, 2)
	assert.Contains(t, log, "the GM keeps count", "revision 8 told the GM")
}

func TestABreathWeaponIsAnEvadableCone(t *testing.T) {
	for _, c := range []struct{ written, damage string }{{"Breath Weapon: 3d6", "3d6"}, {"Breath Weapon", "2d10"}, {"Breath Weapon (fire; 2d8+2)", "2d8+2"}} {
		b := den(t, rules.CurrentRevision, "", "", `"`+c.written+`"`, false)
		f := b.Figure("beast")
		i := rules.WeaponIndex(f, "Breath Weapon")
		require.GreaterOrEqual(t, i, 0, c.written)
		w := f.Weapons[i]
		assert.Equal(t, rules.Cone, w.Template)
		assert.True(t, w.Evadable)
		assert.Equal(t, c.damage, w.Damage.String(), c.written)
		fighttest.ToTurn(t, b, "beast", 0)
		_, err := b.Preview(rules.AreaAttack{Who: "beast", Weapon: "Breath Weapon", At: rules.Spot{X: 0.5, Y: 1.5}})
		assert.NoError(t, err, "a cone from the beast over the hero")
	}
	_, _, err := rules.Lookup(rules.FromAbility, "Breath Weapon: 3x6")
	assert.EqualError(t, err, `Breath Weapon: 3x6: "3x6" is not damage (3d6, 2d10+2)`)
}

// CHARACTERS.md 4.2: breathing takes the creature's whole turn: no
// breath in a turn of two actions (neither first nor after a bite), and
// no bite after it in a turn of one.
func TestABreathWeaponTakesTheCreaturesWholeTurn(t *testing.T) {
	breath := rules.AreaAttack{Who: "beast", Weapon: "Breath Weapon", At: rules.Spot{X: 0.5, Y: 1.5}}
	bite := rules.Melee{Who: "beast", Target: "hero", Weapon: "Bite"}
	b := den(t, rules.CurrentRevision, "", "", `"Breath Weapon: 3d6", Bite`, false)
	fighttest.ToTurn(t, b, "beast", 2)
	assert.Equal(t, "refused: breathing takes beast's whole turn: no other action (it declared 2)", tried(b, nil, breath))
	// Fighting d8 1 -2 (two actions): a miss, then the breath is refused.
	log := tried(b, []int{1}, bite, breath)
	assert.Contains(t, log, "refused: breathing takes beast's whole turn")

	b = den(t, rules.CurrentRevision, "", "", `"Breath Weapon: 3d6", Bite`, false)
	fighttest.ToTurn(t, b, "beast", 0)
	// Shooting d6 5: the cone lands; the hero evades (Agility 6 -2 = 4).
	log = tried(b, []int{5, 6}, breath, bite)
	assert.Contains(t, log, "refused: beast has taken its action this turn")

	b = den(t, 8, "", "", `"Breath Weapon: 3d6", Bite`, false)
	fighttest.ToTurn(t, b, "beast", 2)
	_, err := b.Preview(breath)
	assert.NoError(t, err, "revision 8 let it breathe as one of two actions")
}

func TestHornsFromAnAbilityChargeForFourMore(t *testing.T) {
	b := den(t, rules.CurrentRevision, "", "", `"Horns: Str+d6"`, false)
	require.NoError(t, b.Battlefield.Place("beast", rules.Pos{X: 9, Y: 1}))
	fighttest.ToTurn(t, b, "beast", 0)
	// Running die 2: Pace 8; 6" to the hero's side, then the horns: d8 7
	// -2 running = 5 vs Parry 5, a hit; d6 2 + d6 2 +4 = 8.
	log := tried(b, []int{2, 7, 2, 2}, rules.Run{Who: "beast"}, rules.Move{Who: "beast", To: rules.Pos{X: 3, Y: 1}},
		rules.Melee{Who: "beast", Target: "hero", Weapon: "Horns"})
	assert.Contains(t, log, "2+2, +4 horns (charge) = 8 vs Toughness 5")
}

// CHARACTERS.md 4.2: the Stun ability is swade's (deluxe has no Stunned
// state: its Stun power Shakes): in a deluxe battle a hit of a creature
// written with Stun -2 makes no Vigor roll, and the name is kept as not
// in deluxe.
func TestStunAbilityIsNotPlayedInDeluxe(t *testing.T) {
	b := newBattleAt(t, "edition: deluxe\n"+denSource("", "", "Stun -2, Bite", false), 1, rules.CurrentRevision)
	log := bites(t, b, 6, 1, 1, 3)
	assert.Contains(t, log, "1+1 = 2 vs Toughness 5")
	assert.NotContains(t, log, "Stun")
	assert.False(t, b.Figure("hero").Stunned)
	assert.Equal(t, "not in deluxe", rules.Status(rules.FromAbility, "Stun -2", rules.Deluxe).Note)
}
