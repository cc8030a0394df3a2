package rules

import (
	"errors"
	"fmt"
)

// Battle is a fight on a table: the scenario's figures where the Battlefield
// has them, the Fight (initiative, dice, events), and the actions applied
// so far. A battle is its starting table, its seed and its actions:
// rebuilding it from those gives the same figures, squares, events and
// RNG position, which is how it is saved, loaded and undone.
type Battle struct {
	Battlefield Battlefield
	Fight       *Fight
	Rules       *EditionRules
	// Soak decides Soak rolls live (the window asks the player). Its
	// answers are kept with each action, so a replay never asks again.
	// nil never soaks; DefaultSoak is the suggested policy.
	Soak SoakPolicy
	// Reroll decides benny rerolls of trait tests live (reroll.go); its
	// answers are kept with each action like Soak's. nil never rerolls.
	Reroll RerollPolicy
	// Reaction decides whether a figure makes the free attack an Edge
	// gives it (First Strike, Counterattack: edges_reactions.go); its
	// answers are kept with each action like Soak's. nil always does.
	Reaction ReactionPolicy
	// Applied lists the actions so far, in order.
	Applied []Applied
	// moves counts the changes of the battle: one per action applied,
	// one per reset or restore (a tactic's plan is good while it stands).
	moves uint64
	// fearRead is the Fear checks read from the log so far (fear.go).
	fearRead fearLog
	// upNext is the countdown's next figure as firstUp found it, for the
	// StartTurn applied right after (turn.go).
	upNext countdownHint
	// apart: the places in figs of two living figures of different sides
	// that Over found last, asked first next time (simulate.go).
	apart [2]int

	edition  Edition
	seed     uint64
	dealing  Dealing
	figs     []*Figure
	orig     []*Figure // the scenario's figures (pointers): the roster reset brings back
	start    []*Figure // the figures as the battle began (copies)
	startPos []Pos

	turn      *TurnState   // the turn under way; nil between turns
	turnSlab  []turnArrays // the turns newTurn has yet to hand out
	suspended []*TurnState // turns interrupted by a Hold, last on top
	queued    []string     // holders who lost an interrupt: they act next
	aim       map[string]aimMark
	reloading map[reloadKey]int
	marks     map[string]turnMarks // Distracted/Vulnerable as a figure's turn began
	lastShot  *ShotResult
	scratch   Plan       // plainPlan's (plan.go)
	planMods  Mods       // planRoll's list for TraitRoll, which copies it (plan.go)
	hookMods  Mods       // effectRollMods' list, which its callers copy
	tparts    tableParts // the Battlefield's optional parts (tableparts.go)
	curAp     Applied    // the action being applied: cur points here

	// extra holds the state of the later rules that lives on neither the
	// figures nor the table (items on the ground, this turn's ride:
	// items.go); reset clears it so a rebuild replays it.
	extra battleExtra

	cur       *Applied    // the action being applied
	curStart  int         // the index of cur's first event
	ans       int         // answers of cur used so far (replay)
	rer       int         // reroll answers of cur used so far (replay)
	asks      []RerollAsk // the reroll questions of cur (or of the last action)
	replaying bool
	redo      []Applied

	// The policies SoakPolicy and injuryRerolls hand out, made once: a
	// method value allocates each time it is taken.
	soakFn   SoakPolicy
	rerollFn RerollPolicy

	keys []actionKey // the actions' keys made so far (actionKey)

	// quiet: nobody reads this battle's text (a simulated fight,
	// FightOptions.Quiet): the lines only a person reads (a damage
	// summary, a refusal's words) are left out; every number, roll and
	// state is the same (quiet.go).
	quiet bool

	// shotTmp: rollShot's arrays that live only in the call (shotdice.go).
	shotTmp shotScratch
	// dmgEvents: Damage's array for a damage roll's events, copied into
	// the log before it is used again.
	dmgEvents []Event
	// damages: the damage texts of powers read so far (parsedDamage).
	damages map[string]Damage
	// The arrays of kept rolls, modifiers and planned dice are cut from
	// these (slab.go).
	rollSlab slab[DieRoll]
	modSlab  slab[Modifier]
	dieSlab  slab[PlannedDie]
	idSlab   slab[string]
	shotSlab slab[shotOne]
	moveSlab slab[movePlan]
	// afters: the kept events' states after them (keepAfters).
	afters   slab[stateSnapshot]
	planSlab slab[Plan]
	// The plans of shots and blows (the tactic previews one at every
	// foe it may attack): never handed out twice either.
	oneShots  slab[oneShotPlan]
	meleeSlab slab[meleeHost]
	// obstacles: the obstacles' armor names made so far (obstacleName).
	obstacles map[string]string
}

