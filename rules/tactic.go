package rules

import (
	"math"
	"slices"
)

// Tactic plays a figure's turn for the program: Next returns the next
// action of the turn under way (b.Turn()). The runner applies it and asks
// again, also after an action the battle refused, so a tactic must move
// on and end the turn (EndTurn) within a few calls whatever happens.
type Tactic interface {
	Next(b *Battle) Action
}

// Plain is the plain tactic a GM might play without thinking hard:
//
//   - a Shaken Wild Card with a benny left spends it rather than lose its
//     turn;
//   - a figure next to a foe stays and fights it (withdrawing would give
//     free attacks);
//   - a shooter that can shoot from where it stands (at a foe not behind
//     near total cover) stays, or steps to a square in cover from its
//     target when one close by keeps the shot;
//   - a shooter that cannot walks the cheapest way toward the nearest foe
//     and stops, of the last few squares its Pace reaches, on the one from
//     which it has a shot, in the best cover;
//   - a figure with only melee weapons runs at the nearest foe and ends
//     next to it when it can, or with a weapon of Reach stops as soon as
//     a foe is within it (tactic_reach.go);
//   - then it throws or fires a template where it catches two or more
//     foes and no friend (or one foe when it has no other shot), else
//     shoots the nearest foe it sees and has in range with all the RoF
//     dice its ammunition allows (or double taps where that does better:
//     tactic_tap.go), else fights an adjacent foe or one in
//     its reach (a Sweep when two or more foes and no friend are in
//     reach, else a Frenzy on its first attack), else reloads an empty
//     weapon;
//   - a Marksman with a shot from where it stands does not move.
//   - a figure whose Intimidation or Taunt is far better than its attack,
//     or that has no attack this turn, tests a foe's will instead, and a
//     Feint replaces a blow at a foe with a high Parry (tactic_will.go).
//   - a caster first tries its powers (tactic_cast.go) and stays put
//     while a foe is in reach of them.
//   - from revision 11 it does not sit in a stalemate: it moves from a
//     shot at -6, walks to a shot or opens a door when it can reach no
//     foe, runs past bodies (tactic_stalemate.go).
//
// It rolls no dice and reads only the battle, so its choices are as
// deterministic as the battle. A zero Plain is ready to use; keep one per
// side (it remembers where it is in the turn under way).
type Plain struct {
	// CoverLook is how many squares near the figure it checks for cover
	// (two lines of fire each); 0 uses DefaultCoverLook.
	CoverLook int

	turn  *TurnState
	phase int
	dest  Pos
	move  bool
	run   bool     // run to get past the bodies in its way (revision 11: tactic_stalemate.go)
	open  bool     // open a shut door next to it after moving (revision 11)
	far   int      // inches of the walk to the nearest foe (0: none, or no need)
	opts  []option // the attack options, best first (tactic_attacks.go)
	next  int      // opts[next] is the next to offer (opts keeps its array)
	spare []Action // the cluster casts, before they join opts
	taken int      // actions of the turn used when opts were made
	// drained: the turn's Soul Drain was tried (once a turn).
	drained bool
	// onward: walk on after opening the door (revision 12: tactic_stalemate.go).
	onward bool
	// easier: this turn's target easier than the nearest's poor shot
	// (revision 12: tactic_betterspot.go).
	easier string

	// doorAt: the door to open (revision 12: the first on the way to a foe).
	doorAt Pos
	// doorAts, shutDoors: the shut doors (doorToAFoe's scratch).
	doorAts   []Pos
	shutDoors []Door
	// betterSpot's scratch, and who looked for a better square in which
	// battle's which round (revision 12: tactic_betterspot.go).
	spots    []spot
	triedBuf []Pos
	sought   []sought
	soughtB  *Battle

	foeBuf []foe
	foeIn  []foe // foes' scratch, before the sort
	// foeFor: whose foes foeBuf lists, in which battle, at how many
	// moves, from where (foes: a turn's attacks ask again what its plan
	// asked, most often with nothing done in between).
	foeFor struct {
		b     *Battle
		moves uint64
		who   string
		at    Pos
	}
	counts   []int32      // sortFoes' scratch
	nearBuf  []foe        // the foes near the squares in reach (foesNear)
	doorBuf  []foe        // the shut doors (toADoor)
	doorList []Door       // the table's doors (toADoor, openDoor)
	ends     boxedTurns   // each figure's EndTurn
	boxes    boxedActions // the moves, runs, shots, blows and reloads it offered
	cands    []Reachable
	reachBuf []Reachable // the squares within its move (plan)
	aims     []Spot      // template's scratch
	// targets: the chunk the shots' targets are cut from (option.action)
	targets []string
	touch   touching
	doors   touching // the shut doors' rings (revision 11: toADoor)
	seen    glances

	// The last walk found, to reuse when the turn's plan is made again
	// after a Run and nothing else happened (a longer run finds the same
	// first square by the same way: Dijkstra's order up to its cost does
	// not depend on the budget beyond it).
	walk      []Reachable
	walkTurn  *TurnState
	walkFrom  Pos
	walkMoves uint64 // the battle's moves when it was found
}

