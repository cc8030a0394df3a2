//go:build !js

package server

import (
	"fmt"
	"slices"
	"strings"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// Players' seats: who plays a figure is the session's business (the
// scenario's player: key until the GM hands the figure on with the
// rules' set_player action); the host gives every seat the session names
// a secret link the moment it appears, and keeps the links in --save.

// ParsePlayers reads --players' arguments: "anna=buck,gina" "bob=doc".
func ParsePlayers(args []string) ([]session.Seating, error) {
	var out []session.Seating
	for _, a := range args {
		name, ids, ok := strings.Cut(a, "=")
		if !ok || !rules.IsID(name) || len(name) > rules.MaxPlayerName {
			return nil, fmt.Errorf("--players %q: PLAYER=FIGURE,FIGURE (a player's name is a-z, 0-9, _ and -)", a)
		}
		s := session.Seating{Player: name}
		for _, id := range strings.Split(ids, ",") {
			if !rules.IsID(id) {
				return nil, fmt.Errorf("--players %q: %q is not a figure's id", a, id)
			}
			s.Figures = append(s.Figures, id)
		}
		out = append(out, s)
	}
	return out, nil
}

// syncSeats takes the session's seats and gives each new one a token
// (kept in --save at once).
func (h *Host) syncSeats() error {
	h.seats = h.s.Seats()
	h.tmu.Lock()
	defer h.tmu.Unlock()
	fresh := false
	for _, s := range h.seats {
		if h.tokens[s] != "" {
			continue
		}
		t, err := newToken()
		if err != nil {
			return err
		}
		h.tokens[s], h.bySeat[t] = t, s
		fresh = true
	}
	if fresh {
		return h.saveSeats()
	}
	return nil
}

// seated notes that a client of the seat joined; the first of each seat
// tells the GM's screens, which fold the links away once every seat has
// joined.
func (h *Host) seated(seat string) {
	if h.joined == nil {
		h.joined = map[string]bool{}
	}
	if h.joined[seat] {
		return
	}
	h.joined[seat] = true
	msg := mustJSON(wire.Seated{Type: wire.TypeSeated, Joined: h.joinedSeats()})
	for o := range h.clients {
		if o.seat == SeatGM {
			o.send(msg)
		}
	}
}

// joinedSeats are the seats that have joined, sorted.
func (h *Host) joinedSeats() []string {
	out := make([]string, 0, len(h.joined))
	for s := range h.joined {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}
