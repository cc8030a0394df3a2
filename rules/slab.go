package rules

// slab hands out pieces of one array, each capped at its length and never
// handed out again: what outlives the call that fills it (an event's
// rolls, a plan's dice) costs one allocation a chunk instead of one a
// piece. Nothing is reused, so a piece kept in the log or a plan is never
// written by a later one. A battle's slabs are its own (a Battle is never
// copied).
type slab[T any] struct{ free []T }

// slabChunk is the length of a slab's arrays; a piece over a quarter of
// it gets an array of its own.
const slabChunk = 64

// planChunk is how many plans of a kind (a shot's, a blow's, a move's)
// one of the battle's arrays holds.
const planChunk = 8

// take is a piece of n zero values (nil for none, as make's callers had).
func (s *slab[T]) take(n int) []T { return s.takeOf(n, slabChunk) }

// takeOf is take from arrays of chunk values (fewer for large values).
func (s *slab[T]) takeOf(n, chunk int) []T {
	if n == 0 {
		return nil
	}
	if n > len(s.free) {
		if n > chunk/4 {
			return make([]T, n)
		}
		s.free = make([]T, chunk)
	}
	p := s.free[:n:n]
	s.free = s.free[n:]
	return p
}

// keep is a piece holding a copy of xs (nil for none): a list built in a
// scratch array that a plan or an event keeps.
func (s *slab[T]) keep(xs []T) []T {
	p := s.take(len(xs))
	copy(p, xs)
	return p
}
