package game

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// Mode is what a click on the map does for the figure whose turn it is.
type Mode int

// The modes of the controller.
const (
	ModeMove     Mode = iota // a square: walk there; a foe: the default attack
	ModeFight                // an adjacent foe: Fighting
	ModeShoot                // a foe: Shooting (or Athletics to throw) with the chosen weapon
	ModeThrow                // a point: the chosen template weapon's blast, cone or stream
	ModeSuppress             // a point: suppressive fire (a Medium Burst Template)
	ModeMore                 // a figure or a door: the further action chosen (more.go)
)

var modeNames = [...]string{ModeMove: "Move", ModeFight: "Fight", ModeShoot: "Shoot", ModeThrow: "Throw/Template", ModeSuppress: "Suppress", ModeMore: "More"}

func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return "?"
	}
	return modeNames[m]
}

// Controller is the fight without a window: its seat's state (the
// fight's mirror, which it draws and decides on), the selection, the
// mode, the prompts, and the commands that turn into the actions it
// sends through the seat. It holds no battle. It consumes Intents (plain
// values) and never imports ebiten; the views only read it.
type Controller struct {
	fight *Fight
	seed  uint64

	selected string
	mode     Mode
	// attackChoice is the weapon and the options of the turn's attacks
	// (attack.go, a hosted screen's too).
	attackChoice
	declare declaration // actions to declare when the next turn starts (1-3)

	msg    string
	msgErr bool

	dice      []DiceLine
	deviation *DeviationView
	logBack   int     // lines scrolled back from the end of the log
	diceBack  float64 // pixels the dice panel is scrolled back from the newest roll (dicepanel.go)
	mapView   mapView // thin walls shown, the grid's strength (mapview.go)

	// version counts changes: run bumps it after every command or
	// applied action, and every cache of the window keys on it.
	version uint64
	// progress counts the changes of the top scene's box alone (the
	// Odds' bar and numbers): the frame repaints that box over the last
	// one instead of the whole screen (frame.go's drawProgress).
	progress uint64
	// ticks is how many of the 60 a second this frame stands for (1 but
	// on the browser's quiet page, which runs a frame every 0.2 s and on
	// input while the Odds play beside it, quiet.go): the computer's
	// clock and the slides go by the wall's time, not by the frames.
	ticks int

	ov    Overlay
	ovKey overlayKey // what ov was worked out for: the overlay's picture keys on it too
	// tipGone hides the odds box from an action's sending until the
	// pointer leaves the square it was on (overlay.go): the box of the
	// shot just fired is no odds of anything.
	tipGone bool
	tipAt   board.Square // the pointer's square since (off the map: -1, -1)
	tipSeen bool         // tipAt is known
	pv      aimPreview   // the seat's preview of the action under the pointer (preview.go)
	reacher *board.Reacher

	more int // which of menu.Catalogue
	// morePage is the page of the More list the panel shows when the
	// powers' rows leave no room for all of it (layout.go).
	morePage int
	// sheetTab is the group of buttons a phone's sheet shows (layout_sheet.go).
	sheetTab int

	after *aftermath // what the end-of-fight screen keeps (scene_aftermath.go), once opened

	offers []rules.Action // rules.Offers behind the offer buttons, refreshed by run

	edit    editState // the GM's edit mode (edit.go)
	tapAim  fingerAim // a finger's first tap while acting (fingeraim.go)
	tapSaid string    // the message that tap said ("tap again to ...")
	tool    toolState // the ruler and the template (tools.go)
	panel   int       // where the panel goes: panelRight, panelLeft, panelHidden, panelAt
	// panelAt is where a dragged panel sits (panel == panelAt): 0 at the
	// left edge, 1 at the right, between them in proportion.
	panelAt float64
	// screen is the shell's screen state its buttons show (screen.go).
	screen screenInfo

	// The autosave (save.go): where, what was last written, whether the
	// last write failed (the offer to resume is a scene, scene_resume.go).
	store          Autosave
	saved          []byte
	autosaveFailed bool

	// scenes are the modal screens open over the fight, the top last
	// (scene.go).
	scenes []Scene

	// ask is the action the window sent last, which a question stops
	// (apply.go; the question is the seat's: Fight.mirror.asked).
	ask asking

	// finger: the last press was a finger's: the words say tap and the
	// buttons show no keys (touchwords.go).
	finger bool

	// clock is the screen's time, which counts a question's seconds
	// down (time.Now; tests set their own).
	clock func() time.Time
}

