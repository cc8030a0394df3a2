package game

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"
	"time"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RemoteGame is the window (or the browser's canvas) of a screen joined
// to a host: the map, and a panel with the connection, the last line,
// the odds, a figure's card, the log and the buttons. Portrait screens
// (a phone) get the panel under the map, landscape ones beside it.
// Touch first: a tap selects, shows a path, moves on the second tap or
// aims at a foe; a long press opens a card; two fingers pinch and pan.
type RemoteGame struct {
	R *Remote

	mu      sync.Mutex
	pending []func(*RemoteGame)

	scale  float64 // device pixels per CSS pixel
	w, h   int
	cam    Camera
	fitted bool
	fitFor [3]int // board w, h, screen key the camera was fitted to

	// One pointer's gesture: where it went down, when, and whether it moved.
	down      bool
	downAt    time.Time
	downX     float64
	downY     float64
	lastX     float64
	lastY     float64
	moved     bool
	longDone  bool
	prevMouse bool
	pinch     float64 // the two fingers' distance last tick (0: none)
	pinchX    float64
	pinchY    float64

	buttons []remoteButtonAt
	// followed is the figure the camera last followed, at key (round,
	// turns over): remote_reach_view.go.
	followed  string
	followKey [2]int
	// QR is the picture of a seat's link, made by whoever can (nil: none).
	QR func(link string) [][]bool
	// local is the GM's tablet's own window over the remote screen (the
	// odds, the setup: remote_odds.go), nil when none.
	local        *Game
	oddsOneATick bool // tests: one fight a tick
}

type remoteButtonAt struct {
	RemoteButton
	r Rect
}

// NewRemoteGame is the window of r.
func NewRemoteGame(r *Remote) *RemoteGame { return &RemoteGame{R: r, scale: 1} }

// Post runs f on the game's next tick (from any goroutine): the
// connection hands its messages over this way.
func (g *RemoteGame) Post(f func(*RemoteGame)) {
	g.mu.Lock()
	g.pending = append(g.pending, f)
	g.mu.Unlock()
}

// Layout keeps the screen in device pixels, so text is sharp on phones.
func (g *RemoteGame) Layout(ow, oh int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	g.scale = s
	g.w, g.h = int(float64(ow)*s), int(float64(oh)*s)
	return g.w, g.h
}

// ScreenOf is where the centre of square sq is on the screen, in CSS
// pixels (tests tap there).
func (g *RemoteGame) ScreenOf(sq board.Square) (x, y float64) {
	x, y = g.cam.ToScreen(pt(float64(sq.X)+0.5, float64(sq.Y)+0.5))
	return x / g.scale, y / g.scale
}

// portrait: the panel goes under the map.
func (g *RemoteGame) portrait() bool { return g.h > g.w }

// mapRect is the map's part of the screen.
func (g *RemoteGame) mapRect() Rect {
	// The initiative strip's band (strip.go) over the map.
	top := g.stripBand().H
	if g.portrait() {
		h := float64(g.h)*0.58 - top
		// A wide map needs less than its share: it takes the height it
		// is drawn in at the screen's width, so the panel under it has
		// room for every button (a Frenzy's spread, its options and the
		// offers run to five rows).
		if b := g.R.Board; b != nil && b.W > 0 {
			s := math.Min(MaxScale, float64(g.w)/(float64(b.W)+2*Margin))
			h = math.Min(h, math.Ceil((float64(b.H)+2*Margin)*s))
		}
		return Rect{0, top, float64(g.w), h}
	}
	return Rect{0, top, float64(g.w) - g.panelW(), float64(g.h) - top}
}

// panelW is the landscape panel's width.
func (g *RemoteGame) panelW() float64 { return math.Min(380*g.scale, float64(g.w)*0.4) }

func (g *RemoteGame) panelRect() Rect {
	m := g.mapRect()
	if g.portrait() {
		return Rect{0, m.Y + m.H, float64(g.w), float64(g.h) - m.Y - m.H}
	}
	return Rect{m.W, 0, float64(g.w) - m.W, float64(g.h)}
}

// Update takes the messages and the input.
func (g *RemoteGame) Update() error {
	g.mu.Lock()
	todo := g.pending
	g.pending = nil
	g.mu.Unlock()
	for _, f := range todo {
		f(g)
	}
	g.R.Pump()
	g.R.Tick()
	if g.tickLocal(ReadInput()) {
		return nil
	}
	g.fit()
	g.follow()
	g.input(ReadTouches(nil), ReadInput())
	return nil
}

func (g *RemoteGame) fit() {
	b := g.R.Board
	if b == nil || g.w == 0 {
		return
	}
	m := g.mapRect()
	key := [3]int{b.W, b.H, (int(m.W)*100000+int(m.H))*100000 + int(m.Y)}
	if g.fitted && key == g.fitFor {
		return
	}
	g.cam = Fit(b.W, b.H, int(m.W), int(m.H))
	// Fit centres in a screen from (0,0): the map's part starts lower
	// (under the strip's band).
	g.cam.X += m.X
	g.cam.Y += m.Y
	g.fitted, g.fitFor = true, key
}

// longPress is how long a still finger takes to open a card.
const longPress = 600 * time.Millisecond

// input turns this tick's fingers (or the mouse) into the remote's taps.
func (g *RemoteGame) input(touches []Touch, in Input) {
	slop := 12 * g.scale
	if len(touches) >= 2 {
		a, b := touches[0], touches[1]
		d := math.Hypot(a.X-b.X, a.Y-b.Y)
		cx, cy := (a.X+b.X)/2, (a.Y+b.Y)/2
		if g.pinch > 0 && d > 0 {
			g.cam.ZoomAbout(cx, cy, d/g.pinch)
			g.cam.Pan(cx-g.pinchX, cy-g.pinchY)
		}
		g.pinch, g.pinchX, g.pinchY = d, cx, cy
		g.down, g.moved = true, true // no tap at the end of a pinch
		return
	}
	wasPinch := g.pinch > 0
	g.pinch = 0
	var x, y float64
	pressed := false
	switch {
	case len(touches) == 1:
		x, y, pressed = touches[0].X, touches[0].Y, true
	case in.Buttons&ButtonLeft != 0:
		x, y, pressed = in.X, in.Y, true
	}
	if in.WheelY != 0 {
		g.cam.ZoomAbout(in.X, in.Y, math.Pow(1.1, in.WheelY))
	}
	now := time.Now()
	switch {
	case pressed && !g.down:
		g.down, g.downAt, g.downX, g.downY, g.lastX, g.lastY, g.moved, g.longDone = true, now, x, y, x, y, false, false
		if g.placing() {
			g.R.AreaAt(g.cam.ToMap(x, y), false)
		}
	case pressed && g.down:
		if wasPinch {
			// One finger of a pinch lifted: the other drags from here,
			// not from where a finger last was before the pinch.
			g.lastX, g.lastY = x, y
		}
		if math.Hypot(x-g.downX, y-g.downY) > slop {
			g.moved = true
		}
		switch {
		case g.placing():
			// Aiming an area attack: the finger carries the template.
			g.R.AreaAt(g.cam.ToMap(x, y), false)
		case g.moved && g.mapRect().Contains(g.downX, g.downY):
			g.cam.Pan(x-g.lastX, y-g.lastY) // one finger drags the map
		}
		g.lastX, g.lastY = x, y
		if !g.moved && !g.longDone && now.Sub(g.downAt) >= longPress && g.mapRect().Contains(x, y) {
			g.longDone = true
			sq, on := g.squareAt(x, y)
			g.R.LongPress(sq, on)
		}
	case !pressed && g.down:
		g.down = false
		if g.placing() {
			g.R.AreaAt(g.cam.ToMap(g.lastX, g.lastY), true) // let go: the host's odds there
			return
		}
		if !g.moved && !g.longDone {
			g.tap(g.lastX, g.lastY)
		}
	}
}

// placing: an area attack is being aimed and the finger went down on the
// map, so it moves the template rather than the map.
func (g *RemoteGame) placing() bool {
	return g.R.Placing() && g.mapRect().Contains(g.downX, g.downY)
}

func (g *RemoteGame) squareAt(x, y float64) (board.Square, bool) {
	sx, sy := g.cam.SquareAt(x, y)
	sq := board.Square{X: sx, Y: sy}
	return sq, g.R.Board != nil && g.R.Board.InBounds(sq)
}

func (g *RemoteGame) tap(x, y float64) {
	for _, b := range g.buttons {
		if b.r.Contains(x, y) {
			// The buttons are laid out as last drawn: a message that came
			// in this tick (a question) may have replaced them, and a
			// finger on a button no longer there must not do its deed.
			if g.R.HasButton(b.ID) {
				g.R.Press(b.ID)
			}
			return
		}
	}
	if g.mapRect().Contains(x, y) {
		if what := g.R.effectsSaid(effectMarkAt(g.R.Board, g.cam, g.boardOptions().style(), x, y)); what != "" { // effectmarks.go
			g.R.say("%s", what)
			return
		}
		sq, on := g.squareAt(x, y)
		g.R.Tap(sq, on)
	}
}

var (
	colPanelBG      = color.RGBA{0x1d, 0x1f, 0x23, 0xff}
	colPanelText    = color.RGBA{0xee, 0xee, 0xee, 0xff}
	colPanelDim     = color.RGBA{0xa0, 0xa4, 0xaa, 0xff}
	colPanelErr     = color.RGBA{0xff, 0x8a, 0x80, 0xff}
	colRemotePath   = color.RGBA{0x1e, 0x88, 0xe5, 0xff}
	colAim          = color.RGBA{0xe5, 0x39, 0x35, 0xff}
	colRemoteButton = color.RGBA{0x3a, 0x6e, 0xa5, 0xff}
	colQuestion     = color.RGBA{0xff, 0xd5, 0x4f, 0xff}
)

// Draw paints the map, the path or aim, and the panel.
func (g *RemoteGame) Draw(screen *ebiten.Image) {
	if g.local != nil {
		// This screen is cleared every frame: the tablet's own window
		// paints every frame too, never keeping its last.
		g.local.painted = false
		g.local.Draw(screen)
		return
	}
	r := g.R
	m := g.mapRect()
	mapImg := screen.SubImage(m.image()).(*ebiten.Image)
	g.drawRemoteBoard(mapImg, g.boardOptions())
	if r.Board != nil {
		g.drawAreas(mapImg)
		drawCommandRing(mapImg, g.cam, r.Board, r.Selected()) // command_ring.go
		g.drawReach(mapImg)
		g.drawPath(mapImg)
		g.drawAim(mapImg)
		g.drawAimLine(mapImg)
		g.drawAreaAim(mapImg)
	}
	g.drawPanel(screen)
	g.drawRemoteStrip(screen)
	g.drawCard(screen)
}

func (r Rect) image() image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

func (g *RemoteGame) drawPath(dst *ebiten.Image) {
	steps := g.R.Path()
	if len(steps) == 0 {
		return
	}
	w := float32(math.Max(2, g.cam.Scale/8))
	centre := func(i int) (float32, float32) {
		x, y := g.cam.ToScreen(pt(float64(steps[i].X)+0.5, float64(steps[i].Y)+0.5))
		return float32(x), float32(y)
	}
	for i := 1; i < len(steps); i++ {
		x0, y0 := centre(i - 1)
		x1, y1 := centre(i)
		vector.StrokeLine(dst, x0, y0, x1, y1, w, colRemotePath, true)
	}
	last := steps[len(steps)-1]
	x, y := g.cam.ToScreen(pt(float64(last.X), float64(last.Y)))
	vector.StrokeRect(dst, float32(x), float32(y), float32(g.cam.Scale), float32(g.cam.Scale), w, colRemotePath, true)
}

func (g *RemoteGame) drawAim(dst *ebiten.Image) {
	target, _, ok := g.R.Aim()
	if !ok {
		return
	}
	f := g.R.Board.Figure(target)
	if f == nil {
		return
	}
	c := f.Center()
	x, y := g.cam.ToScreen(c)
	vector.StrokeCircle(dst, float32(x), float32(y), float32(f.Radius()*g.cam.Scale*1.1), float32(math.Max(2, g.cam.Scale/10)), colAim, true)
}

// drawPanel paints the panel and places its buttons for the next tap.
// oddsLines is the room the odds line keeps while a target is aimed at:
// its answer (hit, raise, damage, the roll's modifiers) wraps to three
// lines on a phone.
const oddsLines = 3

func (g *RemoteGame) drawPanel(screen *ebiten.Image) {
	r := g.R
	p := g.panelRect()
	s := g.scale
	vector.FillRect(screen, float32(p.X), float32(p.Y), float32(p.W), float32(p.H), colPanelBG, false)
	pad := 10 * s
	x, y := p.X+pad, p.Y+pad
	size := 15 * s
	lineH := size * 1.35
	line := func(str string, c color.Color, bold bool) {
		src := fontRegular
		if bold {
			src = fontBold
		}
		for _, l := range wrapText(str, int((p.W-2*pad)/(size*0.52))) {
			if y+lineH > p.Y+p.H {
				return
			}
			drawText(screen, l, src, size, x, y, c, text.AlignStart, text.AlignStart)
			y += lineH
		}
	}
	status := fmt.Sprintf("%s - %s", r.SeatTitle(r.Seat), r.Status)
	if r.Round > 0 {
		status += fmt.Sprintf(" - round %d", r.Round)
	}
	line(status, colPanelDim, false)
	if h := r.Hint(); h != "" {
		line(h, colQuestion, true)
	}
	if up := r.UpLine(); up != "" { // declare.go
		line(up, colPanelText, true)
	}
	if msg, bad := r.Message(); msg != "" {
		c := color.Color(colPanelText)
		if bad {
			c = colPanelErr
		}
		line(msg, c, false)
	}
	if q, ok := r.Question(); ok {
		line(q, colQuestion, true)
	}
	// The odds take oddsLines lines however long they come back, so the
	// buttons under them stay put when the host's answer arrives.
	odds := func(o string) {
		top := y
		if o == "" {
			o = "asking the host for the odds..."
		}
		line(o, colPanelText, true)
		y = max(y, top+oddsLines*lineH)
	}
	if _, o, ok := r.Aim(); ok {
		odds(o)
	}
	if o, ok := r.AreaOdds(); ok {
		odds(o)
	}
	// Buttons: a row of big targets for thumbs.
	g.buttons = g.buttons[:0]
	if bs := r.Buttons(); len(bs) > 0 {
		y += 4 * s
		y = g.placeButtons(screen, bs, x, y, p.W-2*pad)
	}
	// The last action's dice, every screen alike.
	for _, l := range r.DiceLines() {
		line(l, colQuestion, false)
	}
	if r.LinksShown() {
		g.drawLinks(screen, &y, x, p, line)
	}
	// The log's last lines fill what is left, newest last, as the
	// window's log panel.
	drawLogTail(screen, r.Log, 0, x, y, p.W-2*pad, p.Y+p.H-pad, size, lineH, colPanelDim)
}

// QRCodes are the codes the GM's screen shows: one per player seat whose
// link a phone can open (seatMirror.qrCodes).
func (g *RemoteGame) QRCodes() []SeatQR {
	if !g.R.LinksShown() {
		return nil
	}
	return g.R.qrCodes(g.QR)
}

// drawLinks shows the seats' links and under them, for the players', a
// row of QR codes with the seat's name, to point a phone's camera at.
func (g *RemoteGame) drawLinks(screen *ebiten.Image, y *float64, x float64, p Rect, line func(string, color.Color, bool)) {
	links := g.R.PlayerLinks()
	for _, sl := range links {
		line(g.R.SeatTitle(sl[0])+": "+sl[1], colPanelDim, false)
	}
	codes := g.QRCodes()
	if len(codes) == 0 {
		if g.QR != nil && len(links) > 0 && !reachable(links[0][1]) {
			line("links for this machine only: host --addr 0.0.0.0:8080 for phones on the LAN", colPanelDim, false)
		}
		return
	}
	s := g.scale
	gap, label := 8*s, 13*s
	room := p.W - 2*(x-p.X)
	// Big modules read best from across a table; shrink them only to fit
	// the biggest code in the panel's width.
	n := 0.0
	for _, c := range codes {
		n = math.Max(n, float64(len(c.Modules)+8))
	}
	cell := math.Max(1, math.Floor(math.Min(4*s, room/n)))
	rowH := cell*n + label*1.4 + gap
	*y += 4 * s
	qx := x
	for _, c := range codes {
		side := cell * float64(len(c.Modules)+8)
		if qx > x && qx+side > x+room {
			qx, *y = x, *y+rowH
		}
		drawQR(screen, c.Modules, qx, *y, cell)
		drawText(screen, SeatName(c.Seat), fontRegular, label, qx+side/2, *y+side+2*s, colPanelText, text.AlignCenter, text.AlignStart)
		qx += side + gap
	}
	*y += rowH
}

// wrapText breaks s into lines of at most n runes at spaces.
func wrapText(s string, n int) []string {
	if n < 8 {
		n = 8
	}
	var out []string
	rs := []rune(s)
	for len(rs) > n {
		cut := n
		for i := n; i > n/2; i-- {
			if rs[i] == ' ' {
				cut = i
				break
			}
		}
		out = append(out, string(rs[:cut]))
		rs = rs[cut:]
		for len(rs) > 0 && rs[0] == ' ' {
			rs = rs[1:]
		}
	}
	return append(out, string(rs))
}

// placeButtons lays the buttons out in rows of thumb-sized targets (as
// many a row as fit at 110 CSS pixels or more), paints them, and returns
// the y under them.
func (g *RemoteGame) placeButtons(screen *ebiten.Image, bs []RemoteButton, x, y, room float64) float64 {
	s := g.scale
	gap, bh := 8*s, 44*s
	perRow := max(1, int((room+gap)/(110*s+gap)))
	for start := 0; start < len(bs); start += perRow {
		row := bs[start:min(start+perRow, len(bs))]
		bw := (room - float64(len(row)-1)*gap) / float64(len(row))
		for i, b := range row {
			rr := Rect{x + float64(i)*(bw+gap), y, bw, bh}
			g.buttons = append(g.buttons, remoteButtonAt{b, rr})
			// One the rules would refuse is greyed (remote_grey.go).
			bg, ink := color.Color(colRemoteButton), color.Color(colPanelText)
			if g.R.ButtonWhy(b.ID) != "" {
				bg, ink = colButtonOff, colPanelDim
			}
			vector.FillRect(screen, float32(rr.X), float32(rr.Y), float32(rr.W), float32(rr.H), bg, false)
			lines, size := remoteButtonLines(b.Label, rr.W, s)
			lh := size * 1.05
			for i, l := range lines {
				drawText(screen, l, fontBold, size, rr.X+rr.W/2, rr.Y+rr.H/2+lh*(float64(i)-float64(len(lines)-1)/2), ink, text.AlignCenter, text.AlignCenter)
			}
		}
		y += bh + gap
	}
	return y
}

// remoteButtonLines fits a label into a button w wide at scale s: a long
// one gets smaller type or two lines (hud.go's buttonLines) rather than
// running into its neighbour ("GM: ask me about Wild Cards" on the GM's
// 1024x768 tablet ran over in its floor of 10-pixel type).
func remoteButtonLines(label string, w, s float64) ([]string, float64) {
	return buttonLines(label, 17*s, w-8*s)
}

// drawAreaAim outlines the template of the area attack being aimed.
func (g *RemoteGame) drawAreaAim(dst *ebiten.Image) {
	pts := g.R.AreaOutline()
	if len(pts) == 0 {
		return
	}
	w := float32(math.Max(2, g.cam.Scale/10))
	for i := range pts {
		x0, y0 := g.cam.ToScreen(pts[i])
		x1, y1 := g.cam.ToScreen(pts[(i+1)%len(pts)])
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, colAim, true)
	}
}

// drawCard lays the open card (a long press) over the map (card_draw.go);
// a tap anywhere closes it.
func (g *RemoteGame) drawCard(screen *ebiten.Image) {
	id := g.R.Card()
	if id == "" || g.R.Board == nil {
		return
	}
	lines := g.R.CardLines(id)
	if len(lines) == 0 {
		return
	}
	m := g.mapRect()
	if g.portrait() {
		// A wide map's part is short: the card keeps the map's whole
		// share, over the top of the panel.
		m.H = max(m.H, float64(g.h)*0.58-m.Y)
	}
	drawCardBox(screen, m, lines, g.scale)
}
