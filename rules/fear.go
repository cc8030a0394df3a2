package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Fear (CHARACTERS.md 4.4): a figure that first sees a creature with Fear
// -N (one of another side) makes a Fear check at once, a Spirit roll at
// -N, once per kind of creature per fight. Fearless figures never roll.
// An Extra that fails is Panicked; a Wild Card rolls d20 + N on the Fear
// Table (swade; deluxe's Fright Table), +2 more after a critical failure
// (swade), less 2 for Brave (its fear_table effect). The check is made
// after the action that brought the creature into view (the first deal,
// a move, a reveal), so it belongs to that action: undo and replay roll
// it again.

// EventFear: Who makes a Fear check against Target's kind What (Outcome
// its result); a Fear Table roll when Total is set.
const EventFear EventKind = "fear"

func init() {
	RegisterAfterAction(fearChecks)
	RegisterLine(EventFear, func(e Event, who string, name func(string) string) string {
		if e.Total > 0 {
			return fmt.Sprintf("%s rolls %d on the Fear Table: %s.", who, e.Total, e.Outcome)
		}
		return fmt.Sprintf("%s sees %s: %s.", who, name(e.Target), e.Outcome)
	})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Fear", Fight: true, Param: NumberParam, Min: -6, Max: 0,
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{{Change: ChangeCausesFear, Value: w.Number}}
		},
		Note: "a Panicked figure flees from the nearest foe and draws no free attacks (revision 5; before, the GM moved it); Phobias and Heart Attacks are kept as effects and notes"})
}

// FearKind is the kind of creature a figure is for Fear: its name without
// a trailing number ("Zombie 3" is "Zombie").
func FearKind(f *Figure) string {
	n := strings.TrimRightFunc(f.Name, func(r rune) bool { return unicode.IsDigit(r) || r == ' ' || r == '#' })
	if n == "" {
		return f.ID
	}
	return n
}

// causesFear is the figure's Fear penalty (Fear -2: -2) and whether it has
// Fear at all.
func causesFear(f *Figure) (int, bool) { return f.fearValue, f.fears }

// noteGranted works out what causesFear reads from the granted effects:
// call it whenever granted is set.
func (f *Figure) noteGranted() {
	f.fears, f.fearValue = false, 0
	for _, e := range f.granted {
		if e.Change == ChangeCausesFear {
			f.fears, f.fearValue = true, min(f.fearValue, e.Value)
		}
	}
}

// rosterFears says whether any figure of the battle causes Fear. What
// causesFear reads is set only as a figure is granted (as the battle
// starts, as the GM adds it), so the answer holds until the roster
// changes (setFigures, reset and a replay forget it; a restored
// checkpoint of the same roster brings back its own).
func (b *Battle) rosterFears() bool {
	if b.extra.fears == 0 {
		b.extra.fears = 1
		for _, f := range b.figs {
			if f.fears {
				b.extra.fears = 2
				break
			}
		}
	}
	return b.extra.fears == 2
}

// fearChecks makes the Fear checks the last action called for.
func fearChecks(b *Battle, _ Action, _ *Plan) error {
	if !b.rosterFears() {
		return nil // no monster: the scan below would find none
	}
	var monsters []*Figure
	for _, f := range b.figs {
		if _, ok := causesFear(f); ok && !f.Dead && !f.Incapacitated && !b.hiddenFig(f) {
			monsters = append(monsters, f)
		}
	}
	if len(monsters) == 0 || b.Fight.Init.Round == 0 {
		return nil
	}
	for _, m := range monsters {
		kind := FearKind(m)
		for _, f := range b.figs {
			if f.Side == m.Side || f.Dead || f.Incapacitated || b.hiddenFig(f) {
				continue
			}
			if slices.Contains(b.fearChecked(), fearPair{f.ID, kind}) || !sees(b.Battlefield, f.ID, m.ID) {
				continue
			}
			if err := b.fearCheck(f, m, kind); err != nil {
				return err
			}
		}
	}
	return nil
}