// afresh forgets everything Plain knows of the battle it played (a new
// battle may put its turns where the old one's were) but keeps its
// scratch buffers and its boxed EndTurns and offers (values: any battle
// may use them).
func (p *Plain) afresh() {
	*p = Plain{
		CoverLook: p.CoverLook,
		opts:      p.opts[:0],
		spare:     p.spare[:0],
		foeBuf:    p.foeBuf[:0],
		foeIn:     p.foeIn[:0],
		counts:    p.counts[:0],
		nearBuf:   p.nearBuf[:0],
		doorList:  p.doorList[:0],
		ends:      p.ends,
		boxes:     p.boxes,
		cands:     p.cands[:0],
		reachBuf:  p.reachBuf[:0],
		aims:      p.aims[:0],
		touch:     p.touch,
		spots:     p.spots[:0],
		triedBuf:  p.triedBuf[:0],
		sought:    p.sought[:0],
		seen:      glances{slots: p.seen.slots, gen: p.seen.gen, keep: p.seen.keep}, // its answers count no more from its first use (another battle)
		walk:      p.walk[:0],
		targets:   p.targets, // handed-out targets stay as they are
	}
}

// DefaultCoverLook is Plain's default CoverLook.
const DefaultCoverLook = 4

// Plain's phases of a turn.
const (
	phaseStart = iota
	phaseUnshake
	phaseRun
	phaseMove
	phaseAct
	phaseEnd
)

// Next is the next action of the turn under way: nil when there is none.
func (p *Plain) Next(b *Battle) Action {
	t := b.Turn()
	if t == nil {
		return nil
	}
	if t != p.turn {
		p.turn, p.phase, p.move, p.opts, p.next, p.drained, p.onward, p.easier = t, phaseStart, false, p.opts[:0], 0, false, false, ""
	}
	for {
		switch p.phase {
		case phaseStart:
			p.phase = phaseUnshake
			if a := p.unshake(b, t); a != nil {
				return a
			}
		case phaseUnshake:
			if !p.drained && p.soulDrains(b, t) { // tactic_cast.go
				p.drained = true
				return SoulDrain{Who: t.Who}
			}
			p.phase = phaseRun
			p.plan(b, t)
			if (p.move || p.run) && !t.Running && (p.run || p.wantsRun(b, t)) {
				return p.boxes.of(boxKey{kind: optRun, who: t.Who}, func() Action { return Run{Who: t.Who} })
			}
		case phaseRun:
			p.phase = phaseMove
			if t.Running {
				p.plan(b, t) // further now
			}
			if p.move {
				return p.boxes.of(boxKey{kind: optMove, who: t.Who, to: p.dest}, func() Action { return Move{Who: t.Who, To: p.dest} })
			}
		case phaseMove:
			p.phase = phaseAct
			p.opts, p.next = p.attacks(b, t, p.opts[:0]), 0
			p.taken = len(t.Taken)
		case phaseAct:
			if len(t.Taken) == p.taken && p.next < len(p.opts) {
				p.next++
				return p.offer(p.opts[p.next-1], t.Who)
			}
			p.phase = phaseEnd
			if a := p.openDoor(b, t); a != nil { // tactic_stalemate.go
				return a
			}
			if a := p.calmDown(b, t); a != nil { // tactic_calm.go
				return a
			}
		default:
			if a := p.onwardMove(b, t); a != nil { // tactic_stalemate.go
				return a
			}
			return p.ends.of(t.Who, func() Action { return EndTurn{Who: t.Who} })
		}
	}
}

