package statblock

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// The blocks in these tests are invented for them.

func parse(t *testing.T, text string, ed rules.Edition) *Result {
	t.Helper()
	r, err := Parse("paste.txt", []byte(text), ed)
	require.NoError(t, err)
	return r
}

func one(t *testing.T, text string) (*Figure, []string) {
	t.Helper()
	r := parse(t, text, rules.SWADE)
	require.Len(t, r.Figures, 1)
	return r.Figures[0], r.WarningLines("paste.txt")
}

// warned reports whether some warning contains every piece.
func warned(ws []string, pieces ...string) bool {
	for _, w := range ws {
		all := true
		for _, p := range pieces {
			all = all && strings.Contains(w, p)
		}
		if all {
			return true
		}
	}
	return false
}

func traitMap(f *Figure) map[string]string {
	m := map[string]string{}
	for _, t := range f.Traits {
		m[string(t.Name)] = t.Die
	}
	return m
}

func TestThreeInventedBlocksReadAsTheirFigures(t *testing.T) {
	data, err := os.ReadFile("testdata/three.txt")
	require.NoError(t, err)
	r, err := Parse("three.txt", data, rules.SWADE)
	require.NoError(t, err)
	want, err := os.ReadFile("testdata/three.yaml")
	require.NoError(t, err)
	assert.Equal(t, string(want), YAML(r.Figures))
	assert.Equal(t, []string{
		"three.txt:1:1: Harbor Tough has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)",
		"three.txt:18:1: Marsh Drake has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)",
	}, r.WarningLines("three.txt"))
}

func TestHarborToughsGearIsArmorAMeleeWeaponAndAGun(t *testing.T) {
	data, err := os.ReadFile("testdata/three.txt")
	require.NoError(t, err)
	r, err := Parse("three.txt", data, rules.SWADE)
	require.NoError(t, err)
	f := r.Figures[0]
	assert.Equal(t, 1, f.Armor, "Padded coat (+1)")
	require.Len(t, f.Weapons, 2)
	assert.Equal(t, Weapon{Name: "Belaying pin", Damage: "str+d4"}, f.Weapons[0])
	assert.Equal(t, Weapon{Name: "Old revolver", Range: "12/24/48", Damage: "2d6", AP: 1, Shots: 6}, f.Weapons[1])
	// 2 + half Vigor d6 + Brawny's 1 + armor 1 = 7, as printed: the
	// rules play Brawny, so no override is kept.
	_, tough := Computed(f, rules.SWADE)
	assert.Equal(t, 7, tough)
	assert.Nil(t, f.Toughness)
	assert.Nil(t, f.Parry, "Parry 5 = 2 + half Fighting d6: no override")
}

func TestSisterOrlaIsAWildCardCasterWithFaithAndTwentyPowerPoints(t *testing.T) {
	data, err := os.ReadFile("testdata/three.txt")
	require.NoError(t, err)
	r, err := Parse("three.txt", data, rules.SWADE)
	require.NoError(t, err)
	f := r.Figures[1]
	assert.True(t, f.WildCard, "the star before the name")
	assert.Equal(t, "Sister Orla, Ash Prophet", f.Name)
	assert.Equal(t, "sister-orla-ash-prophet", f.ID)
	assert.Equal(t, []string{"Arcane Background (Miracles)", "Improved Level Headed", "Rock and Roll!"}, f.Edges)
	assert.Equal(t, []string{"Vow (Major—the Ember Rite)", "Stubborn"}, f.Hindrances)
	assert.Equal(t, &Arcane{Skill: rules.Faith, PowerPoints: 20}, f.Arcane)
	assert.Equal(t, []string{"Bolt (cinders)", "Deflection", "Fear (wailing faces)"}, f.Powers)
}

func TestMarshDrakesAbilitiesGiveArmorSizeNaturalWeaponsAndABreath(t *testing.T) {
	data, err := os.ReadFile("testdata/three.txt")
	require.NoError(t, err)
	r, err := Parse("three.txt", data, rules.SWADE)
	require.NoError(t, err)
	f := r.Figures[2]
	assert.Equal(t, 0, f.Armor, "no worn armor: Armor +3 is an ability, which the rules read")
	assert.Equal(t, 3, f.naturalArmor)
	assert.Equal(t, 4, f.Size)
	assert.Equal(t, []string{"Armor +3", "Fear -2", "Hardy", "Size 4", "Weakness (Cold, +4)"}, f.Abilities)
	assert.Equal(t, []Weapon{
		{Name: "Bite", Damage: "str+d8", Natural: true},
		{Name: "Claws", Damage: "str+d8", Natural: true},
		{Name: "Swamp Breath", Damage: "2d8", Template: "cone", Evadable: true},
	}, f.Weapons)
	// 2 + half Vigor d10 + Size 4 + armor 3 = 14, as printed: no override.
	_, tough := Computed(f, rules.SWADE)
	assert.Equal(t, 14, tough)
	assert.Nil(t, f.Toughness)
	assert.Equal(t, "d12+2", traitMap(f)["strength"])
}

