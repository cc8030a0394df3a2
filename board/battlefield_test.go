package board_test

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// yard: a brick wall square at (5, 2), a low wooden wall at (9, 2).
const yard = `
name: Yard
map:
  rows:
    - "............"
    - "............"
    - ".....#...=.."
    - "............"
    - "............"
figures:
  - {id: a, name: A, side: h, at: [5, 0], traits: {fighting: d6}}
  - {id: b, name: B, side: v, at: [5, 4], traits: {fighting: d6}}
  - {id: c, name: C, side: v, at: [9, 3], traits: {fighting: d6}}
  - {id: d, name: D, side: h, at: [6, 4]}
`

func yardTable(t *testing.T) *board.Battlefield {
	bd, err := board.Parse("yard.yaml", []byte(yard))
	require.NoError(t, err)
	return board.NewBattlefield(bd)
}

func TestTableSightNamesTheObstacleAndBystanders(t *testing.T) {
	tb := yardTable(t)
	colt := &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}
	// A shoots B straight through the brick square (5, 2): hidden.
	s := tb.Sight("a", "b", colt)
	assert.False(t, s.Visible)
	assert.Equal(t, "brick", s.Obstacle)
	assert.Equal(t, 8, s.ObstacleArmor)
	assert.Equal(t, []string{"d"}, s.Bystanders, "D stands next to B")
	// A shoots C behind the low wooden wall at (9, 2): medium cover, the
	// wall protects as armor 2.
	s = tb.Sight("a", "c", colt)
	assert.True(t, s.Visible)
	assert.Equal(t, rules.MediumCover, s.Cover)
	assert.Equal(t, -4, s.CoverMod)
	assert.Equal(t, "wood", s.Obstacle)
	assert.Equal(t, 2, s.ObstacleArmor)
	assert.Equal(t, 4.0, s.Distance)
	assert.Equal(t, rules.Short, s.Band)
}

func TestTableGeometryById(t *testing.T) {
	tb := yardTable(t)
	p, ok := tb.Position("c")
	assert.True(t, ok)
	assert.Equal(t, rules.Pos{X: 9, Y: 3}, p)
	_, ok = tb.Position("zz")
	assert.False(t, ok)
	assert.True(t, tb.Adjacent("b", "d"))
	assert.False(t, tb.Adjacent("a", "b"))
	assert.Equal(t, 4.0, tb.Distance("a", "b"))
	assert.Equal(t, rules.Spot{X: 5.5, Y: 0.5}, tb.Centre("a"))
	assert.Equal(t, []string{"b"}, tb.FreeAttackers("d", rules.Pos{X: 8, Y: 4}), "leaving B's side")
	assert.Empty(t, tb.FreeAttackers("d", rules.Pos{X: 6, Y: 3}), "still next to B")

	r, err := tb.Route("a", 0, rules.Pos{X: 5, Y: 3})
	require.NoError(t, err)
	assert.Equal(t, 4, r.Cost, "around the wall square: no diagonal cuts past its corner")
	assert.Equal(t, rules.Pos{X: 5, Y: 0}, r.Steps[0])
	assert.Equal(t, rules.Pos{X: 5, Y: 3}, r.Steps[len(r.Steps)-1])
	_, err = tb.Route("a", 0, rules.Pos{X: 5, Y: 2})
	assert.EqualError(t, err, "no way there within 6\" (walls, foes, an occupied square or too far)")
	_, err = tb.Route("a", 0, rules.Pos{X: 50, Y: 2})
	assert.EqualError(t, err, "(50, 2) is off the map")
	reach, err := tb.Reach("a", 0)
	require.NoError(t, err)
	assert.Contains(t, reach, rules.Reachable{Pos: rules.Pos{X: 5, Y: 0}, Cost: 0})

	band, d := tb.Band("a", rules.Weapon{Range: [3]int{2, 4, 8}}, rules.Spot{X: 5.5, Y: 3.9})
	assert.Equal(t, rules.Medium, band)
	assert.Equal(t, 3.0, d)

	under, err := tb.UnderTemplate(rules.MBT, "", rules.Spot{X: 6, Y: 5})
	require.NoError(t, err)
	assert.Equal(t, []string{"b", "d"}, under)
	_, err = tb.UnderTemplate("huge", "", rules.Spot{})
	assert.Error(t, err)
	// The tactic's probe lists the same figures into a reused buffer; a
	// probe under which no one stands lists no one (the buffer is cut).
	scratch, err := tb.UnderTemplateScratch(rules.MBT, "", rules.Spot{X: 6, Y: 5})
	require.NoError(t, err)
	assert.Equal(t, []string{"b", "d"}, scratch)
	scratch, err = tb.UnderTemplateScratch(rules.SBT, "", rules.Spot{X: 0.5, Y: 5.5})
	require.NoError(t, err)
	assert.Empty(t, scratch)
	none, err := tb.UnderTemplate(rules.SBT, "", rules.Spot{X: 0.5, Y: 5.5})
	require.NoError(t, err)
	assert.Equal(t, []string{}, none, "an empty list, not nil, as before")

	// Swade's cover against a blast: the line from (5.5, 1) through the
	// brick to B's centre crosses the wall square; from (1, 4.5) nothing.
	armor, mat := tb.ObstacleArmor(rules.Spot{X: 5.5, Y: 1}, "b")
	assert.Equal(t, 8, armor)
	assert.Equal(t, "brick", mat)
	armor, _ = tb.ObstacleArmor(rules.Spot{X: 1, Y: 4.5}, "b")
	assert.Equal(t, 0, armor)

	require.NoError(t, tb.Place("a", rules.Pos{X: 0, Y: 0}))
	p, _ = tb.Position("a")
	assert.Equal(t, rules.Pos{}, p)
	assert.EqualError(t, tb.Place("a", rules.Pos{X: 12, Y: 0}), "(12, 0) is off the map")
}

