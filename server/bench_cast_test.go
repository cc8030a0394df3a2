//go:build !js

package server_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/rules"
	"battlemat/server"
)

// BenchmarkCasterState is the state a player's screen is sent on her
// caster's turn, with 16 cultists on the table: the host checks a cast of
// each of her powers at each figure she sees (powers=9: Bolt, Blast,
// Burst, Protection, Deflection, Healing, Relief, Smite, Stun), against
// the same state for a figure with no powers (powers=0).
func BenchmarkCasterState(b *testing.B) {
	for _, powers := range []string{"", "Bolt, Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun"} {
		b.Run(fmt.Sprintf("powers=%d", len(strings.Fields(powers))), func(b *testing.B) {
			data := castTable()
			data = strings.Replace(data, "powers: [Bolt, Blast, Protection]", "powers: ["+powers+"]", 1)
			var more strings.Builder
			for i := range 16 {
				fmt.Fprintf(&more, "  - {id: k%d, name: Cultist %d, side: cult, at: [%d, %d], traits: {agility: d6, fighting: d6, vigor: d6}}\n", i, i+2, 4+i%8, 2+i/8)
			}
			data += more.String()
			h, _ := newHost(b, server.Config{Name: "more.yaml", Data: []byte(data)})
			h.Battle(func(bt *rules.Battle) {
				if err := bt.Apply(rules.StartRound{}); err != nil {
					b.Fatal(err)
				}
				for bt.NextUp()[0] != "hero1" {
					up := bt.NextUp()[0]
					if err := bt.Apply(rules.StartTurn{Who: up}); err != nil {
						b.Fatal(err)
					}
					if err := bt.Apply(rules.EndTurn{Who: up}); err != nil {
						b.Fatal(err)
					}
				}
				if err := bt.Apply(rules.StartTurn{Who: "hero1"}); err != nil {
					b.Fatal(err)
				}
			})
			for b.Loop() {
				if len(h.Receive("player:anna", nil)) == 0 {
					b.Fatal("no state sent")
				}
			}
		})
	}
}
