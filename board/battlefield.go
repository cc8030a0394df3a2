package board

import (
	"fmt"
	"math"
	"unsafe"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
)

// Battlefield is the board as the rules see it (rules.Battlefield): geometry asked by
// figure id, answers in rules' own types. It shares the board's figures,
// so a battle's wounds and prone flags are what the geometry reads.
type Battlefield struct {
	B *Board

	reacher *Reacher
	figs    []*rules.Figure
	byID    map[string]int32          // the place in listed of the figure of each id
	known   map[*rules.Figure]*Figure // every figure's entry ever on the table (roster.go)

	underBuf []string // UnderTemplateScratch's answer

	byst      idSlab     // Sight's bystanders (adjacent.go)
	steps     squareSlab // routes' steps (JumpRoute)
	sightMods rules.Mods // Sight's modifiers (rules.Line.SightIn)

	// listed is the figures on the table in a list, ids their ids as
	// byID holds them; unique says no two are the same (a loaded table's
	// never are). The rules ask by the figures' own id strings, so fig
	// finds a figure by the very string (the same bytes in memory)
	// without hashing it: slots is a table of every id's place plus one,
	// placed by the string's address (open addressing, at most a quarter
	// full, so a look-up probes a slot or two however many figures stand
	// on the table). Places, not pointers: keeping them costs no write
	// barrier. All are made anew with byID (setIndex).
	listed []*Figure
	ids    []string
	unique bool
	slots  []int32
	small  [64]int32 // slots' room for up to 16 figures
	big    []int32   // slots' room for more, kept for the next roster

	// measured is the figure Measure last measured from, by its id
	// string: the rules measure every foe from one figure in a row. Made
	// anew with listed.
	measuredID string
	measured   *Figure
}

// NewBattlefield wraps a loaded board.
func NewBattlefield(b *Board) *Battlefield {
	t := &Battlefield{B: b, reacher: NewReacher()}
	for _, f := range b.Figures {
		t.figs = append(t.figs, f.Figure)
	}
	t.setIndex(b.Figures)
	return t
}

// setIndex makes byID and fig's list from the figures on the table.
func (t *Battlefield) setIndex(list []*Figure) {
	t.byID = make(map[string]int32, len(list))
	for i, f := range list {
		t.byID[f.ID] = int32(i) // a later figure of the same id wins, as before
	}
	t.listed = append(t.listed[:0:0], list...)
	t.measuredID, t.measured = "", nil
	t.ids = make([]string, len(list))
	for i, f := range list {
		t.ids[i] = f.ID
	}
	t.unique = len(t.byID) == len(list)
	n := len(t.small)
	for n < 4*len(list) {
		n *= 2
	}
	switch {
	case n == len(t.small):
		t.slots = t.small[:]
	case cap(t.big) >= n:
		t.slots = t.big[:n]
	default:
		t.big = make([]int32, n)
		t.slots = t.big
	}
	clear(t.slots)
	if !t.unique {
		return // fig asks the map: a later figure of the same id wins
	}
	mask := uintptr(n - 1)
	for i, id := range t.ids {
		h := rules.StringSlot(id) & mask
		for t.slots[h] != 0 {
			h = (h + 1) & mask
		}
		t.slots[h] = int32(i + 1)
	}
}

var _ rules.Battlefield = (*Battlefield)(nil)

// fig is the figure of id: a figure's own id string is found by its
// address (slots); anything else by the map of places (a scan grows with
// the figures, and the tactic asks of every foe each turn).
func (t *Battlefield) fig(id string) *Figure {
	if t.unique {
		// rules.StringSlot and rules.SameString written out: the browser
		// builds the rules without inlining (web.BuildFlags), so each was
		// a wasm call, a dear thing, on every probe.
		p, n := unsafe.StringData(id), len(id)
		a := uintptr(unsafe.Pointer(p))
		mask := uintptr(len(t.slots) - 1)
		for h := (a>>3 ^ a>>9) & mask; t.slots[h] != 0; h = (h + 1) & mask {
			if i := t.slots[h] - 1; len(t.ids[i]) == n && unsafe.StringData(t.ids[i]) == p {
				return t.listed[i]
			}
		}
	}
	i, ok := t.byID[id]
	if !ok {
		return nil
	}
	return t.listed[i]
}

// NewBattle starts a battle on the board with its edition and dealing,
// under the current revision of the rules.
func NewBattle(b *Board, seed uint64) (*rules.Battle, error) {
	return NewBattleAt(b, seed, rules.CurrentRevision)
}