// unshake: a Wild Card that stays Shaken spends a benny to act (its own,
// or the GM's pool's for the GM's: bennies.go).
func (p *Plain) unshake(b *Battle, t *TurnState) Action {
	f := b.Figure(t.Who)
	if f.Shaken && !t.CanAct && f.WildCard && b.HasBenny(f) && !f.Incapacitated && !f.Stunned {
		return Unshake{Who: t.Who}
	}
	return nil
}

// Glancer is an optional part of a Battlefield that tactics use when the table
// has it: whether one figure sees another, the cover and weapon w's range
// band (OutOfRange with nil), as Sight would say, only cheaper.
type Glancer interface {
	Glance(from, to string, w *Weapon) (visible bool, cover Cover, band RangeBand)
}

// Ranger is an optional part of a Battlefield: weapon w's range band from
// one figure to another as Glance would give it, without working out the
// line of sight.
type Ranger interface {
	RangeTo(from, to string, w *Weapon) RangeBand
}

// Seer is an optional part of a Battlefield: whether one figure sees
// another, as Sight's Visible with no weapon says, only cheaper.
type Seer interface {
	Sees(from, to string) bool
}

// BareSighter is an optional part of a Battlefield: Sight without the
// obstacle that gives the cover and without the bystanders (a swing has
// no stray shot), as Sight gives every other field, only cheaper.
type BareSighter interface {
	BareSight(from, to string, w *Weapon) Sight
}

// bareSight asks the table's BareSight, or its Sight with no weapon.
func bareSight(t Battlefield, from, to string) Sight {
	if s, ok := t.(BareSighter); ok {
		return s.BareSight(from, to, nil)
	}
	return t.Sight(from, to, nil)
}

// sees asks the table's Sees, or its Sight.
func sees(t Battlefield, from, to string) bool {
	if s, ok := t.(Seer); ok {
		return s.Sees(from, to)
	}
	return t.Sight(from, to, nil).Visible
}

// glance asks the table's Glance, or its Sight.
func glance(b *Battle, from, to string, w *Weapon) (bool, Cover, RangeBand) {
	t := b.Battlefield
	if g := b.parts().glancer; g != nil {
		return g.Glance(from, to, w)
	}
	s := t.Sight(from, to, w)
	if !s.Visible && !s.Unlit {
		return false, NoCover, s.Band // wholly hidden: no cover category
	}
	return s.Visible, s.Cover, s.Band
}

// Walker is an optional part of a Battlefield that tactics use when the table
// has it: with one search, the cheapest square the figure may end a move
// on (Pace plus a running die of run) that goal accepts, and the squares
// of the way there on which it may stop, in order, with their costs,
// appended to dst. False when no such square is within reach.
type Walker interface {
	WalkTo(id string, run int, goal func(Pos) bool, dst []Reachable) ([]Reachable, bool)
}

// BoxWalker is an optional part of a Walker: WalkTo told that goal
// accepts no position outside box, so that the table may search only
// the positions that can lie on a way there.
type BoxWalker interface {
	WalkToIn(id string, run int, goal func(Pos) bool, box Box, dst []Reachable) ([]Reachable, bool)
}

// NearWalker is an optional part of a Walker: WalkTo told that goal
// accepts only positions within one of boxes (each foe's ring), so that
// the table may search toward the nearest of them (A*) rather than
// around the start (ApproachWalkAStar).
type NearWalker interface {
	WalkToNear(id string, run int, goal func(Pos) bool, boxes []Box, dst []Reachable) ([]Reachable, bool)
}

// WalkExhauster is an optional part of a Walker: whether its last WalkTo,
// which found nothing, searched every square the figure can reach at all
// (its budget never held it back), so that a longer run would find
// nothing either.
type WalkExhauster interface {
	WalkExhausted() bool
}

// ReachLimiter is an optional part of a Battlefield: Reach's squares that
// cost at most within, in Reach's order, from a search no wider.
type ReachLimiter interface {
	ReachWithin(id string, run, within int) ([]Reachable, error)
}

