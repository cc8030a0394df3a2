package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// glanceTable answers Glance from the two ids alone and counts the asks.
type glanceTable struct {
	Battlefield
	at    map[string]Pos
	asked int
}

func (t *glanceTable) Position(id string) (Pos, bool) {
	p, ok := t.at[id]
	return p, ok
}

func (t *glanceTable) Glance(from, to string, w *Weapon) (bool, Cover, RangeBand) {
	t.asked++
	band := RangeBand(t.at[from].X + t.at[to].X%3)
	if w != nil {
		band++
	}
	return from < to, Cover(from[len(from)-1]-'0'+to[0]-'a') % 4, band
}

// The tactic's remembered glances answer what the table does: the same
// two figures on the same squares with the same weapon are answered from
// memory, any other figure (even one whose id is as long), square or
// weapon is asked, an id spelt anew gets the same answer, and an action
// forgets everything.
func TestRememberedGlancesAnswerWhatTheTableDoes(t *testing.T) {
	// a2 and b2 share a square (ids of the same length, told apart by
	// their bytes alone).
	tb := &glanceTable{at: map[string]Pos{"a1": {X: 1}, "a2": {X: 5}, "b2": {X: 5}, "ogre": {X: 7}}}
	b := &Battle{Battlefield: tb}
	var g glances
	pistol, rifle := &Weapon{Name: "pistol"}, &Weapon{Name: "rifle"}
	same := func(from, to string, w *Weapon) {
		t.Helper()
		v, c, band := g.glance(b, from, to, w)
		asked := tb.asked
		wv, wc, wb := tb.Glance(from, to, w)
		tb.asked = asked
		assert.Equal(t, [3]any{wv, wc, wb}, [3]any{v, c, band}, "%s at %s with %v", from, to, w)
	}
	ids := []string{"a1", "a2", "b2", "ogre"}
	for _, from := range ids {
		for _, to := range ids {
			same(from, to, pistol)
		}
	}
	assert.Equal(t, 16, tb.asked)
	for _, from := range ids {
		for _, to := range ids {
			same(from, to, pistol)
			same(strings.Clone(from), strings.Clone(to), pistol)
		}
	}
	same("a1", "b2", rifle)
	same("a1", "b2", nil)
	asked := tb.asked
	same("a1", "b2", pistol)
	assert.Equal(t, asked, tb.asked, "remembered")
	tb.at["b2"] = Pos{X: 6}
	same("a1", "b2", pistol)
	assert.Equal(t, asked+1, tb.asked, "b2 moved: asked again")
	b.moves++
	same("a1", "b2", pistol)
	assert.Equal(t, asked+2, tb.asked, "an action: asked again")
}

// However many pairs a turn asks, the remembered glances keep every
// answer until the battle changes: 40 figures make 1,600 pairs, more
// than the table first holds.
func TestRememberedGlancesKeepEveryPairOfABigFight(t *testing.T) {
	tb := &glanceTable{at: map[string]Pos{}}
	var ids []string
	for i := range 40 {
		id := string([]byte{'f', byte('0' + i/10), byte('0' + i%10)})
		ids = append(ids, id)
		tb.at[id] = Pos{X: i % 7, Y: i}
	}
	b := &Battle{Battlefield: tb}
	var g glances
	bow := &Weapon{Name: "bow"}
	for pass := range 2 {
		for _, from := range ids {
			for _, to := range ids {
				v, c, band := g.glance(b, from, to, bow)
				asked := tb.asked
				wv, wc, wb := tb.Glance(from, to, bow)
				tb.asked = asked
				assert.Equal(t, [3]any{wv, wc, wb}, [3]any{v, c, band}, "%s at %s", from, to)
			}
		}
		assert.Equal(t, 1600, tb.asked, "pass %d: each pair asked once", pass)
	}
	b.moves++
	g.glance(b, ids[3], ids[4], bow)
	assert.Equal(t, 1601, tb.asked, "an action: asked again")
}
