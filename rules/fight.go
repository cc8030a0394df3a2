package rules

import (
	"errors"
	"fmt"
	"slices"
	"unsafe"
)

// Fight is one fight in progress: the figures, the edition, the seeded
// RNG, the Action deck and the events so far.
//
// A fight is its seed plus its events. Every random draw lands in an
// event (dice in Rolls; shuffles are events of their own and draw from the
// RNG when applied), so ReplayFight can re-run a saved log from the seed,
// checking each die against the RNG as it goes, and arrive at the same
// figures, deck and RNG position. Undo is that replay without the last
// event: slower than keeping snapshots, but it cannot drift from the log.
//
// Code that rolls dice for the fight (damage, Soak, deviation...) must use
// f.RNG and hand every event it makes to Record, in the order rolled;
// a die thrown and not recorded makes the log unreplayable (ReplayFight
// then reports the first die that does not match).
type Fight struct {
	Figures []*Figure
	Rules   *EditionRules
	Seed    uint64
	RNG     *RNG
	Dealing Dealing
	Init    Initiative
	Events  []Event
	// Pool is the GM's common pool of bennies left (GMBennies: one per
	// player character at the start; any of the GM's figures may spend
	// from it: bennies.go).
	Pool int

	start []*Figure // the figures as the fight began
	byID  map[string]*Figure
	last  *Figure           // the figure Figure found last: forget it when byID changes
	index figIndex          // byID's figures by their ids' addresses (figindex.go): forget it when byID changes
	order []string          // figure ids in the order given
	gone  map[string]string // names of figures the GM took off (roster.go)
	// revealed: the hidden figures the GM has revealed, kept as the
	// reveal events are applied so that Battle.Hidden reads no log.
	revealed map[string]bool
	// players: the figures the GM handed to a player ("": to none),
	// kept as the set_player events are applied (Battle.PlayerSet).
	players map[string]string
	// dealIDs: the ids units has yet to hand out to deal events;
	// unitList: its list of units, made again each round.
	dealIDs  []string
	unitList [][]string
	// within says whether two figures stand within so many inches (the
	// battle's map; nil for a fight without one): Tactician reads it.
	within func(a, b string, inches int) bool
	// held, sleep, ride: whether a figure may be held in a grapple
	// (mayHold), asleep (maySleep) or riding (mayRide).
	held, sleep, ride known
	// cardGen counts the changes of the cards in hand and the figures;
	// cd is the countdown sorted at the last (turnorder.go).
	cardGen, rosterGen uint64
	cd                 countdown
}

// NewFight starts a fight: the figures as they stand (they are used in
// place, and a copy is kept for replay), the edition, the seed and who
// shares cards. The deck is shuffled from the seed; no round has started.
func NewFight(figs []*Figure, ed Edition, seed uint64, deal Dealing) (*Fight, error) {
	return newFight(figs, ed, seed, deal, nil)
}

// newFight is NewFight; start, when given, are copies of the figures as
// they stand now that nobody changes (a Battle's own), kept instead of
// copying the figures again.
func newFight(figs []*Figure, ed Edition, seed uint64, deal Dealing, start []*Figure) (*Fight, error) {
	if start != nil && len(start) != len(figs) {
		start = nil
	}
	f := &Fight{Figures: figs, Rules: ed.Rules(), Seed: seed, Dealing: deal, byID: make(map[string]*Figure, len(figs)), order: make([]string, 0, len(figs))}
	for i, fig := range figs {
		if fig == nil {
			return nil, fmt.Errorf("figure %d is missing", i)
		}
		if fig.ID == "" {
			return nil, fmt.Errorf("figure %d has no id", i)
		}
		if f.byID[fig.ID] != nil {
			return nil, fmt.Errorf("two figures have the id %q", fig.ID)
		}
		f.byID[fig.ID] = fig
		f.order = append(f.order, fig.ID)
		if start == nil {
			f.start = append(f.start, cloneFigure(fig))
		}
	}
	for id, l := range deal.Leader {
		if f.byID[id] == nil {
			return nil, fmt.Errorf("dealing: %q is not in the fight", id)
		}
		if f.byID[l] == nil {
			return nil, fmt.Errorf("dealing: %q has leader %q, who is not in the fight", id, l)
		}
	}
	for id := range deal.Group {
		if f.byID[id] == nil {
			return nil, fmt.Errorf("dealing: %q is not in the fight", id)
		}
	}
	for _, fig := range figs {
		if _, err := deal.key(fig, f.Figure); err != nil { // the error only: no key's string
			return nil, fmt.Errorf("dealing: %w", err)
		}
	}
	if start != nil {
		f.start = start
	}
	f.Pool = startPool(f.Rules, figs)
	f.RNG = NewRNG(seed)
	f.Init.init()
	f.Init.Deck = *NewDeck(f.RNG)
	return f, nil
}