// walkTo asks the table's WalkToNear with near when given, its WalkToIn
// with box when given, or its WalkTo, or its Reach and Route.
func walkTo(t Battlefield, id string, run int, goal func(Pos) bool, box *Box, near []Box, dst []Reachable) ([]Reachable, bool) {
	if w, ok := t.(NearWalker); ok && near != nil {
		return w.WalkToNear(id, run, goal, near, dst)
	}
	if w, ok := t.(BoxWalker); ok && box != nil {
		return w.WalkToIn(id, run, goal, *box, dst)
	}
	if w, ok := t.(Walker); ok {
		return w.WalkTo(id, run, goal, dst)
	}
	far, err := t.Reach(id, run)
	if err != nil {
		return dst, false
	}
	here, _ := t.Position(id)
	best := -1
	for i, r := range far {
		if r.Pos != here && (best < 0 || r.Cost < far[best].Cost) && goal(r.Pos) {
			best = i
		}
	}
	if best < 0 {
		return dst, false
	}
	route, err := t.Route(id, run, far[best].Pos)
	if err != nil {
		return dst, false
	}
	for _, s := range route.Steps[1:] {
		if k := slices.IndexFunc(far, func(r Reachable) bool { return r.Pos == s }); k >= 0 {
			dst = append(dst, far[k]) // figures' squares are passed, never stops
		}
	}
	return dst, true
}

// coverFrom is the cover who has against a shot by foe.
func coverFrom(g *glances, b *Battle, foe, who string) Cover {
	_, c, _ := g.glance(b, foe, who, nil)
	return c
}

// foe is a living foe as the tactic sees it.
type foe struct {
	id   string
	pos  Pos
	size int // footprint in squares
	dist float64
}

// living reports whether the figure is still in the fight.
func living(f *Figure) bool { return !f.Incapacitated && !f.Dead }

// foes lists the living foes of who, nearest first (then scenario order),
// in the tactic's scratch slice.
func (p *Plain) foes(b *Battle, who string) []foe {
	at, _ := b.Battlefield.Position(who)
	if k := &p.foeFor; k.b == b && k.moves == b.moves && SameString(k.who, who) && k.at == at {
		return p.foeBuf // nothing has happened since: the same foes, measured the same
	}
	f := b.Figure(who)
	in := p.foeIn[:0]
	m, _ := b.Battlefield.(FigureMeasurer)
	for i, g := range b.figs {
		if g.Side == f.Side || g.Incapacitated || g.Dead || b.hiddenFig(g) { // not living (written out: a wasm call per figure); a hidden foe is searched for, not known
			continue
		}
		var d float64
		var p Pos
		if m != nil {
			d, p = m.Measure(who, g, i)
		} else {
			d = b.Battlefield.Distance(who, g.ID) // who first: the board keeps it from the last foe
			p, _ = b.Battlefield.Position(g.ID)
		}
		in = append(in, foe{id: g.ID, pos: p, size: Footprint(g.Size), dist: d})
	}
	p.foeIn = in
	out := p.sortFoes(p.foeBuf[:0], in) // tactic_touch.go
	p.foeBuf = out
	p.foeFor.b, p.foeFor.moves, p.foeFor.who, p.foeFor.at = b, b.moves, who, at
	return out
}

// gun is the weapon the figure shoots with: its first ranged weapon that
// is no template and has a round left (or is thrown, or untracked), and
// how many trait dice at one target its rounds allow. -1 with none.
func gun(f *Figure) (idx, dice int) {
	for i, w := range f.Weapons {
		if !w.Ranged() || w.Template != NoTemplate {
			continue
		}
		n := max(w.RoF, 1)
		if w.Shots > 0 && !w.Thrown {
			left := w.Shots
			if i < len(f.Ammo) {
				left = f.Ammo[i]
			}
			n = min(n, left/AmmoPerDie(w))
			if n == 0 && left > 0 {
				n = 1 // a single shot uses one round
			}
		}
		if n > 0 {
			return i, n
		}
	}
	return -1, 0
}

// hasRanged reports whether the figure has any ranged or template weapon.
func hasRanged(f *Figure) bool {
	for _, w := range f.Weapons {
		if w.Ranged() || w.Template != NoTemplate {
			return true
		}
	}
	return false
}

