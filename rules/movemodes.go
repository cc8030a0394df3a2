package rules

// Movement modes (CHARACTERS.md 4.3): Flight, Burrow and Aquatic change
// how a figure moves on the grid; the board's search reads the Movement
// worked out here, so the reach shading and the move's check agree.

// MoveMode is how a figure moves this turn.
type MoveMode string

// The movement modes. Walking is the zero value.
const (
	ModeWalk   MoveMode = ""
	ModeFly    MoveMode = "fly"    // Flight: over difficult ground, low walls and gaps, never through walls or foes
	ModeBurrow MoveMode = "burrow" // Burrow: under everything; it surfaces where the move ends
	ModeSwim   MoveMode = "swim"   // Aquatic, starting in water: its swimming Pace, water at 1"
	// ModeClimb: Wall Walker (revision 8): up and over low walls at 1" a
	// square and down and up across gaps (never stopped in), at its Pace;
	// walls that block still stop it (a one-level map draws no wall face
	// or ceiling to walk on).
	ModeClimb MoveMode = "climb"
)

// Movement is a figure's mode and the Pace it moves at in that mode
// (Wounds taken off, at least 1). Aquatic: water is never difficult
// ground to it, whatever the mode.
type Movement struct {
	Mode    MoveMode
	Pace    int
	Aquatic bool
	// NoSwim: Can't Swim (revision 6): walking, each inch of water costs
	// CantSwimWater inches of Pace.
	NoSwim bool
}

// Movement is how the figure moves: flying when it has Flight, burrowing
// when it has Burrow (a burrower always moves underground), swimming at
// its swimming Pace when it has Aquatic and starts in water; else walking
// at its current Pace. A mode's Pace loses 1 per Wound as Pace does; the
// Edges that change Pace (Fleet-Footed) change walking only. A mode
// written without a number (Flight) moves at the walking Pace. A prone
// figure walks (it stands up or crawls).
func (f *Figure) Movement(inWater bool) Movement {
	walk := Movement{Pace: f.CurrentPace()}
	if !f.HasEffects() {
		return walk
	}
	walk.NoSwim = f.feature(featCantSwim) > 0
	if f.Prone { // a prone figure stands up or crawls
		return walk
	}
	var fly, burrow, swim, climb int
	has := map[MoveMode]bool{}
	f.eachEffect(func(e *Effect) {
		if e.Change != ChangeMove {
			return
		}
		m := MoveMode(e.Detail)
		has[m] = true
		switch m {
		case ModeFly:
			fly = max(fly, e.Value)
		case ModeBurrow:
			burrow = max(burrow, e.Value)
		case ModeSwim:
			swim = max(swim, e.Value)
		case ModeClimb:
			climb = max(climb, e.Value)
		}
	})
	walk.Aquatic = has[ModeSwim]
	walk.NoSwim = walk.NoSwim && !walk.Aquatic
	mode := func(m MoveMode, pace int) Movement {
		if pace <= 0 {
			return Movement{Mode: m, Pace: walk.Pace, Aquatic: walk.Aquatic}
		}
		return Movement{Mode: m, Pace: max(pace+f.WoundPenalty(), 1), Aquatic: walk.Aquatic}
	}
	switch {
	case has[ModeFly]:
		return mode(ModeFly, fly)
	case has[ModeBurrow]:
		return mode(ModeBurrow, burrow)
	case has[ModeSwim] && inWater:
		return mode(ModeSwim, swim)
	case has[ModeClimb]:
		return mode(ModeClimb, climb)
	}
	return walk
}

// GroundBattlefield is a Battlefield that knows the ground under a
// figure (the board's): whether it starts its move in water.
type GroundBattlefield interface {
	InWater(id string) bool
}

// Movement is how the figure moves on this battle's map now.
func (b *Battle) Movement(f *Figure) Movement {
	wet := false
	if g := b.parts().ground; g != nil && f.HasEffects() {
		wet = g.InWater(f.ID)
	}
	return f.Movement(wet)
}

// Verb is how the log says a move in the mode ("" for walking).
func (m MoveMode) Verb() string {
	switch m {
	case ModeFly:
		return "flies"
	case ModeBurrow:
		return "burrows and surfaces"
	case ModeSwim:
		return "swims"
	case ModeClimb:
		return "climbs"
	}
	return ""
}
