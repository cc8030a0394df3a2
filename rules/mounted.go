package rules

// rideMark is the mount's move in a turn: where it started and ended and
// the inches it went (mounted.go).
type rideMark struct {
	From, To Pos
	Inches   int
	Straight bool
}

func (f *Figure) mountedFighting() (Die, bool) { return f.Trait(Fighting) }
