package game

import (
	"errors"
	"fmt"
	"slices"
	"sort"

	"battlemat/board"

	"github.com/goccy/go-yaml"
)

// Placing figures on the setup's map: from the roster (a count of Extras
// at once, on the nearest free squares), moved by a drag, removed, and
// their side, Wild Card, hidden and player set. A use: entry placing
// several Extras is one group: its side and the rest are the group's.

// FigureRef is a placed figure: its figures: entry and which of the
// entry's squares.
type FigureRef struct{ Entry, K int }

// FigureAt is the placed figure whose base covers sq.
func (s *Setup) FigureAt(sq board.Square) (FigureRef, bool) {
	b := s.preview
	if b == nil {
		return FigureRef{}, false
	}
	f := b.FigureAt(sq)
	if f == nil {
		return FigureRef{}, false
	}
	i := slices.Index(b.Figures, f)
	for e, fig := range s.doc.figures {
		if i < len(fig.at) {
			return FigureRef{e, i}, true
		}
		i -= len(fig.at)
	}
	return FigureRef{}, false
}

// FigureName is the placed figure's name as the preview has it.
func (s *Setup) FigureName(r FigureRef) string {
	if f := s.previewFigure(r); f != nil {
		return f.Name
	}
	return "?"
}

func (s *Setup) previewFigure(r FigureRef) *board.Figure {
	if s.preview == nil || r.Entry >= len(s.doc.figures) {
		return nil
	}
	i := r.K
	for e := range r.Entry {
		i += len(s.doc.figures[e].at)
	}
	if i < len(s.preview.Figures) {
		return s.preview.Figures[i]
	}
	return nil
}

func (s *Setup) valid(r FigureRef) bool {
	return r.Entry >= 0 && r.Entry < len(s.doc.figures) && r.K >= 0 && r.K < len(s.doc.figures[r.Entry].at)
}

// Sides are the sides a figure may take: the scenario's, and the party
// and foes a new scenario starts with.
func (s *Setup) Sides() []string {
	seen := map[string]bool{"party": true, "foes": true}
	out := []string{"party", "foes"}
	if b := s.preview; b != nil {
		var more []string
		for n := range b.Sides {
			if !seen[n] {
				more = append(more, n)
				seen[n] = true
			}
		}
		sort.Strings(more)
		out = append(out, more...)
	}
	return out
}

// Place puts count figures of the roster's id on sq and the free squares
// nearest it, for side (the roster's side when side is "").
func (s *Setup) Place(id string, sq board.Square, count int, side string) error {
	base, ok := s.doc.rosterFigure(id)
	if !ok {
		return s.fail(fmt.Errorf("place: %q is not a figure of the roster", id))
	}
	if count < 1 || count > board.MaxUseSquares {
		return s.fail(fmt.Errorf("place: 1 to %d figures at once, not %d", board.MaxUseSquares, count))
	}
	squares := s.freeSquares(sq, count)
	if len(squares) < count {
		return s.fail(fmt.Errorf("place: no room for %d figures near (%d, %d)", count, sq.X, sq.Y))
	}
	if side == "" {
		side = msStr(base, "side")
	}
	if side == "" {
		side = "foes"
	}
	name := msStr(base, "name")
	what := fmt.Sprintf("Placed %s at (%d, %d)", name, sq.X, sq.Y)
	if count > 1 {
		what = fmt.Sprintf("Placed %d x %s from (%d, %d)", count, name, sq.X, sq.Y)
	}
	return s.change(what, func(d *setupDoc) error {
		f := setupFigure{keys: setupKeys(d, id, side)}
		for _, q := range squares {
			f.at = append(f.at, [2]int{q.X, q.Y})
		}
		d.figures = append(d.figures, f)
		return nil
	})
}

// setupKeys are a new use: entry's keys: a second entry of one roster
// figure gets its own id, so the ids stay apart.
func setupKeys(d *setupDoc, id, side string) yaml.MapSlice {
	keys := yaml.MapSlice{{Key: "use", Value: id}}
	n := 0
	for _, f := range d.figures {
		if msStr(f.keys, "use") == id {
			n++
		}
	}
	if n > 0 {
		keys = append(keys, yaml.MapItem{Key: "id", Value: fmt.Sprintf("%s-%c", id, 'a'+rune(n%26))})
	}
	return append(keys, yaml.MapItem{Key: "side", Value: side})
}

