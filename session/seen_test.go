package session_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// A question carries what a screen shows with its prompt: whose
// bennies pay and how many are left in its text, and the rolls of the
// action up to it with their dice (the roll itself before its reroll;
// the shot and its damage before the victim's Soak).
func TestAQuestionCarriesTheRollsSoFarAndTheBenniesLeft(t *testing.T) {
	var reroll, soak *wire.Question
	for seed := uint64(1); seed < 300 && (reroll == nil || soak == nil); seed++ {
		s := newSession(t, askTable, seed, session.Config{})
		gmTurnOf(t, s, "gunman")
		now := time.Unix(0, 0)
		outs := s.Do(gm, act("shot", `{"kind":"shoot","who":"gunman","targets":["bob"]}`), now)
		for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
			q := qs[0]
			switch {
			case q.Kind == wire.AskReroll && reroll == nil:
				reroll = &q
			case q.Kind == wire.AskSoak && q.Rolls == 0 && soak == nil:
				soak = &q
			}
			no := false
			outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &no}, now)
		}
	}
	require.NotNil(t, reroll, "a reroll asked in 300 seeds")
	require.NotNil(t, soak, "a Soak asked in 300 seeds")

	assert.Contains(t, reroll.Text, "(2 left)?", "the gunman's own 2 bennies")
	assert.False(t, reroll.FromPool)
	require.NotEmpty(t, reroll.Seen)
	last := reroll.Seen[len(reroll.Seen)-1]
	assert.Equal(t, "gunman", last.Who)
	assert.NotEmpty(t, last.Dice, "the roll asked about, with its dice")
	require.NotNil(t, last.Total)

	assert.Equal(t, fmt.Sprintf("(%d left)?", soak.Bennies), soak.Text[len(soak.Text)-len(fmt.Sprintf("(%d left)?", soak.Bennies)):])
	assert.Equal(t, 3, soak.Bennies, "Bobby's own 3")
	require.GreaterOrEqual(t, len(soak.Seen), 2, "the shot and its damage")
	assert.Equal(t, "gunman", soak.Seen[0].Who)
	dmg := soak.Seen[len(soak.Seen)-1]
	assert.Equal(t, rules.EventDamage, dmg.Kind)
	assert.Equal(t, "bob", dmg.Target)
	assert.GreaterOrEqual(t, len(dmg.Dice), 4, "the cannon's 4d10")
	for _, d := range dmg.Dice {
		assert.NotEmpty(t, d.Faces)
	}
}
