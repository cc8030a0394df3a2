package rules

import (
	"fmt"
	"strings"
)

// Free actions: moving along the table's paths, running, dropping prone,
// standing, speaking, and spending a benny to end Shaken.

func init() {
	RegisterAction(Move{Who: "buck", To: Pos{X: 5, Y: 4}})
	RegisterAction(Run{Who: "buck"})
	RegisterAction(Prone{Who: "buck"})
	RegisterAction(Stand{Who: "buck"})
	RegisterAction(Crouch{Who: "buck"})
	RegisterAction(Speak{Who: "buck", Text: "Drop it!"})
	RegisterAction(Unshake{Who: "buck"})
}

// Free action kinds.
const (
	KindMove    = "move"
	KindRun     = "run"
	KindProne   = "prone"
	KindStand   = "stand"
	KindCrouch  = "crouch"
	KindSpeak   = "speak"
	KindUnshake = "unshake"
)

// Event kinds of the battle's own actions (rendered by battleLine).
const (
	EventMove EventKind = "move" // Who moves to What ("(3, 4)"), Total inches spent
	// EventDownWithdrawing: Who, withdrawing to What, goes down to the
	// free attacks and stays where it was.
	EventDownWithdrawing EventKind = "down_withdrawing"
	EventRun             EventKind = "run"       // Who rolls the running die: Total inches more
	EventSpeak           EventKind = "speak"     // Who says What
	EventShot            EventKind = "shot"      // a multi-die Shooting roll: Outcome lists each die
	EventBystander       EventKind = "bystander" // a stray die of Who's attack on Target hits Figure... see Outcome
	EventReload          EventKind = "reload"    // Who reloads the Weapon: Outcome says how far along
	EventAim             EventKind = "aim"       // Who aims at Target (or at nothing in particular)
	EventAttack          EventKind = "attack"    // a note on an attack: Who, Target, Weapon, Outcome
)

// Move walks the figure to a square along the cheapest path the table
// knows, spending its Pace (plus the running die when running). Foes it
// leaves get their free attacks first. A prone figure either crawls (and
// stays prone) or stands up (2") and walks, whichever the table finds
// cheaper.
type Move struct {
	Who string `json:"who"`
	To  Pos    `json:"to"`
}

func (Move) Kind() string { return KindMove }

// Plan finds the move's Route (the free attacks it draws are planned as
// they come: each may change what the next one faces).
func (m Move) Plan(b *Battle) (*Plan, error) {
	r, err := b.checkMoveWith(m.Who, m.To, FreeJumping(), false)
	if err != nil {
		return nil, err
	}
	mp := &b.moveSlab.takeOf(1, planChunk)[0]
	mp.route = r
	mp.Plan = Plan{Who: m.Who, Detail: &mp.route}
	return &mp.Plan, nil
}

// movePlan is a Move's Plan and its Route (the Plan's Detail, a *Route)
// in one piece of the battle's slab: a move planned cost two allocations
// (the plan, the route boxed), and the tactic moves most turns. A piece
// is never handed out again, so a kept plan keeps its route.
type movePlan struct {
	Plan
	route Route
}

// checkMoveWith checks a move that may jump over gaps within jp (rolled:
// jp has the Athletics roll's inch in it) and finds its route.
func (b *Battle) checkMoveWith(who string, to Pos, jp Jumping, rolled bool) (Route, error) {
	f, err := b.Actor(who)
	if err != nil {
		return Route{}, err
	}
	t := b.turn
	switch {
	case f.Incapacitated || f.Dead:
		return Route{}, fmt.Errorf("%s is Incapacitated and cannot move", b.name(who))
	case f.Stunned:
		return Route{}, fmt.Errorf("%s is Stunned and cannot move", b.name(who))
	case f.Entangled || f.Bound:
		return Route{}, fmt.Errorf("%s is held in a grapple and cannot move", b.name(who))
	case t.Aimed:
		return Route{}, fmt.Errorf("%s aimed this turn and cannot move", b.name(who))
	}
	for _, check := range moveChecks {
		if err := check(b, f); err != nil {
			return Route{}, err
		}
	}
	r, err := b.jumpRoute(who, to, jp)
	if err != nil {
		if jr := b.jumpRefusal(who, to, jp, rolled); jr != nil {
			return Route{}, jr
		}
		return Route{}, fmt.Errorf("%s cannot get to %s: %w", b.name(who), to, err)
	}
	if per := b.Rules.CrawlPerTurn; per > 0 && r.Prone && t.Crawled+r.Cost > per {
		// Deluxe: crawling is a fixed distance a turn, whatever the Pace.
		return Route{}, fmt.Errorf("in %s a prone figure crawls at most %d\" a turn; %s has crawled %d\"", b.Rules.Edition, per, b.name(who), t.Crawled)
	}
	left := b.PaceLeft(who)
	if r.Cost > left {
		return Route{}, fmt.Errorf("moving %s to %s costs %d\" and only %d\" of Pace are left this turn", b.name(who), to, r.Cost, left)
	}
	return r, nil
}