// shootable is the nearest foe that who can shoot with the weapon from
// where it stands now: visible, in range short of extreme, and when good
// not behind near total cover (a shot worth staying for). "" with none.
func shootable(sg *glances, b *Battle, who string, w *Weapon, fs []foe, good bool) string {
	var h harm
	for _, g := range fs {
		if h.harmless(b, who, w, g.id) {
			continue // its Immunity, Heavy Armor or Ethereal: the shot would do nothing
		}
		if beyond(b, who, g.id, w) {
			continue // no shot whatever the line: skip working it out
		}
		vis, cover, band := sg.glance(b, who, g.id, w)
		if vis && band != OutOfRange && band != Extreme && (!good || cover < NearTotalCover) {
			return g.id
		}
	}
	return ""
}

// beyond: the table says, without a line of sight, that weapon w reaches
// the foe only at Extreme range or not at all (what glance's band would
// say), so a tactic wanting Short to Long need not ask glance.
func beyond(b *Battle, who, foe string, w *Weapon) bool {
	rg := b.parts().ranger
	if rg == nil {
		return false
	}
	band := rg.RangeTo(who, foe, w)
	return band == OutOfRange || band == Extreme
}

// farRun is the running die Plain adds to Pace to see the whole walk to a
// foe beyond this turn's move: the table's Reach then covers the map.
const farRun = 256

