package rules

import (
	"fmt"

	"battlemat/geom"
)

// Pos is a square of the map (x to the right, y down, 0-based): where a
// figure stands, by the top-left square of its base.
type Pos struct {
	X int `json:"x"`
	Y int `json:"y"`
}

func (p Pos) String() string { return fmt.Sprintf("(%d, %d)", p.X, p.Y) }

// Center is the square's centre in inches.
func (p Pos) Center() Spot { return Spot{X: float64(p.X) + 0.5, Y: float64(p.Y) + 0.5} }

// Spot is a point of the table in continuous inches (a square's centre is
// its Pos plus a half): geom's Point, one type for the rules and the
// geometry.
type Spot = geom.Point

// Sight is what the table says about a shot from one figure at another.
type Sight struct {
	// Visible: the shooter sees the target at all (terrain, darkness).
	Visible bool
	// Unlit: not Visible only because of the light (terrain does not hide
	// it): in deluxe's pitch darkness an attacker who knows roughly where
	// the target is may still attack it (Battle.sight).
	Unlit bool
	// Cover is the terrain's cover of the target (prone is in Mods).
	Cover Cover
	// Distance in inches by the scenario's measure.
	Distance float64
	// Band is the weapon's range band at Distance (OutOfRange without one).
	Band RangeBand
	// Mods are the to-hit modifiers of the table itself, each by name:
	// range, cover, illumination, prone.
	Mods Mods
	// CoverMod is the part of Mods that the cover gives (the cover's
	// modifier, or prone counted as cover), as a negative number: an
	// attack that misses only because of it hits the obstacle.
	CoverMod int
	// Obstacle names the material of the terrain that gives the cover
	// ("" with none) and ObstacleArmor the armor it adds as an obstacle
	// (the material table of docs/formats.md).
	Obstacle      string
	ObstacleArmor int
	// Light is the illumination where the target stands (its modifier is
	// in Mods): melee attacks take it too.
	Light Light
	// Bystanders are the figures a stray die may hit: everyone but the
	// two, adjacent to the target or whose base the line crosses.
	Bystanders []string
}

// Reachable is one square a figure may end its move on and what it costs.
type Reachable struct {
	Pos  Pos `json:"pos"`
	Cost int `json:"cost"`
	// Prone: it gets there crawling and is still prone.
	Prone bool `json:"prone,omitempty"`
}

// Route is the cheapest way for a figure to a square this turn.
type Route struct {
	Steps []Pos // from where it stands to the end, both included (the squares jumped over too)
	Cost  int   // inches of Pace
	Prone bool  // still prone at the end (it crawled); a prone figure that did not crawl stood up
	// Jumps are the jumps over gaps on the way, in order (JumpBattlefield).
	Jumps []RouteJump
	// Mode is how it moves (movemodes.go); a burrower's Steps are where
	// it goes under ground and where it surfaces.
	Mode MoveMode
}

// RouteJump is one jump of a route: from the square it takes off from, over
// Gap inches of gap, to the square it lands on, in a straight line.
// RunUp: the route ran RunUp inches straight toward the gap just before.
type RouteJump struct {
	From, To Pos
	Gap      int
	RunUp    bool
}

// Jumping is how wide a gap a figure may jump this move, as the rules
// decide it (jump.go): Standing inches from a standing start, Running
// after a straight run of RunUp inches toward the gap in the same move.
// The zero value jumps nothing.
type Jumping struct {
	Standing, Running, RunUp int
}

// JumpBattlefield is a Battlefield with gaps (a ditch, a chasm, a roof's edge):
// squares no figure walks into or across, that it may jump over. Route
// and Reach of a Battlefield never cross a gap; these do, within j.
type JumpBattlefield interface {
	// JumpRoute is Route with jumps over gaps within j.
	JumpRoute(id string, run int, to Pos, j Jumping) (Route, error)
	// JumpReach is Reach with jumps over gaps within j.
	JumpReach(id string, run int, j Jumping) ([]Reachable, error)
}

