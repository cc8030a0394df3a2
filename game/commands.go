package game

import (
	"fmt"
	"strings"

	"battlemat/menu"
	"battlemat/rules"
)

// Cmd is one thing the person can ask for, by key, button or both. The
// command table (commands) says everything else about it.
type Cmd int

// The commands. Keys is a bit set of them (128 bits, CmdNone included).
const (
	CmdNone Cmd = iota
	// The window's: the camera and full screen (the shell does these).
	CmdPan // held with a left drag
	CmdFit
	CmdFullscreen
	CmdZoomIn
	CmdZoomOut
	CmdPanLeft
	CmdPanRight
	CmdPanUp
	CmdPanDown
	CmdTableView // the projector's view (table.go)
	CmdCalibrate
	CmdZoomLock
	CmdErase // Backspace while typing a calibration
	// The controller's, in any state.
	CmdDeselect
	CmdHelp
	CmdLogUp
	CmdLogDown
	// The fight's.
	CmdMove
	CmdRun
	CmdFight
	CmdShoot
	CmdThrow
	CmdSuppress
	CmdAim
	CmdDefend
	CmdProne
	CmdCrouch
	CmdLeap // the next move jumps with an Athletics roll
	CmdHold
	CmdEndTurn
	CmdNext
	CmdWeapon
	CmdBenny
	CmdYes
	CmdNo
	CmdUndo
	CmdRedo
	CmdSave
	CmdDeclare1
	CmdDeclare2
	CmdDeclare3
	CmdTactic
	CmdAutoSide
	CmdGMAsks // who the GM is asked about (rules.GMAsks)
	CmdStandoff
	CmdMore
	CmdMoreItem // one entry of the More menu (Button.Arg is its index)
	CmdPower    // a power of More's Powers, Maintain or Drop (Button.Arg names it)
	CmdPowerMod // a modifier of the power to cast (Button.Arg names it)
	CmdMorePage // the More list's next page, when the panel cannot hold it all
	CmdInterrupt
	// Attack options (options.go).
	CmdCalled
	CmdWild
	CmdDesperate
	CmdDrop
	CmdNonlethal
	CmdFire
	CmdEdgeAttack
	CmdSpreadDie // a Frenzy's or a volley's die to the next foe (spread.go; Button.Arg is its index)
	// The end of the fight (aftermath.go).
	CmdEndFight
	CmdHeal
	CmdSaveSurvivors
	CmdCloseAftermath
	CmdHealer
	CmdOverwrite
	CmdOffer // one of rules.Offers (Button.Arg is its index)
	// The map's drawing (mapview.go).
	CmdShowWalls
	CmdGrid
	// The GM's edit mode (edit.go), the tools anyone may use (tools.go)
	// and where the panel goes.
	CmdEdit
	CmdEditItem // one edit entry (Button.Arg names it)
	CmdTool
	CmdPanel
	// The grid's alignment to a battlemap picture (align.go).
	CmdAlign
	CmdAlignCancel
	// The odds of the fight from where it stands (scene_odds.go).
	CmdOdds
	// The GM's setup screen (setup_screen.go).
	CmdSetup
	CmdSaveTable
	CmdSheetTab // a phone's sheet: which of its groups of buttons it shows (Button.Arg: the tab, layout_sheet.go)
	// A hosted table's, on the GM's screen.
	CmdShowEdits // whether the others' logs show the GM's edits (tablesettings.go)
	CmdLinks     // the players' links and QR codes once every seat joined (scene_links.go)
	CmdGiveSeat  // the picked figure to a player, in edit mode (Button.Arg: seats.go's choice)
	cmdCount
)

// Keys is the set of commands whose keys are held: Input carries it so
// the controller never sees a physical key. A comparable value (two
// words), so a held set compares with ==.
type Keys [2]uint64

// Key is the command's bit in Keys.
func (c Cmd) Key() Keys {
	var k Keys
	k[c/64] = 1 << uint(c%64)
	return k
}

// Has reports whether c's key is in the set.
func (k Keys) Has(c Cmd) bool { return k[c/64]&(1<<uint(c%64)) != 0 }

