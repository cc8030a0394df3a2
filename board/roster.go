package board

import (
	"fmt"

	"battlemat/rules"
)

var _ rules.Roster = (*Battlefield)(nil)

// SetRoster makes figs, on the squares at, the figures on the table, in
// that order (the GM's add_figure and remove_figure, and their undo). A
// scenario figure keeps its board entry (its player); an added one is
// the GM's. Nothing changes if a square is off the map.
func (t *Battlefield) SetRoster(figs []*rules.Figure, at []rules.Pos) error {
	if len(figs) != len(at) {
		return fmt.Errorf("%d figures for %d squares", len(figs), len(at))
	}
	if t.known == nil {
		t.known = make(map[*rules.Figure]*Figure, len(t.B.Figures))
		for _, f := range t.B.Figures {
			t.known[f.Figure] = f
		}
	}
	list := make([]*Figure, len(figs))
	for i, rf := range figs {
		n := rules.Footprint(rf.Size)
		if to := at[i]; !t.B.BaseFits(to, n) {
			return fmt.Errorf("%s is off the map", to)
		}
		f := t.known[rf]
		if f == nil {
			f = &Figure{Figure: rf}
		}
		list[i] = f
	}
	t.B.Figures = list
	t.figs = append([]*rules.Figure(nil), figs...)
	for i, f := range list {
		f.At = at[i]
	}
	t.setIndex(list)
	return nil
}
