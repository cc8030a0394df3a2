package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// A remote table is a battle that lives in a session, on a host
// (battlemat host) or in this process, reached through a Seat: this
// screen draws what the seat brings and sends the actions it is asked
// for, never rolling a die itself. It keeps no rules.Battle: the seed
// stays with the session, so a copy could not roll the same dice.
// It draws from the host's figures (where they stand, their state) and
// log instead, and asks the host for the odds (a preview message).

// ErrResync says the screen must fetch the seat's state afresh
// (Seat.Resync: a link reconnects): an action was missed, or a figure it
// was not told of appeared.
var ErrResync = errors.New("out of step with the host: fetching the table again")

// Remote is the controller of a screen joined to a host. Like
// Controller it knows nothing of ebiten: the view (remote_view.go)
// turns taps into its methods and paints what it holds.
type Remote struct {
	seat Seat

	// seatMirror is the battle as the seat's messages tell it
	// (mirror.go): Seat, Seq, Round, Up, Acting, Board, Roster,
	// Figures, Mine, Log, Links, Pool, Initiative, Acted, the offers...
	seatMirror

	// Status is the connection's state as the person reads it.
	Status    string
	Connected bool

	selected     string
	plan         *remoteMove      // a move shown, waiting for the confirming tap
	aim          *remoteAim       // a foe tapped: the odds, waiting for the shot's button
	card         string           // the figure whose card is open (long press)
	shownLeft    int              // the countdown's seconds last drawn
	area         *remoteArea      // an area attack being aimed (remote_more.go)
	editing      bool             // the GM's edit mode (remote_more.go)
	editAdd      *rules.AddFigure // a figure to add, waiting for its square (remote_edit.go)
	undoID       string           // the undo or redo sent, until the host's state comes
	undoWhat     string           // "Undone" or "Redone"
	attackChoice                  // the attack options and weapon of the turn (attack.go, the window's too)
	optTurn      string           // whose turn they were chosen in
	moreOpen     bool             // the More menu is shown (remote_actions.go)
	morePage     int              // its page
	moreGreyed   bool             // it shows the entries refused now (remote_actions.go)
	pick         *moreGroup       // a More entry waiting for its target's tap
	declare      declaration      // actions the next turn started here declares (declare.go)
	showLinks    bool             // the GM asked to see the links once every seat joined
	reach        remoteReach      // the acting figure's reach (remote_reach.go)
	tablet       remoteTablet     // the GM's odds and setup on the tablet (remote_odds.go)
	pv           aimPreview       // the seat's odds of the aim or the area (preview.go)

	// Now is the clock of the countdowns (time.Now; tests set their own).
	Now func() time.Time

	msg    string
	msgErr bool
	nextID int
	sent   map[string]string // action ids waiting for an answer -> what they were

	version uint64
}

type remoteMove struct {
	who   string
	to    board.Square
	steps []rules.Pos
	cost  int
}

type remoteAim struct {
	who, target string
	action      rules.Action
	verb        string       // Shoot or Fight, or a More entry's label
	more        bool         // a More action (no attack options)
	alts        []wire.Offer // a More entry's offers for this target (a Support's traits)
}

// NewRemote is a hosted screen on seat; it shows nothing until the
// seat's state arrives (Pump).
func NewRemote(seat Seat) *Remote {
	return &Remote{seat: seat, Status: "connecting...", sent: map[string]string{}, Now: time.Now, attackChoice: attackChoice{weapon: -1}}
}

// Version counts the remote table's changes, like Controller.Version.
func (r *Remote) Version() uint64 { return r.version }

// Message is the last line to show and whether it is an error.
func (r *Remote) Message() (string, bool) { return r.msg, r.msgErr }

// Selected is the selected figure's id ("" for none).
func (r *Remote) Selected() string { return r.selected }

// Card is the figure whose card is open ("" for none).
func (r *Remote) Card() string { return r.card }

func (r *Remote) say(format string, args ...any) {
	r.msg, r.msgErr = fmt.Sprintf(format, args...), false
}

func (r *Remote) fail(err error) { r.msg, r.msgErr = err.Error(), true }

