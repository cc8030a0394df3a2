package game

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
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

// Controller is the fight without a window: the board and battle, the
// selection, the mode, the prompts, and the commands that turn into
// rules actions. It consumes Intents (plain values) and never imports
// ebiten; the views only read it.
type Controller struct {
	board *board.Board
	fight *Fight
	seed  uint64

	selected string
	mode     Mode
	// weapon is the chosen weapon's index for the mode (-1: the first that
	// fits).
	weapon  int
	declare int // actions to declare when the next turn starts (1-3)

	msg    string
	msgErr bool

	dice      []DiceLine
	deviation *DeviationView
	logBack   int     // lines scrolled back from the end of the log
	diceBack  float64 // pixels the dice panel is scrolled back from the newest roll (dicepanel.go)
	help      bool
	helpPage  int
	mapView   mapView // thin walls shown, the grid's strength (mapview.go)
	helpFind  string  // typed while the help is open: it lists only what matches

	// version counts changes: run bumps it after every command or
	// applied action, and every cache of the window keys on it.
	version uint64

	ov      Overlay
	ovKey   overlayKey // what ov was worked out for: the overlay's picture keys on it too
	reacher *board.Reacher

	tactic *rules.Plain
	auto   autoPlay // the sides the program plays (auto.go)
	more   int      // which of moreMenu

	opt AttackOptions // options of the next Fight or Shoot (options.go)

	after *aftermath // the end-of-fight screen (aftermath.go), once opened

	offers []rules.Action // rules.Offers behind the offer buttons, refreshed by run

	edit  editState  // the GM's edit mode (edit.go)
	tool  toolState  // the ruler and the template (tools.go)
	align alignState // the grid's alignment to the picture (align.go)
	panel int        // where the panel goes: panelRight, panelLeft, panelHidden, panelAt
	// panelAt is where a dragged panel sits (panel == panelAt): 0 at the
	// left edge, 1 at the right, between them in proportion.
	panelAt float64
	// screen is the shell's screen state its buttons show (screen.go).
	screen screenInfo

	// The autosave (save.go): where, what was last written, whether the
	// last write failed, and an autosaved battle offered for resuming.
	store          Autosave
	saved          []byte
	autosaveFailed bool
	resume         *resumeOffer
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
}

type overlayKey struct {
	version uint64
	hover   board.Square
	hoverOn bool
	pt      geom.Point
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
	if it.Pressed != (Keys{}) || it.Button != nil || it.Click || (it.Release && c.tool.set == 1) {
		c.run(func() { c.handle(it) })
	}
	if c.fight != nil {
		c.autoTick()
		c.updateOverlay(it.Square, it.On, it.Point)
		if it.Held && c.tool.set == 1 {
			c.toolDrag(it)
		}
	}
}

