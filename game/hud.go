package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// hudCache keeps the panels' and the overlay's pictures between frames.
type hudCache struct {
	panel    *ebiten.Image
	panelKey hudKey
	over     *ebiten.Image
	overKey  overKey
	op       ebiten.DrawImageOptions
}

type hudKey struct {
	version uint64
	dice    float64 // the dice panel's scroll
	w, h    int
	view    View
}

type overKey struct {
	version uint64
	ov      overlayKey
	cam     Camera
	w, h    int
}

// views paint the fight from the controller and the layout; they read
// both and change neither.
type views struct {
	c    *Controller
	l    *layout
	cam  Camera
	show View
	sw   float64
	sh   float64
	qr   func(string) [][]bool // Game.QR (scene_links.go)
}

// views are the views of the controller as laid out now.
func (g *Game) views() *views {
	return &views{c: g.ctl, l: g.layout(), cam: g.cam, show: g.view, sw: float64(g.screenW), sh: float64(g.screenH), qr: g.QR}
}

// drawScenes paints the open scenes over the fight, bottom first.
func (g *Game) drawScenes(screen *ebiten.Image) {
	if len(g.ctl.scenes) == 0 {
		return
	}
	vw := g.views()
	for _, s := range g.ctl.scenes {
		s.Draw(vw, screen)
	}
}

// drawPlay paints the fight over the map: the overlay, then the panels.
// It changes only its picture cache.
func (g *Game) drawPlay(screen *ebiten.Image) {
	if g.ctl.fight == nil {
		return
	}
	c := &g.hud
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	vw := g.views()
	ok := overKey{version: g.ctl.version, ov: g.ctl.ovKey, cam: g.cam, w: sw, h: sh}
	var fresh bool
	c.over, fresh = ensureImage(c.over, sw, sh)
	if fresh || c.overKey != ok {
		c.over.Clear()
		if g.view.Overlay {
			vw.drawOverlay(c.over)
			vw.drawTip(c.over)
		}
		c.overKey = ok
	}
	c.op.GeoM.Reset()
	screen.DrawImage(c.over, &c.op)

	hk := hudKey{version: g.ctl.version, dice: g.ctl.diceBack, w: sw, h: sh, view: g.view}
	c.panel, fresh = ensureImage(c.panel, sw, sh)
	if fresh || c.panelKey != hk {
		c.panel.Clear()
		vw.drawPanels(c.panel)
		c.panelKey = hk
	}
	screen.DrawImage(c.panel, &c.op)
}

var (
	colPanel     = color.RGBA{0x14, 0x16, 0x1b, 0xf0}
	colGrip      = color.RGBA{0x80, 0x86, 0x90, 0xff}
	colPanelLine = color.RGBA{0x3a, 0x3f, 0x4a, 0xff}
	colButton    = color.RGBA{0x2c, 0x33, 0x40, 0xff}
	colButtonOn  = color.RGBA{0x00, 0x8c, 0xa8, 0xff}
	colButtonOff = color.RGBA{0x22, 0x24, 0x29, 0xff}
	colDim       = color.RGBA{0x9a, 0xa0, 0xaa, 0xff}
	colHelpText  = color.RGBA{0xe4, 0xe6, 0xea, 0xff}
	colError     = color.RGBA{0xb0, 0x1c, 0x1c, 0xf0}
	colInfo      = color.RGBA{0x1c, 0x3c, 0x6c, 0xf0}
	colCard      = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	colCardNow   = color.RGBA{0x00, 0xe5, 0xff, 0xff}
	colJoker     = color.RGBA{0xd6, 0x1f, 0x8f, 0xff}
	colAce       = color.RGBA{0xff, 0xd0, 0x30, 0xff}
)