// freeSquares are n squares nearest sq (by rings about it, in reading
// order within a ring) that are on the map, open and free of figures.
func (s *Setup) freeSquares(sq board.Square, n int) []board.Square {
	b := s.preview
	if b == nil || !b.InBounds(sq) {
		return nil
	}
	var out []board.Square
	free := func(q board.Square) bool {
		if !b.InBounds(q) || b.FigureAt(q) != nil || slices.Contains(out, q) {
			return false
		}
		t := b.At(q)
		return !t.Blocks && !t.Gap
	}
	for r := 0; r < max(b.W, b.H) && len(out) < n; r++ {
		for y := sq.Y - r; y <= sq.Y+r && len(out) < n; y++ {
			for x := sq.X - r; x <= sq.X+r && len(out) < n; x++ {
				if max(abs(x-sq.X), abs(y-sq.Y)) != r {
					continue
				}
				if q := (board.Square{X: x, Y: y}); free(q) {
					out = append(out, q)
				}
			}
		}
	}
	return out
}

// Move puts the placed figure r on sq.
func (s *Setup) Move(r FigureRef, sq board.Square) error {
	if !s.valid(r) {
		return s.fail(errors.New("move: no such figure"))
	}
	name := s.FigureName(r)
	return s.change(fmt.Sprintf("Moved %s to (%d, %d)", name, sq.X, sq.Y), func(d *setupDoc) error {
		d.figures[r.Entry].at[r.K] = [2]int{sq.X, sq.Y}
		return nil
	})
}

// Remove takes the placed figure r off the map.
func (s *Setup) Remove(r FigureRef) error {
	if !s.valid(r) {
		return s.fail(errors.New("remove: no such figure"))
	}
	name := s.FigureName(r)
	return s.change("Removed "+name, func(d *setupDoc) error {
		f := &d.figures[r.Entry]
		f.at = slices.Delete(f.at, r.K, r.K+1)
		if len(f.at) == 0 {
			d.figures = slices.Delete(d.figures, r.Entry, r.Entry+1)
		}
		return nil
	})
}

// setKey sets (or with nil removes) a key of r's entry: the whole group's.
func (s *Setup) setKey(r FigureRef, what, k string, v any) error {
	if !s.valid(r) {
		return s.fail(fmt.Errorf("%s: pick a placed figure first", what))
	}
	if n := len(s.doc.figures[r.Entry].at); n > 1 {
		what += fmt.Sprintf(" (the group of %d)", n)
	}
	return s.change(what, func(d *setupDoc) error {
		f := &d.figures[r.Entry]
		if v == nil {
			f.keys = msUnset(f.keys, k)
		} else {
			f.keys = msSet(f.keys, k, v)
		}
		return nil
	})
}

// NextSide moves r to the next of Sides.
func (s *Setup) NextSide(r FigureRef) error {
	f := s.previewFigure(r)
	if f == nil {
		return s.fail(errors.New("side: pick a placed figure first"))
	}
	sides := s.Sides()
	next := sides[(slices.Index(sides, f.Side)+1)%len(sides)]
	return s.setKey(r, fmt.Sprintf("%s fights for %s", f.Name, next), "side", next)
}

// ToggleWildCard makes r a Wild Card or an Extra.
func (s *Setup) ToggleWildCard(r FigureRef) error {
	f := s.previewFigure(r)
	if f == nil {
		return s.fail(errors.New("Wild Card: pick a placed figure first"))
	}
	if f.WildCard {
		return s.setKey(r, f.Name+" is an Extra", "wildcard", false)
	}
	return s.setKey(r, f.Name+" is a Wild Card", "wildcard", true)
}

// ToggleHidden hides r from the players until revealed, or shows it.
func (s *Setup) ToggleHidden(r FigureRef) error {
	f := s.previewFigure(r)
	if f == nil {
		return s.fail(errors.New("hidden: pick a placed figure first"))
	}
	if f.Hidden {
		return s.setKey(r, f.Name+" is in sight", "hidden", nil)
	}
	return s.setKey(r, f.Name+" is hidden", "hidden", true)
}

// Players are the names of the table's players the scenario and the
// roster give so far, in order: the setup offers them by a tap.
func (s *Setup) Players() []string {
	var out []string
	add := func(n string) {
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if s.preview != nil {
		for _, f := range s.preview.Figures {
			add(f.Player)
		}
	}
	for _, m := range s.doc.rosterFigs {
		add(msStr(m, "player"))
	}
	sort.Strings(out)
	return out
}

// SetPlayer names the person who plays r at a hosted table ("" none).
func (s *Setup) SetPlayer(r FigureRef, player string) error {
	f := s.previewFigure(r)
	if f == nil {
		return s.fail(errors.New("player: pick a placed figure first"))
	}
	if player == "" {
		return s.setKey(r, f.Name+" has no player", "player", nil)
	}
	return s.setKey(r, f.Name+" is played by "+player, "player", player)
}
