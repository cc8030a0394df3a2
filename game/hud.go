package game

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DiceLine is one roll of an action for the dice display: every die with
// its faces (an ace shows its chain), which is the Wild Die, the
// modifiers, the total against the TN, the raises and the outcome.
type DiceLine struct {
	Title   string
	Dice    []DieView
	Mods    rules.Mods
	Total   int
	TN      int
	Raises  int
	Outcome string
}

// DieView is one die as rolled.
type DieView struct {
	Sides int
	Faces []int
	Wild  bool
	Aced  bool
	Sum   int
}

// diceOf turns the events of an action into dice lines: the rolls that
// decided something (trait tests, attacks, damage, Soak, deviation).
func diceOf(evs []rules.Event, names func(string) string) []DiceLine {
	var out []DiceLine
	for _, e := range evs {
		if len(e.Rolls) == 0 {
			continue
		}
		title := names(e.Who)
		switch {
		case e.Weapon != "" && e.Kind == rules.EventDamage:
			title += ": damage (" + e.Weapon + ")"
		case e.Weapon != "":
			title += ": " + e.What + " (" + e.Weapon + ")"
		case e.What != "":
			title += ": " + e.What
		default:
			title += ": " + string(e.Kind)
		}
		if e.Target != "" && names(e.Target) != e.Target {
			title += " vs " + names(e.Target)
		}
		l := DiceLine{Title: title, Mods: e.Mods, Total: e.Total, TN: e.TN, Raises: e.Raises, Outcome: e.Outcome}
		for _, r := range e.Rolls {
			l.Dice = append(l.Dice, DieView{Sides: r.Die.Sides, Faces: r.Faces, Wild: r.Wild, Aced: len(r.Faces) > 1, Sum: r.Sum()})
		}
		out = append(out, l)
	}
	if len(out) > 4 {
		out = out[len(out)-4:]
	}
	return out
}

// Text is the line as words, for tests and the log-minded.
func (l DiceLine) Text() string {
	var b strings.Builder
	b.WriteString(l.Title)
	b.WriteString(": ")
	for i, d := range l.Dice {
		if i > 0 {
			b.WriteString(" ")
		}
		if d.Wild {
			b.WriteString("Wild ")
		}
		fmt.Fprintf(&b, "d%d[", d.Sides)
		for j, f := range d.Faces {
			if j > 0 {
				b.WriteString("+")
			}
			fmt.Fprintf(&b, "%d", f)
		}
		b.WriteString("]")
		if d.Aced {
			b.WriteString(" ace!")
		}
	}
	for _, m := range l.Mods {
		fmt.Fprintf(&b, " %+d %s", m.Value, m.Name)
	}
	if l.TN > 0 {
		fmt.Fprintf(&b, " = %d vs %d", l.Total, l.TN)
	} else if l.Total != 0 {
		fmt.Fprintf(&b, " = %d", l.Total)
	}
	if l.Raises > 0 {
		fmt.Fprintf(&b, ", %d raise%s", l.Raises, plural(l.Raises))
	}
	if l.Outcome != "" {
		b.WriteString(": " + l.Outcome)
	}
	return b.String()
}

// Button is a clickable command on the panel.
type Button struct {
	Cmd     Cmd
	Label   string
	Key     string
	X, Y    float64
	W, H    float64
	Enabled bool
	Active  bool
	// Arg is the command's argument (an aftermath row's figure).
	Arg string
}

func (b Button) contains(x, y float64) bool {
	return x >= b.X && y >= b.Y && x < b.X+b.W && y < b.Y+b.H
}

// Buttons are the panel's buttons as laid out now.
func (g *Game) Buttons() []Button { return g.play.buttons }

// ButtonFor is the button of a command, if shown.
func (g *Game) ButtonFor(c Cmd) (Button, bool) {
	for _, b := range g.play.buttons {
		if b.Cmd == c {
			return b, true
		}
	}
	return Button{}, false
}

func (g *Game) buttonAt(x, y float64) (Button, bool) {
	for _, b := range g.play.buttons {
		if b.contains(x, y) {
			return b, true
		}
	}
	return Button{}, false
}

