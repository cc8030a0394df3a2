package game

import (
	"fmt"

	"battlemat/wire"
)

// Questions of the host: while it applies an action, it asks the seat
// of the figure that must decide (Soak, a benny reroll, a free attack, a
// counter) and the GM; the screen shows the question with its answers'
// words on two buttons and sends the answer.

// The question's buttons.
const (
	RemoteYes = "yes"
	RemoteNo  = "no"
)

func (r *Remote) takeQuestion(q wire.Question) {
	r.asked.askedOf(q, r.Now())
	r.plan, r.aim, r.card, r.area, r.pick, r.moreOpen = nil, nil, "", nil, nil, false
}

func (r *Remote) takeAnswered(a wire.Answered) {
	q := r.asked.waiting()
	if !r.asked.answeredBy(a) {
		return // already answered here
	}
	by := a.By
	switch by {
	case r.Seat:
		by = "you"
	case wire.SeatGM:
		by = "the GM"
	case "timeout":
		by = "the host (no answer in time)"
	}
	r.say("%s answered %s", by, answerWord(q, a.Yes))
}

// Question is the question waiting for this seat's answer: its text (the
// GM's copy of a player's question says whose it is) and whether there
// is one.
func (r *Remote) Question() (string, bool) {
	return r.asked.prompt(r.Seat, r.Now()), r.asked.waiting() != nil
}

// Answer sends the seat's answer to the waiting question, as its Yes and
// No buttons do.
func (r *Remote) Answer(yes bool) { r.answer(yes) }

// QuestionLeft is how many whole seconds the host still waits for the
// question's answer, counted down from its arrival (false: no question,
// or one without a timeout).
func (r *Remote) QuestionLeft() (int, bool) { return r.asked.left(r.Now()) }

// answer sends the seat's answer to the waiting question.
func (r *Remote) answer(yes bool) {
	if r.asked.waiting() == nil {
		return
	}
	q := r.asked.waiting()
	if err := r.asked.answer(r.seat, yes); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
		return
	}
	r.say("answered %s", answerWord(q, yes))
}

// answerButtons are the waiting question's two buttons, worded as the
// question words its answers (the window's prompt shows the same words).
func (r *Remote) answerButtons() []RemoteButton {
	yes, no := answerLabels(r.asked.waiting())
	return []RemoteButton{{RemoteYes, yes}, {RemoteNo, no}}
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