const guard = `Gate Warden
Attributes: Agility d6, Smarts d6, Spirit d6, Strength d6, Vigor d6
Skills: Fighting d6, Notice d6
Pace: 6; Parry: 5; Toughness: 5
`

func TestAHyphenatedEdgeStaysOneEdge(t *testing.T) {
	f, _ := one(t, guard+"Edges: Two-Fisted, Hard-to-Kill, Quick\n")
	assert.Equal(t, []string{"Two-Fisted", "Hard-to-Kill", "Quick"}, f.Edges)
}

func TestAnExclamationMarkAndAnAmpersandStayInTheName(t *testing.T) {
	f, _ := one(t, guard+"Edges: Rock and Roll!, Hit & Run, Nerves o' Steel\n")
	assert.Equal(t, []string{"Rock and Roll!", "Hit & Run", "Nerves o' Steel"}, f.Edges)
}

func TestTheLastSkillMayEndWithAPeriod(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Notice d6", "Notice d6.", 1))
	assert.Equal(t, "d6", traitMap(f)["notice"])
	assert.False(t, warned(ws, "Notice"), "%v", ws)
}

func TestANegativeSizeWithAUnicodeMinusIsRead(t *testing.T) {
	for _, minus := range []string{"\u2212", "\u2013", "\u2010", "-"} {
		f, _ := one(t, guard+"Special Abilities:\n• Size "+minus+"1 (Small): a tiny thing.\n")
		assert.Equal(t, -1, f.Size, "minus %U", []rune(minus)[0])
		assert.Equal(t, []string{"Size -1"}, f.Abilities)
	}
}

func TestFearTakesEveryMinusSign(t *testing.T) {
	for _, minus := range []string{"\u2212", "\u2013", "\u2010", "-"} {
		f, _ := one(t, guard+"Special Abilities:\n• Fear "+minus+"2: a dreadful sight.\n")
		assert.Equal(t, []string{"Fear -2"}, f.Abilities, "minus %U", []rune(minus)[0])
	}
}

func TestAnAbilityKeepsItsParentheses(t *testing.T) {
	f, _ := one(t, guard+"Special Abilities:\n• Immunity (Poison, Disease): nothing sickens it.\n• Weakness (Fire)\n")
	assert.Equal(t, []string{"Immunity (Poison, Disease)", "Weakness (Fire)"}, f.Abilities)
}

func TestRunsOfWhiteSpaceFromAPDFAreOneSpace(t *testing.T) {
	f, _ := one(t, "Gate\t Warden\nAttributes:  Agility d6,\u00a0Smarts d6, Spirit  d6, Strength d8,   Vigor d6\nSkills: Fighting\td8\nPace: 6; Parry: 6; Toughness: 5\nEdges: Level   Headed\n")
	assert.Equal(t, "Gate Warden", f.Name)
	assert.Equal(t, "d8", traitMap(f)["strength"])
	assert.Equal(t, "d8", traitMap(f)["fighting"])
	assert.Equal(t, []string{"Level Headed"}, f.Edges)
}

func TestARangedWeaponsCommasStayInsideItsParentheses(t *testing.T) {
	f, _ := one(t, guard+"Gear: crossbow (Range 15/30/60, Damage 2d6, AP 2, Min Str. d6), 20 bolts\n")
	require.Len(t, f.Weapons, 1)
	assert.Equal(t, Weapon{Name: "Crossbow", Range: "15/30/60", Damage: "2d6", AP: 2}, f.Weapons[0])
}

func TestGearWithoutNumbersIsAWarningNotAWeapon(t *testing.T) {
	_, ws := one(t, guard+"Gear: rope, lantern\n")
	assert.Contains(t, ws, `paste.txt:5:7: gear "rope" has no numbers: not a weapon, armor or shield here, not read`)
	assert.Contains(t, ws, `paste.txt:5:13: gear "lantern" has no numbers: not a weapon, armor or shield here, not read`)
}