// ui is the size unit of the panels: text reads from across a room.
func (g *Game) ui() float64 { return clamp(float64(g.screenH)/42, 12, 30) }

// panelW is the width of the side panel (0 with no battle).
func (g *Game) panelW() float64 {
	if g.play.fight == nil {
		return 0
	}
	return math.Round(clamp(float64(g.screenW)*0.3, 300, 24*g.ui()))
}

// cardsH is the height of the initiative strip's row of cards; msgH of
// the message row under it.
func (g *Game) cardsH() float64 { return math.Round(g.ui() * 2.2) }
func (g *Game) msgH() float64   { return math.Round(g.ui() * 1.9) }

// stripH is the height of the strip over the map: the cards and the
// message, once the cards are dealt.
func (g *Game) stripH() float64 {
	if !g.reserving() {
		return 0
	}
	return g.cardsH() + g.msgH()
}

// reserving: once the cards are dealt the panels keep their own part of
// the screen and the map fits beside them.
func (g *Game) reserving() bool {
	b := g.Battle()
	return b != nil && b.Fight.Init.Round > 0
}

// mapViewport is the part of the screen the map is fitted to.
func (g *Game) mapViewport() (x, y, w, h int) {
	if !g.reserving() {
		return 0, 0, g.screenW, g.screenH
	}
	top := int(g.stripH())
	return 0, top, g.screenW - int(g.panelW()), g.screenH - top - statusBarHeight(g.screenH)
}

func (g *Game) inPanel(x, y float64) bool {
	if !g.reserving() {
		return false // before the deal only the prompt's box is drawn
	}
	return x >= float64(g.screenW)-g.panelW() || y < g.stripH()
}

var actionButtons = []struct {
	c          Cmd
	label, key string
}{
	{CmdMove, "Move", "M"}, {CmdRun, "Run", "R"}, {CmdFight, "Fight", "C"}, {CmdShoot, "Shoot", "S"},
	{CmdThrow, "Throw", "T"}, {CmdSuppress, "Suppress", "U"}, {CmdAim, "Aim", "A"}, {CmdDefend, "Defend", "D"},
	{CmdProne, "Prone/Stand", "P"}, {CmdHold, "Hold", "H"}, {CmdEndTurn, "End turn", "E"}, {CmdWeapon, "Weapon", "W"},
	{CmdBenny, "Benny: unshake", "B"}, {CmdTactic, "GM: tactic", "G"}, {CmdUndo, "Undo", "^Z"}, {CmdRedo, "Redo", "^Y"},
	{CmdSave, "Save", "^S"}, {CmdHelp, "Rules help", "F1"}, {CmdMore, "More", "X"},
	{CmdInterrupt, "Interrupt", "I"}, {CmdEndFight, "End fight", "F12"},
}

