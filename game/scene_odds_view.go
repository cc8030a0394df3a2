package game

import (
	"fmt"
	"image/color"
	"math"

	"battlemat/odds"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// oddsButtonCols is how many what-if buttons share a row.
const oddsButtonCols = 4

// layout puts the what-if buttons (one Extra more or fewer per side) and
// Close along the bottom of the odds' box, for the GM's view only.
func (s *oddsScene) layout(l *layout, c *Controller, v View) {
	if !v.GM || c.fight == nil || l.help.W <= 0 {
		return
	}
	u, r := l.u, l.help
	bs := make([]Button, 0, len(s.whatIfs)+1)
	for _, w := range s.whatIfs { // a side's only where it has an Extra to copy or take off
		bs = append(bs, Button{Cmd: CmdOdds, Arg: w, Label: w[:1] + "1 Extra: " + w[1:], Enabled: true})
	}
	bs = append(bs, Button{Cmd: CmdOdds, Arg: "close", Label: "Close", Key: "Esc", Enabled: true})
	rows := (len(bs) + oddsButtonCols - 1) / oddsButtonCols
	bh := math.Round(l.bh * 0.85)
	y := r.Y + r.H - u*0.5 - float64(rows)*(bh+u*0.25)
	l.grid(bs, r.X+u*0.5, y, r.W-u, oddsButtonCols, bh)
}

// Draw paints the odds over the map: the progress, then a row per number
// with the battle as it stands and, beside it, the what-if.
func (s *oddsScene) Draw(vw *views, dst *ebiten.Image) {
	if vw.c.fight == nil || !vw.show.GM {
		return // the GM's alone: never on the table's view
	}
	l, u, r := vw.l, vw.l.u, vw.l.help
	fillRect(dst, r, color.RGBA{0x08, 0x0a, 0x10, 0xff}) // opaque, as the help: numbers read clearly
	size := u * 0.8
	x, y, w := r.X+u*0.5, r.Y+u*0.5, r.W-u
	y = drawWrapped(dst, s.title(), fontBold, size, x, y, w, 2, colAce)
	y += size * 0.3
	y = s.drawProgress(dst, s.first, "As it stands", x, y, w, size)
	if s.what != nil {
		y = s.drawProgress(dst, s.what, "What if "+s.what.Label, x, y, w, size)
	}
	y += size * 0.4
	head := [3]string{"", fmt.Sprintf("As it stands (%d figures)", s.first.Figures), ""}
	if s.what != nil {
		head[2] = fmt.Sprintf("What if (%d figures)", s.what.Figures)
	}
	rows := append([][3]string{head}, oddsRows(s.first, s.what)...)
	measure := func(s string) float64 { wd, _ := text.Measure(s, fontRegular.face(size*0.9), 0); return wd }
	names, numbers := 0.0, 0.0
	for _, row := range rows[1:] {
		names, numbers = math.Max(names, measure(row[0])+u*0.3), math.Max(numbers, measure(row[1]))
	}
	cols := oddsColumns(x, w, s.what == nil, names, numbers)
	bottom := r.Y + r.H - u*0.5
	for _, b := range l.buttons {
		if b.Cmd == CmdOdds && b.Arg != "" { // the screen's, not the panel's Odds
			bottom = math.Min(bottom, b.Y-u*0.3)
		}
	}
	lh := size * 1.35
	for i, row := range rows {
		if y+lh > bottom {
			break
		}
		for j, cell := range row {
			col := color.Color(colWhite)
			switch {
			case i == 0:
				col = colCardNow
			case j == 0:
				col = colHelpText
			case j == 2:
				col = colGold
			}
			cw := cols[min(j+1, 2)] - cols[j] - u*0.3
			if j == 2 || j == 1 && s.what == nil {
				cw = x + w - cols[j]
			}
			if cell == "" {
				continue
			}
			drawText(dst, fitLine(cell, cw, measure),
				fontRegular, size*0.9, cols[j], y, col, text.AlignStart, text.AlignStart)
		}
		y += lh
	}
	for _, b := range l.buttons {
		if b.Cmd == CmdOdds && b.Arg != "" {
			drawButton(dst, b, size)
		}
	}
}

// oddsColumns are where the odds' three columns start: the names, the
// battle as it stands, the what-if. With one run (no what-if) its
// numbers take the rest of the row, and the names, where 42% of the
// row is too little for them, what the widest number leaves: a phone's
// narrow box cut both before.
func oddsColumns(x, w float64, one bool, names, numbers float64) [3]float64 {
	if !one {
		return [3]float64{x, x + w*0.42, x + w*0.71}
	}
	return [3]float64{x, x + math.Max(w*0.42, math.Min(names, w-numbers)), x + w}
}

// drawProgress is a run's bar: how many fights are done, or why it stopped.
func (s *oddsScene) drawProgress(dst *ebiten.Image, run *odds.Run, label string, x, y, w, size float64) float64 {
	done := run.Fights()
	line := fmt.Sprintf("%s: %d of %d fights", label, done, s.total)
	if run.Err != "" {
		line += " - stopped: " + run.Err
	}
	drawText(dst, line, fontRegular, size*0.85, x, y, colWhite, text.AlignStart, text.AlignStart)
	y += size * 1.2
	h := size * 0.6
	vector.FillRect(dst, f32(x), f32(y), f32(w), f32(h), colButtonOff, false)
	if s.total > 0 {
		vector.FillRect(dst, f32(x), f32(y), f32(w*float64(done)/float64(s.total)), f32(h), colButtonOn, false)
	}
	return y + h + size*0.4
}

// oddsRows are the numbers as rows: a name, the first run's, the
// what-if's.
func oddsRows(first, what *odds.Run) [][3]string {
	ft := first.Tally()
	var wt *rules.Tally
	if what != nil {
		wt = what.Tally()
	}
	share := func(t *rules.Tally, f func(*rules.Tally) rules.Share) string {
		if t == nil || t.Fights == 0 {
			return ""
		}
		sh := f(t)
		return fmt.Sprintf("%.1f%% (%.1f-%.1f)", 100*sh.Share, 100*sh.Low, 100*sh.High)
	}
	num := func(t *rules.Tally, f func(*rules.Tally) float64) string {
		if t == nil || t.Fights == 0 {
			return ""
		}
		return fmt.Sprintf("%.2f", f(t))
	}
	if ft == nil {
		return nil
	}
	var rows [][3]string
	for _, side := range ft.Sides {
		win := func(t *rules.Tally) rules.Share { return t.WinShare(side) }
		rows = append(rows, [3]string{"Won by " + side, share(ft, win), share(wt, win)})
	}
	rows = append(rows,
		[3]string{"Draws", share(ft, (*rules.Tally).DrawShare), share(wt, (*rules.Tally).DrawShare)},
		[3]string{"Mean rounds", num(ft, (*rules.Tally).MeanRounds), num(wt, (*rules.Tally).MeanRounds)})
	for _, p := range ft.Players {
		id := p.ID
		of := func(t *rules.Tally) *rules.PlayerTally {
			for i := range t.Players {
				if t.Players[i].ID == id {
					return &t.Players[i]
				}
			}
			return nil
		}
		inc := func(t *rules.Tally) rules.Share {
			if q := of(t); q != nil {
				return t.IncapacitatedShare(*q)
			}
			return rules.Share{}
		}
		wounds := func(t *rules.Tally) float64 {
			if q := of(t); q != nil {
				return t.MeanWounds(*q)
			}
			return 0
		}
		rows = append(rows, [3]string{p.Name + " Incapacitated", share(ft, inc), share(wt, inc)})
		if p.WildCard { // an Extra's first Wound puts it out: its mean is always 0
			rows = append(rows, [3]string{p.Name + " mean Wounds", num(ft, wounds), num(wt, wounds)})
		}
	}
	return rows
}

// title is the odds' first line: the battle's, or the setup's fight.
func (s *oddsScene) title() string {
	if s.setup {
		return fmt.Sprintf("Odds of the fight being set up: %d fights, each side by the plain tactic (nothing is saved). Esc closes.", s.total)
	}
	return fmt.Sprintf("Odds of this fight: %d fights from the battle as it stands, each side by the plain tactic (the battle on the table is not touched). Esc closes.", s.total)
}
