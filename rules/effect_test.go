package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNamesMatchWithoutCaseSpacesHyphensOrBang(t *testing.T) {
	assert.Equal(t, rules.NameKey("Rock and Roll"), rules.NameKey("rock-and-roll!"))
	assert.Equal(t, rules.NameKey("Level Headed"), rules.NameKey("level-headed"))
	assert.NotEqual(t, rules.NameKey("Block"), rules.NameKey("Improved Block"))
}

func TestWrittenNamesKeepTheirDetails(t *testing.T) {
	for _, c := range []struct {
		text, name, detail string
		number             int
		has                bool
	}{
		{"Trademark Weapon (Colt .45)", "Trademark Weapon", "Colt .45", 0, false},
		{"Bad Eyes (Major)", "Bad Eyes", "Major", 0, false},
		{"Armor +2", "Armor", "", 2, true},
		{"Size 4", "Size", "", 4, true},
		{"Size -1", "Size", "", -1, true},
		{"Fear -2", "Fear", "", -2, true},
		{"Fear (-2)", "Fear", "", -2, true},
		{"Claws: Str+d6", "Claws", "Str+d6", 0, false},
		{"Flight 24", "Flight", "", 24, true},
		{"Improved Frenzy", "Improved Frenzy", "", 0, false},
	} {
		w := rules.ParseWritten(c.text)
		assert.Equal(t, c.text, w.Text)
		assert.Equal(t, c.name, w.Name, c.text)
		assert.Equal(t, c.detail, w.Detail, c.text)
		assert.Equal(t, c.number, w.Number, c.text)
		assert.Equal(t, c.has, w.HasNumber, c.text)
	}
}

func TestKnownNamesWithBadNumbersAreErrors(t *testing.T) {
	_, e, err := rules.Lookup(rules.FromAbility, "armor +2")
	require.NoError(t, err)
	require.NotNil(t, e)
	assert.Equal(t, "Armor", e.Name)

	_, _, err = rules.Lookup(rules.FromAbility, "Armor +x")
	assert.EqualError(t, err, `Armor +x: "+x" is not a number (Armor +2)`)
	_, _, err = rules.Lookup(rules.FromAbility, "Size 40")
	assert.EqualError(t, err, "Size 40: Size runs from -4 to +20")
	_, _, err = rules.Lookup(rules.FromAbility, "Armor")
	assert.EqualError(t, err, "Armor: Armor needs a number (Armor +2)")

	// An unknown name is no error: settings bring their own.
	_, e, err = rules.Lookup(rules.FromEdge, "Way of the Brave Dolphin")
	assert.NoError(t, err)
	assert.Nil(t, e)
}

func TestUnknownNamesGetTheNearestKnownOne(t *testing.T) {
	assert.Equal(t, "Size", rules.Nearest(rules.FromAbility, "Sise 4"))
	assert.Equal(t, "Armor", rules.Nearest(rules.FromAbility, "Armour +2"))
	assert.Equal(t, "", rules.Nearest(rules.FromAbility, "Way of the Brave Dolphin"))
	s := rules.Status(rules.FromAbility, "Armour +2", rules.SWADE)
	assert.False(t, s.Known)
	assert.Equal(t, "Armor", s.Nearest)
	assert.Equal(t, "not automated", s.Label())
	assert.Equal(t, "automated", rules.Status(rules.FromAbility, "Armor +2", rules.SWADE).Label())
}

func TestEffectVocabularyIsClosed(t *testing.T) {
	ok := rules.Effect{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1}
	assert.NoError(t, ok.Check())
	assert.Equal(t, "parry -2 (GM) until the end of its next turn", ok.String())
	bad := ok
	bad.Change = "luck"
	assert.ErrorContains(t, bad.Check(), `"luck" is not something an effect changes`)
	bad = ok
	bad.Source.Kind = "fate"
	assert.ErrorContains(t, bad.Check(), `"fate" is not a source of effects`)
	bad = ok
	bad.Span = 0
	assert.EqualError(t, bad.Check(), "an effect that ends after turns needs a count of 1 or more")
	_, err := rules.ParseWhen("vs_ranged")
	assert.NoError(t, err)
	_, err = rules.ParseWhen("on tuesdays")
	assert.Error(t, err)
}

