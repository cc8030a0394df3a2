package game

import (
	"fmt"
	"math"
)

// Rect is a screen rectangle in pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// View selects the panels a screen shows: the GM's window, a player's,
// or the table's projector are configurations of the same views.
type View struct {
	Panel   bool // the side panel: prompt, buttons, figure, dice, log
	GM      bool // the GM's commands (tactic, The Drop, End fight, GM: entries)
	Strip   bool // the round's cards over the map
	Message bool
	Figure  bool // the selected figure's sheet
	Dice    bool
	Log     bool
	Overlay bool // reach, path, line of fire and the odds box on the map
	Help    bool
	Legend  bool // the terrain legend under the map (legend.go)
}

// GMView shows everything.
func GMView() View {
	return View{Panel: true, GM: true, Strip: true, Message: true, Figure: true, Dice: true, Log: true, Overlay: true, Help: true, Legend: true}
}

// PlayerView is the GM's without the GM's commands.
func PlayerView() View {
	v := GMView()
	v.GM = false
	return v
}

// TableView is for a projector: the map, the cards and the message, in
// the projector's bands during a fight (projector.go).
func TableView() View { return View{Strip: true, Message: true, Overlay: true, Legend: true} }

// Button is a clickable command on the panel.
type Button struct {
	Cmd     Cmd
	Label   string
	Key     string
	X, Y    float64
	W, H    float64
	Enabled bool
	Active  bool
	// Why a disabled button would be refused, shown on hover.
	Why string
	// Arg is the command's argument (an aftermath row's figure, an offer's
	// or a More entry's index).
	Arg string
}

func (b Button) rect() Rect { return Rect{b.X, b.Y, b.W, b.H} }

func (b Button) contains(x, y float64) bool { return b.rect().Contains(x, y) }

// layout is where everything of the panels goes, worked out once per
// (screen size, controller version, view) and read by both hit testing
// and painting.
type layout struct {
	key   layoutKey
	valid bool

	u    float64 // the size unit: text reads from across a room
	size float64 // the panel's text size
	bh   float64 // a button's height
	// reserving: the cards are dealt, the panels keep their own part of
	// the screen and the map fits beside them.
	reserving bool
	// sheet: a phone held upright: the panel is a sheet across the
	// bottom, the map full width above it (phoneSheet).
	sheet bool
	// tabs: the panel's buttons are behind the sheet's tabs (a phone,
	// upright or on its side: layout_sheet.go).
	tabs   bool
	bottom float64 // the panels' bottom edge, above the status bar
	top    float64 // the height of the cards and the message over the map

	panel  Rect       // the side panel (before the deal: the prompt's box)
	handle Rect       // the panel's title, where a drag moves it (panelDrag.go)
	strip  Rect       // the cards' row over the map
	cards  []stripBox // the strip's boxes (strip.go)
	// cardSize is the strip's text size (smaller when many must fit).
	cardSize float64
	msg      Rect // the message (before the deal its height follows the text)
	prompt   Rect // the prompt's text

	buttons []Button

	rows     []rowPlace // the end-of-fight screen's lines
	rowsLeft int        // lines with no room
	rowsEnd  float64    // where "and N more" goes

	body    float64 // where the figure sheet, the dice and the log start
	help    Rect
	mapView Rect // the part of the screen the map is fitted to
	legend  Rect // the terrain legend (legend.go), under the map
	corner  Rect // the screen's buttons when no panel shows them (screen.go)
	// proj is the projector's layout in the table view (projector.go;
	// zero in every other view).
	proj projLayout
}

type layoutKey struct {
	version uint64
	w, h    int
	view    View
}

type rowPlace struct {
	aftermathRow
	y float64
}

// minReadable is the smallest text, in pixels, of what players read
// from across a table (the strip, the prompt, the log): a 1024x768
// projector's unit would set the log at 12 and the strip at 13.7.
const minReadable = 14.0

