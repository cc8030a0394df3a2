package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lair: a knight (Size 0), a fairy (Size -4, Tiny) and a dragon (Size 9,
// Huge, a 3x3 base at (3..5, 0..2)); the knight stands next to it.
const lair = `
name: Lair
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - id: knight
    side: heroes
    wildcard: true
    at: [2, 1]
    traits: {agility: d6, spirit: d6, strength: d8, vigor: d8, fighting: d8, shooting: d8, athletics: d6}
    weapons:
      - {name: Sword, damage: str+d8}
      - {name: Bow, range: 12/24/48, damage: 2d6}
  - id: fairy
    side: heroes
    at: [0, 4]
    size: -4
    traits: {agility: d10, spirit: d6, vigor: d4, shooting: d8}
    weapons:
      - {name: Dart, range: 5/10/20, damage: 2d4}
      - {name: Firebomb, range: 4/8/16, damage: 2d6, template: mbt, thrown: true}
  - id: dragon
    side: monsters
    wildcard: true
    at: [3, 0]
    size: 9
    traits: {agility: d8, spirit: d10, strength: d12+4, vigor: d12, fighting: d10}
    weapons:
      - {name: Bite, damage: str+d8, natural: true}
`

func modNamed(ms rules.Mods, prefix string) (rules.Modifier, bool) {
	for _, m := range ms {
		if strings.HasPrefix(m.Name, prefix) {
			return m, true
		}
	}
	return rules.Modifier{}, false
}

// CHARACTERS.md 7.1: a Normal human attacking a Huge dragon +4, the dragon
// attacking the human -4; a Tiny fairy's shot at the dragon +10; the
// preview's odds are the rules' odds with those modifiers.
func TestScaleBetweenANormalHumanAndAHugeDragon(t *testing.T) {
	b := newBattle(t, lair, 1)
	fighttest.ToTurn(t, b, "knight", 0)
	p, err := b.Preview(rules.Melee{Who: "knight", Target: "dragon", Weapon: "Sword"})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Scale", Value: 4})
	r := p.Rolls[0]
	assert.Equal(t, rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: r.Mods(0), TN: r.TN(0)}), r.Odds(0))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "knight"}))

	fighttest.ToTurn(t, b, "dragon", 0)
	p, err = b.Preview(rules.Melee{Who: "dragon", Target: "knight", Weapon: "Bite"})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Scale", Value: -4})
	require.NoError(t, b.Apply(rules.EndTurn{Who: "dragon"}))

	fighttest.ToTurn(t, b, "fairy", 0)
	p, err = b.Preview(rules.Shoot{Who: "fairy", Weapon: "Dart", Targets: []string{"dragon"}})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Scale", Value: 10})
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.Shoot{Who: "fairy", Weapon: "Dart", Targets: []string{"dragon"}}))
	rolled := rules.RolledTraits(b.Events()[n:])
	require.NotEmpty(t, rolled)
	assert.Contains(t, rolled[0].Mods, rules.Modifier{Name: "Scale", Value: 10})
}

// 7.1 and 6.1: the same fairy's firebomb as a Medium Blast on the dragon
// gets no Scale modifier: it is aimed at a point.
func TestAreaAttacksGetNoScale(t *testing.T) {
	b := newBattle(t, lair, 1)
	fighttest.ToTurn(t, b, "fairy", 0)
	p, err := b.Preview(rules.AreaAttack{Who: "fairy", Weapon: "Firebomb", At: rules.Spot{X: 4.5, Y: 1.5}})
	require.NoError(t, err)
	for _, r := range p.Rolls {
		for i := range r.Dice {
			_, has := modNamed(r.Mods(i), "Scale")
			assert.False(t, has, "%v", r.Mods(i))
		}
	}
}

// Battles started under revision 3 keep hitting big figures at plain TN.
func TestScaleIsARevisionFourReading(t *testing.T) {
	b := newBattleAt(t, lair, 1, 3)
	fighttest.ToTurn(t, b, "knight", 0)
	p, err := b.Preview(rules.Melee{Who: "knight", Target: "dragon", Weapon: "Sword"})
	require.NoError(t, err)
	_, has := modNamed(p.Rolls[0].Mods(0), "Scale")
	assert.False(t, has)
	assert.Equal(t, 3, b.Figure("dragon").MaxWounds())
}

