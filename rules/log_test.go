package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var logNames = map[string]string{"buck": "Buck", "c2": "Cultist 2", "priest": "The Priest", "dog": "Rex", "c1": "Cultist 1", "c3": "Cultist 3"}

func logName(id string) string { return logNames[id] }

func roll(sides int, faces ...int) DieRoll { return DieRoll{Die: Die{Sides: sides}, Faces: faces} }

func wild(faces ...int) DieRoll { return DieRoll{Die: D6, Faces: faces, Wild: true} }

// Every kind of event, as the GM reads it.
func TestEventText(t *testing.T) {
	shaken := State{Shaken: true}
	cases := []struct {
		name string
		e    Event
		want string
	}{
		{"attack", Event{Kind: EventTrait, Who: "buck", Target: "c2", What: "Shooting", Trait: "shooting", Weapon: "Colt .45",
			Rolls: []DieRoll{roll(10, 7), wild(3)}, Mods: Mods{{"Joker", 2}, {"medium range", -2}},
			Total: 7, TN: 4, Outcome: "hit"},
			"Buck shoots Cultist 2 with the Colt .45: d10 7, Wild d6 3, +2 Joker, -2 medium range = 7 vs 4: hit."},
		{"ace chain", Event{Kind: EventTrait, Who: "buck", What: "Shooting", Trait: "shooting",
			Rolls: []DieRoll{roll(10, 10, 10, 3), wild(2)}, Total: 23, TN: 4, Raises: 4, Outcome: "raise"},
			"Buck rolls Shooting: d10 10+10+3, Wild d6 2 = 23 vs 4: raise."},
		{"melee", Event{Kind: EventTrait, Who: "c2", Target: "buck", What: "Fighting", Trait: "fighting", Weapon: "Knife",
			Rolls: []DieRoll{roll(6, 2)}, Total: 2, TN: 5, Outcome: "miss"},
			"Cultist 2 attacks Buck with the Knife: d6 2 = 2 vs 5: miss."},
		{"throw", Event{Kind: EventTrait, Who: "buck", Target: "c2", What: "Athletics", Trait: "athletics", Weapon: "Grenade",
			Rolls: []DieRoll{roll(6, 5), wild(1)}, Total: 5, TN: 4, Outcome: "hit"},
			"Buck throws the Grenade at Cultist 2: d6 5, Wild d6 1 = 5 vs 4: hit."},
		{"unskilled", Event{Kind: EventTrait, Who: "c2", What: "Notice",
			Rolls: []DieRoll{roll(4, 1)}, Mods: Mods{{"unskilled", -2}}, Total: -1, TN: 4, Outcome: "failure"},
			"Cultist 2 rolls Notice: d4 1, -2 unskilled = -1 vs 4: failure."},
		{"critical failure", Event{Kind: EventTrait, Who: "buck", What: "Spirit",
			Rolls: []DieRoll{roll(8, 1), wild(1)}, Total: 1, TN: 4, Outcome: "critical failure"},
			"Buck rolls Spirit: d8 1, Wild d6 1 = 1 vs 4: critical failure."},
		{"opposed", Event{Kind: EventTrait, Who: "c2", Target: "buck", What: "Athletics", Trait: "athletics", Rolls: []DieRoll{roll(6, 5)}, Total: 5},
			"Cultist 2 rolls Athletics against Buck: d6 5 = 5."},
		{"damage as in the brief", Event{Kind: EventDamage,
			Rolls: []DieRoll{roll(6, 4), roll(6, 5)}, Mods: Mods{{"", 1}}, Total: 10, TN: 5, Raises: 1, Outcome: "Wounded"},
			"Damage 2d6+1: 4+5+1 = 10 vs Toughness 5: one raise, Wounded."},
		{"damage with weapon, ace and Joker", Event{Kind: EventDamage, Who: "buck", Target: "c2", What: "d6+d6", Weapon: "Colt .45",
			Rolls: []DieRoll{roll(6, 6, 2), roll(6, 5)}, Mods: Mods{{"Colt .45", 1}, {"Joker", 2}}, Toughness: Mods{{"AP 1", -1}},
			Total: 16, TN: 5, Raises: 2, Outcome: "2 Wounds"},
			"Damage 2d6+1 (Colt .45) to Cultist 2: (6+2)+5+1, +2 Joker = 16 vs Toughness 5 (AP 1 -1): two raises, 2 Wounds."},
		{"damage short", Event{Kind: EventDamage, Target: "c2", Weapon: "Knife",
			Rolls: []DieRoll{roll(6, 2), roll(4, 1)}, Total: 3, TN: 5},
			"Damage d6+d4 (Knife) to Cultist 2: 2+1 = 3 vs Toughness 5: no effect."},
		{"soak", Event{Kind: EventSoak, Who: "buck", What: "Vigor (Soak)",
			Rolls: []DieRoll{roll(8, 6), wild(2)}, Mods: Mods{{"1 Wounds", -1}}, Total: 5, TN: 4, Outcome: "success: soaks 1 of 2"},
			"Buck soaks with Vigor (Soak): d8 6, Wild d6 2, -1 1 Wounds = 5 vs 4: success: soaks 1 of 2."},
		{"state: Shaken", Event{Kind: EventState, Figure: "c2", Outcome: "Shaken", After: &shaken},
			"Cultist 2 is Shaken."},
		{"state: recovered", Event{Kind: EventState, Figure: "c2", Outcome: "recovers from Shaken", After: &State{}},
			"Cultist 2 recovers from Shaken."},
		{"state: from After alone", Event{Kind: EventState, Figure: "buck", After: &State{Shaken: true, Wounds: 2, Prone: true}},
			"Buck is Shaken, 2 Wounds, Prone."},
		{"state: Wounds after Soak", Event{Kind: EventState, Target: "buck", Figure: "buck", What: "Colt .45",
			Outcome: "2 Wounds, 1 soaked", After: &State{Shaken: true, Wounds: 1}},
			"Buck takes 2 Wounds, 1 soaked (Colt .45)."},
		{"state: Incapacitated", Event{Kind: EventState, Figure: "c2", Outcome: "Incapacitated", After: &State{Incapacitated: true}},
			"Cultist 2 is Incapacitated."},
		{"benny", Event{Kind: EventBenny, Who: "buck", Figure: "buck", What: "soak", Outcome: "2 left", After: &State{Bennies: 2}},
			"Buck spends a benny on soak (2 left)."},
		{"injury", Event{Kind: EventInjury, Target: "buck", What: "Battered (Vigor -1 die type), until healed",
			Rolls: []DieRoll{roll(6, 4), roll(6, 3), roll(6, 4)}, Total: 7, Outcome: "guts"},
			"Buck rolls on the Injury Table: d6 4, d6 3, d6 4: guts: Battered (Vigor -1 die type), until healed."},
		{"bleeding", Event{Kind: EventBleeding, Who: "buck", What: "Vigor (Bleeding Out)",
			Rolls: []DieRoll{roll(8, 3), wild(5)}, Mods: Mods{{"3 Wounds", -3}}, Total: 2, TN: 4, Outcome: "failure: dies"},
			"Buck rolls Vigor (Bleeding Out): d8 3, Wild d6 5, -3 3 Wounds = 2 vs 4: failure: dies."},
		{"round", Event{Kind: EventRound, Total: 3}, "Round 3 begins."},
		{"shuffle: Joker", Event{Kind: EventShuffle, Outcome: ShuffleJoker},
			"The deck is shuffled: a Joker was dealt last round."},
		{"shuffle: empty", Event{Kind: EventShuffle, Outcome: ShuffleEmpty},
			"The deck is shuffled: the draw pile ran out."},
		{"deal", Event{Kind: EventDeal, Who: "priest", What: "K♠", Figures: []string{"priest"}},
			"The Priest is dealt the King of Spades."},
		{"deal to a group", Event{Kind: EventDeal, Who: "c1", What: "7♥", Figures: []string{"c1", "c2", "c3"}},
			"Cultist 1, Cultist 2 and Cultist 3 are dealt the Seven of Hearts."},
		{"deal with an ally", Event{Kind: EventDeal, Who: "buck", What: "10♣", Figures: []string{"buck", "dog"}},
			"Buck and Rex are dealt the Ten of Clubs."},
		{"deal a Joker", Event{Kind: EventDeal, Who: "buck", What: "Red Joker", Figures: []string{"buck"}},
			"Buck is dealt the Red Joker: +2 to trait and damage rolls this round, acts when it wants."},
		{"hold", Event{Kind: EventHold, Who: "buck", What: "Q♦"},
			"Buck goes on Hold, keeping the Queen of Diamonds."},
		{"hold: ambush", Event{Kind: EventHold, Who: "c1", What: "2♣", Outcome: HoldAmbush},
			"Cultist 1 waits in ambush on Hold with the Two of Clubs."},
		{"hold lost", Event{Kind: EventHold, Who: "buck", What: "Q♦", Outcome: HoldLost},
			"Buck loses the Hold."},
		{"turn", Event{Kind: EventTurn, Who: "priest", What: "A♥"}, "The Priest acts on the Ace of Hearts."},
		{"turn from Hold", Event{Kind: EventTurn, Who: "buck", What: "Q♦", Outcome: TurnFromHold},
			"Buck acts from Hold (the Queen of Diamonds)."},
		{"interrupt won", Event{Kind: EventInterrupt, Who: "buck", Target: "c2", What: "Athletics", Total: 7, TN: 5, Outcome: HolderFirst.String()},
			"Buck, on Hold, tries to interrupt Cultist 2: Athletics 7 vs 5: Buck acts first."},
		{"interrupt lost", Event{Kind: EventInterrupt, Who: "buck", Target: "c2", What: "Agility", Total: 3, TN: 5, Outcome: ActorFirst.String()},
			"Buck, on Hold, tries to interrupt Cultist 2: Agility 3 vs 5: Cultist 2 acts first."},
		{"interrupt tied", Event{Kind: EventInterrupt, Who: "buck", Target: "c2", What: "Athletics", Total: 5, TN: 5, Outcome: Simultaneous.String()},
			"Buck, on Hold, tries to interrupt Cultist 2: Athletics 5 vs 5: they act at the same time."},
		{"surprise: ambusher", Event{Kind: EventSurprise, Who: "priest", Outcome: SurpriseAmbusher},
			"The Priest springs the ambush and starts on Hold."},
		{"surprise: victim", Event{Kind: EventSurprise, Who: "buck", Outcome: SurpriseNoCard},
			"Buck is caught by surprise: no card in the first round."},
		{"object", Event{Kind: "break", Who: "buck", Target: "door", What: "d8", Weapon: "Axe",
			Rolls: []DieRoll{roll(8, 8, 2)}, Total: 10, TN: 8, Outcome: "broken"},
			"Buck strikes the door with the Axe: (8+2) = 10 vs Hardness 8: broken."},
		{"deviation", Event{Kind: "deviation", Who: "buck", What: "thrown",
			Rolls: []DieRoll{roll(6, 3), roll(12, 4)}, Total: 3, Outcome: `deviates 3" toward 4 o'clock`},
			`Buck's thrown blast: d6 3, d12 4: deviates 3" toward 4 o'clock.`},
		{"bystander among three", Event{Kind: EventBystander, Who: "buck", Target: "c1", Weapon: "Colt .45",
			Rolls: []DieRoll{roll(3, 2)}, Total: 3, What: "c2", Outcome: "the stray 1 hits Cultist 2"},
			"Innocent bystander: Buck's shot at Cultist 1 with the Colt .45: d3 2 among 3: the stray 1 hits Cultist 2."},
		// One candidate still rolls its d1 (the same dice as ever), but the
		// line leaves it out: it picks nobody.
		{"lone bystander", Event{Kind: EventBystander, Who: "buck", Target: "c1", Weapon: "Colt .45",
			Rolls: []DieRoll{roll(1, 1)}, Total: 1, What: "c2", Outcome: "the stray 1 hits Cultist 2"},
			"Innocent bystander: Buck's shot at Cultist 1 with the Colt .45: the stray 1 hits Cultist 2."},
		{"unknown kind", Event{Kind: "taunt", Who: "buck", What: "Taunt", Rolls: []DieRoll{roll(6, 4)}, Total: 4, Outcome: "success"},
			"Buck: taunt Taunt: d6 4 = 4: success."},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.e.Text(logName), c.name)
	}
	// Without names the ids stand in.
	assert.Equal(t, "c2 is Shaken.", Event{Kind: EventState, Figure: "c2", Outcome: "Shaken", After: &shaken}.Text(nil))
}

