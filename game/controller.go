package game

import (
	"errors"
	"fmt"
	"math"
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
	ModeMore                 // a figure or a door: the further action chosen (More)
)

var modeNames = [...]string{ModeMove: "Move", ModeFight: "Fight", ModeShoot: "Shoot", ModeThrow: "Throw/Template", ModeSuppress: "Suppress", ModeMore: "More"}

// More are the further actions of the More button (X cycles them); each
// is carried out by a click on its target.
var More = []string{"Intimidate", "Taunt", "Grapple", "Push", "Disarm (hand)", "Stabilize", "Door", "Break free", "Reload",
	"Support", "Break door", "Pick up", "Ready weapon", "Finishing Move", "Touch", "Mount", "Dismount", "Charge",
	"Unstable platform", "GM: Stun", "GM: Fatigue", "GM: recover Fatigue"}

// supportTraits are the traits Support cycles through (Q), the ally's
// roll that the supporter's same skill helps.
var supportTraits = []rules.Trait{rules.Fighting, rules.Shooting, rules.Athletics, rules.Notice, rules.Stealth, rules.Persuasion, rules.Agility, rules.Strength, rules.Spirit, rules.Vigor}

// moreAction is the further action k of the actor on a click at square
// sq (fig is the figure there, if any).
func (g *Game) moreAction(k int, who string, sq board.Square, fig *board.Figure) (rules.Action, error) {
	need := func() error {
		if fig == nil || fig.ID == who {
			return fmt.Errorf("click the figure to %s", strings.ToLower(More[k]))
		}
		return nil
	}
	switch More[k] {
	case "Intimidate", "Taunt":
		if err := need(); err != nil {
			return nil, err
		}
		skill := rules.Intimidation
		if More[k] == "Taunt" {
			skill = rules.Taunt
		}
		return rules.Test{Who: who, Target: fig.ID, Skill: skill, Effect: g.play.opt.willEffect()}, nil
	case "Grapple":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Grapple{Who: who, Target: fig.ID}, nil
	case "Push":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Push{Who: who, Target: fig.ID}, nil
	case "Disarm (hand)":
		if err := need(); err != nil {
			return nil, err
		}
		a := g.actor()
		w := g.weaponName(a.Figure, ModeFight)
		if !g.Battle().Table.Adjacent(who, fig.ID) {
			w = g.weaponName(a.Figure, ModeShoot)
		}
		return rules.Disarm{Who: who, Target: fig.ID, Weapon: w, At: rules.DisarmHand}, nil
	case "Stabilize":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Stabilize{Who: who, Target: fig.ID}, nil
	case "Door":
		at := sq
		for _, d := range g.Battle().Doors() {
			if d.At == at {
				return rules.UseDoor{Who: who, At: at, Open: !d.Open}, nil
			}
		}
		return nil, fmt.Errorf("there is no door at %s: click a door next to %s", at, g.Battle().Figure(who).Name)
	case "Break free":
		return rules.BreakFree{Who: who}, nil
	case "Reload":
		// The weapon chosen for shooting (W), on a click anywhere.
		return rules.Reload{Who: who, Weapon: g.weaponName(g.actor().Figure, ModeShoot)}, nil
	case "Support":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.SupportAlly{Who: who, Ally: fig.ID, Trait: supportTraits[g.play.opt.Support%len(supportTraits)]}, nil
	case "Break door":
		return rules.BreakDoor{Who: who, At: sq, Weapon: g.weaponName(g.actor().Figure, ModeFight)}, nil
	case "Pick up":
		at := sq
		for _, it := range g.Battle().Ground() {
			if it.At == at && !it.Broken {
				return rules.PickUp{Who: who, Weapon: it.Weapon.Name, At: &at}, nil
			}
		}
		return nil, fmt.Errorf("nothing lies at %s to pick up", at)
	case "Ready weapon":
		// The weapon chosen with W, on a click anywhere.
		f := g.actor().Figure
		i := g.weaponFor(f, ModeMore)
		if i < 0 {
			return nil, fmt.Errorf("%s has no weapon to ready", f.Name)
		}
		return rules.Ready{Who: who, Weapons: []string{f.Weapons[i].Name}}, nil
	case "Finishing Move":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.FinishingMove{Who: who, Target: fig.ID, Weapon: g.weaponName(g.actor().Figure, ModeFight)}, nil
	case "Touch":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Touch{Who: who, Target: fig.ID}, nil
	case "Mount":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.MountUp{Who: who, Mount: fig.ID}, nil
	case "Dismount":
		return rules.Dismount{Who: who, To: sq}, nil
	case "Charge":
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Charge{Who: who, Target: fig.ID, Weapon: g.weaponName(g.actor().Figure, ModeFight)}, nil
	case "Unstable platform":
		f := g.actor().Figure
		return rules.SetPlatform{Who: who, Unstable: !f.Unstable}, nil
	case "GM: Stun", "GM: Fatigue", "GM: recover Fatigue":
		// The GM's: any figure clicked (the actor when none).
		id := who
		if fig != nil {
			id = fig.ID
		}
		switch More[k] {
		case "GM: Stun":
			return rules.Stun{Who: id, Cause: "the GM"}, nil
		case "GM: Fatigue":
			return rules.Fatigue{Who: id, Cause: "the GM"}, nil
		}
		return rules.Fatigue{Who: id, Cause: "the GM", Recover: true}, nil
	}
	return nil, fmt.Errorf("no action %q", More[k])
}

