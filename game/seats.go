package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// Players' seats and their links, a hosted table's feature read from
// any GM's screen's mirror: a seat is named by its player and figures
// ("Anna: Buck Savage, Gina Russo"), the links (and their QR codes) are
// listed until every seat has joined, and the GM hands the picked figure
// to a player in edit mode (the rules' set_player action: the host makes
// the player's seat and link at once).

// seatPrefix starts the GM's buttons handing the picked figure on:
// seatPrefix+player, seatPrefix alone for the GM, seatNew for a new
// player.
const (
	seatPrefix = "seat:"
	seatNew    = "seat:+"
)

// newPlayers are the names a new player gets, in turn.
var newPlayers = []string{"anna", "bob", "carla", "dan", "eve", "finn", "gwen", "hugo"}

// SeatTitle is a seat as a person reads it: "GM", "Table", or the player
// and the figures the player plays ("Anna: Buck Savage, Gina Russo").
func (m *seatMirror) SeatTitle(seat string) string {
	switch seat {
	case wire.SeatGM:
		return "GM"
	case wire.SeatTable:
		return "Table"
	}
	p, ok := strings.CutPrefix(seat, wire.SeatPlayer)
	if !ok {
		return seat
	}
	figs := m.playerFigures(p)
	if len(figs) == 0 {
		return rules.PlayerTitle(p)
	}
	return rules.PlayerTitle(p) + ": " + strings.Join(figs, ", ")
}

// SeatName is a seat's short name: "GM", "Table", "Anna".
func SeatName(seat string) string {
	switch seat {
	case wire.SeatGM:
		return "GM"
	case wire.SeatTable:
		return "Table"
	}
	if p, ok := strings.CutPrefix(seat, wire.SeatPlayer); ok {
		return rules.PlayerTitle(p)
	}
	return seat
}

// playerFigures are the names of the figures the player plays, in the
// map's order.
func (m *seatMirror) playerFigures(p string) []string {
	var out []string
	if m.Board == nil {
		return out
	}
	for _, f := range m.Board.Figures {
		if in, ok := m.Roster[f.ID]; ok && in.Player == p {
			out = append(out, f.Name)
		}
	}
	return out
}

// players are the players who play a figure this screen knows of, in the
// map's order.
func (m *seatMirror) players() []string {
	var out []string
	if m.Board == nil {
		return out
	}
	for _, f := range m.Board.Figures {
		if p := m.Roster[f.ID].Player; p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// giveChoice is one of the GM's choices of whom to hand a figure to.
type giveChoice struct {
	ID, Label string
}

// giveChoices are the GM's choices of whom to hand figure id to: each
// other player, a new one, back to the GM (none for a hidden figure,
// whose player would learn of it).
func (m *seatMirror) giveChoices(id string) []giveChoice {
	if m.Board == nil || m.Board.Figure(id) == nil || m.Figures[id].Hidden {
		return nil
	}
	now := m.Roster[id].Player
	var out []giveChoice
	for _, p := range m.players() {
		if p != now {
			out = append(out, giveChoice{seatPrefix + p, "Give to " + rules.PlayerTitle(p)})
		}
	}
	out = append(out, giveChoice{seatNew, "Give to a new player"})
	if now != "" {
		out = append(out, giveChoice{seatPrefix, "Give to the GM"})
	}
	return out
}

// giveAction is the rules' action handing figure id to the player choice
// (a giveChoices id) names.
func (m *seatMirror) giveAction(id, choice string) rules.SetPlayer {
	p := strings.TrimPrefix(choice, seatPrefix)
	if choice == seatNew {
		p = m.newPlayer()
	}
	return rules.SetPlayer{Who: id, Player: p}
}

// giveButtons are the window's edit mode's choices of whom to hand the
// picked figure to, on a hosted table's GM screen (a local fight has no
// other seat to hand it to).
func (c *Controller) giveButtons(dst []Button) []Button {
	m := c.seatState()
	if m == nil || c.fight.localFight != nil || len(m.Links) == 0 {
		return dst
	}
	for _, b := range m.giveChoices(c.selected) {
		dst = append(dst, Button{Cmd: CmdGiveSeat, Arg: b.ID, Label: b.Label, Enabled: true})
	}
	return dst
}

// giveSeat hands the picked figure to the player choice names: the host
// makes that player's seat and link at once.
func (c *Controller) giveSeat(choice string) {
	m := c.seatState()
	if m == nil || m.Board == nil || m.Board.Figure(c.selected) == nil {
		c.fail(errors.New("pick a figure first"))
		return
	}
	_ = c.apply(m.giveAction(c.selected, choice))
}

// newPlayer is a name no player has yet.
func (m *seatMirror) newPlayer() string {
	have := m.players()
	for _, p := range newPlayers {
		if !slices.Contains(have, p) {
			return p
		}
	}
	for n := len(newPlayers) + 1; ; n++ {
		if p := fmt.Sprintf("player-%d", n); !slices.Contains(have, p) {
			return p
		}
	}
}

// RemoteLinks is the GM's button showing or hiding the seats' links once
// every seat has joined.
const RemoteLinks = "links"

// allJoined: every seat the GM has a link for has joined.
func (m *seatMirror) allJoined() bool {
	for s := range m.Links {
		if !m.joined[s] {
			return false
		}
	}
	return true
}

// linksListed: a GM's screen lists the seats' links until every seat has
// joined, then while the GM asks to see them.
func (m *seatMirror) linksListed(asked bool) bool {
	return m.Seat == wire.SeatGM && len(m.Links) > 0 && (!m.allJoined() || asked)
}
