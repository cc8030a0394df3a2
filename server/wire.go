package server

import (
	"battlemat/session"
	"battlemat/wire"
)

// The names the host's code and its users (the apply command, the tests)
// read; the messages are the wire package's, the battle's views the
// session's.
const (
	TypeReissue       = wire.TypeReissue
	TypeReissued      = wire.TypeReissued
	TypeRefused       = wire.TypeRefused
	MaxMessage        = wire.MaxMessage
	StatusReissued    = wire.StatusReissued
	StatusTooSlow     = wire.StatusTooSlow
	StatusInvalidData = wire.StatusInvalidData
	statusFlood       = 1008 // policy violation: too many messages
	SeatGM            = wire.SeatGM
	SeatTable         = wire.SeatTable
)

// DefaultAnswerTimeout is how long a question waits for its seat.
const DefaultAnswerTimeout = session.DefaultAnswerTimeout

// FigureOf, AllNumbers and UpNow are the session's and wire's.
var (
	FigureOf   = session.FigureOf
	AllNumbers = session.AllNumbers
	UpNow      = wire.UpNow
)
