package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// lurkerTable: Vera (Notice d8) and a cultist in the open; the Lurker
// (no Stealth: d4-2) hides from the players.
var lurkerTable = strings.Replace(upkeepTable, "spellcasting: d8}", "spellcasting: d8, notice: d8}", 1) + `  - id: c2
    name: Lurker
    side: cult
    hidden: true
    at: [5, 1]
    traits: {agility: d4, vigor: d4}
`

// searchAs sends Vera's search from her player's phone with the faces
// scripted and returns the log lines her phone is told.
func searchAs(t *testing.T, s *session.Session, faces ...int) []string {
	t.Helper()
	*s.Battle().RNG() = *rules.ScriptedRNG(faces...)
	outs := s.Do(session.Screen{Seat: "player:anna"}, act("s", `{"kind":"search","who":"vera"}`), time.Time{})
	require.Empty(t, refused(outs))
	for _, o := range outs {
		if a, ok := o.Msg.(wire.Applied); ok && o.Seat == "player:anna" {
			return a.Log
		}
	}
	require.Fail(t, "anna's phone heard nothing")
	return nil
}

// The phone offers Search with no target, and a search that misses
// tells the player nothing of the hider: not its name, nor its roll.
func TestAPhonesSearchThatMissesKeepsTheHiderHidden(t *testing.T) {
	s := newSession(t, lurkerTable, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	taken, _ := entries(s, "player:anna", "vera")
	assert.True(t, taken[menu.Search.Key()], "More > Search (Notice) on her turn")
	for _, o := range s.Offers("player:anna") {
		if o.Entry == menu.Search.Key() {
			assert.JSONEq(t, `{"kind":"search","who":"vera"}`, string(o.Action), "names nobody")
		}
	}
	// Notice d8 2, Wild Die 1: 2, below 4.
	log := searchAs(t, s, 2, 1, 3)
	assert.Equal(t, []string{"Vera rolls Notice (search): d8 2, Wild d6 1 = 2: searches."}, log)
	assert.True(t, s.Battle().Hidden("c2"))
}

// A search that beats the hider's Stealth reveals it to every seat, as
// the GM's reveal does.
func TestAPhonesSearchThatFindsTheHiderRevealsIt(t *testing.T) {
	s := newSession(t, lurkerTable, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	// Notice 5 against Stealth d4 3 -2 unskilled = 1.
	log := searchAs(t, s, 5, 2, 3)
	assert.Contains(t, log, "Vera's Notice 5 against Stealth 1 finds Lurker.")
	assert.Contains(t, log, "Lurker is revealed: found by Vera.")
	assert.False(t, s.Battle().Hidden("c2"))
	_, seen := s.View("player:anna").Figures["c2"]
	assert.True(t, seen, "on the player's map now")
}

// A caster with Silence (swade, rules revision 8) is offered it on the
// phone as a Large Blast put on the map with taps, as Light is.
func TestThePhoneCastsSilenceAsALargeBlastAtAPoint(t *testing.T) {
	src := strings.Replace(lurkerTable, "powers: [Protection]", "powers: [Protection, Silence]", 1)
	s := newSession(t, src, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	var got []wire.Offer
	for _, o := range s.Offers("player:anna") {
		if o.Kind == rules.KindCast && o.Weapon == "Silence" {
			got = append(got, o)
		}
	}
	require.Len(t, got, 1)
	assert.Equal(t, "lbt", got[0].Template)
	assert.Empty(t, got[0].Why)
	*s.Battle().RNG() = *rules.ScriptedRNG(5, 2)
	outs := s.Do(session.Screen{Seat: "player:anna"}, act("c", `{"kind":"cast","who":"vera","power":"Silence","at":{"x":2.5,"y":1.5}}`), time.Time{})
	require.Empty(t, refused(outs))
	assert.Equal(t, 9, s.Battle().Figure("vera").PowerPoints(), "1 Power Point")
}