// Every event a real fight writes renders as one line with no formatting
// slips and names, not ids, for the figures.
func TestFightLogLines(t *testing.T) {
	f := newTestFight(t, SWADE, 11)
	require.NoError(t, f.Surprise([]string{"c1", "c2", "c3"}, []string{"buck", "virginia"}))
	require.NoError(t, f.StartRound())
	require.NoError(t, f.Hold("virginia"))
	_, err := f.Interrupt("c1", "buck")
	require.NoError(t, err)
	_, err = f.Test("buck", "shooting", Mods{{"medium range", -2}}, 0)
	require.NoError(t, err)
	require.NoError(t, f.SpendBenny("buck", "reroll"))
	require.NoError(t, f.SetState("c2", State{Shaken: true}, "Shaken"))
	require.NoError(t, f.StartRound())
	lines := Lines(f.Events, f.Names())
	require.Len(t, lines, len(f.Events))
	for i, l := range lines {
		assert.NotContains(t, l, "%!", "line %d", i)
		assert.NotContains(t, l, "\n", "line %d", i)
		assert.True(t, strings.HasSuffix(l, "."), "line %d: %q", i, l)
		for _, id := range []string{"buck", "virginia", "c1 ", "c2 "} {
			assert.NotContains(t, l+" ", id, "line %d: %q", i, l)
		}
	}
	assert.Contains(t, lines, "Cultist 2 is Shaken.")
	assert.Contains(t, lines, "Round 2 begins.")
}