// Deluxe has no Scale table: the dragon's Size alone gives nothing.
func TestDeluxeHasNoScaleFromSize(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+lair, 1)
	fighttest.ToTurn(t, b, "knight", 0)
	p, err := b.Preview(rules.Melee{Who: "knight", Target: "dragon", Weapon: "Sword"})
	require.NoError(t, err)
	_, has := modNamed(p.Rolls[0].Mods(0), "Scale")
	assert.False(t, has)
	assert.Equal(t, 3, b.Figure("dragon").MaxWounds())
}

// Swat takes up to 4 points off the Scale penalty: the Huge dragon's -4
// against the knight is gone; against the Tiny fairy (-10) it is -6.
func TestSwatIgnoresFourPointsOfScalePenalty(t *testing.T) {
	b := newBattle(t, strings.Replace(lair, "    size: 9\n", "    size: 9\n    abilities: [Swat]\n", 1), 1)
	fighttest.ToTurn(t, b, "dragon", 0)
	knight, fairy, dragon := b.Figure("knight"), b.Figure("fairy"), b.Figure("dragon")
	assert.Empty(t, b.ScaleMods(dragon, knight))
	assert.Equal(t, rules.Mods{{Name: "Scale (Swat)", Value: -6}}, b.ScaleMods(dragon, fairy))
	assert.Equal(t, rules.Mods{{Name: "Scale", Value: 4}}, b.ScaleMods(knight, dragon), "Swat is the dragon's alone")
}

// swatLair is the lair with a dragon whose Swat names the attacks it
// works with, and a tail it does not name.
func swatLair(t *testing.T, swat string, rev int) *rules.Battle {
	t.Helper()
	src := strings.Replace(lair, "    size: 9\n", "    size: 9\n    abilities: [\""+swat+"\"]\n", 1)
	src = strings.Replace(src, "      - {name: Bite, damage: str+d8, natural: true}\n",
		"      - {name: Bite, damage: str+d8, natural: true}\n      - {name: Claws, damage: str+d6, natural: true}\n      - {name: Tail, damage: str+d4, natural: true}\n", 1)
	return newBattleAt(t, src, 1, rev)
}

// CHARACTERS.md 1.4: Swat works with the attacks its block names only.
// Against the Tiny fairy (Scale -10 from the Huge dragon) the named Bite
// and Claws are at -6, the Tail at the whole -10; a Swat that names no
// attack works with all of them.
func TestSwatWorksOnlyWithTheAttacksItsBlockNames(t *testing.T) {
	for _, swat := range []string{"Swat (Bite, Claws)", "Swat: ignores 4 points of Scale penalty with its bite and claws"} {
		b := swatLair(t, swat, rules.CurrentRevision)
		dragon, fairy := b.Figure("dragon"), b.Figure("fairy")
		assert.Equal(t, rules.Mods{{Name: "Scale (Swat)", Value: -6}}, b.ScaleModsWith(dragon, fairy, "Bite"), swat)
		assert.Equal(t, rules.Mods{{Name: "Scale (Swat)", Value: -6}}, b.ScaleModsWith(dragon, fairy, "Claws"), swat)
		assert.Equal(t, rules.Mods{{Name: "Scale", Value: -10}}, b.ScaleModsWith(dragon, fairy, "Tail"), swat)
	}
	b := swatLair(t, "Swat", rules.CurrentRevision)
	assert.Equal(t, rules.Mods{{Name: "Scale (Swat)", Value: -6}}, b.ScaleModsWith(b.Figure("dragon"), b.Figure("fairy"), "Tail"), "no attack named: every one")

	// The tail's blow as the plan rolls it.
	b = swatLair(t, "Swat (Bite, Claws)", rules.CurrentRevision)
	require.NoError(t, b.Battlefield.Place("fairy", rules.Pos{X: 2, Y: 2}))
	fighttest.ToTurn(t, b, "dragon", 0)
	p, err := b.Preview(rules.Melee{Who: "dragon", Target: "fairy", Weapon: "Tail"})
	require.NoError(t, err)
	m, _ := modNamed(p.Rolls[0].Mods(0), "Scale")
	assert.Equal(t, rules.Modifier{Name: "Scale", Value: -10}, m)

	b = swatLair(t, "Swat (Bite, Claws)", 8)
	assert.Equal(t, rules.Mods{{Name: "Scale (Swat)", Value: -6}}, b.ScaleModsWith(b.Figure("dragon"), b.Figure("fairy"), "Tail"), "revision 8: with every attack")
}

