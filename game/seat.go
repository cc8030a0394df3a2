package game

import (
	"encoding/json"
	"fmt"

	"battlemat/wire"
)

// Seat is what a screen has of a battle: one seat of a session, reached
// in process (LocalSeat) or over the host's WebSocket (LinkSeat). The
// screen never holds the battle; it sends the seat's messages and draws
// what comes back:
//
//   - the state it may see, its offers among it: a wire.State, the first
//     message, again after an undo or a redo, and on Resync;
//   - an action, a preview of one, an answer to a question, an undo or a
//     redo, the GM's settings: Send with the wire.Incoming of that type;
//   - what came since: Poll, oldest first: wire.State, wire.Applied (an
//     action taken: its log, rolls, areas, offers), wire.Refused,
//     wire.Preview (rolls and odds), wire.Question, wire.Answered,
//     wire.Seated, wire.Reissued, and SeatStatus (the link's
//     connection).
type Seat interface {
	// Send hands one message to the session; an error says it could not
	// go (not connected) and nothing was sent. The reply comes by Poll.
	Send(msg wire.Incoming) error
	// Poll returns the messages for this screen since the last Poll.
	Poll() []any
	// Resync asks for the seat's state afresh: the screen found itself
	// out of step (an action missed, a figure it was not told of).
	Resync()
}

// SeatStatus is the seat's connection as the person reads it (a link's;
// a local seat is always connected).
type SeatStatus struct {
	Connected bool
	Status    string
}

// unreadable is a message of the host the link could not read: the
// screen shows why and changes nothing.
type unreadable struct{ err error }

// decodeHost reads one of the session's messages from its JSON: the wire
// value of its type.
func decodeHost(data []byte) (any, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("a message of the host that is not JSON: %w", err)
	}
	switch head.Type {
	case wire.TypeState:
		v, err := decodeAs[wire.State](data)
		if err == nil {
			if err := v.(wire.State).Deciding.Check(); err != nil {
				return nil, fmt.Errorf("a state of the host with %w", err) // kept out whole
			}
		}
		return v, err
	case wire.TypeApplied:
		return decodeAs[wire.Applied](data)
	case wire.TypeRefused:
		return decodeAs[wire.Refused](data)
	case wire.TypePreview:
		return decodeAs[wire.Preview](data)
	case wire.TypeQuestion:
		return decodeAs[wire.Question](data)
	case wire.TypeAnswered:
		return decodeAs[wire.Answered](data)
	case wire.TypeSeated:
		return decodeAs[wire.Seated](data)
	case wire.TypeReissued:
		return decodeAs[wire.Reissued](data)
	case wire.TypeBattle:
		return decodeAs[wire.Battle](data)
	}
	return nil, fmt.Errorf("a message of the host of unknown type %q", head.Type)
}

func decodeAs[T any](data []byte) (any, error) {
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, err
	}
	return v, nil
}
