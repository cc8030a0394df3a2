// Package session will own one battle and its seats, without a network
// and without goroutines (it builds for wasm).
//
// The plan (issue "One seat, one screen"): Do(seat, message) takes a
// wire message from a seat; View(seat) is the battle as that seat may see
// it (today's per-seat filtering in server/seatview.go); Offers(seat) is
// every menu entry times every target the seat sees, kept where the rules'
// Battle.Check accepts it; undo and redo; saving and opening battle files;
// the AI sides (control: ai plays on a hosted table too); and the
// questions in the middle of an action (Soak, rerolls), asked one way for
// every seat: the action stops at the question and the answer, or the
// timeout that Tick(now) notices, replays it. No goroutine waits for an
// answer and no lock is held while a person thinks.
//
// server then is the WebSocket transport over a session (tokens and
// links, rate limits, clients, the save folder, QR codes), and game's
// screen talks to a Seat: an in-process session's for the window, one
// reached over a link for a hosted screen. Today the battle logic above
// still lives in server (host.go, seatview.go, offers*.go, undo.go,
// ask.go).
package session