// layoutButtons places the buttons: the prompt's on top of the panel,
// then the actions.
func (g *Game) layoutButtons(dst []Button) []Button {
	f := g.play.fight
	if f == nil || g.screenW == 0 {
		return dst
	}
	u := g.ui()
	pw := g.panelW()
	x0 := float64(g.screenW) - pw + u*0.5
	w := pw - u
	y := u * 0.4
	bh := math.Round(u * 1.7)
	if g.AftermathOpen() {
		return g.aftermathButtons(dst, x0, y+u*2.6, w, bh, u)
	}
	// The prompt's buttons.
	var prompt []Button
	switch {
	case f.Asked() == nil && f.Offer() != nil:
		prompt = []Button{{Cmd: CmdYes, Label: "Reroll (benny)", Key: "Y"}, {Cmd: CmdNo, Label: "Keep it", Key: "N"}}
	case f.Asked() != nil:
		prompt = []Button{{Cmd: CmdYes, Label: "Soak (benny)", Key: "Y"}, {Cmd: CmdNo, Label: "Take it", Key: "N"}}
	case g.shakenActor() != nil:
		prompt = []Button{{Cmd: CmdBenny, Label: "Spend a benny: no longer Shaken", Key: "B"}}
	case f.Battle.Turn() == nil && len(f.Battle.NextUp()) > 0:
		prompt = []Button{{Cmd: CmdDeclare1, Label: "1 action", Key: "1"}, {Cmd: CmdDeclare2, Label: "2", Key: "2"},
			{Cmd: CmdDeclare3, Label: "3", Key: "3"}, {Cmd: CmdNext, Label: "Start turn", Key: "Enter"}}
	case f.Battle.Turn() == nil:
		label := "Deal the next round"
		if f.Battle.Fight.Init.Round == 0 {
			label = "Deal the cards"
		}
		prompt = []Button{{Cmd: CmdNext, Label: label, Key: "Enter"}}
	}
	y += u * 2.6 // the prompt's text
	if len(prompt) > 0 {
		bw := (w - u*0.3*float64(len(prompt)-1)) / float64(len(prompt))
		for i := range prompt {
			b := prompt[i]
			b.X, b.Y, b.W, b.H, b.Enabled = x0+float64(i)*(bw+u*0.3), y, bw, bh, true
			b.Active = b.Cmd >= CmdDeclare1 && b.Cmd <= CmdDeclare3 && int(b.Cmd-CmdDeclare1)+1 == g.play.declare
			dst = append(dst, b)
		}
	}
	y += bh + u*0.6
	if !g.reserving() {
		return dst
	}
	turn := f.Battle.Turn() != nil
	cols := 4
	bw := (w - u*0.25*float64(cols-1)) / float64(cols)
	for i, a := range actionButtons {
		b := Button{Cmd: a.c, Label: a.label, Key: a.key, Enabled: turn, H: bh, W: bw}
		switch a.c {
		case CmdUndo, CmdSave:
			b.Enabled = len(f.Battle.Applied) > 0
		case CmdRedo:
			b.Enabled = f.Battle.CanRedo()
		case CmdHold:
			b.Enabled = !turn && len(f.Battle.NextUp()) > 0
		case CmdBenny, CmdHelp:
			b.Enabled = true
		case CmdTactic:
			b.Enabled = turn || len(f.Battle.NextUp()) > 0
		case CmdInterrupt:
			b.Enabled = len(f.Battle.Fight.Held()) > 0
		}
		if a.c == CmdHelp {
			b.Active = g.play.help
		}
		if a.c == CmdMore && turn && g.play.mode == ModeMore {
			b.Label = "More: " + More[g.play.more]
		}
		b.Active = b.Active || (turn && modeCmd(g.play.mode) == a.c)
		b.X = x0 + float64(i%cols)*(bw+u*0.25)
		b.Y = y + float64(i/cols)*(bh+u*0.25)
		dst = append(dst, b)
	}
	// The attack options of Fight or Shoot, a row of three under them.
	y += float64((len(actionButtons)+cols-1)/cols) * (bh + u*0.25)
	ocols := 3
	obw := (w - u*0.25*float64(ocols-1)) / float64(ocols)
	for i, b := range g.optionButtons() {
		b.X = x0 + float64(i%ocols)*(obw+u*0.25)
		b.Y = y + float64(i/ocols)*(bh+u*0.25)
		b.W, b.H = obw, bh
		b.Enabled = turn
		dst = append(dst, b)
	}
	return dst
}

// buttonsBottom is the lowest edge of the panel's buttons.
func (g *Game) buttonsBottom(floor float64) float64 {
	for _, b := range g.play.buttons {
		floor = max(floor, b.Y+b.H)
	}
	return floor
}

// shakenActor is the figure whose turn it is when it is Shaken and has a
// benny to spend on it, else nil.
func (g *Game) shakenActor() *rules.Figure {
	b := g.Battle()
	if b == nil || b.Turn() == nil {
		return nil
	}
	if f := b.Figure(b.Turn().Who); f != nil && f.Shaken && f.Bennies > 0 {
		return f
	}
	return nil
}

func modeCmd(m Mode) Cmd {
	switch m {
	case ModeMove:
		return CmdMove
	case ModeFight:
		return CmdFight
	case ModeShoot:
		return CmdShoot
	case ModeThrow:
		return CmdThrow
	case ModeSuppress:
		return CmdSuppress
	case ModeMore:
		return CmdMore
	}
	return CmdNone
}

