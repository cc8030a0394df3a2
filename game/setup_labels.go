package game

import (
	"math"

	"battlemat/board"
)

// The setup's names on its map. The GM sets up a crowd by a wall, so a
// name far from its figure (the fight's view puts it round the corner)
// reads as a neighbour's: here a name sits right under or over its own
// base, never on a wall or cover, and says who plays the figure
// ("Hollis Crane · anna"). With no such room it shrinks to the player
// alone, or is left off: the token's letters still name it, and the
// figure picked or pointed at is always named. Squares too small for
// a readable name show only those.

// setupLabelMin is the smallest name the setup writes, in pixels: the
// fight's 0.27 of a square is 9 px at 1024x768, too small to read.
const setupLabelMin = 11

// playerMark is the short mark that says who plays a figure.
const playerMark = " · "

func setupLabels(b *board.Board, cam Camera, st tokenStyle, dst []tokenPlace, blocked []rect) {
	s := cam.Scale
	size := clamp(0.27*s, setupLabelMin, 22)
	small := 0.27*s < 8 // under 30 px a square: names only where pointed
	free := func(r rect) bool { return !overlapsAny(r, blocked) && !onCover(b, cam, r) }
	// The figures named whatever the crowd go first: they take the room.
	for pass := range 2 {
		for i := range dst {
			tp := &dst[i]
			f := tp.f
			named := f.ID != "" && (f.ID == st.show1 || f.ID == st.show2)
			if (pass == 0) != named || f.Name == "" || (small && !named) {
				continue
			}
			// The whole name, then cut short, then the player alone.
			forms := []labelForm{{f.Name, "", true}, {f.Name, "", false}}
			if f.Player != "" {
				forms = []labelForm{{f.Name, playerMark + f.Player, true}, {f.Name, playerMark + f.Player, false}, {f.Player, "", true}}
			}
			for k, form := range forms {
				label, cands := labelPlaces(f, form.name, form.suffix, cam, size, form.full, tp.marks)
				for _, box := range cands[:4] {
					if free(box) {
						tp.label, tp.labelOK, tp.name = box, true, label
						break
					}
				}
				if !tp.labelOK && named && k == len(forms)-1 {
					label, cands = labelPlaces(f, forms[1].name, forms[1].suffix, cam, size, false, tp.marks)
					tp.label, tp.labelOK, tp.name = cands[0], true, label
				}
				if tp.labelOK {
					tp.labelSize = size
					blocked = append(blocked, tp.label)
					break
				}
			}
		}
	}
}

// labelForm is one way to write a figure's label.
type labelForm struct {
	name, suffix string
	full         bool // never cut short
}

// onCover reports whether r lies over a square that blocks or gives
// cover (a wall, a low wall): a name there hides what the GM painted.
func onCover(b *board.Board, cam Camera, r rect) bool {
	a, z := cam.ToMap(r.x0, r.y0), cam.ToMap(r.x1, r.y1)
	for y := int(math.Floor(a.Y)); y <= int(math.Floor(z.Y)); y++ {
		for x := int(math.Floor(a.X)); x <= int(math.Floor(z.X)); x++ {
			q := board.Square{X: x, Y: y}
			if !b.InBounds(q) {
				continue
			}
			if t := b.At(q); t.Blocks || t.Cover != 0 {
				return true
			}
		}
	}
	return false
}
