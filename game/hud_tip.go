package game

// The odds box near the cursor's target (the tip): what it says and
// where it goes so it covers neither the target nor the figures under
// a template.

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// oddsLines is the odds box's least room, in lines.
const oddsLines = 3

// drawTip writes the preview's numbers near the cursor's target: the
// odds and every modifier by name, or who is under a template.
func (vw *views) drawTip(dst *ebiten.Image) {
	lines, box, ok := vw.tipBox()
	if !ok {
		return
	}
	u := vw.l.u
	size := u * 0.75
	vector.FillRect(dst, f32(box.X), f32(box.Y), f32(box.W), f32(box.H), color.RGBA{0x05, 0x06, 0x0a, 0xe8}, false)
	for i, l := range lines {
		col := color.Color(colWhite)
		if i == 0 {
			col = colCardNow
		}
		drawText(dst, l, fontBold, size, box.X+u*0.5, box.Y+u*0.25+float64(i)*size*1.25, col, text.AlignStart, text.AlignStart)
	}
}

// tipBox is the odds box's lines and where it goes: beside what it is
// about (the target's token, the template), never over it.
func (vw *views) tipBox() ([]string, Rect, bool) {
	if vw.c.tipGone {
		return nil, Rect{}, false // the action under it was sent
	}
	ov := &vw.c.ov
	var lines []string
	var avoid rect
	s := vw.cam.Scale
	bd := vw.c.drawnBoard() // the map drawn: the seat's (drawmirror.go)
	switch {
	case ov.Attack != nil:
		a := ov.Attack
		t := bd.Figure(a.Target)
		if t == nil {
			return nil, Rect{}, false
		}
		verb := "Shoot"
		if a.Kind == "fight" {
			verb = "Fight"
		}
		if a.Kind == "cast" {
			lines = append(lines, fmt.Sprintf("Cast %s on %s", a.Weapon, t.Name))
		} else {
			lines = append(lines, fmt.Sprintf("%s %s with %s", verb, t.Name, a.Weapon))
		}
		switch {
		case a.Err != "":
			lines = append(lines, a.Err)
		case a.Waiting:
			lines = append(lines, "asking the odds...")
		default:
			lines = append(lines, fmt.Sprintf("success %.0f%%  raise %.0f%%  (TN %d)", 100*a.Success, 100*a.Raise, a.TN))
			lines = append(lines, costLine(a.Cost)...)
			if a.Kind == "cast" && a.DamageOdds >= 0 {
				lines = append(lines, fmt.Sprintf("damage: Shaken or worse %.0f%%  Wound %.0f%%", 100*a.Shaken, 100*a.DamageOdds))
			}
			if a.Cover > rules.NoCover {
				lines = append(lines, "cover: "+coverWords(a.Cover))
			}
			for _, m := range a.Mods {
				lines = append(lines, m.String())
			}
		}
		// The whole footprint, marks and name included.
		x, y := vw.cam.ToScreen(t.Center())
		r := (t.Radius() + 0.35) * s
		avoid = rect{x - r, y - r, x + r, y + r}
	case ov.Template != nil:
		tp := ov.Template
		lines = append(lines, fmt.Sprintf("%s (%s)", tp.Weapon, strings.ToUpper(string(tp.Kind))))
		if tp.Suppress && len(tp.Lines) > 0 {
			// The rules' own words: each figure's cover, prone, hidden
			// and odds, or that the fire can affect nobody.
			if tp.Err != "" {
				lines = append(lines, tp.Err)
			}
			if len(tp.Mods) > 0 {
				lines = append(lines, tp.Mods.String())
			}
			lines = append(lines, tp.Lines...)
			if avoid = outlineBox(vw.cam, tp.Outline); avoid == (rect{}) {
				x, y := vw.cam.ToScreen(tp.At)
				avoid = rect{x - s, y - s, x + s, y + s}
			}
			break
		}
		if len(tp.Under) == 0 {
			lines = append(lines, "nobody under it")
		} else {
			var ns []string
			for _, id := range tp.Under {
				if f := bd.Figure(id); f != nil {
					ns = append(ns, f.Name)
				}
			}
			lines = append(lines, "under it: "+strings.Join(ns, ", "))
		}
		if tp.Err != "" {
			lines = append(lines, tp.Err)
		} else if tp.Success > 0 {
			lines = append(lines, fmt.Sprintf("success %.0f%%  raise %.0f%%", 100*tp.Success, 100*tp.Raise))
		}
		lines = append(lines, costLine(tp.Cost)...)
		for _, m := range tp.Mods {
			lines = append(lines, m.String())
		}
		lines = append(lines, templateTargetLines(vw.c, tp)...)
		avoid = outlineBox(vw.cam, tp.Outline)
		if avoid == (rect{}) {
			x, y := vw.cam.ToScreen(tp.At)
			avoid = rect{x - s, y - s, x + s, y + s}
		}
	case ov.Teleport != nil:
		lines, avoid = vw.teleportTip()
	case ov.Marked != "" && bd.Figure(ov.Marked) != nil:
		t := bd.Figure(ov.Marked)
		lines = vw.c.effectTip(t) // drawmirror.go
		x, y := vw.cam.ToScreen(t.Center())
		r := (t.Radius() + 0.35) * s
		avoid = rect{x - r, y - r, x + r, y + r}
	default:
		return nil, Rect{}, false
	}
	u := vw.l.u
	size := u * 0.75
	face := fontBold.face(size)
	mv := vw.l.mapView
	// A line wider than the map's part of the screen (a phone's refusal)
	// goes on more lines, rather than past the screen's edge.
	if most := mv.W - 8 - u; most > 0 {
		var fit []string
		for _, l := range lines {
			fit = append(fit, wrapLines(l, fontBold, size, most)...)
		}
		lines = fit
	}
	bw := 0.0
	for _, l := range lines {
		wd, _ := text.Measure(l, face, 0)
		bw = math.Max(bw, wd)
	}
	bw += u
	n := len(lines)
	if ov.Attack != nil && ov.Attack.Waiting || ov.Template != nil && ov.Template.Waiting {
		// Asked of the host, the odds keep three lines of room (they say
		// two), so the box does not jump when the answer comes (three
		// lines or more): it grows downward from where it stood.
		n = max(n, oddsLines)
	}
	bh := float64(n)*size*1.25 + u*0.5
	bottom := vw.l.bottom
	if vw.l.sheet {
		bottom = mv.Y + mv.H // a phone's sheet lies under the map: not over it
	}
	area := Rect{mv.X, vw.l.top, mv.W, bottom - vw.l.top}
	return lines, placeTip(bw, bh, avoid, tokenRects(bd, vw.cam, nil), area, u*0.3), true
}