func TestAMinimumStrengthAboveTheFiguresIsAWarning(t *testing.T) {
	_, ws := one(t, guard+"Gear: great axe (Str+d10, AP 2, Min Str. d10)\n")
	assert.True(t, warned(ws, "Great axe needs Strength d10, the figure has d6"), "%v", ws)
}

func TestAThrownWeaponHasARangeAndStrengthDamage(t *testing.T) {
	f, _ := one(t, guard+"Gear: throwing axes (Range 3/6/12, Str+d6)\n")
	assert.Equal(t, []Weapon{{Name: "Throwing axes", Range: "3/6/12", Damage: "str+d6", Thrown: true}}, f.Weapons)
}

// "Damage Str+d4" is how a thrown weapon's damage reads beside its range
// in the usual layout, the word "Damage" before Strength's die.
func TestAThrownWeaponsDamageWordBeforeStrengthIsRead(t *testing.T) {
	f, ws := one(t, guard+"Gear: sling (Range 4/8/16, Damage Str+d4), javelin (Range 3/6/12, Dmg: Str+d6)\n")
	assert.Equal(t, []Weapon{
		{Name: "Sling", Range: "4/8/16", Damage: "str+d4", Thrown: true},
		{Name: "Javelin", Range: "3/6/12", Damage: "str+d6", Thrown: true},
	}, f.Weapons)
	assert.False(t, warned(ws, "not read"), "%v", ws)
}

func TestAShieldByItsParryBonus(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Parry: 5", "Parry: 7", 1)+"Gear: spear (Str+d6, Reach 1), medium shield (+2 Parry)\n")
	assert.Equal(t, "medium", f.Shield)
	assert.Equal(t, []Weapon{{Name: "Spear", Damage: "str+d6", Reach: 1}}, f.Weapons)
	assert.Nil(t, f.Parry, "2 + 3 + 2 for the shield = 7, as printed")
	assert.False(t, warned(ws, "Parry"), "%v", ws)
}

func TestAPowerPointsCountInsideASpecialAbilityIsRead(t *testing.T) {
	f, ws := one(t, guard+"Powers: bolt, fear\nSpecial Abilities:\n• Sorcery: The lich knows many spells and has 30 Power Points to cast them.\n")
	require.NotNil(t, f.Arcane)
	assert.Equal(t, 30, f.Arcane.PowerPoints)
	assert.True(t, warned(ws, "30 Power Points read from the ability's text"), "%v", ws)
}

func TestInitiativeEdgesAreEdges(t *testing.T) {
	f, _ := one(t, guard+"Edges: Level Headed (Imp), Quick\n")
	assert.Equal(t, []string{"Improved Level Headed", "Quick"}, f.Edges)
}

func TestAbilitiesWrittenWithDoubleDashDoubleColonAndSemicolons(t *testing.T) {
	f, _ := one(t, guard+"Special Abilities:\nClaws -- Str+d6.\nHardy:: a second Shaken is no Wound.\nBite: Str+d4; Size -1: small; Fearless: nothing frightens it.\n")
	assert.Equal(t, []Weapon{{Name: "Claws", Damage: "str+d6", Natural: true}, {Name: "Bite", Damage: "str+d4", Natural: true}}, f.Weapons)
	assert.Equal(t, []string{"Hardy", "Size -1", "Fearless"}, f.Abilities)
	assert.Equal(t, -1, f.Size)
}

func TestAListBrokenOverLinesByAPDFIsOneList(t *testing.T) {
	f, _ := one(t, guard[:strings.Index(guard, "Skills")]+"Skills: Fighting d6, Notice d6,\nShooting d8, Stealth\nd6\nPace: 6; Parry: 5; Toughness: 5\nEdges: Level\nHeaded, Two-\nFisted\n")
	m := traitMap(f)
	assert.Equal(t, "d8", m["shooting"])
	assert.Equal(t, "d6", m["stealth"])
	assert.Equal(t, []string{"Level Headed", "Two-Fisted"}, f.Edges)
}