// Figure returns the figure with the id, or nil.
func (f *Fight) Figure(id string) *Figure {
	if g := f.last; g != nil && g.ID == id {
		return g // the tactic and the actions ask for the same figure many times running
	}
	if len(f.Figures) <= scanFigures {
		// The rules ask by the figures' own id strings (and Fight.order's,
		// the same ones).
		// SameString written out: in wasm, where the rules are built
		// without inlining, a call per figure was most of the scan.
		p, n := unsafe.StringData(id), len(id)
		for _, g := range f.Figures {
			if len(g.ID) == n && unsafe.StringData(g.ID) == p {
				return g
			}
		}
	} else {
		if f.index.slots == nil {
			f.index.build(f.byID, f.Figures)
		}
		if g := f.index.find(id); g != nil {
			f.last = g
			return g
		}
	}
	g := f.byID[id]
	if g != nil {
		f.last = g
	}
	return g
}

// forget drops what Figure remembers: call it whenever byID changes.
func (f *Fight) forget() {
	f.rosterChanged() // the figures changed: their countdown too
	f.last = nil
	f.index.slots = nil
	f.statesChanged() // a figure added may come held or asleep
}

// scanFigures is the most figures Figure scans before it looks in its
// index (figindex.go).
const scanFigures = 32

// Start returns a copy of the figures as the fight began.
func (f *Fight) Start() []*Figure { return cloneFigures(f.start) }

// Order is the countdown of the current round (see Initiative.Order).
func (f *Fight) Order() []Turn { return f.Init.Order(f.order) }

// Held lists the figures on Hold.
func (f *Fight) Held() []string { return f.Init.Held(f.order) }

// JokerMods is the figure's Joker modifier this round, if it has one: add
// it to its trait and damage rolls.
func (f *Fight) JokerMods(id string) Mods { return f.Init.JokerMods(id) }

// Errors a caller may want to tell apart.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

func (f *Fight) need(id string) (*Figure, error) {
	fig := f.Figure(id) // byID's, found without hashing the figure's own id
	if fig == nil {
		return nil, fmt.Errorf("no figure %q in the fight", id)
	}
	return fig, nil
}

// Record applies events made elsewhere (damage, Soak, bennies...) with
// f.RNG, in order, and appends them. Their figures' states are already
// changed by whoever made them; Record sets them from After all the same,
// so the log and the figures agree. A figure on Hold that becomes Shaken,
// Stunned or Incapacitated (IncapacitatedLosesHold) loses its Hold (a
// hold event is added after the one that did it).
func (f *Fight) Record(events ...Event) error {
	for _, e := range events {
		if err := f.push(e); err != nil {
			return err
		}
		if e.Figure != "" && e.After != nil && f.Init.Hold[e.Figure] && (e.After.Shaken || e.After.Stunned || (e.After.Incapacitated && f.Rules.IncapacitatedLosesHold)) {
			if err := f.push(Event{Kind: EventHold, Who: e.Figure, What: f.Init.cardText(e.Figure), Outcome: HoldLost}); err != nil {
				return err
			}
		}
	}
	return nil
}

