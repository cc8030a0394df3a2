// Package server is battlemat's host: the transport of one table's
// session (the session package) to every screen at the table over a
// WebSocket.
//
// It owns the seats' secret tokens and links, the rate limits, the
// connections, the save folder (the session's battle file, the seats and
// the GM's table settings written atomically after every change; a host
// started again resumes where it stopped with the same links and
// settings, a control: ai side up playing at once), QR codes and the
// page. The
// battle, what each seat may do and see, the offers, undo and the
// questions are the session's: the host holds its lock for the length
// of one session call and the sending of its messages, never while a
// person thinks, and wakes itself when a question's time is up or the
// tactic's next step is due.
//
// The wire types build for every platform, the browser client's too,
// which never imports this package; the WebSocket server (ws.go) does
// not build for js.
package server