// hudCache keeps the panels' and the overlay's pictures between frames.
type hudCache struct {
	panel    *ebiten.Image
	panelKey hudKey
	over     *ebiten.Image
	overKey  overKey
	op       ebiten.DrawImageOptions
}

type hudKey struct {
	version  uint64
	w, h     int
	selected string
	figures  uint64
}

type overKey struct {
	version, ov uint64
	cam         Camera
	w, h        int
}

// drawPlay paints the fight over the map: the overlay, then the panels.
// It reads the game and changes only its picture cache.
func (g *Game) drawPlay(screen *ebiten.Image) {
	if g.play.fight == nil {
		return
	}
	c := &g.hud
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	ok := overKey{version: g.play.version, ov: g.play.ovVersion, cam: g.cam, w: sw, h: sh}
	var fresh bool
	c.over, fresh = ensureImage(c.over, sw, sh)
	if fresh || c.overKey != ok {
		c.over.Clear()
		g.drawOverlay(c.over)
		g.drawTip(c.over)
		c.overKey = ok
	}
	c.op.GeoM.Reset()
	screen.DrawImage(c.over, &c.op)

	hk := hudKey{version: g.play.version, w: sw, h: sh, selected: g.selected, figures: figuresHash(g.board)}
	c.panel, fresh = ensureImage(c.panel, sw, sh)
	if fresh || c.panelKey != hk {
		c.panel.Clear()
		g.drawPanels(c.panel)
		c.panelKey = hk
	}
	screen.DrawImage(c.panel, &c.op)
}

var (
	colPanel     = color.RGBA{0x14, 0x16, 0x1b, 0xf0}
	colPanelLine = color.RGBA{0x3a, 0x3f, 0x4a, 0xff}
	colButton    = color.RGBA{0x2c, 0x33, 0x40, 0xff}
	colButtonOn  = color.RGBA{0x00, 0x8c, 0xa8, 0xff}
	colButtonOff = color.RGBA{0x22, 0x24, 0x29, 0xff}
	colDim       = color.RGBA{0x9a, 0xa0, 0xaa, 0xff}
	colError     = color.RGBA{0xb0, 0x1c, 0x1c, 0xf0}
	colInfo      = color.RGBA{0x1c, 0x3c, 0x6c, 0xf0}
	colCard      = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	colCardNow   = color.RGBA{0x00, 0xe5, 0xff, 0xff}
	colJoker     = color.RGBA{0xd6, 0x1f, 0x8f, 0xff}
	colAce       = color.RGBA{0xff, 0xd0, 0x30, 0xff}
)

// drawPanels paints the initiative strip, the side panel and the message.
func (g *Game) drawPanels(dst *ebiten.Image) {
	f := g.play.fight
	b := f.Battle
	u := g.ui()
	sw := float64(g.screenW)
	pw := g.panelW()
	px := sw - pw
	bottom := float64(g.screenH) - float64(statusBarHeight(g.screenH))
	if !g.reserving() {
		// Before the deal: only the prompt, in a box over the map's corner.
		vector.FillRect(dst, f32(px), 0, f32(pw), f32(u*5.6), colPanel, false)
		drawWrapped(dst, g.promptText(), fontBold, u*0.8, px+u*0.5, u*0.4, pw-u, 2, colWhite)
		for _, bt := range g.play.buttons {
			g.drawButton(dst, bt, u*0.8)
		}
		g.drawMessage(dst, u, px, u*0.8)
		return
	}
	vector.FillRect(dst, f32(px), 0, f32(pw), f32(bottom), colPanel, false)
	vector.FillRect(dst, f32(px), 0, 2, f32(bottom), colPanelLine, false)
	g.drawStrip(dst, u)

	x := px + u*0.5
	w := pw - u
	size := u * 0.8
	// The prompt.
	y := u * 0.4
	drawWrapped(dst, g.promptText(), fontBold, size, x, y, w, 2, colWhite)
	for _, bt := range g.play.buttons {
		g.drawButton(dst, bt, size)
	}
	if g.AftermathOpen() {
		y = g.drawAftermath(dst, x, y+u*2.6, w, size)
		if len(g.play.dice) > 0 {
			y = g.drawDice(dst, x, y, w, size)
		}
		g.drawLog(dst, b, x, y, w, bottom-u*0.3, size*0.85)
		g.drawMessage(dst, u, px, size)
		if g.play.help {
			g.drawHelp(dst, u, px)
		}
		return
	}
	y = u*0.4 + u*2.6 + math.Round(u*1.7) + u*0.6
	y += 5*(math.Round(u*1.7)+u*0.25) + u*0.3
	y = g.buttonsBottom(y-u*0.3) + u*0.3 // the option rows, when shown
	// The selected figure.
	if sel := g.Selected(); sel != nil {
		y = g.drawFigurePanel(dst, sel, x, y, w, size)
	}
	// The dice.
	if len(g.play.dice) > 0 {
		y = g.drawDice(dst, x, y, w, size)
	}
	// The log fills the rest.
	g.drawLog(dst, b, x, y, w, bottom-u*0.3, size*0.85)

	g.drawMessage(dst, u, px, size)
	if g.play.help {
		g.drawHelp(dst, u, px)
	}
}