// NewBattleAt is NewBattle under a revision of the rules: the board's
// own rules (lines of fire, cover, templates) take that revision too.
func NewBattleAt(b *Board, seed uint64, rev int) (*rules.Battle, error) {
	if err := rules.CheckRevision(rev); err != nil {
		return nil, err
	}
	b.Rules = b.Edition.RulesAt(rev)
	return rules.NewBattleAt(NewBattlefield(b), b.Edition, b.Dealing, seed, rev)
}

// Figures lists the rules figures in scenario order.
func (t *Battlefield) Figures() []*rules.Figure { return t.figs }

// Position is where the figure stands.
func (t *Battlefield) Position(id string) (rules.Pos, bool) {
	f := t.fig(id)
	if f == nil {
		return rules.Pos{}, false
	}
	return f.At, true
}

// Place moves the figure to the square with no rules check (it must fit
// on the map).
func (t *Battlefield) Place(id string, to rules.Pos) error {
	f := t.fig(id)
	if f == nil {
		return fmt.Errorf("no figure %q on the board", id)
	}
	n := f.Footprint()
	if !t.B.BaseFits(to, n) {
		return fmt.Errorf("%s is off the map", to)
	}
	f.At = to
	if len(t.B.Zones) > 0 {
		t.followZones(f) // a Mobile Light or Darkness goes with its figure
	}
	return nil
}

// Ignoring makes the table's reach and routes treat the figures of ids
// as absent (their squares empty) until restore is called: a seat's
// move and preview are answered as in the fight without the figures the
// seat cannot see.
func (t *Battlefield) Ignoring(ids []string) (restore func()) {
	if len(ids) == 0 {
		return func() {}
	}
	old := t.reacher.Ignore
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	t.reacher.Ignore = set
	return func() { t.reacher.Ignore = old }
}

// StopBefore is how far along steps a figure with a base of n squares
// gets before its base would overlap one of others' (those it was told
// nothing of): the last square of steps before that, and whether it
// stops short at all.
func StopBefore(steps []rules.Pos, n int, others []*Figure) (rules.Pos, bool) {
	for i, s := range steps {
		for _, g := range others {
			m := g.Footprint()
			if s.X < g.At.X+m && g.At.X < s.X+n && s.Y < g.At.Y+m && g.At.Y < s.Y+n {
				if i == 0 {
					return s, true
				}
				return steps[i-1], true
			}
		}
	}
	return rules.Pos{}, false
}

// Reach lists the squares the figure can end its move on.
func (t *Battlefield) Reach(id string, run int) ([]rules.Reachable, error) {
	return t.JumpReach(id, run, rules.Jumping{})
}

// JumpReach is Reach with jumps over gaps within j (rules.JumpBattlefield).
func (t *Battlefield) JumpReach(id string, run int, j rules.Jumping) ([]rules.Reachable, error) {
	m, err := t.reach(id, run, j)
	if err != nil {
		return nil, err
	}
	return appendSquares(make([]rules.Reachable, 0, len(m.Squares)), m), nil
}

// AppendReach is Reach appended to dst (rules.ReachAppender): the
// tactic asks it most turns, into a buffer of its own.
func (t *Battlefield) AppendReach(dst []rules.Reachable, id string, run int) ([]rules.Reachable, error) {
	m, err := t.reach(id, run, rules.Jumping{})
	if err != nil {
		return dst, err
	}
	return appendSquares(dst, m), nil
}

// appendSquares appends a reach's squares to dst as the rules read them.
func appendSquares(dst []rules.Reachable, m *Reach) []rules.Reachable {
	for _, s := range m.Squares {
		dst = append(dst, rules.Reachable{Pos: s.Square, Cost: s.Cost, Prone: s.Prone})
	}
	return dst
}

var _ rules.JumpBattlefield = (*Battlefield)(nil)

// ReachWithin is Reach's squares that cost at most within
// (rules.ReachLimiter), in Reach's order.
func (t *Battlefield) ReachWithin(id string, run, within int) ([]rules.Reachable, error) {
	f := t.fig(id)
	if f == nil {
		return nil, fmt.Errorf("no figure %q on the board", id)
	}
	m, err := t.reacher.ReachWithin(t.B, f, run, within)
	if err != nil {
		return nil, err
	}
	return appendSquares(make([]rules.Reachable, 0, len(m.Squares)), m), nil
}

var _ rules.ReachLimiter = (*Battlefield)(nil)

func (t *Battlefield) reach(id string, run int, j rules.Jumping) (*Reach, error) {
	f := t.fig(id)
	if f == nil {
		return nil, fmt.Errorf("no figure %q on the board", id)
	}
	return t.reacher.ReachJumping(t.B, f, run, j)
}