// now is the screen's time (clock).
func (c *Controller) now() time.Time {
	if c.clock == nil {
		return time.Now()
	}
	return c.clock()
}

// countdownTick repaints a question's countdown when its second changes.
func (c *Controller) countdownTick() {
	q := &c.fight.mirror.asked
	if left, ok := q.left(c.now()); ok && left != q.shown {
		q.shown = left
		c.version++
	}
}

// Intent is one tick of input as the controller takes it: the commands
// whose keys went down, the panel button clicked, a click on the map and
// the cursor's square and point. The window makes it from an Input.
type Intent struct {
	Pressed Keys
	Button  *Button
	Click   bool // a left press on the map, not on a panel
	Release bool // the left button let go over the map (a drag's end)
	Held    bool // the left button (or a finger) is down, not panning
	Square  board.Square
	On      bool       // the cursor is on the map (Square is valid)
	Point   geom.Point // the cursor in map inches
	// For the scenes (scene.go): what was typed, the cursor on the
	// screen, a left press anywhere this tick and the left button held.
	Text       string
	X, Y       float64
	Down, Left bool
	// Finger: the press is a finger's (a touch screen's): no hover came
	// before it (fingeraim.go).
	Finger bool
}

// event reports whether the tick carries anything besides the cursor.
func (it *Intent) event() bool {
	return it.Pressed != (Keys{}) || it.Button != nil || it.Click || it.Release || it.Text != "" || it.Down
}

type overlayKey struct {
	version uint64
	hover   board.Square
	hoverOn bool
	pt      geom.Point
	answers int // the seat's preview answers taken (preview.go)
}

// NewController is a controller with no board; seed deals its battles.
func NewController(seed uint64) *Controller {
	c := &Controller{seed: seed}
	c.reset(nil)
	return c
}

// run does f and then marks the state changed: the one place the
// version moves, so caches need no bookkeeping of their own.
func (c *Controller) run(f func()) {
	f()
	c.version++
	c.offers = c.offersNow(c.offers[:0])
	c.autosave()
}

// Version counts the controller's changes (see run).
func (c *Controller) Version() uint64 { return c.version }

// Handle takes one tick of intent: any command or click runs (and bumps
// the version), and the overlay follows the cursor.
func (c *Controller) Handle(it Intent) {
	c.noteFinger(it)
	c.dropGMKeys(&it) // a player's laptop has F2 too
	if c.top() != nil {
		// The scenes first: what they leave goes on to the fight.
		it = c.sceneTick(it)
	}
	if it.Pressed != (Keys{}) || it.Button != nil || it.Click || (it.Release && c.tool.set == 1) {
		c.run(func() { c.handle(it) })
	}
	if c.fight != nil {
		for range c.ticks {
			c.autoTick()
			c.animTick()
		}
		c.countdownTick()
		sq, on, pt := it.Square, it.On, it.Point
		if c.tapAim.on && !on {
			// A finger on the sheet's buttons: the odds stay on the
			// square it aimed at, with the options it changes.
			sq, on, pt = c.tapAim.at, true, c.tapAim.at.Center()
		}
		c.updateOverlay(sq, on, pt)
		if it.Held && c.tool.set == 1 {
			c.toolDrag(it)
		}
	}
}