// Or is the union of the sets.
func (k Keys) Or(o ...Keys) Keys {
	for _, x := range o {
		k[0], k[1] = k[0]|x[0], k[1]|x[1]
	}
	return k
}

// Without is k less the keys of o.
func (k Keys) Without(o Keys) Keys { return Keys{k[0] &^ o[0], k[1] &^ o[1]} }

// Only is k with only the keys of o.
func (k Keys) Only(o Keys) Keys { return Keys{k[0] & o[0], k[1] & o[1]} }

// group is where a command's button sits.
type group int

const (
	grpNone      group = iota // key only, or a button built elsewhere (prompt, rows)
	grpActions                // the grid of actions
	grpOptions                // the row of attack options, when visible
	grpAftermath              // the end-of-fight screen's buttons
	grpScreen                 // the screen's: under the actions, or in a corner with no panel (screen.go)
)

// scope is when a command may run.
type scope int

const (
	scopeFight     scope = iota // the fight, not the end-of-fight screen
	scopeAlways                 // even with a question waiting
	scopeBoth                   // the fight and the end-of-fight screen
	scopeAftermath              // only the end-of-fight screen
)

// command is one row of the table: everything the window, the help and
// the controller know about a command.
type command struct {
	id    Cmd
	label string
	// keys are the chords that run it, as ebiten key names, "Ctrl+" for
	// Control (or Meta); the first is the one shown.
	keys []string
	// show is the key as the button prints it, when not keys[0].
	show  string
	group group
	scope scope
	gm    bool // the GM's: a player view leaves its button out
	// via: on the end-of-fight screen the key of via runs this one.
	via Cmd
	// window: the shell does it (do is nil), whatever modifier is held.
	window bool
	// setup: its button shows before the deal too, to set up the screen
	// (a finger has no F keys); setupIf, when set, says when.
	setup   bool
	setupIf func(*Controller) bool

	enabled func(*Controller) bool // nil: always
	// refuse is why the button would be refused now (the rules' words
	// for the action it would take, refuse.go), or nil.
	refuse  func(c *Controller) error
	active  func(*Controller) bool   // lit (a mode, a toggle)
	title   func(*Controller) string // a label saying the state
	visible func(*Controller) bool   // shown at all (options)
	do      func(*Controller, string)
}

// commands is the table, filled by init (its functions refer back to it).
var commands []command

// byID indexes commands.
var byID [cmdCount]*command

func init() {
	commands = commandTable()
	for i := range commands {
		byID[commands[i].id] = &commands[i]
		if commands[i].gm {
			gmKeys = gmKeys.Or(commands[i].id.Key())
		}
	}
}

// gmKeys are the keys of the GM's commands (built in init).
var gmKeys Keys

// commandOf is c's row, or nil.
func commandOf(c Cmd) *command {
	if c <= CmdNone || c >= cmdCount {
		return nil
	}
	return byID[c]
}

// keyLabel is the key a button shows for the command.
func (c *command) keyLabel() string {
	if c.via != CmdNone {
		return commandOf(c.via).keyLabel()
	}
	if c.show != "" {
		return c.show
	}
	if len(c.keys) == 0 {
		return ""
	}
	return c.keys[0]
}

// KeyLabel is the key shown for command c ("" for none).
func KeyLabel(c Cmd) string {
	if cmd := commandOf(c); cmd != nil {
		return cmd.keyLabel()
	}
	return ""
}

func onTurn(c *Controller) bool { return c.turn() != "" }

func modeIs(m Mode) func(*Controller) bool {
	return func(c *Controller) bool { return c.turn() != "" && c.mode == m }
}

func setMode(m Mode) func(*Controller, string) { return func(c *Controller, _ string) { c.setMode(m) } }

// act is a command that applies the action of the turn's figure.
func act(f func(c *Controller, who string)) func(*Controller, string) {
	return func(c *Controller, _ string) {
		if who := c.needTurn(); who != "" {
			f(c, who)
		}
	}
}

func declare(n int) func(*Controller, string) {
	return func(c *Controller, _ string) { c.declareActions(n) }
}

