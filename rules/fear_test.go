package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const haunt = `
name: Haunt
map:
  rows:
    - "..........."
    - "..........."
    - "..........."
figures:
  - id: hero
    name: Hero
    side: heroes
    wildcard: true
    at: [0, 0]
    traits: {spirit: d4, vigor: d6, fighting: d6}
  - id: guard
    name: Guard
    side: heroes
    at: [0, 2]
    traits: {spirit: d4, vigor: d6}
  - id: monk
    name: Monk
    side: heroes
    at: [1, 2]
    abilities: [Fearless]
    traits: {spirit: d4, vigor: d6}
  - id: wraith1
    name: Wraith 1
    side: dead
    at: [10, 0]
    abilities: [Fear -2]
    traits: {spirit: d10}
  - id: wraith2
    name: Wraith 2
    side: dead
    at: [10, 2]
    abilities: [Fear -2]
    traits: {spirit: d10}
`

// CHARACTERS.md 7.11: a Fear -2 creature: each figure of the other side
// that sees it checks Spirit at -2 as the first round is dealt, once for
// both wraiths (one kind); a failing Extra is Panicked (Shaken); a failing
// Wild Card rolls d20+2 on the Fear Table (+2 more on a critical
// failure); the Fearless monk does not roll.
func TestFearCheckOnFirstSight(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		b := newBattle(t, haunt, seed)
		n := len(b.Events())
		require.NoError(t, b.Apply(rules.StartRound{}))
		evs := b.Events()[n:]
		var checks []rules.Event
		var table *rules.Event
		for i, e := range evs {
			if e.Kind == rules.EventTrait && e.What == "Spirit (Fear)" {
				checks = append(checks, e)
				assert.Contains(t, e.Mods, rules.Modifier{Name: "Fear", Value: -2})
			}
			if e.Kind == rules.EventFear && e.What == "table" {
				table = &evs[i]
			}
		}
		require.Len(t, checks, 2, "hero and guard, once for the kind Wraith; the monk is Fearless")
		var hero, guard rules.Event
		for _, c := range checks {
			if c.Who == "hero" {
				hero = c
			} else {
				guard = c
			}
		}
		assert.Equal(t, "guard", guard.Who)
		if guard.Total < guard.TN {
			assert.True(t, b.Figure("guard").Shaken, "seed %d: a failing Extra is Panicked", seed)
		} else {
			assert.False(t, b.Figure("guard").Shaken)
		}
		if hero.Total >= hero.TN {
			assert.Nil(t, table)
		} else {
			require.NotNil(t, table, "seed %d", seed)
			bonus := 2
			if hero.Rolls[0].Sum() == 1 && len(hero.Rolls) > 1 && hero.Rolls[1].Sum() == 1 {
				bonus = 4
			}
			assert.Equal(t, table.Rolls[0].Sum()+bonus, table.Total, "seed %d", seed)
		}
		// A second action brings no second check.
		m := len(b.Events())
		next := b.NextUp()
		require.NotEmpty(t, next)
		require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
		for _, e := range b.Events()[m:] {
			assert.NotEqual(t, "Spirit (Fear)", e.What)
		}
	}
}

// The Fear Table's rows (swade), read with a fixed d20: 13 is the Mark of
// Fear (Stunned), 18 a Minor Phobia (-1 to every trait roll).
func TestFearTableRows(t *testing.T) {
	// Find seeds whose table rolls land on each row of interest.
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 400 && len(seen) < 3; seed++ {
		b := newBattle(t, haunt, seed)
		require.NoError(t, b.Apply(rules.StartRound{}))
		for _, e := range b.Events() {
			if e.Kind != rules.EventFear || e.What != "table" {
				continue
			}
			hero := b.Figure("hero")
			switch e.Outcome {
			case "Mark of Fear":
				assert.Equal(t, 13, e.Total)
				assert.True(t, hero.Stunned)
				seen[e.Outcome] = true
			case "Minor Phobia":
				assert.Contains(t, []int{18, 19}, e.Total)
				assert.Equal(t, rules.Mods{{Name: "Minor Phobia", Value: -1}}, b.EffectMods(hero, rules.ChangeTrait, string(rules.Fighting)))
				seen[e.Outcome] = true
			case "Shaken":
				assert.True(t, e.Total >= 10 && e.Total <= 12)
				assert.True(t, hero.Shaken)
				seen[e.Outcome] = true
			}
		}
	}
	assert.Len(t, seen, 3, "%v", seen)
}