// Route is the cheapest way to the square.
func (t *Battlefield) Route(id string, run int, to rules.Pos) (rules.Route, error) {
	return t.JumpRoute(id, run, to, rules.Jumping{})
}

// JumpRoute is the cheapest way to the square with jumps over gaps within
// j (rules.JumpBattlefield), each jump listed.
func (t *Battlefield) JumpRoute(id string, run int, to rules.Pos, j rules.Jumping) (rules.Route, error) {
	f := t.fig(id)
	if f == nil {
		return rules.Route{}, fmt.Errorf("no figure %q on the board", id)
	}
	m, err := t.reacher.routeTo(t.B, f, run, j, to)
	if err != nil {
		return rules.Route{}, err
	}
	s := to
	rs, ok := m.find(s)
	if !ok {
		switch {
		case !t.B.InBounds(s):
			return rules.Route{}, fmt.Errorf("%s is off the map", to)
		case m.Budget == 0:
			return rules.Route{}, fmt.Errorf("it cannot move at all")
		case t.B.GapUnder(s, m.Figure.Footprint()):
			return rules.Route{}, fmt.Errorf("it is a gap: a figure may jump over it but not stop on it")
		}
		return rules.Route{}, fmt.Errorf("no way there within %d\" (walls, foes, an occupied square or too far)", m.Budget)
	}
	path := m.pathIn(s, &t.steps)
	if m.Mode == rules.ModeBurrow && len(path) > 2 {
		path = []rules.Pos{path[0], path[len(path)-1]} // under ground between
	}
	r := rules.Route{Cost: rs.Cost, Prone: rs.Prone, Steps: path, Mode: m.Mode}
	if m.r.gaps && !rs.Prone {
		r.Jumps = t.B.jumpsOf(path, m.Figure.Footprint(), j.RunUp)
	}
	return r, nil
}

// BareSight is Sight without the obstacle and the bystanders
// (rules.BareSighter): what a melee attack asks.
func (t *Battlefield) BareSight(from, to string, w *rules.Weapon) rules.Sight {
	a, b := t.fig(from), t.fig(to)
	if a == nil || b == nil {
		return rules.Sight{Band: rules.OutOfRange}
	}
	return t.B.Line(a, b).SightIn(t.B.rulesOf(), w, &t.sightMods)
}

var _ rules.BareSighter = (*Battlefield)(nil)

// Sight is the line of fire with the obstacle that gives the cover and
// the bystanders of a stray shot.
func (t *Battlefield) Sight(from, to string, w *rules.Weapon) rules.Sight {
	a, b := t.fig(from), t.fig(to)
	if a == nil || b == nil {
		return rules.Sight{Band: rules.OutOfRange}
	}
	s := t.B.Line(a, b).SightIn(t.B.rulesOf(), w, &t.sightMods)
	if s.Cover > rules.NoCover {
		s.Obstacle, s.ObstacleArmor = t.screen(a, b)
	}
	s.Bystanders = t.B.bystanderIDs(a, b, &t.byst)
	if m := b.Riding; m != "" && m != from && t.fig(m) != nil {
		// A stray shot at a rider hits its mount (mounted combat).
		s.Bystanders = []string{m}
	}
	return s
}

// screen finds the terrain that screens to from a shot by from: of the
// squares of blocking terrain or low walls that stand in front of the
// target on the line of fire, the one nearest the target (what it hides
// behind). It returns the material and its obstacle armor.
func (t *Battlefield) screen(from, to *Figure) (string, int) {
	p, c, r := from.Center(), to.Center(), to.Radius()
	sil, ok := geom.NewSilhouette(p, c, r)
	if !ok {
		return "", 0
	}
	tb := footBox(to)
	best, bestD := -1, math.Inf(1)
	// A square that screens part of the base meets the hull of the
	// shooter's centre and the base, within r of the line between the
	// centres: the band shadow scans, row by row in the same order as the
	// whole box around both centres (a long diagonal shot's box is most
	// of the map).
	y0, y1 := max(0, int(math.Floor(math.Min(p.Y, c.Y)-r))), min(t.B.H-1, int(math.Floor(math.Max(p.Y, c.Y)+r)))
	skip := t.B.screens().skip // open ground: nothing to screen (screens.go)
	for y := y0; y <= y1; y++ {
		xlo, xhi, ok := bandX(p, c, float64(y)-r, float64(y+1)+r)
		if !ok {
			continue
		}
		x0, x1 := max(0, int(math.Floor(xlo-r))), min(t.B.W-1, int(math.Floor(xhi+r)))
		for x := x0; x <= x1; x++ {
			i := y*t.B.W + x
			if d := skip[i]; d != 0 {
				x += int(d) - 1 // open ground up to x+d
				continue
			}
			s := Square{X: x, Y: y}
			if from.Covers(s) || to.Covers(s) {
				continue
			}
			box := geom.Box{Min: geom.Point{X: float64(x), Y: float64(y)}, Max: geom.Point{X: float64(x + 1), Y: float64(y + 1)}}
			if !geom.BoxInFront(p, box, tb) {
				continue
			}
			lo, hi, ok := sil.BoxAngles(box)
			if !ok || math.Min(hi, sil.Half)-math.Max(lo, -sil.Half) <= geom.Eps*sil.Half {
				continue
			}
			if d := s.Center().Dist(c); d < bestD {
				best, bestD = i, d
			}
		}
	}
	if w, d := t.B.wallScreen(sil, c, r); w != nil && (best < 0 || d < bestD) {
		return w.Material, w.Armor
	}
	if best < 0 {
		return "", 0
	}
	return t.B.obstacle(&t.B.Cells[best])
}