func commandTable() []command {
	return []command{
		// The window's.
		{id: CmdPan, label: "Pan (hold, drag)", keys: []string{"Space"}, window: true},
		{id: CmdFit, label: "Fit the map", keys: []string{"F", "Home"}, window: true},
		{id: CmdFullscreen, label: "Full screen", keys: []string{"F11"}, window: true},
		{id: CmdZoomIn, label: "Zoom in", keys: []string{"Equal", "NumpadAdd"}, show: "+", window: true},
		{id: CmdZoomOut, label: "Zoom out", keys: []string{"Minus", "NumpadSubtract"}, show: "-", window: true},
		{id: CmdPanLeft, label: "Pan left", keys: []string{"ArrowLeft"}, show: "Left", window: true},
		{id: CmdPanRight, label: "Pan right", keys: []string{"ArrowRight"}, show: "Right", window: true},
		{id: CmdPanUp, label: "Pan up", keys: []string{"ArrowUp"}, show: "Up", window: true},
		{id: CmdPanDown, label: "Pan down", keys: []string{"ArrowDown"}, show: "Down", window: true},
		// The screen's, as buttons too (screen.go): a finger has no F keys.
		{id: CmdCalibrate, label: "Calibrate: 1\" on the table is a square", keys: []string{"F9"}, window: true, group: grpScreen, scope: scopeAlways,
			title: func(*Controller) string { return "Calibrate" }},
		{id: CmdZoomLock, label: "Lock the zoom", keys: []string{"F8"}, window: true, group: grpScreen, scope: scopeAlways,
			refuse: func(c *Controller) error {
				if !c.screen.calibrated {
					return errCalibrateFirst
				}
				return nil
			},
			active: func(c *Controller) bool { return c.screen.locked },
			title:  zoomTitle},
		{id: CmdTableView, label: "Table view (projector) on/off", keys: []string{"F10"}, window: true, group: grpScreen, scope: scopeAlways,
			visible: func(c *Controller) bool { return !c.screen.pinned },
			title:   tableTitle},
		{id: CmdErase, label: "Erase a typed character", keys: []string{"Backspace"}, show: "Bksp", window: true},
		{id: CmdDeselect, label: "Deselect, back to Move", keys: []string{"Escape"}, show: "Esc", scope: scopeAlways,
			do: func(c *Controller, _ string) { c.deselect() }},
		{id: CmdLogUp, label: "Log (or help) back", keys: []string{"PageUp"}, show: "PgUp", scope: scopeAlways,
			do: func(c *Controller, _ string) { c.scroll(-1) }},
		{id: CmdLogDown, label: "Log (or help) on", keys: []string{"PageDown"}, show: "PgDn", scope: scopeAlways,
			do: func(c *Controller, _ string) { c.scroll(1) }},

		// The grid of actions, in its order.
		{id: CmdMove, label: "Move", keys: []string{"M"}, group: grpActions, enabled: onTurn, active: modeIs(ModeMove), do: setMode(ModeMove)},
		{id: CmdRun, label: "Run", keys: []string{"R"}, group: grpActions, enabled: onTurn,
			refuse: turnRefusal(rules.KindRun),
			do:     act(func(c *Controller, who string) { c.apply(rules.Run{Who: who}) })},
		{id: CmdFight, label: "Fight", keys: []string{"C"}, group: grpActions, enabled: onTurn, active: modeIs(ModeFight), do: setMode(ModeFight),
			refuse: func(c *Controller) error { return c.modeRefusal(ModeFight) }},
		{id: CmdShoot, label: "Shoot", keys: []string{"S"}, group: grpActions, enabled: onTurn, active: modeIs(ModeShoot), do: setMode(ModeShoot),
			refuse: func(c *Controller) error { return c.modeRefusal(ModeShoot) }},
		{id: CmdThrow, label: "Throw", keys: []string{"T"}, group: grpActions, enabled: onTurn, active: modeIs(ModeThrow), do: setMode(ModeThrow),
			refuse: func(c *Controller) error { return c.modeRefusal(ModeThrow) }},
		{id: CmdSuppress, label: "Suppress", keys: []string{"U"}, group: grpActions, enabled: onTurn, active: modeIs(ModeSuppress), do: setMode(ModeSuppress),
			refuse: func(c *Controller) error { return c.modeRefusal(ModeSuppress) }},
		{id: CmdAim, label: "Aim", keys: []string{"A"}, group: grpActions, enabled: onTurn,
			refuse: turnRefusal(rules.KindAim),
			do:     act(func(c *Controller, who string) { c.apply(rules.Aim{Who: who}) })},
		{id: CmdDefend, label: "Defend", keys: []string{"D"}, group: grpActions, enabled: onTurn,
			refuse: turnRefusal(rules.KindDefend),
			do:     act(func(c *Controller, who string) { c.apply(rules.Defend{Who: who}) })},
		{id: CmdProne, label: "Prone/Stand", keys: []string{"P"}, group: grpActions, enabled: onTurn,
			refuse: actionRefusal((*Controller).proneAction),
			do:     act(func(c *Controller, who string) { _ = c.apply(c.proneAction(who)) })},
		{id: CmdCrouch, label: "Crouch/Stand", keys: []string{"Z"}, group: grpActions, enabled: onTurn,
			visible: func(c *Controller) bool { r := c.rulesNow(); return r != nil && r.Crouching },
			refuse:  actionRefusal((*Controller).crouchAction),
			do:      act(func(c *Controller, who string) { _ = c.apply(c.crouchAction(who)) })},
		{id: CmdLeap, label: "Jump: Athletics", keys: []string{"Ctrl+J"}, group: grpActions, enabled: onTurn,
			visible: func(c *Controller) bool { bd := c.seatBoard(); return bd != nil && bd.HasGaps() },
			active:  func(c *Controller) bool { return c.opt.Leap },
			do:      func(c *Controller, _ string) { c.setMode(ModeMove); c.toggleLeap() }},
		{id: CmdHold, label: "Hold", keys: []string{"H"}, group: grpActions,
			refuse: func(c *Controller) error { return c.holdRefusal() },
			do:     func(c *Controller, _ string) { c.hold() }},
		{id: CmdEndTurn, label: "End turn", keys: []string{"E"}, group: grpActions, enabled: onTurn,
			do: act(func(c *Controller, who string) { c.apply(rules.EndTurn{Who: who}) })},
		{id: CmdWeapon, label: "Weapon", keys: []string{"W"}, group: grpActions, enabled: onTurn,
			refuse: func(c *Controller) error { return c.weaponRefusal() },
			do:     func(c *Controller, _ string) { c.nextWeapon() }},
		{id: CmdBenny, label: "Benny: unshake", keys: []string{"B"}, group: grpActions,
			refuse: func(c *Controller) error { return c.unshakeRefusal() },
			do:     func(c *Controller, _ string) { c.unshake() }},
		{id: CmdTactic, label: "GM: tactic", keys: []string{"G"}, group: grpActions, gm: true,
			enabled: func(c *Controller) bool { return c.turn() != "" || len(c.nextUp()) > 0 },
			refuse:  func(c *Controller) error { return c.tacticRefusal() },
			do:      func(c *Controller, _ string) { c.playTactic() }},
		{id: CmdAutoSide, label: "GM: side to tactic", keys: []string{"Ctrl+G"}, show: "^G", group: grpActions, gm: true,
			enabled: func(c *Controller) bool { return c.focusSide() != "" },
			active:  func(c *Controller) bool { s := c.focusSide(); return s != "" && c.SideAuto(s) },
			title:   func(c *Controller) string { return c.autoTitle() },
			do:      func(c *Controller, _ string) { c.toggleAutoSide() }},
		{id: CmdGMAsks, label: "GM: ask me about", keys: []string{"Ctrl+B"}, show: "^B", group: grpActions, gm: true,
			enabled: func(c *Controller) bool { return c.fight != nil },
			title:   func(c *Controller) string { return c.gmAsksTitle() },
			do:      func(c *Controller, _ string) { c.nextGMAsks() }},
		{id: CmdStandoff, label: "GM: standoff", keys: []string{"Ctrl+Enter"}, show: "^Enter", group: grpActions, gm: true,
			visible: func(c *Controller) bool { r := c.rulesNow(); return r != nil && r.Standoff },
			refuse:  func(c *Controller) error { return c.offerRefusal(rules.KindStandoff, "") },
			do:      func(c *Controller, _ string) { c.apply(rules.Standoff{}) }},
		{id: CmdUndo, label: "Undo", keys: []string{"Ctrl+Z"}, show: "^Z", group: grpActions, scope: scopeBoth,
			enabled: func(c *Controller) bool { undo, _ := c.undoable(); return undo },
			do:      func(c *Controller, _ string) { c.undo() }},
		{id: CmdRedo, label: "Redo", keys: []string{"Ctrl+Y"}, show: "^Y", group: grpActions, scope: scopeBoth,
			enabled: func(c *Controller) bool { _, redo := c.undoable(); return redo },
			do:      func(c *Controller, _ string) { c.redo() }},
		{id: CmdSave, label: "Save", keys: []string{"Ctrl+S"}, show: "^S", group: grpActions, scope: scopeBoth,
			enabled: func(c *Controller) bool { m := c.seatState(); return m != nil && m.Seq > 0 },
			do:      func(c *Controller, _ string) { c.save() }},
		{id: CmdHelp, label: "Rules help", keys: []string{"F1", "Slash"}, group: grpActions, scope: scopeAlways,
			active: func(c *Controller) bool { return c.help() != nil },
			do:     func(c *Controller, _ string) { c.toggleHelp() }},
		{id: CmdMore, label: "More", keys: []string{"X"}, group: grpActions, enabled: onTurn, active: modeIs(ModeMore),
			title: func(c *Controller) string {
				if c.turn() != "" && c.mode == ModeMore {
					return "More: " + menu.Catalogue[c.more].Label
				}
				return "More"
			},
			do: func(c *Controller, _ string) { c.cycleMore() }},
		{id: CmdInterrupt, label: "Interrupt", keys: []string{"I"}, group: grpActions,
			refuse: func(c *Controller) error { _, err := c.interruptOffer(); return err },
			do:     func(c *Controller, _ string) { c.interrupt() }},
		{id: CmdShowWalls, label: "GM: walls", keys: []string{"F7"}, group: grpActions, gm: true, scope: scopeAlways, setup: true,
			active: func(c *Controller) bool { return c.ShowWalls() },
			title:  func(c *Controller) string { return c.wallsTitle() },
			do:     func(c *Controller, _ string) { c.toggleWalls() }},
		{id: CmdGrid, label: "Grid strength", keys: []string{"F6"}, group: grpActions, scope: scopeAlways, setup: true,
			title: func(c *Controller) string { return "Grid: " + gridNames[c.GridStrength()] },
			do:    func(c *Controller, _ string) { c.cycleGrid() }},
		{id: CmdEdit, label: "GM: edit", keys: []string{"F2"}, group: grpActions, gm: true, scope: scopeFight,
			// A hosted table's GM seats the players (Give to a new
			// player) before the deal, by finger too.
			setup: true, setupIf: (*Controller).hostGM,
			active: func(c *Controller) bool { return c.edit.on },
			do:     func(c *Controller, _ string) { c.toggleEdit() }},
		{id: CmdTool, label: "Measure", keys: []string{"F3"}, group: grpActions, scope: scopeFight,
			active: func(c *Controller) bool { return c.tool.on() },
			title:  func(c *Controller) string { return c.tool.title() },
			do:     func(c *Controller, _ string) { c.cycleTool() }},
		{id: CmdPanel, label: "Panel: left, hidden, right", keys: []string{"F4"}, group: grpScreen, scope: scopeAlways,
			// A button only to bring a hidden panel back (the corner's).
			visible: func(c *Controller) bool { return c.panel == panelHidden && !c.screen.table },
			title:   func(*Controller) string { return "Show the panel" },
			do:      func(c *Controller, _ string) { c.cyclePanel() }},
		{id: CmdAlign, label: "GM: align the grid to the picture", keys: []string{"Ctrl+A"}, show: "^A", group: grpActions, gm: true, scope: scopeAlways, setup: true,
			visible: func(c *Controller) bool { bd := c.drawnBoard(); return bd != nil && bd.Picture != nil },
			active:  func(c *Controller) bool { return c.Aligning() },
			title: func(c *Controller) string {
				if c.Aligning() {
					return "Align: write"
				}
				return "GM: align grid"
			},
			do: func(c *Controller, _ string) { c.toggleAlign() }},
		{id: CmdAlignCancel, label: "Align: cancel", show: "Esc", group: grpActions, gm: true, scope: scopeAlways,
			visible: func(c *Controller) bool { return c.Aligning() },
			do:      func(c *Controller, _ string) { c.alignCancel() }},
		{id: CmdOdds, label: "GM: odds of this fight (1,000 fights from here)", keys: []string{"Ctrl+O"}, show: "^O", group: grpActions, gm: true, scope: scopeAlways, setup: true,
			visible: func(c *Controller) bool { return c.oddsOffered() },
			active:  func(c *Controller) bool { _, open := sceneOf[*oddsScene](c); return open },
			title:   func(*Controller) string { return "Odds" },
			do:      func(c *Controller, arg string) { c.toggleOdds(arg) }},
		{id: CmdSetup, label: "GM: set up a new fight", keys: []string{"Ctrl+N"}, show: "^N", group: grpActions, gm: true, scope: scopeAlways, setup: true,
			visible: setupVisible,
			title:   setupTitle,
			do:      func(c *Controller, _ string) { c.openSetupHere() }},
		{id: CmdSaveTable, label: "GM: save table as scenario", keys: []string{"Ctrl+T"}, show: "^T", group: grpActions, gm: true, scope: scopeFight,
			visible: func(c *Controller) bool { return c.edit.on },
			title:   func(*Controller) string { return "Save table as scenario" },
			do:      func(c *Controller, _ string) { c.saveTable() }},
		{id: CmdShowEdits, label: "GM: the GM's edits in every log or mine", keys: []string{"Ctrl+E"}, show: "^E", group: grpActions, gm: true, scope: scopeFight,
			visible: func(c *Controller) bool { return c.edit.on && c.settings() != nil },
			active:  func(c *Controller) bool { st := c.settings(); return st != nil && st.ShowGMEdits },
			title:   func(c *Controller) string { return c.showEditsTitle() },
			do:      func(c *Controller, _ string) { c.toggleShowEdits() }},
		{id: CmdLinks, label: "GM: the players' links and QR codes", keys: []string{"Ctrl+L"}, show: "^L", group: grpActions, gm: true, scope: scopeAlways, setup: true,
			visible: func(c *Controller) bool { return c.mayToggleLinks() },
			active:  func(c *Controller) bool { return c.linksAsked() },
			title:   func(c *Controller) string { return c.linksTitle() },
			do:      func(c *Controller, _ string) { c.toggleLinks() }},
		{id: CmdEndFight, label: "End fight", keys: []string{"F12"}, group: grpActions, enabled: onTurn, gm: true,
			do: func(c *Controller, _ string) { c.endFight() }},

		// Keys of the prompt (its buttons say what each means now).
		{id: CmdNext, label: "Next: deal, start the turn", keys: []string{"Enter", "NumpadEnter"}, do: func(c *Controller, _ string) { c.next() }},
		{id: CmdYes, label: "Yes", keys: []string{"Y"}, do: func(c *Controller, _ string) { c.noQuestion() }},
		{id: CmdNo, label: "No", keys: []string{"N"}, do: func(c *Controller, _ string) { c.noQuestion() }},
		{id: CmdDeclare1, label: "Declare 1 action", keys: []string{"1"}, do: declare(1)},
		{id: CmdDeclare2, label: "Declare 2 actions", keys: []string{"2"}, do: declare(2)},
		{id: CmdDeclare3, label: "Declare 3 actions", keys: []string{"3"}, do: declare(3)},
		{id: CmdMoreItem, label: "More: pick", do: func(c *Controller, arg string) { c.pickMore(arg) }},
		{id: CmdPower, label: "Power: pick", do: func(c *Controller, arg string) { c.setPower(arg) }},
		{id: CmdPowerMod, label: "Power modifier", do: func(c *Controller, arg string) { c.toggleMod(arg) }},
		{id: CmdMorePage, label: "More: next page", do: func(c *Controller, _ string) { c.morePage++ }},
		{id: CmdSheetTab, label: "Sheet: show a group of buttons", do: func(c *Controller, arg string) { c.pickSheetTab(arg) }},
		{id: CmdOffer, label: "Offered action", do: func(c *Controller, arg string) { c.pressOffer(arg) }},
		{id: CmdEditItem, label: "Edit: pick", gm: true, do: func(c *Controller, arg string) { c.pickEdit(arg) }},
		{id: CmdGiveSeat, label: "Edit: give to a player", gm: true, do: func(c *Controller, arg string) { c.giveSeat(arg) }},
		{id: CmdSpreadDie, label: "Frenzy or tentacles: a die to the next foe in reach", keys: []string{"Tab"},
			do: func(c *Controller, arg string) { c.stepSpreadDie(arg) }},

		// The attack options, in their row's order (options.go).
		// V on the Powers entry steps the power's trait or choice.
		{id: CmdCalled, label: "Called shot; a power's trait or choice", keys: []string{"V"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool {
				return c.mode == ModeFight || c.mode == ModeShoot || c.powerOptionTitle() != ""
			},
			active: func(c *Controller) bool { return c.mode != ModeMore && c.opt.Called != "" },
			title: func(c *Controller) string {
				if t := c.powerOptionTitle(); t != "" {
					return t
				}
				return "Called: " + calledLabel(c.opt.Called)
			},
			do: func(c *Controller, _ string) {
				if c.powerOptionTitle() != "" {
					c.cyclePowerOption()
					return
				}
				c.cycleCalled()
			}},
		{id: CmdWild, label: "Wild Attack", keys: []string{"K"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool { return c.mode == ModeFight },
			active:  func(c *Controller) bool { return c.opt.Wild },
			do:      func(c *Controller, _ string) { c.toggleWild() }},
		{id: CmdDesperate, label: "Desperate Attack", keys: []string{"J"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool { return c.mode == ModeFight },
			active:  func(c *Controller) bool { return c.opt.Desperate > 0 },
			title:   func(c *Controller) string { return desperateLabel(c.opt.Desperate) },
			do:      func(c *Controller, _ string) { c.cycleDesperate() }},
		{id: CmdDrop, label: "The Drop (GM)", keys: []string{"O"}, group: grpOptions, enabled: onTurn, gm: true, // the GM grants it
			visible: func(c *Controller) bool { return c.mode == ModeFight || c.mode == ModeShoot },
			active:  func(c *Controller) bool { return c.opt.Drop },
			do:      func(c *Controller, _ string) { c.toggleDrop() }},
		{id: CmdNonlethal, label: "Nonlethal", keys: []string{"L"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool { return c.mode == ModeFight },
			active:  func(c *Controller) bool { return c.opt.Nonlethal },
			do:      func(c *Controller, _ string) { c.toggleNonlethal() }},
		{id: CmdFire, label: "Fire mode", keys: []string{"Q"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool { return c.fireTitle() != "" },
			active:  func(c *Controller) bool { _, on := c.fireState(); return on },
			title:   func(c *Controller) string { return c.fireTitle() },
			do:      func(c *Controller, _ string) { c.fire() }},
		{id: CmdEdgeAttack, label: "Frenzy or Sweep", keys: []string{"Ctrl+F"}, group: grpOptions, enabled: onTurn,
			visible: func(c *Controller) bool { return c.mode == ModeFight && c.hasEdgeAttack() },
			active:  func(c *Controller) bool { return c.opt.Edge != "" },
			title:   func(c *Controller) string { return edgeAttackLabel(c.opt.Edge) },
			do:      func(c *Controller, _ string) { c.cycleEdgeAttack() }},

		// The end-of-fight screen (aftermath.go).
		{id: CmdHealer, label: "Healer", via: CmdFire, group: grpAftermath, scope: scopeAftermath,
			title: func(c *Controller) string {
				if h := c.Healer(); h != nil {
					return "Healer: " + h.Name
				}
				return "Healer: ?"
			},
			do: func(c *Controller, _ string) { c.nextHealer() }},
		{id: CmdSaveSurvivors, label: "Save survivors", via: CmdYes, group: grpAftermath, scope: scopeAftermath,
			do: func(c *Controller, _ string) { c.saveSurvivors(false) }},
		{id: CmdOverwrite, label: "Overwrite original", group: grpAftermath, scope: scopeAftermath,
			enabled: func(c *Controller) bool { return SaveText == nil && c.fight.ScenarioPath != "" },
			active:  func(c *Controller) bool { return c.after.confirm },
			title: func(c *Controller) string {
				if c.after.confirm {
					return "Press again: overwrite"
				}
				return "Overwrite original"
			},
			do: func(c *Controller, _ string) { c.saveSurvivors(true) }},
		{id: CmdCloseAftermath, label: "Back to the fight", via: CmdEndFight, group: grpAftermath, scope: scopeAftermath,
			do: func(c *Controller, _ string) { c.closeAftermath() }},
		{id: CmdHeal, label: "Heal", scope: scopeAftermath, do: func(c *Controller, arg string) { c.heal(arg) }},
	}
}

// button is c's button as the state shows it (not yet placed).
func (c *command) button(ctl *Controller) Button {
	b := Button{Cmd: c.id, Label: c.label, Key: c.keyLabel(), Enabled: true}
	if c.title != nil {
		b.Label = c.title(ctl)
	}
	if c.enabled != nil {
		b.Enabled = c.enabled(ctl)
	}
	if b.Enabled && c.refuse != nil && ctl.fight != nil {
		if err := c.refuse(ctl); err != nil {
			b.Enabled, b.Why = false, c.label+": "+oneLine(err.Error())
		}
	}
	if !b.Enabled && b.Why == "" {
		b.Why = c.label + ": " + ctl.notNow()
	}
	if c.active != nil {
		b.Active = c.active(ctl)
	}
	return b
}

// groupButtons are the buttons of a group as the state shows them; gm
// false leaves out the GM's.
func groupButtons(ctl *Controller, g group, gm bool, dst []Button) []Button {
	for i := range commands {
		c := &commands[i]
		if c.group != g || (c.gm && !gm) || (c.visible != nil && !c.visible(ctl)) || (projectorTool(c) && ctl.toolsHidden()) {
			continue
		}
		dst = append(dst, c.button(ctl))
	}
	return dst
}

// setupButtons are the buttons shown before the deal: the screen's and
// the actions marked setup, in the table's order.
func setupButtons(ctl *Controller, gm bool, dst []Button) []Button {
	for i := range commands {
		c := &commands[i]
		if (c.group != grpScreen && !c.setup) || c.group == grpNone || (c.gm && !gm) || (c.visible != nil && !c.visible(ctl)) ||
			(c.setupIf != nil && !c.setupIf(ctl)) || (projectorTool(c) && ctl.toolsHidden()) ||
			(c.id != CmdOdds && ctl.setupOdds()) { // the setup's odds: their own button only
			continue
		}
		dst = append(dst, c.button(ctl))
	}
	return dst
}

// helpKeys is the key list of the rules help, from the table.
func helpKeys() string {
	var parts []string
	for i := range commands {
		c := &commands[i]
		if len(c.keys) == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %s", c.keys[0], strings.ToLower(c.label)))
	}
	return "Keys: " + strings.Join(parts, ", ") + "."
}

// chord is a key with or without Control, parsed from the table.
type chord struct {
	name string // an ebiten key name
	ctrl bool
}

func parseChord(s string) chord {
	if rest, ok := strings.CutPrefix(s, "Ctrl+"); ok {
		return chord{name: rest, ctrl: true}
	}
	return chord{name: s}
}