// readable is size, raised to minReadable.
func readable(size float64) float64 { return math.Max(size, minReadable) }

// logSize is the log's text size.
func (l *layout) logSize() float64 { return readable(l.size * 0.85) }

func statusBarHeight(screenH int) int {
	return int(math.Ceil(clamp(float64(screenH)/45, 11, 26) * 1.6))
}

// computeLayout lays out the panels of c on a w x h screen into l
// (reusing its slices).
func computeLayout(l *layout, c *Controller, v View, w, h int) {
	*l = layout{key: layoutKey{c.version, w, h, v}, valid: true, buttons: l.buttons[:0], rows: l.rows[:0], cards: l.cards[:0]}
	defer l.dropKeys(c)    // last: a touch screen's buttons name no keys
	defer l.layScene(c, v) // the top scene's buttons, over the rest
	sw, sh := float64(w), float64(h)
	u := clamp(sh/42, 12, 30)
	l.sheet = phoneSheet(c, v, sw, sh)
	phone := upright(c, v, sw, sh)
	side := sideways(c, v, sw, sh)
	l.tabs = l.sheet || side
	if phone {
		u = math.Round(sw / 19.5) // as a phone's: by the width, at any pixel density
	}
	if side {
		u = math.Round(sh / 19.5) // by its short side, as upright
	}
	l.u, l.size, l.bh = u, u*0.8, math.Round(u*1.7)
	if phone || side {
		// A finger's button: 41 of a phone's some 390 CSS pixels across,
		// its panel shown or folded (the corner's buttons were 17).
		l.bh = math.Round(u * 2.05)
	}
	l.reserving = c.reserving() || c.edit.on || c.tool.on()
	l.bottom = sh - float64(statusBarHeight(h))
	pw := 0.0
	if c.fight != nil && v.Panel && c.panel != panelHidden {
		pw = math.Round(clamp(sw*0.3, 300, 24*u))
		if side {
			pw = math.Round(sw * 0.45) // the tabs' rows of five, a finger's wide
		}
	}
	if v == TableView() && c.fight != nil {
		l.layProjector(c, sw, sh)
		return
	}
	// The panel's left edge px (right, left, or where it was dragged),
	// and the map beside it in the wider part: from mx, mw across.
	px, mx, mw := panelPlace(c, sw, pw)
	if l.sheet {
		px, mx, mw, pw = 0, 0, sw, sw
	}
	cardsH, msgH := math.Round(u*2.2), math.Round(u*1.9)
	stripH := 0.0
	if l.reserving {
		stripH = cardsH + msgH
		l.top = stripH
		l.strip = Rect{mx, 0, mw, cardsH}
		l.msg = Rect{mx + u*0.25, cardsH, mw - u*0.5, msgH - u*0.15}
		l.panel = Rect{px, 0, pw, l.bottom}
	} else {
		// Before the deal only the prompt's box is drawn, but the map is
		// fitted beside it all the same: it covers no square.
		l.msg = Rect{mx + u*0.5, u * 0.4, mw - u, 0}
		l.panel = Rect{px, 0, pw, u * 5.6}
	}
	// Never under the status bar (the bottom row's coordinates).
	l.mapView = Rect{mx, stripH, mw, l.bottom - stripH}
	if l.sheet {
		// The map keeps the upper part (as a hosted phone's, remote_view.go),
		// the panel's sheet the rest down to the status line.
		top := math.Round(stripH + (l.bottom-stripH)*phoneMapShare)
		l.mapView.H = top - stripH
		l.panel = Rect{0, top, sw, l.bottom - top}
	}
	// With no panel the screen's buttons sit at the bottom right, the
	// legend beside them, the map above both.
	room := l.layCorner(c, v, sw)
	lv := l.mapView
	stacked := false
	if room > 0 {
		lv.W = math.Max(0, l.corner.X-u*0.3-lv.X)
		if lv.W < u*10 {
			// A phone: no room beside the buttons, so the legend goes
			// above them, across the map's width.
			lv.W, lv.H, stacked = l.mapView.W, lv.H-room, true
		}
	}
	l.legend = legendRect(c, v, lv, u)
	switch {
	case l.legend.W > 0 && stacked:
		room += l.legend.H + u*0.3
	case l.legend.W > 0:
		room = math.Max(room, l.legend.H+u*0.3)
	}
	l.mapView.H -= room
	l.help = Rect{mx + u, stripH + u, mw - 2*u, l.bottom - u - (stripH + u)}
	if _, b := messageBanner(l, c.msg, l.size); !l.reserving && v.Message && b.H > 0 {
		// Before the deal the banner lies over the map: the help and the
		// odds start under it, not over its lines.
		top := b.Y + b.H + u*0.3
		l.help.Y, l.help.H = top, l.help.H-(top-l.help.Y)
	}
	if l.reserving && v.Strip {
		l.layCards(c)
	}
	if c.fight == nil || w == 0 || !v.Panel || l.panel.W <= 0 {
		return
	}

	x0, bw := px+u*0.5, pw-u
	y := l.panel.Y + u*0.4
	l.handle = Rect{px, 0, pw, u * 3}
	if l.sheet {
		l.handle = Rect{} // a sheet is not dragged aside
	}
	l.prompt = Rect{x0, y, bw, u * 2.6}
	y += u * 2.6
	if c.AftermathOpen() {
		l.aftermath(c, x0, y, bw)
		return
	}
	prompt := promptButtons(c)
	if len(prompt) > 0 {
		pbw := (bw - u*0.3*float64(len(prompt)-1)) / float64(len(prompt))
		for i, b := range prompt {
			b.X, b.Y, b.W, b.H, b.Enabled = x0+float64(i)*(pbw+u*0.3), y, pbw, l.bh, true
			l.buttons = append(l.buttons, b)
		}
	}
	if len(prompt) > 0 || !l.tabs { // a phone's tabbed panel keeps no empty row
		y += l.bh + u*0.6
	}
	if !l.reserving {
		// Before the deal: the screen's set-up buttons under the prompt's,
		// the box grown to hold them.
		if bs := setupButtons(c, v.GM, nil); len(bs) > 0 {
			y = l.grid(bs, x0, y-u*0.35, bw, 3, l.bh)
			l.panel.H = math.Max(l.panel.H, y-l.panel.Y+u*0.2)
		}
		return
	}
	floor := y + 5*(l.bh+u*0.25) // the figure's sheet never climbs above five rows of actions
	acts := groupButtons(c, grpScreen, v.GM, groupButtons(c, grpActions, v.GM, nil))
	if l.tabs {
		floor = l.laySheetTabs(c, v.GM, acts, x0, y, bw) // layout_sheet.go
	} else {
		l.grid(acts, x0, y, bw, 4, l.bh)
	}
	// Under the actions: the mode's options, the rules' offers, or the
	// More menu's entries.
	y = l.buttonsBottom(y) + u*0.25
	var opts []Button
	switch {
	case c.edit.on:
		opts = c.editButtons(nil)
	case c.mode == ModeMove:
		opts = c.offerButtons(nil)
	default:
		opts = groupButtons(c, grpOptions, v.GM, nil)
	}
	for i := range opts {
		opts[i].Enabled = opts[i].Enabled && (c.turn() != "" || c.edit.on)
	}
	obh := l.bh
	if c.edit.on {
		obh = math.Round(l.bh * 0.8)
	}
	y = l.grid(opts, x0, y, bw, 3, obh)
	if c.turn() != "" && c.mode == ModeMore {
		sbh := math.Round(l.bh * 0.75)
		if phone || side {
			sbh = l.bh // a finger's, as every button of a phone's (more pages)
		}
		pw, more := c.powerButtons(v.GM, nil), c.moreButtons(v.GM, nil)
		if rows := (len(pw) + 3) / 4; y+u*0.2+float64(rows+1)*(sbh+u*0.25) > l.bottom {
			// The powers' rows leave no row for the More list (Bolt's
			// modifiers on a phone): they page with it, so none is cut.
			l.grid(l.morePage(c, append(pw, more...), y+u*0.2, sbh), x0, y+u*0.2, bw, 3, sbh)
		} else {
			y = l.grid(pw, x0, y+u*0.2, bw, 4, sbh)
			l.grid(l.morePage(c, more, y+u*0.2, sbh), x0, y+u*0.2, bw, 3, sbh)
		}
	}
	l.body = l.buttonsBottom(floor) + u*0.3
}