func (g *Game) promptText() string {
	f := g.play.fight
	b := f.Battle
	if g.AftermathOpen() && f.Asked() == nil {
		return g.aftermathPrompt()
	}
	if q := f.Asked(); q != nil {
		return q.Text()
	}
	if q := f.Offer(); q != nil {
		return q.Text()
	}
	t := b.Turn()
	switch {
	case t != nil:
		fig := b.Figure(t.Who)
		a := g.board.Figure(t.Who)
		s := fmt.Sprintf("%s's turn - %s", fig.Name, g.play.mode)
		if g.play.mode == ModeMore {
			s += ": " + More[g.play.more]
		}
		if sum := g.play.opt.summary(g.play.mode); sum != "" {
			s += " (" + sum + ")"
		}
		if w := g.weaponName(fig, g.play.mode); w != "" && g.play.mode != ModeMove {
			s += " with " + w
		}
		s += fmt.Sprintf(" - actions %d/%d - Pace left %d\"", len(t.Taken), t.Actions, b.PaceLeft(t.Who))
		if a != nil && fig.Shaken {
			s += " - Shaken"
			if fig.Bennies > 0 {
				s += fmt.Sprintf(": spend a benny to act? (%d left)", fig.Bennies)
			}
		}
		return s
	case len(b.NextUp()) > 0:
		up := b.NextUp()
		names := make([]string, len(up))
		for i, id := range up {
			names[i] = b.Figure(id).Name
		}
		return fmt.Sprintf("Up next: %s. Declare actions, then start (or click the figure).", strings.Join(names, ", "))
	case b.Fight.Init.Round == 0:
		return "Deal the Action Cards to begin the fight."
	}
	return fmt.Sprintf("Round %d is over.", b.Fight.Init.Round)
}

func (g *Game) drawButton(dst *ebiten.Image, bt Button, size float64) {
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
	label := bt.Label
	s := size * 0.85
	face := &text.GoTextFace{Source: fontBold, Size: s}
	for s > 7 {
		if wd, _ := text.Measure(label, face, 0); wd <= bt.W-4 {
			break
		}
		s *= 0.9
		face.Size = s
	}
	drawText(dst, label, fontBold, s, bt.X+bt.W/2, bt.Y+bt.H*0.4, ink, text.AlignCenter, text.AlignCenter)
	drawText(dst, bt.Key, fontRegular, size*0.55, bt.X+bt.W/2, bt.Y+bt.H*0.82, colDim, text.AlignCenter, text.AlignCenter)
}