// StepBlocked reports whether a thin wall, closed door or window stops
// the figure's base stepping from one square to the neighbouring one
// (rules.StepBattlefield).
func (t *Battlefield) StepBlocked(id string, from, to rules.Pos) bool {
	f := t.fig(id)
	return f != nil && t.B.moveBlocked(f, from, to)
}

var _ rules.StepBattlefield = (*Battlefield)(nil)

// Adjacent reports whether the two bases touch.
func (t *Battlefield) Adjacent(a, b string) bool {
	f, g := t.fig(a), t.fig(b)
	return f != nil && g != nil && t.B.Engaged(f, g)
}

// Distance between two figures in inches.
func (t *Battlefield) Distance(a, b string) float64 {
	f, g := t.fig(a), t.fig(b)
	if f == nil || g == nil {
		return math.Inf(1)
	}
	return t.B.Distance(f, g)
}

// GangUp is the attacker's Gang Up bonus against the defender.
func (t *Battlefield) GangUp(attacker, defender string) int {
	f, g := t.fig(attacker), t.fig(defender)
	if f == nil || g == nil {
		return 0
	}
	return t.B.GangUp(f, g)
}

// FreeAttackers lists, by id, the foes that get a free attack when the
// figure moves to the square.
func (t *Battlefield) FreeAttackers(id string, to rules.Pos) []string {
	f := t.fig(id)
	if f == nil {
		return nil
	}
	var out []string
	for _, g := range t.B.FreeAttackers(f, to) {
		out = append(out, g.ID)
	}
	return out
}

// Centre is the centre of the figure's base.
func (t *Battlefield) Centre(id string) rules.Spot {
	f := t.fig(id)
	if f == nil {
		return rules.Spot{}
	}
	return f.Center()
}

// Band is the weapon's range band from the figure to a point: the
// distance counts squares from the figure's footprint to the square the
// point lies in, by the board's measure.
func (t *Battlefield) Band(from string, w rules.Weapon, at rules.Spot) (rules.RangeBand, float64) {
	f := t.fig(from)
	if f == nil {
		return rules.OutOfRange, math.Inf(1)
	}
	spot := &Figure{Figure: &rules.Figure{}, At: Square{X: int(math.Floor(at.X)), Y: int(math.Floor(at.Y))}}
	d := t.B.Distance(f, spot)
	return rules.BandAt(t.B.rulesOf(), w, d), d
}

func kindOf(tpl rules.Template) (rules.Template, error) { return templates.Parse(string(tpl)) }

// UnderTemplate lays the template and lists who is under it.
func (t *Battlefield) UnderTemplate(tpl rules.Template, from string, at rules.Spot) ([]string, error) {
	under, err := t.underTemplate(nil, tpl, from, at)
	if under == nil && err == nil {
		under = []string{} // no one under it: an empty list, as before
	}
	return under, err
}

// UnderTemplateScratch is UnderTemplate into a buffer the table reuses:
// the list holds until the next call. The tactic's probes, which only
// count who is under, take it (rules.underTemplate).
func (t *Battlefield) UnderTemplateScratch(tpl rules.Template, from string, at rules.Spot) ([]string, error) {
	under, err := t.underTemplate(t.underBuf[:0], tpl, from, at)
	if err == nil {
		t.underBuf = under
	}
	return under, err
}

