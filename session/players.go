package session

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// Who plays each figure: the scenario's player: key until the GM hands
// the figure on (the rules' set_player action, so it is kept in the
// battle file, undone and replayed). Each player with a figure has a
// seat; the transport gives it a link.

// Seating is one player and the figures the player plays (host
// --players NAME=ID,ID).
type Seating struct {
	Player  string
	Figures []string
}

// Hand gives the figures of the seatings to their players as the table
// starts, as the GM's set_player actions (none where the battle already
// agrees, so going on from a save adds nothing).
func (s *Session) Hand(seatings []Seating) error {
	given := map[string]string{}
	n := len(s.b.Applied)
	for _, st := range seatings {
		for _, id := range st.Figures {
			if p, ok := given[id]; ok && p != st.Player {
				return fmt.Errorf("--players: %s is given to both %s and %s", id, p, st.Player)
			}
			given[id] = st.Player
			if s.b.Figure(id) == nil {
				return fmt.Errorf("--players: there is no figure %q in %s", id, s.name)
			}
			if s.playerOf(id) == st.Player {
				continue
			}
			if err := s.b.Apply(rules.SetPlayer{Who: id, Player: st.Player}); err != nil {
				return fmt.Errorf("--players %s=%s: %w", st.Player, id, err)
			}
			s.syncMarks()
		}
	}
	if len(s.b.Applied) != n {
		s.refreshSeats()
		return s.save()
	}
	return nil
}

// playerOf is who plays the figure now ("": the GM).
func (s *Session) playerOf(id string) string {
	if p, ok := s.b.PlayerSet(id); ok {
		return p
	}
	if f := s.board.Figure(id); f != nil {
		return f.Player
	}
	return ""
}

// refreshSeats works out the players' seats from the battle: who plays
// each figure and which sides are the party's (the others' numbers are
// kept from the players). It reports whether any figure changed hands.
func (s *Session) refreshSeats() bool {
	player, party := map[string]string{}, map[string]bool{}
	seats := []string{wire.SeatGM, wire.SeatTable}
	for _, f := range s.b.Figures() {
		p := s.playerOf(f.ID)
		if p == "" {
			continue
		}
		player[f.ID] = wire.SeatPlayer + p
		party[f.Side] = true
		if !slices.Contains(seats, wire.SeatPlayer+p) {
			seats = append(seats, wire.SeatPlayer+p)
		}
	}
	changed := !maps.Equal(player, s.player)
	for _, seat := range s.seats {
		if !slices.Contains(seats, seat) && !slices.Contains(s.left, seat) {
			s.left = append(s.left, seat) // its screens still hear, once (states)
		}
	}
	s.player, s.seats = player, seats
	if !maps.Equal(party, s.party) {
		s.party, s.cut = party, nil // the seats' copy of the scenario keeps other numbers
	}
	s.foe = map[string]bool{}
	for _, f := range s.b.Figures() {
		s.foe[f.ID] = !party[f.Side]
	}
	return changed
}

// rosterPlayers puts who plays each figure now into a seat's roster.
func (s *Session) rosterPlayers(roster map[string]wire.FigureInfo) {
	for id, in := range roster {
		in.Player = strings.TrimPrefix(s.player[id], wire.SeatPlayer)
		roster[id] = in
	}
}