func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return "?"
	}
	return modeNames[m]
}

// play is the fight's side of the game: the battle, the mode, what the
// last action rolled, the message, and the overlay worked out for the
// cursor. Handle changes it; Draw only reads it.
type play struct {
	fight *Fight
	seed  uint64

	mode Mode
	// weapon is the chosen weapon's index for the mode (-1: the first that
	// fits).
	weapon  int
	declare int // actions to declare when the next turn starts (1-3)

	msg    string
	msgErr bool

	dice      []DiceLine
	deviation *DeviationView
	logBack   int // lines scrolled back from the end of the log
	help      bool
	helpPage  int

	// version counts changes the panels show, so their pictures are
	// redrawn only then.
	version uint64

	ov        Overlay
	ovKey     overlayKey
	ovVersion uint64 // counts changes of the overlay alone
	reacher   *board.Reacher

	buttons []Button
	btnKey  buttonKey
	tactic  *rules.Plain
	more    int // which of More

	opt AttackOptions // options of the next Fight or Shoot (options.go)

	after *aftermath // the end-of-fight screen (aftermath.go), once opened
	arg   string     // the pressed button's argument, during press

	offers []rules.Action // rules.Offers behind the offer buttons (options.go)
}

type buttonKey struct {
	version uint64
	w, h    int
}

type overlayKey struct {
	version uint64
	hover   board.Square
	hoverOn bool
	pt      geom.Point
}

// Fight is the battle under way, or nil.
func (g *Game) Fight() *Fight { return g.play.fight }

// Battle is the rules' battle under way, or nil.
func (g *Game) Battle() *rules.Battle {
	if g.play.fight == nil {
		return nil
	}
	return g.play.fight.Battle
}

// SetSeed sets the seed of the battles SetBoard starts from now on.
func (g *Game) SetSeed(seed uint64) { g.play.seed = seed }

// SetFight puts a battle on the table (its board with it).
func (g *Game) SetFight(f *Fight) {
	g.resetPlay(f)
	g.setBoardOnly(f.Board)
}

// Restart starts the battle on the board afresh with the seed (the
// browser page's battlematRestart, for tests and a fresh fight).
func (g *Game) Restart(seed uint64) {
	if b := g.Battle(); b != nil {
		// Put the figures back where the scenario has them.
		for len(b.Applied) > 0 {
			if b.Undo() != nil {
				break
			}
		}
	}
	g.play.seed = seed
	g.SetBoard(g.board)
}

