// Package geom is exact plane geometry in inches on the battlemat's
// coordinates (x right, y down; square (x, y) covers [x,x+1) x [y,y+1)).
// It owns points, segments, boxes, circles, polygons and silhouettes and
// the yes/no answers about them (within Eps); it knows no rules, no board
// and no figures, so board, templates and rules may all import it. The
// broad phase (resolv, in board) only narrows candidates; every yes/no
// answer about bases, templates and lines comes from here.
package geom

import (
	"fmt"
	"math"
)

// Eps is the tolerance of every geometric comparison: 1e-9 inch, as the
// rules demand, never more.
const Eps = 1e-9

// Point is a position in inches. It is also the rules' Spot (rules.Spot is
// an alias): the JSON field names x and y are part of battle files and the
// CLI's output.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

func (p Point) String() string { return fmt.Sprintf("(%.4g, %.4g)", p.X, p.Y) }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p*k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Dot is the dot product.
func (p Point) Dot(q Point) float64 { return p.X*q.X + p.Y*q.Y }

// Cross is the z part of the cross product.
func (p Point) Cross(q Point) float64 { return p.X*q.Y - p.Y*q.X }

// Len is the Euclidean length.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Dist is the Euclidean distance.
func (p Point) Dist(q Point) float64 { return p.Sub(q).Len() }