// drawPanels paints the initiative strip, the side panel and the
// message where the layout put them.
func (vw *views) drawPanels(dst *ebiten.Image) {
	l, c, show := vw.l, vw.c, vw.show
	if l.proj.u > 0 {
		vw.drawProjector(dst) // the table view (projector.go)
		return
	}
	u, size := l.u, l.size
	if !l.reserving {
		// Before the deal: only the prompt, in a box over the map's corner.
		if show.Panel && l.panel.W > 0 {
			fillRect(dst, l.panel, colPanel)
			drawGrip(dst, l)
			drawWrapped(dst, c.words(c.promptText()), fontBold, size, l.prompt.X, l.prompt.Y, l.prompt.W, 2, colWhite)
			for _, bt := range l.buttons {
				drawButton(dst, bt, size)
			}
		}
		if show.Message {
			vw.drawMessage(dst, size)
		}
		vw.drawLegend(dst)
		vw.drawCorner(dst)
		return
	}
	vw.drawLegend(dst)
	vw.drawCorner(dst)
	if show.Panel && l.panel.W > 0 {
		fillRect(dst, l.panel, colPanel)
		drawGrip(dst, l)
		edge := l.panel.X // the panel's side that faces the map
		if l.mapView.X >= l.panel.X+l.panel.W-1 {
			edge = l.panel.X + l.panel.W - 2
		}
		if l.sheet {
			fillRect(dst, Rect{0, l.panel.Y, l.panel.W, 2}, colPanelLine) // its top faces the map
		} else {
			fillRect(dst, Rect{edge, 0, 2, l.panel.H}, colPanelLine)
		}
	}
	if show.Strip {
		vw.drawStrip(dst)
	}
	if show.Panel && l.panel.W > 0 { // hidden (F4), it has no width to write in
		x, y, w := l.prompt.X, l.body, l.prompt.W
		drawWrapped(dst, c.words(c.promptText()), fontBold, size, x, l.prompt.Y, w, 2, colWhite)
		for _, bt := range l.buttons {
			drawButton(dst, bt, size)
		}
		// The end of the fight's rows take the figure's place (its scene
		// paints them).
		if sel := c.Selected(); sel != nil && show.Figure && !c.AftermathOpen() {
			y = vw.drawFigurePanel(dst, sel, x, y, w, size)
		}
		if len(c.dice) > 0 && show.Dice {
			y = vw.drawDicePanel(dst, x, y, w, size)
		}
		if show.Log {
			vw.drawLog(dst, c.logLines(), x, y, w, l.bottom-u*0.3, l.logSize())
		}
	}
	if show.Message {
		vw.drawMessage(dst, size)
	}
}

func fillRect(dst *ebiten.Image, r Rect, col color.Color) {
	vector.FillRect(dst, f32(r.X), f32(r.Y), f32(r.W), f32(r.H), col, false)
}

func (c *Controller) promptText() string {
	if c.setupOdds() {
		return "The odds of the fight being set up: Close or Esc goes back to the setup."
	}
	if c.resumeOffer() != nil {
		return c.resumeOffer().text
	}
	if c.AftermathOpen() && c.Asked() == nil {
		return c.aftermathPrompt()
	}
	if q := c.Asked(); q != nil {
		return q.Text() + " (Y/N)" // the session's question; the keys are the window's
	}
	if m := c.seatState(); m.over() {
		return m.endLine() // a player's phone, the table: no turn goes on
	}
	who, next, round := c.upNow() // moving_window.go
	switch {
	case who != "" && c.downUp(who):
		return fmt.Sprintf("%s's turn - Incapacitated, cannot act: End turn", c.nameOf(who))
	case who != "":
		var fig *rules.Figure // the seat's figure, granted its natural weapons
		if bd := c.drawnBoard(); bd != nil && bd.Figure(who) != nil {
			fig = granted(bd, bd.Figure(who).Figure)
		}
		doing, with := promptDoing(c, fig)
		s := fmt.Sprintf("%s's turn - %s", c.nameOf(who), doing)
		if sum := c.attackChoice.summary(c.mode, c.rulesNow(), fig); sum != "" {
			s += " (" + sum + ")"
		}
		if p := c.powerChosen(c.powerEntry()); p != "" {
			s += " " + p
			if len(c.opt.Mods) > 0 && c.powerEntry() == "power" {
				s += " (" + strings.Join(c.opt.Mods, ", ") + ")"
			}
		} else if w := c.promptWeapon(fig); w != "" {
			s += with + w
		}
		return s + c.turnStatus(who)
	case len(next) > 0:
		names := make([]string, len(next))
		for i, id := range next {
			names[i] = c.nameOf(id)
		}
		if by := c.playedBy(next); by != "" {
			return upNowLine(names) + ": " + by + " plays it."
		}
		return upNext(names)
	case round == 0 && !c.deals():
		return waitForDeal + "." // a player's screen
	case round == 0:
		return "Deal the Action Cards to begin the fight."
	}
	return fmt.Sprintf("Round %d is over.", round)
}