// moveChecks are further reasons a figure may not move, from other rules
// (a grapple holds it...): see RegisterMoveCheck.
var moveChecks []func(b *Battle, f *Figure) error

// RegisterMoveCheck adds a rule that can forbid a figure to move (return
// the reason in a GM's words, or nil). Files that add such rules call it
// from init.
func RegisterMoveCheck(check func(b *Battle, f *Figure) error) {
	moveChecks = append(moveChecks, check)
}

// PaceLeft is how many inches the figure whose turn it is may still move.
func (b *Battle) PaceLeft(who string) int {
	f := b.Figure(who)
	if f == nil || b.turn == nil || b.turn.Who != who {
		return 0
	}
	return b.PaceLeftRunning(who, b.turn.Run)
}

// PaceLeftRunning is PaceLeft had the running die given run inches (0:
// walking only): the total Pace, halved for a crouching figure after the
// running die is added, less what the figure has moved this turn.
func (b *Battle) PaceLeftRunning(who string, run int) int {
	f := b.Figure(who)
	if f == nil || b.turn == nil || b.turn.Who != who {
		return 0
	}
	total := b.Movement(f).Pace + run // the mode's Pace: movemodes.go
	if f.Crouching && b.Rules.Crouching {
		total /= 2
	}
	return max(total-b.turn.Moved, 0)
}

func (m Move) Do(b *Battle, p *Plan) error {
	return b.moveAlong(m.Who, m.To, *p.Detail.(*Route), 0)
}

// moveAlong moves the figure along its route to the square: the foes it
// leaves attack first, then it spends the route's Pace. short > 0: it
// stops at the edge of a jump over short inches of gap that it did not
// make (a failed Athletics roll: Jump).
func (b *Battle) moveAlong(who string, to Pos, r Route, short int) error {
	f := b.Figure(who)
	var foes []string
	if r.Mode != ModeBurrow { // a burrower goes under ground at once: no withdrawal
		var err error
		if foes, err = b.withdrawalAttackers(who, to); err != nil { // edges_reach.go
			return err
		}
	}
	if down, err := b.withdrawalStrikes(f, foes, to); err != nil || down {
		return err
	}
	if stop, err := b.firstStrikes(who, to, r); err != nil || stop { // edges_reactions.go
		return err
	}
	if err := b.Battlefield.Place(who, to); err != nil {
		return err
	}
	b.turn.Moved += r.Cost
	if r.Prone {
		b.turn.Crawled += r.Cost
	}
	ev := Event{Kind: EventMove, Who: who, Total: r.Cost}
	if !b.quiet {
		ev.What = to.String()
	}
	jumps := ""
	switch n := len(r.Jumps); {
	case n == 1:
		jumps = fmt.Sprintf("jumps a %d\" gap", r.Jumps[0].Gap)
	case n > 1:
		jumps = fmt.Sprintf("jumps %d gaps", n)
	}
	switch {
	case f.Prone && r.Prone && r.Cost > 0:
		ev.Outcome = "crawls"
	case f.Prone && !r.Prone:
		f.Prone = false
		ev.Outcome = "stands up and moves"
		if jumps != "" {
			ev.Outcome = "stands up and " + jumps
		}
		ev.Figure, ev.After = f.ID, f.Snapshot()
	case jumps != "":
		ev.Outcome = jumps
	case r.Mode != ModeWalk:
		ev.Outcome = r.Mode.Verb()
	}
	if short > 0 {
		ev.Kind, ev.Outcome = EventJumpShort, fmt.Sprintf("does not make the %d\" jump and stops at the edge", short)
	}
	return b.Record(ev)
}

// Run rolls the running die once a turn: its inches add to Pace, and every
// other action of the turn takes the running penalty. Running is declared
// before the figure's first action (as the multi-action count is), so a
// figure that has acted, or is Defending, cannot run that turn.
type Run struct {
	Who string `json:"who"`
}