// push applies a live event and appends it.
func (f *Fight) push(e Event) error {
	if err := f.apply(e, false); err != nil {
		return err
	}
	f.Events = append(f.Events, e)
	return nil
}

// Hold outcomes.
const (
	HoldAmbush = "ambush" // an ambusher starts the fight on Hold
	HoldLost   = "lost"   // Shaken, Stunned or Incapacitated while on Hold: the turn is gone
	HoldDrop   = "drop"   // deluxe: The Drop, granted by the GM, counts as Hold
	HoldAlert  = "alert"  // Danger Sense's raise: on Hold from the first deal
)

// Surprise outcomes.
const (
	SurpriseAmbusher = "ambusher"
	SurpriseNoCard   = "no card"
	SurpriseAlert    = "alert" // Danger Sense with a raise (DangerSenseHold)
)

// TurnFromHold is the Outcome of a turn taken from Hold; TurnInStandoff
// of a turn in a standoff round (Total is the figure's Agility).
const (
	TurnFromHold   = "from Hold"
	TurnInStandoff = "standoff"
)

// Surprise sets up an ambush before the first round: the ambushers will
// be dealt in and then start on Hold; each victim rolls Notice and on a
// failure gets no card in the first round. With victims nil, every figure
// not on an ambusher's side is a victim.
func (f *Fight) Surprise(ambushers, victims []string) error {
	if f.Init.Round > 0 {
		return fmt.Errorf("surprise must come before the first round (this is round %d)", f.Init.Round)
	}
	sides := map[string]bool{}
	amb := map[string]bool{}
	for _, id := range ambushers {
		fig, err := f.need(id)
		if err != nil {
			return err
		}
		sides[fig.Side], amb[id] = true, true
	}
	if victims == nil {
		for _, id := range f.order {
			if !sides[f.byID[id].Side] {
				victims = append(victims, id)
			}
		}
	}
	for _, id := range victims {
		if _, err := f.need(id); err != nil {
			return err
		}
		if amb[id] {
			return fmt.Errorf("%q cannot both spring the ambush and be surprised", id)
		}
	}
	for _, id := range ambushers {
		if err := f.push(Event{Kind: EventSurprise, Who: id, Outcome: SurpriseAmbusher}); err != nil {
			return err
		}
	}
	for _, id := range victims {
		res, err := f.Test(id, Notice, dangerSense(f.byID[id]), 0) // edges_hands.go
		if err != nil {
			return err
		}
		if !res.Success {
			if err := f.push(Event{Kind: EventSurprise, Who: id, Outcome: SurpriseNoCard}); err != nil {
				return err
			}
		} else if res.Raises > 0 && f.Rules.DangerSenseHold && f.byID[id].feature(featDangerSense) > 0 {
			if err := f.push(Event{Kind: EventSurprise, Who: id, Outcome: SurpriseAlert}); err != nil {
				return err
			}
		}
	}
	return nil
}