// aimMark is an Aim taken: at whom (""; anything) and in which round, so
// that it counts on the figure's next turn only.
type aimMark struct {
	Target string
	Ignore bool // Aim's other choice: ignore up to 4 points of penalties
	Round  int
	Fresh  bool // taken this turn: it counts from the next turn
}

type reloadKey struct {
	who    string
	weapon int
}

// TurnState is a figure's turn under way.
type TurnState struct {
	Who string
	// Actions declared at the start (1 unless a multi-action); Taken
	// lists the actions used, by key ("shoot:Colt .45", "reload").
	Actions int
	Taken   []string
	// Fired holds the weapons (by index) already used to attack.
	Fired []int
	// Moved is the Pace spent (inches); Run the running die (0: not running).
	Moved   int
	Crawled int // inches of it crawled (deluxe limits crawling a turn)
	Running bool
	Run     int
	// CanAct is false for a figure that may take free actions only
	// (Shaken after a failed recovery, Incapacitated, Stunned).
	CanAct bool
	// Aimed: the figure aimed this turn (no movement allowed around it).
	Aimed bool
	// Recoil marks that an action this turn already fired more than one die
	// (recoil is not cumulative: kept for the log only).
	Recoil bool
	// Interrupt: this turn began by interrupting another (the Fight
	// recorded it, no turn event).
	Interrupt bool
	// Calmed: the berserker tried to end its rage this turn (swade: once
	// a turn; edges_berserk_calm.go).
	Calmed bool
	// AreaMoved: the inches the figure moved its Mobile areas this turn
	// (powers_mobile8.go).
	AreaMoved float64
}

// NewBattle starts a battle on the table with the edition, who shares
// cards and the seed. The table's figures are used in place (the Battlefield
// and the Battle see the same *Figure values); a copy of them and of
// their squares is kept to rebuild the battle for undo.
func NewBattle(t Battlefield, ed Edition, deal Dealing, seed uint64) (*Battle, error) {
	return NewBattleAt(t, ed, deal, seed, CurrentRevision)
}

// NewBattleAt is NewBattle under a revision of the rules (edition.go's
// RulesAt): a saved battle replays under the revision it was played
// under, new battles use CurrentRevision. The battle keeps it through
// undo and rebuilds.
func NewBattleAt(t Battlefield, ed Edition, deal Dealing, seed uint64, rev int) (*Battle, error) {
	return newBattleAt(t, ed, deal, seed, rev, nil)
}

// NewBattleAfter is NewBattle for the next fight on prev's table (a
// simulation's): a figure that stands as it stood when prev began takes
// prev's copy of it as its start instead of a new one (a battle's start
// copies are never changed), so a simulation copies its figures once.
func NewBattleAfter(prev *Battle, t Battlefield, ed Edition, deal Dealing, seed uint64) (*Battle, error) {
	return newBattleAt(t, ed, deal, seed, CurrentRevision, prev)
}

// newBattleAt is NewBattleAt, sharing prev's start copies where they
// equal the figures (prev may be nil).
func newBattleAt(t Battlefield, ed Edition, deal Dealing, seed uint64, rev int, prev *Battle) (*Battle, error) {
	if t == nil {
		return nil, errors.New("a battle needs a table")
	}
	if err := CheckRevision(rev); err != nil {
		return nil, err
	}
	b := &Battle{Battlefield: t, Rules: ed.RulesAt(rev), edition: ed, seed: seed, dealing: deal}
	b.keysFrom(prev)
	b.figs = t.Figures()
	for _, f := range b.figs {
		if f == nil {
			return nil, errors.New("the table has a missing figure")
		}
	}
	for _, f := range b.figs {
		b.grant(f)
	}
	startBennies(b.Rules, b.figs)
	b.start = make([]*Figure, 0, len(b.figs))
	b.startPos = make([]Pos, 0, len(b.figs))
	for i, f := range b.figs {
		p, ok := t.Position(f.ID)
		if !ok {
			return nil, fmt.Errorf("the table does not place %q", f.ID)
		}
		f.oldWounds = f.Wounds // older than the hour: powers_healing.go
		if prev != nil && i < len(prev.start) && sameFigure(prev.start[i], f) {
			b.start = append(b.start, prev.start[i])
		} else {
			b.start = append(b.start, cloneFigure(f))
		}
		b.startPos = append(b.startPos, p)
	}
	b.orig = append([]*Figure(nil), b.figs...)
	if err := b.reset(); err != nil {
		return nil, err
	}
	return b, nil
}

// Seed is the battle's seed.
func (b *Battle) Seed() uint64 { return b.seed }

// Edition is the battle's edition.
func (b *Battle) Edition() Edition { return b.edition }

// Revision is the revision of the rules the battle is played under.
func (b *Battle) Revision() int { return b.Rules.Revision }

