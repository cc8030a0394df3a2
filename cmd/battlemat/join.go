package main

import (
	"context"
	"fmt"
	"net/url"

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

// remoteGame is a seat's screen joined to the host of the link: the
// connection runs until ctx ends.
func remoteGame(ctx context.Context, link string) (*game.RemoteGame, error) {
	ws, err := wsURL(link)
	if err != nil {
		return nil, err
	}
	l := &game.LinkSeat{}
	g := game.NewRemoteGame(game.NewRemote(l))
	g.QR = qrModules
	go l.Connect(ctx, ws)
	return g, nil
}
