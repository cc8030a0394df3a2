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
		for _, r := range br.Runs() { // a broken section leaves a gap
			out = append(out, wire.Barrier{From: rules.Spot{X: r[0].X, Y: r[0].Y}, To: rules.Spot{X: r[1].X, Y: r[1].Y}})
		}
	}
	return out
}
