package rules

import (
	"fmt"
	"strings"
)

// Template names an area-effect template. It is the one name for a
// template everywhere: scenarios and battle files spell it (sbt, mbt,
// lbt, cone, stream), the templates package lays it on the table with the
// sizes below, and the tactic reads the same sizes to choose where to aim.
type Template string

// The five templates.
const (
	NoTemplate Template = ""
	SBT        Template = "sbt"
	MBT        Template = "mbt"
	LBT        Template = "lbt"
	Cone       Template = "cone"
	Stream     Template = "stream"
)

// ParseTemplate accepts sbt, mbt, lbt, cone, stream (and "" for none).
func ParseTemplate(s string) (Template, error) {
	switch t := Template(strings.ToLower(s)); t {
	case NoTemplate, SBT, MBT, LBT, Cone, Stream:
		return t, nil
	}
	return "", fmt.Errorf("%q is not a template (sbt, mbt, lbt, cone, stream)", s)
}

// Blast reports whether the template is a blast circle, placed by its
// centre (it deviates on a miss).
func (t Template) Blast() bool { return t == SBT || t == MBT || t == LBT }

// Template sizes in inches (docs/geometry.md).
const (
	ConeSideLength = 7.5                            // apex to the half circle's centre
	ConeHalfWidth  = 1.5                            // the half circle's radius, and the straight sides' reach
	ConeLength     = ConeSideLength + ConeHalfWidth // 9"
	StreamLength   = 12.0                           // along the aim line
	StreamWidth    = 1.0                            // across it
)

// BlastRadius is a blast template's radius: 1", 2", 3"; 0 for a cone,
// a stream or none.
func (t Template) BlastRadius() float64 {
	switch t {
	case SBT:
		return 1
	case MBT:
		return 2
	case LBT:
		return 3
	}
	return 0
}

// Length is how far a Cone or Stream reaches from where it starts (the
// attacker's base edge): 9" or 12"; 0 for a blast or none.
func (t Template) Length() float64 {
	switch t {
	case Cone:
		return ConeLength
	case Stream:
		return StreamLength
	}
	return 0
}