func TestLigaturesAndSoftHyphensAreSpelledOut(t *testing.T) {
	f, _ := one(t, "Gate Warden\nAttributes: Agility d6, Smarts d6, Spirit d6, Strength d6, Vigor d6\nSkills: Fighting d6\nPace: 6; Parry: 5; Toughness: 5\nEdges: Con\u00adﬁdent, Two-Fisted\nHindrances: Bad Eyes (Minor), Sh\u00adaky\nGear: riﬂe (Range 24/48/96, Damage 2d8)\n")
	assert.Equal(t, []string{"Confident", "Two-Fisted"}, f.Edges)
	assert.Equal(t, []string{"Bad Eyes (Minor)", "Shaky"}, f.Hindrances)
	assert.Equal(t, "Rifle", f.Weapons[0].Name)
}

func TestALabelInsideTextIsNotALabel(t *testing.T) {
	f, ws := one(t, guard+"Special Abilities:\n• Hoard: keeps its Gear: coins and bones.\n")
	assert.Equal(t, []string{"Hoard"}, f.Abilities)
	assert.Empty(t, f.Weapons)
	assert.False(t, warned(ws, "coins"), "%v", ws)
}

func TestTheSameBlockPastedTwiceIsReadOnce(t *testing.T) {
	r := parse(t, guard+"\n"+guard, rules.SWADE)
	assert.Len(t, r.Figures, 1)
	assert.Contains(t, r.WarningLines("p"), "p:6:1: the same block as line 1 again: read once")
}

func TestSeveralBlocksWithoutBlankLinesSplitAtTheirNames(t *testing.T) {
	text := guard + "Special Abilities:\n• Hardy: tough.\nRiver Rat\nAttributes: Agility d8, Smarts d4, Spirit d4, Strength d4, Vigor d4\nSkills: Stealth d8\nPace: 6; Parry: 2; Toughness: 4\nGear: knife (Str+d4)\n"
	r := parse(t, text, rules.SWADE)
	require.Len(t, r.Figures, 2)
	assert.Equal(t, "Gate Warden", r.Figures[0].Name)
	assert.Equal(t, []string{"Hardy"}, r.Figures[0].Abilities)
	assert.Equal(t, "River Rat", r.Figures[1].Name)
	assert.Equal(t, "river-rat", r.Figures[1].ID)
	assert.Equal(t, 7, r.Figures[1].Line)
}

func TestAGroupBlocksCountIsNotPartOfTheName(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Gate Warden", "Bandits (2 per hero)", 1))
	assert.Equal(t, "Bandits", f.Name)
	assert.Equal(t, "bandits", f.ID)
	assert.Contains(t, ws, `paste.txt:1:10: "(2 per hero)": not part of the figure's name, not read`)
}

func TestTwoBlocksOfTheSameNameGetNumberedIDs(t *testing.T) {
	r := parse(t, guard+"\n"+strings.Replace(guard, "Notice d6", "Notice d8", 1), rules.SWADE)
	require.Len(t, r.Figures, 2)
	assert.Equal(t, "gate-warden", r.Figures[0].ID)
	assert.Equal(t, "gate-warden-2", r.Figures[1].ID)
}

const deluxeBlock = `Old Trapper
Attributes: Agility d6, Smarts d6, Spirit d8, Strength d6, Vigor d6
Skills: Climbing d6, Throwing d8, Guts d6, Tracking d8, Knowledge (Battle) d6, Fighting d6, Shooting d8
Charisma: 0; Pace: 6; Parry: 5; Toughness: 5
`

func TestDeluxeSkillsAreMappedToSWADEsWithAWarning(t *testing.T) {
	f, ws := one(t, deluxeBlock)
	m := traitMap(f)
	assert.Equal(t, "d8", m["athletics"], "Climbing d6 and Throwing d8: the higher")
	assert.Equal(t, "d8", m["survival"], "Tracking")
	assert.Equal(t, "d6", m["battle"], "Knowledge (Battle)")
	assert.NotContains(t, m, "guts")
	assert.NotContains(t, m, "climbing")
	assert.Contains(t, ws, "paste.txt:3:9: Climbing is a Deluxe skill: read as the SWADE skill Athletics")
	assert.Contains(t, ws, "paste.txt:3:44: Tracking is a Deluxe skill: read as the SWADE skill Survival")
	assert.True(t, warned(ws, "3:35:", "Guts"), "%v", ws)
	assert.True(t, warned(ws, "4:1:", "Charisma is a Deluxe statistic"), "%v", ws)
}

