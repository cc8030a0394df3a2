package board

import (
	"testing"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func tplPt(x, y float64) geom.Point { return geom.Point{X: x, Y: y} }

// A Medium Blast (radius 2") centred on the figure at square (10, 10),
// centre (10.5, 10.5). A 1" base is under it when its centre is nearer
// than 2.5": (12, 10) at 2" and (12, 11) at sqrt 5 = 2.24" are; (13, 10)
// at 3" and (12, 12) at 2.83" are not.
func TestMBTCentredOnFigure(t *testing.T) {
	b := &Board{W: 30, H: 30, Figures: []*Figure{
		tplFig("centre", 10, 10, 0), tplFig("east1", 11, 10, 0), tplFig("east2", 12, 10, 0),
		tplFig("east3", 13, 10, 0), tplFig("knight", 12, 11, 0), tplFig("diag", 12, 12, 0),
		tplFig("west2", 8, 10, 0), tplFig("north2", 10, 8, 0),
		tplFig("ogre", 6, 9, 4),   // Size 4: centre (7, 10), radius 1, 3.54" away: clear
		tplFig("giant", 11, 6, 8), // Size 8: centre (12.5, 7.5), radius 1.5, 3.61" away: clear
		tplFig("troll", 7, 11, 8), // Size 8: centre (8.5, 12.5), radius 1.5, 2.83" away: in
	}}
	mbt, err := templates.Blast(rules.MBT, b.Figure("centre").Center())
	require.NoError(t, err)
	assert.Equal(t, []string{"centre", "east1", "east2", "knight", "north2", "troll", "west2"}, tplIDs(b.UnderTemplate(mbt)))
	// Targets affected on the rules' table is about 3 for an MBT: a
	// shoulder-to-shoulder line of five men gives 5, a loose crowd fewer.
}

// A base exactly tangent to the template's edge is not under it; a hair
// over the edge it is.
func TestTangentBaseNotAffected(t *testing.T) {
	b := &Board{W: 30, H: 30, Figures: []*Figure{
		tplFig("man", 12, 10, 0),  // centre (12.5, 10.5), radius 0.5
		tplFig("ogre", 20, 20, 4), // centre (21, 21), radius 1
	}}
	cases := []struct {
		kind   rules.Template
		centre geom.Point
		want   []string
	}{
		{rules.MBT, tplPt(10, 10.5), []string{}},           // 2.5" = 2 + 0.5
		{rules.MBT, tplPt(10+1e-6, 10.5), []string{"man"}}, // 1e-6 inside
		{rules.MBT, tplPt(10-0.5e-9, 10.5), []string{}},    // within the tolerance: still touching
		{rules.SBT, tplPt(23, 21), []string{}},             // 2" = 1 + 1
		{rules.SBT, tplPt(22.99, 21), []string{"ogre"}},    //
		{rules.LBT, tplPt(12.5, 14), []string{}},           // 3.5" = 3 + 0.5
		{rules.LBT, tplPt(12.5, 13.9), []string{"man"}},    //
		{rules.LBT, tplPt(21, 21), []string{"ogre"}},       // wholly inside
		{rules.SBT, tplPt(21, 21), []string{"ogre"}},       // template wholly inside the base
	}
	for _, tc := range cases {
		s, err := templates.Blast(tc.kind, tc.centre)
		require.NoError(t, err)
		assert.Equal(t, tc.want, tplIDs(b.UnderTemplate(s)), "%s at %v", tc.kind, tc.centre)
	}
}

// The Cone from the attacker at square (0, 5), centre (0.5, 5.5), aimed
// east: apex at (1, 5.5), straight sides to (8.5, 4) and (8.5, 7), tip at
// (10, 5.5). It never includes the attacker, even when not excluded.
func TestConeWorked(t *testing.T) {
	b := &Board{W: 30, H: 12, Figures: []*Figure{
		tplFig("attacker", 0, 5, 0),
		tplFig("near", 3, 5, 0),    // on the axis
		tplFig("corner", 8, 4, 0),  // centre (8.5, 4.5): inside, by the flat side's corner
		tplFig("bulge", 9, 5, 0),   // centre (9.5, 5.5): in the half circle
		tplFig("beyond", 10, 5, 0), // centre (10.5, 5.5): tangent to the tip
		tplFig("flank", 1, 7, 0),   // centre (1.5, 7.5): far beside the narrow end
		tplFig("behind", -1, 5, 0), // behind the attacker, off the map
		tplFig("friend", 5, 6, 0),  // sides do not matter
		tplFig("big", 6, 8, 4),     // centre (7, 9), radius 1: the side passes x=7 at y=6.7: clear
		tplFig("wide", 8, 2, 4),    // centre (9, 3), radius 1: 1.05" from the half circle, 1.12" from the corner: clear
	}}
	att := b.Figure("attacker")
	cone, err := templates.FromBase(rules.Cone, att.Center(), att.Radius(), tplPt(9, 5.5))
	require.NoError(t, err)
	assert.Equal(t, tplPt(1, 5.5), cone.Origin)
	all := tplIDs(b.UnderTemplate(cone))
	assert.NotContains(t, all, "attacker", "the attacker's base only touches the apex")
	assert.Equal(t, []string{"bulge", "corner", "friend", "near"}, tplIDs(b.UnderTemplate(cone, "attacker")))
}

// The Stream from the same attacker: 12" long and 1" wide from (1, 5.5)
// to (13, 5.5), exactly the width of one row of squares, so the men in the
// rows beside it only touch it.
func TestStreamWorked(t *testing.T) {
	b := &Board{W: 30, H: 12, Figures: []*Figure{
		tplFig("attacker", 0, 5, 0),
		tplFig("first", 1, 5, 0),
		tplFig("last", 12, 5, 0),  // centre 12.5: inside the far end at 13
		tplFig("past", 13, 5, 0),  // centre 13.5: tangent to the far end
		tplFig("above", 5, 4, 0),  // tangent to the long side y = 5
		tplFig("below", 6, 6, 0),  // tangent to y = 6
		tplFig("big", 7, 6, 4),    // centre (8, 7), radius 1: tangent to y = 6
		tplFig("bigger", 9, 6, 8), // centre (10.5, 7.5), radius 1.5: tangent too
		tplFig("giant", 3, 2, 12), // centre (5, 4), radius 2: reaches down to y = 6, in
	}}
	att := b.Figure("attacker")
	s, err := templates.FromBase(rules.Stream, att.Center(), att.Radius(), tplPt(20, 5.5))
	require.NoError(t, err)
	bb := s.Bounds()
	assert.InDelta(t, 12, bb.Max.X-bb.Min.X, 1e-12, "12 inches long")
	assert.InDelta(t, 1, bb.Max.Y-bb.Min.Y, 1e-12, "1 inch wide")
	assert.Equal(t, []string{"first", "giant", "last"}, tplIDs(b.UnderTemplate(s, "attacker")))
	assert.NotContains(t, tplIDs(b.UnderTemplate(s)), "attacker")
}

// A missed grenade lands where Deviate says and catches whoever is under
// the blast there, not the intended target.
func TestDeviatedBlastVictims(t *testing.T) {
	b := &Board{W: 40, H: 40}
	for y := 0; y < 40; y += 2 {
		for x := 0; x < 40; x += 2 {
			b.Figures = append(b.Figures, tplFig(string(rune('a'+x/2))+string(rune('a'+y/2)), x, y, 0))
		}
	}
	from, to := tplPt(0.5, 20.5), tplPt(20.5, 20.5)
	rng := rules.NewRNG(42)
	for range 50 {
		d, err := templates.Deviate(rng, rules.SWADE.Rules(), true, rules.Medium, from, to)
		require.NoError(t, err)
		assert.LessOrEqual(t, d.Landing.Dist(to), 10+1e-12, "never more than half of 20")
		s, err := templates.Blast(rules.MBT, d.Landing)
		require.NoError(t, err)
		var want []string
		for _, f := range b.Figures {
			if f.Center().Dist(d.Landing) < 2.5-1e-9 {
				want = append(want, f.ID)
			}
		}
		got := tplIDs(b.UnderTemplate(s))
		assert.ElementsMatch(t, want, got)
		assert.NotEmpty(t, got, "the figures stand 2\" apart: an MBT anywhere catches someone")
	}
}

// PlaceTemplate follows the contract: blasts centred on the point, cones
// and streams from the attacker, the attacker never affected.
func TestPlaceTemplate(t *testing.T) {
	b := &Board{W: 20, H: 10, Figures: []*Figure{
		tplFig("gunner", 1, 4, 0), tplFig("c1", 5, 4, 0), tplFig("c2", 2, 5, 0),
	}}
	g := b.Figure("gunner")
	_, got, err := b.PlaceTemplate(rules.SBT, g, tplPt(2, 5))
	require.NoError(t, err)
	assert.Equal(t, []string{"c2"}, tplIDs(got), "the gunner is under the SBT but never affected")
	_, got, err = b.PlaceTemplate(rules.SBT, nil, tplPt(2, 5))
	require.NoError(t, err)
	assert.Equal(t, []string{"c2", "gunner"}, tplIDs(got))
	s, got, err := b.PlaceTemplate(rules.Stream, g, tplPt(10, 4.5))
	require.NoError(t, err)
	assert.Equal(t, tplPt(2, 4.5), s.Origin)
	assert.Equal(t, []string{"c1"}, tplIDs(got))
	_, _, err = b.PlaceTemplate(rules.Cone, nil, tplPt(10, 4.5))
	assert.Error(t, err)
}

// DeviateBlast uses the board's edition: deluxe fires 1d10, swade 2d6.
func TestDeviateBlast(t *testing.T) {
	b := &Board{W: 40, H: 40, Edition: rules.Deluxe, Figures: []*Figure{tplFig("a", 0, 20, 0), tplFig("x", 20, 20, 0)}}
	d, s, under, err := b.DeviateBlast(rules.NewRNG(1), rules.LBT, false, rules.Short, b.Figure("a"), tplPt(20.5, 20.5))
	require.NoError(t, err)
	require.Len(t, d.Dice, 1)
	assert.Equal(t, 10, d.Dice[0].Die.Sides)
	assert.Equal(t, d.Landing, s.Origin)
	assert.Equal(t, rules.LBT, s.Kind)
	want := []string{}
	if b.Figure("x").Center().Dist(d.Landing) < 3.5 {
		want = append(want, "x")
	}
	assert.Equal(t, want, tplIDs(under))
	_, _, _, err = b.DeviateBlast(rules.NewRNG(1), rules.LBT, false, rules.Extreme, b.Figure("a"), tplPt(20.5, 20.5))
	assert.Error(t, err, "no extreme range in deluxe")
	_, _, _, err = b.DeviateBlast(rules.NewRNG(1), rules.Cone, false, rules.Short, b.Figure("a"), tplPt(20.5, 20.5))
	assert.Error(t, err, "cones do not deviate")

	b.Edition = rules.SWADE
	d, _, _, err = b.DeviateBlast(rules.NewRNG(1), rules.MBT, false, rules.Short, b.Figure("a"), tplPt(20.5, 20.5))
	require.NoError(t, err)
	assert.Len(t, d.Dice, 2)
}
