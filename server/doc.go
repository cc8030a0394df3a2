// Package server is battlemat's host: one table's battle held on a
// server, every screen at the table a client over a WebSocket.
//
// It owns the seats (the GM, the table's projector, one per player named
// by the figures' player: key) and their secret tokens; the messages
// between clients and the host are the wire package's (actions in;
// applied, refused and state out); what each seat may do (a player acts
// only for their figures) and may see (hidden figures, the foes' numbers the scenario
// does not reveal, the seed and the dice's state never leave the host
// except to the GM, and the seed not even then); and the battle's
// durability (with a save directory the battle file and the seats are
// written atomically after every change, and a host started again
// resumes where it stopped with the same links).
//
// What each seat may do besides moving and attacking is offered from the
// menu package's catalogue, each entry checked by the rules for every
// target the seat sees (offers.go, offers_more.go).
//
// The rules are the rules package's: the host applies every action with
// the same rules.Battle the window and `battlemat apply` use. The wire
// types build for every platform, the browser client's too, which never
// imports this package; the WebSocket server (ws.go) does not build for
// js.
package server