// ReachAppender is an optional part of a Battlefield: Reach appended to
// dst (the plain tactic asks it most turns, into a buffer of its own).
type ReachAppender interface {
	AppendReach(dst []Reachable, id string, run int) ([]Reachable, error)
}

// appendReach is t's Reach appended to dst.
func appendReach(t Battlefield, dst []Reachable, id string, run int) ([]Reachable, error) {
	if ra, ok := t.(ReachAppender); ok {
		return ra.AppendReach(dst, id, run)
	}
	r, err := t.Reach(id, run)
	return append(dst, r...), err
}

// Battlefield is the geometry a battle needs, asked by figure id. The board
// implements it (board.Battlefield); rules never import the board. A Battlefield sees
// the same *Figure values as the Battle (its Figures), so wounds, Shaken and
// prone are read from them.
type Battlefield interface {
	// Figures lists the figures on the table in scenario order.
	Figures() []*Figure
	// Position is where the figure stands; false for an unknown id.
	Position(id string) (Pos, bool)
	// Place puts the figure on the square at once, with no rules check
	// (a move the rules allowed, or a battle rebuilt from its start).
	Place(id string, to Pos) error
	// Reach lists every square the figure may end on this turn with a
	// running die of run (0: not running), its own square at cost 0.
	Reach(id string, run int) ([]Reachable, error)
	// Route is the cheapest way to the square with a running die of run;
	// an error says why it cannot get there at all.
	Route(id string, run int, to Pos) (Route, error)
	// Sight is the line of fire from one figure to another with weapon w
	// (nil: no range band).
	Sight(from, to string, w *Weapon) Sight
	// Adjacent: the two bases touch.
	Adjacent(a, b string) bool
	// Distance between two figures in inches by the scenario's measure.
	Distance(a, b string) float64
	// GangUp is the attacker's Gang Up bonus against the defender.
	GangUp(attacker, defender string) int
	// FreeAttackers are the foes that get a free attack when the figure
	// moves to the square (adjacent now, not then; neither Shaken nor
	// Stunned).
	FreeAttackers(id string, to Pos) []string
	// Centre is the centre of the figure's base in inches.
	Centre(id string) Spot
	// Band is weapon w's range band from the figure's centre to a point,
	// and the distance.
	Band(from string, w Weapon, at Spot) (RangeBand, float64)
	// UnderTemplate lays the template (a blast centred on at; a Cone or
	// Stream from the edge of from's base toward at) and lists the figures
	// under it, sorted by id, never from.
	UnderTemplate(t Template, from string, at Spot) ([]string, error)
	// DeviateBlast rolls where a missed blast aimed at aim lands, with the
	// battle's RNG, and lists who is under it there (the attacker too);
	// the events record the dice.
	DeviateBlast(rng *RNG, t Template, thrown bool, band RangeBand, from string, aim Spot) (Spot, []string, []Event, error)
	// ObstacleArmor is the armor of the sturdiest obstacle between a point
	// (a blast's centre) and the figure, and its material: swade's cover
	// against area effects.
	ObstacleArmor(from Spot, id string) (int, string)
	// LineOfFireTo: the straight line from the figure's centre to the
	// point crosses no blocking terrain (a blast's aim point needs it;
	// low walls may be thrown over).
	LineOfFireTo(from string, at Spot) bool
}

// underTemplate is Battlefield.UnderTemplate for a look that only reads
// the list before asking the table anything else (the tactic's probes):
// a table that keeps a buffer for it (board's UnderTemplateScratch)
// answers without allocating.
func underTemplate(b *Battle, t Template, from string, at Spot) ([]string, error) {
	if s, ok := b.Battlefield.(interface {
		UnderTemplateScratch(t Template, from string, at Spot) ([]string, error)
	}); ok {
		return s.UnderTemplateScratch(t, from, at)
	}
	return b.Battlefield.UnderTemplate(t, from, at)
}

// Box is a rectangle of squares, both corners included.
type Box struct{ Min, Max Pos }
