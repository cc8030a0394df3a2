package session_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/session"
)

// A figure with Tentacle Actions is offered its volley on its phone at
// the foe beside it (More's Tentacles), and a phone's figure without the
// ability is not.
func TestThePhoneOffersTentaclesAtTheFoeInReach(t *testing.T) {
	src := strings.Replace(upkeepTable, "    powers: [Protection]\n", "    powers: [Protection]\n    abilities: [\"Tentacles: Str+d6\", \"Tentacle Actions (4)\"]\n", 1)
	src = strings.Replace(src, "at: [4, 1]", "at: [1, 0]", 1)
	require.NotEqual(t, upkeepTable, src)
	volleys := func(s *session.Session) []string {
		var out []string
		for _, o := range s.Offers("player:anna") {
			if o.Kind == rules.KindTentacles && o.Why == "" {
				out = append(out, string(o.Action))
			}
		}
		return out
	}
	s := newSession(t, src, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	assert.Equal(t, []string{`{"kind":"tentacles","who":"vera","target":"c1"}`}, volleys(s))

	plain := newSession(t, strings.Replace(upkeepTable, "at: [4, 1]", "at: [1, 0]", 1), 1, session.Config{})
	fighttest.ToTurn(t, plain.Battle(), "vera", 0)
	assert.Empty(t, volleys(plain), "no Tentacle Actions: no volley")
}
