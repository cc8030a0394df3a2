package rules

import (
	"fmt"
	"slices"
	"strings"
)

// The turn flow: rounds, the countdown, Hold and interrupts, the start of a
// turn (Bleeding Out, Shaken recovery, the actions declared) and its end.

func init() {
	RegisterAction(StartRound{})
	RegisterAction(Surprise{Ambushers: []string{"c1", "c2"}, Victims: []string{"buck"}})
	RegisterAction(StartTurn{Who: "buck", Actions: 2})
	RegisterAction(Hold{Who: "buck"})
	RegisterAction(InterruptHold{Who: "buck", Target: "c1"})
	RegisterAction(EndTurn{Who: "buck"})
}

// Action kinds of the turn flow.
const (
	KindRound     = "round"
	KindSurprise  = "surprise"
	KindTurn      = "turn"
	KindHold      = "hold"
	KindInterrupt = "interrupt"
	KindEndTurn   = "end_turn"
)

// StartRound ends the round under way and deals the next one. Every
// figure with a card must have had its turn (or be on Hold) first.
type StartRound struct{}

func (StartRound) Kind() string { return KindRound }

func (x StartRound) Plan(b *Battle) (*Plan, error) { return b.plainPlan("", x.check(b)) }

func (StartRound) check(b *Battle) error {
	if b.turn != nil {
		return fmt.Errorf("%s's turn is under way: end it before the next round", b.name(b.turn.Who))
	}
	if b.Fight.Init.Round == 0 {
		return nil
	}
	if b.anyWaiting() {
		return fmt.Errorf("round %d is not over: %s still to act", b.Fight.Init.Round, b.nameList(b.waiting()))
	}
	return nil
}

func (StartRound) Do(b *Battle, _ *Plan) error {
	b.queued = nil
	if err := b.poisonDeaths(); err != nil { // poisoned.go
		return err
	}
	return b.Fight.StartRound()
}

