package rules

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The GM adds and removes figures during a fight (reinforcements, a
// figure that leaves the scene). Both are actions, so undo, redo and
// battle files keep them: an added figure is built from the action's own
// fields (or a copy of a scenario figure as the battle began), never from
// anything outside the battle, so a replay builds the same figure.

func init() {
	// Like: "c1" copies a scenario figure instead of Side and Traits.
	RegisterAction(AddFigure{ID: "guard", Name: "Guard", Side: "cult", Traits: map[Trait]string{Fighting: "d6", Shooting: "d6", Vigor: "d6"}, At: Pos{X: 2, Y: 2}})
	RegisterAction(RemoveFigure{Who: "c1"})
	RegisterLine(EventRoster, func(e Event, who string, _ func(string) string) string {
		return who + " " + e.Outcome + "."
	})
}

// GM action kinds that change who is on the table.
const (
	KindAddFigure    = "add_figure"
	KindRemoveFigure = "remove_figure"
)

// EventRoster: the GM added (What "add") or removed ("remove") figure Who.
const EventRoster EventKind = "roster"

// Roster is a Battlefield whose figures can change during a battle: it takes
// the whole list and their squares at once (in order), keeping each
// figure's pointer.
type Roster interface {
	SetRoster(figs []*Figure, at []Pos) error
}

// AddFigure puts a new figure on the table by the GM's say: a copy of
// Like (a scenario figure as the battle began, its traits, weapons and
// side) or a quick Extra from Traits (dice as "d6", "d8+1"; Pace 6, bare
// hands). Name, Side and WildCard override Like's. Deal deals the
// newcomer a card at once when a round is under way, as a GM at a table
// does (without it, the figure waits for the next deal).
type AddFigure struct {
	ID       string           `json:"id"`
	Like     string           `json:"like,omitempty"`
	Name     string           `json:"name,omitempty"`
	Side     string           `json:"side,omitempty"`
	WildCard bool             `json:"wild_card,omitempty"`
	Traits   map[Trait]string `json:"traits,omitempty"`
	Pace     int              `json:"pace,omitempty"`
	At       Pos              `json:"at"`
	Deal     bool             `json:"deal,omitempty"`
}

func (AddFigure) Kind() string { return KindAddFigure }

func (a AddFigure) Plan(b *Battle) (*Plan, error) {
	_, err := a.figure(b)
	if err == nil {
		err = a.fits(b)
	}
	if err == nil && a.dealNow(b) && b.Fight.Init.Deck.Len() == 0 {
		err = fmt.Errorf("all %d cards are in play: %s would wait for the next deal", DeckSize, a.ID)
	}
	if err != nil {
		return nil, err
	}
	b.scratch = Plan{}
	return &b.scratch, nil
}

// figure builds the new figure, or says why it cannot be.
func (a AddFigure) figure(b *Battle) (*Figure, error) {
	switch {
	case a.ID == "" || strings.ContainsAny(a.ID, " \t\n"):
		return nil, fmt.Errorf("a new figure needs an id without spaces")
	case b.IDTaken(a.ID):
		return nil, fmt.Errorf("the id %q is taken", a.ID)
	case a.Pace < 0:
		return nil, fmt.Errorf("Pace cannot be negative")
	}
	var f *Figure
	if a.Like != "" {
		i := slices.IndexFunc(b.start, func(s *Figure) bool { return s.ID == a.Like })
		if i < 0 {
			return nil, fmt.Errorf("like: %q is not a figure of the scenario", a.Like)
		}
		f = cloneFigure(b.start[i])
		f.Hidden = false
		f.Riding = ""
	} else {
		if a.Side == "" {
			return nil, fmt.Errorf("a new figure needs a side (or a figure it is like)")
		}
		f = &Figure{Pace: 6, Traits: map[Trait]Die{}}
	}
	f.ID = a.ID
	if a.Name != "" {
		f.Name = a.Name
	} else if a.Like == "" {
		f.Name = a.ID
	}
	if a.Side != "" {
		if !slices.ContainsFunc(b.start, func(s *Figure) bool { return s.Side == a.Side }) {
			return nil, fmt.Errorf("side %q has no figures in this scenario", a.Side)
		}
		f.Side = a.Side
	}
	if a.WildCard {
		f.WildCard = true
	}
	// The GM's side or not, as the side's figures are (bennies.go).
	if i := slices.IndexFunc(b.start, func(s *Figure) bool { return s.Side == f.Side }); i >= 0 {
		f.GM = b.start[i].GM
	}
	if a.Like == "" && b.Rules.GMBennies {
		// A new figure starts with its kind's bennies, as the scenario's
		// did (revisions 1 and 2: none).
		f.Bennies = StartingBennies(f)
	}
	if a.Pace > 0 {
		f.Pace = a.Pace
	}
	names := make([]string, 0, len(a.Traits))
	for t := range a.Traits {
		names = append(names, string(t))
	}
	sort.Strings(names)
	if len(names) > 0 {
		f.Traits = cloneTraits(f.Traits)
	}
	for _, n := range names {
		t := Trait(n)
		if !t.Known() {
			return nil, fmt.Errorf("traits: %q is not a trait", n)
		}
		d, err := ParseDie(a.Traits[t])
		if err != nil {
			return nil, fmt.Errorf("traits.%s: %w", n, err)
		}
		f.Traits[t] = d
	}
	return f, nil
}

func cloneTraits(m map[Trait]Die) map[Trait]Die {
	out := make(map[Trait]Die, len(m)+4)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// IDTaken: on the table now, in the scenario, or removed earlier (the log
// must name one figure by one id).
func (b *Battle) IDTaken(id string) bool {
	if b.Figure(id) != nil || slices.ContainsFunc(b.orig, func(f *Figure) bool { return f.ID == id }) {
		return true
	}
	_, gone := b.Fight.gone[id]
	return gone
}

// fits checks the square (free and on the map) without changing anything.
func (a AddFigure) fits(b *Battle) error {
	r, ok := b.Battlefield.(Roster)
	if !ok {
		return fmt.Errorf("this table cannot take new figures")
	}
	for _, f := range b.figs {
		if q, _ := b.Battlefield.Position(f.ID); q == a.At {
			return fmt.Errorf("%s stands on %s", b.name(f.ID), a.At)
		}
	}
	probe := &Figure{ID: a.ID}
	if l := b.Figure(a.Like); l != nil {
		probe.Size = l.Size
	}
	figs, at := b.roster()
	if err := r.SetRoster(append(figs, probe), append(at, a.At)); err != nil {
		_ = r.SetRoster(figs, at)
		return fmt.Errorf("a figure cannot be put on %s: %w", a.At, err)
	}
	return r.SetRoster(figs, at)
}

func (a AddFigure) Do(b *Battle, _ *Plan) error {
	f, err := a.figure(b)
	if err != nil {
		return err
	}
	b.grant(f)
	figs, at := b.roster()
	if err := b.Battlefield.(Roster).SetRoster(append(figs, f), append(at, a.At)); err != nil {
		return err
	}
	b.setFigures(append(slices.Clip(b.figs), f))
	b.Fight.byID[f.ID] = f
	b.Fight.forget()
	b.Fight.order = append(b.Fight.order, f.ID)
	if err := b.Record(Event{Kind: EventRoster, Who: f.ID, What: "add", Outcome: "is added by the GM on " + a.At.String()}); err != nil {
		return err
	}
	if a.dealNow(b) {
		return b.Fight.dealIn(f.ID)
	}
	return nil
}

// dealNow: the newcomer is to be dealt a card now (a dealt round is
// under way; a standoff round deals none).
func (a AddFigure) dealNow(b *Battle) bool {
	in := &b.Fight.Init
	return a.Deal && in.Round > 0 && len(in.Standoff) == 0
}

// dealIn deals one figure one card from the deck in the middle of a
// round, the draw pile shuffled anew first when it has run out.
func (f *Fight) dealIn(id string) error {
	if _, ok := f.Init.Deck.Top(); !ok {
		if f.Init.Deck.Len() == 0 {
			return fmt.Errorf("all %d cards are in play, none left to deal to %s", DeckSize, id)
		}
		if err := f.push(Event{Kind: EventShuffle, Outcome: ShuffleEmpty}); err != nil {
			return err
		}
	}
	c, _ := f.Init.Deck.Top()
	return f.push(Event{Kind: EventDeal, Who: id, What: c.String(), Figures: []string{id}})
}

// RemoveFigure takes a figure off the table by the GM's say (it leaves
// the scene). The log keeps its name.
type RemoveFigure struct {
	Who string `json:"who"`
}

func (RemoveFigure) Kind() string { return KindRemoveFigure }

func (r RemoveFigure) Plan(b *Battle) (*Plan, error) { return b.plainPlan(r.Who, r.check(b)) }

func (r RemoveFigure) check(b *Battle) error {
	f := b.Figure(r.Who)
	if f == nil {
		return fmt.Errorf("there is no figure %q", r.Who)
	}
	if _, ok := b.Battlefield.(Roster); !ok {
		return fmt.Errorf("this table cannot take figures off")
	}
	if b.turn != nil && b.turn.Who == r.Who || slices.ContainsFunc(b.suspended, func(t *TurnState) bool { return t.Who == r.Who }) {
		return fmt.Errorf("%s is taking a turn: end it first", b.name(r.Who))
	}
	if f.Riding != "" {
		return fmt.Errorf("%s rides %s: dismount first", b.name(r.Who), b.name(f.Riding))
	}
	for _, g := range b.figs {
		switch {
		case g.Riding == r.Who:
			return fmt.Errorf("%s rides %s: dismount first", b.name(g.ID), b.name(r.Who))
		case g.Grappler == r.Who && (g.Entangled || g.Bound):
			return fmt.Errorf("%s holds %s: free them first", b.name(r.Who), b.name(g.ID))
		}
	}
	if f.Grappler != "" && (f.Entangled || f.Bound) {
		return fmt.Errorf("%s is held by %s: free them first", b.name(r.Who), b.name(f.Grappler))
	}
	return nil
}

func (r RemoveFigure) Do(b *Battle, _ *Plan) error {
	name := b.name(r.Who)
	figs, at := b.roster()
	i := slices.IndexFunc(figs, func(f *Figure) bool { return f.ID == r.Who })
	figs, at = slices.Delete(figs, i, i+1), slices.Delete(at, i, i+1)
	if err := b.Battlefield.(Roster).SetRoster(figs, at); err != nil {
		return err
	}
	b.setFigures(figs)
	// Record first, while the log can still name it.
	err := b.Record(Event{Kind: EventRoster, Who: r.Who, What: "remove", Outcome: "is taken off the table by the GM"})
	ft := b.Fight
	if ft.gone == nil {
		ft.gone = map[string]string{}
	}
	ft.gone[r.Who] = name
	delete(ft.byID, r.Who)
	ft.forget()
	ft.order = slices.DeleteFunc(ft.order, func(id string) bool { return id == r.Who })
	return err
}

// roster is the figures now on the table and their squares (fresh slices).
func (b *Battle) roster() ([]*Figure, []Pos) {
	figs := slices.Clone(b.figs)
	at := make([]Pos, len(figs))
	for i, f := range figs {
		at[i], _ = b.Battlefield.Position(f.ID)
	}
	return figs, at
}

func (b *Battle) setFigures(figs []*Figure) {
	b.figs = figs
	b.Fight.Figures = figs
	b.Fight.rosterChanged()
	b.extra.fears = 0 // a figure added may cause Fear, one removed may have
}

// rosterChanged: figures were added or removed since the battle began.
func (b *Battle) rosterChanged() bool { return !slices.Equal(b.figs, b.orig) }