// StartRound ends the round under way and deals the next: cards not held
// go to the discards; after a round in which a Joker was dealt the whole
// deck (all but the held cards) is shuffled; then every figure not on
// Hold is dealt in, Incapacitated ones too (the dead are not), each group
// on one card. A draw pile that runs dry mid-deal gets the discards
// shuffled back in; it is an error only when every card is in play. In the
// first round, figures surprised get no card and ambushers go on Hold once
// dealt.
func (f *Fight) StartRound() error {
	joker := f.Init.JokerDealt
	if err := f.push(Event{Kind: EventRound, Total: f.Init.Round + 1}); err != nil {
		return err
	}
	if joker {
		if err := f.push(Event{Kind: EventShuffle, Outcome: ShuffleJoker}); err != nil {
			return err
		}
	}
	for _, u := range f.units() {
		if _, ok := f.Init.Deck.Top(); !ok {
			if f.Init.Deck.Len() == 0 {
				return fmt.Errorf("round %d: all %d cards are in play, none left to deal to %s", f.Init.Round, DeckSize, u[0])
			}
			if err := f.push(Event{Kind: EventShuffle, Outcome: ShuffleEmpty}); err != nil {
				return err
			}
		}
		if err := f.chooseCard(u); err != nil { // Level Headed, Quick: edges_cards.go
			return err
		}
		c, _ := f.Init.Deck.Top()
		if err := f.push(Event{Kind: EventDeal, Who: u[0], What: c.String(), Figures: u}); err != nil {
			return err
		}
	}
	if f.Init.Round == 1 {
		for _, id := range f.order {
			if !f.Init.Ambushers[id] || f.Init.Hold[id] {
				continue
			}
			e := Event{Kind: EventHold, Who: id, Outcome: HoldAmbush}
			if c, dealt := f.Init.Cards[id]; dealt {
				e.What = c.String()
			} else if f.Rules.AmbushersDealtIn || f.byID[id].Dead {
				continue
			}
			if err := f.push(e); err != nil {
				return err
			}
		}
		for _, id := range f.order {
			c, dealt := f.Init.Cards[id]
			if !f.Init.Alert[id] || f.Init.Hold[id] || !dealt {
				continue
			}
			if err := f.push(Event{Kind: EventHold, Who: id, Outcome: HoldAlert, What: c.String()}); err != nil {
				return err
			}
		}
	}
	return nil
}

// Shuffle outcomes.
const (
	ShuffleJoker = "a Joker was dealt last round"
	ShuffleEmpty = "the draw pile ran out"
)

// units groups the figures to be dealt in this round by their card key,
// in the order of each group's first figure.
func (f *Fight) units() [][]string {
	// Two passes, so that the units share one backing array: each unit
	// ends up in a deal event, and a slice per unit was a few percent of
	// a fight's allocations.
	keys := make([]dealKey, 0, 16) // out[i]'s key; a few units, so a list beats a map
	var at [64]int32
	unit := at[:0] // per figure of f.order: its unit, -1 when not dealt in
	if len(f.order) > len(at) {
		unit = make([]int32, 0, len(f.order))
	}
	var count [64]int32
	counts := count[:0]
	total := 0
	held := len(f.Init.Hold) > 0
	for _, fig := range f.Figures { // Fight.order's figures, without a look-up each
		id := fig.ID
		if fig.Dead || held && f.Init.Hold[id] || (f.Init.Round == 1 && (f.Init.Surprised[id] || (f.Init.Ambushers[id] && !f.Rules.AmbushersDealtIn))) {
			unit = append(unit, -1)
			continue
		}
		k, _ := f.Dealing.key(fig, f.Figure) // checked in NewFight
		i := slices.Index(keys, k)
		if i < 0 {
			i = len(keys)
			keys = append(keys, k)
			counts = append(counts, 0)
		}
		unit = append(unit, int32(i))
		counts[i]++
		total++
	}
	if len(keys) == 0 {
		return nil
	}
	// The ids live on in the deal events, so they come from a run that is
	// never handed out twice; the list of units is only read by
	// StartRound, so it is the fight's own, round after round.
	if len(f.dealIDs) < total {
		f.dealIDs = make([]string, max(total*8, 64))
	}
	ids := f.dealIDs[:total:total]
	f.dealIDs = f.dealIDs[total:]
	out := f.unitList[:0]
	for range keys {
		out = append(out, nil)
	}
	f.unitList = out
	start := 0
	for i, n := range counts {
		out[i] = ids[start : start : start+int(n)]
		start += int(n)
	}
	for k, id := range f.order {
		if u := unit[k]; u >= 0 {
			out[u] = append(out[u], id)
		}
	}
	return out
}

