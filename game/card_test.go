package game

import (
	"testing"

	"battlemat/board"
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
	// Hard of Hearing is played on a search (rules revision 8): no mark.
	assert.Equal(t, []string{"Hindrances: Phobia (Major, spiders) (in part), Hard of Hearing"}, characterLines(f, rules.SWADE))
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

// mirrorOf is a seat's mirror told of the one figure f (of side "cult",
// played by player when not "") in the state st.
func mirrorOf(seat, player string, f *rules.Figure, st wire.FigureState) *seatMirror {
	f.ID, f.Side = "f", "cult"
	bd := &board.Board{Edition: rules.SWADE, Figures: []*board.Figure{{Figure: f, Player: player}}}
	return &seatMirror{Seat: seat, Board: bd, Roster: map[string]wire.FigureInfo{"f": {Name: f.Name, Side: "cult", Player: player}},
		Figures: map[string]wire.FigureState{"f": st}}
}

var (
	dodgeInfo   = wire.EffectInfo{Source: rules.Source{Kind: rules.FromEdge, Name: "Dodge"}, Change: rules.ChangeAttacked, Value: -2, Ends: "never", Label: "Dodge -2", Granted: true}
	gmTraitInfo = wire.EffectInfo{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeTrait, Value: 2, Ends: "never", Label: "trait +2 (GM)"}
	rageInfo    = wire.EffectInfo{Source: rules.Source{Kind: rules.FromEdge, Name: "Berserk"}, Change: rules.ChangeToughness, Value: 2, Ends: "for 5 rounds", Label: "toughness +2 (Berserk)"}
)

// A seat told a figure's Toughness hears of the effects its names grant
// before those put on it; the card lists only the latter, with the
// Power Points as told ("?" when not). The GM's copy holds the whole
// state, which says which were put on.
func TestSeatCardShowsTheActiveEffectsNotTheGrantedOnesAndPowerPointsAsTold(t *testing.T) {
	tough := 5
	f := &rules.Figure{Name: "Mage", Arcane: &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 10}, Powers: []string{"Bolt"}, Edges: []string{"Dodge"}}
	st := wire.FigureState{Toughness: &tough, Effects: []wire.EffectInfo{dodgeInfo, gmTraitInfo}}
	m := mirrorOf("player:ann", "ann", f, st)
	want := []string{"Edges: Dodge", "Powers: Bolt - Power Points ?/10", "Effect: trait +2 (GM) until removed"}
	assert.Equal(t, want, m.cardLines("f"), "a seat not told the Power Points sees a question mark")
	pp := 7
	st.PowerPoints = &pp
	m.Figures["f"] = st
	assert.Contains(t, m.cardLines("f"), "Powers: Bolt - Power Points 7/10")

	// The GM's: a Phobia the fear table gave, for good, is put on too.
	phobia := wire.EffectInfo{Source: rules.Source{Kind: rules.FromAbility, Name: "Minor Phobia"}, Change: rules.ChangeTrait, Value: -1, Ends: "never", Label: "trait -1 (Minor Phobia)"}
	st = wire.FigureState{Toughness: &tough, Effects: []wire.EffectInfo{dodgeInfo, phobia},
		State: &rules.State{Effects: []rules.Effect{{Source: phobia.Source, Change: rules.ChangeTrait, Value: -1}}}}
	gm := mirrorOf(wire.SeatGM, "", f, st)
	assert.Equal(t, []string{"Edges: Dodge", "Powers: Bolt - Power Points ?/10", "Effect: trait -1 (Minor Phobia) until removed"}, gm.cardLines("f"))
}

// An Edge's effect put on during the fight (Berserk's rage, for some
// rounds) is listed like a power's.
func TestSeatCardListsAnEdgesEffectPutOnDuringTheFight(t *testing.T) {
	tough := 5
	f := &rules.Figure{Name: "Brute", Edges: []string{"Dodge", "Berserk"}}
	m := mirrorOf("player:ann", "ann", f, wire.FigureState{Toughness: &tough, Effects: []wire.EffectInfo{dodgeInfo, rageInfo}})
	assert.Equal(t, []string{"Edges: Dodge, Berserk (in part)", "Effect: toughness +2 (Berserk) for 5 rounds"}, m.cardLines("f"))
	// Not told its numbers, the seat hears of the effects put on alone.
	m.Figures["f"] = wire.FigureState{Effects: []wire.EffectInfo{rageInfo}}
	assert.Equal(t, []string{"Edges: Dodge, Berserk (in part)", "Effect: toughness +2 (Berserk) for 5 rounds"}, m.cardLines("f"))
}

// A player's card of a hero the fear table gave a Phobia for good: the
// host marks what the hero's names grant, so the Phobia, of a name's
// source and never ending like them, is listed as put on.
func TestSeatCardListsAPhobiaTheFearTableGaveAsPutOn(t *testing.T) {
	tough := 5
	f := &rules.Figure{Name: "Scout", Edges: []string{"Dodge"}}
	phobia := wire.EffectInfo{Source: rules.Source{Kind: rules.FromHindrance, Name: "Minor Phobia"}, Change: rules.ChangeTrait, Value: -1, Ends: "never", Label: "trait -1 (Minor Phobia)"}
	m := mirrorOf("player:ann", "ann", f, wire.FigureState{Toughness: &tough, Effects: []wire.EffectInfo{dodgeInfo, phobia}})
	assert.Equal(t, []string{"Edges: Dodge", "Effect: trait -1 (Minor Phobia) until removed"}, m.cardLines("f"))
	assert.Equal(t, []string{"-"}, EffectMarks(effectsOfInfo(m.Figures["f"].Effects)), "its token's penalty mark, and none for Dodge")
}

// A foe's copy holds no names (the host cuts it to where and who it is):
// a player told the foe's Toughness still sees only what was put on it.
func TestSeatCardOfAFoeToldItsNumbersLeavesOutTheGrantedEffects(t *testing.T) {
	tough := 5
	f := &rules.Figure{Name: "Cultist"}
	m := mirrorOf("player:ann", "", f, wire.FigureState{Toughness: &tough, Effects: []wire.EffectInfo{dodgeInfo, gmTraitInfo}})
	assert.Equal(t, []string{"Effect: trait +2 (GM) until removed"}, m.cardLines("f"))
	m.Figures["f"] = wire.FigureState{Effects: []wire.EffectInfo{gmTraitInfo}}
	assert.Equal(t, []string{"Effect: trait +2 (GM) until removed"}, m.cardLines("f"))
}

func TestPhoneOddsLineNamesTheModifiersFromEffects(t *testing.T) {
	s, r := 0.5, 0.125
	line := oddsLine([]wire.Roll{{TN: 6, Success: &s, Raise: &r,
		Mods:      rules.Mods{{Name: "Dodge", Value: -2}, {Name: "Scale", Value: 2}},
		ParryMods: rules.Mods{{Name: "Block", Value: 1}}}})
	assert.Equal(t, "TN 6 (Parry +1 Block): 50% to hit, 13% a raise [-2 Dodge, +2 Scale]", line)
}
