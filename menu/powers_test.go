package menu

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestThePowersEntryCastsAtAFigureOrAtAPointAsThePowerAims(t *testing.T) {
	b := battle(t)
	assert.Equal(t, []string{"Bolt", "Blast", "Protection"}, Powers(b, "hero"), "the hero's powers, trappings left off")
	assert.Empty(t, Powers(b, "foe"))
	a, err := Get(CastPower).Build(b, Pick{Who: "hero", Target: "foe", Mods: []string{"Damage"}})
	require.NoError(t, err)
	assert.Equal(t, rules.Cast{Who: "hero", Power: "Bolt", Targets: []string{"foe"}, Mods: []string{"Damage"}}, a, "no power chosen: the first")
	assert.Equal(t, "Cast Bolt", Label(a, ""))
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Target: "hero", Power: "Protection"})
	require.NoError(t, err)
	assert.Equal(t, rules.Cast{Who: "hero", Power: "Protection", Targets: []string{"hero"}}, a, "a caster may put Protection on itself")
	// A Blast is centred on the square clicked, or on the exact point.
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Target: "foe", Power: "Blast", At: rules.Pos{X: 3, Y: 1}})
	require.NoError(t, err)
	assert.Equal(t, &rules.Spot{X: 3.5, Y: 1.5}, a.(rules.Cast).At)
	assert.Empty(t, a.(rules.Cast).Targets)
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Power: "Blast", Spot: &rules.Spot{X: 2.25, Y: 1}})
	require.NoError(t, err)
	assert.Equal(t, &rules.Spot{X: 2.25, Y: 1}, a.(rules.Cast).At)
	_, err = Get(CastPower).Build(b, Pick{Who: "hero", Power: "Bolt"})
	assert.EqualError(t, err, "click the figure to cast Bolt on")
	_, err = Get(CastPower).Build(b, Pick{Who: "foe", Target: "hero"})
	assert.EqualError(t, err, "Foe casts no powers")
}

func TestMaintainAndDropNameAPowerTheCasterKeepsUp(t *testing.T) {
	b := battle(t)
	_, err := Get(MaintainPower).Build(b, Pick{Who: "hero"})
	assert.EqualError(t, err, "Hero keeps up no power")
	b.Figure("hero").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"}, Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "hero"}}
	a, err := Get(MaintainPower).Build(b, Pick{Who: "hero"})
	require.NoError(t, err)
	assert.Equal(t, rules.Maintain{Who: "hero", Power: "Protection"}, a)
	assert.Equal(t, "Maintain Protection", Label(a, ""))
	e, ok := Of(a)
	assert.True(t, ok)
	assert.Equal(t, MaintainPower, e.ID)
	a, err = Get(DropPower).Build(b, Pick{Who: "hero"})
	require.NoError(t, err)
	assert.Equal(t, rules.Maintain{Who: "hero", Power: "Protection", End: true}, a)
	assert.Equal(t, "Drop Protection", Label(a, ""))
	e, _ = Of(a)
	assert.Equal(t, DropPower, e.ID)
}

func TestAPowersTemplateIsItsSizeModifiersElseItsOwn(t *testing.T) {
	blast, ok := rules.LookupPower(rules.SWADE, "Blast")
	require.True(t, ok)
	assert.Equal(t, rules.MBT, TemplateOf(blast, nil))
	assert.Equal(t, rules.LBT, TemplateOf(blast, []string{"Damage", "Large Blast"}))
	assert.Equal(t, rules.SBT, TemplateOf(blast, []string{"Small Blast"}))
	bolt, _ := rules.LookupPower(rules.SWADE, "Bolt")
	assert.False(t, AimsAtPoint(bolt, []string{"Damage"}), "a Bolt is aimed at a figure")
	assert.True(t, AimsAtPoint(blast, nil))
	// A power put on figures that takes an area modifier (as Entangle
	// does) is cast at a point once the modifier is chosen.
	entangle := rules.Power{Name: "Entangle", Kind: rules.PowerEffect}
	assert.False(t, AimsAtPoint(entangle, nil))
	assert.True(t, AimsAtPoint(entangle, []string{"Medium Blast"}))
	assert.Equal(t, rules.MBT, TemplateOf(entangle, []string{"Medium Blast"}))
}

func TestThePowersEntryPutsBoostTraitsTraitAndHavocsChoiceIntoTheCast(t *testing.T) {
	b := battle(t)
	// The builder takes what the pick names; the rules judge it.
	p := Pick{Who: "hero", Target: "foe", Power: "Protection"}
	SetPowerOption(&p, "Lower Trait", "spirit")
	assert.Equal(t, rules.Trait("spirit"), p.Trait)
	assert.Empty(t, p.Choice)
	a, err := Get(CastPower).Build(b, p)
	require.NoError(t, err)
	assert.Equal(t, "spirit", a.(rules.Cast).Trait, "the trait goes into the cast")
	SetPowerOption(&p, "Havoc", "cone")
	assert.Empty(t, p.Trait, "a choice clears a trait left by another power")
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Power: "Blast", Spot: &rules.Spot{X: 2, Y: 1}, Choice: "cone"})
	require.NoError(t, err)
	assert.Equal(t, "cone", a.(rules.Cast).Choice)
	assert.Error(t, b.Check(a), "Blast offers no choice: the rules refuse it")
}

