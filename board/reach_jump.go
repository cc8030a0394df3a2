package board

import (
	"battlemat/rules"
)

// Jumping in the reach search: landing squares across gaps, and the
// jumps a walked path makes.

// jumpFrom adds the jumps from position i, reached at cost c: in each of
// the 8 directions, from a standing start over the gap next to it, and
// after a straight run-up of r.jump.RunUp from i over the gap beyond. A
// jump's parent is where it started (i), the squares between lying on
// the straight line to it (AppendPath fills them in).
func (r *Reacher) jumpFrom(dist, parent []int32, i, c, budget int) {
	st := r.stride
	offs := [8]int{1, -1, st, -st, st + 1, -st + 1, st - 1, -st - 1}
	for k, o := range offs {
		if r.pos[i+o]&posGap != 0 {
			r.jumpOver(dist, parent, i, i, c, k, r.jump.Standing, budget)
		}
		if r.jump.RunUp <= 0 || r.jump.Running <= r.jump.Standing {
			continue
		}
		j, cost := i, c
		ran := true
		for range r.jump.RunUp {
			nj := j + o
			if r.pos[nj]&posPass == 0 || !r.stepOK(j, k) || (k >= 4 && r.cutsGap(j, k)) {
				ran = false
				break
			}
			cost += 1 + r.entersDifficult(nj, k)
			j = nj
		}
		if ran && r.pos[j+o]&posGap != 0 {
			r.jumpOver(dist, parent, i, j, cost, k, r.jump.Running, budget)
		}
	}
}

// jumpOver is the jump in direction k from position from (reached at
// cost, by way of origin) over at most allow inches of gap: the positions
// over the gap, then the first one a figure may pass, whose cost it sets
// when the jump is the cheaper way there.
func (r *Reacher) jumpOver(dist, parent []int32, origin, from, cost, k, allow, budget int) {
	st := r.stride
	o := [8]int{1, -1, st, -st, st + 1, -st + 1, st - 1, -st - 1}[k]
	x, g := from, 0
	for r.pos[x+o]&posGap != 0 {
		if !r.stepOK(x, k) {
			return
		}
		g++
		x += o
		if g-(r.n-1) > allow {
			return // wider than the figure may jump
		}
	}
	land := x + o
	if g == 0 || r.pos[land]&posPass == 0 || !r.stepOK(x, k) {
		return
	}
	nc := cost + g + 1 + r.entersDifficult(land, k)
	if nc > budget {
		r.cut = r.cut || dist[land] == unseen
		return
	}
	if int32(nc) >= dist[land] {
		return
	}
	dist[land] = int32(nc)
	parent[land] = int32(origin)
	r.buckets[nc] = append(r.buckets[nc], int32(land))
}

// HasGaps reports whether any square of the map is a gap.
func (b *Board) HasGaps() bool {
	if b == nil {
		return false
	}
	for i := range b.Cells {
		if b.Cells[i].Gap {
			return true
		}
	}
	return false
}

// GapUnder reports whether a base of n squares at s lies over a gap.
func (b *Board) GapUnder(s Square, n int) bool {
	for y := s.Y; y < s.Y+n; y++ {
		for x := s.X; x < s.X+n; x++ {
			if q := (Square{X: x, Y: y}); b.InBounds(q) && b.At(q).Gap {
				return true
			}
		}
	}
	return false
}

// jumpsOf lists the jumps of a path of a base of n squares: each run of
// positions over a gap, from the one before it to the one after. A jump
// has a run-up when the runUp steps before it went the same way.
func (b *Board) jumpsOf(path []Square, n, runUp int) []rules.RouteJump {
	var out []rules.RouteJump
	for i := 1; i < len(path); i++ {
		if !b.GapUnder(path[i], n) {
			continue
		}
		from := path[i-1]
		j := i
		for j < len(path)-1 && b.GapUnder(path[j], n) {
			j++
		}
		dx, dy := path[i].X-from.X, path[i].Y-from.Y
		ran := runUp > 0 && i-1 >= runUp
		for s := 0; ran && s < runUp; s++ {
			a, c := path[i-1-s], path[i-2-s]
			ran = a.X-c.X == dx && a.Y-c.Y == dy
		}
		out = append(out, rules.RouteJump{From: from, To: path[j], Gap: j - i - (n - 1), RunUp: ran})
		i = j
	}
	return out
}