// fearPair is a figure and a kind of creature it has checked against.
type fearPair struct{ who, kind string }

// fearLog is the checks read from the log so far: the log only grows
// between reads, or is put back to an earlier length (a checkpoint
// restored), or starts again (a new Fight, a replay); in the last two
// cases it is read again from its start.
type fearLog struct {
	fight  *Fight
	events *Event // the log's array when last read
	n      int    // its events read
	pairs  []fearPair
}

// fearChecked is every figure's checks so far. It reads only the events
// logged since it was last asked (reading the whole log for every figure
// and creature after every action was most of a fight's cost with one
// Fear creature on the map).
func (b *Battle) fearChecked() []fearPair {
	ev, m := b.Fight.Events, &b.fearRead
	var first *Event
	if len(ev) > 0 {
		first = &ev[0]
	}
	if m.fight != b.Fight || len(ev) < m.n || first != m.events && m.n > 0 {
		m.fight, m.n, m.pairs = b.Fight, 0, m.pairs[:0]
	}
	m.events = first
	for i := m.n; i < len(ev); i++ {
		if e := &ev[i]; e.Kind == EventFear && e.Total == 0 {
			m.pairs = append(m.pairs, fearPair{e.Who, e.What})
		}
	}
	m.n = len(ev)
	return m.pairs
}

func (b *Battle) fearCheck(f, m *Figure, kind string) error {
	pen, _ := causesFear(m)
	return b.fearCheckAt(f, m, kind, pen, -pen)
}

// fearCheckAt is a Fear check at pen, a failing Wild Card rolling the
// table at +table (the Fear power sets both).
func (b *Battle) fearCheckAt(f, m *Figure, kind string, pen, table int) error {
	ev := Event{Kind: EventFear, Who: f.ID, Target: m.ID, What: kind}
	if f.ImmuneTo(ImmuneFear) {
		ev.Outcome = "Fearless, it does not check"
		return b.Record(ev)
	}
	ms := Mods(nil).With("Fear", pen)
	ms = append(ms, b.rollMods(f, Spirit, ChangeFear)...)
	tr := f.TraitRoll(Spirit, append(append(Mods(nil), b.Fight.JokerMods(f.ID)...), ms...))
	tr.Name = "Spirit (Fear)"
	res := b.RNG().TraitTest(tr)
	roll := res.Event(f.ID, m.ID)
	if err := b.Record(roll); err != nil {
		return err
	}
	switch {
	case res.Success:
		ev.Outcome = "it keeps its nerve"
		return b.Record(ev)
	case !f.WildCard:
		ev.Outcome = "Panicked"
		if err := b.Record(ev); err != nil {
			return err
		}
		return b.panic(f)
	}
	ev.Outcome = "frightened"
	if err := b.Record(ev); err != nil {
		return err
	}
	return b.fearTable(f, table, res.CriticalFailure)
}

// panic: a Panicked figure is Shaken and flees (revision 5: at once,
// panic.go; before, the GM or its player moved it).
func (b *Battle) panic(f *Figure) error {
	f.Shaken = true
	if b.Rules.PanicFlees {
		if err := b.Record(f.stateEvent(EventState, "Fear", "is Panicked: Shaken, it flees")); err != nil {
			return err
		}
		return b.flee(f)
	}
	return b.Record(f.stateEvent(EventState, "Fear", "is Panicked: Shaken, it flees its full Pace and running die from the danger"))
}

