package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// crowd is a 40x10 field with n figures (blue left, red right, in turn): more
// than the battle and the table scan before they look an id up.
func crowd(n int) string {
	var s strings.Builder
	s.WriteString("name: Crowd\nmap:\n  rows:\n")
	for range 10 {
		fmt.Fprintf(&s, "    - %q\n", strings.Repeat(".", 40))
	}
	s.WriteString("figures:\n")
	for i := range n {
		side, x := "blue", i/10
		if i%2 == 1 {
			side, x = "red", 39-i/10
		}
		fmt.Fprintf(&s, "  - id: f%d\n    side: %s\n    at: [%d, %d]\n", i+1, side, x, i%10)
	}
	return s.String()
}

// In a crowd of 80, the battle and the table find each figure by its own
// id and by the same id spelt anew; a figure the GM took off is found by
// neither, and one the GM added by both.
func TestACrowdFindsEachFigureByItsOwnIDAndByACopy(t *testing.T) {
	b := newBattle(t, crowd(80), 1)
	figs := b.Figures()
	require.Len(t, figs, 80)
	_, ok := b.Battlefield.Position("f1")
	require.True(t, ok)
	check := func(f *rules.Figure) {
		t.Helper()
		at, ok := b.Battlefield.Position(f.ID)
		require.True(t, ok, f.ID)
		for _, id := range []string{f.ID, strings.Clone(f.ID)} {
			assert.Same(t, f, b.Figure(id), id)
			p, ok := b.Battlefield.Position(id)
			assert.True(t, ok, id)
			assert.Equal(t, at, p, id)
		}
	}
	for range 2 {
		for i := range figs {
			check(figs[len(figs)-1-i])
		}
	}
	gone := figs[6]
	require.Equal(t, "f7", gone.ID)
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "f7"}))
	for _, id := range []string{gone.ID, "f7"} {
		assert.Nil(t, b.Figure(id), id)
		_, ok := b.Battlefield.Position(id)
		assert.False(t, ok, id)
	}
	require.NoError(t, b.Apply(rules.AddFigure{ID: "f81", Like: "f1", At: rules.Pos{X: 20, Y: 5}}))
	require.NotNil(t, b.Figure("f81"))
	p, ok := b.Battlefield.Position("f81")
	assert.True(t, ok)
	assert.Equal(t, rules.Pos{X: 20, Y: 5}, p)
	for _, f := range b.Figures() {
		check(f)
	}
	assert.Nil(t, b.Figure("nobody"))
}

// A crowd's fight goes on while two living figures of different sides
// stand, whichever two they are, and is over when only one side stands:
// each red figure falls in turn, the first found first.
func TestACrowdsFightIsOverWhenTheLastOfASideFalls(t *testing.T) {
	b := newBattle(t, crowd(80), 1)
	var reds []*rules.Figure
	for _, f := range b.Figures() {
		if f.Side == "red" {
			reds = append(reds, f)
		}
	}
	require.Len(t, reds, 40)
	for i, f := range reds {
		assert.False(t, rules.Over(b), "%d red standing", 40-i)
		f.Dead = true
	}
	assert.True(t, rules.Over(b), "no red standing")
	reds[39].Dead = false
	assert.False(t, rules.Over(b), "one red standing again")
	for _, f := range b.Figures() {
		if f.Side == "blue" {
			f.Incapacitated = true
		}
	}
	assert.True(t, rules.Over(b), "only a red standing")
}