func (Run) Kind() string { return KindRun }

func (r Run) Plan(b *Battle) (*Plan, error) { return b.plainPlan(r.Who, r.check(b)) }

func (r Run) check(b *Battle) error {
	f, err := b.Actor(r.Who)
	if err != nil {
		return err
	}
	switch {
	case b.turn.Running:
		return fmt.Errorf("%s is running already this turn", b.name(r.Who))
	case f.Incapacitated || f.Stunned:
		return fmt.Errorf("%s cannot run", b.name(r.Who))
	case f.cannotRun():
		return fmt.Errorf("%s has one leg and cannot run", b.name(r.Who))
	case f.flyingByPower():
		return fmt.Errorf("%s flies by the Fly power and cannot run", b.name(r.Who))
	case b.turn.Aimed:
		return fmt.Errorf("%s aimed this turn and cannot move", b.name(r.Who))
	case !b.Rules.RunDeclaredFirst:
	case b.Defending(r.Who):
		return fmt.Errorf("%s is Defending and cannot run this turn", b.name(r.Who))
	case len(b.turn.Taken) > 0:
		return fmt.Errorf("%s has acted this turn: running is declared before the first action", b.name(r.Who))
	}
	return nil
}

// RunningDie is the die who would roll to run now (the edition's, or
// Fleet-Footed's, lowered by Slow), or why the rules would refuse the run:
// the screens shade a run's reach only while it may still come.
func (b *Battle) RunningDie(who string) (Die, error) {
	if err := (Run{Who: who}).check(b); err != nil {
		return Die{}, err
	}
	return b.Figure(who).runningDie(b.Rules), nil
}

func (r Run) Do(b *Battle, _ *Plan) error {
	f := b.Figure(r.Who)
	d := b.RNG().RollNoAce(f.runningDie(b.Rules)) // Fleet-Footed, Slow: edges_wiring.go
	ms := b.elderlyRunning(f)                     // edges_will.go
	run := max(d.Sum()+ms.Sum(), 1)
	b.turn.Running, b.turn.Run = true, run
	return b.Record(Event{Kind: EventRun, Who: r.Who, Rolls: []DieRoll{d}, Total: run, Mods: ms,
		Outcome: fmt.Sprintf("+%d\" Pace, %d to other actions this turn", run, b.Rules.RunningMod)})
}

// Prone: the figure drops prone (free).
type Prone struct {
	Who string `json:"who"`
}

func (Prone) Kind() string { return KindProne }

func (p Prone) Plan(b *Battle) (*Plan, error) { return b.plainPlan(p.Who, p.check(b)) }

func (p Prone) check(b *Battle) error {
	f, err := b.Actor(p.Who)
	if err != nil {
		return err
	}
	if f.Prone {
		return fmt.Errorf("%s is prone already", b.name(p.Who))
	}
	return nil
}

func (p Prone) Do(b *Battle, _ *Plan) error {
	f := b.Figure(p.Who)
	f.Prone, f.Crouching = true, false
	return b.Record(f.stateEvent(EventState, "", "drops prone"))
}

// StandCost is the Pace a prone figure spends getting up.
const StandCost = 2

// Stand: a prone figure gets up, for 2" of its Pace.
type Stand struct {
	Who string `json:"who"`
}

func (Stand) Kind() string { return KindStand }

func (s Stand) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s Stand) check(b *Battle) error {
	f, err := b.Actor(s.Who)
	if err != nil {
		return err
	}
	switch {
	case f.Crouching && !f.Prone:
		return nil // rising from a crouch is free
	case !f.Prone:
		return fmt.Errorf("%s is not prone", b.name(s.Who))
	case f.Incapacitated || f.Stunned:
		return fmt.Errorf("%s cannot stand up", b.name(s.Who))
	case b.PaceLeft(s.Who) < StandCost:
		return fmt.Errorf("standing up costs %d\" of Pace and %s has %d\" left", StandCost, b.name(s.Who), b.PaceLeft(s.Who))
	}
	return nil
}

func (s Stand) Do(b *Battle, _ *Plan) error {
	f := b.Figure(s.Who)
	if !f.Prone {
		f.Crouching = false
		return b.Record(f.stateEvent(EventState, "", "stands up from the crouch"))
	}
	f.Prone = false
	b.turn.Moved += StandCost
	return b.Record(f.stateEvent(EventState, "", fmt.Sprintf("stands up (%d\" of Pace)", StandCost)))
}