// Receive takes one message of the host, as its JSON. ErrResync asks
// the caller to fetch the state afresh (Seat.Resync); any other error is
// a message the client could not read, and changes nothing.
func (r *Remote) Receive(data []byte) error {
	m, err := decodeHost(data)
	if err != nil {
		return err
	}
	return r.Take(m)
}

// Pump takes what the seat has brought since the last tick; being out
// of step asks the seat for the state afresh, a message that cannot be
// read is shown and changes nothing.
func (r *Remote) Pump() {
	for _, m := range r.seat.Poll() {
		if err := r.Take(m); errors.Is(err, ErrResync) {
			r.seat.Resync()
		} else if err != nil {
			r.fail(err)
		}
	}
}

// Take takes one message of the seat (a wire value, or a SeatStatus).
func (r *Remote) Take(m any) error {
	defer func() { r.version++ }()
	switch m := m.(type) {
	case SeatStatus:
		r.Connected, r.Status = m.Connected, m.Status
		return nil
	case unreadable:
		return m.err
	case wire.State:
		return r.takeState(m)
	case wire.Applied:
		return r.takeApplied(m)
	case wire.Refused:
		delete(r.sent, m.ID)
		if r.takeRefusedTablet(m) {
			return nil
		}
		if m.ID == r.undoID {
			r.undoID = ""
		}
		r.fail(errors.New(m.Error))
		return nil
	case wire.Preview:
		r.takePreview(m)
		return nil
	case wire.Question:
		r.takeQuestion(m)
		return nil
	case wire.Answered:
		r.takeAnswered(m)
		return nil
	case wire.Battle:
		r.takeBattle(m)
		return nil
	case wire.Seated:
		_, err := r.mirrorTake(m)
		return err
	case wire.Reissued:
		_, err := r.mirrorTake(m)
		r.say("%s has a new link", m.Seat)
		return err
	}
	return fmt.Errorf("a message of the host of unknown kind %T", m)
}

func (r *Remote) takeState(s wire.State) error {
	if err := r.mirrorState(s); err != nil {
		return err
	}
	r.tookSetup(s)
	r.editAdd = nil
	if r.undoID != "" {
		r.say("%s", stepSaid(r.undoWhat, s.Seq))
		r.undoID = ""
	}
	r.plan, r.aim, r.area = nil, nil, nil
	r.asked.drop()
	r.pick, r.moreOpen = nil, false
	r.sent = map[string]string{}
	r.keepSelected()
	r.keepOptions()
	return nil
}

func (r *Remote) takeApplied(a wire.Applied) error {
	if r.Board == nil || a.Seq != r.Seq+1 {
		return ErrResync
	}
	if err := r.mirrorApplied(a); err != nil {
		return err
	}
	if a.ID != "" {
		delete(r.sent, a.ID)
	}
	if len(a.Log) > 0 {
		r.say("%s", a.Log[len(a.Log)-1])
	}
	r.plan, r.aim, r.pick, r.moreOpen = nil, nil, nil, false
	r.keepArea()
	r.keepSelected()
	r.keepOptions()
	return nil
}

// keepSelected forgets the selected figure once it is off the map.
func (r *Remote) keepSelected() {
	if r.selected != "" && r.Board.Figure(r.selected) == nil {
		r.selected = ""
	}
}

// takePreview keeps the seat's answer for the aim (aimPreview,
// preview.go: the window's own state of it).
func (r *Remote) takePreview(p wire.Preview) { r.pv.take(p) }

// askPreview asks the seat for the odds of a, once per distinct aim.
func (r *Remote) askPreview(a rules.Action) {
	key, raw, err := aimKey(r.version, a)
	if err != nil {
		r.fail(err)
		return
	}
	if !r.pv.asks(key) {
		return
	}
	if err := r.seat.Send(wire.Incoming{Type: wire.TypePreview, ID: r.pv.id, Action: raw}); err != nil {
		r.pv.forget()
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
	}
}

// refused is why the seat's preview refused the action aimed ("": it
// did not, or has not answered yet).
func (r *Remote) refused() string {
	if p := r.pv.answer(); p != nil {
		return p.Error
	}
	return ""
}

