package board_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

const monsters = `name: Monsters
map:
  rows:
    - "......"
    - "......"
    - "......"
figures:
  - id: hero
    side: heroes
    at: [0, 0]
    traits: {fighting: d8, vigor: d6}
    edges: [Way of the Dolphin]
    hindrances: [Bad Eyes (Major)]
    shield: medium
  - id: beast
    side: monsters
    at: [3, 0]
    traits: {fighting: d8, vigor: d8}
    abilities: ["Armour +2", "Armor +2", "Size 4", "Claws: Str+d6"]
`

func TestCharacterNamesAreKeptAsWritten(t *testing.T) {
	b, err := board.Parse("t.yaml", []byte(monsters))
	require.NoError(t, err)
	hero, beast := b.Figures[0], b.Figures[1]
	assert.Equal(t, []string{"Way of the Dolphin"}, hero.Edges)
	assert.Equal(t, []string{"Bad Eyes (Major)"}, hero.Hindrances)
	assert.Equal(t, "medium", hero.Shield)
	assert.Equal(t, []string{"Armour +2", "Armor +2", "Size 4", "Claws: Str+d6"}, beast.Abilities)
	// Size 4 is the figure's Size: a 2x2 base.
	assert.Equal(t, 4, beast.Size)
	assert.Equal(t, 2, beast.Footprint())
	assert.Contains(t, b.Warnings, "t.yaml:12:13: hero (edges): Way of the Dolphin is not known to battlemat: kept as a note, not automated")
	assert.Contains(t, b.Warnings, "t.yaml:19:17: beast (abilities): Armour +2: did you mean Armor?")

	// In a battle: Armor +2 and Size 4 on Vigor d8 make Toughness 2+4+2+4;
	// the medium shield gives Parry +2 (6 + 2).
	bt, err := board.NewBattle(b, 1)
	require.NoError(t, err)
	assert.Equal(t, 12, bt.Figure("beast").Toughness())
	assert.Equal(t, 8, bt.Figure("hero").Parry())
	tn, ms := bt.MeleeParry(bt.Figure("hero"))
	assert.Equal(t, 8, tn)
	assert.Equal(t, rules.Mods{{Name: "medium shield", Value: 2}}, ms)
}

func TestCharacterNamesWithBadValuesAreErrorsAtTheirLine(t *testing.T) {
	for _, c := range []struct{ old, new, want string }{
		{`"Armor +2"`, `"Armor +x"`, `t.yaml:19:30: figures[1].abilities[1]: Armor +x: "+x" is not a number (Armor +2)`},
		{`"Size 4"`, `"Size 40"`, `t.yaml:19:42: figures[1].abilities[2]: Size 40: Size runs from -4 to +20`},
		{"shield: medium", "shield: huge", `t.yaml:14:13: figures[0].shield: "huge" is not a shield (small, medium or large)`},
		{"    at: [3, 0]\n", "    at: [3, 0]\n    size: 5\n", `t.yaml:20:42: figures[1].abilities[2]: Size 4, but size: is 5`},
		{`"Armor +2"`, `"Breath Weapon: 3x6"`, `t.yaml:19:30: figures[1].abilities[1]: Breath Weapon: 3x6: "3x6" is not damage (3d6, 2d10+2)`},
		{`"Armor +2"`, `"Flight 200"`, `t.yaml:19:30: figures[1].abilities[1]: Flight 200: Flight runs from +0 to +96`},
		{`"Armor +2"`, `"Stun +2"`, `t.yaml:19:30: figures[1].abilities[1]: Stun +2: Stun runs from -6 to +0`},
	} {
		_, err := board.Parse("t.yaml", []byte(edit(t, monsters, c.old, c.new)))
		require.Error(t, err, c.new)
		assert.Equal(t, c.want, err.Error())
	}
}

func TestAFiguresKindIsReadAndAPhobiaOfNothingHereIsWarnedAbout(t *testing.T) {
	src := strings.Replace(monsters, "hindrances: [Bad Eyes (Major)]", `hindrances: ["Phobia (Major, spiders)", "Phobia (Minor, snakes)", "Phobia (Major)"]`, 1)
	src = strings.Replace(src, "    abilities: [\"Armour +2\"", "    kind: \" spider \"\n    abilities: [\"Armour +2\"", 1)
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "spider", b.Figures[1].Kind, "kind: is kept, trimmed")
	assert.True(t, b.Figures[1].IsA("spiders"))
	var phobias []string
	for _, w := range b.Warnings {
		if strings.Contains(w, "Phobia") {
			phobias = append(phobias, w)
		}
	}
	assert.Equal(t, []string{
		"t.yaml:13:45: hero (hindrances): Phobia (Minor, snakes): no figure here is snakes (its kind:, name or id): it hinders nothing in this fight",
		"t.yaml:13:71: hero (hindrances): Phobia (Major) names no feared thing (\"Phobia (Major, spiders)\"): kept as a note",
	}, phobias, "the spiders are here: no warning for them")
	_, err = board.Parse("t.yaml", []byte(strings.Replace(src, `kind: " spider "`, `kind: ""`, 1)))
	assert.ErrorContains(t, err, "t.yaml:19:11: figures[1].kind")
}

