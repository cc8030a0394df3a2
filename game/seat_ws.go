//go:build !js

package game

import (
	"context"
	"net/http"

	"github.com/coder/websocket"
)

// wsLib is a connection through coder/websocket (the desktop's join).
type wsLib struct{ c *websocket.Conn }

// dialWS connects to the host; forbidden reports the host's 403 (a link
// it does not know), which no retry will mend.
func dialWS(ctx context.Context, url string) (wsConn, bool, error) {
	c, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, resp != nil && resp.StatusCode == http.StatusForbidden, err
	}
	c.SetReadLimit(64 << 20) // a state with a big map and log
	return wsLib{c}, false, nil
}

func (w wsLib) Read(ctx context.Context) ([]byte, error) {
	_, data, err := w.c.Read(ctx)
	return data, err
}

func (w wsLib) Write(ctx context.Context, msg []byte) error {
	return w.c.Write(ctx, websocket.MessageText, msg)
}

func (w wsLib) CloseNow()            { w.c.CloseNow() }
func (w wsLib) Status(err error) int { return int(websocket.CloseStatus(err)) }
