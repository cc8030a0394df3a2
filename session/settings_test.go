package session_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// Every change of the GM's to the table's settings is handed to
// SaveSettings before it takes effect; a session started with those
// settings has them, over the scenario's and the GMAsks flag's.
func TestTheGMsSettingsAreSavedAndASessionStartsFromThem(t *testing.T) {
	human := strings.Replace(aiTable, "cult: {control: ai}", "cult: {}", 1)
	var saved []session.Settings
	s := newSession(t, human, 1, session.Config{SaveSettings: func(v session.Settings) error {
		saved = append(saved, v)
		return nil
	}})
	all, cult, edits := "all", []string{"cult"}, true
	s.Do(gm, wire.Incoming{Type: wire.TypeSettings, GMAsks: &all}, time.Unix(100, 0))
	s.Do(gm, wire.Incoming{Type: wire.TypeSettings, AI: &cult, ShowGMEdits: &edits}, time.Unix(100, 0))
	require.Len(t, saved, 2)
	assert.Equal(t, rules.GMAsksAll, saved[0].GMAsks)
	assert.Empty(t, saved[0].AI)
	last := saved[1]
	assert.Equal(t, session.Settings{GMAsks: rules.GMAsksAll, ShowGMEdits: true, AI: []string{"cult"}, Sides: []string{"cult", "heroes"}}, last)

	again := newSession(t, human, 1, session.Config{GMAsks: rules.GMAsksNever, Settings: &last})
	assert.Equal(t, last, again.Settings(), "the saved settings, not the scenario's nor the flag's")

	// Without saved settings (a save folder from before they were kept)
	// the scenario's and the flag's, as before.
	plain := newSession(t, aiTable, 1, session.Config{GMAsks: rules.GMAsksNever})
	assert.Equal(t, session.Settings{GMAsks: rules.GMAsksNever, AI: []string{"cult"}, Sides: []string{"cult", "heroes"}}, plain.Settings())
}

// A change that cannot be saved is refused and changes nothing: a
// restart would otherwise lose it.
func TestASettingThatCannotBeSavedIsRefused(t *testing.T) {
	s := newSession(t, aiTable, 1, session.Config{SaveSettings: func(session.Settings) error { return errors.New("disk full") }})
	never := "never"
	outs := s.Do(gm, wire.Incoming{Type: wire.TypeSettings, ID: "g", GMAsks: &never}, time.Unix(100, 0))
	assert.Contains(t, refused(outs), "could not save the table's settings")
	assert.Equal(t, rules.GMAsksWildCards, s.Settings().GMAsks)
}

// Saved settings that do not fit the battle (a side it does not have, a
// gm_asks nobody knows) stop the session with one line.
func TestSavedSettingsThatDoNotFitTheBattleAreRefused(t *testing.T) {
	for _, bad := range []session.Settings{{AI: []string{"martians"}}, {GMAsks: "often"}} {
		file := &board.BattleFile{Format: board.BattleFormat, Name: "t.yaml", Scenario: aiTable, Seed: 1, Rules: rules.CurrentRevision}
		_, err := session.New(session.Config{File: file, Settings: &bad, Logf: func(string, ...any) {}})
		require.Error(t, err)
		assert.ErrorIs(t, err, session.ErrSettings)
		assert.NotContains(t, err.Error(), "\n")
	}
}
