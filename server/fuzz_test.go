//go:build !js

package server_test

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemat/rules"
	"battlemat/server"
)

// FuzzIncoming feeds the host any bytes from any seat: it answers every
// message with JSON objects, never panics, never tells a non-GM seat of
// the hidden figure or the seed, and the battle stays whole (the save
// of it replays).
func FuzzIncoming(f *testing.F) {
	for _, s := range []string{
		`{"type":"action","id":"1","action":{"kind":"round"}}`,
		`{"type":"action","id":"2","action":{"kind":"move","who":"hero1","to":{"x":1,"y":0}}}`,
		`{"type":"action","id":"3","action":{"kind":"shoot","who":"hero1","targets":["c1"]}}`,
		`{"type":"action","id":"4","action":{"kind":"reveal","who":"lurker"}}`,
		`{"type":"action","id":"5","action":{"kind":"place","who":"lurker","to":{"x":1,"y":3}}}`,
		`{"type":"action","action":{"kind":"turn","who":"hero2"}}`,
		`{"type":"action","action":{"kind":"end_turn","who":"hero2"}}`,
		`{"type":"reissue","seat":"table"}`,
		`{"type":"action","id":{"x":1},"action":7}`,
		`{"type":"action","action":{"kind":"shoot","who":"hero1","targets":[null,"c1",1e400]}}`,
		`[]`, `{`, `null`, `"x"`, "\xff\xfe", `{"type":"action","action":{"kind":""}}`,
	} {
		for seat := range 4 {
			f.Add(uint8(seat), []byte(s))
		}
	}
	h, err := server.New(server.Config{Name: "table.yaml", Data: []byte(table), Seed: seed, SeedSet: true,
		Rate: 1e9, Burst: 1 << 30, Logf: f.Logf})
	if err != nil {
		f.Fatal(err)
	}
	seats := h.Seats()
	f.Fuzz(func(t *testing.T, seat uint8, data []byte) {
		s := seats[int(seat)%len(seats)]
		for _, m := range h.Receive(s, data) {
			var v map[string]any
			if err := json.Unmarshal(m, &v); err != nil {
				t.Fatalf("not a JSON object: %s", m)
			}
			if strings.Contains(string(m), "could not handle") {
				t.Fatalf("the host panicked on %q", data)
			}
			if strings.Contains(string(m), "987654321987") {
				t.Fatalf("the seed was sent: %s", m)
			}
			hidden := false
			h.Battle(func(b *rules.Battle) { hidden = b.Hidden("lurker") })
			if s != server.SeatGM && hidden && v["type"] != "refused" && strings.Contains(string(m), "lurker") {
				t.Fatalf("%s was told of the hidden figure: %s", s, m)
			}
		}
	})
}
