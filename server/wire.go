package server

import (
	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// The messages between the host and its clients are the wire package's;
// these names keep the host's code reading as before the move.
type (
	Question    = wire.Question
	FigureState = wire.FigureState
	Roll        = wire.Roll
	TurnInfo    = wire.TurnInfo
	Offer       = wire.Offer
	FigureInfo  = wire.FigureInfo
	State       = wire.State
	Applied     = wire.Applied
	AreaMark    = wire.AreaMark
	Preview     = wire.Preview
	Refused     = wire.Refused
	Reissued    = wire.Reissued
	Answered    = wire.Answered
	Incoming    = wire.Incoming
	EffectInfo  = wire.EffectInfo
)

// Message types, question kinds, limits, close statuses and seats (wire).
const (
	TypeAction        = wire.TypeAction
	TypeReissue       = wire.TypeReissue
	TypeState         = wire.TypeState
	TypeApplied       = wire.TypeApplied
	TypeRefused       = wire.TypeRefused
	TypeReissued      = wire.TypeReissued
	TypePreview       = wire.TypePreview
	TypeQuestion      = wire.TypeQuestion
	TypeAnswer        = wire.TypeAnswer
	TypeAnswered      = wire.TypeAnswered
	TypeUndo          = wire.TypeUndo
	TypeRedo          = wire.TypeRedo
	TypeSeated        = wire.TypeSeated
	AskSoak           = wire.AskSoak
	AskReroll         = wire.AskReroll
	MaxMessage        = wire.MaxMessage
	StatusReissued    = wire.StatusReissued
	StatusTooSlow     = wire.StatusTooSlow
	StatusInvalidData = wire.StatusInvalidData
	statusFlood       = 1008 // policy violation: too many messages
	SeatGM            = wire.SeatGM
	SeatTable         = wire.SeatTable
	seatPlayer        = wire.SeatPlayer
)

// PoolFor, RollsOf and UpNow are wire's.
var (
	PoolFor   = wire.PoolFor
	RollsOf   = wire.RollsOf
	UpNow     = wire.UpNow
	EffectsOf = wire.EffectsOf
)

// AllNumbers tells every number (the GM).
var AllNumbers = board.Reveal{Wounds: true, Fatigue: true, Bennies: true, Parry: true, Toughness: true}

// FigureOf is the figure's state with the numbers told.
func FigureOf(b *rules.Battle, f *rules.Figure, told board.Reveal) FigureState {
	at, _ := b.Battlefield.Position(f.ID)
	s := FigureState{At: at, Shaken: f.Shaken, Incapacitated: f.Incapacitated, Prone: f.Prone,
		Distracted: f.Distracted, Vulnerable: f.Vulnerable, Stunned: f.Stunned, Hold: b.Fight.Init.Hold[f.ID],
		Entangled: f.Entangled, Bound: f.Bound}
	num := func(ok bool, v int) *int {
		if !ok {
			return nil
		}
		return &v
	}
	s.Wounds = num(told.Wounds, f.Wounds)
	s.Fatigue = num(told.Fatigue, f.Fatigue)
	s.Bennies = num(told.Bennies, f.Bennies)
	s.PowerPoints = num(told.Bennies && f.Arcane != nil, f.PowerPoints())
	s.Parry = num(told.Parry, f.Parry())
	s.Toughness = num(told.Toughness, f.Toughness())
	s.Effects = EffectsOf(f, told.Parry || told.Toughness)
	return s
}