// morePage is the part of the More list bs that fits in rows of three
// of height bh from y down to the panel's bottom: all of it, or a page
// with a last button to the next page (the powers' rows of a caster
// leave a 1024x768 screen too little room for the whole list).
func (l *layout) morePage(c *Controller, bs []Button, y, bh float64) []Button {
	gap := l.u * 0.25
	rows := int((l.bottom - l.u*0.2 - y + gap) / (bh + gap))
	room := max(1, rows) * 3
	if len(bs) <= room {
		return bs
	}
	per := max(1, room-1)
	pages := (len(bs) + per - 1) / per
	page := c.morePage % pages
	out := append(bs[:0:0], bs[page*per:min(len(bs), (page+1)*per)]...)
	return append(out, Button{Cmd: CmdMorePage, Label: fmt.Sprintf("Page %d/%d", page+1, pages), Enabled: true})
}

// buttonsBottom is the lowest edge of the buttons, floor at least.
func (l *layout) buttonsBottom(floor float64) float64 {
	for _, b := range l.buttons {
		floor = max(floor, b.Y+b.H)
	}
	return floor
}

// grid places bs in rows of cols from y and returns the y below them.
func (l *layout) grid(bs []Button, x0, y, w float64, cols int, bh float64) float64 {
	if len(bs) == 0 {
		return y
	}
	gap := l.u * 0.25
	bw := (w - gap*float64(cols-1)) / float64(cols)
	for i, b := range bs {
		b.X = x0 + float64(i%cols)*(bw+gap)
		b.Y = y + float64(i/cols)*(bh+gap)
		b.W, b.H = bw, bh
		l.buttons = append(l.buttons, b)
	}
	return y + float64((len(bs)+cols-1)/cols)*(bh+gap)
}