// drawStrip paints this round's cards in countdown order across the top
// of the map: whose turn it is ringed, Jokers marked, Holds listed.
func (g *Game) drawStrip(dst *ebiten.Image, u float64) {
	b := g.Battle()
	if b.Fight.Init.Round == 0 {
		return
	}
	h := g.cardsH()
	w := float64(g.screenW) - g.panelW()
	vector.FillRect(dst, 0, 0, f32(w), f32(g.stripH()), colPanel, false)
	size := u * 0.75
	x := u * 0.4
	drawText(dst, fmt.Sprintf("Round %d", b.Fight.Init.Round), fontBold, size, x, h/2, colWhite, text.AlignStart, text.AlignCenter)
	x += u * 5
	cur := ""
	if t := b.Turn(); t != nil {
		cur = t.Who
		if c, ok := b.Fight.Init.Card(cur); ok {
			x = g.chip(dst, c.String(), b.Figure(cur).Name, x, h, size, colCardNow, c.Joker()) + u*0.3
		}
	}
	for _, t := range b.Fight.Order() {
		for _, id := range t.Figures {
			if id == cur || x > w-u*3 {
				continue
			}
			x = g.chip(dst, t.Card.String(), b.Figure(id).Name, x, h, size, colCard, t.Card.Joker()) + u*0.3
		}
	}
	for _, id := range b.Fight.Held() {
		if id == cur || x > w-u*3 {
			continue
		}
		x = g.chip(dst, "Hold", b.Figure(id).Name, x, h, size, colAce, false) + u*0.3
	}
}

func (g *Game) chip(dst *ebiten.Image, card, name string, x, h, size float64, col color.RGBA, joker bool) float64 {
	limit := float64(g.screenW) - g.panelW() - size*0.4
	face := &text.GoTextFace{Source: fontBold, Size: size}
	short := name
	if len([]rune(short)) > 14 {
		short = string([]rune(short)[:13]) + "…"
	}
	label := card + " " + short
	if joker {
		label = "JOKER " + short
		col = colJoker
	}
	tw, _ := text.Measure(label, face, 0)
	pad := size * 0.4
	if x+tw+2*pad > limit {
		return limit + size // no room: the strip stops here
	}
	vector.FillRect(dst, f32(x), f32(h*0.15), f32(tw+2*pad), f32(h*0.7), col, false)
	drawText(dst, label, fontBold, size, x+pad, h/2, inkOn(col), text.AlignStart, text.AlignCenter)
	return x + tw + 2*pad
}

// drawFigurePanel writes the figure's sheet: state, traits, weapons.
func (g *Game) drawFigurePanel(dst *ebiten.Image, f *board.Figure, x, y, w, size float64) float64 {
	lh := size * 1.3
	drawText(dst, f.Name, fontBold, size*1.1, x, y, colWhite, text.AlignStart, text.AlignStart)
	y += lh * 1.1
	kind := "Extra"
	if f.WildCard {
		kind = "Wild Card"
	}
	st := fmt.Sprintf("%s, %s - Wounds %d/%d - Fatigue %d - Bennies %d", f.Side, kind, f.Wounds, f.MaxWounds(), f.Fatigue, f.Bennies)
	y = drawWrapped(dst, st, fontRegular, size*0.85, x, y, w, 2, colWhite)
	var marks []string
	for _, m := range []struct {
		on bool
		n  string
	}{{f.Shaken, "Shaken"}, {f.Distracted, "Distracted"}, {f.Vulnerable, "Vulnerable"}, {f.Stunned, "Stunned"},
		{f.Prone, "Prone"}, {f.Incapacitated, "Incapacitated"}, {f.BleedingOut, "Bleeding Out"}} {
		if m.on {
			marks = append(marks, m.n)
		}
	}
	if b := g.Battle(); b != nil && b.Fight.Init.Hold[f.ID] {
		marks = append(marks, "on Hold")
	}
	if len(marks) > 0 {
		y = drawWrapped(dst, strings.Join(marks, ", "), fontBold, size*0.85, x, y, w, 1, colAce)
	}
	var attrs, skills []string
	for _, n := range rules.Attributes {
		if d, ok := f.Traits[n]; ok {
			attrs = append(attrs, fmt.Sprintf("%s %s", n.Label()[:3], d))
		}
	}
	var names []rules.Trait
	for n := range f.Traits {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if !rules.IsAttribute(n) {
			skills = append(skills, fmt.Sprintf("%s %s", n, f.Traits[n]))
		}
	}
	y = drawWrapped(dst, strings.Join(attrs, "  "), fontRegular, size*0.8, x, y, w, 1, colWhite)
	y = drawWrapped(dst, strings.Join(skills, ", "), fontRegular, size*0.75, x, y, w, 2, colDim)
	cur := -1
	if a := g.actor(); a != nil && a.ID == f.ID && g.play.mode != ModeMove {
		cur = g.weaponFor(f.Figure, g.play.mode)
	}
	for i, wp := range f.Weapons {
		s := wp.Name
		if wp.Shots > 0 {
			left := wp.Shots
			if i < len(f.Ammo) {
				left = f.Ammo[i]
			}
			s += fmt.Sprintf(" - %d/%d", left, wp.Shots)
		}
		col := color.Color(colWhite)
		if i == cur {
			s = "> " + s
			col = colCardNow
		}
		drawText(dst, s, fontRegular, size*0.8, x, y, col, text.AlignStart, text.AlignStart)
		y += size * 1.05
	}
	return y + size*0.4
}