func TestAPowersOptionsAreItsTraitsOrItsChoicesFirstTheDefault(t *testing.T) {
	opts := PowerOptions("Boost Trait")
	require.Len(t, opts, len(CastTraits))
	assert.Equal(t, "", opts[0], "the recipient's main trait first")
	assert.Contains(t, opts, "spirit")
	assert.Equal(t, PowerOptions("Boost Trait"), PowerOptions("Lower Trait"))
	assert.Equal(t, []string{"distracted", "vulnerable"}, PowerOptions("Confusion"))
	assert.Equal(t, []string{"blast", "cone"}, PowerOptions("Havoc"))
	assert.Empty(t, PowerOptions("Bolt"))
	assert.Equal(t, "agility", NextPowerOption("Boost Trait", ""))
	assert.Equal(t, "cone", NextPowerOption("Havoc", "blast"))
	assert.Equal(t, "blast", NextPowerOption("Havoc", "cone"), "after the last, the first")
	assert.Equal(t, "Trait: main", PowerOptionLabel("Boost Trait", ""))
	assert.Equal(t, "Trait: Spirit", PowerOptionLabel("Lower Trait", "spirit"))
	assert.Equal(t, "Choice: distracted", PowerOptionLabel("Confusion", ""))
	assert.Equal(t, "Choice: cone", PowerOptionLabel("Havoc", "cone"))
	assert.Empty(t, PowerOptionLabel("Bolt", ""))
}

func TestHavocsConeChoiceLaysACone(t *testing.T) {
	havoc, ok := rules.LookupPower("swade", "Havoc")
	require.True(t, ok)
	assert.Equal(t, rules.MBT, CastTemplate(havoc, nil, "blast"))
	assert.Equal(t, rules.Cone, CastTemplate(havoc, nil, "cone"))
	assert.Equal(t, rules.LBT, CastTemplate(havoc, []string{"Large Blast"}, "blast"))
	assert.True(t, AreaMod("Medium Blast"), "a size modifier makes a template")
	assert.False(t, AreaMod("Damage"))
}

// teleporter is the menu's battle with the hero casting Teleport.
func teleporter(t *testing.T) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("menu.yaml", []byte(strings.Replace(scene, "[Bolt (frost), Blast, Protection]", "[Teleport]", 1)))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	return b
}

func TestTeleportIsCastOnItsRecipientsToTheSquarePicked(t *testing.T) {
	b := teleporter(t)
	// No recipient picked: the caster, to the centre of the square.
	a, err := Get(CastPower).Build(b, Pick{Who: "hero", Power: "Teleport", At: rules.Pos{X: 4, Y: 1}})
	require.NoError(t, err)
	assert.Equal(t, rules.Cast{Who: "hero", Power: "Teleport", At: &rules.Spot{X: 4.5, Y: 1.5}}, a)
	// Teleport Foe on the foe beside the hero; the screens' Additional
	// Recipients switch is not a modifier of the rules.
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Power: "Teleport", Target: "foe", Mods: []string{"Teleport Foe", MoreRecipients}, Spot: &rules.Spot{X: 5, Y: 1}})
	require.NoError(t, err)
	assert.Equal(t, rules.Cast{Who: "hero", Power: "Teleport", Targets: []string{"foe"}, Mods: []string{"Teleport Foe"}, At: &rules.Spot{X: 5, Y: 1}}, a)
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Power: "Teleport", Target: "foe", Recipients: []string{"hero", "foe"}, At: rules.Pos{X: 4, Y: 0}})
	require.NoError(t, err)
	assert.Equal(t, []string{"hero", "foe"}, a.(rules.Cast).Targets, "the recipients picked, in order")
	assert.Equal(t, rules.Spot{X: 5, Y: 5}, Landing(rules.Pos{X: 4, Y: 4}, 2), "a large base's centre for its corner's square")
}

func TestTeleportsModifiersAreTheRulesOnesAndMoreRecipientsAtOnePPEach(t *testing.T) {
	assert.Equal(t, []rules.PowerMod{{Name: "Teleport Foe", PP: 2, For: []string{"Teleport"}}, {Name: MoreRecipients, PP: 1}}, ModsIn(rules.SWADE, "Teleport"))
	for _, m := range ModsIn(rules.Deluxe, "Teleport") {
		assert.NotEqual(t, MoreRecipients, m.Name, "deluxe Teleport carries the caster only")
	}
	pw, ok := rules.LookupPower(rules.SWADE, "Teleport")
	require.True(t, ok)
	assert.True(t, Destination(pw))
	assert.False(t, AimsAtPoint(pw, nil), "a destination is not a template's point")
}