func TestTableDeviatesABlast(t *testing.T) {
	tb := yardTable(t)
	rng := rules.ScriptedRNG(2, 3, 3) // 2d6 = 5" x1, toward 3 o'clock
	land, under, events, err := tb.DeviateBlast(rng, rules.SBT, false, rules.Short, "a", rules.Spot{X: 5.5, Y: 10.5})
	require.NoError(t, err)
	// Thrown straight down (+y) from A; 3 o'clock is a quarter turn
	// clockwise on the map: toward -x. Capped at half the 10" throw: 5".
	assert.InDelta(t, 0.5, land.X, 1e-9)
	assert.InDelta(t, 10.5, land.Y, 1e-9)
	assert.Empty(t, under)
	require.Len(t, events, 1)
	assert.Len(t, events[0].Rolls, 3)
}

// A line of fire's bystanders are its own: the next lines, whose ids
// come from the same table, leave them as they were, and adding one to
// them writes into no other line's.
func TestTableSightBystandersStayAfterTheNextSights(t *testing.T) {
	tb := yardTable(t)
	colt := &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}
	first := tb.Sight("a", "b", colt).Bystanders
	require.Equal(t, []string{"d"}, first, "D stands next to B")
	next := tb.Sight("c", "d", colt).Bystanders
	require.Equal(t, []string{"b"}, next, "B stands next to D")
	grown := append(first, "x")
	assert.Equal(t, []string{"d", "x"}, grown)
	assert.Equal(t, []string{"b"}, next, "the next line's bystanders are untouched by the append")
	for range 100 {
		tb.Sight("c", "d", colt)
	}
	assert.Equal(t, []string{"d"}, first)
	assert.Equal(t, []string{"b"}, next)
}

func TestTableSightModifiersStayAfterTheNextSights(t *testing.T) {
	tb := yardTable(t)
	colt := &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}
	// A sees C behind the low wooden wall: medium cover, -4.
	first := tb.Sight("a", "c", colt).Mods
	require.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, first)
	next := tb.Sight("a", "c", colt).Mods
	grown := append(first, rules.Modifier{Name: "GM", Value: 1})
	assert.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, next, "an append to one line's list does not reach the next line's")
	assert.Len(t, grown, 2)
	for range 100 {
		tb.Sight("a", "c", colt)
	}
	assert.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, first)
	assert.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, next)
	assert.NotNil(t, tb.Sight("c", "d", colt).Mods, "no modifiers is an empty list, not nil")
}

// The tactic measures its foes by place, not id: Measure gives what
// Distance and Position give, whether the place it is told is the
// figure's, another's or none, and for a figure not on the table (and
// from a figure not on the table).
func TestMeasureIsDistanceAndPosition(t *testing.T) {
	tb := yardTable(t)
	figs := tb.Figures()
	stray := &rules.Figure{ID: "stray"}
	for _, who := range []string{"a", "b", "c", "d", "nobody"} {
		for i, g := range append(figs, stray) {
			wantD := tb.Distance(who, g.ID)
			wantP, _ := tb.Position(g.ID)
			for _, place := range []int{i, (i + 1) % len(figs), -1, len(figs) + 3} {
				d, p := tb.Measure(who, g, place)
				assert.Equal(t, wantD, d, "%s to %s told place %d", who, g.ID, place)
				assert.Equal(t, wantP, p, "%s told place %d", g.ID, place)
			}
		}
	}
	d, _ := tb.Measure("a", figs[2], 2)
	assert.Equal(t, 4.0, d, "A is 4\" from C")
}