// Dealing is who shares cards.
func (b *Battle) Dealing() Dealing { return b.dealing }

// RNG is the battle's seeded source: every die of an action comes from it.
func (b *Battle) RNG() *RNG { return b.Fight.RNG }

// Figure returns the figure with the id, or nil.
func (b *Battle) Figure(id string) *Figure { return b.Fight.Figure(id) }

// Figures lists the figures in scenario order.
func (b *Battle) Figures() []*Figure { return b.figs }

// Turn is the turn under way, nil between turns. Do not change it.
func (b *Battle) Turn() *TurnState { return b.turn }

// Events are the fight's events so far.
func (b *Battle) Events() []Event { return b.Fight.Events }

// Names turns ids into names for the log.
func (b *Battle) Names() func(string) string { return b.Fight.Names() }

// Log renders every event as one line.
func (b *Battle) Log() []string { return Lines(b.Fight.Events, b.Names()) }

// Record adds events made by an action to the fight, in the order their
// dice were rolled.
func (b *Battle) Record(events ...Event) error { return b.Fight.Record(events...) }

// Apply checks the action and carries it out. An illegal action returns
// an error saying why and changes nothing: not the figures, the table, the
// events or the RNG.
func (b *Battle) Apply(a Action) error {
	if err := b.apply(Applied{Action: a}, false); err != nil {
		return err
	}
	b.redo = nil
	return nil
}

// apply runs one action; replay takes the Soak answers from ap instead of
// asking the policy.
func (b *Battle) apply(ap Applied, replay bool) error {
	if ap.Action == nil {
		return errors.New("no action given")
	}
	p, err := b.plan(ap.Action)
	if err != nil {
		return err
	}
	if !replay {
		ap.Answers = nil
	}
	// The battle's own slot, not &ap: ap would escape to the heap on
	// every action.
	b.curAp = ap
	// The questions' array is the battle's own (RerollAsks and the
	// checkpoints copy it): the next action writes over it.
	b.cur, b.ans, b.rer, b.asks = &b.curAp, 0, 0, b.asks[:0]
	b.curStart = len(b.Fight.Events)
	from := b.curStart
	b.replaying = replay
	err = ap.Action.Do(b, p)
	for _, h := range afterActions {
		if err != nil {
			break
		}
		err = h(b, ap.Action, p)
	}
	ap = b.curAp
	b.cur, b.replaying, b.curAp = nil, false, Applied{}
	if err != nil {
		// Check let it through, so this is a bug in the action; put the
		// battle back as it was all the same.
		if rerr := b.rebuild(b.Applied); rerr != nil {
			return fmt.Errorf("%s: %w (and the battle could not be restored: %v)", ap.Action.Kind(), err, rerr)
		}
		return fmt.Errorf("%s: %w", ap.Action.Kind(), err)
	}
	b.Applied = append(b.Applied, ap)
	b.moves++
	if !b.quiet {
		b.keepAfters(from)
	}
	return nil
}

// Undo takes back the last action: the battle is rebuilt from its start
// with all the others. Redo puts it back.
func (b *Battle) Undo() error {
	n := len(b.Applied)
	if n == 0 {
		return ErrNothingToUndo
	}
	last := b.Applied[n-1]
	redo := append(b.redo, last)
	if err := b.rebuild(b.Applied[:n-1]); err != nil {
		return err
	}
	b.redo = redo
	return nil
}

// Redo applies the last undone action again, with the same Soak answers.
func (b *Battle) Redo() error {
	n := len(b.redo)
	if n == 0 {
		return ErrNothingToRedo
	}
	if err := b.apply(b.redo[n-1], true); err != nil {
		return err
	}
	b.redo = b.redo[:n-1]
	return nil
}

// CanRedo reports whether an undone action can come back.
func (b *Battle) CanRedo() bool { return len(b.redo) > 0 }

// TakeBack undoes the last action as if it had never been accepted (a
// host that could not save it): unlike Undo, nothing is left to redo.
func (b *Battle) TakeBack() error {
	if err := b.Undo(); err != nil {
		return err
	}
	b.redo = nil
	return nil
}

// Replay applies recorded actions (a loaded battle file) in order, with
// their Soak answers. It stops at the first that fails, naming it.
func (b *Battle) Replay(actions []Applied) error {
	for i, ap := range actions {
		if err := b.apply(ap, true); err != nil {
			return fmt.Errorf("action %d (%s): %w", i+1, kindOf(ap.Action), err)
		}
	}
	b.redo = nil
	return nil
}

func kindOf(a Action) string {
	if a == nil {
		return "none"
	}
	return a.Kind()
}