// send sends one message; a connection down says so.
func (r *Remote) send(typ string, a rules.Action, what string) string {
	return r.sendAt(typ, a, what, nil)
}

// sendAt is send with the seq the action was built on (nil: none), which
// the host checks is still the battle's.
func (r *Remote) sendAt(typ string, a rules.Action, what string, seq *int) string {
	raw, err := rules.MarshalAction(a)
	if err != nil {
		r.fail(err)
		return ""
	}
	r.nextID++
	id := strconv.Itoa(r.nextID)
	if err := r.seat.Send(wire.Incoming{Type: typ, ID: id, Action: raw, Seq: seq}); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
		return ""
	}
	if typ == wire.TypeAction {
		r.sent[id] = what
		r.say("%s...", what)
	}
	return id
}

// Waiting reports whether an action sent has had no answer yet.
func (r *Remote) Waiting() bool { return len(r.sent) > 0 }

// Tick moves the question's countdown and the animations (the
// mirror's, table_anim.go) on by one frame.
func (r *Remote) Tick() {
	if left, ok := r.QuestionLeft(); ok && left != r.shownLeft {
		r.shownLeft = left // the countdown's second changed: draw it
		r.version++
	}
	if r.tickAnim() {
		r.version++
	}
}

// gm: this screen is the GM's, who acts for every figure (the host's
// mayAct lets the GM's seat take any action).
func (r *Remote) gm() bool { return r.Seat == wire.SeatGM }

// mayPlay: the seat may play the figure's turn.
func (r *Remote) mayPlay(id string) bool { return r.gm() || r.Mine[id] }

// actor is the figure whose turn is under way when this seat plays it.
func (r *Remote) actor() *board.Figure {
	if r.Board == nil || !r.Acting || r.Up == "" || !r.mayPlay(r.Up) {
		return nil
	}
	return r.Board.Figure(r.Up)
}

// Tap is a tap (or a left click) on the map's square sq (on: the tap
// is on the map). A figure the seat plays (the GM: any) that is up: start
// its turn; empty square: the first tap shows the path, the second on the
// same square moves; a foe of the actor: its odds, the shot waiting for
// its button; any other figure: select it.
func (r *Remote) Tap(sq board.Square, on bool) {
	defer func() { r.version++ }()
	r.card = ""
	if r.Board == nil {
		return
	}
	if r.editing {
		r.editTap(sq, on)
		return
	}
	if r.area != nil {
		if on {
			r.AreaAt(pt(float64(sq.X)+0.5, float64(sq.Y)+0.5), true)
		}
		return
	}
	if r.spreadTap(sq, on) { // the next die on a foe in reach: spread.go
		return
	}
	if r.pick != nil {
		r.pickTap(sq, on)
		return
	}
	if !on {
		r.plan, r.aim = nil, nil
		return
	}
	fig := r.Board.FigureAt(sq)
	a := r.actor()
	switch {
	case fig != nil && r.mayStart(fig.ID) && r.mayPlay(fig.ID):
		r.selected, r.plan, r.aim = fig.ID, nil, nil
		r.send(wire.TypeAction, r.startTurn(fig.ID), fig.Name+" starts the turn")
	case fig != nil && a != nil && fig.Side != a.Side && (r.gm() || !r.Mine[fig.ID]):
		r.plan, r.spread = nil, nil // a fresh aim: no die placed yet
		r.aimAt(a, fig)
	case fig != nil:
		r.selected, r.plan, r.aim = fig.ID, nil, nil
		r.say("%s", fig.Name)
	case a == nil:
		r.plan, r.aim = nil, nil
		switch {
		case r.gm() && r.Up != "":
			r.say("%s is up: tap it or Next", r.name(r.Up))
		case r.gm():
			r.say("nobody is up: Deal the round")
		case r.selected != "" && r.Mine[r.selected]:
			r.fail(fmt.Errorf("not %s's turn", r.name(r.selected)))
		}
	case r.plan != nil && r.plan.to == sq:
		p := r.plan
		r.plan = nil
		r.send(wire.TypeAction, rules.Move{Who: p.who, To: p.to}, fmt.Sprintf("%s moves to %s", r.name(p.who), p.to))
	default:
		r.aim = nil
		r.selected = a.ID
		mv := r.moveView() // moving.go, the window's
		steps, cost, ok := mv.path(nil, sq)
		switch {
		case !ok:
			r.plan = nil
			r.fail(fmt.Errorf("%s cannot reach %s this turn", a.Name, sq))
			return
		case mv.needsRun(sq):
			r.plan = nil
			r.fail(fmt.Errorf("%s must run to reach %s: tap Run first", a.Name, sq))
			return
		}
		r.plan = &remoteMove{who: a.ID, to: sq, steps: steps, cost: cost}
		r.say("%s to %s: %d\" - tap again to move", a.Name, sq, cost)
	}
}

