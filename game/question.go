package game

import (
	"errors"
	"fmt"
	"time"

	"battlemat/wire"
)

// A question mid-action (a Soak, a benny reroll, a free attack): the
// session stops the action, asks the seat of the figure that decides
// (and the GM's), and replays the action with the answer. One state for
// every screen, kept in the seat's mirror: the window answers it with Y
// and N, a hosted screen with its two buttons; both word the answers
// with the question's words (wire.AnswerWords).

// seatQuestion is the question the seat's session waits on, if any.
type seatQuestion struct {
	q  *wire.Question
	at time.Time // when it came, for its countdown
	// shown is the seconds left the screen last painted: a new second
	// repaints it (countdownTick).
	shown int
}

// left is how many whole seconds the host still waits for the answer at
// now, counted down from the question's arrival (false: no question, or
// one the host waits for however long: Timeout 0).
func (s *seatQuestion) left(now time.Time) (int, bool) {
	q := s.q
	if q == nil || q.Timeout <= 0 {
		return 0, false
	}
	return max(q.Timeout-int(now.Sub(s.at)/time.Second), 0), true
}

// labels are q's two buttons' labels at now: the default answer's
// counts down the seconds before the host takes it ("Take it (18s)"),
// where a person deciding looks, and short enough for a tablet's button.
func (s *seatQuestion) labels(now time.Time) (yes, no string) {
	yes, no = answerLabels(s.q)
	if left, ok := s.left(now); ok {
		if s.q.Default {
			yes += fmt.Sprintf(" (%ds)", left)
		} else {
			no += fmt.Sprintf(" (%ds)", left)
		}
	}
	return yes, no
}

// askedOf takes a question into the state: it came at now.
func (s *seatQuestion) askedOf(q wire.Question, now time.Time) {
	s.q, s.at = &q, now
}

// answeredBy takes the session's word that a question was answered; it
// reports whether that was the one waiting here (not already answered
// on this screen).
func (s *seatQuestion) answeredBy(a wire.Answered) bool {
	if s.q == nil || s.q.ID != a.ID {
		return false
	}
	s.q = nil
	return true
}

// waiting is the question waiting, nil for none.
func (s *seatQuestion) waiting() *wire.Question { return s.q }

// drop forgets the question: answered, or the battle's state is new.
func (s *seatQuestion) drop() { s.q = nil }

// answer sends the answer to the question waiting through the seat and
// forgets it; the session's reply (the action applied, or the next
// question) comes by the seat's Poll.
func (s *seatQuestion) answer(seat Seat, yes bool) error {
	q := s.q
	if q == nil {
		return errNoQuestion
	}
	if err := seat.Send(wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}); err != nil {
		return err
	}
	s.q = nil
	return nil
}

// errNoQuestion is Y, N or an answer with nothing asked.
var errNoQuestion = errors.New("no question is waiting")

// answerLabels are the labels of q's two buttons on every screen: the
// words the question brings, Yes and No for one from an older host that
// brings none.
func answerLabels(q *wire.Question) (yes, no string) {
	if q == nil || q.YesWord == "" || q.NoWord == "" {
		return "Yes", "No"
	}
	return q.YesWord, q.NoWord
}
