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
	m     map[shadowKey]shadowAnswer
}

type shadowKey struct {
	from, to   Square
	nFrom, nTo int
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
	t.B.shadows = &shadowMemo{b: t.B, m: make(map[shadowKey]shadowAnswer)}
}

// forgetShadows drops the remembered shadows and the open ground's
// runs: the terrain changed.
func (b *Board) forgetShadows() {
	b.screensChanged()
	if b.shadows != nil {
		clear(b.shadows.m)
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
		clear(m.m)
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
