package game

import (
	"image/color"
	"math"
	"strings"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// FightMarks are the marks a token carries from the battle rather than
// from the figure's own state: on Hold, defending, dealt a Joker, aiming.
type FightMarks struct {
	Hold, Defend, Joker, Aim bool
	// Hidden: an ambusher not yet revealed; only the GM's view draws it.
	Hidden bool
	// Up: the figure whose turn is under way, or between turns the next
	// up; the map rings it (distinct from the selection's ring).
	Up bool
}

var (
	badgeHold   = badge{"H", color.RGBA{0x2e, 0x86, 0xde, 0xff}}
	badgeDefend = badge{"Df", color.RGBA{0x27, 0xae, 0x60, 0xff}}
	badgeJoker  = badge{"J", colJoker}
	badgeAim    = badge{"A", color.RGBA{0xf3, 0x9c, 0x12, 0xff}}
	badgeWounds = badge{"", colWound} // the letter is the count
	badgeHidden = badge{"?", color.RGBA{0x6c, 0x5c, 0xe7, 0xff}}
)

// marksOf lists every mark of a figure in drawing order: the state's
// badges, then the fight's; in the table view Wounds are a badge too
// (pips are too small to read across a room).
func marksOf(f *board.Figure, fm FightMarks, table bool, buf []badge) []badge {
	buf = badgesOf(f.State, buf)
	buf = effectBadges(f.Effects, buf)
	if fm.Hold {
		buf = append(buf, badgeHold)
	}
	if fm.Defend {
		buf = append(buf, badgeDefend)
	}
	if fm.Joker {
		buf = append(buf, badgeJoker)
	}
	if fm.Aim {
		buf = append(buf, badgeAim)
	}
	if fm.Hidden {
		buf = append(buf, badgeHidden)
	}
	if table && f.Wounds > 0 {
		w := badgeWounds
		w.letter = itoa(f.Wounds) + "W"
		buf = append(buf, w)
	}
	return buf
}

// fightMarks are the marks per figure (only figures with one): the
// seat's (drawmirror.go); none while the mirror cannot be brought in
// step with the battle.
func (c *Controller) fightMarks() map[string]FightMarks {
	return c.seatState().fightMarks(c.selected)
}

// markPlace is one mark on the screen: a disc of radius r at (x, y).
type markPlace struct {
	badge
	x, y, r float64
}

func (m markPlace) rect() rect { return rect{m.x - m.r, m.y - m.r, m.x + m.r, m.y + m.r} }

// tokenPlace is where a figure's marks and its name go on the screen,
// worked out once (placeTokens) and read by painting and the tests.
type tokenPlace struct {
	f     *board.Figure
	marks []markPlace
	pips  rect // the Wound pips (zero: none)
	up    rect // the ring of the figure that is up (zero: not up)
	// label: the name's box (ok false: no room, or not shown).
	label     rect
	labelOK   bool
	name      string
	labelSize float64
}

// tokenStyle says how big marks are and which names are written.
type tokenStyle struct {
	table bool // the projector's: big marks, names only on hover or tap
	// names to write in the table view (hovered or selected).
	show1, show2 string
	marks        map[string]FightMarks
	most         map[string]int // DrawOptions.MostWounds
	setup        bool           // DrawOptions.Setup
}

// pipCount is how many Wound pips the figure's token shows: the most it
// takes as told (else its own count), or its Wounds if more.
func (st tokenStyle) pipCount(f *board.Figure) int {
	n, ok := st.most[f.ID]
	if !ok {
		n = f.MaxWounds()
	}
	return max(n, f.Wounds)
}

// markSlots are where marks sit round a token, in degrees clockwise
// from the right (screen y points down): 60 degrees apart, leaving the
// top right (315) for the Wild Card star.
var markSlots = [...]float64{255, 195, 135, 75, 15}

// placeTokens lays out every figure's marks and then the names, each name
// where it covers no mark (its own or a neighbour's) and no name already
// placed: under the base, over it, right, left; with no room it is left
// off (the status bar names the figure under the cursor).
func placeTokens(b *board.Board, cam Camera, st tokenStyle, dst []tokenPlace) []tokenPlace {
	dst = dst[:0]
	if b == nil {
		return dst
	}
	s := cam.Scale
	var buf [12]badge
	for _, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		cx, cy := cam.ToScreen(c)
		tp := tokenPlace{f: f}
		br := badgeRadius(f) * s
		ring := r * s
		if st.table {
			br = math.Max(br*1.7, 11)
			ring = r*s + br*0.35
		}
		ms := marksOf(f, st.marks[f.ID], st.table, buf[:0])
		for i, bd := range ms {
			rr := ring
			a := markSlots[i%len(markSlots)]
			if i >= len(markSlots) {
				rr, a = ring+br*1.9, a+30
			}
			rad := a * math.Pi / 180
			tp.marks = append(tp.marks, markPlace{badge: bd, x: cx + rr*math.Cos(rad), y: cy + rr*math.Sin(rad), r: br})
		}
		if n := st.pipCount(f); n > 0 && !st.table {
			pr := math.Min(0.09, r*0.16)
			gap := pr * 2.6
			w := gap*float64(n-1) + 2*(pr+0.025)
			px, py := cam.ToScreen(pt(c.X, c.Y+r*0.8))
			h := 2 * (pr + 0.025) * s
			tp.pips = rect{px - w*s/2, py - h/2, px + w*s/2, py + h/2}
		}
		if st.marks[f.ID].Up {
			ur := ring + 0.26*s
			tp.up = rect{cx - ur, cy - ur, cx + ur, cy + ur}
		}
		dst = append(dst, tp)
	}
	// Names go where they cover no mark, no wound pips, no other name, no
	// token (a name across a neighbour's token hid it) and no number of
	// the border (a figure on the edge row hid its coordinates).
	blocked := coordRects(b, cam, tokenRects(b, cam, nil))
	for _, tp := range dst {
		for _, m := range tp.marks {
			blocked = append(blocked, m.rect())
		}
		if tp.pips != (rect{}) {
			blocked = append(blocked, tp.pips)
		}
	}
	if st.setup {
		setupLabels(b, cam, st, dst, blocked)
		return dst
	}
	for i := range dst {
		tp := &dst[i]
		f := tp.f
		if f.Name == "" || (st.table && f.ID != st.show1 && f.ID != st.show2) {
			continue
		}
		size := 0.27 * s
		if st.table {
			size = clamp(0.32*s, 14, 32)
		} else if size < 7 {
			continue
		} else {
			size = math.Min(size, 22)
		}
		box, name, ok := labelBox(f, cam, size, st.table, tp.marks, blocked)
		if !ok && st.table {
			ok = true // the one pointed at is always named
		}
		if ok {
			tp.label, tp.labelOK, tp.name, tp.labelSize = box, true, name, size
			blocked = append(blocked, box)
		}
	}
	return dst
}

