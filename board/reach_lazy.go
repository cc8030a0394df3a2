package board

import "battlemat/rules"

// canLazy: the walk is the common one whose window is a copy of the
// terrain layer and the figures' marks and nothing more (a one-square
// base walking, no thin walls on the board).
func (r *Reacher) canLazy(b *Board, f *Figure) bool {
	return !r.eager && f.Footprint() == 1 && r.mv.Mode == rules.ModeWalk && !r.mv.Aquatic && !r.mv.NoSwim &&
		b.stepMask() == nil && len(b.terrain().sq) == b.W*b.H
}

// lazyWindow lays out box as window does, without setting up its
// positions: the A* walk touches about the squares of one way, while the
// window between a figure and its foe grows with the area between them.
// fill sets up a position the first time the search touches it, to what
// window would have made of it. The figures' marks go on r.marks (the
// whole board, zero between searches) until unmark.
func (r *Reacher) lazyWindow(b *Board, f *Figure, box rules.Box) {
	x0, y0, x1, y1 := box.Min.X, box.Min.Y, box.Max.X, box.Max.Y
	r.ox, r.oy, r.n = x0, y0, 1
	r.pw, r.ph = x1-x0+1, y1-y0+1
	r.stride = r.pw + 2
	r.sstride = r.stride
	npos := r.stride * (r.ph + 2)
	r.pos = grow(r.pos, npos)
	r.dist = grow(r.dist, layers*npos)
	r.parent = grow(r.parent, layers*npos)
	r.h = grow(r.h, npos)
	r.stamp = grow(r.stamp, npos)
	r.gen++
	if r.gen == 0 { // wrapped: no stamp may look current
		clear(r.stamp[:cap(r.stamp)])
		r.gen = 1
	}
	r.gaps = false
	r.tl, r.bw = b.terrain().sq, b.W
	r.marks = grow(r.marks, b.W*b.H)
	for _, g := range b.Figures {
		mark, ok := r.markOf(f, g)
		if !ok {
			continue
		}
		m := g.Footprint()
		for y := max(g.At.Y, 0); y < min(g.At.Y+m, b.H); y++ {
			for x := max(g.At.X, 0); x < min(g.At.X+m, b.W); x++ {
				k := y*b.W + x
				r.marks[k] |= mark
				r.marked = append(r.marked, int32(k))
			}
		}
	}
}

// unmark takes the figures' marks off r.marks.
func (r *Reacher) unmark() {
	for _, k := range r.marked {
		r.marks[k] = 0
	}
	r.marked = r.marked[:0]
}

// fill sets up position i of a lazy window (its flags, unseen, no
// estimate yet) unless the search already did.
func (r *Reacher) fill(i int) {
	if r.stamp[i] != r.gen {
		r.fillAt(i, i%r.stride-1, i/r.stride-1)
	}
}

// fillAround fills the eight neighbours of position i, at (px, py) in
// the window (written out: it runs for every position the walk expands).
func (r *Reacher) fillAround(i, px, py int) {
	st, gen, stamp := r.stride, r.gen, r.stamp
	if stamp[i+1] != gen {
		r.fillAt(i+1, px+1, py)
	}
	if stamp[i-1] != gen {
		r.fillAt(i-1, px-1, py)
	}
	if stamp[i+st] != gen {
		r.fillAt(i+st, px, py+1)
	}
	if stamp[i-st] != gen {
		r.fillAt(i-st, px, py-1)
	}
	if stamp[i+st+1] != gen {
		r.fillAt(i+st+1, px+1, py+1)
	}
	if stamp[i-st+1] != gen {
		r.fillAt(i-st+1, px+1, py-1)
	}
	if stamp[i+st-1] != gen {
		r.fillAt(i+st-1, px-1, py+1)
	}
	if stamp[i-st-1] != gen {
		r.fillAt(i-st-1, px-1, py-1)
	}
}

// fillAt sets up position i, at (px, py) in the window.
func (r *Reacher) fillAt(i, px, py int) {
	r.stamp[i] = r.gen
	r.dist[i], r.h[i] = unseen, -1
	if uint(px) >= uint(r.pw) || uint(py) >= uint(r.ph) {
		r.pos[i] = 0 // the padding
		return
	}
	k := (r.oy+py)*r.bw + r.ox + px
	r.pos[i] = posOf[1][r.tl[k]|r.marks[k]]
}
