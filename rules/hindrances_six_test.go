package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// phobiaMod is the Phobia modifier on Buck's swing at Cultist 1 (0 with
// none), with keys added to the edge field's figures.
func phobiaMod(t *testing.T, edition string, rev int, keys map[string]string, prep func(b *rules.Battle)) int {
	t.Helper()
	b := newBattleAt(t, edition+scene(t, edgeField, keys), 1, rev)
	if prep != nil {
		prep(b)
	}
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
	require.NoError(t, err)
	m, _ := modNamed(p.Rolls[0].Mods(0), "Phobia")
	return m.Value
}

func TestPhobiaHindersEveryTraitRollWhileTheFearedThingIsPresent(t *testing.T) {
	// swade: Minor -1, Major -2; deluxe: Minor -2, Major -4. The feared
	// cultists are on the map (Cultist 1 is one: a plural s aside).
	for _, c := range []struct {
		edition, phobia string
		want            int
	}{
		{"", "Phobia (Minor, cultists)", -1},
		{"", "Phobia (Major, cultists)", -2},
		{"", "Phobia (cultist)", -1},
		{"edition: deluxe\n", "Phobia (Minor, cultists)", -2},
		{"edition: deluxe\n", "Phobia (cultists; major)", -4},
		{"", "Phobia (Major—Cultists)", -2},
	} {
		got := phobiaMod(t, c.edition, rules.CurrentRevision, map[string]string{"buck": `hindrances: ["` + c.phobia + `"]`}, nil)
		assert.Equal(t, c.want, got, "%s%s", c.edition, c.phobia)
	}
	// The modifier is on other trait rolls too: a shot and a Test.
	b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": `hindrances: ["Phobia (Major, cultists)"]`}), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	m, ok := modNamed(p.Rolls[0].Mods(0), "Phobia")
	assert.True(t, ok && m.Value == -2, "%v", p.Rolls[0].Mods(0))
	assert.Contains(t, p.Rolls[0].Mods(0).String(), "-2 Phobia", "named in the preview")
}

func TestPhobiaNeedsItsFearedThingOnTheMapAlive(t *testing.T) {
	spiders := map[string]string{"buck": `hindrances: ["Phobia (Major, spiders)"]`}
	assert.Zero(t, phobiaMod(t, "", rules.CurrentRevision, spiders, nil), "no spider on the map: no penalty")
	withSpider := map[string]string{"buck": spiders["buck"], "c2": "kind: spider"}
	assert.Equal(t, -2, phobiaMod(t, "", rules.CurrentRevision, withSpider, nil), "Cultist 2 is a spider by its kind:")
	assert.Zero(t, phobiaMod(t, "", rules.CurrentRevision, withSpider, func(b *rules.Battle) { b.Figure("c2").Dead = true }),
		"a dead spider is no longer feared")
	hidden := map[string]string{"buck": spiders["buck"], "c2": "kind: spider\nhidden: true"}
	assert.Zero(t, phobiaMod(t, "", rules.CurrentRevision, hidden, nil), "a spider hidden from the table is not yet present")
	assert.Zero(t, phobiaMod(t, "", rules.CurrentRevision, map[string]string{"buck": `hindrances: ["Phobia (Major)"]`}, nil),
		"a Phobia that names nothing is kept as a note")
}

func TestAFigureIsTheThingItsKindNameOrIdSays(t *testing.T) {
	f := &rules.Figure{ID: "s1", Name: "Giant Spider", Kind: "arachnid"}
	for _, thing := range []string{"spiders", "Spider", "giant spider", "arachnids", "s1"} {
		assert.True(t, f.IsA(thing), thing)
	}
	for _, thing := range []string{"spiderling", "giants spiders", "", "s"} {
		assert.False(t, f.IsA(thing), thing)
	}
	assert.False(t, (&rules.Figure{ID: "boss", Name: "Boss", Kind: "Undead"}).IsA("the undead"), "a thing is a kind, not a phrase")
}

// anemicBite is the beast's bite on a hero with the hindrances given: a
// hit (d8 6), damage 4+2 = 6 Shakes the Toughness 5 hero, and the poison
// roll is Vigor d6 6+1 = 7 minus the poison's 2 (and Anemic's).
func anemicBite(t *testing.T, edition string, rev int, hindrances, poison string) string {
	t.Helper()
	src := edition + denSource("", "", `"`+poison+`", Bite`, false)
	src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    hindrances: ["+hindrances+"]\n", 1)
	b := newBattleAt(t, src, 1, rev)
	log := bites(t, b, 6, 4, 2, 6, 1)
	return fmt.Sprintf("%s\nFatigue %d", log, b.Figure("hero").Fatigue)
}