// startFight starts a battle on the board just set (none for nil, or
// when the board cannot have one: the error is shown).
func (g *Game) startFight(b *board.Board) {
	if b == nil {
		g.resetPlay(nil)
		return
	}
	f, err := FightOn(b, g.play.seed)
	g.resetPlay(f)
	if err != nil {
		g.fail(err)
	}
}

func (g *Game) resetPlay(f *Fight) {
	seed := g.play.seed
	g.play = play{fight: f, seed: seed, weapon: -1, declare: 1, reacher: board.NewReacher(), version: g.play.version + 1}
	g.relayout()
}

// relayout places the buttons again when what they show changed.
func (g *Game) relayout() {
	k := buttonKey{version: g.play.version, w: g.screenW, h: g.screenH}
	if k == g.play.btnKey && g.play.buttons != nil {
		return
	}
	g.play.btnKey = k
	g.play.buttons = g.layoutButtons(g.play.buttons[:0])
}

// Mode is the controller's mode.
func (g *Game) Mode() Mode { return g.play.mode }

// Message is the last message shown (an engine's refusal, a save...),
// and whether it is an error.
func (g *Game) Message() (string, bool) { return g.play.msg, g.play.msgErr }

// Dice are the rolls of the last action, for the dice display.
func (g *Game) Dice() []DiceLine { return g.play.dice }

// LastDeviation is where the last missed blast went, or nil.
func (g *Game) LastDeviation() *DeviationView { return g.play.deviation }

func (g *Game) say(format string, args ...any) {
	g.play.msg, g.play.msgErr = fmt.Sprintf(format, args...), false
	g.play.version++
}