// A figure with Vigor d8 (Toughness 6) and Armor +2 as an ability has
// Toughness 8; AP 1 takes one point of that armor, AP 4 both.
func TestArmorAbilityIsArmorThatAPReduces(t *testing.T) {
	f := &rules.Figure{Traits: map[rules.Trait]rules.Die{rules.Vigor: rules.D8}, Abilities: []string{"Armor +2"}}
	f.Grant(rules.SWADE)
	assert.Equal(t, 8, f.Toughness())
	assert.Equal(t, 7, f.ToughnessAP(1))
	assert.Equal(t, 6, f.ToughnessAP(4))
}

// A stat block's Size N is the figure's Size: Toughness +N.
func TestSizeAbilitySetsSize(t *testing.T) {
	f := &rules.Figure{Traits: map[rules.Trait]rules.Die{rules.Vigor: rules.D8}, Abilities: []string{"Size 4"}}
	f.Grant(rules.SWADE)
	assert.Equal(t, 4, f.Size)
	assert.Equal(t, 10, f.Toughness())
}

// An effect on the target of a shot ("-2 Dodge" against ranged attacks)
// is a named modifier of the planned die, the preview's odds are the
// rules' odds with it, and the roll that follows carries it.
func TestAttackedEffectIsANamedModifierInPlanOddsAndRoll(t *testing.T) {
	b := newBattle(t, duel, 3)
	dodge := rules.Effect{Source: rules.Source{Kind: rules.FromEdge, Name: "Dodge"}, Change: rules.ChangeAttacked, Detail: rules.AttackRanged, Value: -2, When: rules.WhenRanged}
	b.Figure("c1").Effects = []rules.Effect{dodge}
	fighttest.ToTurn(t, b, "buck", 0)
	shot := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}
	p, err := b.Preview(shot)
	require.NoError(t, err)
	r := p.Rolls[0]
	assert.Contains(t, r.Mods(0), rules.Modifier{Name: "Dodge", Value: -2})
	// Shooting d10 with a d6 Wild Die; the plan's other modifiers (range)
	// are the same with or without Dodge, so only the -2 differs.
	want := rules.Odds(rules.TraitRoll{Die: rules.D10, Wild: true, Mods: r.Mods(0), TN: r.TN(0)})
	assert.Equal(t, want, r.Odds(0))
	assert.Equal(t, "-2 Dodge", rules.Modifier{Name: "Dodge", Value: -2}.String())

	n := len(b.Events())
	require.NoError(t, b.Apply(shot))
	rolled := rules.RolledTraits(b.Events()[n:])
	require.NotEmpty(t, rolled)
	assert.Equal(t, r.Mods(0), rolled[0].Mods)

	// A melee attack is not a ranged one: no Dodge.
	mp, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
	if err == nil {
		assert.NotContains(t, mp.Rolls[0].Mods(0), rules.Modifier{Name: "Dodge", Value: -2})
	}
}

// A Parry effect ("Block" +1) is named among the Parry's modifiers of a
// melee attack and raises the TN by one.
func TestParryEffectIsNamedInTheMeleeTN(t *testing.T) {
	b := newBattle(t, duel, 3)
	c1 := b.Figure("c1")
	base := c1.BaseParry()
	c1.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromEdge, Name: "Block"}, Change: rules.ChangeParry, Value: 1}}
	tn, ms := b.MeleeParry(c1)
	assert.Equal(t, base+1, tn)
	assert.Equal(t, rules.Mods{{Name: "Block", Value: 1}}, ms)
	assert.Equal(t, base+1, c1.Parry())
	assert.Equal(t, "+1 Block", ms.String())
}

// A Spirit effect on recovering from Shaken is in the preview of the
// turn's first roll and in the roll itself.
func TestUnshakeEffectJoinsTheRecoveryRoll(t *testing.T) {
	b := newBattle(t, duel, 5)
	buck := b.Figure("buck")
	buck.Shaken = true
	buck.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromEdge, Name: "Combat Reflexes"}, Change: rules.ChangeUnshake, Value: 2}}
	fighttest.UpTo(t, b, "buck")
	p, err := b.Preview(rules.StartTurn{Who: "buck"})
	require.NoError(t, err)
	require.Len(t, p.Rolls, 1)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Combat Reflexes", Value: 2})
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	rolled := rules.RolledTraits(b.Events()[n:])
	require.NotEmpty(t, rolled)
	assert.Contains(t, rolled[0].Mods, rules.Modifier{Name: "Combat Reflexes", Value: 2})
}