// outlineBox is the screen box around a template's outline.
func outlineBox(cam Camera, outline []geom.Point) rect {
	if len(outline) == 0 {
		return rect{}
	}
	r := rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, q := range outline {
		x, y := cam.ToScreen(q)
		r = rect{math.Min(r.x0, x), math.Min(r.y0, y), math.Max(r.x1, x), math.Max(r.y1, y)}
	}
	return r
}

// placeTip puts a w x h box in area next to avoid (under it, over it, to
// its right, to its left: the first that fits and covers none of it nor
// of others, then the one covering fewest others). With no such place it
// goes where it covers least of avoid.
func placeTip(w, h float64, avoid rect, others []rect, area Rect, gap float64) Rect {
	cx, cy := (avoid.x0+avoid.x1)/2, (avoid.y0+avoid.y1)/2
	cands := []Rect{
		{cx - w/2, avoid.y1 + gap, w, h},
		{cx - w/2, avoid.y0 - gap - h, w, h},
		{avoid.x1 + gap, cy - h/2, w, h},
		{avoid.x0 - gap - w, cy - h/2, w, h},
		{avoid.x1 + gap, avoid.y1 + gap, w, h},
		{avoid.x0 - gap - w, avoid.y1 + gap, w, h},
		{avoid.x1 + gap, avoid.y0 - gap - h, w, h},
		{avoid.x0 - gap - w, avoid.y0 - gap - h, w, h},
	}
	best, bestCost := Rect{}, math.Inf(1)
	for _, c := range cands {
		// Kept inside the map's part of the screen.
		c.X = clamp(c.X, area.X+4, math.Max(area.X+4, area.X+area.W-w-4))
		c.Y = clamp(c.Y, area.Y+4, math.Max(area.Y+4, area.Y+area.H-h-4))
		r := rect{c.X, c.Y, c.X + c.W, c.Y + c.H}
		cost := overlapArea(r, avoid) * 1e6 // the target first, then the others
		for _, o := range others {
			if overlapArea(r, o) > 0 {
				cost++
			}
		}
		if cost == 0 {
			return c
		}
		if cost < bestCost {
			best, bestCost = c, cost
		}
	}
	return best
}

func overlapArea(a, b rect) float64 {
	w := math.Min(a.x1, b.x1) - math.Max(a.x0, b.x0)
	h := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
