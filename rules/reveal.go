package rules

import "fmt"

// Hidden figures: a figure the scenario marks hidden (an ambusher in the
// trees) is on the table from the start but only the GM knows it; the
// GM's reveal action shows it to everyone. The rules play it like any
// other figure: hiding is about who is told, which the host decides
// (server/). Whether a figure is still hidden follows from the events
// (undo, replay and battle files need nothing more); the fight keeps the
// answer as it applies them, so asking costs nothing however long the
// battle (a host asks for every hidden figure on every broadcast).

func init() {
	RegisterAction(Reveal{Who: "c1"})
}

// KindReveal is the GM's reveal of a hidden figure.
const KindReveal = "reveal"

// EventReveal: the GM reveals the hidden figure Who.
const EventReveal EventKind = "reveal"

// Reveal shows a hidden figure to the table, by the GM's say.
type Reveal struct {
	Who string `json:"who"`
}

func (Reveal) Kind() string { return KindReveal }

func (r Reveal) Plan(b *Battle) (*Plan, error) { return b.plainPlan(r.Who, r.check(b)) }

func (r Reveal) check(b *Battle) error {
	switch f := b.Figure(r.Who); {
	case f == nil:
		return fmt.Errorf("there is no figure %q", r.Who)
	case !b.Hidden(r.Who):
		return fmt.Errorf("%s is not hidden", b.name(r.Who))
	}
	return nil
}

func (r Reveal) Do(b *Battle, _ *Plan) error {
	return b.Record(Event{Kind: EventReveal, Who: r.Who, Outcome: "is revealed"})
}

// Hidden reports whether the figure is hidden (the scenario's hidden:
// true) and not yet revealed.
func (b *Battle) Hidden(id string) bool {
	return b.hiddenFig(b.Figure(id))
}

// hiddenFig is Hidden for one of the battle's own figures in hand: the
// loops over every figure ask it, so the usual answer (not hidden) needs
// no look-up by id.
func (b *Battle) hiddenFig(f *Figure) bool {
	return f != nil && f.Hidden && !b.Fight.revealed[f.ID]
}