func TestDeluxeSkillsStayInADeluxeBattle(t *testing.T) {
	r := parse(t, deluxeBlock, rules.Deluxe)
	m := traitMap(r.Figures[0])
	assert.Equal(t, "d6", m["climbing"])
	assert.Equal(t, "d8", m["throwing"])
	assert.Equal(t, "d6", m["knowledge_battle"])
	assert.False(t, warned(r.WarningLines("p"), "Charisma"))
}

func TestAWildCardMarkMakesAWildCardAndItsAbsenceAnExtraWithAWarning(t *testing.T) {
	for _, mark := range []string{"★ ", "\uf0de ", "☆", "(WC) ", "* "} {
		f, ws := one(t, mark+guard)
		assert.True(t, f.WildCard, mark)
		assert.Equal(t, "Gate Warden", f.Name, mark)
		assert.False(t, warned(ws, "Wild Card"), "%q: %v", mark, ws)
	}
	f, ws := one(t, guard)
	assert.False(t, f.WildCard)
	assert.Contains(t, ws, "paste.txt:1:1: Gate Warden has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)")
}

// Block is played by the rules, so a block's Parry 6 (2 + half Fighting
// d6 + Block's 1) is computed as printed; a Parry of 7 is one more than
// the rules find, kept with a warning that guesses its cause.
func TestAParryDifferenceKeepsTheBooksNumberAndGuessesItsCause(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Parry: 5", "Parry: 6", 1)+"Edges: Block\n")
	assert.Nil(t, f.Parry)
	assert.False(t, warned(ws, "Parry"), "%v", ws)

	f, ws = one(t, strings.Replace(guard, "Parry: 5", "Parry: 7", 1)+"Edges: Block\n")
	require.NotNil(t, f.Parry)
	assert.Equal(t, 7, *f.Parry)
	assert.Contains(t, ws, "paste.txt:1:1: Parry 7 in the block, 6 computed: a shield, a weapon's Parry or an Edge such as Block not read? The block's 7 is kept")
}

func TestTheArmorInToughnessParenthesesStandsOverTheGear(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Toughness: 5", "Toughness: 7 (2)", 1)+"Gear: leather jacket (+1)\n")
	assert.Equal(t, 2, f.Armor)
	assert.Nil(t, f.Toughness, "2 + 3 + 2 = 7")
	assert.True(t, warned(ws, "4:34:", "armor 2 in the block's Toughness, 1 from its gear"), "%v", ws)
}

func TestABlockWithoutAttributesIsAnErrorNamingItsLine(t *testing.T) {
	_, err := Parse("p.txt", []byte("\nLonely Name\nSkills: Fighting d6\nPace: 6; Parry: 5; Toughness: 5\n"), rules.SWADE)
	require.Error(t, err)
	assert.Equal(t, "p.txt:2: no Attributes: line: a stat block is a name line, then Attributes:, Skills:, Pace:, Parry:, Toughness:", err.Error())
	assert.NotContains(t, err.Error(), "\n")
}

func TestASecondBlockWithoutAttributesIsAnErrorNamingItsLine(t *testing.T) {
	_, err := Parse("p.txt", []byte(guard+"\nNo Attributes Here\nSkills: Fighting d8\nPace: 6; Parry: 6; Toughness: 5\n"), rules.SWADE)
	require.Error(t, err)
	assert.Equal(t, "p.txt:7: a second Skills: line in the block of line 3: a block with no Attributes: line (each stat block needs its own)", err.Error())
}

func TestAnUnknownSkillIsAWarningWithItsLineAndColumn(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Notice d6", "Notice d6, Basket Weaving d8", 1))
	assert.NotContains(t, traitMap(f), "basket_weaving")
	assert.Contains(t, ws, `paste.txt:3:33: "Basket Weaving" is not a skill battlemat knows: not read`)
}

func TestExtraStatisticsAreWarnedAboutNotDropped(t *testing.T) {
	_, ws := one(t, guard+"Conviction: 1\nSanity: 5; Strain: 2\n")
	assert.True(t, warned(ws, "5:1:", "Conviction"), "%v", ws)
	assert.True(t, warned(ws, "6:1:", "Sanity"), "%v", ws)
	assert.True(t, warned(ws, "6:12:", "Strain"), "%v", ws)
}

func TestPaceExtrasAreWarnedAbout(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Pace: 6;", "Pace: 4, Flying Pace 12;", 1))
	assert.Equal(t, 4, f.Pace)
	assert.Contains(t, ws, `paste.txt:4:10: "Flying Pace 12" after Pace: not read (battlemat has no key for it)`)
}