// A Fear check belongs to the action that showed the creature: undone, or
// its checkpoint restored, the check is gone and the action brings it
// again (the battle reads who has checked from the log as it stands).
func TestFearCheckComesBackAfterUndoAndRestore(t *testing.T) {
	fears := func(evs []rules.Event) int {
		n := 0
		for _, e := range evs {
			if e.Kind == rules.EventTrait && e.What == "Spirit (Fear)" {
				n++
			}
		}
		return n
	}
	b := newBattle(t, haunt, 3)
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.Equal(t, 2, fears(b.Events()), "hero and guard check")
	require.NoError(t, b.Restore(cp))
	require.Zero(t, fears(b.Events()))
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Equal(t, 2, fears(b.Events()), "restored: they check again")
	require.NoError(t, b.Undo())
	require.Zero(t, fears(b.Events()))
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Equal(t, 2, fears(b.Events()), "undone: they check again")
	next := b.NextUp()
	require.NotEmpty(t, next)
	require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
	assert.Equal(t, 2, fears(b.Events()), "a later action: no second check")
}

// A Fear creature the GM adds in the middle of a fight is feared as soon
// as it stands in sight: a Ghoul like the wraiths (Fear -2) is a new kind,
// so the hero and the guard check again (the Fearless monk does not), and
// again after an undo and redo of the later action.
func TestFearCreatureAddedByTheGMIsChecked(t *testing.T) {
	fears := func(evs []rules.Event) []string {
		var who []string
		for _, e := range evs {
			if e.Kind == rules.EventTrait && e.What == "Spirit (Fear)" && containsMod(e.Mods, "Fear") {
				who = append(who, e.Who)
			}
		}
		return who
	}
	b := newBattle(t, haunt, 3)
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.Len(t, fears(b.Events()), 2, "hero and guard check against the wraiths")
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.AddFigure{ID: "ghoul", Like: "wraith1", Name: "Ghoul", At: rules.Pos{X: 9, Y: 1}}))
	assert.ElementsMatch(t, []string{"hero", "guard"}, fears(b.Events()[n:]), "a new kind: a new check each")
	require.NoError(t, b.Undo())
	assert.Len(t, fears(b.Events()), 2)
	require.NoError(t, b.Redo())
	assert.ElementsMatch(t, []string{"hero", "guard"}, fears(b.Events()[n:]))
}

func containsMod(ms rules.Mods, name string) bool {
	for _, m := range ms {
		if m.Name == name {
			return true
		}
	}
	return false
}

// Whether the roster has a Fear creature follows the roster: with both
// wraiths taken off nobody checks; a checkpoint from before brings them
// back and the hero and guard check; a Fear creature the GM adds to a
// roster without one is checked against; undone, it is gone again.
func TestFearFollowsTheRosterAcrossRemovalsRestoresAndUndo(t *testing.T) {
	checks := func(b *rules.Battle) int {
		n := 0
		for _, e := range b.Events() {
			if e.Kind == rules.EventTrait && e.What == "Spirit (Fear)" {
				n++
			}
		}
		return n
	}
	b := newBattle(t, haunt, 3)
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.AddFigure{ID: "ghoul", Like: "guard", Side: "dead", Name: "Ghoul", At: rules.Pos{X: 9, Y: 1}}))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "wraith1"}))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "wraith2"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.Zero(t, checks(b), "no Fear creature left")
	require.NoError(t, b.Restore(cp))
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Equal(t, 2, checks(b), "restored: the wraiths are back")
	require.NoError(t, b.Restore(cp))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "wraith1"}))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "wraith2"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.Zero(t, checks(b))
	require.NoError(t, b.Apply(rules.AddFigure{ID: "ghost", Like: "wraith1", Name: "Ghost", At: rules.Pos{X: 9, Y: 1}}))
	assert.Equal(t, 2, checks(b), "added: hero and guard check")
	require.NoError(t, b.Undo())
	assert.Zero(t, checks(b), "undone: no check")
	next := b.NextUp()
	require.NotEmpty(t, next)
	require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
	assert.Zero(t, checks(b), "no Fear creature after the undo")
}
