package templates

import (
	"math"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func pt(x, y float64) geom.Point { return geom.Point{X: x, Y: y} }

func TestParse(t *testing.T) {
	for _, n := range []string{"sbt", "mbt", "lbt", "cone", "stream"} {
		k, err := Parse(n)
		require.NoError(t, err)
		assert.Equal(t, rules.Template(n), k)
	}
	_, err := Parse("")
	assert.Error(t, err, "no template is not a template to lay")
	_, err = Parse("huge")
	assert.Error(t, err)
	assert.True(t, rules.MBT.Blast())
	assert.False(t, rules.Cone.Blast())
}

// The blast sizes of the rules' table: 2", 4", 6" across.
func TestBlastRadius(t *testing.T) {
	assert.Equal(t, 1.0, rules.SBT.BlastRadius())
	assert.Equal(t, 2.0, rules.MBT.BlastRadius())
	assert.Equal(t, 3.0, rules.LBT.BlastRadius())
	_, err := Blast(rules.Cone, pt(1, 1))
	assert.Error(t, err)
	_, err = Blast(rules.SBT, pt(math.NaN(), 1))
	assert.Error(t, err)
	s, err := Blast(rules.LBT, pt(5, 5))
	require.NoError(t, err)
	assert.Equal(t, geom.Box{Min: pt(2, 2), Max: pt(8, 8)}, s.Bounds())
}

// The Cone aimed east from (0, 0): straight sides to (7.5, +-1.5), the
// half circle of radius 1.5 around (7.5, 0) bulging east, 9" long in all.
func TestConeShape(t *testing.T) {
	c, err := Aimed(rules.Cone, pt(0, 0), pt(20, 0))
	require.NoError(t, err)
	cases := []struct {
		name string
		p    geom.Point
		want float64
	}{
		{"apex", pt(0, 0), 0},
		{"on a straight side", pt(3.75, 0.75), 0},
		{"corner of the flat side", pt(7.5, 1.5), 0},
		{"tip, 9 inches out", pt(9, 0), 0},
		{"beyond the tip", pt(9.5, 0), 0.5},
		{"behind the apex", pt(-1, 0), 1},
		{"beside the corner", pt(7.5, 2), 0.5},
		{"beside the bulge", pt(7.5+1.5*math.Cos(math.Pi/4)*2, 1.5*math.Sin(math.Pi/4)*2), 1.5},
	}
	for _, tc := range cases {
		assert.InDelta(t, tc.want, c.Dist(tc.p), 1e-12, tc.name)
	}
	// The straight side from the apex to (7.5, 1.5) has length sqrt(7.5^2+1.5^2);
	// a point 1" out from its middle, at right angles, is 1" away.
	n := pt(-1.5, 7.5).Scale(1 / math.Hypot(7.5, 1.5)) // outward normal of the y>0 side
	assert.InDelta(t, 1, c.Dist(pt(3.75, 0.75).Add(n)), 1e-12)

	b := c.Bounds()
	assert.InDelta(t, 0, b.Min.X, 1e-12)
	assert.InDelta(t, rules.ConeLength, b.Max.X, 1e-12, "9 inches long in all")
	assert.InDelta(t, -1.5, b.Min.Y, 1e-12)
	assert.InDelta(t, 1.5, b.Max.Y, 1e-12)

	// A base the size of a man (radius 0.5) touching the tip from outside
	// is not under it; a hair closer it is.
	assert.False(t, c.Covers(pt(9.5, 0), 0.5))
	assert.True(t, c.Covers(pt(9.5-1e-6, 0), 0.5))
	// Near the flat side's corner the half circle's end and the straight
	// side meet at an angle: a base touching that corner from outside
	// along the side's normal is not under the cone.
	corner := pt(7.5, 1.5)
	out := pt(-1.5, 7.5).Scale(1 / math.Hypot(7.5, 1.5))
	assert.False(t, c.Covers(corner.Add(out.Scale(0.5)), 0.5))
}

// The Stream: 12" long, 1" wide, its near short side centred on the origin.
func TestStreamShape(t *testing.T) {
	s, err := Aimed(rules.Stream, pt(2, 3), pt(2, 30)) // aimed south
	require.NoError(t, err)
	b := s.Bounds()
	assert.InDelta(t, 1.5, b.Min.X, 1e-12)
	assert.InDelta(t, 2.5, b.Max.X, 1e-12)
	assert.InDelta(t, 3, b.Min.Y, 1e-12)
	assert.InDelta(t, 15, b.Max.Y, 1e-12, "12 inches long")
	assert.True(t, s.Covers(pt(2, 15.49), 0.5))
	assert.False(t, s.Covers(pt(2, 15.5), 0.5), "tangent to the far end")
	assert.False(t, s.Covers(pt(3, 10), 0.5), "tangent to a long side")
	assert.True(t, s.Covers(pt(2.99, 10), 0.5))
	assert.False(t, s.Covers(pt(2, 2.5), 0.5), "tangent behind the origin")
}

// Cone and Stream start at the edge of the attacker's base facing the aim
// point, so the attacker's own base only touches them.
func TestFromBase(t *testing.T) {
	for _, k := range []rules.Template{rules.Cone, rules.Stream} {
		for _, r := range []float64{0.5, 1, 1.5, 2} {
			for i := range 24 {
				a := 2 * math.Pi * float64(i) / 24
				c := pt(10, 10)
				aim := c.Add(pt(math.Cos(a), math.Sin(a)).Scale(6))
				s, err := FromBase(k, c, r, aim)
				require.NoError(t, err)
				assert.InDelta(t, r, s.Origin.Dist(c), 1e-12)
				assert.False(t, s.Covers(c, r), "%s never covers its attacker (r %v, angle %d)", k, r, i)
			}
		}
		_, err := FromBase(k, pt(1, 1), 0.5, pt(1, 1))
		assert.Error(t, err, "aim on the attacker's centre has no direction")
	}
	_, err := Aimed(rules.MBT, pt(0, 0), pt(1, 0))
	assert.Error(t, err)
}

func TestOutline(t *testing.T) {
	for _, k := range []rules.Template{rules.SBT, rules.MBT, rules.LBT} {
		s, _ := Blast(k, pt(4, 4))
		for _, p := range s.Outline(32) {
			assert.InDelta(t, k.BlastRadius(), p.Dist(pt(4, 4)), 1e-12)
		}
	}
	c, _ := Aimed(rules.Cone, pt(0, 0), pt(0, -5))
	o := c.Outline(16)
	assert.Equal(t, pt(0, 0), o[0])
	far := 0.0
	for _, p := range o {
		assert.InDelta(t, 0, c.Dist(p), 1e-12, "outline points lie on the cone")
		far = math.Max(far, -p.Y)
	}
	assert.InDelta(t, 9, far, 1e-12)
	st, _ := Aimed(rules.Stream, pt(0, 0), pt(1, 1))
	for _, p := range st.Outline(8) {
		assert.InDelta(t, 0, st.Dist(p), 1e-12)
	}
	assert.Len(t, st.Outline(8), 4)
}

// An aim point inside the attacker's own base still sends the template
// outward, along the line from the centre through the aim point.
func TestFromBaseAimInsideBase(t *testing.T) {
	s, err := FromBase(rules.Stream, pt(5, 5), 1, pt(5.2, 5))
	require.NoError(t, err)
	assert.Equal(t, pt(6, 5), s.Origin)
	assert.Equal(t, pt(1, 0), s.Dir)
	assert.False(t, s.Covers(pt(5, 5), 1))
}