// drawDice shows the last action's rolls: each die as a box with its
// faces (an ace's chain), the Wild Die gold, the modifiers and the total
// against the TN.
func (g *Game) drawDice(dst *ebiten.Image, x, y, w, size float64) float64 {
	vector.FillRect(dst, f32(x-4), f32(y), f32(w+8), 1, colPanelLine, false)
	y += size * 0.3
	for _, l := range g.play.dice {
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
func (g *Game) drawLog(dst *ebiten.Image, b *rules.Battle, x, y, w, bottom, size float64) {
	if bottom-y < size*2 {
		return
	}
	vector.FillRect(dst, f32(x-4), f32(y), f32(w+8), 1, colPanelLine, false)
	y += size * 0.3
	lines := b.Log()
	end := max(len(lines)-g.play.logBack, 0)
	lh := size * 1.2
	var wrapped []string
	for i := end - 1; i >= 0 && float64(len(wrapped))*lh < bottom-y; i-- {
		wl := wrapLines(lines[i], fontRegular, size, w)
		wrapped = append(wl, wrapped...)
	}
	n := int((bottom - y) / lh)
	if len(wrapped) > n {
		wrapped = wrapped[len(wrapped)-n:]
	}
	for i, l := range wrapped {
		drawText(dst, l, fontRegular, size, x, y+float64(i)*lh, colWhite, text.AlignStart, text.AlignStart)
	}
}

// drawHelp lays the rules help over the map.
func (g *Game) drawHelp(dst *ebiten.Image, u, right float64) {
	x, y := u, g.stripH()+u
	w, bottom := right-2*u, float64(g.screenH)-float64(statusBarHeight(g.screenH))-u
	vector.FillRect(dst, f32(x), f32(y), f32(w), f32(bottom-y), color.RGBA{0x08, 0x0a, 0x10, 0xf4}, false)
	size := u * 0.75
	y += u * 0.5
	x += u * 0.5
	w -= u
	y = drawWrapped(dst, "Rules help (F1 closes, Page Up/Down turn the page). Keys: M move, R run, C fight, S shoot, T throw, U suppress, A aim, D defend, P prone/stand, H hold, E end turn, Enter next, W weapon, B benny, G the GM's tactic, Ctrl+Z/Y undo/redo, Ctrl+S save.", fontBold, size, x, y, w, 3, colAce)
	entries := rules.Help()
	entries = entries[min(g.play.helpPage, len(entries)):]
	for _, e := range entries {
		if y > bottom-size*3 {
			break
		}
		y = drawWrapped(dst, e.Title, fontBold, size, x, y+size*0.3, w, 1, colWhite)
		y = drawWrapped(dst, e.Text, fontRegular, size*0.85, x, y, w, 4, colDim)
	}
}

// drawTip writes the preview's numbers near the cursor's target: the
// odds and every modifier by name, or who is under a template.
func (g *Game) drawTip(dst *ebiten.Image) {
	ov := &g.play.ov
	var lines []string
	var at [2]float64
	switch {
	case ov.Attack != nil:
		a := ov.Attack
		t := g.board.Figure(a.Target)
		if t == nil {
			return
		}
		verb := "Shoot"
		if a.Kind == "fight" {
			verb = "Fight"
		}
		lines = append(lines, fmt.Sprintf("%s %s with %s", verb, t.Name, a.Weapon))
		if a.Err != "" {
			lines = append(lines, a.Err)
		} else {
			lines = append(lines, fmt.Sprintf("success %.0f%%  raise %.0f%%  (TN %d)", 100*a.Success, 100*a.Raise, a.TN))
			if a.Cover > rules.NoCover {
				lines = append(lines, "cover: "+a.Cover.String())
			}
			for _, m := range a.Mods {
				lines = append(lines, m.String())
			}
		}
		at[0], at[1] = g.cam.ToScreen(a.To)
		at[1] += tokenRadius(t) * g.cam.Scale
	case ov.Template != nil:
		tp := ov.Template
		lines = append(lines, fmt.Sprintf("%s (%s)", tp.Weapon, strings.ToUpper(string(tp.Kind))))
		if len(tp.Under) == 0 {
			lines = append(lines, "nobody under it")
		} else {
			var ns []string
			for _, id := range tp.Under {
				if f := g.board.Figure(id); f != nil {
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
		for _, m := range tp.Mods {
			lines = append(lines, m.String())
		}
		at[0], at[1] = g.cam.ToScreen(tp.At)
		at[1] += g.cam.Scale * 2.2
	default:
		return
	}
	u := g.ui()
	size := u * 0.75
	face := &text.GoTextFace{Source: fontBold, Size: size}
	bw := 0.0
	for _, l := range lines {
		wd, _ := text.Measure(l, face, 0)
		bw = math.Max(bw, wd)
	}
	bw += u
	bh := float64(len(lines))*size*1.25 + u*0.5
	x := clamp(at[0]-bw/2, 4, float64(g.screenW)-g.panelW()-bw-4)
	y := at[1] + u*0.3
	if y+bh > float64(g.screenH)-float64(statusBarHeight(g.screenH)) {
		y = at[1] - bh - g.cam.Scale*1.2
	}
	vector.FillRect(dst, f32(x), f32(y), f32(bw), f32(bh), color.RGBA{0x05, 0x06, 0x0a, 0xe8}, false)
	for i, l := range lines {
		col := color.Color(colWhite)
		if i == 0 {
			col = colCardNow
		}
		drawText(dst, l, fontBold, size, x+u*0.5, y+u*0.25+float64(i)*size*1.25, col, text.AlignStart, text.AlignStart)
	}
}

// wrapLines breaks s into lines no wider than w.
func wrapLines(s string, src *text.GoTextFaceSource, size, w float64) []string {
	face := &text.GoTextFace{Source: src, Size: size}
	words := strings.Fields(s)
	var out []string
	cur := ""
	for _, wd := range words {
		try := wd
		if cur != "" {
			try = cur + " " + wd
		}
		if tw, _ := text.Measure(try, face, 0); tw > w && cur != "" {
			out = append(out, cur)
			cur = wd
			continue
		}
		cur = try
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// drawWrapped writes s wrapped to w, at most maxLines lines (the last cut
// short), and returns the y below it.
func drawWrapped(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size, x, y, w float64, maxLines int, c color.Color) float64 {
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

// drawMessage writes the last message over the top of the map, red for
// a refusal.
func (g *Game) drawMessage(dst *ebiten.Image, u, px, size float64) {
	if msg, bad := g.Message(); msg != "" {
		mx, my, mw := u*0.5, u*0.4, px-u
		maxLines := 3
		if g.reserving() {
			// In its own row under the cards, clear of the map.
			size = math.Min(size, g.msgH()*0.36)
			mx, my, mw, maxLines = u*0.25, g.cardsH(), px-u*0.5, 2
		}
		col := colInfo
		if bad {
			col = colError
		}
		lines := wrapLines(msg, fontBold, size, mw-u)
		if len(lines) > maxLines {
			lines = lines[:maxLines]
			lines[maxLines-1] += " …"
		}
		h := float64(len(lines))*size*1.3 + u*0.5
		if g.reserving() {
			h = g.msgH() - u*0.15
		}
		vector.FillRect(dst, f32(mx), f32(my), f32(mw), f32(h), col, false)
		for i, l := range lines {
			drawText(dst, l, fontBold, size, mx+u*0.5, my+u*0.25+float64(i)*size*1.3, colWhite, text.AlignStart, text.AlignStart)
		}
	}
}