// promptDoing is what the prompt says the figure does, and the words
// before its weapon: "Throw" a thrown weapon (the mode's name
// "Throw/Template" ran the prompt past its two lines at 1024x768), the
// More menu's action by its own name ("Powers Blast", not "More: Powers").
func promptDoing(c *Controller, f *rules.Figure) (string, string) {
	switch c.mode {
	case ModeThrow:
		if f != nil {
			w := c.promptWeapon(f)
			for _, x := range f.Weapons {
				if x.Name == w && x.Thrown {
					return "Throw", " "
				}
			}
		}
		return "Template", " with "
	case ModeMore:
		return menu.Catalogue[c.more].Label, " with "
	}
	return c.mode.String(), " with "
}

// promptWeapon is the weapon the prompt names for the mode ("" none).
func (c *Controller) promptWeapon(f *rules.Figure) string {
	if f == nil || c.mode == ModeMove || c.mode == ModeMore && menu.Catalogue[c.more].Choice != "weapon" {
		return "" // a door opened, a foe intimidated: no weapon in hand
	}
	return c.weaponName(f, c.mode)
}

func drawButton(dst *ebiten.Image, bt Button, size float64) {
	col := colButton
	ink := color.Color(colWhite)
	switch {
	case bt.Active:
		col = colButtonOn
	case !bt.Enabled:
		col = colButtonOff
		ink = colDim
	}
	vector.FillRect(dst, f32(bt.X), f32(bt.Y), f32(bt.W), f32(bt.H), col, false)
	vector.StrokeRect(dst, f32(bt.X), f32(bt.Y), f32(bt.W), f32(bt.H), 1, colPanelLine, false)
	lines, s := buttonLines(bt.Label, size*0.85, bt.W-4)
	lh := s * 1.05
	y := bt.Y + bt.H*0.4 - lh*float64(len(lines)-1)/2
	for i, l := range lines {
		drawText(dst, l, fontBold, s, bt.X+bt.W/2, y+lh*float64(i), ink, text.AlignCenter, text.AlignCenter)
	}
	drawText(dst, bt.Key, fontRegular, size*0.55, bt.X+bt.W/2, bt.Y+bt.H*0.82, colDim, text.AlignCenter, text.AlignCenter)
}

// buttonLines fits a button's label into width w: one line, its type
// shrunk at most to two thirds of size; past that, two lines split at the
// space that lets them read largest, if they read larger than one (or
// one does not fit at all); at worst the smallest type. A long setting's
// title ("GM: ask me about Wild Cards") would otherwise run into its
// neighbours on a 1024-pixel screen.
func buttonLines(label string, size, w float64) ([]string, float64) {
	const smallest = 7.0
	// fit is the largest size from size down by tenths at which every
	// line fits, and whether one does.
	fit := func(lines []string) (float64, bool) {
		for s := size; ; s = max(s*0.9, smallest) {
			widest := 0.0
			for _, l := range lines {
				wd, _ := text.Measure(l, fontBold.face(s), 0)
				widest = max(widest, wd)
			}
			if widest <= w {
				return s, true
			}
			if s == smallest {
				return smallest, false
			}
		}
	}
	one, ok := fit([]string{label})
	if ok && one >= size*2/3 {
		return []string{label}, one
	}
	best, bestS, bestOK := []string{label}, one, ok
	for i, r := range label {
		if r != ' ' {
			continue
		}
		two := []string{label[:i], label[i+1:]}
		s, ok := fit(two)
		s = min(s, size*0.8)
		if ok && (!bestOK || s > bestS) {
			best, bestS, bestOK = two, s, true
		}
	}
	return best, bestS
}