func (c *Controller) handle(it Intent) {
	if it.Button != nil && !keepsAim(it.Button.Cmd) || it.Pressed != (Keys{}) {
		c.tapAim = fingerAim{} // something done between: a tap aims afresh
	}
	for i := range commands {
		if cmd := &commands[i]; cmd.scope == scopeAlways && it.Pressed.Has(cmd.id) {
			cmd.do(c, "")
		}
	}
	if c.fight == nil {
		// No battle: a click selects the figure there, or clears.
		if bd := c.drawnBoard(); it.Click && it.On && bd != nil {
			c.selected = ""
			if f := bd.FigureAt(it.Square); f != nil {
				c.selected = f.ID
			}
		}
		return
	}
	if it.Button != nil {
		// A button's tick runs only the button; a disabled one says why
		// (a finger has no hover).
		if !it.Button.Enabled && it.Button.Why != "" {
			c.fail(errors.New(it.Button.Why))
			return
		}
		c.press(it.Button.Cmd, it.Button.Arg)
		return
	}
	for i := range commands {
		if cmd := &commands[i]; cmd.scope != scopeAlways && it.Pressed.Has(cmd.id) {
			c.press(cmd.id, "")
		}
	}
	if it.Release && !it.Click && c.tool.on() {
		c.toolRelease(it)
	}
	if it.Click {
		switch {
		case it.Finger && !c.tool.on() && !c.edit.on && c.fingerHolds(it):
			// aimed: the second tap acts
		case c.tool.on():
			c.toolTap(it)
		case c.edit.on:
			c.editClick(it)
		default:
			c.clickMap(it)
		}
	}
}

// gmSeat reports whether the screen may run the GM's commands: the
// window's own fight, no fight (the setup), or a seat the host says is
// the GM's. A player's seat or the projector's never (the session would
// refuse what they send, and the odds, the setup and the walls show what
// the GM keeps back).
func (c *Controller) gmSeat() bool {
	f := c.fight
	return !f.onSeat() || f.mirror.Seat == wire.SeatGM
}

// dropGMKeys takes the GM's commands' keys out of a tick on a seat that
// is not the GM's, with one line for the first.
func (c *Controller) dropGMKeys(it *Intent) {
	k := it.Pressed.Only(gmKeys)
	if k == (Keys{}) || c.gmSeat() {
		return
	}
	it.Pressed = it.Pressed.Without(gmKeys)
	for i := range commands {
		if k.Has(commands[i].id) {
			c.run(func() { c.gmOnly(&commands[i]) })
			return
		}
	}
}

// gmOnly is the line for a GM's key pressed on a player's seat, a
// sentence a new player reads: "Only the GM can use F2 (edit): ask the
// GM." (the key, since a key is all that reaches here).
func (c *Controller) gmOnly(cmd *command) {
	name := strings.TrimPrefix(cmd.label, "GM: ")
	if i := strings.Index(name, " ("); i > 0 {
		name = name[:i]
	}
	if len(cmd.keys) > 0 {
		name = cmd.keys[0] + " (" + name + ")"
	}
	c.fail(fmt.Errorf("Only the GM can use %s: ask the GM.", name))
}

// Press runs command id with its argument, as a key or button would.
func (c *Controller) Press(id Cmd, arg string) { c.run(func() { c.press(id, arg) }) }

// press gates a command by the state (a scene open, a question waiting,
// an offered reroll) and runs it.
func (c *Controller) press(id Cmd, arg string) {
	cmd := commandOf(id)
	if cmd == nil || cmd.do == nil {
		return
	}
	if cmd.gm && !c.gmSeat() {
		c.gmOnly(cmd)
		return
	}
	if cmd.scope == scopeAlways {
		cmd.do(c, arg)
		return
	}
	f := c.fight
	if f == nil {
		return
	}
	if c.pressScene(id, arg) {
		return
	}
	if cmd.scope == scopeAftermath {
		return // the end-of-fight screen's, when it is shut (or asks first)
	}
	if c.Asked() != nil {
		switch id {
		case CmdYes:
			_ = c.answer(true)
		case CmdNo:
			_ = c.answer(false)
		default:
			c.fail(errors.New("answer the question first: Y to spend the benny, N not to"))
		}
		return
	}
	cmd.do(c, arg)
}

// viaOf is the end-of-fight command that id's key runs there, or nil.
func viaOf(id Cmd) *command {
	for i := range commands {
		if commands[i].via == id {
			return &commands[i]
		}
	}
	return nil
}

