package wire

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// Deciding tells the seat whose action waits on a question asked of
// another seat (a player's shot wounds a GM's Wild Card who may Soak)
// that the question is being decided, and by whom: its screen said
// nothing until the answer. It rides on a State (State.Deciding), sent
// afresh to that seat when the question goes out; an older screen reads
// that State as any other, and the Applied that follows the answer ends
// it.
type Deciding struct {
	// Seat is who decides: the GM's seat or a player's.
	Seat string `json:"seat"`
	// Kind is the question's (AskSoak, AskReroll, AskReaction).
	Kind string `json:"kind"`
}

// Check reports what is wrong with a Deciding a host sent: a seat that is
// neither the GM's nor a player's, or a kind of question there is not.
func (d *Deciding) Check() error {
	if d == nil {
		return nil
	}
	if p, ok := strings.CutPrefix(d.Seat, SeatPlayer); d.Seat != SeatGM && (!ok || !rules.IsID(p) || len(p) > rules.MaxPlayerName) {
		// A player's name as the host takes it (rules.SetPlayer): the
		// screen shows it in its status line.
		if len(d.Seat) > len(SeatPlayer)+rules.MaxPlayerName {
			return fmt.Errorf("a question decided by a seat of %d bytes, which is no seat", len(d.Seat))
		}
		return fmt.Errorf("a question decided by %q, which is no seat", d.Seat)
	}
	switch d.Kind {
	case AskSoak, AskReroll, AskReaction:
		return nil
	}
	return fmt.Errorf("a question of unknown kind %q being decided", d.Kind)
}

// Text is the line a screen shows while it waits: "The GM is deciding
// a Soak."
func (d Deciding) Text() string {
	who := "The GM"
	if p, ok := strings.CutPrefix(d.Seat, SeatPlayer); ok {
		who = rules.PlayerTitle(p)
	}
	what := map[string]string{AskSoak: "a Soak", AskReroll: "a benny reroll", AskReaction: "a free attack"}[d.Kind]
	return who + " is deciding " + what + "."
}