// drawFigurePanel writes the figure's card as its seat was told it
// (seatMirror.cardOf, a phone's long-press card too): its numbers, state,
// traits and weapons (the one the turn's mode takes marked), the rest.
func (vw *views) drawFigurePanel(dst *ebiten.Image, f *board.Figure, x, y, w, size float64) float64 {
	m := vw.c.seatState()
	if m == nil {
		return y
	}
	card, ok := m.cardOf(f.ID)
	if !ok {
		return y
	}
	lh := size * 1.3
	drawText(dst, f.Name, fontBold, size*1.1, x, y, colWhite, text.AlignStart, text.AlignStart)
	y += lh * 1.1
	y = drawWrapped(dst, card.Numbers, fontRegular, size*0.85, x, y, w, 3, colWhite)
	if len(card.Marks) > 0 {
		y = drawWrapped(dst, strings.Join(card.Marks, ", "), fontBold, size*0.85, x, y, w, 1, colAce)
	}
	y = drawWrapped(dst, strings.Join(card.Attrs, "  "), fontRegular, size*0.8, x, y, w, 1, colWhite)
	y = drawWrapped(dst, strings.Join(card.Skills, ", "), fontRegular, size*0.75, x, y, w, 2, colDim)
	cur := -1
	if a := vw.c.actor(); a != nil && a.ID == f.ID && vw.c.mode != ModeMove {
		cur = vw.c.weaponFor(f.Figure, vw.c.mode)
	}
	for i, s := range card.Weapons {
		col := color.Color(colWhite)
		if i == cur {
			s = "> " + s
			col = colCardNow
		}
		drawText(dst, s, fontRegular, size*0.8, x, y, col, text.AlignStart, text.AlignStart)
		y += size * 1.05
	}
	for _, l := range card.Lines {
		y = drawWrapped(dst, l, fontRegular, size*0.75, x, y, w, 8, colDim)
	}
	return y + size*0.4
}

// drawDice shows the last action's rolls: each die as a box with its
// faces (an ace's chain), the Wild Die gold, the modifiers and the total
// against the TN.
func (vw *views) drawDice(dst *ebiten.Image, x, y, w, size float64) float64 {
	if dst != nil { // nil: only measured (dicepanel.go)
		vector.FillRect(dst, f32(x-4), f32(y), f32(w+8), 1, colPanelLine, false)
	}
	y += size * 0.3
	for _, l := range vw.c.dice {
		y = drawWrapped(dst, l.Title, fontBold, size*0.75, x, y, w, 1, colWhite)
		dx := x
		box := size * 1.9
		for _, d := range l.Dice {
			col := colCard
			if d.Wild {
				col = colAce
			}
			label := fmt.Sprint(d.Sum)
			if d.Aced {
				label += "!"
			}
			bw := math.Max(box, float64(len(label))*size*0.7+size*0.4)
			if dx+bw > x+w {
				break
			}
			if dst == nil {
				dx += bw + size*0.25
				continue
			}
			vector.FillRect(dst, f32(dx), f32(y), f32(bw), f32(box), col, false)
			if d.Aced {
				vector.StrokeRect(dst, f32(dx), f32(y), f32(bw), f32(box), 3, colWound, false)
			}
			drawText(dst, label, fontBold, size*1.05, dx+bw/2, y+box*0.4, colBlack, text.AlignCenter, text.AlignCenter)
			drawText(dst, fmt.Sprintf("d%d", d.Sides), fontRegular, size*0.5, dx+bw/2, y+box*0.84, colBlack, text.AlignCenter, text.AlignCenter)
			dx += bw + size*0.25
		}
		var tail strings.Builder
		for _, m := range l.Mods {
			fmt.Fprintf(&tail, "%+d ", m.Value)
		}
		if l.TN > 0 {
			fmt.Fprintf(&tail, "= %d vs %d", l.Total, l.TN)
		} else if l.Total != 0 {
			fmt.Fprintf(&tail, "= %d", l.Total)
		}
		drawText(dst, tail.String(), fontBold, size, dx+size*0.2, y+box/2, colWhite, text.AlignStart, text.AlignCenter)
		y += box + size*0.2
		out := l.Outcome
		if l.Raises > 0 {
			out = fmt.Sprintf("%d raise%s: %s", l.Raises, plural(l.Raises), out)
		}
		if len(l.Mods) > 0 {
			var ms []string
			for _, m := range l.Mods {
				ms = append(ms, m.String())
			}
			out += " (" + strings.Join(ms, ", ") + ")"
		}
		y = drawWrapped(dst, out, fontRegular, size*0.7, x, y, w, 2, colDim)
	}
	return y + size*0.3
}

