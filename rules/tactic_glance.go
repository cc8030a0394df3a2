package rules

// glances remembers the table's answers to glance while the battle stands
// still: a turn asks the same pairs when it plans its move and again when
// it picks its attack, and a line of sight costs far more than a look-up.
// An answer is kept with both figures' squares (the tactic puts its
// figure on other squares for a moment to try them) and forgotten when
// the battle changes (Battle.moves: an action, a reset, a restore).
type glances struct {
	b     *Battle
	moves uint64
	list  []glanced
}

type glanced struct {
	from, to     string
	w            *Weapon
	fromAt, toAt Pos
	visible      bool
	cover        Cover
	band         RangeBand
}

// glance is glance(b.Battlefield, from, to, w), remembered.
func (g *glances) glance(b *Battle, from, to string, w *Weapon) (bool, Cover, RangeBand) {
	if g.b != b || g.moves != b.moves {
		g.b, g.moves, g.list = b, b.moves, g.list[:0]
	}
	fa, ok1 := b.Battlefield.Position(from)
	ta, ok2 := b.Battlefield.Position(to)
	if !ok1 || !ok2 {
		return glance(b.Battlefield, from, to, w)
	}
	for _, e := range g.list {
		if e.from == from && e.to == to && e.w == w && e.fromAt == fa && e.toAt == ta {
			return e.visible, e.cover, e.band
		}
	}
	v, c, band := glance(b.Battlefield, from, to, w)
	g.list = append(g.list, glanced{from: from, to: to, w: w, fromAt: fa, toAt: ta, visible: v, cover: c, band: band})
	return v, c, band
}