func TestAnemicTakesTwoFromTheVigorRollAgainstFatigue(t *testing.T) {
	// swade: Mild poison's failure is a level of Fatigue: 7 -2 -2 = 3.
	log := anemicBite(t, "", rules.CurrentRevision, "Anemic", "Poison (-2)")
	assert.Contains(t, log, "-2 Poison, -2 Anemic = 3 vs 4: failure")
	assert.Contains(t, log, "Fatigue 1")
	log = anemicBite(t, "", rules.CurrentRevision, "", "Poison (-2)")
	assert.Contains(t, log, "-2 Poison = 5 vs 4: success", "without it the roll succeeds")
	// swade's Lethal poison is no roll against Fatigue: no Anemic.
	log = anemicBite(t, "", rules.CurrentRevision, "Anemic", "Poison (Lethal, -2)")
	assert.NotContains(t, log, "Anemic")
	// deluxe: Anemic hinders every roll against poison.
	log = anemicBite(t, "edition: deluxe\n", rules.CurrentRevision, "Anemic", "Poison (Lethal, -2)")
	assert.Contains(t, log, "-2 Poison, -2 Anemic = 3 vs 4: failure")
}

const pond = `
name: Pond
map:
  rows:
    - "..~~~~"
    - "..~~~~"
    - "......"
figures:
  - id: hero
    side: heroes
    at: [0, 0]
    traits: {agility: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6}
  - id: ogre
    side: heroes
    size: 4
    at: [0, 1]
    traits: {agility: d6, spirit: d6, strength: d12, vigor: d10, fighting: d8}
  - id: toad
    side: monsters
    at: [5, 2]
    traits: {agility: d6, spirit: d6, strength: d4, vigor: d6, fighting: d6}
`

func TestCantSwimPaysThreeInchesForEachInchOfWater(t *testing.T) {
	b := newBattleAt(t, scene(t, pond, map[string]string{"hero": `hindrances: ["Can't Swim"]`}), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "hero", 0)
	assert.Equal(t, rules.Movement{Pace: 6, NoSwim: true}, b.Movement(b.Figure("hero")))
	require.NoError(t, b.Apply(rules.Move{Who: "hero", To: rules.Pos{X: 2, Y: 0}}))
	assert.Equal(t, 2, b.PaceLeft("hero"), "1\" of land and 3\" of water out of Pace 6")
	assert.Contains(t, tried(b, nil, rules.Move{Who: "hero", To: rules.Pos{X: 3, Y: 0}}), "refused", "another inch of water costs 3\"")

	b = newBattleAt(t, pond, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "hero", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "hero", To: rules.Pos{X: 3, Y: 0}}))
	assert.Equal(t, 1, b.PaceLeft("hero"), "a swimmer wades: 1\" and 2\" a square of water")
}

func TestCantSwimCostsALargeFigureThreeInchesAStepIntoWater(t *testing.T) {
	// The ogre's 2x2 base at (0, 1): a step right covers (2, 1), water,
	// and (2, 2), land: 3"; a second step covers only water: 3".
	b := newBattleAt(t, scene(t, pond, map[string]string{"ogre": `hindrances: ["Can't Swim"]`}), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "ogre", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "ogre", To: rules.Pos{X: 2, Y: 1}}))
	assert.Equal(t, 0, b.PaceLeft("ogre"))
	b = newBattleAt(t, scene(t, pond, map[string]string{"ogre": `hindrances: ["Can't Swim"]`}), 1, 5)
	fighttest.ToTurn(t, b, "ogre", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "ogre", To: rules.Pos{X: 2, Y: 1}}))
	assert.Equal(t, 2, b.PaceLeft("ogre"), "revision 5 waded: 2\" a step")
}

// Can't Swim is swade's: a deluxe figure written with it wades at 2" a
// square of water like anyone (the name is kept as not in deluxe).
func TestCantSwimIsSwadesOnly(t *testing.T) {
	b := newBattleAt(t, "edition: deluxe\n"+scene(t, pond, map[string]string{"hero": `hindrances: ["Can't Swim"]`}), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "hero", 0)
	assert.False(t, b.Movement(b.Figure("hero")).NoSwim)
	require.NoError(t, b.Apply(rules.Move{Who: "hero", To: rules.Pos{X: 3, Y: 0}}))
	assert.Equal(t, 1, b.PaceLeft("hero"), "1\" of land and 2\" a square of water")
}