// drawLog writes the end of the fight's log (scrolled back logBack lines)
// between y and bottom, newest at the bottom.
func (vw *views) drawLog(dst *ebiten.Image, lines []string, x, y, w, bottom, size float64) {
	if bottom-y < size*2 {
		return
	}
	vector.FillRect(dst, f32(x-4), f32(y), f32(w+8), 1, colPanelLine, false)
	drawLogTail(dst, lines, vw.c.logBack, x, y+size*0.3, w, bottom, size, size*1.2, colWhite)
}

// drawLogTail writes the log's tail (logTail) from y to bottom, lh
// apart: the window's log panel and a hosted screen's alike.
func drawLogTail(dst *ebiten.Image, lines []string, back int, x, y, w, bottom, size, lh float64, col color.Color) {
	for i, l := range logTail(lines, back, logRows(y, bottom, lh), w, size) {
		drawText(dst, l, fontRegular, size, x, y+float64(i)*lh, col, text.AlignStart, text.AlignStart)
	}
}

// logRows is how many rows lh apart fit from y to bottom. The room the
// dice leave the log is three rows to the pixel, and its quotient came
// out 2.9999999999999987: the GM's panel at 1024x768 showed two rows, a
// wrapped line's tail, after a computer turn.
func logRows(y, bottom, lh float64) int {
	return int(math.Floor((bottom-y)/lh + 1e-6))
}

// logTail are the log's newest lines (back: how many scrolled back),
// wrapped to w, that fill rows, newest last. When the top row is the
// end of a longer line cut off above, it starts with "…" (on the
// projector "Dockside Bruiser 5 under it." read as a line of its own);
// if the mark does not fit the row, the row is left out.
func logTail(lines []string, back, rows int, w, size float64) []string {
	var wrapped []string
	firstRows := 0 // rows of the oldest line taken
	for i := max(len(lines)-back, 0) - 1; i >= 0 && len(wrapped) < rows; i-- {
		l := wrapLines(lines[i], fontRegular, size, w)
		firstRows = len(l)
		wrapped = append(l, wrapped...)
	}
	cut := max(len(wrapped)-max(rows, 0), 0)
	tail := wrapped[cut:]
	if cut == 0 || cut >= firstRows || len(tail) == 0 {
		return tail // the top row starts its line
	}
	marked := "…" + tail[0]
	if mw, _ := text.Measure(marked, fontRegular.face(size), 0); mw > w {
		return tail[1:]
	}
	return append([]string{marked}, tail[1:]...)
}

// wrapLines breaks s into lines no wider than w.
func wrapLines(s string, src *fontSource, size, w float64) []string {
	face := src.face(size)
	words := strings.Fields(s)
	var out []string
	cur := ""
	for _, wd := range words {
		try := wd
		if cur != "" {
			try = cur + " " + wd
		}
		ww, _ := text.Measure(wd, face, 0)
		if tw, _ := text.Measure(try, face, 0); tw > w && cur != "" && ww <= w {
			out = append(out, cur)
			cur = wd
		} else {
			cur = try
		}
		// A word wider than the line (a file's path) is broken, after a
		// slash where one fits, rather than drawn past the panel's edge.
		for cw, _ := text.Measure(cur, face, 0); cw > w; cw, _ = text.Measure(cur, face, 0) {
			head := fitPrefix(cur, face, w)
			out = append(out, cur[:head])
			cur = strings.TrimLeft(cur[head:], " ")
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// fitPrefix is the length of s's longest start no wider than w, cut
// after its last slash or space when it has one; never 0 (one rune at
// least, so a line always moves on).
func fitPrefix(s string, face text.Face, w float64) int {
	n, cut := 0, 0
	for i, r := range s {
		end := i + utf8.RuneLen(r)
		if tw, _ := text.Measure(s[:end], face, 0); tw > w && n > 0 {
			break
		}
		n = end
		if r == '/' || r == ' ' {
			cut = end
		}
	}
	if cut > 0 && cut < n {
		return cut
	}
	return n
}

// drawWrapped writes s wrapped to w, at most maxLines lines (the last cut
// short), and returns the y below it.
func drawWrapped(dst *ebiten.Image, s string, src *fontSource, size, x, y, w float64, maxLines int, c color.Color) float64 {
	if drawnWrapped != nil {
		drawnWrapped(s, w)
	}
	lines := wrapLines(s, src, size, w)
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] += " …"
	}
	for _, l := range lines {
		drawText(dst, l, src, size, x, y, c, text.AlignStart, text.AlignStart)
		y += size * 1.25
	}
	return y
}

// drawnWrapped, set by a test, is told each text drawWrapped writes and
// the width it wraps it to.
var drawnWrapped func(s string, w float64)

// drawMessage writes the last message over the top of the map, red for
// a refusal.
func (vw *views) drawMessage(dst *ebiten.Image, size float64) {
	msg, bad := vw.c.Message()
	msg = vw.c.words(msg)
	if msg == "" {
		return
	}
	u := vw.l.u
	col := colInfo
	if bad {
		col = colError
	}
	lines, r := messageBanner(vw.l, msg, size)
	if vw.l.reserving {
		size = math.Min(size, (r.H+u*0.15)*0.36)
	}
	fillRect(dst, r, col)
	for i, ln := range lines {
		drawText(dst, ln, fontBold, size, r.X+u*0.5, r.Y+u*0.25+float64(i)*size*1.3, colWhite, text.AlignStart, text.AlignStart)
	}
}

// messageBanner is the message's lines and box: in its own row under
// the cards, or before the deal over the map, as tall as its lines (the
// layout starts the help and the odds under it).
func messageBanner(l *layout, msg string, size float64) ([]string, Rect) {
	u, r := l.u, l.msg
	maxLines := 3
	if l.reserving {
		// In its own row under the cards, clear of the map.
		size = math.Min(size, (r.H+u*0.15)*0.36)
		maxLines = 2
	}
	if msg == "" {
		return nil, Rect{}
	}
	lines := wrapLines(msg, fontBold, size, r.W-u)
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] += " …"
	}
	if !l.reserving {
		r.H = float64(len(lines))*size*1.3 + u*0.5
	}
	return lines, r
}

