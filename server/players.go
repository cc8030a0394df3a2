//go:build !js

package server

import (
	"fmt"
	"slices"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// Players' seats: who plays a figure is the scenario's player: key until
// the GM hands the figure on (the rules' set_player action, so it is kept
// in the battle file, undone and replayed); --players does that as the
// host starts. Each player with a figure has a seat and a secret link,
// made the moment the first figure is handed to the player.

// Seating is one player and the figures the player plays, from
// --players NAME=ID,ID.
type Seating struct {
	Player  string
	Figures []string
}

// ParsePlayers reads --players' arguments: "anna=buck,gina" "bob=doc".
func ParsePlayers(args []string) ([]Seating, error) {
	var out []Seating
	for _, a := range args {
		name, ids, ok := strings.Cut(a, "=")
		if !ok || !rules.IsID(name) || len(name) > rules.MaxPlayerName {
			return nil, fmt.Errorf("--players %q: PLAYER=FIGURE,FIGURE (a player's name is a-z, 0-9, _ and -)", a)
		}
		s := Seating{Player: name}
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

// seatPlayers hands the figures of cfg.Players to their players, as the
// GM's set_player actions (none where the battle already agrees, so
// going on from a save adds nothing).
func (h *Host) seatPlayers(seatings []Seating) error {
	given := map[string]string{}
	for _, s := range seatings {
		for _, id := range s.Figures {
			if p, ok := given[id]; ok && p != s.Player {
				return fmt.Errorf("--players: %s is given to both %s and %s", id, p, s.Player)
			}
			given[id] = s.Player
			if h.b.Figure(id) == nil {
				return fmt.Errorf("--players: there is no figure %q in %s", id, h.cfg.Name)
			}
			if h.playerOf(id) == s.Player {
				continue
			}
			if err := h.b.Apply(rules.SetPlayer{Who: id, Player: s.Player}); err != nil {
				return fmt.Errorf("--players %s=%s: %w", s.Player, id, err)
			}
		}
	}
	return nil
}

// playerOf is who plays the figure now ("": the GM).
func (h *Host) playerOf(id string) string {
	if p, ok := h.b.PlayerSet(id); ok {
		return p
	}
	if f := h.board.Figure(id); f != nil {
		return f.Player
	}
	return ""
}

// refreshSeats works out the players' seats from the battle: who plays
// each figure, which sides are the party's (the others' numbers are kept
// from the players), and a token for every new seat. It reports whether
// any seat's figures changed.
func (h *Host) refreshSeats() (bool, error) {
	player, party := map[string]string{}, map[string]bool{}
	seats := []string{SeatGM, SeatTable}
	for _, f := range h.b.Figures() {
		p := h.playerOf(f.ID)
		if p == "" {
			continue
		}
		player[f.ID] = seatPlayer + p
		party[f.Side] = true
		if !slices.Contains(seats, seatPlayer+p) {
			seats = append(seats, seatPlayer+p)
		}
	}
	changed := !mapsEqual(player, h.player)
	h.player, h.seats = player, seats
	if !mapsEqual(party, h.party) {
		h.party, h.cut = party, nil // the seats' copy of the scenario keeps other numbers
	}
	h.foe = map[string]bool{}
	for _, f := range h.b.Figures() {
		h.foe[f.ID] = !party[f.Side]
	}
	h.tmu.Lock()
	defer h.tmu.Unlock()
	fresh := false
	for _, s := range h.seats {
		if h.tokens[s] != "" {
			continue
		}
		t, err := newToken()
		if err != nil {
			return changed, err
		}
		h.tokens[s], h.bySeat[t] = t, s
		fresh = true
	}
	if fresh {
		return changed, h.saveSeats()
	}
	return changed, nil
}

func mapsEqual[V comparable](a, b map[string]V) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// rosterPlayers puts who plays each figure now into a seat's roster.
func (h *Host) rosterPlayers(roster map[string]FigureInfo) {
	for id, in := range roster {
		in.Player = strings.TrimPrefix(h.player[id], seatPlayer)
		roster[id] = in
	}
}

// resendStates sends every client its state afresh: a seat's figures,
// its roster or the GM's links changed, which an applied message does
// not carry.
func (h *Host) resendStates() {
	states := map[string][]byte{}
	for o := range h.clients {
		m, ok := states[o.seat]
		if !ok {
			m = mustJSON(h.state(o.seat))
			states[o.seat] = m
		}
		o.send(m)
	}
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