// plan decides where the figure moves this turn (p.move, p.dest) and how
// far the walk to its foe is (p.far, in inches).
func (p *Plain) plan(b *Battle, t *TurnState) {
	p.move, p.far, p.run, p.open = false, 0, false, false
	f := b.Figure(t.Who)
	if !living(f) || f.Stunned {
		return
	}
	fs := p.foes(b, t.Who)
	here, _ := b.Battlefield.Position(t.Who)
	n := Footprint(f.Size)
	if len(fs) == 0 || nearestGap(here, n, fs) <= 1 && (!b.Rules.PlainLeavesStalemates || engaged(b, t.Who, fs)) || p.inReach(b, f, fs) {
		return // nobody left, or in melee already (tactic_reach.go)
	}
	if castsFromHere(b, f, fs) {
		return // a caster with a foe in reach of its powers stays (tactic_cast.go)
	}
	left := b.PaceLeft(t.Who)
	look := p.CoverLook
	if look <= 0 {
		look = DefaultCoverLook
	}
	gi, _ := gun(f)
	if gi < 0 {
		gi = empty(f) // it will reload: move as a shooter
	}
	var w *Weapon
	if gi >= 0 {
		w = &f.Weapons[gi]
		if target := shootable(&p.seen, b, t.Who, w, fs, true); target != "" {
			// It has a shot: keep it, from cover if a cheap square nearby
			// gives some; a Marksman stays put (its Edge needs it still).
			if b.Rules.PlainShooterSeeksBetterShot && f.feature(featMarksman) == 0 && p.betterSpot(b, t, f, here, w, target, fs) {
				return // a shot at -6 or worse: to a square 2 better (tactic_betterspot.go)
			}
			if coverFrom(&p.seen, b, target, t.Who) > NoCover || f.feature(featMarksman) > 0 {
				return
			}
			cands, err := p.coverCands(b, t, here, n, fs, left, look)
			if err != nil {
				return
			}
			if sq, ok := p.coverSquare(b, t.Who, here, w, target, cheapestFirst(cands, look)); ok {
				p.dest, p.move = sq, true
			}
			return
		}
	}
	if _, ok := p.template(b, t.Who, fs, gi < 0); ok {
		// No shot, but a template lands well from here (on two foes, or
		// on one when it is the figure's only ranged attack): stay.
		return
	}
	// No shot from here: walk toward the nearest foe by the cheapest way
	// to a square next to one (walls and all), as far as Pace allows. Look
	// no farther than twice the straight gap (every square difficult) and
	// a detour first; only a walk around walls needs the whole map.
	p.touch.mark(n, fs)
	next, box := p.touch.atFunc(), p.touch.box()
	var near []Box
	if b.Rules.ApproachWalkAStar {
		near = p.touch.boxes
	}
	walk, ok := p.cands[:0], false
	if p.walkTurn == t && p.walkFrom == here && b.moves == p.walkMoves+1 && len(b.Applied) > 0 && isRun(b.Applied[len(b.Applied)-1].Action) {
		walk, ok = append(walk, p.walk...), true
	} else {
		for try := 0; ; try++ {
			for _, run := range [2]int{t.Run + 2*nearestGap(here, n, fs) + 6, t.Run + farRun} {
				if walk, ok = walkTo(b.Battlefield, t.Who, run, next, box, near, p.cands[:0]); ok {
					break
				}
				if w, can := b.Battlefield.(WalkExhauster); can && w.WalkExhausted() {
					break // no foe can be reached from here at any run
				}
			}
			if !ok || len(walk) == 0 || !b.Rules.PlainLeavesStalemates || try == walkTries || p.engagedAt(b, t.Who, here, walk[len(walk)-1].Pos, fs) {
				break
			}
			p.touch.unset(walk[len(walk)-1].Pos) // a foe only across a wall there: tactic_stalemate.go
			ok = false
		}
	}
	p.walkTurn = nil
	if ok {
		p.walk = append(p.walk[:0], walk...)
		p.walkTurn, p.walkFrom, p.walkMoves = t, here, b.moves
	}
	if ok {
		walk = p.untilReach(b, f, here, walk, fs) // a spear stops at its reach: tactic_reach.go
	}
	p.cands = walk
	if !ok || len(walk) == 0 {
		if !ok && b.Rules.PlainLeavesStalemates {
			if w != nil {
				p.toAShot(b, t, f, here, w, fs) // tactic_stalemate.go
			}
			if !p.move {
				p.toADoor(b, t, f, here, next, box, near)
			}
		}
		return // no way to any foe: stay
	}
	p.far = walk[len(walk)-1].Cost
	// The stops this turn: those within Pace.
	stops := walk
	for i, r := range walk {
		if r.Cost > left {
			stops = walk[:i]
			break
		}
	}
	if len(stops) == 0 {
		// The way this turn runs over figures' squares only: stop on the
		// square within Pace nearest the first stop beyond it.
		beyond := walk[0].Pos
		reach, err := appendReach(b.Battlefield, p.reachBuf[:0], t.Who, t.Run)
		p.reachBuf = reach
		if err != nil {
			return
		}
		best := -1
		for i, r := range reach {
			if r.Cost == 0 || r.Cost > left {
				continue
			}
			if best < 0 || chebyshev(r.Pos, beyond) < chebyshev(reach[best].Pos, beyond) {
				best = i
			}
		}
		if best < 0 || chebyshev(reach[best].Pos, beyond) >= chebyshev(here, beyond) {
			if b.Rules.PlainLeavesStalemates {
				p.run = p.runsPast(b, t, f) // tactic_stalemate.go
			}
			return
		}
		stops = append(walk[:0], reach[best])
		p.cands = stops
	}
	last := len(stops) - 1
	p.dest, p.move = stops[last].Pos, true
	if w == nil {
		return
	}
	// A shooter stops at the farthest of the last few stops that gives it
	// a shot, the one in the best cover.
	best, bestCover := -1, NoCover
	for i := last; i >= max(0, last-look+1); i-- {
		target, cover := p.from(b, t.Who, here, stops[i].Pos, w, fs)
		if target != "" && (best < 0 || cover > bestCover) {
			best, bestCover = i, cover
		}
	}
	if best >= 0 {
		p.dest = stops[best].Pos
	}
}

// cheapestFirst moves the k cheapest squares to the front of cands and
// returns them: what a stable sort by cost puts first (ties in their
// order in cands), at the price of k passes instead of the whole sort.
func cheapestFirst(cands []Reachable, k int) []Reachable {
	k = min(k, len(cands))
	for i := range k {
		m := i
		for j := i + 1; j < len(cands); j++ {
			if cands[j].Cost < cands[m].Cost {
				m = j
			}
		}
		if m != i {
			v := cands[m]
			copy(cands[i+1:m+1], cands[i:m]) // the rest keep their order
			cands[i] = v
		}
	}
	return cands[:k]
}

func isRun(a Action) bool {
	_, ok := a.(Run)
	return ok
}