// rebuild puts the battle back at its start and applies actions again.
func (b *Battle) rebuild(actions []Applied) error {
	list := append([]Applied(nil), actions...)
	if err := b.reset(); err != nil {
		return err
	}
	return b.Replay(list)
}

// reset puts the figures and their squares as they began and starts a new
// Fight from the seed. The figures keep their identity (the Battlefield holds
// the same pointers).
func (b *Battle) reset() error {
	b.moves++
	if b.rosterChanged() {
		// The GM added or removed figures (roster.go): the scenario's come back.
		if err := b.Battlefield.(Roster).SetRoster(b.orig, b.startPos); err != nil {
			return err
		}
		b.figs = append([]*Figure(nil), b.orig...)
	}
	for i, f := range b.figs {
		cloneFigureInto(f, b.start[i])
		if err := b.Battlefield.Place(f.ID, b.startPos[i]); err != nil {
			return err
		}
	}
	if r, ok := b.Battlefield.(BattlefieldResetter); ok {
		if err := r.ResetBattlefield(); err != nil {
			return err
		}
	}
	b.extra = battleExtra{}
	// b.start are copies of the figures as they now stand (just reset
	// from them), never changed: the fight keeps them as its start too.
	f, err := newFight(b.figs, b.edition, b.seed, b.dealing, b.start)
	if err != nil {
		return err
	}
	f.Rules = b.Rules // the battle's revision, not the current one
	f.Pool = startPool(b.Rules, b.figs)
	f.within = b.within // Tactician's Command Range: edges_tactician.go
	b.Fight = f
	b.Applied = nil
	b.turn, b.suspended, b.queued = nil, nil, nil
	b.aim = map[string]aimMark{}
	b.reloading = map[reloadKey]int{}
	b.marks = map[string]turnMarks{}
	// The last shot and reroll questions describe the last action applied:
	// after a rebuild, the replay sets them again (or nothing does).
	b.lastShot, b.asks = nil, nil
	b.redo = nil
	return nil
}

// SoakPolicy is the policy an action hands to damage: it asks b.Soak
// live and records each answer, or during a replay gives the recorded
// answers back.
func (b *Battle) SoakPolicy() SoakPolicy {
	if b.soakFn == nil {
		b.soakFn = b.soakAnswer
	}
	return b.soakFn
}

func (b *Battle) soakAnswer(f *Figure, wounds, soaked, rolls int) bool {
	if b.cur == nil {
		return b.Soak != nil && b.Soak(f, wounds, soaked, rolls)
	}
	if b.replaying {
		if b.ans < len(b.cur.Answers) {
			v := b.cur.Answers[b.ans]
			b.ans++
			return v
		}
		return false
	}
	v := b.Soak != nil && b.Soak(f, wounds, soaked, rolls)
	b.cur.Answers = append(b.cur.Answers, v)
	return v
}

// Damage rolls spec against the target with the battle's Soak policy and
// the target's Joker on its Vigor rolls, and records the events.
func (b *Battle) Damage(spec DamageSpec, target *Figure) (DamageOutcome, error) {
	spec.Toughness = withMods(spec.Toughness, b.toughnessLeadership(target)) // Hold the Line!: edges_wiring.go
	if spec.Double != "" && b.doubledThisRound(spec.Who, spec.Double) {
		spec.Double = "" // Dead Shot, Mighty Blow: the first hit of the round only
	}
	spec = b.championDamage(spec, target) // edges_eighth.go
	spec = target.DamageAgainst(spec)
	d, err := b.damageRerolls(target, b.RNG().rollDamage(spec, b.rollSlab.take(spec.diceCount()))) // damage_reroll.go
	if err != nil {
		return DamageOutcome{}, err
	}
	// The events are built in the battle's array and copied into the log;
	// a damage roll inside this one (none today) would make its own.
	buf := b.dmgEvents
	b.dmgEvents = nil
	out, events := b.RNG().ApplyDamage(target, d, DamageOptions{Soak: b.SoakPolicy(), VigorMods: withMods(b.Fight.JokerMods(target.ID), b.rollMods(target, Vigor, ChangeIncapacitation)), Reroll: b.injuryRerolls(), Purse: b.Fight, Quiet: b.quiet, Events: buf, mods: &b.modSlab})
	err = b.Record(events...)
	b.dmgEvents = events[:0]
	if err != nil {
		return out, err
	}
	// Fast Regeneration's exceptions: abilities_more.go.
	b.lastingWounds(target, spec, out)
	if err := b.berserk(target, out); err != nil { // edges_berserk.go
		return out, err
	}
	if err := b.poisoned(b.Figure(spec.Who), target, out); err != nil {
		return out, err
	}
	return out, b.afterHit(b.Figure(spec.Who), target, out) // Stun, Paralysis, Infection: abilities_attacks.go
}
