package session

import (
	"battlemat/rules"
	"battlemat/wire"
)

// barriers are the Barrier power's walls standing now, which every seat
// sees as it sees the map's walls.
func (s *Session) barriers() []wire.Barrier {
	var out []wire.Barrier
	for _, br := range s.board.Barriers {
		out = append(out, wire.Barrier{From: rules.Spot{X: br.From.X, Y: br.From.Y}, To: rules.Spot{X: br.To.X, Y: br.To.Y}})
	}
	return out
}
