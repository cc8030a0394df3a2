package game

import (
	"fmt"
	"image/color"
	"sort"
	"strings"
	"unicode/utf8"

	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The initiative strip: one box per card of the round still to come (a
// group of Extras on one card is one box), the turn under way first and
// ringed, the figures on Hold next (marked), Jokers marked, the
// incapacitated greyed. Names are in full while they fit; then the
// longest shorten, only as far as the boxes need (a short name stays
// whole; none below minStripName letters), then every box takes its
// token's label, then the Extras' boxes at the end give way to "+N more";
// a Wild Card's box never does.

// minStripName is the fewest letters a shortened name keeps (the
// ellipsis one of them); short of that the tokens' labels read better.
const minStripName = 8

var (
	colMore    = color.RGBA{0x3a, 0x3f, 0x4a, 0xff}
	colOutCard = color.RGBA{0x5a, 0x5c, 0x60, 0xff}
)

// stripBox is one box of the strip, placed by the layout.
type stripBox struct {
	Rect
	Label   string
	Figures []string // who acts on the card
	Now     bool     // the turn under way
	Joker   bool
	Hold    bool
	Out     bool // every figure of it incapacitated
	Wild    bool // a Wild Card acts on it
	More    int  // the "+N more" box: how many boxes left out
	PP      *int // a caster's Power Points left (rules.StripBox.PP)
	// Aside are the cards drawn for it and not kept (Level Headed,
	// Quick): the box says so while there is room ("K♠ Buck, 4♦ aside").
	Aside []string
}

// layCards lays the strip's boxes out in l.strip (after "Round N").
// It is the seat's strip, as a hosted screen draws it (a view that is
// not the GM's without the hidden figures: seatMirror.strip).
func (l *layout) layCards(c *Controller) {
	m := c.seatState()
	if m == nil || m.Round == 0 || l.strip.W <= 0 {
		return
	}
	most := 0
	if narrowPhone(c, l.key.view, float64(l.key.w), float64(l.key.h)) {
		most = phoneStripBoxes
	}
	l.cards, l.cardSize = m.layStrip(l.cards, m.strip(l.key.view.GM), l.u, l.strip, l.u*5.4, most)
}

// narrowPhone: a phone held upright, under 600 CSS pixels wide (a
// 390x844 phone; not a tablet held upright).
func narrowPhone(c *Controller, v View, sw, sh float64) bool {
	s := c.screen.scale
	if s <= 0 {
		s = 1
	}
	return upright(c, v, sw, sh) && sw/s < 600
}

// round is the fight's round (0: none dealt yet), as the seat tells it.
func (c *Controller) round() int {
	if m := c.seatState(); m != nil {
		return m.Round
	}
	return 0
}

// layStrip places the seat's strip (boxes, as it was told them) in st
// after lead, at unit u, onto cards: each box named from the seat's
// roster or, short of room, by its token's label on the seat's map. The
// window and a hosted screen lay it alike; most > 0 (a phone) shows the
// first most boxes at most, then "+N more" for the rest.
func (m *seatMirror) layStrip(cards []stripBox, boxes []rules.StripBox, u float64, st Rect, lead float64, most int) ([]stripBox, float64) {
	names := make(map[string]string, len(m.Roster))
	for id, in := range m.Roster {
		names[id] = in.Name
	}
	var labels map[string]string
	if m.Board != nil {
		labels = TokenLabels(m.Board.Figures)
	}
	all := stripBoxes(boxes)
	if most <= 0 || len(all) <= most {
		return layStrip(cards, all, names, labels, u, st, lead)
	}
	// The first most boxes, in the band less the room "+N more" takes
	// (their names shorten to make it). Fewer when they do not fit: the
	// whole strip would drop an Extras' box between two Wild Cards, and a
	// phone showing three must not skip the turn order.
	var extra int
	var lbl string
	var cs float64
	base := len(cards)
	for n := most; n >= 1; n-- {
		extra = len(all) - n
		lbl = fmt.Sprintf("+%d more", extra)
		size := readable(u * 0.75)
		mw, _ := text.Measure(lbl, fontBold.face(size), 0)
		mw += 2*size*0.4 + u*0.3
		room := st
		room.W -= mw
		cards, cs = layStrip(cards[:base], all[:n], names, labels, u, room, lead)
		if k := len(cards); k == base || cards[k-1].More == 0 || n == 1 {
			break
		}
	}
	if k := len(cards); k > 0 && cards[k-1].More > 0 {
		cards[k-1].More += extra
		cards[k-1].Label = fmt.Sprintf("+%d more", cards[k-1].More)
		return cards, cs
	}
	x := st.X + lead
	if k := len(cards); k > 0 {
		x = cards[k-1].X + cards[k-1].W + u*0.3
	}
	w, _ := text.Measure(lbl, fontBold.face(cs), 0)
	w += 2 * cs * 0.4
	return append(cards, stripBox{Rect: Rect{x, st.Y + st.H*0.15, w, st.H * 0.7}, Label: lbl, More: extra}), cs
}

// stripBoxes are the rules' boxes of the strip, to be placed.
func stripBoxes(in []rules.StripBox) []stripBox {
	out := make([]stripBox, len(in))
	for i, bx := range in {
		out[i] = stripBox{Label: bx.Card, Figures: bx.Figures, Now: bx.Now, Joker: bx.Joker, Hold: bx.Hold, Out: bx.Out, Wild: bx.Wild, PP: bx.PP, Aside: bx.Aside}
	}
	return out
}

// layStrip places the boxes in st (lead in from its left, after "Round
// N"; unit u) onto cards,
// naming each box's first figure by names or, short of room, by labels;
// it returns the boxes placed and their text size. Pure, so the window
// and a screen joined to a host lay the same strip.
func layStrip(cards, boxes []stripBox, names, labels map[string]string, u float64, st Rect, lead float64) ([]stripBox, float64) {
	size := readable(u * 0.75)
	pad, gap := size*0.4, u*0.3
	cardSize := size
	if len(boxes) == 0 {
		return cards, cardSize
	}
	// name is the box's figure by name cut to n letters (0: its token's
	// label; -1: in full).
	name := func(bx *stripBox, n int) string {
		id := bx.Figures[0]
		s := names[id]
		if s == "" {
			s = id
		}
		if n == 0 {
			if lb := labels[id]; lb != "" {
				s = lb
			}
		} else if r := []rune(s); n > 0 && len(r) > n {
			s = strings.TrimSpace(string(r[:n-1])) + "…"
		}
		if k := len(bx.Figures) - 1; k > 0 {
			s += fmt.Sprintf(" +%d", k)
		}
		if bx.PP != nil {
			s += fmt.Sprintf(" %dPP", *bx.PP)
		}
		if len(bx.Aside) > 0 && n != 0 {
			s += ", " + strings.Join(bx.Aside, " ") + " aside"
		}
		return s
	}
	x0 := st.X + lead
	avail := st.X + st.W - size*0.4 - x0
	// form is every box's text with its name cut to n letters (as name).
	form := func(n int) []string {
		out := make([]string, len(boxes))
		for i := range boxes {
			out[i] = boxes[i].Label + " " + name(&boxes[i], n)
		}
		return out
	}
	longest := 0
	for i := range boxes {
		id := boxes[i].Figures[0]
		s := names[id]
		if s == "" {
			s = id
		}
		longest = max(longest, utf8.RuneCountInString(s))
	}
	var use []string
	var keep []bool
	var width func(string) float64
	left := 0
	// Full names, the longest shortened, then the tokens' labels, then
	// the Extras' boxes from the end; if the Wild Cards still do not fit, a smaller size, and only at
	// the smallest do Wild Cards give way.
	scales := []float64{1, 0.85, 0.7, 0.55}
	for k, sc := range scales {
		face := fontBold.face(size * sc)
		p := pad * sc
		width = func(s string) float64 { w, _ := text.Measure(s, face, 0); return w + 2*p }
		moreW := func(n int) float64 {
			if n == 0 {
				return 0
			}
			return width(fmt.Sprintf("+%d more", n)) + gap
		}
		sum := func(ls []string) float64 {
			t := 0.0
			for i := range ls {
				t += width(ls[i]) + gap
			}
			return t
		}
		// Full names; else the longest cut to the most letters that lets
		// every box fit (the shorter stay whole); else the labels.
		use = form(-1)
		total := sum(use)
		if total > avail {
			fits := func(n int) bool { return sum(form(n)) <= avail }
			if longest > minStripName && fits(minStripName) {
				// The largest cap that fits: fits is true up to it.
				n := minStripName + sort.Search(longest-minStripName, func(k int) bool { return !fits(minStripName + k + 1) })
				use = form(n)
			} else {
				use = form(0)
			}
			total = sum(use)
		}
		keep = make([]bool, len(boxes))
		for i := range keep {
			keep[i] = true
		}
		left = 0
		last := k == len(scales)-1
		for pass := 0; pass < 2 && total+moreW(left) > avail; pass++ {
			if pass == 1 && !last {
				break
			}
			for i := len(boxes) - 1; i >= 0 && total+moreW(left) > avail; i-- {
				if !keep[i] || boxes[i].Now || (pass == 0 && boxes[i].Wild) {
					continue
				}
				keep[i] = false
				left++
				total -= width(use[i]) + gap
			}
		}
		if total+moreW(left) <= avail || last {
			cardSize = size * sc
			break
		}
	}
	x, y, h := x0, st.Y+st.H*0.15, st.H*0.7
	for i := range boxes {
		if !keep[i] {
			continue
		}
		w := width(use[i])
		if x+w > st.X+st.W {
			left++ // the last resort: never past the strip's edge
			continue
		}
		bx := boxes[i]
		bx.Label, bx.Rect = use[i], Rect{x, y, w, h}
		cards = append(cards, bx)
		x += w + gap
	}
	if left > 0 {
		w := width(fmt.Sprintf("+%d more", left))
		// Give the last boxes' room to "+N more" rather than spill over.
		for x+w > st.X+st.W && len(cards) > 1 {
			last := cards[len(cards)-1]
			cards = cards[:len(cards)-1]
			x = last.X
			left++
			w = width(fmt.Sprintf("+%d more", left))
		}
		cards = append(cards, stripBox{Rect: Rect{x, y, w, h}, Label: fmt.Sprintf("+%d more", left), More: left})
	}
	return cards, cardSize
}

// drawStrip paints the round and the strip's boxes as the layout placed
// them.
func (vw *views) drawStrip(dst *ebiten.Image) {
	round := vw.c.round()
	if round == 0 {
		return
	}
	u, st := vw.l.u, vw.l.strip
	// Over the map's part of the screen, wherever the panel sits.
	fillRect(dst, Rect{st.X, 0, st.W, vw.l.top}, colPanel)
	drawStripRow(dst, st, readable(u*0.75), u*0.4, round, vw.l.cards, vw.l.cardSize)
}

// drawStripRow paints a strip's row in band, the same on every screen:
// "Round N" at x0 (the window, size > 0) and the boxes as layStrip placed
// them at text size cs; a hosted screen's row (size 0), with no box,
// says why instead (its panel tells the round).
func drawStripRow(dst *ebiten.Image, band Rect, size, x0 float64, round int, cards []stripBox, cs float64) {
	if size > 0 && round > 0 {
		drawText(dst, fmt.Sprintf("Round %d", round), fontBold, size, band.X+x0, band.Y+band.H/2, colWhite, text.AlignStart, text.AlignCenter)
	}
	if len(cards) == 0 && size == 0 {
		msg := "No cards dealt yet"
		if round > 0 {
			msg = "Every card of the round played"
		}
		drawText(dst, msg, fontRegular, band.H*0.4, band.X+x0, band.Y+band.H/2, colDim, text.AlignStart, text.AlignCenter)
		return
	}
	drawStripBoxes(dst, cards, cs)
}

// The hosted screens' strip: a band over the map. The projector's band
// sits under its "who acts" line; a phone shows the next three boxes
// only, so they stay readable.

// phoneStripBoxes is how many boxes a phone's strip shows.
const phoneStripBoxes = 3

// drawStripBoxes paints the strip's boxes as layStrip placed them, at
// text size cs.
func drawStripBoxes(dst *ebiten.Image, cards []stripBox, cs float64) {
	for _, bx := range cards {
		col := colCard
		switch {
		case bx.More > 0:
			col = colMore
		case bx.Out:
			col = colOutCard
		case bx.Now:
			col = colCardNow
		case bx.Joker:
			col = colJoker
		case bx.Hold:
			col = colAce
		}
		vector.FillRect(dst, f32(bx.X), f32(bx.Y), f32(bx.W), f32(bx.H), col, false)
		if bx.Wild && !bx.Out {
			// A Wild Card's box: a gold edge.
			vector.StrokeRect(dst, f32(bx.X+1), f32(bx.Y+1), f32(bx.W-2), f32(bx.H-2), 2, colAce, false)
		}
		ink := inkOn(col)
		if bx.More > 0 {
			ink = colWhite
		}
		if bx.Out {
			ink = colDim
		}
		drawText(dst, bx.Label, fontBold, cs, bx.X+cs*0.4, bx.Y+bx.H/2, ink, text.AlignStart, text.AlignCenter)
	}
}