// Crouch (deluxe): the figure crouches, a free action on its turn: it
// moves at half Pace (the running die added first) and ranged attacks
// against it take the edition's CrouchRangedMod until it stands up (Stand,
// free) or drops prone.
type Crouch struct {
	Who string `json:"who"`
}

func (Crouch) Kind() string { return KindCrouch }

func (c Crouch) Plan(b *Battle) (*Plan, error) { return b.plainPlan(c.Who, c.check(b)) }

func (c Crouch) check(b *Battle) error {
	if !b.Rules.Crouching {
		return fmt.Errorf("crouching is not a rule in %s", b.Rules.Edition)
	}
	f, err := b.Actor(c.Who)
	if err != nil {
		return err
	}
	switch {
	case f.Crouching:
		return fmt.Errorf("%s is crouching already", b.name(c.Who))
	case f.Prone:
		return fmt.Errorf("%s is prone: stand up first", b.name(c.Who))
	case f.Incapacitated || f.Stunned:
		return fmt.Errorf("%s cannot crouch", b.name(c.Who))
	}
	return nil
}

func (c Crouch) Do(b *Battle, _ *Plan) error {
	f := b.Figure(c.Who)
	f.Crouching = true
	return b.Record(f.stateEvent(EventState, "", fmt.Sprintf("crouches (half Pace, ranged attacks against it %d)", b.Rules.CrouchRangedMod)))
}

// Speak: a few words, free, on the figure's turn.
type Speak struct {
	Who  string `json:"who"`
	Text string `json:"text"`
}

func (Speak) Kind() string { return KindSpeak }

func (s Speak) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s Speak) check(b *Battle) error {
	if _, err := b.Actor(s.Who); err != nil {
		return err
	}
	if strings.TrimSpace(s.Text) == "" {
		return fmt.Errorf("%s has nothing to say", b.name(s.Who))
	}
	return nil
}

func (s Speak) Do(b *Battle, _ *Plan) error {
	return b.Record(Event{Kind: EventSpeak, Who: s.Who, What: strings.TrimSpace(s.Text)})
}

// Unshake spends a benny to end Shaken at once, at any time.
type Unshake struct {
	Who string `json:"who"`
}

func (Unshake) Kind() string { return KindUnshake }

func (u Unshake) Plan(b *Battle) (*Plan, error) { return b.plainPlan(u.Who, u.check(b)) }

func (u Unshake) check(b *Battle) error {
	f := b.Figure(u.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", u.Who)
	case !f.Shaken:
		return fmt.Errorf("%s is not Shaken", b.name(u.Who))
	case !b.HasBenny(f):
		return fmt.Errorf("%s has no benny left", b.name(u.Who))
	case f.Incapacitated || f.Dead:
		return fmt.Errorf("%s is Incapacitated", b.name(u.Who))
	}
	return nil
}

func (u Unshake) Do(b *Battle, _ *Plan) error {
	f := b.Figure(u.Who)
	f.Shaken = false
	// Its own benny, or the GM's pool's (bennies.go): either way the
	// event carries the figure no longer Shaken.
	ev := b.Fight.SpendFor(f, "unshake")
	ev.Figure, ev.After = f.ID, f.Snapshot()
	if t := b.turn; t != nil && t.Who == u.Who && !f.Stunned {
		t.CanAct = true // no longer Shaken: it acts this turn
	}
	return b.Record(ev)
}

// withdrawalStrikes: each of the foes strikes f as it withdraws toward
// the square (Extraction spares it some); down says it fell before it
// went.
func (b *Battle) withdrawalStrikes(f *Figure, foes []string, to Pos) (down bool, err error) {
	who := f.ID
	spared := extracted(b, f, foes) // Extraction: edges_wiring.go
	for _, foe := range foes {
		if f.Incapacitated || f.Dead {
			break
		}
		if spared[foe] {
			if err := b.Record(Event{Kind: EventAttack, Who: foe, Target: who, Outcome: "no free attack: " + b.name(who) + " withdraws with Extraction"}); err != nil {
				return false, err
			}
			continue
		}
		if err := b.Record(Event{Kind: EventAttack, Who: foe, Target: who, Outcome: "free attack: " + b.name(who) + " withdraws from melee"}); err != nil {
			return false, err
		}
		if err := b.resolveMelee(foe, who, true); err != nil {
			return false, err
		}
	}
	if f.Incapacitated || f.Dead {
		return true, b.Record(Event{Kind: EventDownWithdrawing, Who: who, What: to.String()})
	}
	return false, nil
}