// fearTable rolls d20 + bonus on the edition's table and applies it.
func (b *Battle) fearTable(f *Figure, bonus int, critical bool) error {
	d := b.RNG().RollNoAce(Die{Sides: 20})
	total := d.Sum() + bonus
	if critical && b.edition == SWADE {
		total += 2
	}
	total += effectCtx{b: b, f: f}.sum(ChangeFearTable, "")
	total = max(total, 1)
	var outcome string
	var apply func() error
	put := func(name string, es ...Effect) func() error {
		return func() error {
			for i := range es {
				es[i].Source = Source{Kind: FromAbility, Name: name}
				es[i].Round = b.Fight.Init.Round
				es[i].Fresh = b.turn != nil && b.turn.Who == f.ID
			}
			f.Effects = append(append([]Effect(nil), f.Effects...), es...)
			return b.Record(f.stateEvent(EventState, "Fear", "gets "+name))
		}
	}
	set := func(what string, fn func()) func() error {
		return func() error { fn(); return b.Record(f.stateEvent(EventState, "Fear", what)) }
	}
	surge := put("Adrenaline Surge", Effect{Change: ChangeTrait, Value: JokerMod, Ends: EndsTurns, Span: 1},
		Effect{Change: ChangeDamage, Value: JokerMod, Ends: EndsTurns, Span: 1})
	minor := put("Minor Phobia", Effect{Change: ChangeTrait, Value: -1})
	major := put("Major Phobia", Effect{Change: ChangeTrait, Value: -2})
	shaken := set("is Shaken", func() { f.Shaken = true })
	heart := func() error {
		tr := f.TraitRoll(Vigor, Mods{{Name: "Heart Attack", Value: -2}})
		tr.Name = "Vigor (Heart Attack)"
		res := b.RNG().TraitTest(tr)
		if err := b.Record(res.Event(f.ID, "")); err != nil {
			return err
		}
		if res.Success {
			if b.edition == SWADE {
				return b.doWithin(Stun{Who: f.ID, Cause: "Heart Attack"})
			}
			return set("is Shaken (it may not recover for 1d4 rounds: the GM keeps count)", func() { f.Shaken = true })()
		}
		return set("is Incapacitated by a Heart Attack: it dies in 2d6 rounds unless a Healing roll at -4 saves it (the GM keeps count)",
			func() { f.Incapacitated = true })()
	}
	if b.edition == Deluxe {
		switch {
		case total <= 4:
			outcome, apply = "Adrenaline Surge", surge
		case total <= 8:
			outcome, apply = "Shaken", shaken
		case total <= 12:
			outcome, apply = "Panicked", func() error { return b.panic(f) }
		case total <= 16:
			outcome, apply = "Minor Phobia", minor
		case total <= 18:
			outcome, apply = "Major Phobia", major
		case total <= 20:
			outcome, apply = "Mark of Fear", shaken
		default:
			outcome, apply = "Heart Attack", heart
		}
	} else {
		switch {
		case total <= 3:
			outcome, apply = "Adrenaline Surge", surge
		case total <= 6:
			outcome, apply = "Distracted", set("is Distracted", func() { f.Distracted = true })
		case total <= 9:
			outcome, apply = "Vulnerable", set("is Vulnerable", func() { f.Vulnerable = true })
		case total <= 12:
			outcome, apply = "Shaken", shaken
		case total == 13:
			outcome, apply = "Mark of Fear", func() error { return b.doWithin(Stun{Who: f.ID, Cause: "Mark of Fear"}) }
		case total <= 15:
			outcome = "Frightened"
			if b.HasFeature(f, "hesitant") {
				apply = func() error { return b.panic(f) }
			} else {
				apply = put("Hesitant", Effect{Change: ChangeFeature, Detail: "hesitant"})
			}
		case total <= 17:
			outcome, apply = "Panicked", func() error { return b.panic(f) }
		case total <= 19:
			outcome, apply = "Minor Phobia", minor
		case total <= 21:
			outcome, apply = "Major Phobia", major
		default:
			outcome, apply = "Heart Attack", heart
		}
	}
	if err := b.Record(Event{Kind: EventFear, Who: f.ID, What: "table", Rolls: []DieRoll{d}, Total: total, Outcome: outcome}); err != nil {
		return err
	}
	return apply()
}

// doWithin does a's work inside the action under way (no plan, no
// hooks): for a rule that ends in another's effect (Fear's Stunned).
func (b *Battle) doWithin(a interface{ Do(*Battle, *Plan) error }) error {
	return a.Do(b, nil)
}
