// Package session owns one battle and its seats, without a network,
// goroutines or waiting (it builds for wasm): the per-seat views and
// their filtering (view.go, seatview.go: hidden figures, the foes'
// numbers the scenario does not reveal, the scenario's text cut for the
// seat, the GM's edits kept out of the other logs), what a seat may do
// (may.go), the offers per seat from the menu catalogue (offers*.go),
// previews, undo and redo, the table's settings, the battle file's
// bytes, and the questions in the middle of an action (ask.go).
//
// The API:
//
//	s, err := session.New(session.Config{File: battleFile, Save: write, Present: open})
//	outs := s.Do(session.Screen{Seat: "player:anna", ID: conn}, msg, now) // action, preview, answer, undo, redo, settings
//	outs = s.Tick(now)  // a question whose time is up, or that nobody can answer any more
//	st := s.View(seat)  // the seat's state (its first message)
//	offers := s.Offers(seat)
//	data, err := s.BattleFile()
//
// Each Out is a wire message for the screens of one seat: all of them,
// only To (the sender's, a reply carrying its id), or all but Skip. The
// caller delivers them; it holds the session still for the length of
// one call (a session is not safe for concurrent use).
//
// Questions are asked one way for every seat: an action is tried with
// the answers known so far; at the first question a person must answer
// (rules.GMAsks says who is asked) the try is taken back and the
// Question goes to the figure's seat and the GM. The answer (Do) or the
// timeout (Tick) replays the action with one answer more: the same seed
// and state throw the same dice. Another action arriving settles the
// waiting question first with the answer that spends nothing, as a
// timeout does. Calls with a zero now never time a question out.
package session
