package board

import (
	"battlemat/geom"
	"battlemat/rules"
)

// Square is a map square, 0-based, x to the right and y down: the rules'
// Pos, one type for both.
type Square = rules.Pos

// Terrain is what a map symbol means.
type Terrain struct {
	Symbol    rune
	Blocks    bool // walls, trees: block movement and sight
	Difficult bool // each inch entered costs 2"
	// Cover is what a low wall gives a figure next to it when it lies on
	// the line of fire (NoCover for most terrain).
	Cover rules.Cover
	// Material names the obstacle's stuff (brick, tree, wood...) and Armor
	// is the protection it gives as an obstacle (docs/formats.md).
	Material string
	Armor    int
	// Door: the square is a door (the legend's door: true, or the
	// built-in + and /). A closed door blocks movement and sight, an open
	// or broken one neither; Hardness is the damage that breaks it and
	// StartOpen how the scenario set it, for a rebuilt battle (doors.go).
	Door, Open, Broken, StartOpen bool
	Hardness                      int
	// DoorDefault: a door whose material the scenario did not name (the
	// built-in + and /, a legend door without material:): an oak door
	// like a thin wall's door from rules revision 4 (Board.obstacle).
	DoorDefault bool
	// Unstable: an unstable platform, -2 to ranged attacks made from it.
	Unstable bool
	// Water: only how the square is drawn (the built-in ~, or water:
	// true); difficult: says what it costs.
	Water bool
	// Gap: a ditch, a chasm, a roof's edge (the legend's gap: true). No
	// figure walks into or across it or stands on it; a jump may cross it
	// (reach.go). It hides nothing and gives no cover.
	Gap bool
}

// Side is a team: its display colour and who moves it.
type Side struct {
	Name  string
	Color string // "#rrggbb"
	// Control is ControlHuman (the default: a person at the table moves
	// it) or ControlAI (the program may move it).
	Control string
	// GM: the side is the GM's (the scenario's gm:; by default every side
	// but the first): its Wild Cards start with 2 bennies and its figures
	// may spend from the GM's pool (rules.Figure.GM).
	GM bool
}

// The values of a side's control: key.
const (
	ControlHuman = "human"
	ControlAI    = "ai"
)

// Figure is a combatant on the board: its rules statistics and state, and
// the square of its base's top-left corner.
type Figure struct {
	*rules.Figure
	At Square
	// Player is who plays the figure at a hosted table (the scenario's
	// player:), "" for the GM's figures.
	Player string
}

// Footprint is how many squares wide the base is: 1 for Size 0-3, then 2,
// 3, 4 for Size 4-7, 8-11, 12+.
func (f *Figure) Footprint() int { return FootprintOf(f.Size) }

// FootprintOf maps Size to squares across: rules.Footprint, written
// again so that it inlines here (the browser builds the rules without
// inlining, web.BuildFlags, and a figure's footprint is asked in every
// step of a walk and every look: each was a wasm call, a dear thing).
// TestFootprintOfIsTheRulesFootprint keeps the two the same.
func FootprintOf(size int) int {
	switch {
	case size >= 12:
		return 4
	case size >= 8:
		return 3
	case size >= 4:
		return 2
	}
	return 1
}

// Radius is the base's radius in inches (half the footprint).
func (f *Figure) Radius() float64 { return float64(f.Footprint()) / 2 }

// Center is the base's centre in inches.
func (f *Figure) Center() geom.Point {
	r := f.Radius()
	return geom.Point{X: float64(f.At.X) + r, Y: float64(f.At.Y) + r}
}

// Covers reports whether the figure's footprint includes square s.
func (f *Figure) Covers(s Square) bool {
	n := f.Footprint()
	return s.X >= f.At.X && s.X < f.At.X+n && s.Y >= f.At.Y && s.Y < f.At.Y+n
}

// Board is a loaded scenario: the map, its rules, and the figures on it.
type Board struct {
	Name      string
	Edition   rules.Edition
	Rules     *rules.EditionRules
	Euclidean bool // measure: euclidean; otherwise Chebyshev squares
	Light     rules.Light
	W, H      int
	// Cells holds the terrain of every square, row by row (index y*W+x).
	Cells   []Terrain
	Sides   map[string]Side
	Figures []*Figure

	// Description is optional: a line or two for a scenario picker.
	Description string
	// Dealing says which figures share an Action Card (figures' group:
	// and leader: keys).
	Dealing rules.Dealing
	// Reveal is what players at a hosted table are told of their foes'
	// numbers (the scenario's reveal:, host.go).
	Reveal Reveal
	// GMAsks is which of the GM's figures the GM is asked about when a
	// benny could be spent (the scenario's gm_asks:).
	GMAsks rules.GMAsks

	// Walls are the thin walls, doors and windows (walls.go); Lights the
	// map's light sources; Picture the map's picture, if any (uvtt.go).
	Walls   []Wall
	Lights  []Light
	Picture *Picture
	// Zones are the areas of light and darkness powers put on the map
	// during a fight (zones.go).
	Zones []LightZone
	// Barriers are the walls the Barrier power stands on the map
	// (barriers.go), kept as the last barrierWalls of Walls.
	Barriers     []Barrier
	barrierWalls int
	// Warnings are what loading noticed but did not refuse (a map file
	// whose picture could not be read), one line each.
	Warnings []string
	// Moving, when set, is how the figures it names move, as a host told
	// a hosted screen (whose copy of the map grants no abilities):
	// movemodes.go.
	Moving map[string]rules.Movement

	space  *Space     // broad phase for templates and lines, built on first use (space.go)
	wallIx *wallIndex // broad phase of the thin walls, built on first use (walls.go)
	// terrainIx is the terrain as the reach search reads it, built on
	// first use (terrainlayer.go).
	terrainIx *terrainLayer
	// shadows remembers Shadow's answers when a table asked for it
	// (shadowmemo.go).
	shadows *shadowMemo
	// screenIx is how far each square's row runs on open ground, for
	// the line of sight, built on first use (screens.go).
	screenIx *screenLayer
}

// InBounds reports whether s lies on the map.
func (b *Board) InBounds(s Square) bool { return s.X >= 0 && s.Y >= 0 && s.X < b.W && s.Y < b.H }

// BaseFits reports whether a base of n by n squares with its top-left
// corner at s lies wholly on the map. It never adds to s: a coordinate
// near the integers' end would wrap around and pass.
func (b *Board) BaseFits(s Square, n int) bool {
	return s.X >= 0 && s.Y >= 0 && n >= 1 && s.X <= b.W-n && s.Y <= b.H-n
}

// At returns the terrain of square s; off the map is a wall.
func (b *Board) At(s Square) Terrain {
	if !b.InBounds(s) {
		return Terrain{Symbol: ' ', Blocks: true}
	}
	return b.Cells[s.Y*b.W+s.X]
}

// Figure finds a figure by id.
func (b *Board) Figure(id string) *Figure {
	for _, f := range b.Figures {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// FigureAt returns the figure whose footprint covers s, if any.
func (b *Board) FigureAt(s Square) *Figure {
	for _, f := range b.Figures {
		if f.Covers(s) {
			return f
		}
	}
	return nil
}