// waiting lists the figures whose turn has yet to come this round: in the
// countdown, or queued after an interrupt. Incapacitated figures with no
// Bleeding Out roll to make have nothing to do and are not waited for.
func (b *Battle) waiting() []string {
	out := append([]string(nil), b.queued...)
	for _, t := range b.Fight.Order() {
		for _, id := range t.Figures {
			if b.hasTurnToTake(id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// anyWaiting is len(waiting()) > 0 without building the countdown: the
// end of every round asks it.
func (b *Battle) anyWaiting() bool {
	if len(b.queued) > 0 {
		return true
	}
	for _, id := range b.Fight.order {
		if b.Fight.Init.inCountdown(id) && b.hasTurnToTake(id) {
			return true
		}
	}
	return false
}

func (b *Battle) hasTurnToTake(id string) bool {
	f := b.Figure(id)
	return f != nil && !f.Dead && (!f.Incapacitated || f.BleedingOut)
}

// Surprise sets up an ambush before the first round: the ambushers start
// on Hold; each victim rolls Notice and on a failure has no card in the
// first round. With no victims, everyone not on an ambusher's side is one.
type Surprise struct {
	Ambushers []string `json:"ambushers"`
	Victims   []string `json:"victims,omitempty"`
}

func (Surprise) Kind() string { return KindSurprise }

func (s Surprise) Plan(b *Battle) (*Plan, error) { return b.plainPlan("", s.check(b)) }

func (s Surprise) check(b *Battle) error {
	if b.Fight.Init.Round > 0 {
		return fmt.Errorf("an ambush is sprung before the first round, and this is round %d", b.Fight.Init.Round)
	}
	if len(s.Ambushers) == 0 {
		return fmt.Errorf("an ambush needs at least one ambusher")
	}
	for _, e := range b.Fight.Events {
		if e.Kind == EventSurprise {
			return fmt.Errorf("the ambush is already set up")
		}
	}
	for _, id := range append(append([]string(nil), s.Ambushers...), s.Victims...) {
		if b.Figure(id) == nil {
			return fmt.Errorf("there is no figure %q", id)
		}
	}
	for _, id := range s.Victims {
		if slices.Contains(s.Ambushers, id) {
			return fmt.Errorf("%s cannot both spring the ambush and be surprised", b.name(id))
		}
	}
	return nil
}

func (s Surprise) Do(b *Battle, _ *Plan) error { return b.Fight.Surprise(s.Ambushers, s.Victims) }

// StartTurn starts a figure's turn: on its card when the countdown comes
// to it (figures sharing a card act in the order given), at any time with
// a Joker, or from Hold. Actions is how many actions it declares (1 when
// zero): each one past the first costs the edition's multi-action penalty
// on every action of the turn. A figure Bleeding Out rolls Vigor first; a
// Shaken one rolls Spirit to recover.
type StartTurn struct {
	Who     string `json:"who"`
	Actions int    `json:"actions,omitempty"`
}

func (StartTurn) Kind() string { return KindTurn }

// Plan plans the rolls the turn surely opens with (turnStartRolls).
func (s StartTurn) Plan(b *Battle) (*Plan, error) {
	if err := s.check(b); err != nil {
		return nil, err
	}
	r, ok := b.turnStartRoll(s.Who)
	if !ok {
		return b.plainPlan(s.Who, nil)
	}
	return onePlan(b, s.Who, r, nil), nil
}

// turnStartRoll is the roll who's turn will surely open with, as
// beginTurn makes them (outside the turn's actions: the Joker and the
// figure's own modifiers only): Bleeding Out's Vigor; else Stunned's
// Vigor; else Shaken's Spirit. A roll that waits on another's outcome (a
// Stunned and Shaken figure's Spirit comes only if its Vigor succeeds)
// is not planned.
func (b *Battle) turnStartRoll(who string) (PlannedRoll, bool) {
	f := b.Figure(who)
	var r PlannedRoll
	switch {
	case f == nil || f.Dead:
		return r, false
	case f.BleedingOut:
		r = b.planFreeRoll(who, Vigor, withMods(b.EffectMods(f, ChangeBleedingOut, ""), f.hardToKill()))
		r.Roll.Name = "Vigor (Bleeding Out)"
	case f.Incapacitated:
		return r, false
	case f.Stunned:
		r = b.planFreeRoll(who, Vigor, withMods(b.EffectMods(f, ChangeUnstun, ""), b.recoveryMods(f, ChangeUnstun)))
		r.Roll.Name = "Vigor (Stunned)"
	case f.Shaken:
		r = b.planFreeRoll(who, Spirit, withMods(b.EffectMods(f, ChangeUnshake, ""), b.recoveryMods(f, ChangeUnshake)))
		r.Roll.Name = "Spirit (Shaken)"
	default:
		return r, false
	}
	return r, true
}

func (s StartTurn) check(b *Battle) error {
	if err := b.mayStart(s.Who); err != nil {
		return err
	}
	return b.checkDeclared(s.Who, s.Actions)
}

func (s StartTurn) Do(b *Battle, _ *Plan) error {
	if err := b.Fight.Act(s.Who); err != nil {
		return err
	}
	return b.beginTurn(s.Who, s.Actions, false)
}

func (b *Battle) checkDeclared(who string, n int) error {
	switch {
	case n < 0:
		return fmt.Errorf("%s cannot declare %d actions", b.name(who), n)
	case b.Rules.MaxActions > 0 && n > b.Rules.MaxActions:
		return fmt.Errorf("%s cannot declare %d actions: at most %d in a turn in %s", b.name(who), n, b.Rules.MaxActions, b.Rules.Edition)
	}
	return nil
}

// mayStart says why who cannot start a turn now, or nil.
func (b *Battle) mayStart(who string) error { return b.mayStartNext(who, nil) }

// mayStartNext is mayStart with the countdown's next figure worked out
// once by the caller (next non-nil) when it asks about many figures.
func (b *Battle) mayStartNext(who string, next *string) error {
	f := b.Figure(who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", who)
	case b.Fight.Init.Round == 0:
		return fmt.Errorf("no round has started: deal the cards first")
	case b.turn != nil:
		return fmt.Errorf("%s's turn is under way: end it first", b.name(b.turn.Who))
	case f.Dead:
		return fmt.Errorf("%s is dead", b.name(who))
	}
	if len(b.queued) > 0 {
		if b.queued[0] != who {
			return fmt.Errorf("%s acts next (after the interrupt)", b.name(b.queued[0]))
		}
		return nil
	}
	in := &b.Fight.Init
	if _, ok := in.Cards[who]; !ok && !in.Hold[who] && !in.inStandoff(who) {
		return fmt.Errorf("%s has no card this round", b.name(who))
	}
	if in.Acted[who] {
		return fmt.Errorf("%s has acted this round", b.name(who))
	}
	if in.Hold[who] || in.Joker(who) {
		return nil
	}
	if in.inStandoff(who) {
		return b.mayStartStandoff(who)
	}
	if next == nil {
		n, ok := b.upNext.take(b)
		if !ok {
			n = b.nextInCountdown()
		}
		next = &n
	}
	if *next == who {
		return nil
	}
	if *next == "" {
		return fmt.Errorf("%s cannot act now", b.name(who))
	}
	return fmt.Errorf("it is not %s's turn: %s acts first on %s", b.name(who), b.name(*next), in.Cards[*next].Name())
}

// nextInCountdown is the figure whose card comes up next: the first on
// the highest card not a Joker (a Joker acts when it chooses), skipping
// figures with nothing to do; "" when the round is done.
func (b *Battle) nextInCountdown() string {
	// The first figure of the earliest card in Order, without building
	// Order: cards in hand are distinct, so the earliest card is one group
	// and its first figure in scenario order is the one Order lists first.
	if id := b.earliestCard(); id != "" { // earliest(false), turnorder.go
		return id
	}
	if len(b.Fight.Init.Standoff) > 0 {
		if id := b.standoffNext(); id != "" {
			return id
		}
	}
	if !b.Fight.countdown().anyJoker {
		return ""
	}
	// Only Jokers left: the first of them.
	return b.earliest(true)
}

// earliest is the figure with a turn to take on the card that comes up
// first among the cards in hand (Jokers only when jokers, else no Jokers),
// the first in scenario order on that card; "" with none.
func (b *Battle) earliest(jokers bool) string {
	in := &b.Fight.Init
	best, bestCard := "", Card{}
	for _, f := range b.Fight.Figures { // scenario order, as Fight.order
		// The figure's own flags first, then the maps: each look-up
		// hashes the id, and this runs for every figure before every turn.
		// Acted and Hold are asked only of a card that would come up
		// first: a figure that fails any test is skipped, so the order of
		// the tests does not change who is found.
		if f.Dead || (f.Incapacitated && !f.BleedingOut) {
			continue
		}
		c, ok := in.Cards[f.ID]
		// Card.Joker written out: in the browser, which builds the rules
		// without inlining, it was a wasm call per figure before every turn.
		if !ok || (c.Rank == JokerRank) != jokers || (best != "" && !c.Before(bestCard)) {
			continue
		}
		if !in.Acted[f.ID] && !in.Hold[f.ID] {
			best, bestCard = f.ID, c
		}
	}
	return best
}

// NextUp lists who may start a turn now: the next in the countdown, every
// Joker still to act and everyone on Hold.
func (b *Battle) NextUp() []string {
	return b.nextUp(nil, false)
}

// firstUp is NextUp()[0] ("" with nobody) without listing the rest: the
// headless fight asks it before every turn.
func (b *Battle) firstUp() string {
	if up := b.nextUp(make([]string, 0, 1), true); len(up) > 0 {
		return up[0]
	}
	return ""
}

// nextUp appends NextUp's figures to out, stopping at the first when first.
func (b *Battle) nextUp(out []string, first bool) []string {
	if b.turn != nil || b.Fight.Init.Round == 0 {
		return nil
	}
	if len(b.queued) > 0 {
		return append(out, b.queued[0])
	}
	next := b.nextInCountdown()
	if first {
		b.upNext.keep(b, next)
	}
	in := &b.Fight.Init
	ids := b.Fight.order
	var places []int
	cands := len(in.Standoff) == 0
	if cands {
		// Outside a standoff only next, the figures on Hold and the
		// Jokers' holders can pass the test below: ask those alone, in
		// the same order (turnorder.go).
		places = b.upCandidates(next)
		ids = nil
	}
	for i := 0; i < len(ids)+len(places); i++ {
		var id string
		if cands {
			id = b.Fight.order[places[i]]
		} else {
			id = ids[i]
		}
		if id != next {
			// The common case, without building an error: no card, acted,
			// or neither on Hold nor holding this round's Joker.
			if !(in.Hold[id] || in.Joker(id) || in.inStandoff(id)) || in.Acted[id] {
				continue
			}
		}
		if b.mayStartNext(id, &next) == nil {
			out = append(out, id)
			if first {
				return out
			}
		}
	}
	return out
}

// countdownHint is the countdown's next figure worked out by firstUp,
// which Step and PlayFight ask just before they apply that figure's
// StartTurn: its check (mayStart) would work it out again from the same
// state. It holds only while nothing was applied, reset or restored
// (Battle.moves), the log is as long and the Fight the same, and it is
// used once.
type countdownHint struct {
	fight  *Fight
	moves  uint64
	events int
	who    string
	set    bool
}

func (h *countdownHint) keep(b *Battle, who string) {
	*h = countdownHint{fight: b.Fight, moves: b.moves, events: len(b.Fight.Events), who: who, set: true}
}

// take is the kept figure if it still holds, and forgets it either way.
// With nothing kept it writes nothing: Check reaches it, and the window
// and the host check actions on a battle that no Step plays.
func (h *countdownHint) take(b *Battle) (string, bool) {
	if !h.set {
		return "", false
	}
	ok := h.fight == b.Fight && h.moves == b.moves && h.events == len(b.Fight.Events)
	who := h.who
	*h = countdownHint{}
	return who, ok
}

// turnArrays is a TurnState with the arrays its lists start in.
type turnArrays struct {
	TurnState
	taken [2]string
	fired [2]int
}

// newTurn is a fresh turn with room for its usual actions, carved from
// the battle's slab: every turn of a simulated fight opens here, and one
// allocation a turn was a few percent of a fight's. A slot is never
// handed out twice, so a turn's pointer still names that turn alone
// (PlayFight, items.go and mounted.go tell turns apart by it).
func (b *Battle) newTurn() *turnArrays {
	if len(b.turnSlab) == 0 {
		b.turnSlab = make([]turnArrays, turnSlabSize)
	}
	ta := &b.turnSlab[0]
	b.turnSlab = b.turnSlab[1:]
	return ta
}

// turnSlabSize is how many turns one allocation of newTurn holds: about
// two rounds of a fight of a dozen figures.
const turnSlabSize = 24

// beginTurn opens the turn: Bleeding Out, then Shaken recovery.
func (b *Battle) beginTurn(who string, actions int, interrupt bool) error {
	f := b.Figure(who)
	ta := b.newTurn()
	ta.TurnState = TurnState{Who: who, Actions: max(actions, 1), CanAct: true, Interrupt: interrupt}
	t := &ta.TurnState
	t.Taken, t.Fired = ta.taken[:0], ta.fired[:0]
	b.turn = t
	b.supportTurnBegins(who)
	b.marks[who] = turnMarks{Distracted: f.Distracted, Vulnerable: f.Vulnerable}
	if m, ok := b.aim[who]; ok {
		if m.Fresh {
			m.Fresh = false
			b.aim[who] = m
		} else {
			delete(b.aim, who)
		}
	}
	joker := b.Fight.JokerMods(who)
	if f.BleedingOut {
		_, ev := b.RNG().bleedOut(f, withMods(joker, b.rollMods(f, Vigor, ChangeBleedingOut)), b.injuryRerolls(), b.Fight) // benny rerolls: reroll.go
		if err := b.Record(ev...); err != nil {
			return err
		}
	}
	if err := b.runTurnStart(f, t); err != nil { // Stunned recovery...: rulehooks.go
		return err
	}
	switch {
	case f.Incapacitated || f.Dead || f.Stunned:
		t.CanAct = false
	case f.Shaken:
		can, _, ev, rolled := b.RNG().recoverShaken(f, b.Rules, withMods(joker, b.rollMods(f, Spirit, ChangeUnshake)), b.quiet, &rollSlabs{&b.modSlab, &b.rollSlab})
		t.CanAct = can
		if rolled {
			if err := b.Record(ev); err != nil {
				return err
			}
		}
	}
	if Asleep(f) { // Slumber: powers_sleep.go
		t.CanAct = false
	}
	return nil
}

// Hold: the figure whose turn it could start now keeps its card and acts
// later, this round or the next.
type Hold struct {
	Who string `json:"who"`
}

func (Hold) Kind() string { return KindHold }

func (h Hold) Plan(b *Battle) (*Plan, error) { return b.plainPlan(h.Who, h.check(b)) }

func (h Hold) check(b *Battle) error {
	if err := b.mayStart(h.Who); err != nil {
		return err
	}
	f := b.Figure(h.Who)
	switch {
	case len(b.queued) > 0:
		return fmt.Errorf("%s lost the interrupt and must act now", b.name(h.Who))
	case b.Fight.Init.Hold[h.Who]:
		return fmt.Errorf("%s is on Hold already", b.name(h.Who))
	case f.Incapacitated:
		return fmt.Errorf("%s is Incapacitated and cannot act", b.name(h.Who))
	case f.Shaken || f.Stunned:
		return fmt.Errorf("%s is Shaken or Stunned and cannot go on Hold", b.name(h.Who))
	}
	return nil
}

func (h Hold) Do(b *Battle, _ *Plan) error { return b.Fight.Hold(h.Who) }

// InterruptHold: a figure on Hold acts before another, between or during that
// figure's turn. Unless it holds the Joker, both make the edition's
// opposed roll: the winner goes first; a tie is swade's no win (the actor
// first) or deluxe's simultaneous pair (simultaneous.go); before revision
// 3, at the same time, played holder first. A holder who loses acts right after. A
// figure holding this round's Joker that has not acted may interrupt
// without being on Hold, and goes first with no roll.
type InterruptHold struct {
	Who     string `json:"who"`
	Target  string `json:"target"`
	Actions int    `json:"actions,omitempty"`
}

func (InterruptHold) Kind() string { return KindInterrupt }

func (i InterruptHold) Plan(b *Battle) (*Plan, error) { return b.plainPlan(i.Who, i.check(b)) }

func (i InterruptHold) check(b *Battle) error {
	f := b.Figure(i.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", i.Who)
	case b.Figure(i.Target) == nil:
		return fmt.Errorf("there is no figure %q", i.Target)
	case i.Who == i.Target:
		return fmt.Errorf("%s cannot interrupt itself", b.name(i.Who))
	case !b.Fight.Init.Hold[i.Who] && !b.Fight.Init.Joker(i.Who):
		return fmt.Errorf("%s is not on Hold", b.name(i.Who))
	case b.Fight.Init.Acted[i.Who]:
		return fmt.Errorf("%s has acted this round", b.name(i.Who))
	case f.Incapacitated || f.Shaken || f.Stunned:
		return fmt.Errorf("%s cannot act (Shaken, Stunned or Incapacitated)", b.name(i.Who))
	}
	if b.turn != nil {
		if b.turn.Who != i.Target {
			return fmt.Errorf("%s can only interrupt %s, whose turn it is", b.name(i.Who), b.name(b.turn.Who))
		}
	} else if err := b.mayStart(i.Target); err != nil {
		return fmt.Errorf("%s cannot interrupt %s: %w", b.name(i.Who), b.name(i.Target), err)
	}
	return b.checkDeclared(i.Who, i.Actions)
}

// Interrupters lists who may interrupt now, in scenario order: the
// figures on Hold, and those holding this round's Joker that have not
// acted, never the figure whose turn is under way.
func (b *Battle) Interrupters() []string {
	in := &b.Fight.Init
	var out []string
	for _, id := range b.Fight.order {
		if (b.turn != nil && b.turn.Who == id) || !(in.Hold[id] || in.Joker(id) && !in.Acted[id]) {
			continue
		}
		if f := b.Figure(id); f != nil && !f.Incapacitated && !f.Shaken && !f.Stunned && !f.Dead {
			out = append(out, id)
		}
	}
	return out
}

func (i InterruptHold) Do(b *Battle, _ *Plan) error {
	r, err := b.Fight.Interrupt(i.Who, i.Target)
	if err != nil {
		return err
	}
	if r == Simultaneous && b.Rules.InterruptTieSimultaneous {
		return b.actTogether(i)
	}
	if r == ActorFirst {
		b.queued = append(b.queued, i.Who)
		if b.turn == nil {
			if err := b.Fight.Act(i.Target); err != nil {
				return err
			}
			return b.beginTurn(i.Target, 0, false)
		}
		return nil
	}
	if b.turn != nil {
		b.suspended = append(b.suspended, b.turn)
		b.turn = nil
	}
	return b.beginTurn(i.Who, i.Actions, true)
}

// EndTurn ends the figure's turn. Distracted and Vulnerable that it had
// when the turn began wear off now; an Aim taken this turn waits for the
// next one. An interrupted turn then resumes, or a holder who lost an
// interrupt acts.
type EndTurn struct {
	Who string `json:"who"`
}

func (EndTurn) Kind() string { return KindEndTurn }

func (e EndTurn) Plan(b *Battle) (*Plan, error) { return b.plainPlan(e.Who, e.check(b)) }

func (e EndTurn) check(b *Battle) error {
	if b.turn == nil {
		return fmt.Errorf("no turn is under way")
	}
	if b.turn.Who != e.Who {
		return fmt.Errorf("it is %s's turn, not %s's", b.name(b.turn.Who), b.name(e.Who))
	}
	return nil
}

// turnMarks: whether a figure was Distracted and Vulnerable as its turn
// began (those end at the end of that turn). Two flags, not a whole
// State: a map of large values allocates on each insertion.
type turnMarks struct{ Distracted, Vulnerable bool }

func (e EndTurn) Do(b *Battle, _ *Plan) error {
	f := b.Figure(e.Who)
	if m := b.marks[e.Who]; (m.Distracted && f.Distracted) || (m.Vulnerable && f.Vulnerable) {
		var gone []string
		if m.Distracted && f.Distracted {
			f.Distracted = false
			gone = append(gone, "Distracted")
		}
		if m.Vulnerable && f.Vulnerable {
			f.Vulnerable = false
			gone = append(gone, "Vulnerable")
		}
		if err := b.Record(f.stateEvent(EventState, "", "is no longer "+strings.Join(gone, " or "))); err != nil {
			return err
		}
	}
	delete(b.marks, e.Who)
	if err := b.runTurnEnd(f); err != nil {
		return err
	}
	if err := b.berserkFatigue(f); err != nil { // edges_berserk.go
		return err
	}
	if err := b.expireEffects(f); err != nil {
		return err
	}
	if m, ok := b.aim[e.Who]; ok && !m.Fresh {
		delete(b.aim, e.Who) // an Aim counts on the next turn only
	}
	b.turn = nil
	if n := len(b.suspended); n > 0 {
		b.turn = b.suspended[n-1]
		b.suspended = b.suspended[:n-1]
		return nil
	}
	if len(b.queued) > 0 {
		who := b.queued[0]
		b.queued = b.queued[1:]
		return b.beginTurn(who, 0, true)
	}
	return nil
}

// name is the figure's name for messages.
func (b *Battle) name(id string) string {
	if f := b.Figure(id); f != nil && f.Name != "" {
		return f.Name
	}
	return id
}

func (b *Battle) nameList(ids []string) string {
	ns := make([]string, len(ids))
	for i, id := range ids {
		ns[i] = b.name(id)
	}
	return andList(ns)
}

// Actor returns the figure whose turn is under way, if it is who: free
// actions (moving, dropping prone, speaking) need only this.
func (b *Battle) Actor(who string) (*Figure, error) {
	f := b.Figure(who)
	switch {
	case f == nil:
		return nil, fmt.Errorf("there is no figure %q", who)
	case b.turn == nil:
		return nil, fmt.Errorf("it is not %s's turn: no turn is under way", b.name(who))
	case b.turn.Who != who:
		return nil, fmt.Errorf("it is not %s's turn but %s's", b.name(who), b.name(b.turn.Who))
	}
	return f, nil
}

// CheckAction says why who cannot take the action named key now (a
// regular action: attack, Aim, reload...), or nil: it must be its turn,
// it must be able to act (not Shaken, Stunned or out), it must have an
// action left of those declared, and in deluxe the same action cannot come
// twice. Keys name the action and its weapon: "shoot:Colt .45".
func (b *Battle) CheckAction(who, key string) (*Figure, error) {
	f, err := b.Actor(who)
	if err != nil {
		return nil, err
	}
	t := b.turn
	switch {
	case f.Incapacitated || f.Dead:
		return nil, fmt.Errorf("%s is Incapacitated and cannot act", b.name(who))
	case f.Shaken:
		return nil, fmt.Errorf("%s is Shaken: only free actions (move, run, drop prone, speak)", b.name(who))
	case f.Stunned:
		return nil, fmt.Errorf("%s is Stunned and cannot act", b.name(who))
	case !t.CanAct:
		return nil, fmt.Errorf("%s cannot act this turn (free actions only)", b.name(who))
	case t.Aimed:
		return nil, fmt.Errorf("%s spent the turn aiming", b.name(who))
	case len(t.Taken) >= t.Actions:
		if t.Actions == 1 {
			return nil, fmt.Errorf("%s has taken its action this turn (declare a multi-action at the start of the turn)", b.name(who))
		}
		return nil, fmt.Errorf("%s has taken all %d actions declared this turn", b.name(who), t.Actions)
	case !b.Rules.SameActionTwice && slices.Contains(t.Taken, key):
		return nil, fmt.Errorf("in %s a figure cannot take the same action twice in a turn (%s)", b.Rules.Edition, key)
	case len(t.Taken)+1 == t.Actions && b.handsFree(f, t.Actions) > 0 && !b.eachHand(f, append(slices.Clone(t.Taken), key)):
		return nil, b.eachHandRefusal(f) // edges_hands.go
	}
	return f, nil
}

// UseAction counts an action of the turn under way.
func (b *Battle) UseAction(key string) {
	if b.turn != nil {
		b.turn.Taken = append(b.turn.Taken, key)
	}
}

// actionKey is an action's key with a weapon ("shoot:Colt .45"), made
// once a battle for each kind and weapon: every shot's and blow's check
// and use ask for it, and a concatenation allocates each time. The keys
// are the same strings, so the turn's list of actions reads the same.
type actionKey struct{ kind, name, key string }

// keysFrom starts the battle with the action keys prev made (a
// simulation's next battle; prev may be nil): they are names only,
// capped so that either battle's appends copy.
func (b *Battle) keysFrom(prev *Battle) {
	if prev != nil {
		b.keys = prev.keys[:len(prev.keys):len(prev.keys)]
	}
}

func (b *Battle) actionKey(kind, name string) string {
	for _, k := range b.keys {
		if k.kind == kind && k.name == name {
			return k.key
		}
	}
	k := actionKey{kind, name, kind + ":" + name}
	b.keys = append(b.keys, k)
	return k.key
}

// ActionMods are the modifiers the turn gives every trait roll of an
// action: the Joker, the multi-action penalty, running. (Wounds, Fatigue
// and Distracted come with the figure's own TraitRoll.)
func (b *Battle) ActionMods(who string) Mods { return b.appendActionMods(nil, who) }

// appendActionMods appends ActionMods(who) to dst.
func (b *Battle) appendActionMods(dst Mods, who string) Mods {
	ms := append(dst, b.Fight.JokerMods(who)...)
	if t := b.turn; t != nil && t.Who == who {
		pen := b.Rules.MultiActionMod * (t.Actions - 1 - b.handsFree(b.Figure(who), t.Actions)) // edges_hands.go
		if f := b.Figure(who); f != nil && pen < 0 {
			q := max(effectCtx{f: f}.sum(ChangeFeature, featureQuickness), 0)
			pen = min(0, pen+q) // Speed's Quickness (powers_control.go)
		}
		if f := b.Figure(who); f != nil && b.slothMoveCounts(f, t) {
			pen += b.Rules.MultiActionMod // Sloth's raise (powers_control.go)
		}
		ms = ms.With("multi-action", pen)
		if t.Running && !b.runsFree(b.Figure(who)) { // Speed's raise
			ms = ms.With("running", b.Rules.RunningMod)
		}
	}
	return ms
}
