//go:build !js

package server

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// A new fight set up on the GM's tablet (wire's setup message): the host
// checks the scenario as `battlemat check` does, keeps the old battle's
// file as it was autosaved, saves the scenario in its save folder (never
// the program's assets/) and starts it as the table's battle. Every seat
// gets the new state; the seats that still have a figure keep their
// links. Bad input gets one line back and changes nothing.

// Files a set-up fight leaves in the save folder: the scenarios beside
// battle.json, and the battles they replaced.
const (
	setupDir    = "scenarios"
	oldBattles  = "battles"
	defaultName = "new-fight.yaml"
)

var unsafeName = regexp.MustCompile(`[^a-z0-9_-]+`)

// setupName is the scenario's file name from the GM's: its base, lower
// case, letters, digits, - and _ only, ending .yaml.
func setupName(name string) string {
	base := strings.ToLower(filepath.Base(name))
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	stem = strings.Trim(unsafeName.ReplaceAllString(stem, "-"), "-")
	if stem == "" || stem == "." {
		return defaultName
	}
	return stem + ".yaml"
}

// setup takes the GM's setup message.
func (h *Host) setup(c *client, msg wire.Incoming) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.seat != SeatGM {
		refuse(c, msg.ID, "only the GM may set up a new fight")
		return
	}
	if err := h.newBattle(msg.Name, msg.Scenario); err != nil {
		refuse(c, msg.ID, oneLine(err.Error()))
		return
	}
	for o := range h.clients {
		o.send(mustJSON(h.state(o.seat)))
	}
	h.timer()
}

// newBattle starts scenario as the table's battle, or says why not and
// changes nothing.
func (h *Host) newBattle(name, scenario string) error {
	switch {
	case scenario == "":
		return fmt.Errorf(`a setup message needs "scenario": the scenario's text`)
	case len(scenario) > wire.MaxSetupScenario:
		return fmt.Errorf("a scenario of %d bytes: at most %d", len(scenario), wire.MaxSetupScenario)
	}
	name = setupName(name)
	if _, err := board.Parse(name, []byte(scenario)); err != nil {
		return fmt.Errorf("the scenario: %v", err)
	}
	if h.cfg.SaveDir != "" && inAssets(h.cfg.SaveDir) {
		return fmt.Errorf("the save folder %s is in the program's assets/: the host never writes there", h.cfg.SaveDir)
	}
	var path string
	if h.cfg.SaveDir != "" {
		path = freePath(filepath.Join(h.cfg.SaveDir, setupDir, name))
		name = filepath.Base(path)
	}
	var buf [8]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return err
	}
	file := &board.BattleFile{Format: board.BattleFormat, Name: name, Scenario: scenario, Seed: binary.LittleEndian.Uint64(buf[:]), Rules: rules.CurrentRevision}
	s, err := session.New(h.sessionConfig(file))
	if err != nil {
		return fmt.Errorf("the scenario: %v", err)
	}
	if h.cfg.SaveDir != "" {
		// The old battle as it was autosaved, then the scenario, then the
		// new battle: a host stopped between them goes on with the old.
		old, err := h.s.BattleFile()
		if err == nil {
			err = os.MkdirAll(filepath.Join(h.cfg.SaveDir, oldBattles), 0o700)
		}
		if err == nil {
			err = board.WriteFileAtomic(freePath(filepath.Join(h.cfg.SaveDir, oldBattles, "battle.json")), old)
		}
		if err == nil {
			err = os.MkdirAll(filepath.Dir(path), 0o700)
		}
		if err == nil {
			err = board.WriteFileAtomic(path, []byte(scenario))
		}
		if err != nil {
			h.logf("host: saving the new fight: %v", err)
			return fmt.Errorf("the host could not save the new fight; nothing was done")
		}
	}
	h.s = s
	if err := h.syncSeats(); err != nil {
		h.logf("host: the players' seats: %v", err)
	}
	if data, err := s.BattleFile(); err == nil {
		err = h.saveBattle(data)
		if err != nil {
			h.logf("host: saving the new battle: %v", err)
		}
	}
	h.logf("host: the GM started a new fight: %s", name)
	return nil
}

// setUpHere reports whether a saved battle's scenario is one the GM set
// up at this table (kept in the save folder's scenarios): the host goes
// on with it whatever FILE it was started with.
func (h *Host) setUpHere(f *board.BattleFile) bool {
	if h.cfg.SaveDir == "" || filepath.Base(f.Name) != f.Name {
		return false
	}
	data, err := os.ReadFile(filepath.Join(h.cfg.SaveDir, setupDir, f.Name))
	return err == nil && string(data) == f.Scenario
}

// freePath is path, or the first free NAME-2.EXT, NAME-3.EXT... beside
// it: a new file never replaces one.
func freePath(path string) string {
	ext := filepath.Ext(path)
	stem := strings.TrimSuffix(path, ext)
	p := path
	for n := 2; n < 100000; n++ {
		if _, err := os.Stat(p); err != nil {
			return p
		}
		p = fmt.Sprintf("%s-%d%s", stem, n, ext)
	}
	return p
}

// inAssets reports whether dir is the program's assets/ or inside it.
func inAssets(dir string) bool {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return true
	}
	for d := abs; d != filepath.Dir(d); d = filepath.Dir(d) {
		if filepath.Base(d) == "assets" {
			return true
		}
	}
	return false
}