func TestADieBonusOutsideTheScenarioFormatIsWarned(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Fighting d6", "Fighting d8+1", 1))
	assert.Equal(t, "d8", traitMap(f)["fighting"])
	assert.True(t, warned(ws, "Fighting d8+1: the +1 is not kept"), "%v", ws)
}

func TestTextAboveTheFirstBlockIsAWarning(t *testing.T) {
	r := parse(t, "Chapter 3: The Docks\n\n"+guard, rules.SWADE)
	require.Len(t, r.Figures, 1)
	assert.Contains(t, r.WarningLines("p"), `p:1:1: not a stat block (the first block's name is on line 3): "Chapter 3: The Docks" not read`)
}

func TestNotUTF8IsAnError(t *testing.T) {
	_, err := Parse("p", []byte(guard+"\xff\xfe"), rules.SWADE)
	require.Error(t, err)
	assert.Equal(t, "p:5: not UTF-8 text: expected stat blocks as text", err.Error())
}

func TestYAMLQuotesWhatAPlainScalarCannotHold(t *testing.T) {
	assert.Equal(t, "Rock and Roll!", scalar("Rock and Roll!"))
	assert.Equal(t, `"Sister Orla, Ash Prophet"`, scalar("Sister Orla, Ash Prophet"))
	assert.Equal(t, `"yes"`, scalar("yes"))
	assert.Equal(t, `"12"`, scalar("12"))
	assert.Equal(t, `"Vow: the Rite"`, scalar("Vow: the Rite"))
	assert.Equal(t, `"#1 Fan"`, scalar("#1 Fan"))
	assert.Equal(t, `"[x]"`, scalar("[x]"))
}

// FuzzParse: any text is read without a panic; what comes out is a
// figure the scenario format accepts in its ids and dice, and every
// warning names a line of the paste.
func FuzzParse(f *testing.F) {
	data, _ := os.ReadFile("testdata/three.txt")
	f.Add(string(data))
	f.Add(guard + "Special Abilities:\n• Bite/Claws: Str+d6; Size −1: small\n")
	f.Add(deluxeBlock)
	f.Add(guard + "Special Abilities:\n• Weakness (Fire): double damage; Weakness (Cold Iron): +4 damage\n• Weakness (): +2 damage\n")
	f.Add("Attributes:")
	f.Add("x\nAttributes: Agility d12+30, Vigor d\nToughness: 5 (\nGear: (((\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse("f", []byte(text), rules.SWADE)
		if err != nil {
			assert.NotContains(t, err.Error(), "\n")
			return
		}
		lines := len(splitLines(text))
		for _, w := range r.Warnings {
			assert.True(t, w.Line >= 1 && w.Line <= lines, "warning on line %d of %d: %s", w.Line, lines, w.Msg)
			assert.GreaterOrEqual(t, w.Col, 1)
		}
		for _, fig := range r.Figures {
			assert.True(t, rules.IsID(fig.ID), "id %q", fig.ID)
			for _, tr := range fig.Traits {
				_, err := rules.ParseDie(tr.Die)
				assert.NoError(t, err)
				assert.True(t, tr.Name.Known(), "trait %q", tr.Name)
			}
			for _, w := range fig.Weapons {
				_, err := rules.ParseDamage(w.Damage)
				assert.NoError(t, err, w.Name)
			}
		}
		_ = YAML(r.Figures)
	})
}

func TestAParryWithTheShieldsPartInParenthesesIsRead(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Parry: 5", "Parry: 6 (1)", 1)+"Gear: short sword (Str+d6), small shield (+1 Parry)\n")
	assert.Nil(t, f.Parry, "2 + 3 + 1 = 6")
	assert.Equal(t, "small", f.Shield)
	assert.False(t, warned(ws, "Parry"), "%v", ws)
}

func TestAbilityBulletsOfEveryKind(t *testing.T) {
	f, _ := one(t, guard+"Special Abilities:\n\uf0b7 Hardy: tough.\n▪ Fearless: brave.\n● Undead: dead.\n- Construct: made.\n* Elemental: pure.\nInfravision: sees heat.\n")
	assert.Equal(t, []string{"Hardy", "Fearless", "Undead", "Construct", "Elemental", "Infravision"}, f.Abilities)
}

