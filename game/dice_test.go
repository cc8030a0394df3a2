package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/templates"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDicePanelNamesTheStrayBulletsPickAndReadsTheDeviation(t *testing.T) {
	names := func(id string) string {
		return map[string]string{"buck": "Buck Savage", "cultist-3": "Cultist 3"}[id]
	}
	d6 := rules.Die{Sides: 6}
	evs := []rules.Event{
		{Kind: rules.EventBystander, Who: "buck", Weapon: "Colt", What: "cultist-3", Total: 2,
			Rolls: []rules.DieRoll{{Die: rules.Die{Sides: 2}, Faces: []int{1}}}},
		{Kind: templates.EventDeviation, Who: "buck", What: "Grenade", Total: 4,
			Rolls: []rules.DieRoll{{Die: d6, Faces: []int{3}}, {Die: d6, Faces: []int{1}}, {Die: rules.Die{Sides: 12}, Faces: []int{5}}}},
	}
	lines := diceOf(evs, names)
	require.Len(t, lines, 2)
	stray := lines[0].Text()
	assert.Contains(t, stray, "Buck Savage: stray bullet (Colt)")
	assert.Contains(t, stray, "pick 1 of 2 bystanders: Cultist 3 is hit")
	assert.NotContains(t, stray, "cultist-3", "the figure by name, not its id")
	assert.NotContains(t, stray, "= 2", "a pick, not a sum")
	dev := lines[1].Text()
	assert.Contains(t, dev, `2d6 = 4" toward 5 o'clock`)
}

// A benny reroll worse than the first roll: the panel shows both, the
// roll thrown away marked, and which one counts.
func TestDicePanelShowsTheRollARerollThrewAway(t *testing.T) {
	ev := rules.Event{Kind: rules.EventTrait, Who: "buck", What: "Vigor", Total: 2, TN: 4, Outcome: "failure",
		Rolls:  []rules.DieRoll{{Die: rules.Die{Sides: 6}, Faces: []int{2}}},
		Thrown: []rules.ThrownRoll{{Rolls: []rules.DieRoll{{Die: rules.Die{Sides: 6}, Faces: []int{1}}}, Total: 1, Outcome: "critical failure"}}}
	lines := diceOf([]rules.Event{ev}, func(id string) string { return "Buck" })
	require.Len(t, lines, 2)
	assert.Equal(t, "Buck: Vigor (thrown away)", lines[0].Title)
	assert.Equal(t, 1, lines[0].Total)
	assert.Equal(t, "critical failure", lines[0].Outcome)
	assert.Equal(t, "Buck: Vigor (counts)", lines[1].Title)
	assert.Equal(t, 2, lines[1].Total)
}

// An Injury Table roll is nobody's: the panel names the figure it is
// for ("Orla Vane: injury"), not a title that starts with ": injury vs".
func TestDicePanelNamesTheInjuredFigure(t *testing.T) {
	ev := rules.Event{Kind: rules.EventInjury, Target: "orla", Outcome: "Slow (leg), permanent",
		Rolls: []rules.DieRoll{{Die: rules.Die{Sides: 6}, Faces: []int{4}}, {Die: rules.Die{Sides: 6}, Faces: []int{6}}}}
	lines := diceOf([]rules.Event{ev}, func(id string) string { return map[string]string{"orla": "Orla Vane"}[id] })
	require.Len(t, lines, 1)
	assert.Equal(t, "Orla Vane: injury", lines[0].Title)
}
