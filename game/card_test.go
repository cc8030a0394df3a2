package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
)

func TestCardMarksEachNameByWhatBattlematMakesOfIt(t *testing.T) {
	f := &rules.Figure{Name: "Hero",
		Edges:      []string{"Block", "Blok", "Berserk", "Leader of Men"},
		Hindrances: []string{"Bad Eyes (Major)", "Loyal"},
		Abilities:  []string{"Armor +2"},
		Shield:     "medium"}
	assert.Equal(t, []string{
		"Edges: Block, Blok (not automated), Berserk (in part), Leader of Men (not automated)",
		"Hindrances: Bad Eyes (Major) (in part), Loyal (no effect in a fight)",
		"Abilities: Armor +2",
		"Shield: medium",
	}, characterLines(f, rules.SWADE))
}

func TestCardSaysAPhobiasFearedThingAndTheFiguresKind(t *testing.T) {
	f := &rules.Figure{Name: "Scout", Hindrances: []string{"Phobia (Major, spiders)", "Hard of Hearing"}}
	assert.Equal(t, []string{"Hindrances: Phobia (Major, spiders) (in part), Hard of Hearing (not automated)"}, characterLines(f, rules.SWADE))
	spider := &rules.Figure{Name: "Giant Spider", Kind: "spider"}
	assert.Equal(t, []string{"Kind: spider"}, characterLines(spider, rules.SWADE))
}

func TestCardListsPowersWithPowerPointsLeftAndTheEffectsWithTheirEnd(t *testing.T) {
	f := &rules.Figure{Name: "Mage", Arcane: &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 15},
		Powers: []string{"Bolt", "Healing"}}
	f.PowerPointsSpent = 4
	f.Effects = []rules.Effect{
		{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1},
		{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeToughness, Value: 2},
	}
	assert.Equal(t, []string{
		"Powers: Bolt, Healing - Power Points 11/15",
		"Effect: parry -2 (GM) until the end of its next turn",
		"Effect: toughness +2 (GM) until removed",
	}, windowCardLines(f, rules.SWADE, nil))
}

func TestPhoneCardShowsTheActiveEffectsNotTheGrantedOnesAndPowerPointsAsTold(t *testing.T) {
	f := &rules.Figure{Name: "Mage", Arcane: &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 10}, Powers: []string{"Bolt"}, Edges: []string{"Dodge"}}
	st := wire.FigureState{Effects: []wire.EffectInfo{
		{Source: rules.Source{Kind: rules.FromEdge, Name: "Dodge"}, Change: rules.ChangeAttacked, Value: -2, Ends: "never", Label: "Dodge -2"},
		{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeTrait, Value: 2, Ends: "never", Label: "trait +2 (GM)"},
	}}
	assert.Equal(t, []string{"Edges: Dodge", "Powers: Bolt - Power Points ?/10", "Effect: trait +2 (GM) until removed"},
		remoteCardLines(f, rules.SWADE, st), "a seat not told the Power Points sees a question mark")
	pp := 7
	st.PowerPoints = &pp
	assert.Contains(t, remoteCardLines(f, rules.SWADE, st), "Powers: Bolt - Power Points 7/10")
}

func TestPhoneOddsLineNamesTheModifiersFromEffects(t *testing.T) {
	s, r := 0.5, 0.125
	line := oddsLine([]wire.Roll{{TN: 6, Success: &s, Raise: &r,
		Mods:      rules.Mods{{Name: "Dodge", Value: -2}, {Name: "Scale", Value: 2}},
		ParryMods: rules.Mods{{Name: "Block", Value: 1}}}})
	assert.Equal(t, "TN 6 (Parry +1 Block): 50% to hit, 13% a raise [-2 Dodge, +2 Scale]", line)
}