// Measure finds the figure it measures from once for a run of foes, and
// again when the figure moves (the distance follows) and when the roster
// changes: a new figure of the same id, standing elsewhere, is measured
// from where it stands.
func TestMeasureFollowsTheFigureItMeasuresFrom(t *testing.T) {
	tb := yardTable(t)
	figs := tb.Figures()
	a, c := figs[0], figs[2]
	d, _ := tb.Measure(a.ID, c, 2)
	require.Equal(t, 4.0, d, "A is 4\" from C")
	cAt, _ := tb.Position(c.ID)
	require.NoError(t, tb.Place(a.ID, rules.Pos{X: cAt.X - 2, Y: cAt.Y}))
	d, _ = tb.Measure(a.ID, c, 2)
	assert.Equal(t, 2.0, d, "moved to 2 squares left of C")
	at := make([]rules.Pos, len(figs))
	for i, g := range figs {
		at[i], _ = tb.Position(g.ID)
	}
	other := &rules.Figure{ID: a.ID, Name: "another A"} // the same id string
	figs[0], at[0] = other, rules.Pos{X: cAt.X - 3, Y: cAt.Y}
	require.NoError(t, tb.SetRoster(figs, at))
	d, _ = tb.Measure(a.ID, c, 2)
	assert.Equal(t, 3.0, d, "the new A stands 3 squares left of C")
}

// Routes are cut from one array of the table's: more routes than it
// holds, kept side by side, each keep their own steps, and an append to
// one leaves the next alone.
func TestEachRouteKeepsItsOwnSteps(t *testing.T) {
	tb := yardTable(t)
	var routes []rules.Route
	var tos []rules.Pos
	for range 3 {
		for x := 2; x <= 8; x++ {
			for y := 0; y <= 4; y++ {
				to := rules.Pos{X: x, Y: y}
				if r, err := tb.Route("a", 6, to); err == nil {
					routes, tos = append(routes, r), append(tos, to)
				}
			}
		}
	}
	require.Greater(t, len(routes), 40, "more steps than one array holds")
	_ = append(routes[0].Steps, rules.Pos{X: 99, Y: 99})
	for i, r := range routes {
		assert.Equal(t, rules.Pos{X: 5, Y: 0}, r.Steps[0], "route %d starts where A stands", i)
		assert.Equal(t, tos[i], r.Steps[len(r.Steps)-1], "route %d ends where it was asked to", i)
		assert.Equal(t, len(r.Steps), cap(r.Steps), "route %d's steps are capped", i)
	}
}

// AppendReach lists the squares Reach lists, after what its buffer held.
func TestAppendReachListsReachAfterTheBuffer(t *testing.T) {
	tb := yardTable(t)
	want, err := tb.Reach("a", 2)
	require.NoError(t, err)
	held := rules.Reachable{Pos: rules.Pos{X: 99, Y: 99}, Cost: 7}
	got, err := tb.AppendReach([]rules.Reachable{held}, "a", 2)
	require.NoError(t, err)
	assert.Equal(t, append([]rules.Reachable{held}, want...), got)
	_, err = tb.AppendReach(nil, "zz", 0)
	assert.EqualError(t, err, `no figure "zz" on the board`)
}

// The table finds each figure by its own id string (as the rules ask) and
// by a copy of it built anew (as a typed command asks), whichever figures
// it found just before.
func TestTableFindsEachFigureByItsOwnIDAndByACopy(t *testing.T) {
	tb := yardTable(t)
	want := map[string]rules.Pos{"a": {X: 5, Y: 0}, "b": {X: 5, Y: 4}, "c": {X: 9, Y: 3}, "d": {X: 6, Y: 4}}
	for round := 0; round < 2; round++ {
		for _, order := range [][]int{{0, 1, 2, 3}, {3, 1, 0, 2}, {2, 2, 0, 3, 1, 3}} {
			for _, i := range order {
				own := tb.Figures()[i].ID
				p, ok := tb.Position(own)
				assert.True(t, ok, own)
				assert.Equal(t, want[own], p, own)
				p, ok = tb.Position(strings.Clone(own))
				assert.True(t, ok, own)
				assert.Equal(t, want[own], p, own)
			}
		}
		_, ok := tb.Position("e")
		assert.False(t, ok, "no figure e")
	}
}

// A base's squares across are the rules' for every Size: 1 up to Size 3,
// then 2, 3 and 4 from Size 4, 8 and 12 (board keeps its own copy).
func TestFootprintOfIsTheRulesFootprint(t *testing.T) {
	for size := -4; size <= 20; size++ {
		assert.Equal(t, rules.Footprint(size), board.FootprintOf(size), "Size %d", size)
	}
	assert.Equal(t, []int{1, 2, 3, 4}, []int{board.FootprintOf(3), board.FootprintOf(4), board.FootprintOf(11), board.FootprintOf(12)})
}