// templateTargetLines are a template preview's lines for each figure under
// it: suppressive fire, its own cover and its odds of being Distracted
// and hit; an area attack, its damage modifiers and its chance to evade.
func templateTargetLines(c *Controller, tp *TemplatePreview) []string {
	var out []string
	for _, tt := range tp.Targets {
		name := tt.ID
		if f := c.drawnBoard().Figure(tt.ID); f != nil {
			name = f.Name
		}
		var parts []string
		for _, m := range tt.Armor {
			parts = append(parts, "armor "+m.String())
		}
		for _, m := range tt.Mods {
			if tp.Suppress {
				parts = append(parts, m.String())
			} else {
				parts = append(parts, "damage "+m.String())
			}
		}
		if tp.Suppress {
			parts = append(parts, fmt.Sprintf("Distracted %.0f%%, hit %.0f%%", 100*tt.Success, 100*tt.Raise))
		}
		if tt.Evade >= 0 {
			parts = append(parts, fmt.Sprintf("evades %.0f%%", 100*tt.Evade))
		}
		if len(parts) == 0 {
			// Only an area attack gets here: suppressive fire always
			// has its odds.
			parts = append(parts, "full damage, nothing in the way")
		}
		out = append(out, name+": "+strings.Join(parts, "; "))
	}
	return out
}

// hoverWhy is the reason of the disabled button under the cursor, with
// the button ("" when there is none). A finger does not hover: where it
// lifted, the reason would stay over the buttons (a tap says it on the
// message line).
func (g *Game) hoverWhy() (Button, string) {
	if g.ctl.fight == nil || g.ctl.finger {
		return Button{}, ""
	}
	b, ok := g.layout().buttonAt(g.prev.X, g.prev.Y)
	if !ok || b.Enabled || b.Why == "" {
		return Button{}, ""
	}
	return b, b.Why
}

// drawWhy writes the reason a hovered button is disabled over it.
func (g *Game) drawWhy(dst *ebiten.Image) {
	b, why := g.hoverWhy()
	if why == "" {
		return
	}
	size := g.layout().size
	face := fontBold.face(size)
	w, _ := text.Measure(why, face, 0)
	x := clamp(b.X+b.W/2, w/2+size, float64(g.screenW)-w/2-size)
	drawLabel(dst, why, x, b.Y-2, size, colAce, text.AlignCenter)
}

// downUp: the figure whose turn it is lies Incapacitated (its Bleeding
// Out roll was made as the turn opened): there is nothing left to do.
func (c *Controller) downUp(who string) bool {
	m := c.seatState()
	return m != nil && m.Acting && m.Figures[who].Incapacitated
}