// A reader not told a foe's Toughness and Parry reads its damage without
// the Toughness, its Fighting rolls without the Parry they were against,
// and no note of how the Parry was modified.
func TestUntoldLinesKeepAFoesNumbersBack(t *testing.T) {
	dmg := Event{Kind: EventDamage, Who: "buck", Target: "c1", Weapon: "Colt",
		Rolls: []DieRoll{{Die: Die{Sides: 6}, Faces: []int{3}}, {Die: Die{Sides: 6}, Faces: []int{3}}},
		Mods:  Mods{{Value: 1}}, Total: 7, TN: 5, Outcome: "Shaken"}
	name := func(id string) string { return map[string]string{"buck": "Buck", "c1": "Cultist 1"}[id] }
	assert.Equal(t, "Damage 2d6+1 (Colt) to Cultist 1: 3+3+1 = 7 vs Toughness 5: Shaken.", dmg.Text(name))
	e, ok := Untold(dmg, false, false)
	require.True(t, ok)
	assert.Equal(t, "Damage 2d6+1 (Colt) to Cultist 1: 3+3+1 = 7: Shaken.", e.Text(name))
	e, _ = Untold(dmg, true, false)
	assert.Equal(t, dmg.Text(name), e.Text(name), "a Toughness the reader is told stays")

	fight := Event{Kind: EventTrait, Who: "buck", Target: "c1", What: "Fighting", Trait: Fighting,
		Rolls: []DieRoll{{Die: Die{Sides: 8}, Faces: []int{6}}}, Total: 6, TN: 5, Outcome: "hit"}
	e, _ = Untold(fight, false, false)
	assert.NotContains(t, e.Text(name), "vs 5")
	assert.Contains(t, fight.Text(name), "vs 5")
	_, ok = Untold(Event{Kind: EventAttack, Who: "buck", Target: "c1", What: ParryNote, Outcome: "Cultist 1's Parry 5"}, true, false)
	assert.False(t, ok, "no Parry note")
	assert.True(t, TNIsParry(Shooting, 6), "a pistol at an adjacent foe")
	assert.False(t, TNIsParry(Shooting, DefaultTN))
}