func (t *Battlefield) underTemplate(dst []string, tpl rules.Template, from string, at rules.Spot) ([]string, error) {
	k, err := kindOf(tpl)
	if err != nil {
		return nil, err
	}
	var f *Figure
	if from != "" {
		if f = t.fig(from); f == nil {
			return nil, fmt.Errorf("no figure %q on the board", from)
		}
	}
	return t.B.underIDs(dst, k, f, at)
}

// DeviateBlast rolls where a missed blast lands and who is under it there.
func (t *Battlefield) DeviateBlast(rng *rules.RNG, tpl rules.Template, thrown bool, band rules.RangeBand, from string, aim rules.Spot) (rules.Spot, []string, []rules.Event, error) {
	k, err := kindOf(tpl)
	if err != nil {
		return rules.Spot{}, nil, nil, err
	}
	f := t.fig(from)
	if f == nil {
		return rules.Spot{}, nil, nil, fmt.Errorf("no figure %q on the board", from)
	}
	d, _, under, err := t.B.DeviateBlast(rng, k, thrown, band, f, aim)
	if err != nil {
		return rules.Spot{}, nil, nil, err
	}
	return d.Landing, ids(under), []rules.Event{d.Event(from)}, nil
}

// ObstacleArmor is the armor of the sturdiest obstacle (blocking terrain
// or a low wall with a material) that the straight line from the point to
// the figure's centre passes through, outside the figure's own squares.
func (t *Battlefield) ObstacleArmor(from rules.Spot, id string) (int, string) {
	f := t.fig(id)
	if f == nil {
		return 0, ""
	}
	p, c := from, f.Center()
	best, mat := 0, ""
	x0, x1 := max(0, int(math.Floor(math.Min(p.X, c.X)))), min(t.B.W-1, int(math.Floor(math.Max(p.X, c.X))))
	y0, y1 := max(0, int(math.Floor(math.Min(p.Y, c.Y)))), min(t.B.H-1, int(math.Floor(math.Max(p.Y, c.Y))))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			tr := &t.B.Cells[y*t.B.W+x]
			m, a := t.B.obstacle(tr)
			if (!tr.Blocks && tr.Cover == rules.NoCover) || a <= best || f.Covers(Square{X: x, Y: y}) {
				continue
			}
			if segmentCrossesBox(p, c, float64(x), float64(y)) {
				best, mat = a, m
			}
		}
	}
	// Thin walls: up to where the line enters the figure's base.
	if d := c.Dist(p); d > f.Radius() {
		q := c.Add(p.Sub(c).Scale(f.Radius() / d))
		if a, m := t.B.wallArmor(p, q); a > best {
			best, mat = a, m
		}
	}
	return best, mat
}

// LineOfFireTo: the segment from the figure's centre to the point passes
// through no blocking square outside the figure's own (low walls and
// other terrain that does not block are no bar).
func (t *Battlefield) LineOfFireTo(from string, at rules.Spot) bool {
	f := t.fig(from)
	if f == nil {
		return false
	}
	p, c := f.Center(), at
	x0, x1 := max(0, int(math.Floor(math.Min(p.X, c.X)))), min(t.B.W-1, int(math.Floor(math.Max(p.X, c.X))))
	y0, y1 := max(0, int(math.Floor(math.Min(p.Y, c.Y)))), min(t.B.H-1, int(math.Floor(math.Max(p.Y, c.Y))))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !t.B.Cells[y*t.B.W+x].Blocks || f.Covers(Square{X: x, Y: y}) {
				continue
			}
			if segmentCrossesBox(p, c, float64(x), float64(y)) {
				return false
			}
		}
	}
	return true
}

// segmentCrossesBox reports whether the segment p-q passes through the
// inside of the unit square at (x, y) (slab clipping; touching an edge or
// corner does not count).
func segmentCrossesBox(p, q geom.Point, x, y float64) bool {
	t0, t1 := 0.0, 1.0
	clip := func(p0, d, lo, hi float64) bool {
		if math.Abs(d) < 1e-12 {
			return p0 > lo+geom.Eps && p0 < hi-geom.Eps
		}
		a, b := (lo-p0)/d, (hi-p0)/d
		if a > b {
			a, b = b, a
		}
		t0, t1 = math.Max(t0, a), math.Min(t1, b)
		return true
	}
	if !clip(p.X, q.X-p.X, x, x+1) || !clip(p.Y, q.Y-p.Y, y, y+1) {
		return false
	}
	return t1-t0 > 1e-9
}

func ids(figs []*Figure) []string {
	out := make([]string, len(figs))
	for i, f := range figs {
		out[i] = f.ID
	}
	return out
}