func TestScaleOfEverySize(t *testing.T) {
	want := map[int]int{-4: -6, -3: -4, -2: -2, -1: 0, 0: 0, 3: 0, 4: 2, 7: 2, 8: 4, 11: 4, 12: 6, 20: 6}
	for size, scale := range want {
		assert.Equal(t, scale, rules.ScaleOf(size), "Size %d", size)
	}
	// Checks of 1.2: Very Small attacking Tiny -2; Large attacking Normal -2.
	assert.Equal(t, -2, rules.ScaleOf(-4)-rules.ScaleOf(-3))
	assert.Equal(t, -2, rules.ScaleOf(0)-rules.ScaleOf(5))
}

// CHARACTERS.md 7.2: a Large (Size 5) Extra is Incapacitated by its 2nd
// Wound; a Huge (Size 9) Wild Card by its 6th; a Large Very Resilient
// Extra by its 4th; the Wound penalty stays at most -3.
func TestBigCreaturesTakeMoreWounds(t *testing.T) {
	src := lair + `
  - id: ogre
    side: monsters
    at: [10, 0]
    size: 5
    traits: {vigor: d10, spirit: d6}
  - id: brute
    side: monsters
    at: [13, 0]
    size: 5
    abilities: [Very Resilient]
    traits: {vigor: d10, spirit: d6}
`
	b := newBattle(t, src, 1)
	ogre, brute, dragon := b.Figure("ogre"), b.Figure("brute"), b.Figure("dragon")
	assert.Equal(t, 1, ogre.MaxWounds())
	assert.Equal(t, 5, dragon.MaxWounds())
	assert.Equal(t, 3, brute.MaxWounds())

	// Toughness 2 + 5 + 5 = 12: a 16 Wounds the ogre once, and it fights on.
	rng := rules.NewRNG(1)
	hit := rules.DamageRoll{Spec: rules.DamageSpec{Weapon: "club"}, Total: 16}
	out, _ := rng.ApplyDamage(ogre, hit, rules.DamageOptions{})
	assert.Equal(t, 1, out.Taken)
	assert.False(t, ogre.Incapacitated)
	assert.Equal(t, 1, ogre.Wounds)
	ogre.Shaken = false
	rng.ApplyDamage(ogre, hit, rules.DamageOptions{})
	assert.True(t, ogre.Incapacitated, "out on its second Wound")

	// The Very Resilient brute takes 3 and is out on its 4th.
	for range 3 {
		rng.ApplyDamage(brute, hit, rules.DamageOptions{})
		brute.Shaken = false
	}
	assert.Equal(t, 3, brute.Wounds)
	assert.False(t, brute.Incapacitated)
	rng.ApplyDamage(brute, hit, rules.DamageOptions{})
	assert.True(t, brute.Incapacitated)

	dragon.Wounds = 5
	assert.Equal(t, -3, dragon.WoundPenalty())
}

// Deluxe's size abilities: attackers add the target's listed modifier
// (Large +2, Huge +4, Small -2) and nothing for their own (6.22).
func TestDeluxeSizeAbilitiesModifyAttacksOnThem(t *testing.T) {
	src := "edition: deluxe\n" + strings.Replace(lair, "    size: 9\n", "    size: 9\n    abilities: [Huge]\n", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "knight", 0)
	p, err := b.Preview(rules.Melee{Who: "knight", Target: "dragon", Weapon: "Sword"})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Huge", Value: 4})
	assert.Equal(t, "not automated: not in swade", rules.Status(rules.FromAbility, "Huge", rules.SWADE).Label())
}

// A stat block's printed Parry and Toughness (parry:, toughness:) already
// hold the figure's own abilities: Armor +2 and Undead add nothing to
// them, while the GM's effects still do.
func TestPrintedNumbersHoldTheFiguresOwnAbilities(t *testing.T) {
	p, tough := 7, 11
	f := &rules.Figure{Traits: map[rules.Trait]rules.Die{rules.Vigor: rules.D8}, Abilities: []string{"Armor +2", "Undead"},
		Shield: "small", ParryOverride: &p, ToughnessOverride: &tough}
	f.Grant(rules.SWADE)
	assert.Equal(t, 7, f.Parry())
	assert.Equal(t, 11, f.Toughness())
	assert.Equal(t, 10, f.ToughnessAP(1), "AP still cuts the natural armor")
	f.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2}}
	assert.Equal(t, 5, f.Parry())
}