// Fight is the battle under way, or nil.
func (c *Controller) Fight() *Fight { return c.fight }

// SetSeed sets the seed of the battles Restart starts from now on.
func (c *Controller) SetSeed(seed uint64) { c.seed = seed }

// Seed is the seed new battles are dealt with.
func (c *Controller) Seed() uint64 { return c.seed }

// Clear takes the fight off the table: an empty table.
func (c *Controller) Clear() {
	c.run(func() { c.reset(nil) })
}

// SetFight puts a battle on the table: a local one or one over a seat
// (FightOnSeat); the Controller reads its seat alone.
func (c *Controller) SetFight(f *Fight) {
	c.run(func() { c.reset(f) })
}

// Restart starts the battle afresh with the seed, from the scenario's
// text, which the new battle keeps (to save it, or send it to the
// table's tab).
func (c *Controller) Restart(seed uint64) {
	c.seed = seed
	f := c.fight
	if f == nil {
		return
	}
	nf, err := NewFight(f.Name, f.Scenario, seed)
	if err != nil {
		c.run(func() { c.fail(err) })
		return
	}
	nf.SavePath, nf.ScenarioPath = f.SavePath, f.ScenarioPath
	c.SetFight(nf)
}

func (c *Controller) reset(f *Fight) {
	*c = Controller{fight: f, seed: c.seed, attackChoice: attackChoice{weapon: -1}, declare: 1, ticks: 1,
		reacher: board.NewReacher(), version: c.version, store: c.store, saved: c.saved, panel: c.panel, panelAt: c.panelAt, screen: c.screen, finger: c.finger, clock: c.clock, scenes: lastingScenes(c.scenes)}
	if m := f.seatState(); m != nil && m.Rules > 0 {
		// A battle loaded from an older file keeps its rules: say so.
		if note := board.OlderRules(m.Rules); note != "" {
			c.msg = "This battle is " + note + "."
		}
	}
	c.openLinks() // a hosted table's players' links (scene_links.go)
	note := c.msg
	c.openEnded()
	if note != "" {
		c.msg = note // the older rules said over the end screen's line
	}
}

// Selected is the selected figure, or nil: the seat's map's (its card's
// numbers are the seat's, seatMirror.cardOf).
func (c *Controller) Selected() *board.Figure {
	b := c.drawnBoard()
	if b == nil || c.selected == "" {
		return nil
	}
	return b.Figure(c.selected)
}

// Select selects the figure with this id ("" or an id the seat's map
// does not hold clears).
func (c *Controller) Select(id string) {
	c.run(func() {
		c.selected = ""
		if bd := c.drawnBoard(); bd != nil && bd.Figure(id) != nil {
			c.selected = id
		}
	})
}

func (c *Controller) deselect() {
	if h := c.help(); h != nil {
		// Escape closes the help first.
		c.closeScene(h)
		return
	}
	if c.spread != nil {
		c.cancelSpread() // Esc leaves the Frenzy's dice unsent: spread.go
		return
	}
	c.selected = ""
	c.mode = ModeMove
}

// scroll pages the rules help when it is open, else the log (dir -1 is
// back).
func (c *Controller) scroll(dir int) {
	if h := c.help(); h != nil {
		h.turn(dir)
		return
	}
	switch {
	case dir < 0:
		c.logBack += 5
	default:
		c.logBack = max(0, c.logBack-5)
	}
}

// Mode is the controller's mode.
func (c *Controller) Mode() Mode { return c.mode }

// Message is the last message shown (an engine's refusal, a save...),
// and whether it is an error.
func (c *Controller) Message() (string, bool) {
	if c.tapAim.on && !c.msgErr && c.msg == c.tapSaid {
		// A finger's first tap on what the rules refuse: why, not "tap
		// again" (the odds box says it too).
		if ap := c.ov.Attack; ap != nil && ap.Err != "" {
			return fmt.Sprintf("(%d, %d): %s", c.tapAim.at.X, c.tapAim.at.Y, ap.Err), true
		}
	}
	return c.msg, c.msgErr
}