// aftermath lays out the end-of-fight screen from y: its buttons, then a
// line per figure with a Heal button on each wounded one's.
func (l *layout) aftermath(c *Controller, x0, y, w float64) {
	u, bh := l.u, l.bh
	y = l.grid(groupButtons(c, grpAftermath, true, nil), x0, y, w, 2, bh) + u*0.3
	hw := w * 0.26
	limit := l.bottom - u*4
	rows := c.aftermathRows()
	for i, r := range rows {
		if y+bh*0.8 > limit {
			l.rowsLeft = len(rows) - i
			l.rowsEnd = y
			y += bh * 0.8
			l.body = y
			return
		}
		l.rows = append(l.rows, rowPlace{aftermathRow: r, y: y})
		if r.heal {
			l.buttons = append(l.buttons, Button{Cmd: CmdHeal, Arg: r.id, Label: "Heal", X: x0 + w - hw, Y: y, W: hw, H: bh * 0.8, Enabled: true})
		}
		y += bh*0.8 + u*0.2
	}
	l.body = y + u*0.2
}

// promptButtons are the prompt's: what the player decides now.
func promptButtons(c *Controller) []Button {
	if c.fight == nil || c.setupOdds() {
		return nil
	}
	b := func(id Cmd, label string) Button { return Button{Cmd: id, Label: label, Key: KeyLabel(id)} }
	q := c.Asked()
	switch {
	case c.resumeOffer() != nil:
		return []Button{b(CmdYes, "Resume"), b(CmdNo, "New fight")}
	case q != nil:
		yes, no := c.fight.mirror.asked.labels(c.now()) // the phone's words too, and the host's countdown
		return []Button{b(CmdYes, yes), b(CmdNo, no)}
	case c.seatState().over():
		return nil // the fight is over: nothing to start
	case c.shakenActor() != "":
		return []Button{b(CmdBenny, "Spend a benny: no longer Shaken")}
	case c.spread != nil && c.turn() != "":
		return c.spreadButtons() // spread.go
	case c.turn() == "" && c.upNext() != "" && c.playedBy(c.nextUp()) == "":
		bs := []Button{b(CmdDeclare1, "1 action"), b(CmdDeclare2, "2"), b(CmdDeclare3, "3"), b(CmdNext, "Start turn")}
		for i := range bs[:3] {
			bs[i].Active = i+1 == c.declare.n()
		}
		return bs
	case c.turn() == "" && c.deals():
		label := "Deal the next round"
		if c.round() == 0 {
			label = "Deal the cards"
		}
		return []Button{b(CmdNext, label)}
	}
	return nil
}