func TestADescriptionUnderTheNameIsWarnedAboutNotKept(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Gate Warden\n", "Gate Warden\nA bored guard who has seen it all.\n", 1))
	assert.Equal(t, "Gate Warden", f.Name)
	assert.Contains(t, ws, `paste.txt:2:1: description: not kept (a figure has no key for it): "A bored guard who has seen it all."`)
}

func TestABlockWithoutAttributesBeforeAGoodOneIsAnError(t *testing.T) {
	_, err := Parse("p.txt", []byte("Grim Ferryman\nSkills: Boating d8\n\n"+guard), rules.SWADE)
	require.Error(t, err)
	assert.Equal(t, "p.txt:2: Skills: above the first block (line 4): a block with no Attributes: line (each stat block needs its own)", err.Error())
}

// A Weakness's text says what it does; the importer writes that effect
// in the brackets the rules read (docs/characters.md): "+4 damage from
// cold iron" is Weakness (Cold Iron, +4), "double damage from fire"
// Weakness (Fire, double). An effect already in the brackets stands; a
// text naming no effect the rules read is a warning at its line and
// column, and the Weakness is kept with its type alone.
func TestAWeaknessCarriesTheEffectItsTextNames(t *testing.T) {
	f, ws := one(t, guard+`Special Abilities:
• Weakness (Cold Iron): Takes +4 damage from cold iron.
• Weakness (Fire): double damage from fire.
• Weakness (Piercing): Takes 2 extra damage from arrows and spears.
• Weakness (Blunt): Its damage is doubled by clubs.
• Weakness (Fire, +2): Burns easily, +6 damage in a furnace.
• Weakness (Cutting)
• Weakness (Silver): Takes a Wound from a touch of silver.
• Weakness (Sunlight): Takes +2 damage, or double damage at noon.
`)
	assert.Equal(t, []string{
		"Weakness (Cold Iron, +4)", "Weakness (Fire, double)", "Weakness (Piercing, +2)", "Weakness (Blunt, double)",
		"Weakness (Fire, +2)", "Weakness (Cutting)", "Weakness (Silver)", "Weakness (Sunlight)",
	}, f.Abilities)
	assert.Equal(t, []string{
		`paste.txt:12:22: Weakness (Silver): "Takes a Wound from a touch of silver" names no effect battlemat reads (+N damage or double damage): kept with its type alone, which the rules read as 4 more damage of it`,
		`paste.txt:13:24: Weakness (Sunlight): "Takes +2 damage, or double damage at noon" names both more damage and double damage: kept with its type alone, which the rules read as 4 more damage of it`,
	}, filterWarnings(ws, "Weakness"))
	// What the rules make of them: the first four play their text.
	for i, want := range []struct {
		typ    string
		add    int
		double bool
	}{{"Cold Iron", 4, false}, {"Fire", 0, true}, {"Piercing", 2, false}, {"Blunt", 0, true}} {
		_, e, err := rules.Lookup(rules.FromAbility, f.Abilities[i])
		require.NoError(t, err)
		require.NotNil(t, e)
		wr := rules.ParseWritten(f.Abilities[i])
		typ, add, double, ok := rules.WeaknessWritten(wr.Detail)
		assert.True(t, ok, f.Abilities[i])
		assert.Equal(t, want.typ, typ)
		assert.Equal(t, want.add, add)
		assert.Equal(t, want.double, double)
	}
}

// filterWarnings is the warnings that contain piece.
func filterWarnings(ws []string, piece string) []string {
	var out []string
	for _, w := range ws {
		if strings.Contains(w, piece) {
			out = append(out, w)
		}
	}
	return out
}

// A Gear weapon whose name begins with silver or cold iron is made of
// it: the scenario's material:, which a Weakness (silver) meets. Other
// names carry none ("Silvered" is no material battlemat reads).
func TestAGearWeaponNamedSilverIsMadeOfSilver(t *testing.T) {
	f, _ := one(t, guard+"Gear: silver dagger (Str+d4), Cold  Iron sword (Str+d8), silvered blade (Str+d6)\n")
	assert.Equal(t, []Weapon{
		{Name: "Silver dagger", Damage: "str+d4", Material: "silver"},
		{Name: "Cold Iron sword", Damage: "str+d8", Material: "cold iron"},
		{Name: "Silvered blade", Damage: "str+d6"},
	}, f.Weapons)
	assert.Contains(t, YAML([]*Figure{f}), "{name: Silver dagger, damage: str+d4, material: silver}")
}