// Dice are the rolls of the last action, for the dice display.
func (c *Controller) Dice() []DiceLine { return c.dice }

// LastDeviation is where the last missed blast went, or nil.
func (c *Controller) LastDeviation() *DeviationView { return c.deviation }

func (c *Controller) say(format string, args ...any) {
	c.msg, c.msgErr = fmt.Sprintf(format, args...), false
}

func (c *Controller) fail(err error) {
	c.msg, c.msgErr = oneLine(err.Error()), true
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// turn is whose turn is under way ("" between turns).
func (c *Controller) turn() string {
	if m := c.seatState(); m != nil && m.Acting && !m.over() {
		return m.Up
	}
	return ""
}

// needTurn is whose turn is under way, or "" with the refusal shown.
// notNow is why a button of the fight is off when its command says no
// more.
func (c *Controller) notNow() string {
	switch {
	case c.fight == nil:
		return "no battle on the table"
	case c.Asked() != nil:
		return "answer the question first"
	case c.turn() == "":
		return "no figure's turn is under way"
	}
	return "not now"
}

func (c *Controller) needTurn() string {
	who := c.turn()
	if who == "" {
		c.fail(errors.New("no turn is under way: press Enter for the next turn"))
	}
	return who
}

// actor is the figure whose turn is under way, or nil: the seat's map's
// (its sheet's weapons as carried now: wire.FigureSheet), granted what
// its Edges and abilities grant (grantedOn), so the action built from it
// is the one the battle's figure would build.
func (c *Controller) actor() *board.Figure {
	who, bd := c.turn(), c.seatBoard()
	if who == "" || bd == nil {
		return nil
	}
	return grantedOn(bd, who)
}

// Apply applies an action to the battle as the controller does: an
// illegal one is refused with the engine's words and changes nothing; a
func (c *Controller) clickMap(it Intent) {
	sq := it.Square
	if !it.On {
		if c.mode != ModeMove {
			c.fail(errors.New("that is off the map: click on the map"))
		}
		return
	}
	bd := c.seatBoard() // who is where: the seat's map (seatboard.go)
	if bd == nil {
		c.fail(errSeatLags)
		return
	}
	fig := bd.FigureAt(sq)
	if c.fight.onTable() {
		// The projector acts for nobody: a tap names the figure there.
		c.selected = ""
		if fig != nil {
			c.selected = fig.ID
		}
		return
	}
	a := c.actor()
	if a == nil {
		// Between turns: a click selects; on a figure that is up, it
		// starts its turn. A Tactician's card is handed out now.
		if c.mode == ModeMore && c.moreChosen() == menu.HandCard && fig != nil {
			c.handCard(fig.ID)
			return
		}
		c.selected = ""
		if fig != nil {
			c.selected = fig.ID
			for _, id := range c.nextUp() {
				if id == fig.ID {
					_ = c.apply(c.declare.start(id))
					break
				}
			}
		}
		return
	}
	if c.spread != nil {
		c.spreadClick(fig) // the next die of a Frenzy or a volley: spread.go
		return
	}
	switch c.mode {
	case ModeMove:
		switch {
		case fig == nil && a.Figure.Riding != "":
			// A rider moves with the mount: the mount's Pace carries both.
			_ = c.apply(rules.Ride{Who: a.ID, To: rules.Pos{X: sq.X, Y: sq.Y}})
		case fig == nil && c.opt.Leap:
			// The Athletics jump (Ctrl+J): the roll is the action.
			if c.apply(rules.Jump{Who: a.ID, To: rules.Pos{X: sq.X, Y: sq.Y}}) == nil {
				c.opt.Leap = false
			}
		case fig == nil:
			_ = c.apply(rules.Move{Who: a.ID, To: rules.Pos{X: sq.X, Y: sq.Y}})
		case fig.ID == a.ID || fig.Side == a.Side || fig.Incapacitated:
			c.selected = fig.ID
		case engaged(bd, a.ID, fig):
			c.strike(c.melee(a, fig))
		case c.inReach(a, fig): // reach_melee.go
			m, _ := c.reachMelee(a, fig)
			c.strike(m)
		case c.weaponFor(a.Figure, ModeShoot) >= 0:
			_ = c.apply(c.shoot(a, fig))
		default:
			c.selected = fig.ID
		}
	case ModeFight:
		if fig == nil || fig.ID == a.ID {
			c.fail(errors.New("click an adjacent foe to fight it"))
			return
		}
		if m, ok := c.reachMelee(a, fig); ok { // with the weapon that reaches: reach_melee.go
			c.strike(m)
			return
		}
		c.strike(c.melee(a, fig))
	case ModeShoot:
		if fig == nil || fig.ID == a.ID {
			c.fail(errors.New("click a figure to shoot at it"))
			return
		}
		_ = c.apply(c.shoot(a, fig))
	case ModeThrow:
		at := c.templatePoint(a, it.Point)
		_ = c.apply(rules.AreaAttack{Who: a.ID, Weapon: c.weaponName(a.Figure, ModeThrow), At: rules.Spot{X: at.X, Y: at.Y}})
	case ModeSuppress:
		at := squareCentre(it.Point)
		_ = c.apply(rules.Suppress{Who: a.ID, Weapon: c.weaponName(a.Figure, ModeSuppress), At: rules.Spot{X: at.X, Y: at.Y}})
	case ModeMore:
		if _, ok := c.castPower(); ok {
			if c.pickRecipient(a, fig) { // Teleport: teleport.go
				return
			}
			act, err := c.castAction(a, sq, fig, it.Point)
			if err != nil {
				c.fail(err)
				return
			}
			_ = c.apply(act)
			return
		}
		if id := menu.Catalogue[c.more].ID; id == menu.Door || id == menu.BreakDoor {
			if at, ok := c.doorNear(it.Point); ok {
				sq = at // a thin door is picked where it is drawn
			}
		}
		act, err := c.moreAction(c.more, a.ID, sq, fig)
		if err != nil {
			c.fail(err)
			return
		}
		c.strike(act) // a volley of tentacles spreads: spread.go
	}
}

// squareCentre snaps a map point to the centre of its square: templates
// land where a person can read them against the grid.
func squareCentre(p geom.Point) geom.Point {
	return geom.Point{X: math.Floor(p.X) + 0.5, Y: math.Floor(p.Y) + 0.5}
}

// templatePoint is where the chosen template goes for a cursor at pt: a
// blast on the square's centre, a Cone or Stream aimed at the point.
func (c *Controller) templatePoint(a *board.Figure, pt geom.Point) geom.Point {
	i := c.weaponFor(a.Figure, ModeThrow)
	if i >= 0 && rules.Template(a.Weapons[i].Template).Blast() {
		return squareCentre(pt)
	}
	return pt
}

// BenniesText is the figure sheet's bennies: its own, and for the GM's
// figures the GM's pool they may spend from (this window is the GM's;
// a player's screen at a hosted table is never told the pool).
func (c *Controller) BenniesText(f *rules.Figure) string {
	s := fmt.Sprintf("Bennies %d", f.Bennies)
	if m := c.seatState(); m != nil {
		// The seat's numbers, as a hosted screen's card reads them.
		if st, ok := m.Figures[f.ID]; ok && st.Bennies != nil {
			s = fmt.Sprintf("Bennies %d", *st.Bennies)
		}
		if f.GM && m.Pool != nil {
			s += fmt.Sprintf(" (GM's pool %d)", *m.Pool)
		}
	}
	return s
}

// shakenActor is the figure whose turn it is when it is Shaken and has a
// benny to spend on it (its own, or the GM's pool's), else "": the
// seat's state tells it (seatMirror.shakenUp).
func (c *Controller) shakenActor() string {
	if m := c.seatState(); m != nil {
		return m.shakenUp()
	}
	return ""
}

// reserving: once the cards are dealt the panels keep their own part of
// the screen and the map fits beside them.
func (c *Controller) reserving() bool { return c.round() > 0 }
