//go:build !js

package server_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// stripOf is a message's initiative strip: each box's card and figures.
func stripOf(t *testing.T, m map[string]any) (cards []string, figures [][]string) {
	t.Helper()
	boxes, ok := m["initiative"].([]any)
	require.True(t, ok, "the message has no initiative: %v", m)
	for _, b := range boxes {
		bx := b.(map[string]any)
		cards = append(cards, bx["card"].(string))
		figures = append(figures, toStrings(bx["figures"]))
	}
	return cards, figures
}

func TestHostSendsTheRoundsInitiativeWithoutHiddenFigures(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, tab, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "table"), dial(t, h, ts, "player:anna")

	gm.act("g1", `{"kind":"round"}`)
	mg, mt, ma := gm.next(), tab.next(), anna.next()
	for _, m := range []map[string]any{mg, mt, ma} {
		require.Equal(t, "applied", m["type"], "%v", m)
	}
	gmCards, gmFigs := stripOf(t, mg)
	all := map[string]bool{}
	for _, ids := range gmFigs {
		for _, id := range ids {
			all[id] = true
		}
	}
	assert.Equal(t, map[string]bool{"hero1": true, "hero2": true, "c1": true, "lurker": true}, all,
		"the GM's strip holds every figure dealt in")
	for i, ids := range gmFigs {
		if ids[0] == "lurker" {
			t.Logf("the lurker's card: %s", gmCards[i])
		}
	}

	for name, m := range map[string]map[string]any{"table": mt, "player:anna": ma} {
		cards, figs := stripOf(t, m)
		var flat []string
		for _, ids := range figs {
			flat = append(flat, ids...)
		}
		assert.ElementsMatch(t, []string{"hero1", "hero2", "c1"}, flat, "%s: the strip leaves the lurker out", name)
		// The same countdown as the GM's, the lurker's box dropped.
		var want []string
		for i, ids := range gmFigs {
			if !(len(ids) == 1 && ids[0] == "lurker") {
				want = append(want, gmCards[i])
			}
		}
		assert.Equal(t, want, cards, "%s: the cards in countdown order", name)
	}

	// The turn under way is the first box and marked; those done are told.
	up := gmFigs[0][0]
	if up == "lurker" {
		up = gmFigs[1][0]
	}
	gm.act("g2", `{"kind":"turn","who":"`+up+`"}`)
	mg = gm.next()
	tab.next()
	anna.next()
	require.Equal(t, "applied", mg["type"], "%v", mg)
	first := mg["initiative"].([]any)[0].(map[string]any)
	assert.Equal(t, true, first["now"], "the turn under way leads the strip")
	assert.Equal(t, up, toStrings(first["figures"])[0])

	// A new connection's state carries the strip too, and no seat but the
	// GM's ever hears of the lurker: every byte checked.
	tab2 := dial(t, h, ts, "table")
	for _, c := range []*conn{tab, anna, tab2} {
		got := c.bytes()
		assert.Contains(t, got, `"initiative":[`)
		for _, s := range secrets {
			assert.NotContains(t, got, s, "a non-GM seat was sent %q", s)
		}
	}
	assert.True(t, strings.Contains(gm.bytes(), `"lurker"`), "the GM's strip names the lurker")
}
