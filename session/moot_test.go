package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/session"
	"battlemat/wire"
)

// A benny reroll is not asked about a hit that put every figure it was
// made against out of the fight (rules.RerollAsk.Moot, the window's
// rule): no reroll can improve it. Annie (1 benny, Shooting d6) shoots
// the GM's Extra thug with a cannon that wounds whenever it hits: a hit
// short of a raise that leaves him Incapacitated asks nothing; one that
// leaves him up (he soaked by the default policy) asks, as does a miss.
func TestARerollIsNotAskedWhenTheHitPutItsTargetsOut(t *testing.T) {
	table := strings.Replace(askTable, "bennies: 0", "bennies: 1", 1)
	table = strings.Replace(table, "shooting: d12+2", "shooting: d6", 1)
	moot, asked := 0, 0
	for seed := uint64(1); seed < 200 && (moot < 3 || asked < 3); seed++ {
		s := newSession(t, table, seed, session.Config{})
		gmTurnOf(t, s, "anna")
		now := time.Unix(0, 0)
		outs := s.Do(session.Screen{Seat: "player:anna"}, act("shot", `{"kind":"shoot","who":"anna","targets":["thug"]}`), now)
		var rerolls int
		for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
			if qs[0].Kind == wire.AskReroll {
				rerolls++
			}
			no := false
			outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, now)
		}
		require.Empty(t, refused(outs), "seed %d", seed)
		asks := s.Battle().RerollAsks()
		if len(asks) != 1 {
			continue // a raise: nothing to ask
		}
		if asks[0].Moot {
			moot++
			assert.Zero(t, rerolls, "seed %d: the thug is out, the reroll moot", seed)
		} else {
			asked++
			assert.Equal(t, 1, rerolls, "seed %d: the reroll could still matter", seed)
		}
	}
	assert.GreaterOrEqual(t, moot, 3, "moot shots seen")
	assert.GreaterOrEqual(t, asked, 3, "shots asked about seen")
}
