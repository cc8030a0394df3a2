package game

import (
	"fmt"
	"time"

	"battlemat/wire"
)

// Questions of the host: while it applies an action, it asks the seat
// of the figure that must decide (Soak, a benny reroll) and the GM; the
// screen shows the question with Yes and No and sends the answer.

// The question's buttons.
const (
	RemoteYes = "yes"
	RemoteNo  = "no"
)

func (r *Remote) takeQuestion(q wire.Question) {
	r.question, r.askedAt = &q, r.Now()
	r.plan, r.aim, r.card, r.area, r.pick, r.moreOpen = nil, nil, "", nil, nil, false
}

func (r *Remote) takeAnswered(a wire.Answered) {
	if r.question == nil || r.question.ID != a.ID {
		return // already answered here
	}
	r.question = nil
	by := a.By
	switch by {
	case r.Seat:
		by = "you"
	case wire.SeatGM:
		by = "the GM"
	case "timeout":
		by = "the host (no answer in time)"
	}
	r.say("%s answered %s", by, yesNo(a.Yes))
}

func yesNo(v bool) string {
	if v {
		return "yes"
	}
	return "no"
}

// Question is the question waiting for this seat's answer: its text (the
// GM's copy of a player's question says whose it is) and whether there
// is one.
func (r *Remote) Question() (string, bool) {
	q := r.question
	if q == nil {
		return "", false
	}
	text := q.Text
	if q.Seat != r.Seat {
		text = fmt.Sprintf("For %s: %s", SeatName(q.Seat), text)
	}
	if left, ok := r.QuestionLeft(); ok {
		text += fmt.Sprintf(" (no answer in %ds: %s)", left, yesNo(q.Default))
	}
	return text, true
}

// Answer sends the seat's answer to the waiting question, as its Yes and
// No buttons do.
func (r *Remote) Answer(yes bool) { r.answer(yes) }

// QuestionLeft is how many whole seconds the host still waits for the
// question's answer, counted down from its arrival (false: no question,
// or one without a timeout).
func (r *Remote) QuestionLeft() (int, bool) {
	q := r.question
	if q == nil || q.Timeout <= 0 {
		return 0, false
	}
	gone := r.Now().Sub(r.askedAt)
	left := q.Timeout - int(gone/time.Second)
	return max(left, 0), true
}

// answer sends the seat's answer to the waiting question.
func (r *Remote) answer(yes bool) {
	q := r.question
	if q == nil {
		return
	}
	if err := r.seat.Send(wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
		return
	}
	r.question = nil
	r.say("answered %s", yesNo(yes))
}

// ButtonCentres are where the buttons drawn last are, by id, in CSS
// pixels (tests tap there).
func (g *RemoteGame) ButtonCentres() map[string][2]float64 {
	out := map[string][2]float64{}
	for _, b := range g.buttons {
		out[b.ID] = [2]float64{(b.r.X + b.r.W/2) / g.scale, (b.r.Y + b.r.H/2) / g.scale}
	}
	return out
}