// A stat block's "Arcane Background (Magic)" is what `arcane:` plays
// (the skill and Power Points): `import` keeps it among the Edges, and
// `check` does not call it unknown. Without `arcane:` it casts nothing,
// and `check` says where the casting is set.
func TestArcaneBackgroundIsPlayedThroughArcane(t *testing.T) {
	src := `name: Coven
map:
  rows:
    - "......"
figures:
  - id: witch
    side: coven
    at: [0, 0]
    traits: {spellcasting: d10}
    edges: [Arcane Background (Magic)]
    arcane: {skill: spellcasting, power_points: 15}
    powers: [Bolt]
  - id: hedge
    side: heroes
    at: [3, 0]
    edges: [Arcane Background (Miracles)]
`
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	for _, w := range b.Warnings {
		assert.NotContains(t, w, "witch (edges)")
	}
	assert.Contains(t, b.Warnings, "t.yaml:16:13: hedge (edges): Arcane Background (Miracles) casts nothing without arcane: {skill, power_points} and powers:")
	assert.Equal(t, "automated", rules.Status(rules.FromEdge, "Arcane Background (Magic)", rules.SWADE).Label())
}

// A Weakness plays only what the rules read of it (docs/characters.md):
// the effect after its type (+N, double or x2, or its type alone for +4)
// and a type some attack carries (a weapon's damage_type: blunt,
// cutting, piercing, fire, or its material: silver). `check` warns, one
// line naming the figure and the text, when the words after the type are
// no such effect, or when no attack of the scenario has its type: either
// way it changes nothing in a fight. The scenario still loads; a weapon
// of silver stills the silver warning.
func TestAWeaknessTheRulesCannotPlayIsWarnedAbout(t *testing.T) {
	src := edit(t, monsters, `"Armour +2", "Armor +2", "Size 4", "Claws: Str+d6"`,
		`"Weakness (fire, +2)", "Weakness (Fire double)", "Weakness (fire)", "Weakness (fire, takes a Wound)", "Weakness (cold iron, +4)", "Weakness (silver)"`)
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	var weak []string
	for _, w := range b.Warnings {
		if strings.Contains(w, "Weakness") {
			weak = append(weak, w)
		}
	}
	assert.Equal(t, []string{
		`t.yaml:19:85: beast (abilities): Weakness (fire, takes a Wound): "takes a Wound" after its type is no effect the rules read (+N, double or x2): it changes nothing in a fight`,
		`t.yaml:19:119: beast (abilities): Weakness (cold iron, +4): no attack here carries "cold iron" (a weapon's damage_type: blunt, cutting, piercing or fire, or its material:): it changes nothing in a fight`,
		`t.yaml:19:147: beast (abilities): Weakness (silver): no attack here carries "silver" (a weapon's damage_type: blunt, cutting, piercing or fire, or its material:): it changes nothing in a fight`,
	}, weak, "fire, +2, double and fire alone play: no warning")
	assert.Len(t, b.Figures[1].Abilities, 6, "every one is kept as written")

	src = edit(t, src, "    shield: medium\n", "    shield: medium\n    weapons: [{name: Silver Sword, damage: str+d8, material: Silver}]\n")
	b, err = board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	weak = weak[:0]
	for _, w := range b.Warnings {
		if strings.Contains(w, "Weakness") {
			weak = append(weak, w)
		}
	}
	require.Len(t, weak, 2, "the silver sword carries silver: %v", weak)
	assert.Contains(t, weak[1], "cold iron")
	assert.Equal(t, "silver", b.Figures[0].Weapons[0].Material, "kept in lower case")
}

// A weapon's material: is one line of text; empty is an error at its line.
func TestAWeaponsMaterialMustNameSomething(t *testing.T) {
	src := edit(t, monsters, "    shield: medium\n", "    shield: medium\n    weapons: [{name: Knife, damage: str+d4, material: \"  \"}]\n")
	_, err := board.Parse("t.yaml", []byte(src))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "figures[0].weapons[0].material: expected a name, got empty text")
}