// aimAt asks the host for the odds of the actor's attack on the foe: a
// Fight when adjacent or within Reach, else a shot.
func (r *Remote) aimAt(a, foe *board.Figure) {
	act, verb := r.aimAction(a, foe)
	r.aim = &remoteAim{who: a.ID, target: foe.ID, action: act, verb: verb}
	r.askPreview(act)
	r.say("%s: %s %s?", a.Name, verb, foe.Name)
}

// LongPress opens the figure's card on sq (or closes it).
func (r *Remote) LongPress(sq board.Square, on bool) {
	defer func() { r.version++ }()
	r.card = ""
	if r.Board == nil || !on {
		return
	}
	if f := r.Board.FigureAt(sq); f != nil {
		r.card = f.ID
	}
}

// The remote table's buttons, by what they do.
const (
	RemoteConfirm = "confirm" // the attack aimed
	RemoteCancel  = "cancel"  // the path or the aim
	RemoteEndTurn = "end"     // the actor's turn
	RemoteDeal    = "deal"    // the GM deals the next round
	RemoteNext    = "next"    // the GM starts the turn of whoever is up
	RemoteTactic  = "tactic"  // the GM hands the turn to the tactic (the window's G)
)

// RemoteButton is a button the remote view may show.
type RemoteButton struct {
	ID, Label string
}

// Buttons are the buttons that fit the moment, in order.
func (r *Remote) Buttons() []RemoteButton {
	var out []RemoteButton
	if r.asked.waiting() != nil {
		// The host waits on this answer: its buttons come first, alone.
		return r.answerButtons() // remote_ask.go
	}
	if r.editing {
		return r.editButtons()
	}
	if r.area != nil {
		return r.areaButtons()
	}
	if r.moreOpen {
		return r.moreButtons()
	}
	if r.aim != nil {
		out = append(out, RemoteButton{RemoteConfirm, r.aim.verb + "!"})
	}
	if r.plan != nil {
		out = append(out, RemoteButton{RemoteConfirm, "Move"})
	}
	if r.aim != nil || r.plan != nil || r.pick != nil {
		out = append(out, RemoteButton{RemoteCancel, "Cancel"})
	}
	out = append(out, r.spreadButtons()...) // spread.go
	switch {
	case r.aim != nil && r.aim.more:
		out = append(out, r.effectButton()...)
	case r.aim != nil:
		out = append(out, r.optionButtons()...)
	}
	if r.pick != nil {
		// The entry waits for its target's tap (a power's targets are
		// buttons too, the refused ones greyed).
		return append(out, r.castTargetButtons()...)
	}
	out = append(out, r.offerButtons()...)
	out = append(out, r.declareButton()...)
	if a := r.actor(); a != nil {
		out = append(out, RemoteButton{RemoteEndTurn, "End turn"})
	}
	if r.gm() && r.Board != nil && !r.Acting {
		if r.nextTurn(r.selected) == "" {
			out = append(out, RemoteButton{RemoteDeal, "Deal the round"})
		} else {
			out = append(out, RemoteButton{RemoteNext, "Next"})
		}
	}
	if r.gm() && r.Board != nil && r.tacticFigure(r.selected) != "" {
		out = append(out, RemoteButton{RemoteTactic, commandOf(CmdTactic).label})
	}
	if r.gm() && r.Board != nil {
		out = append(out, RemoteButton{RemoteEdit, commandOf(CmdEdit).label})
	}
	out = append(out, r.tabletButtons()...)
	out = append(out, r.undoButtons()...)
	return append(out, r.linksButton()...)
}