// Hold puts the figure on Hold: it keeps its card and acts later, this
// round or after. It must have a card, not have acted yet, and be able to
// act (not Incapacitated, Shaken or Stunned).
func (f *Fight) Hold(id string) error {
	fig, err := f.need(id)
	if err != nil {
		return err
	}
	c, ok := f.Init.Cards[id]
	switch {
	case fig.Incapacitated || fig.Dead:
		return fmt.Errorf("%s is Incapacitated and cannot act", id)
	case fig.Shaken || fig.Stunned:
		// Shaken or Stunned ends a Hold at once, so there is none to take.
		return fmt.Errorf("%s is Shaken or Stunned and cannot go on Hold", id)
	case !ok:
		return fmt.Errorf("%s has no card to hold", id)
	case f.Init.Hold[id]:
		return fmt.Errorf("%s is on Hold already", id)
	case f.Init.Acted[id]:
		return fmt.Errorf("%s has acted this round", id)
	}
	return f.push(Event{Kind: EventHold, Who: id, What: c.String()})
}

// Act records the figure's turn: on its card in the countdown, or from
// Hold when it chooses.
func (f *Fight) Act(id string) error {
	if _, err := f.need(id); err != nil {
		return err
	}
	c, ok := f.Init.Cards[id]
	tot, stand := f.Init.Standoff[id]
	if !ok && !f.Init.Hold[id] && !stand { // a deluxe ambusher holds without a card
		return fmt.Errorf("%s has no card this round", id)
	}
	if f.Init.Acted[id] {
		return fmt.Errorf("%s has acted this round", id)
	}
	e := Event{Kind: EventTurn, Who: id}
	switch {
	case stand && !f.Init.Hold[id]:
		e.Outcome, e.Total = TurnInStandoff, tot
	case ok:
		e.What = c.String()
	}
	if f.Init.Hold[id] {
		e.Outcome = TurnFromHold
	}
	return f.push(e)
}

// Interrupt: holder, on Hold or holding this round's Joker, tries to act
// before actor. A holder with the Joker simply goes first, Hold or not;
// otherwise both roll the edition's trait (swade Athletics, deluxe
// Agility): the higher total goes first. A tie is the edition's: in
// swade no win, the actor goes first (ActorFirst); in deluxe the two act
// at the same time (Simultaneous, which the battle plays as
// simultaneous.go says). Before revision 3 a tie was Simultaneous in
// both, played holder first.
// Either way the holder's Hold is used up and it has acted this round.
func (f *Fight) Interrupt(holder, actor string) (Interrupt, error) {
	if _, err := f.need(holder); err != nil {
		return 0, err
	}
	if _, err := f.need(actor); err != nil {
		return 0, err
	}
	if holder == actor {
		return 0, fmt.Errorf("%s cannot interrupt itself", holder)
	}
	if !f.Init.Hold[holder] && !f.Init.Joker(holder) {
		return 0, fmt.Errorf("%s is not on Hold", holder)
	}
	e := Event{Kind: EventInterrupt, Who: holder, Target: actor}
	if f.Init.Joker(holder) {
		e.What, e.Outcome = Joker().Name, HolderFirst.String()
		return HolderFirst, f.push(e)
	}
	skill := f.Rules.HoldInterruptSkill
	h, err := f.opposed(holder, actor, skill)
	if err != nil {
		return 0, err
	}
	a, err := f.opposed(actor, holder, skill)
	if err != nil {
		return 0, err
	}
	r := OpposedInterrupt(h.Total, a.Total)
	e.What, e.Total, e.TN, e.Outcome = skill.Label(), h.Total, a.Total, r.String()
	if r == Simultaneous {
		switch {
		case f.Rules.InterruptTieActorFirst:
			r, e.Outcome = ActorFirst, InterruptTieLost
		case f.Rules.InterruptTieSimultaneous:
			e.Outcome = InterruptTogether
		}
	}
	return r, f.push(e)
}

// Test makes a trait test of the figure with its Joker, penalties and the
// extra modifiers against tn (4 when zero), and records it.
func (f *Fight) Test(id string, trait Trait, extra Mods, tn int) (TraitResult, error) {
	fig, err := f.need(id)
	if err != nil {
		return TraitResult{}, err
	}
	tr := fig.TraitRoll(trait, append(f.JokerMods(id), extra...))
	tr.TN = tn
	res := f.RNG.TraitTest(tr)
	return res, f.push(res.Event(id, ""))
}

