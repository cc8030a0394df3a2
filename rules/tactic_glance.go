package rules

import "unsafe"

// glances remembers the table's answers to glance while the battle stands
// still: a turn asks the same pairs when it plans its move and again when
// it picks its attack, and a line of sight costs far more than a look-up.
// An answer is kept with both figures' squares (the tactic puts its
// figure on other squares for a moment to try them) and forgotten when
// the battle changes (Battle.moves: an action, a reset, a restore).
// A map, not a list: trying every square in reach for a better shot asks
// hundreds of pairs in one turn, and a list searched from the start made
// that turn's cost grow as their square.
type glances struct {
	b     *Battle
	moves uint64
	m     map[glanceKey]glanced
	// near holds the answers asked last before m, each in the one place
	// its key picks: finding one there is a few shifts and a compare,
	// where m hashes the whole key (in wasm by the slow hash: no AES). An
	// answer there counts only of the generation gen, which a clear of m
	// moves on (so near is never cleared itself).
	near *[nearGlances]nearGlance
	gen  uint64
}

// nearGlances is the size of a tactic's near answers.
const nearGlances = 1 << 9

type nearGlance struct {
	k   glanceKey
	gen uint64
	g   glanced
}

// nearOf is the place of key k among the near answers.
func (k *glanceKey) nearOf() int {
	h := uint64(uintptr(unsafe.Pointer(k.from))) ^ uint64(uintptr(unsafe.Pointer(k.to)))<<7 ^
		uint64(uintptr(unsafe.Pointer(k.w)))<<13 ^ uint64(k.nFrom)<<3 ^ uint64(k.nTo)<<5 ^
		uint64(k.fromAt.X) ^ uint64(k.fromAt.Y)<<11 ^ uint64(k.toAt.X)<<22 ^ uint64(k.toAt.Y)<<33
	return int((h * 0x9e3779b97f4a7c15) >> (64 - 9))
}

// glanceKey names the two figures by their id strings' bytes (address
// and length: the same address and length are the same id, and the key
// keeps the bytes alive), so that a look-up hashes a few words instead of
// both ids: the tactic asks by the figures' own id strings, and an id
// built anew only misses the memory.
type glanceKey struct {
	from, to     *byte
	nFrom, nTo   int
	w            *Weapon
	fromAt, toAt Pos
}

type glanced struct {
	visible bool
	cover   Cover
	band    RangeBand
}

// glance is glance(b.Battlefield, from, to, w), remembered.
func (g *glances) glance(b *Battle, from, to string, w *Weapon) (bool, Cover, RangeBand) {
	if g.b != b || g.moves != b.moves {
		g.b, g.moves = b, b.moves
		clear(g.m)
		g.gen++
	}
	fa, ok1 := b.Battlefield.Position(from)
	ta, ok2 := b.Battlefield.Position(to)
	if !ok1 || !ok2 {
		return glance(b.Battlefield, from, to, w)
	}
	k := glanceKey{from: unsafe.StringData(from), to: unsafe.StringData(to), nFrom: len(from), nTo: len(to), w: w, fromAt: fa, toAt: ta}
	if g.near == nil {
		g.near = new([nearGlances]nearGlance)
	}
	n := &g.near[k.nearOf()]
	if n.gen == g.gen && n.k == k {
		return n.g.visible, n.g.cover, n.g.band
	}
	e, ok := g.m[k]
	if !ok {
		e.visible, e.cover, e.band = glance(b.Battlefield, from, to, w)
		if g.m == nil {
			g.m = make(map[glanceKey]glanced)
		}
		g.m[k] = e
	}
	*n = nearGlance{k: k, gen: g.gen, g: e}
	return e.visible, e.cover, e.band
}
