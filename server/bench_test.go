//go:build !js

package server_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/coder/websocket"

	"battlemat/server"
)

// BenchmarkHostAction is an action's way through the host: received on
// the GM's WebSocket, applied, and its result read by 10 clients (the GM
// and 9 others) over the loopback, all on this machine. Without --save
// (a save adds a file write and fsync). It is measured after 100 and
// after 8,000 earlier actions (sent the same way first): the cost of an
// action must not grow with the length of the battle. cpu-ns/op is the
// CPU time of the whole process (host and clients) per action.
func BenchmarkHostAction(b *testing.B) {
	for _, before := range []int{100, 8000} {
		b.Run(fmt.Sprintf("after=%d", before), func(b *testing.B) {
			h, ts := newHost(b, server.Config{Rate: 1e9, Burst: 1 << 30})
			gm := dial(b, h, ts, "gm")
			var others []*conn
			for i := range 9 {
				others = append(others, dial(b, h, ts, h.Seats()[1+i%3]))
			}
			ctx := context.Background()
			act := func(i int) {
				data := fmt.Sprintf(`{"type":"action","id":"%d","action":{"kind":"place","who":"c1","to":{"x":%d,"y":1}}}`, i, 5+i%2)
				if err := gm.ws.Write(ctx, websocket.MessageText, []byte(data)); err != nil {
					b.Fatal(err)
				}
				<-gm.msgs
				for _, c := range others {
					<-c.msgs
				}
			}
			for i := range before {
				act(i)
			}
			cpu0, n := cpuTime(), 0
			for i := before; b.Loop(); i++ {
				act(i)
				n++
			}
			// The process's CPU time (the host and its 10 clients): on a
			// shared machine steadier than the wall clock.
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(n), "cpu-ns/op")
		})
	}
}