// opposed rolls one side of an opposed roll: no TN, only the total counts.
func (f *Fight) opposed(id, against string, trait Trait) (TraitResult, error) {
	fig, err := f.need(id)
	if err != nil {
		return TraitResult{}, err
	}
	res := f.RNG.TraitTest(fig.TraitRoll(trait, f.JokerMods(id)))
	e := res.Event(id, against)
	e.TN, e.Raises, e.Outcome = 0, 0, ""
	return res, f.push(e)
}

// SetState records a change of the figure's state made by hand (the GM,
// or a rule with no dice): the figure takes s, and outcome says what
// happened in the GM's words ("Shaken", "recovers from Shaken").
func (f *Fight) SetState(id string, s State, outcome string) error {
	if _, err := f.need(id); err != nil {
		return err
	}
	after := copyState(s)
	if outcome == "" {
		outcome = describeState(after)
	}
	return f.Record(Event{Kind: EventState, Figure: id, Outcome: outcome, After: &after})
}

// SpendBenny spends one of the figure's bennies on what ("reroll", "Soak",
// "end Shaken"), or the GM's pool's for a GM's figure with none left
// (bennies.go), and records it.
func (f *Fight) SpendBenny(id, what string) error {
	fig, err := f.need(id)
	if err != nil {
		return err
	}
	if !f.HasBenny(fig) {
		return fmt.Errorf("%s: %w", id, ErrNoBenny)
	}
	return f.Record(f.SpendFor(fig, what))
}

