//go:build !js

package server_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// lastRefusal is the last refusal among a client's messages.
func lastRefusal(t *testing.T, out [][]byte) map[string]any {
	t.Helper()
	for i := len(out) - 1; i >= 0; i-- {
		var m map[string]any
		require.NoError(t, json.Unmarshal(out[i], &m))
		if m["type"] == "refused" {
			return m
		}
	}
	t.Fatalf("no refusal in %d messages", len(out))
	return nil
}

// A message refused by the rate limit is answered with its id, so the
// client knows which of its messages was not taken.
func TestARateLimitRefusalCarriesTheMessagesID(t *testing.T) {
	h, _ := newHost(t, server.Config{Rate: 0.001, Burst: 1})
	h.Receive("gm", []byte(`{"type":"preview","id":"first","action":{"kind":"round"}}`))
	m := lastRefusal(t, h.Receive("gm", []byte(`{"type":"action","id":"second","action":{"kind":"round"}}`)))
	assert.Contains(t, m["error"], "too many messages")
	assert.Equal(t, "second", m["id"])
	assert.Equal(t, 0, h.Seq(), "nothing was done")
}

// A message whose handling panics is refused with its id; the host goes on.
func TestARecoveredPanicIsRefusedWithTheMessagesID(t *testing.T) {
	h, _ := newHost(t, server.Config{})
	out := h.ReceivePanicking("gm", []byte(`{"type":"action","id":"boom","action":{"kind":"round"}}`))
	m := lastRefusal(t, out)
	assert.Equal(t, "the host could not handle this message", m["error"])
	assert.Equal(t, "boom", m["id"])
}

// A text frame that is not UTF-8 is not a message: the connection is
// closed with 1007 (invalid frame payload data, as WebSocket says) and
// nothing in it is applied.
func TestAFrameThatIsNotUTF8ClosesTheConnectionWith1007(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm := dial(t, h, ts, "gm")
	bad := []byte("{\"type\":\"action\",\"id\":\"u\xff\",\"action\":{\"kind\":\"round\"}}")
	require.NoError(t, gm.ws.Write(context.Background(), websocket.MessageText, bad))
	select {
	case <-gm.done:
	case m := <-gm.msgs:
		t.Fatalf("answered instead of closed: %s", m)
	case <-time.After(patience(t)):
		t.Fatal("the connection stays open")
	}
	assert.Equal(t, websocket.StatusInvalidFramePayloadData, websocket.CloseStatus(gm.err))
	assert.Equal(t, 0, h.Seq(), "nothing was applied")
	out := h.Receive("gm", bad)
	for _, m := range out[1:] {
		assert.NotContains(t, string(m), `"applied"`)
	}
	assert.Equal(t, 0, h.Seq(), "nothing was applied")
}

// A test waits for an event, not for a wall clock a loaded machine can
// miss: a message that comes 11 s late (a -race run at load 5 took over
// 10 s) is still waited for.
func TestATestWaitsForALateMessage(t *testing.T) {
	t.Parallel()
	c := &conn{t: t, msgs: make(chan []byte, 1)}
	go func() {
		time.Sleep(11 * time.Second)
		c.msgs <- []byte(`{"type":"late"}`)
	}()
	assert.Equal(t, "late", c.next()["type"])
}