func (c *Controller) handle(it Intent) {
	if c.align.on {
		c.alignHandle(it)
		return
	}
	for i := range commands {
		if cmd := &commands[i]; cmd.scope == scopeAlways && it.Pressed.Has(cmd.id) {
			cmd.do(c, "")
		}
	}
	if c.fight == nil {
		// No battle: a click selects the figure there, or clears.
		if it.Click && it.On && c.board != nil {
			c.selected = ""
			if f := c.board.FigureAt(it.Square); f != nil {
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
	if it.Click && !c.AftermathOpen() && c.resume == nil {
		switch {
		case c.tool.on():
			c.toolTap(it)
		case c.edit.on:
			c.editClick(it)
		default:
			c.clickMap(it)
		}
	}
}

// Press runs command id with its argument, as a key or button would.
func (c *Controller) Press(id Cmd, arg string) { c.run(func() { c.press(id, arg) }) }

// press gates a command by the state (a question waiting, an offered
// reroll, the end-of-fight screen) and runs it.
func (c *Controller) press(id Cmd, arg string) {
	cmd := commandOf(id)
	if cmd == nil || cmd.do == nil {
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
	if c.resume != nil {
		switch id {
		case CmdYes:
			c.resumeAnswer(true)
		case CmdNo:
			c.resumeAnswer(false)
		default:
			c.fail(errors.New("an autosaved battle is offered: Y resumes it, N starts a new fight"))
		}
		return
	}
	if c.AftermathOpen() && f.Asked() == nil {
		if v := viaOf(id); v != nil {
			cmd = v
		}
		switch cmd.scope {
		case scopeAftermath:
			cmd.do(c, arg)
			return
		case scopeBoth:
		default:
			c.fail(errors.New("the fight is over: heal, save the survivors, or close this screen (F12)"))
			return
		}
	} else if cmd.scope == scopeAftermath {
		return
	}
	if f.Asked() != nil {
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
	if f.Offer() != nil {
		switch id {
		case CmdYes:
			c.reroll()
			return
		case CmdNo:
			f.Decline()
			c.say("The roll stands")
			return
		}
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

// Board is the board on the table (nil if none).
func (c *Controller) Board() *board.Board { return c.board }

// Fight is the battle under way, or nil.
func (c *Controller) Fight() *Fight { return c.fight }

// Battle is the rules' battle under way, or nil.
func (c *Controller) Battle() *rules.Battle {
	if c.fight == nil {
		return nil
	}
	return c.fight.Battle
}

// SetSeed sets the seed of the battles SetBoard starts from now on.
func (c *Controller) SetSeed(seed uint64) { c.seed = seed }

// Seed is the seed new battles are dealt with.
func (c *Controller) Seed() uint64 { return c.seed }

// SetBoard puts a board on the table with a new battle on it (none for
// nil, or when the board cannot have one: the error is shown).
func (c *Controller) SetBoard(b *board.Board) {
	c.run(func() {
		var f *Fight
		var err error
		if b != nil {
			f, err = FightOn(b, c.seed)
		}
		c.reset(f)
		c.board = b
		if err != nil {
			c.fail(err)
		}
	})
}

// SetFight puts a battle on the table (its board with it).
func (c *Controller) SetFight(f *Fight) {
	c.run(func() {
		c.reset(f)
		c.board = f.Board
	})
}

// Restart starts the battle on the board afresh with the seed.
func (c *Controller) Restart(seed uint64) {
	if f := c.fight; f != nil && len(f.Scenario) > 0 {
		// From the scenario's text, which the new battle keeps (to save
		// it, or send it to the table's tab).
		if nf, err := NewFight(f.Name, f.Scenario, seed); err == nil {
			nf.SavePath, nf.ScenarioPath = f.SavePath, f.ScenarioPath
			c.seed = seed
			c.SetFight(nf)
			return
		}
	}
	if b := c.Battle(); b != nil {
		// Put the figures back where the scenario has them.
		for len(b.Applied) > 0 {
			if b.Undo() != nil {
				break
			}
		}
	}
	c.seed = seed
	c.SetBoard(c.board)
}

func (c *Controller) reset(f *Fight) {
	*c = Controller{fight: f, board: c.board, seed: c.seed, weapon: -1, declare: 1,
		reacher: board.NewReacher(), version: c.version, store: c.store, saved: c.saved, panel: c.panel, panelAt: c.panelAt, screen: c.screen}
	if f != nil && f.Battle != nil {
		// A battle loaded from an older file keeps its rules: say so.
		if note := board.OlderRules(f.Battle.Revision()); note != "" {
			c.msg = "This battle is " + note + "."
		}
	}
}

// Selected is the selected figure, or nil.
func (c *Controller) Selected() *board.Figure {
	if c.board == nil || c.selected == "" {
		return nil
	}
	return c.board.Figure(c.selected)
}

// Select selects the figure with this id ("" or an unknown id clears).
func (c *Controller) Select(id string) {
	c.run(func() {
		c.selected = ""
		if c.board != nil && c.board.Figure(id) != nil {
			c.selected = id
		}
	})
}

func (c *Controller) deselect() {
	if c.help {
		// Escape closes the help first.
		c.help, c.helpFind, c.helpPage = false, "", 0
		return
	}
	c.selected = ""
	c.mode = ModeMove
}

// scroll pages the rules help when it is open, else the log (dir -1 is
// back).
func (c *Controller) scroll(dir int) {
	switch {
	case c.help && dir < 0:
		c.helpPage = max(0, c.helpPage-3)
	case c.help:
		c.helpPage = min(c.helpPage+3, max(len(c.helpList())-1, 0))
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
func (c *Controller) Message() (string, bool) { return c.msg, c.msgErr }

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
	if b := c.Battle(); b != nil && b.Turn() != nil {
		return b.Turn().Who
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
	case c.fight.Asked() != nil:
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

// actor is the figure whose turn is under way, or nil.
func (c *Controller) actor() *board.Figure {
	who := c.turn()
	if who == "" || c.board == nil {
		return nil
	}
	return c.board.Figure(who)
}

// Apply applies an action to the battle as the controller does: an
// illegal one is refused with the engine's words and changes nothing; a
// Soak the player decides opens the prompt.
func (c *Controller) Apply(a rules.Action) error {
	var err error
	c.run(func() { err = c.apply(a) })
	return err
}

func (c *Controller) apply(a rules.Action) error {
	f := c.fight
	if f == nil {
		err := errors.New("no battle on the table")
		c.fail(err)
		return err
	}
	if f.Asked() != nil {
		err := errors.New("answer the question first")
		c.fail(err)
		return err
	}
	before := len(f.Battle.Events())
	q, err := f.Apply(a)
	c.afterApply(a, before, q, err)
	return err
}

// Answer answers the waiting Soak question.
func (c *Controller) Answer(soak bool) error {
	var err error
	c.run(func() { err = c.answer(soak) })
	return err
}

func (c *Controller) answer(soak bool) error {
	f := c.fight
	if f == nil || f.Asked() == nil {
		err := errors.New("no question is waiting")
		c.fail(err)
		return err
	}
	a := f.pending
	before := len(f.Battle.Events())
	q, err := f.Answer(soak)
	c.afterApply(a, before, q, err)
	return err
}

// noQuestion is Y or N with nothing asked.
func (c *Controller) noQuestion() { c.fail(errors.New("no question is waiting")) }

// reroll takes the benny reroll offered after the last action.
func (c *Controller) reroll() {
	f := c.fight
	if len(f.offers) == 0 {
		c.fail(errors.New("no reroll is offered"))
		return
	}
	a := f.offers[0].action
	old := c.dice
	q, err := f.Reroll()
	// The undone try's events are gone: show those of the new one, after
	// the roll thrown away, so both are on the panel.
	c.afterApply(a, f.rerollFrom, q, err)
	if err == nil && !showsThrown(c.dice) {
		c.dice = withRerolled(old, c.dice)
	}
}

// withRerolled puts the rolls thrown away by a benny reroll before the
// new ones, marked, keeping the panel's length.
func withRerolled(old, fresh []DiceLine) []DiceLine {
	var gone []DiceLine
	for _, l := range old {
		if strings.HasPrefix(l.Title, rerolledPrefix) {
			continue
		}
		l.Title = rerolledPrefix + l.Title
		gone = append(gone, l)
	}
	keep := min(len(fresh), maxDiceLines-1) // room for one roll thrown away at least
	fresh = fresh[len(fresh)-keep:]
	if n := maxDiceLines - keep; len(gone) > n {
		gone = gone[len(gone)-n:]
	}
	return append(gone, fresh...)
}

const rerolledPrefix = "Before the reroll: "

// showsThrown: the panel already shows a roll a reroll threw away beside
// the one that counts (the rules keep both: rules.TraitResult.Thrown), so
// the roll before the reroll is not added again.
func showsThrown(lines []DiceLine) bool {
	for _, l := range lines {
		if strings.HasSuffix(l.Title, thrownSuffix) {
			return true
		}
	}
	return false
}

func (c *Controller) afterApply(a rules.Action, before int, q *SoakQuestion, err error) {
	if err != nil {
		c.fail(err)
		return
	}
	c.diceBack = 0 // the newest roll in view
	if q != nil {
		// Every roll before the question about it: the attack and the
		// damage go to the dice panel, then the prompt asks.
		if d := diceOf(c.fight.Seen(), c.Battle().Names()); len(d) > 0 {
			c.dice = d
		}
		c.say("%s", q.Text())
		return
	}
	// A reroll offer is the panel's prompt (promptText); the message keeps
	// the action's last line.
	b := c.Battle()
	if c.after == nil && rules.Over(b) {
		defer c.openAftermath() // one side is left: the end-of-fight screen
	}
	evs := b.Events()
	if before > len(evs) {
		before = 0
	}
	fresh := evs[before:]
	c.msg, c.msgErr = "", false
	if lines := rules.Lines(fresh, b.Names()); len(lines) > 0 {
		c.msg = lines[len(lines)-1]
	}
	if d := diceOf(fresh, b.Names()); len(d) > 0 {
		c.dice = d
	}
	c.deviation = nil
	if aa, ok := a.(rules.AreaAttack); ok {
		c.deviation = c.deviationOf(aa, fresh)
	}
	c.logBack = 0
	switch a.(type) {
	case rules.StartTurn, rules.InterruptHold:
		c.mode, c.weapon, c.opt = ModeMove, -1, AttackOptions{}
		if t := b.Turn(); t != nil {
			c.selected = t.Who
			if f := b.Figure(t.Who); f != nil && f.Shaken && b.HasBenny(f) && t.CanAct == false {
				c.msg = fmt.Sprintf("%s is still Shaken: press B to spend a benny and act", f.Name)
			}
		}
	case rules.EndTurn:
		c.mode, c.weapon, c.declare, c.opt = ModeMove, -1, 1, AttackOptions{}
		if t := b.Turn(); t != nil {
			c.selected = t.Who
		}
	case rules.Move, rules.Run:
	default:
		// An attack done: back to moving; an attack spends its options
		// (an Aim before it keeps them).
		c.mode = ModeMove
		switch a.(type) {
		case rules.Melee, rules.Shoot, rules.Test, rules.SupportAlly:
			c.opt = AttackOptions{}
		}
	}
}

// deviationOf reads a missed blast's deviation from its events: the
// clock and inches rolled, and where the template came down.
func (c *Controller) deviationOf(a rules.AreaAttack, evs []rules.Event) *DeviationView {
	for _, e := range evs {
		if e.Kind != templates.EventDeviation || len(e.Rolls) == 0 {
			continue
		}
		f := c.board.Figure(a.Who)
		if f == nil {
			return nil
		}
		from, aim := f.Center(), a.At
		clock := e.Rolls[len(e.Rolls)-1].Sum()
		dist := math.Min(float64(e.Total), from.Dist(aim)/2)
		land := aim
		if u, ok := aim.Sub(from).Unit(); ok {
			land = aim.Add(templates.ClockDirection(u, clock).Scale(dist))
		}
		kind := rules.MBT
		if fw := c.Battle().Figure(a.Who); fw != nil {
			idx := rules.FirstTemplate(fw)
			if a.Weapon != "" {
				idx = rules.WeaponIndex(fw, a.Weapon)
			}
			if idx >= 0 {
				if k, err := templates.Parse(string(fw.Weapons[idx].Template)); err == nil {
					kind = k
				}
			}
		}
		dv := &DeviationView{Aim: aim, Landing: land, Clock: clock, Inches: dist, Kind: kind}
		if s, under, err := c.board.PlaceTemplate(kind, nil, land); err == nil {
			dv.Outline = s.Outline(48)
			for _, u := range under {
				dv.Under = append(dv.Under, u.ID)
			}
		}
		return dv
	}
	return nil
}

// hold puts the figure that is up on Hold instead of starting its turn.
func (c *Controller) hold() {
	a, err := c.holdAction()
	if err != nil {
		c.fail(err)
		return
	}
	who := a.(rules.Hold).Who
	if c.apply(a) == nil && c.selected == who {
		c.selected = "" // Enter goes on with the countdown, not this figure
	}
}

// unshake spends a benny of the turn's figure (or the selected one).
func (c *Controller) unshake() {
	a, err := c.unshakeAction()
	if err != nil {
		c.fail(err)
		return
	}
	_ = c.apply(a)
}

func (c *Controller) undo() {
	f := c.fight
	f.Withdraw() // an offered reroll belongs to the action undone
	if err := f.Battle.Undo(); err != nil {
		c.fail(err)
		return
	}
	c.dice, c.deviation = nil, nil
	c.say("Undone: %d actions in the battle", len(f.Battle.Applied))
	if c.autoFigure() != "" {
		// The program would only play the step again: it waits.
		c.auto.paused = true
		c.say("Undone: %d actions in the battle; the program's side waits (Enter plays on)", len(f.Battle.Applied))
	}
}

func (c *Controller) redo() {
	f := c.fight
	f.Withdraw()
	if err := f.Battle.Redo(); err != nil {
		c.fail(err)
		return
	}
	c.say("Redone: %d actions in the battle", len(f.Battle.Applied))
}

func (c *Controller) save() {
	f := c.fight
	if Download != nil {
		// The browser: the battle file is downloaded.
		if len(f.Scenario) == 0 {
			c.fail(errors.New("this battle has no scenario text to save"))
			return
		}
		data, err := board.FileOf(f.Name, f.Scenario, f.Battle).Marshal()
		if err == nil {
			name := filepath.Base(f.SavePath)
			if f.SavePath == "" {
				name = "battle.battle.json"
			}
			if err = Download(name, "application/json", data); err == nil {
				c.say("The battle is downloaded as %s", name)
				return
			}
		}
		c.fail(fmt.Errorf("the battle could not be downloaded: %v", err))
		return
	}
	if err := f.Save(); err != nil {
		c.fail(err)
		return
	}
	c.say("Saved the battle to %s", f.SavePath)
}

func (c *Controller) declareActions(n int) {
	c.declare = n
	if c.turn() != "" {
		c.fail(fmt.Errorf("actions are declared as a turn starts; %d will be declared for the next", n))
		return
	}
	c.say("The next turn declares %d action%s (Enter starts it)", n, plural(n))
}

// playTactic lets the plain tactic play the turn under way (or the next
// one): the GM's shortcut for the sides nobody at the table plays. It
// stops at a Soak question for a player to answer (press G again after).
func (c *Controller) playTactic() {
	b := c.Battle()
	if b.Turn() == nil {
		if len(b.NextUp()) == 0 {
			c.fail(errors.New("nobody is up: press Enter to deal the next round"))
			return
		}
		if c.apply(rules.StartTurn{Who: c.upChoice(b.NextUp()), Actions: c.declare}) != nil {
			return
		}
	}
	t := b.Turn()
	if t == nil {
		return
	}
	who := t.Who
	if c.tactic == nil {
		c.tactic = &rules.Plain{}
	}
	// A tactic ends its turn within a few calls; the cap guards a bug.
	for i := 0; i < 40 && b.Turn() != nil && b.Turn().Who == who; i++ {
		a := c.tactic.Next(b)
		if a == nil {
			break
		}
		before := len(b.Events())
		q, err := c.fight.Apply(a)
		c.afterApply(a, before, q, err)
		if q != nil {
			return
		}
	}
	if !c.msgErr {
		c.say("The tactic played %s's turn", b.Figure(who).Name)
	}
}

// interrupt: the selected figure, if it may interrupt, else the first
// who may, interrupts the turn under way (or the next to start).
func (c *Controller) interrupt() {
	a, err := c.interruptAction()
	if err != nil {
		c.fail(err)
		return
	}
	_ = c.apply(a)
}

// upChoice is who of those up a command means: the selected figure when
// it is up, else the first not on Hold (a Hold lasts until the player
// picks that figure), else the first.
func (c *Controller) upChoice(up []string) string {
	for _, id := range up {
		if id == c.selected {
			return id
		}
	}
	hold := c.Battle().Fight.Init.Hold
	for _, id := range up {
		if !hold[id] {
			return id
		}
	}
	return up[0]
}

// next deals the first round or the next, or starts the next turn.
func (c *Controller) next() {
	b := c.Battle()
	if c.auto.paused {
		c.auto.paused, c.auto.wait = false, AutoDelay
		c.say("The program's side plays on")
		return
	}
	if t := b.Turn(); t != nil {
		c.fail(fmt.Errorf("%s's turn is under way: end it first (E)", b.Figure(t.Who).Name))
		return
	}
	if up := b.NextUp(); len(up) > 0 {
		who := c.upChoice(up)
		if who == c.selected || !b.Fight.Init.Hold[who] {
			_ = c.apply(rules.StartTurn{Who: who, Actions: c.declare})
			return
		}
		// Only figures on Hold are up: they keep it (a click on one acts
		// from it) and Enter deals the next round.
	}
	_ = c.apply(rules.StartRound{})
}

func (c *Controller) setMode(m Mode) {
	if c.mode != m {
		c.weapon = -1
	}
	c.mode = m
	if a := c.actor(); a != nil {
		// Bare hands are always a melee weapon: Fight never lacks one.
		if m != ModeMove && m != ModeFight && c.weaponFor(a.Figure, m) < 0 {
			c.fail(fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String())))
			c.mode = ModeMove
		}
	}
}

// fits says whether weapon w serves the mode.
func fits(w rules.Weapon, m Mode) bool {
	switch m {
	case ModeFight:
		return rules.IsMeleeWeapon(w)
	case ModeShoot:
		return w.Ranged() && w.Template == rules.NoTemplate
	case ModeThrow:
		return w.Template != rules.NoTemplate
	case ModeSuppress:
		return w.Ranged() && w.RoF >= 2
	case ModeMore:
		return true // Ready weapon: any
	}
	return false
}

// weaponFor is the index of the weapon the mode uses: the chosen one if
// it fits, else the first that does (-1: none; Fight may go bare-handed).
func (c *Controller) weaponFor(f *rules.Figure, m Mode) int {
	if i := c.weapon; i >= 0 && i < len(f.Weapons) && fits(f.Weapons[i], m) {
		return i
	}
	if c.weapon == bareHands && m == ModeFight {
		return -1
	}
	for i, w := range f.Weapons {
		if fits(w, m) {
			return i
		}
	}
	return -1
}

func (c *Controller) weaponName(f *rules.Figure, m Mode) string {
	if i := c.weaponFor(f, m); i >= 0 {
		return f.Weapons[i].Name
	}
	if m == ModeFight {
		return rules.UnarmedWeapon
	}
	return ""
}

// bareHands is the chosen weapon (Controller.weapon) of a fight with bare
// hands, which W offers after the melee weapons.
const bareHands = -2

// nextWeapon picks the next weapon that fits the mode.
func (c *Controller) nextWeapon() {
	a := c.actor()
	if a == nil {
		c.fail(errors.New("no turn is under way"))
		return
	}
	m := c.mode
	if m == ModeMove {
		m = ModeShoot
		c.mode = m
	}
	n := len(a.Weapons)
	cur := c.weaponFor(a.Figure, m)
	if m == ModeFight {
		// The melee weapons in turn, then bare hands, then the first again.
		for i := cur + 1; i < n; i++ {
			if fits(a.Weapons[i], m) {
				c.weapon = i
				c.say("%s readies the %s", a.Name, a.Weapons[i].Name)
				return
			}
		}
		if cur >= 0 || c.weapon != bareHands {
			c.weapon = bareHands
			c.say("%s fights with bare hands", a.Name)
			return
		}
		c.weapon = -1
		if i := c.weaponFor(a.Figure, m); i >= 0 {
			c.say("%s readies the %s", a.Name, a.Weapons[i].Name)
		} else {
			c.weapon = bareHands
			c.say("%s fights with bare hands", a.Name)
		}
		return
	}
	for k := 1; k <= n; k++ {
		i := (cur + k + n) % n
		if fits(a.Weapons[i], m) {
			c.weapon = i
			c.say("%s readies the %s", a.Name, a.Weapons[i].Name)
			return
		}
	}
	c.fail(fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String())))
}

// clickMap is a left press on the map (or off it).
func (c *Controller) clickMap(it Intent) {
	b := c.fight.Battle
	sq := it.Square
	if !it.On {
		if c.mode != ModeMove {
			c.fail(errors.New("that is off the map: click on the map"))
		}
		return
	}
	fig := c.board.FigureAt(sq)
	a := c.actor()
	if a == nil {
		// Between turns: a click selects; on a figure that is up, it
		// starts its turn.
		c.selected = ""
		if fig != nil {
			c.selected = fig.ID
			for _, id := range b.NextUp() {
				if id == fig.ID {
					_ = c.apply(rules.StartTurn{Who: id, Actions: c.declare})
					break
				}
			}
		}
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
		case b.Table.Adjacent(a.ID, fig.ID):
			_ = c.apply(c.meleeOf(a, fig))
		case c.weaponFor(a.Figure, ModeShoot) >= 0:
			_ = c.apply(c.shootOf(a, fig))
		default:
			c.selected = fig.ID
		}
	case ModeFight:
		if fig == nil || fig.ID == a.ID {
			c.fail(errors.New("click an adjacent foe to fight it"))
			return
		}
		_ = c.apply(c.meleeOf(a, fig))
	case ModeShoot:
		if fig == nil || fig.ID == a.ID {
			c.fail(errors.New("click a figure to shoot at it"))
			return
		}
		_ = c.apply(c.shootOf(a, fig))
	case ModeThrow:
		at := c.templatePoint(a, it.Point)
		_ = c.apply(rules.AreaAttack{Who: a.ID, Weapon: c.weaponName(a.Figure, ModeThrow), At: rules.Spot{X: at.X, Y: at.Y}})
	case ModeSuppress:
		at := squareCentre(it.Point)
		_ = c.apply(rules.Suppress{Who: a.ID, Weapon: c.weaponName(a.Figure, ModeSuppress), At: rules.Spot{X: at.X, Y: at.Y}})
	case ModeMore:
		if id := moreMenu[c.more].id; id == moreDoor || id == moreBreakDoor {
			if at, ok := c.doorNear(it.Point); ok {
				sq = at // a thin door is picked where it is drawn
			}
		}
		act, err := c.moreAction(c.more, a.ID, sq, fig)
		if err != nil {
			c.fail(err)
			return
		}
		_ = c.apply(act)
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
	if b := c.Battle(); b != nil && f.GM && b.Rules.GMBennies {
		s += fmt.Sprintf(" (GM's pool %d)", b.Pool())
	}
	return s
}

// shakenActor is the figure whose turn it is when it is Shaken and has a
// benny to spend on it, else nil.
func (c *Controller) shakenActor() *rules.Figure {
	b := c.Battle()
	if b == nil || b.Turn() == nil {
		return nil
	}
	if f := b.Figure(b.Turn().Who); f != nil && f.Shaken && b.HasBenny(f) {
		return f
	}
	return nil
}

// reserving: once the cards are dealt the panels keep their own part of
// the screen and the map fits beside them.
func (c *Controller) reserving() bool {
	b := c.Battle()
	return b != nil && b.Fight.Init.Round > 0
}

// helpList is the rules help as shown: every entry, or those whose title
// or text holds what was typed (any case).
func (c *Controller) helpList() []rules.HelpEntry {
	all := rules.Help()
	find := strings.ToLower(strings.TrimSpace(c.helpFind))
	if find == "" {
		return all
	}
	out := all[:0]
	for _, e := range all {
		if strings.Contains(strings.ToLower(e.Title), find) || strings.Contains(strings.ToLower(e.Text), find) {
			out = append(out, e)
		}
	}
	return out
}

// HelpType takes what was typed while the help is open (and Backspace):
// the help lists only the entries that match.
func (c *Controller) HelpType(text string, erase bool) {
	if !c.help || (text == "" && !erase) {
		return
	}
	c.run(func() {
		if erase && c.helpFind != "" {
			r := []rune(c.helpFind)
			c.helpFind = string(r[:len(r)-1])
		}
		for _, r := range text {
			if r >= ' ' && r != '/' && len(c.helpFind) < 40 {
				c.helpFind += string(r)
			}
		}
		c.helpPage = 0
	})
}
