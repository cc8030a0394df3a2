package game

import (
	"path"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

// pageFiles stands in for the browser page: Save downloads (SaveText),
// the files the person opened are kept by name where the loader looks
// first (KeepText and board.ReadMapFile, as cmd/battlemat/maps_js.go).
func pageFiles(t *testing.T) (kept, downloaded map[string][]byte) {
	t.Helper()
	kept, downloaded = map[string][]byte{}, map[string][]byte{}
	oldSave, oldKeep, oldRead := SaveText, KeepText, board.ReadMapFile
	t.Cleanup(func() { SaveText, KeepText, board.ReadMapFile = oldSave, oldKeep, oldRead })
	SaveText = func(name string, data []byte) error { downloaded[name] = data; return nil }
	KeepText = func(name string, data []byte) { kept[path.Base(name)] = data }
	board.ReadMapFile = func(p string) ([]byte, error) {
		if data, ok := kept[path.Base(p)]; ok {
			return data, nil
		}
		return oldRead(p)
	}
	return kept, downloaded
}

// In the browser, Save downloads the scenario and the roster holding the
// figures pasted; the page keeps that roster, so the scenario just
// downloaded opens again in the same page.
func TestSetupSavedInTheBrowserReopensWithTheRosterItSaved(t *testing.T) {
	kept, downloaded := pageFiles(t)
	kept["party.yaml"] = []byte("figures:\n  - {id: ann, name: Ann, wildcard: true, traits: {agility: d8, vigor: d6}}\n")
	s, err := NewSetup(filepath.Join(t.TempDir(), "new-fight.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.OpenRoster("party.yaml"))
	require.NoError(t, s.PasteStatBlock("Dock Tough\nAttributes: Agility d6, Smarts d4, Spirit d6, Strength d8, Vigor d6\nSkills: Fighting d6, Notice d4\nPace: 6; Parry: 5; Toughness: 5\n"))
	require.NoError(t, s.Place("ann", sq(1, 1), 1, "party"))
	require.NoError(t, s.Place("dock-tough", sq(4, 4), 1, "foes"))
	_, err = s.Save()
	require.NoError(t, err)
	require.Contains(t, downloaded, "party.yaml")
	require.Contains(t, downloaded, "new-fight.yaml")
	assert.Equal(t, string(downloaded["party.yaml"]), string(kept["party.yaml"]), "the page keeps the roster it saved")

	again, err := NewSetup(filepath.Join(t.TempDir(), "other.yaml"), 5, 5)
	require.NoError(t, err)
	require.NoError(t, again.OpenData("new-fight.yaml", downloaded["new-fight.yaml"]))
	assert.Len(t, again.Board().Figures, 2)
}
