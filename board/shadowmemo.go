package board

import "battlemat/rules"

// shadowMemo remembers Shadow's answers for a table that asked for it
// (Battlefield.RememberShadows: the headless fights of simulate, which
// ask the same pairs of squares turn after turn and fight after fight,
// and the Odds' copy). Shadow depends only on the two bases' squares and
// sizes and on the terrain and thin walls, which change during a fight
// only through the table's doors and barriers (SetDoor, ResetBattlefield
// and a barrier's walls forget every answer; RestoreBattlefield when it
// changed a door or a barrier). An answer is kept for the board it was worked
// out on and its terrain and walls arrays, so a board copied or loaded
// anew never reads another's.
type shadowMemo struct {
	b     *Board
	cells *Terrain
	walls *Wall
	n     [2]int // len(Cells), len(Walls)
	m     map[uint64]shadowAnswer
	// near holds the answers asked last before m, each in the one place
	// its key picks: finding one there is a multiply and a compare, where
	// m hashes the key (in wasm by the slow hash: no AES), and a turn
	// asks the same pairs again and again.
	near *[nearShadows]nearShadow
}

// nearShadows is the size of a memo's near answers (32 bytes each).
const nearShadows = 1 << 12

type nearShadow struct {
	k    uint64
	a    shadowAnswer
	used bool
}

// nearOf is the place of key k among the near answers.
func nearOf(k uint64) int { return int((k * 0x9e3779b97f4a7c15) >> (64 - 12)) }

// answer is k's remembered answer, if any.
func (m *shadowMemo) answer(k uint64) (shadowAnswer, bool) {
	e := &m.near[nearOf(k)]
	if e.used && e.k == k {
		return e.a, true
	}
	a, ok := m.m[k]
	if ok {
		*e = nearShadow{k: k, a: a, used: true}
	}
	return a, ok
}

// remember keeps a's answer for k.
func (m *shadowMemo) remember(k uint64, a shadowAnswer) {
	m.m[k] = a
	m.near[nearOf(k)] = nearShadow{k: k, a: a, used: true}
}

// forget drops every answer.
func (m *shadowMemo) forget() {
	clear(m.m)
	*m.near = [nearShadows]nearShadow{}
}

// shadowKey packs the two bases' squares and sizes into one word (a map
// keyed by a word hashes far cheaper than by a struct); ok is false for
// a square or a size that does not fit, whose shadow is then worked out
// each time.
func shadowKey(from, to Square, nFrom, nTo int) (k uint64, ok bool) {
	const side, size = 1 << 14, 1 << 4
	for _, v := range [...]int{from.X, from.Y, to.X, to.Y} {
		if uint(v) >= side {
			return 0, false
		}
	}
	if uint(nFrom) >= size || uint(nTo) >= size {
		return 0, false
	}
	k = uint64(from.X) | uint64(from.Y)<<14 | uint64(to.X)<<28 | uint64(to.Y)<<42
	return k | uint64(nFrom)<<56 | uint64(nTo)<<60, true
}

type shadowAnswer struct {
	hidden float64
	low    rules.Cover
}

// maxShadows bounds the memo (about 50 bytes an answer): past it, it
// starts again.
const maxShadows = 1 << 16

// RememberShadows makes the board remember its lines' shadows (what
// terrain and walls hide of one base from another) until a door changes.
// Only for a board that nothing else changes while it is in use: code
// that edits Cells or Walls directly must not turn it on.
func (t *Battlefield) RememberShadows() {
	t.B.shadows = &shadowMemo{b: t.B, m: make(map[uint64]shadowAnswer), near: new([nearShadows]nearShadow)}
}

// forgetShadows drops the remembered shadows and the open ground's
// runs: the terrain changed.
func (b *Board) forgetShadows() {
	b.screensChanged()
	if b.shadows != nil {
		b.shadows.forget()
	}
}

// shadowMemo gives the board's memo when it has one that still fits its
// terrain and walls, nil otherwise.
func (b *Board) shadowMemo() *shadowMemo {
	m := b.shadows
	if m == nil || m.b != b {
		return nil
	}
	cells, walls, n := firstOf(b.Cells), firstOf(b.Walls), [2]int{len(b.Cells), len(b.Walls)}
	if m.cells != cells || m.walls != walls || m.n != n || len(m.m) >= maxShadows {
		m.forget()
		m.cells, m.walls, m.n = cells, walls, n
	}
	return m
}

func firstOf[T any](s []T) *T {
	if len(s) == 0 {
		return nil
	}
	return &s[0]
}