// apply makes the event's changes to the fight. When replaying, it first
// draws every die of the event from the RNG and checks it against the log.
func (f *Fight) apply(e Event, replay bool) error {
	if replay {
		if err := f.redraw(e); err != nil {
			return err
		}
	}
	in := &f.Init
	switch e.Kind {
	case EventRound, EventDeal, EventHandCard:
		f.cardsChanged() // the cards in hand change (turnorder.go)
	}
	switch e.Kind {
	case EventRound:
		if e.Total != in.Round+1 {
			return fmt.Errorf("round %d cannot follow round %d", e.Total, in.Round)
		}
		// Cards not held go to the discards, each once even when shared.
		// The cards seen are a short list (a map hashed every card), and
		// with nobody on Hold the Hold map is not asked at all.
		var seen [DeckSize]Card
		done := seen[:0]
		held := len(in.Hold) > 0
		if held {
			for _, id := range f.order {
				if c, ok := in.Cards[id]; ok && in.Hold[id] && !slices.Contains(done, c) {
					done = append(done, c)
				}
			}
		}
		gone := 0 // figures whose card goes
		for _, id := range f.order {
			c, ok := in.Cards[id]
			if !ok || held && in.Hold[id] {
				continue
			}
			gone++
			if !slices.Contains(done, c) {
				done = append(done, c)
				if in.Deck.Discard == nil {
					// Room for the whole deck at once, not regrown
					// round by round until the next shuffle.
					in.Deck.Discard = make([]Card, 0, DeckSize)
				}
				in.Deck.Discard = append(in.Deck.Discard, c)
			}
			delete(in.DealtRound, id)
		}
		// Every card in hand goes: emptying the map is deleting each.
		if gone == len(in.Cards) {
			clear(in.Cards)
		} else {
			for _, id := range f.order {
				if !held || !in.Hold[id] {
					delete(in.Cards, id)
				}
			}
		}
		in.Round = e.Total
		in.JokerDealt = false
		if in.Acted == nil {
			in.Acted = make(map[string]bool, len(f.order))
		} else {
			clear(in.Acted) // the same map round after round: it is never shared (checkpoints copy it)
		}
		in.Standoff = nil
	case EventShuffle:
		in.Deck.Shuffle(f.RNG)
	case EventDraw:
		if err := f.applyDraw(e); err != nil {
			return err
		}
	case EventHandCard: // edges_tactician_hand.go
		if err := f.applyHand(e); err != nil {
			return err
		}
	case EventDeal:
		want, err := ParseCard(e.What)
		if err != nil {
			return err
		}
		c, ok := in.Deck.Top()
		if !ok {
			return fmt.Errorf("the deck is empty; cannot deal %s", want)
		}
		if c != want {
			return fmt.Errorf("the deck deals %s, not %s", c, want)
		}
		if len(e.Figures) == 0 {
			return fmt.Errorf("%s is dealt to nobody", want)
		}
		for _, id := range e.Figures {
			if _, err := f.need(id); err != nil {
				return err
			}
			if _, has := in.Cards[id]; has {
				return fmt.Errorf("%s already has a card", id)
			}
		}
		in.Deck.take()
		for _, id := range e.Figures {
			in.Cards[id] = c
			in.DealtRound[id] = in.Round
		}
		if c.Joker() {
			in.JokerDealt = true
		}
	case EventSurprise:
		if _, err := f.need(e.Who); err != nil {
			return err
		}
		switch e.Outcome {
		case SurpriseAmbusher:
			in.Ambushers[e.Who] = true
		case SurpriseNoCard:
			in.Surprised[e.Who] = true
		case SurpriseAlert:
			if in.Alert == nil {
				in.Alert = map[string]bool{}
			}
			in.Alert[e.Who] = true
		default:
			return fmt.Errorf("surprise event with outcome %q", e.Outcome)
		}
	case EventReveal:
		if f.revealed == nil {
			f.revealed = map[string]bool{}
		}
		f.revealed[e.Who] = true
	case EventSetPlayer:
		if f.players == nil {
			f.players = map[string]string{}
		}
		f.players[e.Who] = e.What
	case EventHold:
		if _, ok := in.Cards[e.Who]; !ok && e.Outcome != HoldAmbush && e.Outcome != HoldDrop && !in.Hold[e.Who] {
			return fmt.Errorf("%s has no card to hold", e.Who)
		}
		switch e.Outcome {
		case HoldLost:
			delete(in.Hold, e.Who)
			in.Acted[e.Who] = true
		case HoldDrop: // on Hold with or without a card (never after acting)
			in.Hold[e.Who] = true
		default:
			in.Hold[e.Who] = true
		}
	case EventStandoff:
		if _, err := f.need(e.Who); err != nil {
			return err
		}
		if in.Standoff == nil {
			in.Standoff = map[string]int{}
		}
		in.Standoff[e.Who] = e.Total
	case EventTurn:
		if _, ok := in.Cards[e.Who]; !ok && !in.Hold[e.Who] && !in.inStandoff(e.Who) {
			return fmt.Errorf("%s has no card this round", e.Who)
		}
		delete(in.Hold, e.Who)
		in.Acted[e.Who] = true
	case EventInterrupt:
		if !in.Hold[e.Who] && (e.What != Joker().Name || !in.Joker(e.Who)) {
			return fmt.Errorf("%s is not on Hold", e.Who)
		}
		delete(in.Hold, e.Who)
		in.Acted[e.Who] = true
	}
	if e.Pool != nil {
		f.Pool = *e.Pool
	}
	if e.Figure != "" && e.After != nil {
		if e.After.Grappler != "" {
			f.held = knownMaybe
		}
		if asleep(e.After) {
			f.sleep = knownMaybe
		}
		if e.After.Riding != "" {
			f.ride = knownMaybe
		}
		fig, err := f.need(e.Figure)
		if err != nil {
			return err
		}
		if !sameState(&fig.State, e.After) {
			fig.State = copyState(*e.After)
		}
	}
	return nil
}

// redraw throws the event's dice again from the RNG, face by face, and
// checks that each matches the log: this moves the RNG exactly as the
// original rolls did.
func (f *Fight) redraw(e Event) error {
	for i, r := range e.Rolls {
		if r.Die.Sides < 1 {
			return fmt.Errorf("die %d has no sides", i+1)
		}
		for _, face := range r.Faces {
			if got := f.RNG.Face(r.Die.Sides); got != face {
				return fmt.Errorf("die %d (d%d): the seed rolls %d, the log says %d", i+1, r.Die.Sides, got, face)
			}
		}
	}
	return nil
}
