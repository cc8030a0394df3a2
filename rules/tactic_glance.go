package rules

import "unsafe"

// glances remembers the table's answers to glance while the battle stands
// still: a turn asks the same pairs when it plans its move and again when
// it picks its attack, and a line of sight costs far more than a look-up.
// An answer is kept with both figures' squares (the tactic puts its
// figure on other squares for a moment to try them) and forgotten when
// the battle changes (Battle.moves: an action, a reset, a restore).
//
// The answers sit in a hash table of our own (open addressing, at most
// half full, grown by doubling), not a map: trying every square in reach
// for a better shot asks hundreds of pairs in one turn. In wasm a map
// hashed the whole key by the slow hash (no AES), and clearing it after
// every action zeroed its pointers one write barrier at a time. An
// answer counts only of the generation gen, which a change of the battle
// moves on, so the table is never cleared. The slots hold no pointers
// (the collector neither scans them nor bars writes to them): keep holds
// the strings and weapons of gen's keys alive, so that an address in a
// key stands for one string or weapon while the key counts.
type glances struct {
	b     *Battle
	moves uint64
	slots []glanceSlot
	n     int // gen's answers in slots
	gen   uint64
	keep  []glanceKept
}

// firstGlances is the size a tactic's table starts at.
const firstGlances = 1 << 9

// glanceKey names the two figures by their id strings' bytes (address
// and length: the same address and length are the same id while keep
// holds it), so that a look-up hashes a few words instead of both ids:
// the tactic asks by the figures' own id strings, and an id built anew
// only misses the memory.
type glanceKey struct {
	from, to     uintptr
	nFrom, nTo   int
	w            uintptr
	fromAt, toAt Pos
}

type glanceSlot struct {
	k   glanceKey
	gen uint64
	g   glanced
}

type glanceKept struct {
	from, to string
	w        *Weapon
}

type glanced struct {
	visible bool
	cover   Cover
	band    RangeBand
}

// glance is glance(b, from, to, w), remembered.
func (g *glances) glance(b *Battle, from, to string, w *Weapon) (bool, Cover, RangeBand) {
	if g.b != b || g.moves != b.moves {
		g.b, g.moves = b, b.moves
		g.gen++
		g.n = 0
		g.keep = g.keep[:0] // overwritten, not cleared: a clear costs a barrier a pointer
	}
	fa, ok1 := b.Battlefield.Position(from)
	ta, ok2 := b.Battlefield.Position(to)
	if !ok1 || !ok2 {
		return glance(b, from, to, w)
	}
	k := glanceKey{from: uintptr(unsafe.Pointer(unsafe.StringData(from))), to: uintptr(unsafe.Pointer(unsafe.StringData(to))),
		nFrom: len(from), nTo: len(to), w: uintptr(unsafe.Pointer(w)), fromAt: fa, toAt: ta}
	if g.slots == nil {
		g.slots = make([]glanceSlot, firstGlances)
	}
	// The hash and the compare written out: the rules are built without
	// inlining in wasm, where a call is dear.
	h := uint64(k.from) ^ uint64(k.to)<<7 ^ uint64(k.w)<<13 ^ uint64(k.nFrom)<<3 ^ uint64(k.nTo)<<5 ^
		uint64(fa.X) ^ uint64(fa.Y)<<11 ^ uint64(ta.X)<<22 ^ uint64(ta.Y)<<33
	h *= 0x9e3779b97f4a7c15
	slots := g.slots
	mask := uint64(len(slots) - 1)
	i := h >> 32 & mask
	for ; slots[i].gen == g.gen; i = (i + 1) & mask {
		if s := &slots[i]; s.k.fromAt == fa && s.k.toAt == ta && s.k.from == k.from && s.k.to == k.to &&
			s.k.w == k.w && s.k.nFrom == k.nFrom && s.k.nTo == k.nTo {
			return s.g.visible, s.g.cover, s.g.band
		}
	}
	var e glanced
	e.visible, e.cover, e.band = glance(b, from, to, w)
	slots[i] = glanceSlot{k: k, gen: g.gen, g: e}
	g.keep = append(g.keep, glanceKept{from: from, to: to, w: w})
	if g.n++; 2*g.n > len(slots) {
		g.grow()
	}
	return e.visible, e.cover, e.band
}

// grow doubles the table, keeping gen's answers.
func (g *glances) grow() {
	old := g.slots
	g.slots = make([]glanceSlot, 2*len(old))
	mask := uint64(len(g.slots) - 1)
	for _, s := range old {
		if s.gen != g.gen {
			continue
		}
		k := s.k
		h := uint64(k.from) ^ uint64(k.to)<<7 ^ uint64(k.w)<<13 ^ uint64(k.nFrom)<<3 ^ uint64(k.nTo)<<5 ^
			uint64(k.fromAt.X) ^ uint64(k.fromAt.Y)<<11 ^ uint64(k.toAt.X)<<22 ^ uint64(k.toAt.Y)<<33
		h *= 0x9e3779b97f4a7c15
		i := h >> 32 & mask
		for g.slots[i].gen == g.gen {
			i = (i + 1) & mask
		}
		g.slots[i] = s
	}
}