// labelBox finds the first free place for f's name; a wide name is cut
// short with an ellipsis (the table view never cuts it).
func labelBox(f *board.Figure, cam Camera, size float64, full bool, own []markPlace, blocked []rect) (rect, string, bool) {
	name, cands := labelPlaces(f, f.Name, "", cam, size, full, own)
	for _, box := range cands {
		if !overlapsAny(box, blocked) {
			return box, name, true
		}
	}
	return cands[0], name, false
}

// labelPlaces are the places for f's label (name then suffix), best
// first: the first four by its base and marks, then further out; a wide
// name is cut short, the suffix kept (full: never cut).
func labelPlaces(f *board.Figure, name, suffix string, cam Camera, size float64, full bool, own []markPlace) (string, []rect) {
	s := cam.Scale
	face := fontRegular.face(size)
	label := name + suffix
	w, h := text.Measure(label, face, 0)
	if maxW := (float64(f.Footprint()) + 1.4) * s; !full && w > maxW {
		runes := []rune(name)
		for len(runes) > 1 && w > maxW {
			runes = runes[:len(runes)-1]
			label = strings.TrimSpace(string(runes)) + "…" + suffix
			w, h = text.Measure(label, face, 0)
		}
	}
	pad := size * 0.25
	bw, bh := w+2*pad, h+pad*0.5
	c, r := f.Center(), tokenRadius(f)
	cx, cy := cam.ToScreen(c)
	gap := 0.04 * s
	top, bottom := cy-r*s-gap, cy+r*s+gap
	left, right := cx-r*s-gap, cx+r*s+gap
	for _, m := range own {
		top = math.Min(top, m.y-m.r-1)
		bottom = math.Max(bottom, m.y+m.r+1)
		left = math.Min(left, m.x-m.r-1)
		right = math.Max(right, m.x+m.r+1)
	}
	cands := []rect{
		{cx - bw/2, cy + r*s + gap, cx + bw/2, cy + r*s + gap + bh}, // under the base
		{cx - bw/2, cy - r*s - gap - bh, cx + bw/2, cy - r*s - gap}, // over it
		{cx - bw/2, bottom, cx + bw/2, bottom + bh},                 // under its marks
		{cx - bw/2, top - bh, cx + bw/2, top},                       // over its marks
		{right, cy - bh/2, right + bw, cy + bh/2},
		{left - bw, cy - bh/2, left, cy + bh/2},
		// The corners past the marks, then further out (a crowd).
		{right, bottom, right + bw, bottom + bh},
		{left - bw, bottom, left, bottom + bh},
		{right, top - bh, right + bw, top},
		{left - bw, top - bh, left, top},
	}
	for k := 1.0; k <= 3; k++ {
		cands = append(cands, rect{cx - bw/2, bottom + k*bh, cx + bw/2, bottom + (k+1)*bh},
			rect{cx - bw/2, top - (k+1)*bh, cx + bw/2, top - k*bh})
	}
	return label, cands
}

// MarkState is a mark's place in window pixels, for tests and the page.
type MarkState struct {
	Mark string     `json:"mark"`
	Rect [4]float64 `json:"rect"` // x0, y0, x1, y1
}

func (r rect) scaled(k float64) [4]float64 {
	return [4]float64{r.x0 / k, r.y0 / k, r.x1 / k, r.y1 / k}
}

// markName is a mark's name for the Snapshot.
func markName(b badge) string {
	switch b.letter {
	case badgeShaken.letter:
		return "Shaken"
	case badgeStunned.letter:
		return "Stunned"
	case badgeHold.letter:
		return "Hold"
	case badgeDefend.letter:
		return "Defend"
	case badgeJoker.letter:
		return "Joker"
	case badgeAim.letter:
		return "Aim"
	case badgeProne.letter:
		return "Prone"
	case badgeBonus.letter:
		return "Bonus"
	case badgePenalty.letter:
		return "Penalty"
	case badgeProtection.letter:
		return "Protection"
	}
	if b.c == colWound {
		return "Wounds"
	}
	return b.letter
}

// tokenRects are the figures' tokens on the screen (appended to dst):
// what a name or the odds box should not cover.
func tokenRects(b *board.Board, cam Camera, dst []rect) []rect {
	for _, f := range b.Figures {
		x, y := cam.ToScreen(f.Center())
		r := tokenRadius(f) * cam.Scale
		dst = append(dst, rect{x - r, y - r, x + r, y + r})
	}
	return dst
}