// The GM's "Parry -2 until the end of its next turn", put on a cultist
// during Buck's turn: Buck's attack meets Parry 5-2 = 3 (named "GM" in
// the Parry's modifiers); the effect outlasts Buck's turn and ends with
// the cultist's own next turn; undo takes it off.
func TestGMEffectParryMinusTwoUntilTheEndOfItsNextTurn(t *testing.T) {
	b := newBattle(t, duel, 3)
	fighttest.ToTurn(t, b, "buck", 0)
	c1 := b.Figure("c1")
	put := rules.PutEffect{Who: "c1", Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1}
	require.NoError(t, b.Apply(put))
	require.Len(t, c1.Effects, 1)
	tn, ms := b.MeleeParry(c1)
	assert.Equal(t, c1.BaseParry()-2, tn)
	assert.Equal(t, rules.Mods{{Name: "GM", Value: -2}}, ms)
	assert.Equal(t, 3, tn, "Fighting d6: Parry 5, less 2")

	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	assert.Len(t, c1.Effects, 1, "it lasts past Buck's turn")
	fighttest.ToTurn(t, b, "c1", 0)
	assert.Len(t, c1.Effects, 1, "and through the cultist's turn")
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	assert.Empty(t, c1.Effects, "its next turn's end takes it off")
	assert.Equal(t, 5, c1.Parry())

	require.NoError(t, b.Undo())
	assert.Len(t, b.Figure("c1").Effects, 1, "undo puts it back")
}

// Put on during the figure's own turn, the effect waits for the end of
// its next turn, not this one.
func TestGMEffectPutDuringItsOwnTurnLastsItsNextTurn(t *testing.T) {
	b := newBattle(t, duel, 3)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "buck", Name: "Bless", Change: rules.ChangeTrait, Value: 1, Ends: rules.EndsTurns}))
	buck := b.Figure("buck")
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "Bless", Value: 1})
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	assert.Len(t, buck.Effects, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	assert.Empty(t, buck.Effects)
}

func TestGMEffectRefusesWhatIsNotInTheVocabulary(t *testing.T) {
	b := newBattle(t, duel, 3)
	refused(t, b, rules.PutEffect{Who: "c1", Change: "luck", Value: 1}, `"luck" is not something an effect changes (`+
		`trait, attack, attacked, damage, damage_in, ap, evade, die, parry, toughness, armor, size, scale, wounds, wound_cap, unshake, unstun, soak, incapacitation, bleeding_out, ignore_wounds, ignore_fatigue, cards, bennies, gang_up, ganged, pace, running, move, sense, fear, fear_table, immune, weakness, hardy, invulnerable, heavy_armor, ethereal, regenerate, causes_fear, weapon, heavy_weapon, poison, infection, feature)`)
	refused(t, b, rules.PutEffect{Who: "zz", Change: rules.ChangeParry, Value: 1}, `there is no figure "zz"`)
	refused(t, b, rules.PutEffect{Who: "c1", Name: "Bless", Clear: true}, `Cultist 1 has no effect of the GM's called "Bless"`)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "c1", Name: "Bless", Change: rules.ChangeToughness, Value: 2}))
	assert.Equal(t, 7, b.Figure("c1").Toughness())
	require.NoError(t, b.Apply(rules.PutEffect{Who: "c1", Name: "Bless", Clear: true}))
	assert.Equal(t, 5, b.Figure("c1").Toughness())
}

// A damage effect (the GM's "+2 damage" on Buck) is a named modifier of
// his melee damage.
func TestDamageEffectJoinsTheDamageRoll(t *testing.T) {
	b := newBattle(t, duel, 3)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "buck", Name: "Surge", Change: rules.ChangeDamage, Value: 2}))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	assert.Contains(t, p.Detail.(*rules.MeleePlan).Damage.Extra, rules.Modifier{Name: "Surge", Value: 2})
}

// The roller's effects are gathered in the battle's scratch: each planned
// roll keeps its own copy, whatever the next plan gathers.
func TestEachPlannedRollKeepsItsOwnEffectModifiers(t *testing.T) {
	b := newBattle(t, duel, 3)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "buck", Name: "Bless", Change: rules.ChangeTrait, Value: 1, Ends: rules.EndsTurns}))
	first, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "buck", Name: "Curse", Change: rules.ChangeTrait, Value: -2, Ends: rules.EndsTurns}))
	second, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	assert.Contains(t, first.Rolls[0].Mods(0), rules.Modifier{Name: "Bless", Value: 1})
	assert.NotContains(t, first.Rolls[0].Mods(0), rules.Modifier{Name: "Curse", Value: -2})
	assert.Contains(t, second.Rolls[0].Mods(0), rules.Modifier{Name: "Curse", Value: -2})
}