// buttonAt is the button under (x, y).
func (l *layout) buttonAt(x, y float64) (Button, bool) {
	for _, b := range l.buttons {
		if b.contains(x, y) {
			return b, true
		}
	}
	return Button{}, false
}

// inPanel reports whether (x, y) is on a panel rather than the map.
func (l *layout) inPanel(x, y float64) bool {
	if !l.reserving {
		return false // before the deal only the prompt's box is drawn
	}
	return l.panel.Contains(x, y) || y < l.top
}

// phoneMapShare is the part of a phone's height (under the cards) the
// map keeps above the panel's sheet.
const phoneMapShare = 0.45

// phoneSheet: the screen is a phone held upright (taller than wide by
// far), showing the panel: the panel goes under the map as a sheet the
// screen's width, as a hosted phone's does, rather than beside it, where
// 300 pixels would leave the map a strip.
func phoneSheet(c *Controller, v View, sw, sh float64) bool {
	return upright(c, v, sw, sh) && v.Panel && c.panel != panelHidden
}

// mapClip is the part of a phone's screen its map is drawn in: under the
// cards' strip, above the sheet (or beside the tabs' panel, down to the
// status line). The panels are 94% opaque (so since the first panels,
// no reason written down; what it does is let a figure under the
// window's panel or the projector's boxes still show), and a phone's
// map, zoomed past its part, showed its coordinates through the tabs and
// the strip.
func (l *layout) mapClip() (Rect, bool) {
	if !l.tabs || l.proj.u > 0 || l.panel.W <= 0 || l.panel.H <= 0 {
		return Rect{}, false
	}
	r := l.mapView
	r.H = l.bottom - r.Y
	if l.sheet {
		r.H = l.panel.Y - r.Y
	}
	return r, r.W > 0 && r.H > 0
}

// upright: a fight on a phone held upright (taller than wide by far),
// not the table view: its unit follows the width and its buttons are a
// finger's, whether the panel shows or not.
func upright(c *Controller, v View, sw, sh float64) bool {
	return c.fight != nil && v != TableView() && sh > sw*1.3
}

// sidewaysCSS is the height, in CSS pixels, under which a screen wider
// than tall is a phone on its side (a phone's 390; a tablet's 768 and a
// laptop's 700-odd are not).
const sidewaysCSS = 500

// sideways: a fight on a phone on its side (wider than tall, under
// sidewaysCSS high by the device's scale), not the table view: its
// buttons are a finger's and its panel, beside the map, tabbed.
func sideways(c *Controller, v View, sw, sh float64) bool {
	s := c.screen.scale
	if s <= 0 {
		s = 1
	}
	return c.fight != nil && v != TableView() && sw > sh && sh/s < sidewaysCSS
}