func TestAnEdgeHyphenatedAtAPDFLineBreakIsSpelledAsTheRulesDo(t *testing.T) {
	f, _ := one(t, guard+"Edges: Level Headed, Combat Re-\nflexes, Two-\nFisted\n")
	assert.Equal(t, []string{"Level Headed", "Combat Reflexes", "Two-Fisted"}, f.Edges)
}

// Brawny is played by the rules (+1 Toughness), so a block that lists it
// but prints the Toughness without it is one less than computed: the
// guess names Brawny, not the armor (2 + 3 + 1 armor + 1 Brawny = 7
// against the block's 6).
func TestAToughnessShortOfAnEdgeThatIsPlayedNamesTheEdge(t *testing.T) {
	f, ws := one(t, strings.Replace(guard, "Toughness: 5", "Toughness: 6 (1)", 1)+"Edges: Brawny\n")
	require.NotNil(t, f.Toughness)
	assert.Equal(t, 6, *f.Toughness)
	assert.Contains(t, ws, "paste.txt:1:1: Toughness 6 in the block, 7 computed: Brawny listed but not counted in the block's number? The block's 6 is kept")
}

// A shotgun's damage is printed as its three range bands' dice, "1-3d6"
// (3d6 at Short, 2d6 at Medium, 1d6 at Long): the weapon is a shotgun of
// 3d6, not gear dropped for want of a damage. The en dash of a PDF too.
func TestAShotgunsOneToThreeD6DamageIsAShotgun(t *testing.T) {
	f, ws := one(t, guard+"Gear: scattergun (Range 12/24/48, Damage 1-3d6, RoF 1), sawed-off (Range 5/10/20, 1–3d6)\n")
	assert.False(t, warned(ws, "not read"), "%v", ws)
	assert.Equal(t, []Weapon{
		{Name: "Scattergun", Range: "12/24/48", Damage: "3d6", Shotgun: true},
		{Name: "Sawed-off", Range: "5/10/20", Damage: "3d6", Shotgun: true},
	}, f.Weapons)
	assert.Contains(t, YAML([]*Figure{f}), "{name: Scattergun, range: 12/24/48, damage: 3d6, shotgun: true}")
}

// A grenade's block gives no Strength in its damage (3d6, MBT), yet it is
// thrown: Athletics, and a thrown weapon's deviation. Read by its name, as
// dynamite and a Molotov are; a grenade launcher fires.
func TestAGrenadeIsThrownByItsName(t *testing.T) {
	f, _ := one(t, guard+"Gear: frag grenades x2 (Range 5/10/20, Damage 3d6, MBT), dynamite (Range 4/8/16, 2d6, SBT), grenade launcher (Range 24/48/96, Damage 3d6, MBT)\n")
	assert.Equal(t, []Weapon{
		{Name: "Frag grenades", Range: "5/10/20", Damage: "3d6", Template: "mbt", Thrown: true, Shots: 2},
		{Name: "Dynamite", Range: "4/8/16", Damage: "2d6", Template: "sbt", Thrown: true},
		{Name: "Grenade launcher", Range: "24/48/96", Damage: "3d6", Template: "mbt"},
	}, f.Weapons)
}

// A block's "x2" after a thrown weapon is how many there are: the
// weapon's Shots, which each throw spends (formats.md), its name without
// it. The rules count no other weapon: "x2" after a pistol is one pistol
// and a warning naming it.
func TestAThrownWeaponsCountIsItsShots(t *testing.T) {
	f, ws := one(t, guard+"Gear: frag grenades x2 (Range 5/10/20, Damage 3d6, MBT), throwing knives x3 (Range 3/6/12, Str+d4), pistols x2 (Range 12/24/48, Damage 2d6)\n")
	assert.Equal(t, []Weapon{
		{Name: "Frag grenades", Range: "5/10/20", Damage: "3d6", Template: "mbt", Thrown: true, Shots: 2},
		{Name: "Throwing knives", Range: "3/6/12", Damage: "str+d4", Thrown: true, Shots: 3},
		{Name: "Pistols", Range: "12/24/48", Damage: "2d6"},
	}, f.Weapons)
	assert.True(t, warned(ws, "Pistols x2", "counts only thrown weapons"), "%v", ws)
	assert.False(t, warned(ws, "grenades"), "%v", ws)
	assert.False(t, warned(ws, "knives"), "%v", ws)
}