// HasButton reports whether the button is among those of the moment.
func (r *Remote) HasButton(id string) bool {
	for _, b := range r.Buttons() {
		if b.ID == id {
			return true
		}
	}
	return false
}

// Press does a button's deed. While the host waits on a question only
// its Yes and No do anything.
func (r *Remote) Press(id string) {
	defer func() { r.version++ }()
	if r.asked.waiting() != nil && id != RemoteYes && id != RemoteNo {
		return
	}
	switch id {
	case RemoteYes, RemoteNo:
		r.answer(id == RemoteYes)
	case RemoteConfirm:
		if why := r.ButtonWhy(id); why != "" {
			r.fail(errors.New(why)) // greyed: never sent
			return
		}
		switch {
		case r.area != nil:
			r.throw()
		case r.aim != nil:
			a := r.aim
			r.aim, r.pick = nil, nil
			r.send(wire.TypeAction, a.action, fmt.Sprintf("%s: %s %s", r.name(a.who), a.verb, r.name(a.target)))
		case r.plan != nil:
			r.Tap(r.plan.to, true)
		}
	case RemoteLinks:
		r.showLinks = !r.showLinks
	case RemoteCancel:
		r.plan, r.aim, r.area, r.editAdd, r.pick, r.moreOpen = nil, nil, nil, nil, nil, false
		r.say("")
	case RemoteEndTurn:
		if a := r.actor(); a != nil {
			r.plan, r.aim = nil, nil
			r.send(wire.TypeAction, rules.EndTurn{Who: a.ID}, a.Name+" ends the turn")
		}
	case RemoteDeclare:
		if r.mayStartTurn() {
			r.cycleDeclare()
		}
	case RemoteDeal:
		if r.gm() && !r.Acting && r.nextTurn(r.selected) == "" {
			r.plan, r.aim = nil, nil
			r.send(wire.TypeAction, rules.StartRound{}, "dealing the round")
		}
	case RemoteGMAsks, RemoteShowEdits:
		r.sendSettings(id)
	case RemoteTactic:
		r.sendTactic()
	case RemoteNext:
		if who := r.nextTurn(r.selected); r.gm() && who != "" {
			r.plan, r.aim = nil, nil
			r.selected = who
			r.send(wire.TypeAction, r.startTurn(who), r.name(who)+" starts the turn")
		}
	default:
		switch {
		case strings.HasPrefix(id, RemoteAISide):
			r.sendSettings(id)
		case strings.HasPrefix(id, remoteSpread):
			r.pressSpread(id)
		case !r.pressTablet(id):
			r.pressMore(id)
		}
	}
}

// Path is the move shown, waiting for its confirming tap (nil: none).
func (r *Remote) Path() []rules.Pos {
	if r.plan == nil {
		return nil
	}
	return r.plan.steps
}

// Aim is the foe aimed at and the odds line ("" while asked).
func (r *Remote) Aim() (target, odds string, ok bool) {
	if r.aim == nil {
		return "", "", false
	}
	if r.spreading() != nil {
		return r.aim.target, spreadOdds(r.pv.answer(), r.name), true
	}
	return r.aim.target, previewOdds(r.pv.answer()), true
}

// CardLines are the lines of a figure's card: what the seat is told.
func (r *Remote) CardLines(id string) []string {
	c, ok := r.cardOf(id)
	if !ok {
		return nil
	}
	return c.lines()
}

// PlayerLinks are the seats' links the GM hands out, in seat order
// (gm, table, players).
func (r *Remote) PlayerLinks() [][2]string { return r.playerLinks() }

// SendRaw sends an action given as JSON (as in battle files), for the
// GM's hand and tests.
func (r *Remote) SendRaw(action json.RawMessage) error {
	a, err := rules.UnmarshalAction(action)
	if err != nil {
		return err
	}
	if r.send(wire.TypeAction, a, a.Kind()) == "" {
		return errors.New(r.msg)
	}
	return nil
}
