package main

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/game"
	"battlemat/wire"
)

// wsURL turns a seat's link (http://HOST/?seat=TOKEN) into its WebSocket
// (ws://HOST/ws?seat=TOKEN); https becomes wss.
func wsURL(link string) (string, error) {
	u, err := url.Parse(link)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not a seat's link (http://HOST/?seat=TOKEN)", link)
	}
	tok := u.Query().Get("seat")
	if tok == "" {
		return "", fmt.Errorf("%q has no seat=TOKEN: ask the GM for your link", link)
	}
	scheme := "ws"
	switch u.Scheme {
	case "https", "wss":
		scheme = "wss"
	case "http", "ws":
	default:
		return "", fmt.Errorf("%q: a link starts with http:// or https://", link)
	}
	return (&url.URL{Scheme: scheme, Host: u.Host, Path: "/ws", RawQuery: "seat=" + url.QueryEscape(tok)}).String(), nil
}

// joinScreen is a seat's screen joined to the host of a link. The link's
// token does not say whose seat it opens: the host's first state does.
// Until then the old hosted screen (RemoteGame) shows the connection; a
// player's seat then switches to the window's Game over the same link
// (FightOnSeat) with the player's view, the messages read so far handed
// to it first. The GM's seat and the table's stay on RemoteGame (their
// switch is the redesign's next step: docs/design.md).
type joinScreen struct {
	seat   *joinSeat
	remote *game.RemoteGame
	game   *game.Game // set once the seat is a player's
	// outW, outH is the window's size as ebiten last laid it out.
	outW, outH float64

	mu      sync.Mutex
	pending []func()
}

// joinLink is a seat's screen joined to the host of the link: the
// connection runs until ctx ends.
func joinLink(ctx context.Context, link string) (*joinScreen, error) {
	ws, err := wsURL(link)
	if err != nil {
		return nil, err
	}
	l := &game.LinkSeat{}
	s := &joinSeat{link: l}
	r := game.NewRemoteGame(game.NewRemote(s))
	r.QR = qrModules
	go l.Connect(ctx, ws)
	return &joinScreen{seat: s, remote: r}, nil
}

// post runs f on the screen's next tick (from any goroutine).
func (j *joinScreen) post(f func()) {
	j.mu.Lock()
	j.pending = append(j.pending, f)
	j.mu.Unlock()
}

func (j *joinScreen) Update() error {
	j.mu.Lock()
	todo := j.pending
	j.pending = nil
	j.mu.Unlock()
	for _, f := range todo {
		f()
	}
	if j.game != nil {
		return j.game.Update()
	}
	err := j.remote.Update()
	if j.seat.switchToGame() {
		j.game = playerGame(j.seat)
		j.game.LayoutF(j.outW, j.outH)
		// The Game paints only what changed (runWindow's setting).
		ebiten.SetScreenClearedEveryFrame(false)
	}
	return err
}

// playerGame is the window's Game over a player's seat: the player's
// view (no GM commands), the fight the seat's alone.
func playerGame(s game.Seat) *game.Game {
	g := game.New(nil)
	g.SetView(game.PlayerView())
	g.SetFight(game.FightOnSeat(s, ""))
	return g
}

func (j *joinScreen) Draw(screen *ebiten.Image) {
	if j.game != nil {
		j.game.Draw(screen)
		return
	}
	j.remote.Draw(screen)
}

// LayoutF keeps the screen in device pixels (both screens do).
func (j *joinScreen) LayoutF(w, h float64) (float64, float64) {
	j.outW, j.outH = w, h
	if j.game != nil {
		return j.game.LayoutF(w, h)
	}
	sw, sh := j.remote.Layout(int(w), int(h))
	return float64(sw), float64(sh)
}

func (j *joinScreen) Layout(w, h int) (int, int) {
	sw, sh := j.LayoutF(float64(w), float64(h))
	return int(sw), int(sh)
}

// joinSeat is the link as the screens read it: it notes the seat the
// host's state names and keeps every message read before a player's
// seat was known, so the Game that takes over reads them again (the
// state first of all).
type joinSeat struct {
	link *game.LinkSeat

	mu     sync.Mutex
	seat   string // the seat the host's state named
	held   []any  // read by the RemoteGame before the switch
	status game.SeatStatus
	// switched: the Game took over; handed: its first Poll took held.
	switched, handed bool
}

func (s *joinSeat) Send(msg wire.Incoming) error { return s.link.Send(msg) }

func (s *joinSeat) Poll() []any {
	in := s.link.Poll()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range in {
		switch m := m.(type) {
		case wire.State:
			if s.seat == "" {
				s.seat = m.Seat
			}
		case game.SeatStatus:
			s.status = m
		}
	}
	if s.switched {
		if !s.handed {
			s.handed = true
			in = append(s.held, in...)
			s.held = nil
		}
		return in
	}
	if s.seat == "" || s.game() {
		s.held = append(s.held, in...) // until the switch
	} else {
		s.held = nil // a seat that stays on the hosted screen
	}
	return in
}

// Resync asks the host afresh, except for the Game's first ask: the
// state it wants is the one held.
func (s *joinSeat) Resync() {
	s.mu.Lock()
	first := s.switched && !s.handed
	s.mu.Unlock()
	if !first {
		s.link.Resync()
	}
}

// game reports whether the seat is a player's (the Game's); s.mu held.
func (s *joinSeat) game() bool { return strings.HasPrefix(s.seat, wire.SeatPlayer) }

// switchToGame reports, once, that the host named a player's seat: the
// Game takes over the link from then on.
func (s *joinSeat) switchToGame() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.switched || !s.game() {
		return false
	}
	s.switched = true
	return true
}

// connected is the link's last word on its connection.
func (s *joinSeat) connected() game.SeatStatus {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status
}
