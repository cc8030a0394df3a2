package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// willField: "boss" (side a) next to "grunt" (side b); "pal" (side a)
// far off, or next to the grunt when moved. The placeholders BOSS,
// GRUNT and EDITION are filled by each case.
const willField = `
name: Will
EDITION
map: {rows: ["............", "............", "............", "............", "............"]}
figures:
  - {id: boss, side: a, at: [2, 2], BOSS}
  - {id: grunt, side: b, at: [3, 2], GRUNT}
  - {id: pal, side: a, at: [PALX, 3], traits: {fighting: d6}, weapons: [{name: Club, damage: str+d4}]}
`

func willScene(boss, grunt, edition string, palX int) string {
	return strings.NewReplacer("BOSS", boss, "GRUNT", grunt, "EDITION", edition, "PALX", string(rune('0'+palX))).Replace(willField)
}

func firstAction(t *testing.T, src, who string) rules.Action {
	t.Helper()
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, who, 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, who)
	require.NotEmpty(t, acts)
	return acts[0]
}

// A figure whose Intimidation (d10) is two steps above its Fighting (d6)
// rattles the foe beside it instead of striking it; with one step
// between them (d8) it strikes.
func TestPlainTestsWillWhenIntimidationIsTwoStepsAboveItsAttack(t *testing.T) {
	grunt := "traits: {fighting: d6, spirit: d6}"
	a := firstAction(t, willScene("traits: {fighting: d6, intimidation: d10}, weapons: [{name: Club, damage: str+d4}]", grunt, "", 9), "boss")
	assert.Equal(t, rules.Test{Who: "boss", Target: "grunt", Skill: rules.Intimidation, Effect: rules.TestDistracted}, a)

	a = firstAction(t, willScene("traits: {fighting: d8, intimidation: d10}, weapons: [{name: Club, damage: str+d4}]", grunt, "", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind(), "d10 is one step above d8: the blow is as good")
}

// A friend next to the foe makes the test leave it Vulnerable (+2 to the
// friend's blows), not Distracted.
func TestPlainTestLeavesTheFoeVulnerableWhenAFriendIsNextToIt(t *testing.T) {
	a := firstAction(t, willScene("traits: {fighting: d4, intimidation: d10}", "traits: {fighting: d6}", "", 4), "boss")
	assert.Equal(t, rules.Test{Who: "boss", Target: "grunt", Skill: rules.Intimidation, Effect: rules.TestVulnerable}, a)
}

// Of Intimidation and Taunt it uses the one that beats the foe's
// resisting attribute by more: Taunt d8 against Smarts d4 before
// Intimidation d10 against Spirit d12 (an edge of 4 steps' worth against
// -2).
func TestPlainTestsWithTheSkillThatBeatsTheFoesAttributeMost(t *testing.T) {
	a := firstAction(t, willScene("traits: {fighting: d4, intimidation: d10, taunt: d8}", "traits: {fighting: d6, spirit: d12, smarts: d4}", "", 9), "boss")
	assert.Equal(t, rules.Test{Who: "boss", Target: "grunt", Skill: rules.Taunt, Effect: rules.TestDistracted}, a)
}

// A Fearless foe cannot be Intimidated: the figure strikes it.
func TestPlainDoesNotIntimidateAFearlessFoe(t *testing.T) {
	a := firstAction(t, willScene("traits: {fighting: d4, intimidation: d12}, weapons: [{name: Club, damage: str+d4}]", "traits: {fighting: d6}, abilities: [Fearless]", "", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind())
}

// A figure with no attack this turn (no weapon reaches, no foe beside
// it) tests the nearest foe it sees with the skill it has.
func TestPlainWithNoAttackTestsTheNearestFoeItSees(t *testing.T) {
	src := willScene("traits: {fighting: d6, intimidation: d6}, pace: 1", "traits: {fighting: d6}", "", 9)
	src = strings.Replace(src, "at: [3, 2]", "at: [11, 2]", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "boss", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "boss")
	var tests []rules.Action
	for _, a := range acts {
		if a.Kind() == rules.KindTest {
			tests = append(tests, a)
		}
	}
	assert.Equal(t, []rules.Action{rules.Test{Who: "boss", Target: "grunt", Skill: rules.Intimidation, Effect: rules.TestDistracted}}, tests, "%v", kinds(acts))

	// Without the skill it does nothing but walk.
	src = strings.Replace(src, ", intimidation: d6", "", 1)
	b = newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "boss", 0)
	for _, a := range fighttest.PlayTactic(t, b, &rules.Plain{}, "boss") {
		assert.NotEqual(t, rules.KindTest, a.Kind())
	}
}

// swade's Feint: next to a foe whose Parry (8, from Fighting d12) is at
// least the sides of its Fighting die (d8) and whose Smarts (d4) is
// below that die, the figure feints (a Fighting test resisted by Smarts)
// rather than strike; against Parry 5 (Fighting d6) it strikes; without
// the Edge, or in deluxe (whose tests are Intimidation and Taunt only),
// it strikes.
func TestPlainFeintsAgainstAHighParry(t *testing.T) {
	boss := "traits: {fighting: d8}, edges: [Feint], weapons: [{name: Sword, damage: str+d8}]"
	high := "traits: {fighting: d12, smarts: d4}"
	a := firstAction(t, willScene(boss, high, "edition: swade", 9), "boss")
	assert.Equal(t, rules.Test{Who: "boss", Target: "grunt", Skill: rules.Fighting, Effect: rules.TestDistracted}, a)

	a = firstAction(t, willScene(boss, "traits: {fighting: d6, smarts: d4}", "edition: swade", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind(), "Parry 5 is below d8's 8")
	a = firstAction(t, willScene(boss, "traits: {fighting: d12, smarts: d8}", "edition: swade", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind(), "Smarts d8 is no weaker than Fighting d8")
	a = firstAction(t, willScene(strings.Replace(boss, "edges: [Feint], ", "", 1), high, "edition: swade", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind(), "no Feint Edge")
	a = firstAction(t, willScene(boss, high, "edition: deluxe", 9), "boss")
	assert.Equal(t, rules.KindFight, a.Kind(), "deluxe tests only with Intimidation and Taunt")
}
