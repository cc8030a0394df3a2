package templates

import (
	"fmt"
	"math"

	"battlemat/geom"
	"battlemat/rules"
)

// Parse reads one of the five templates (sbt, mbt, lbt, cone, stream):
// rules.ParseTemplate without its "" for none.
func Parse(s string) (rules.Template, error) {
	k, err := rules.ParseTemplate(s)
	if err != nil || k == rules.NoTemplate {
		return "", fmt.Errorf("%q is not a template (sbt, mbt, lbt, cone, stream)", s)
	}
	return k, nil
}

// Shape is a template laid on the table. It is a geom.Region: a base of
// centre c and radius r is under it when the Shape comes nearer to c than r
// (Covers).
type Shape struct {
	Kind rules.Template
	// Origin is a blast's centre, or where a Cone's apex or a Stream's
	// near side sits.
	Origin geom.Point
	// Dir is the unit aim direction of a Cone or Stream (zero for blasts).
	Dir geom.Point

	// The region, held by value so that laying a template (the tactic
	// lays hundreds a fight) boxes nothing: a blast's disc, a Cone's
	// triangle and half disc, a Stream's rectangle.
	form   form
	circle geom.Circle
	poly   geom.Polygon
	half   geom.HalfDisc
}

type form uint8

const (
	noForm form = iota
	disc
	cone
	rect
)

// Blast places a blast template centred on c.
func Blast(k rules.Template, c geom.Point) (Shape, error) {
	if !k.Blast() {
		return Shape{}, fmt.Errorf("%s is not a blast template", k)
	}
	if !finite(c) {
		return Shape{}, fmt.Errorf("blast centre %v is not a point", c)
	}
	return Shape{Kind: k, Origin: c, form: disc, circle: geom.Circle{C: c, R: k.BlastRadius()}}, nil
}

// Aimed lays a Cone or Stream from origin toward aim.
func Aimed(k rules.Template, origin, aim geom.Point) (Shape, error) {
	if !finite(origin) || !finite(aim) {
		return Shape{}, fmt.Errorf("template points %v, %v are not points", origin, aim)
	}
	u, ok := aim.Sub(origin).Unit()
	if !ok {
		return Shape{}, fmt.Errorf("the %s needs an aim point away from its origin", k)
	}
	return along(k, origin, u)
}

// along lays a Cone or Stream from origin in the unit direction u.
func along(k rules.Template, origin, u geom.Point) (Shape, error) {
	s := Shape{Kind: k, Origin: origin, Dir: u}
	switch k {
	case rules.Cone:
		// The straight sides run from the apex to the ends of the half
		// circle's flat side; the half circle bulges away from the apex.
		mid := origin.Add(u.Scale(rules.ConeSideLength))
		side := u.Perp().Scale(rules.ConeHalfWidth)
		tri, err := geom.NewPolygon(origin, mid.Add(side), mid.Sub(side))
		if err != nil {
			return Shape{}, err
		}
		s.form, s.poly, s.half = cone, tri, geom.HalfDisc{C: mid, R: rules.ConeHalfWidth, Dir: u}
	case rules.Stream:
		r, err := geom.Rect(origin, u, rules.StreamLength, rules.StreamWidth)
		if err != nil {
			return Shape{}, err
		}
		s.form, s.poly = rect, r
	default:
		return Shape{}, fmt.Errorf("%s is not a cone or stream template", k)
	}
	return s, nil
}

// FromBase lays a Cone or Stream from an attacker's base (centre and
// radius) toward aim: it starts at the base's edge facing the aim point
// and runs along the line from the base's centre through aim.
func FromBase(k rules.Template, centre geom.Point, radius float64, aim geom.Point) (Shape, error) {
	if !finite(centre) || !finite(aim) || math.IsNaN(radius) || radius < 0 {
		return Shape{}, fmt.Errorf("template points %v, %v are not points", centre, aim)
	}
	u, ok := aim.Sub(centre).Unit()
	if !ok {
		return Shape{}, fmt.Errorf("the %s needs an aim point away from the attacker's centre", k)
	}
	// The direction comes from the centre: an aim point inside the base
	// still points outward.
	return along(k, centre.Add(u.Scale(radius)), u)
}

// Dist is the distance from p to the template (0 inside).
func (s Shape) Dist(p geom.Point) float64 {
	switch s.form {
	case disc:
		return s.circle.Dist(p)
	case cone:
		// The union of the two parts: the nearer one (as geom.Union).
		best := math.Inf(1)
		if d := s.poly.Dist(p); d < best {
			best = d
		}
		if d := s.half.Dist(p); d < best {
			best = d
		}
		return best
	case rect:
		return s.poly.Dist(p)
	}
	return math.Inf(1)
}

// Bounds is a box around the template.
func (s Shape) Bounds() geom.Box {
	switch s.form {
	case disc:
		return s.circle.Bounds()
	case cone:
		return s.poly.Bounds().Union(s.half.Bounds())
	case rect:
		return s.poly.Bounds()
	}
	return geom.Box{Min: s.Origin, Max: s.Origin}
}

// Covers reports whether a base (centre c, radius r) lies under the
// template: they share an area, touching does not count.
func (s Shape) Covers(c geom.Point, r float64) bool {
	switch s.form {
	case noForm:
		return false
	case disc:
		return geom.Circle{C: c, R: r}.OverlapsCircle(s.circle)
	}
	return s.Dist(c) < r-geom.Eps // geom.Circle.Overlaps
}

// Outline is the template's edge as a closed polygon for drawing, with
// about n points on each curved part.
func (s Shape) Outline(n int) []geom.Point {
	if n < 4 {
		n = 4
	}
	switch {
	case s.Kind.Blast():
		r := s.Kind.BlastRadius()
		pts := make([]geom.Point, 0, n)
		for i := range n {
			a := 2 * math.Pi * float64(i) / float64(n)
			pts = append(pts, s.Origin.Add(geom.Point{X: r * math.Cos(a), Y: r * math.Sin(a)}))
		}
		return pts
	case s.Kind == rules.Cone:
		mid := s.Origin.Add(s.Dir.Scale(rules.ConeSideLength))
		side := s.Dir.Perp().Scale(rules.ConeHalfWidth)
		pts := []geom.Point{s.Origin}
		// From one end of the flat side around the bulge to the other.
		for i := 0; i <= n; i++ {
			a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
			pts = append(pts, mid.Add(side.Scale(math.Sin(a))).Add(s.Dir.Scale(rules.ConeHalfWidth*math.Cos(a))))
		}
		return pts
	case s.Kind == rules.Stream:
		side := s.Dir.Perp().Scale(rules.StreamWidth / 2)
		end := s.Origin.Add(s.Dir.Scale(rules.StreamLength))
		return []geom.Point{s.Origin.Sub(side), end.Sub(side), end.Add(side), s.Origin.Add(side)}
	}
	return nil
}

func finite(p geom.Point) bool {
	return !math.IsNaN(p.X) && !math.IsNaN(p.Y) && !math.IsInf(p.X, 0) && !math.IsInf(p.Y, 0)
}