func (g *Game) fail(err error) {
	g.play.msg, g.play.msgErr = oneLine(err.Error()), true
	g.play.version++
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// actor is the figure whose turn is under way, or nil.
func (g *Game) actor() *board.Figure {
	b := g.Battle()
	if b == nil || b.Turn() == nil || g.board == nil {
		return nil
	}
	return g.board.Figure(b.Turn().Who)
}

// Apply applies an action to the battle as the controller does: an
// illegal one is refused with the engine's words and changes nothing; a
// Soak the player decides opens the prompt.
func (g *Game) Apply(a rules.Action) error {
	f := g.play.fight
	if f == nil {
		err := errors.New("no battle on the table")
		g.fail(err)
		return err
	}
	if f.Asked() != nil {
		err := errors.New("answer the question first")
		g.fail(err)
		return err
	}
	before := len(f.Battle.Events())
	q, err := f.Apply(a)
	g.afterApply(a, before, q, err)
	return err
}

// Answer answers the waiting Soak question.
func (g *Game) Answer(soak bool) error {
	f := g.play.fight
	if f == nil || f.Asked() == nil {
		err := errors.New("no question is waiting")
		g.fail(err)
		return err
	}
	a := f.pending
	before := len(f.Battle.Events())
	q, err := f.Answer(soak)
	g.afterApply(a, before, q, err)
	return err
}

// reroll takes the benny reroll offered after the last action.
func (g *Game) reroll() {
	f := g.play.fight
	o := f.offer
	if o == nil {
		g.fail(errors.New("no reroll is offered"))
		return
	}
	q, err := f.Reroll()
	// The undone try's events are gone: show those of the new one.
	g.afterApply(o.action, f.rerollFrom, q, err)
}

func (g *Game) afterApply(a rules.Action, before int, q *SoakQuestion, err error) {
	g.play.version++
	if g.fitted {
		g.Fit() // the panels take their room once the cards are dealt
	}
	if err != nil {
		g.fail(err)
		return
	}
	if q != nil {
		g.say("%s", q.Text())
		return
	}
	// A reroll offer is the panel's prompt (promptText); the message keeps
	// the action's last line.
	b := g.Battle()
	if g.play.after == nil && rules.Over(b) {
		defer g.openAftermath() // one side is left: the end-of-fight screen
	}
	evs := b.Events()
	if before > len(evs) {
		before = 0
	}
	fresh := evs[before:]
	g.play.msg, g.play.msgErr = "", false
	if lines := rules.Lines(fresh, b.Names()); len(lines) > 0 {
		g.play.msg = lines[len(lines)-1]
	}
	if d := diceOf(fresh, b.Names()); len(d) > 0 {
		g.play.dice = d
	}
	g.play.deviation = nil
	if aa, ok := a.(rules.AreaAttack); ok {
		g.play.deviation = g.deviationOf(aa, fresh)
	}
	g.play.logBack = 0
	switch a.(type) {
	case rules.StartTurn, rules.InterruptHold:
		g.play.mode, g.play.weapon, g.play.opt = ModeMove, -1, AttackOptions{}
		if t := b.Turn(); t != nil {
			g.selected = t.Who
			if f := b.Figure(t.Who); f != nil && f.Shaken && f.Bennies > 0 && t.CanAct == false {
				g.play.msg = fmt.Sprintf("%s is still Shaken: press B to spend a benny and act", f.Name)
			}
		}
	case rules.EndTurn:
		g.play.mode, g.play.weapon, g.play.declare, g.play.opt = ModeMove, -1, 1, AttackOptions{}
		if t := b.Turn(); t != nil {
			g.selected = t.Who
		}
	case rules.Move, rules.Run:
	default:
		// An attack done: back to moving; an attack spends its options
		// (an Aim before it keeps them).
		if g.play.mode != ModeMove {
			g.play.mode = ModeMove
		}
		switch a.(type) {
		case rules.Melee, rules.Shoot, rules.Test, rules.SupportAlly:
			g.play.opt = AttackOptions{}
		}
	}
}

// deviationOf reads a missed blast's deviation from its events: the
// clock and inches rolled, and where the template came down.
func (g *Game) deviationOf(a rules.AreaAttack, evs []rules.Event) *DeviationView {
	for _, e := range evs {
		if e.Kind != templates.EventDeviation || len(e.Rolls) == 0 {
			continue
		}
		f := g.board.Figure(a.Who)
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
		if fw := g.Battle().Figure(a.Who); fw != nil {
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
		if s, under, err := g.board.PlaceTemplate(kind, nil, land); err == nil {
			dv.Outline = s.Outline(48)
			for _, u := range under {
				dv.Under = append(dv.Under, u.ID)
			}
		}
		return dv
	}
	return nil
}

// handlePlay is the fight's part of Handle: buttons, keys and clicks on
// the map. pressed are this tick's new keys and buttons.
func (g *Game) handlePlay(in Input, keys Keys, buttons Buttons, sq board.Square, on bool) {
	p := &g.play
	g.relayout()
	defer g.relayout()
	if keys&KeyHelp != 0 {
		p.help = !p.help
		p.version++
	}
	// Page Up/Down page the rules help when it is open, else the log.
	switch {
	case keys&KeyLogUp != 0 && p.help:
		p.helpPage = max(0, p.helpPage-3)
		p.version++
	case keys&KeyLogDown != 0 && p.help:
		p.helpPage = min(p.helpPage+3, max(len(rules.Help())-1, 0))
		p.version++
	case keys&KeyLogUp != 0:
		p.logBack += 5
		p.version++
	case keys&KeyLogDown != 0:
		p.logBack = max(0, p.logBack-5)
		p.version++
	}
	if buttons&ButtonLeft != 0 && in.Keys&KeyPan == 0 {
		if btn, ok := g.buttonAt(in.X, in.Y); ok {
			g.pressButton(btn)
			g.updateOverlay(in, sq, on)
			return
		}
		if g.inPanel(in.X, in.Y) {
			g.updateOverlay(in, sq, on)
			return
		}
	}
	if keys != 0 {
		g.handleKeys(keys, in.Keys)
	}
	if buttons&ButtonLeft != 0 && in.Keys&KeyPan == 0 && !g.AftermathOpen() {
		g.clickMap(in, sq, on)
	}
	g.updateOverlay(in, sq, on)
}

// Cmd is a command of a button or key.
type Cmd int

// The commands.
const (
	CmdNone Cmd = iota
	CmdMove
	CmdRun
	CmdFight
	CmdShoot
	CmdThrow
	CmdSuppress
	CmdAim
	CmdDefend
	CmdProne
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
	CmdHelp
	CmdDeclare1
	CmdDeclare2
	CmdDeclare3
	CmdTactic
	CmdMore
	CmdInterrupt
	// Attack options (options.go).
	CmdCalled
	CmdWild
	CmdDesperate
	CmdDrop
	CmdNonlethal
	CmdFire
	// The end of the fight (aftermath.go).
	CmdEndFight
	CmdHeal
	CmdSaveSurvivors
	CmdCloseAftermath
	CmdHealer
	CmdOverwrite
	CmdOffer // one of rules.Offers (Button.Arg is its index)
)

func (g *Game) handleKeys(pressed, held Keys) {
	ctrl := held&KeyCtrl != 0
	switch {
	case ctrl && pressed&KeyUndo != 0:
		g.press(CmdUndo)
		return
	case ctrl && pressed&KeyYes != 0:
		g.press(CmdRedo)
		return
	case ctrl && pressed&KeyShoot != 0:
		g.press(CmdSave)
		return
	case ctrl:
		return
	}
	for _, k := range []struct {
		k Keys
		c Cmd
	}{
		{KeyYes, CmdYes}, {KeyNo, CmdNo}, {KeyNext, CmdNext}, {KeyMove, CmdMove}, {KeyRun, CmdRun},
		{KeyFight, CmdFight}, {KeyShoot, CmdShoot}, {KeyThrow, CmdThrow}, {KeySuppress, CmdSuppress},
		{KeyAim, CmdAim}, {KeyDefend, CmdDefend}, {KeyProne, CmdProne}, {KeyHold, CmdHold},
		{KeyEndTurn, CmdEndTurn}, {KeyWeapon, CmdWeapon}, {KeyBenny, CmdBenny},
		{Key1, CmdDeclare1}, {Key2, CmdDeclare2}, {Key3, CmdDeclare3}, {KeyTactic, CmdTactic}, {KeyMore, CmdMore}, {KeyInterrupt, CmdInterrupt},
		{KeyCalled, CmdCalled}, {KeyWild, CmdWild}, {KeyDesperate, CmdDesperate}, {KeyDrop, CmdDrop},
		{KeyNonlethal, CmdNonlethal}, {KeyFire, CmdFire}, {KeyEndFight, CmdEndFight},
	} {
		if pressed&k.k != 0 {
			g.press(k.c)
		}
	}
	if pressed&KeyDeselect != 0 {
		g.play.mode = ModeMove
		g.play.version++
	}
}

// pressButton carries out a button's command with its argument (the
// figure of an aftermath row's Heal).
func (g *Game) pressButton(btn Button) {
	g.play.arg = btn.Arg
	g.press(btn.Cmd)
	g.play.arg = ""
}

// press carries out a command.
func (g *Game) press(c Cmd) {
	p := &g.play
	f := p.fight
	if f == nil {
		return
	}
	b := f.Battle
	if g.AftermathOpen() && f.Asked() == nil && g.pressAftermath(c, p.arg) {
		return
	}
	if q := f.Asked(); q != nil {
		switch c {
		case CmdYes:
			_ = g.Answer(true)
		case CmdNo:
			_ = g.Answer(false)
		case CmdHelp:
			p.help = !p.help
			p.version++
		default:
			g.fail(errors.New("answer the question first: Y to spend the benny, N not to"))
		}
		return
	}
	if f.Offer() != nil {
		switch c {
		case CmdYes:
			g.reroll()
			return
		case CmdNo:
			f.Decline()
			g.say("The roll stands")
			return
		}
	}
	who := ""
	if t := b.Turn(); t != nil {
		who = t.Who
	}
	needTurn := func() bool {
		if who == "" {
			g.fail(errors.New("no turn is under way: press Enter for the next turn"))
			return false
		}
		return true
	}
	if g.option(c) {
		return
	}
	switch c {
	case CmdMove:
		g.setMode(ModeMove)
	case CmdFight:
		g.setMode(ModeFight)
	case CmdShoot:
		g.setMode(ModeShoot)
	case CmdThrow:
		g.setMode(ModeThrow)
	case CmdSuppress:
		g.setMode(ModeSuppress)
	case CmdRun:
		if needTurn() {
			_ = g.Apply(rules.Run{Who: who})
		}
	case CmdAim:
		if needTurn() {
			_ = g.Apply(rules.Aim{Who: who})
		}
	case CmdDefend:
		if needTurn() {
			_ = g.Apply(rules.Defend{Who: who})
		}
	case CmdProne:
		if needTurn() {
			if fig := b.Figure(who); fig != nil && fig.Prone {
				_ = g.Apply(rules.Stand{Who: who})
			} else {
				_ = g.Apply(rules.Prone{Who: who})
			}
		}
	case CmdHold:
		switch {
		case who != "":
			g.fail(errors.New("a figure goes on Hold instead of starting its turn: end this turn first"))
		default:
			if up := b.NextUp(); len(up) > 0 {
				_ = g.Apply(rules.Hold{Who: g.upChoice(up)})
			} else {
				g.fail(errors.New("nobody is up to go on Hold"))
			}
		}
	case CmdEndTurn:
		if needTurn() {
			_ = g.Apply(rules.EndTurn{Who: who})
		}
	case CmdNext:
		g.next()
	case CmdWeapon:
		g.nextWeapon()
	case CmdBenny:
		id := who
		if id == "" {
			id = g.selected
		}
		if id == "" {
			g.fail(errors.New("select the Shaken figure first"))
			return
		}
		_ = g.Apply(rules.Unshake{Who: id})
	case CmdUndo:
		f.Decline() // an offered reroll belongs to the action undone
		if err := b.Undo(); err != nil {
			g.fail(err)
			return
		}
		p.dice, p.deviation = nil, nil
		g.say("Undone: %d actions in the battle", len(b.Applied))
	case CmdRedo:
		f.Decline()
		if err := b.Redo(); err != nil {
			g.fail(err)
			return
		}
		g.say("Redone: %d actions in the battle", len(b.Applied))
	case CmdSave:
		if err := f.Save(); err != nil {
			g.fail(err)
			return
		}
		g.say("Saved the battle to %s", f.SavePath)
	case CmdHelp:
		p.help = !p.help
		p.version++
	case CmdDeclare1, CmdDeclare2, CmdDeclare3:
		p.declare = int(c-CmdDeclare1) + 1
		if who != "" {
			g.fail(fmt.Errorf("actions are declared as a turn starts; %d will be declared for the next", p.declare))
			return
		}
		g.say("The next turn declares %d action%s (Enter starts it)", p.declare, plural(p.declare))
	case CmdYes, CmdNo:
		g.fail(errors.New("no question is waiting"))
	case CmdTactic:
		g.playTactic()
	case CmdInterrupt:
		g.interrupt()
	case CmdEndFight:
		g.openAftermath()
	case CmdOffer:
		g.pressOffer(p.arg)
	case CmdMore:
		if p.mode == ModeMore {
			p.more = (p.more + 1) % len(More)
		}
		p.mode = ModeMore
		g.say("More: %s - click its target (X for the next action)", More[p.more])
	}
}

// playTactic lets the plain tactic play the turn under way (or the next
// one): the GM's shortcut for the sides nobody at the table plays. It
// stops at a Soak question for a player to answer (press G again after).
func (g *Game) playTactic() {
	b := g.Battle()
	if b.Turn() == nil {
		if len(b.NextUp()) == 0 {
			g.fail(errors.New("nobody is up: press Enter to deal the next round"))
			return
		}
		if g.Apply(rules.StartTurn{Who: g.upChoice(b.NextUp()), Actions: g.play.declare}) != nil {
			return
		}
	}
	t := b.Turn()
	if t == nil {
		return
	}
	who := t.Who
	if g.play.tactic == nil {
		g.play.tactic = &rules.Plain{}
	}
	// A tactic ends its turn within a few calls; the cap guards a bug.
	for i := 0; i < 40 && b.Turn() != nil && b.Turn().Who == who; i++ {
		a := g.play.tactic.Next(b)
		if a == nil {
			break
		}
		before := len(b.Events())
		q, err := g.play.fight.Apply(a)
		g.afterApply(a, before, q, err)
		if q != nil {
			return
		}
	}
	if err := g.lastErr(); err == "" {
		g.say("The tactic played %s's turn", b.Figure(who).Name)
	}
}

func (g *Game) lastErr() string {
	if g.play.msgErr {
		return g.play.msg
	}
	return ""
}

// interrupt: the selected figure, if on Hold, else the first on Hold,
// interrupts the turn under way (or the next to start).
func (g *Game) interrupt() {
	b := g.Battle()
	held := b.Fight.Held()
	if len(held) == 0 {
		g.fail(errors.New("nobody is on Hold"))
		return
	}
	who := held[0]
	for _, id := range held {
		if id == g.selected {
			who = id
		}
	}
	target := ""
	if t := b.Turn(); t != nil {
		target = t.Who
	} else {
		for _, id := range b.NextUp() {
			if !b.Fight.Init.Hold[id] {
				target = id
				break
			}
		}
	}
	if target == "" {
		g.fail(errors.New("there is no turn to interrupt"))
		return
	}
	_ = g.Apply(rules.InterruptHold{Who: who, Target: target, Actions: g.play.declare})
}

// upChoice is who of those up a command means: the selected figure when
// it is up, else the first.
func (g *Game) upChoice(up []string) string {
	for _, id := range up {
		if id == g.selected {
			return id
		}
	}
	return up[0]
}

// next deals the first round or the next, or starts the next turn.
func (g *Game) next() {
	b := g.Battle()
	if t := b.Turn(); t != nil {
		g.fail(fmt.Errorf("%s's turn is under way: end it first (E)", b.Figure(t.Who).Name))
		return
	}
	if up := b.NextUp(); len(up) > 0 {
		_ = g.Apply(rules.StartTurn{Who: g.upChoice(up), Actions: g.play.declare})
		return
	}
	_ = g.Apply(rules.StartRound{})
}

func (g *Game) setMode(m Mode) {
	p := &g.play
	if p.mode != m {
		p.weapon = -1
	}
	p.mode = m
	p.version++
	if a := g.actor(); a != nil {
		if m != ModeMove && g.weaponFor(a.Figure, m) < 0 {
			g.fail(fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String())))
			p.mode = ModeMove
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
func (g *Game) weaponFor(f *rules.Figure, m Mode) int {
	if i := g.play.weapon; i >= 0 && i < len(f.Weapons) && fits(f.Weapons[i], m) {
		return i
	}
	for i, w := range f.Weapons {
		if fits(w, m) {
			return i
		}
	}
	return -1
}

func (g *Game) weaponName(f *rules.Figure, m Mode) string {
	if i := g.weaponFor(f, m); i >= 0 {
		return f.Weapons[i].Name
	}
	return ""
}

// nextWeapon picks the next weapon that fits the mode.
func (g *Game) nextWeapon() {
	a := g.actor()
	if a == nil {
		g.fail(errors.New("no turn is under way"))
		return
	}
	m := g.play.mode
	if m == ModeMove {
		m = ModeShoot
		g.play.mode = m
	}
	n := len(a.Weapons)
	cur := g.weaponFor(a.Figure, m)
	for k := 1; k <= n; k++ {
		i := (cur + k + n) % n
		if fits(a.Weapons[i], m) {
			g.play.weapon = i
			g.say("%s readies the %s", a.Name, a.Weapons[i].Name)
			return
		}
	}
	g.fail(fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String())))
}

// clickMap is a left press on the map (or off it).
func (g *Game) clickMap(in Input, sq board.Square, on bool) {
	p := &g.play
	b := p.fight.Battle
	if !on {
		if p.mode != ModeMove {
			g.fail(errors.New("that is off the map: click on the map"))
		}
		return
	}
	fig := g.board.FigureAt(sq)
	a := g.actor()
	if a == nil {
		// Between turns: a click selects; on a figure that is up, it
		// starts its turn.
		g.selected = ""
		if fig != nil {
			g.selected = fig.ID
			for _, id := range b.NextUp() {
				if id == fig.ID {
					_ = g.Apply(rules.StartTurn{Who: id, Actions: p.declare})
					break
				}
			}
		}
		p.version++
		return
	}
	pt := g.cam.ToMap(in.X, in.Y)
	switch p.mode {
	case ModeMove:
		switch {
		case fig == nil && a.Figure.Riding != "":
			// A rider moves with the mount: the mount's Pace carries both.
			_ = g.Apply(rules.Ride{Who: a.ID, To: sq})
		case fig == nil:
			_ = g.Apply(rules.Move{Who: a.ID, To: sq})
		case fig.ID == a.ID || fig.Side == a.Side || fig.Incapacitated:
			g.selected = fig.ID
			p.version++
		case b.Table.Adjacent(a.ID, fig.ID):
			_ = g.Apply(g.meleeOf(a, fig))
		case g.weaponFor(a.Figure, ModeShoot) >= 0:
			_ = g.Apply(g.shootOf(a, fig))
		default:
			g.selected = fig.ID
			p.version++
		}
	case ModeFight:
		if fig == nil || fig.ID == a.ID {
			g.fail(errors.New("click an adjacent foe to fight it"))
			return
		}
		_ = g.Apply(g.meleeOf(a, fig))
	case ModeShoot:
		if fig == nil || fig.ID == a.ID {
			g.fail(errors.New("click a figure to shoot at it"))
			return
		}
		_ = g.Apply(g.shootOf(a, fig))
	case ModeThrow:
		at := g.templatePoint(a, pt)
		_ = g.Apply(rules.AreaAttack{Who: a.ID, Weapon: g.weaponName(a.Figure, ModeThrow), At: at})
	case ModeSuppress:
		at := squareCentre(pt)
		_ = g.Apply(rules.Suppress{Who: a.ID, Weapon: g.weaponName(a.Figure, ModeSuppress), At: at})
	case ModeMore:
		act, err := g.moreAction(p.more, a.ID, sq, fig)
		if err != nil {
			g.fail(err)
			return
		}
		_ = g.Apply(act)
	}
}

// squareCentre snaps a map point to the centre of its square: templates
// land where a person can read them against the grid.
func squareCentre(p geom.Point) geom.Point {
	return geom.Point{X: math.Floor(p.X) + 0.5, Y: math.Floor(p.Y) + 0.5}
}

// templatePoint is where the chosen template goes for a cursor at pt: a
// blast on the square's centre, a Cone or Stream aimed at the point.
func (g *Game) templatePoint(a *board.Figure, pt geom.Point) geom.Point {
	i := g.weaponFor(a.Figure, ModeThrow)
	if i >= 0 && rules.Template(a.Weapons[i].Template).Blast() {
		return squareCentre(pt)
	}
	return pt
}

// playSnapshot fills the battle's part of a Snapshot.
func (g *Game) playSnapshot(s *Snapshot) {
	b := g.Battle()
	if b == nil {
		return
	}
	s.Round = b.Fight.Init.Round
	if t := b.Turn(); t != nil {
		s.Turn = t.Who
	}
	s.NextUp = b.NextUp()
	s.Mode = g.play.mode.String()
	s.Message = g.play.msg
	s.LogLen = len(b.Events())
	s.Actions = len(b.Applied)
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	for _, bt := range g.play.buttons {
		s.Buttons = append(s.Buttons, ButtonState{Label: bt.Label, Key: bt.Key, Enabled: bt.Enabled,
			WindowX: (bt.X + bt.W/2) / ds, WindowY: (bt.Y + bt.H/2) / ds})
	}
}
