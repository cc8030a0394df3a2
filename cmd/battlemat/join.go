package main

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"battlemat/game"
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

// seatWait is how long a joining screen waits for the host to say which
// seat its link opens before it shows the seat's screen anyway (saying
// why it is not connected).
const seatWait = 10 * time.Second

// dialSeat joins a seat to the host of the link (the connection runs
// until ctx ends) and waits for the host to say which seat it is: ""
// when it has not said (a host down, a link refused: the screen says so).
func dialSeat(ctx context.Context, link string) (*game.LinkSeat, string, error) {
	ws, err := wsURL(link)
	if err != nil {
		return nil, "", err
	}
	l := &game.LinkSeat{}
	go l.Connect(ctx, ws)
	for end := time.Now().Add(seatWait); time.Now().Before(end) && ctx.Err() == nil; {
		if seat, stopped := l.Told(); seat != "" || stopped {
			return l, seat, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return l, "", nil
}

// gmGame is the GM's screen, the GM's seat's link (and a link whose
// seat the host never named: its status line says the link's state):
// the window's Game over that seat with the GM's view, the players'
// links drawn as QR codes.
func gmGame(l game.Seat) *game.Game {
	g := game.New(nil)
	g.SetFight(game.FightOnSeat(l, ""))
	g.QR = qrModules
	return g
}

// playerGame is a player's screen, a player's seat's link: the window's
// Game over that seat alone with the player's view (no GM commands).
func playerGame(l game.Seat) *game.Game {
	g := game.New(nil)
	g.SetView(game.PlayerView())
	g.SetFight(game.FightOnSeat(l, ""))
	return g
}

// tableSeatGame is the projector's screen, the table seat's link: the
// window's table view (pinned: no way to a GM's panel) over that seat
// alone, with the window's calibration and zoom lock, remembered per
// screen where the window keeps them (the browser's storage on the web).
func tableSeatGame(l *game.LinkSeat) *game.Game {
	g := game.New(nil)
	g.SetFight(game.FightOnSeat(l, ""))
	g.PinTable()
	return g
}
