package rules

import "fmt"

// The scales a shot is measured on: cover, light and range bands (their
// modifiers per edition are in edition.go).

// Cover is how much of a target is hidden.
type Cover int

// Cover levels, in order.
const (
	NoCover Cover = iota
	LightCover
	MediumCover
	HeavyCover
	NearTotalCover
)

var coverNames = [...]string{"none", "light", "medium", "heavy", "near_total"}

func (c Cover) String() string { return coverNames[c] }

// ParseCover reads the names used in scenarios and JSON output.
func ParseCover(s string) (Cover, error) {
	for i, n := range coverNames {
		if n == s {
			return Cover(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a cover (none, light, medium, heavy, near_total)", s)
}

// Light is the scenario's illumination.
type Light int

// Illumination levels.
const (
	Bright Light = iota
	Dim
	Dark
	Pitch
)

var lightNames = [...]string{"bright", "dim", "dark", "pitch"}

func (l Light) String() string { return lightNames[l] }

// ParseLight accepts bright (also ""), dim, dark, pitch.
func ParseLight(s string) (Light, error) {
	if s == "" {
		return Bright, nil
	}
	for i, n := range lightNames {
		if n == s {
			return Light(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a light level (bright, dim, dark, pitch)", s)
}

// RangeBand is a weapon's range band.
type RangeBand int

// Range bands; OutOfRange is beyond the edition's last band.
const (
	Short RangeBand = iota
	Medium
	Long
	Extreme
	OutOfRange
)

var bandNames = [...]string{"short", "medium", "long", "extreme", "out_of_range"}

func (b RangeBand) String() string { return bandNames[b] }

// ParseRangeBand reads short, medium, long, extreme.
func ParseRangeBand(s string) (RangeBand, error) {
	for i, n := range bandNames[:4] {
		if n == s {
			return RangeBand(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a range band (short, medium, long, extreme)", s)
}
