//go:build !js

package server_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/server"
)

// The GM's pool of bennies (one per player character: two here) is the
// GM's alone: the GM's state and results carry it and the GM's log says
// what is left; no byte sent to a player or the table does.
func TestTheGMsPoolReachesTheGMAlone(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna, tbl := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	assert.Contains(t, gm.bytes(), `"pool":2`, "the GM's state")
	gmDo(t, gm, "s", `{"kind":"set_state","who":"gunman","state":{"shaken":true}}`, "")
	gm.act("u", `{"kind":"unshake","who":"gunman"}`)
	m := gm.until("applied")
	assert.Equal(t, 1.0, m["pool"], "one benny spent")
	assert.Contains(t, fmt.Sprint(m["log"]), "The GM spends a benny from the pool for Gunman on unshake (1 left in the pool).")
	for _, c := range []*conn{anna, tbl} {
		c.until("applied")
		assert.Contains(t, fmt.Sprint(c.until("applied")["log"]), "The GM spends a benny from the pool for Gunman on unshake.")
	}
	assert.Contains(t, dial(t, h, ts, "gm").bytes(), `"pool":1`, "a fresh GM screen's state")
	for _, c := range []*conn{anna, tbl, dial(t, h, ts, "player:bob"), dial(t, h, ts, "table")} {
		b := c.bytes()
		assert.NotContains(t, b, `"pool"`)
		assert.NotContains(t, b, "in the pool")
	}
}