// from puts the figure on sq for a moment and asks who it could shoot
// from there and how much cover it has there against that foe.
func (p *Plain) from(b *Battle, who string, here, sq Pos, w *Weapon, fs []foe) (string, Cover) {
	if b.Battlefield.Place(who, sq) != nil {
		return "", NoCover
	}
	target, cover := shootable(&p.seen, b, who, w, fs, true), NoCover
	if target != "" {
		cover = coverFrom(&p.seen, b, target, who)
	}
	_ = b.Battlefield.Place(who, here)
	return target, cover
}

// coverSquare is the first square among cands from which the figure still
// shoots target and has cover from it.
func (p *Plain) coverSquare(b *Battle, who string, here Pos, w *Weapon, target string, cands []Reachable) (Pos, bool) {
	for _, r := range cands {
		if b.Battlefield.Place(who, r.Pos) != nil {
			continue
		}
		ok := false
		if !beyond(b, who, target, w) {
			vis, _, band := p.seen.glance(b, who, target, w)
			ok = vis && band != OutOfRange && band != Extreme && coverFrom(&p.seen, b, target, who) > NoCover
		}
		_ = b.Battlefield.Place(who, here)
		if ok {
			return r.Pos, true
		}
	}
	return Pos{}, false
}

// wantsRun: a melee figure runs when its walk to a foe is longer than
// its Pace (running costs -2 on its attack, which it cannot make anyway).
func (p *Plain) wantsRun(b *Battle, t *TurnState) bool {
	f := b.Figure(t.Who)
	return !hasRanged(f) && p.far > b.PaceLeft(t.Who) && !f.cannotRun() && !f.flyingByPower()
}

// template finds the best template attack: aimed at a foe's centre or
// between two foes, catching the most foes and no friend (nor the
// attacker), at least two, or one when lone (no other shot this turn).
// It is a value and false with none: the plan only asks whether there is
// one, and boxing it into an Action allocates.
func (p *Plain) template(b *Battle, who string, fs []foe, lone bool) (AreaAttack, bool) {
	f := b.Figure(who)
	me := b.Battlefield.Centre(who)
	var best AreaAttack
	found := false
	bestN := 1 // at least two foes...
	if lone {
		bestN = 0 // ...or one, when there is no other shot
	}
	for _, w := range f.Weapons {
		if w.Template == NoTemplate {
			continue
		}
		if w.Shots > 0 {
			i := WeaponIndex(f, w.Name)
			if i < len(f.Ammo) && f.Ammo[i] <= 0 {
				continue
			}
		}
		r := w.Template.BlastRadius()
		aims := p.aims[:0]
		for i, g := range fs {
			c := b.Battlefield.Centre(g.id)
			aims = append(aims, c)
			if r == 0 {
				continue
			}
			for _, h := range fs[i+1:] {
				d := b.Battlefield.Centre(h.id)
				if math.Hypot(c.X-d.X, c.Y-d.Y) < 2*r+1 {
					aims = append(aims, Spot{X: (c.X + d.X) / 2, Y: (c.Y + d.Y) / 2})
				}
			}
		}
		p.aims = aims
		for _, at := range aims {
			if w.Ranged() {
				if band, _ := b.Battlefield.Band(who, w, at); band == OutOfRange || band == Extreme {
					continue
				}
			} else if r > 0 {
				continue // a blast with no range cannot be placed
			} else if math.Hypot(at.X-me.X, at.Y-me.Y) > w.Template.Length()+float64(Footprint(f.Size))/2 {
				continue // a cone or stream that cannot reach the foe
			}
			if r > 0 && math.Hypot(at.X-me.X, at.Y-me.Y) < r+float64(Footprint(f.Size))/2 {
				continue // it would catch the attacker
			}
			if r > 0 && w.Ranged() && b.Rules.PlainLeavesStalemates && !b.Battlefield.LineOfFireTo(who, at) {
				continue // the throw would be refused: no line of fire (revision 11)
			}
			under, err := underTemplate(b, w.Template, who, at)
			if err != nil {
				continue
			}
			n := 0
			for _, id := range under {
				g := b.Figure(id)
				if g.Side == f.Side {
					n = -1
					break
				}
				if living(g) {
					n++
				}
			}
			if n > bestN {
				best, bestN, found = AreaAttack{Who: who, Weapon: w.Name, At: at}, n, true
			}
		}
	}
	return best, found
}
