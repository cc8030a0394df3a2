//go:build !js

package server

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
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
	dir := ""
	if h.cfg.SaveDir != "" {
		dir = filepath.Join(h.cfg.SaveDir, setupDir)
	}
	m, kept, err := c.setupMap(msg, dir)
	if err == nil {
		err = h.newBattle(msg.Name, msg.Scenario, msg.Map, m, kept)
	}
	if err != nil {
		refuse(c, msg.ID, oneLine(err.Error()))
		return
	}
	c.upload = nil
	for o := range h.clients {
		o.send(mustJSON(h.state(o.seat)))
	}
	h.timer()
}

// newBattle starts scenario as the table's battle (on the map file m
// when not nil: the one the scenario names ref, sent, or kept in the save
// folder already), or says why not and changes nothing.
func (h *Host) newBattle(name, scenario, ref string, m *mapUpload, kept bool) (err error) {
	switch {
	case scenario == "":
		return fmt.Errorf(`a setup message needs "scenario": the scenario's text`)
	case len(scenario) > wire.MaxSetupScenario:
		return fmt.Errorf("a scenario of %d bytes: at most %d", len(scenario), wire.MaxSetupScenario)
	}
	name = setupName(name)
	if h.cfg.SaveDir != "" && inAssets(h.cfg.SaveDir) {
		return fmt.Errorf("the save folder %s is in the program's assets/: the host never writes there", h.cfg.SaveDir)
	}
	// parseAs is the name the scenario is read under: beside its map
	// file when it has one.
	parseAs := name
	if m != nil {
		if h.cfg.SaveDir == "" {
			return fmt.Errorf("the host keeps a map file only in its save folder: start it with --save DIR")
		}
		if err := checkMapName(ref); err != nil {
			return err
		}
		if board.MapFileOf([]byte(scenario)) != ref {
			return fmt.Errorf("the scenario does not name the map file %s", ref)
		}
		if err := checkMapData(m.name, m.data); err != nil {
			return err
		}
		dir := filepath.Join(h.cfg.SaveDir, setupDir)
		saved, undo, perr := m.name, func() {}, error(nil)
		if !kept {
			saved, undo, perr = putMap(dir, m)
		}
		if perr != nil {
			var pe *os.PathError
			if errors.As(perr, &pe) {
				h.logf("host: saving the map file: %v", perr)
				return fmt.Errorf("the host could not save the map file; nothing was done")
			}
			return perr
		}
		defer func() {
			if err != nil {
				undo()
			}
		}()
		if saved != ref {
			// The GM's file of that name stays; the scenario says this one.
			if scenario, err = board.RenameMapFile(scenario, ref, saved); err != nil {
				return err
			}
		}
		parseAs = filepath.Join(dir, name)
	}
	if _, err := board.Parse(parseAs, []byte(scenario)); err != nil {
		return fmt.Errorf("the scenario: %v", err)
	}
	var path string
	if h.cfg.SaveDir != "" {
		path = freePath(filepath.Join(h.cfg.SaveDir, setupDir, name))
		name = filepath.Base(path)
		if m != nil {
			parseAs = path
		}
	}
	var buf [8]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return err
	}
	// A fight on a map file is named by its path, so that it finds its
	// map when the host goes on with it.
	fileName := name
	if m != nil {
		fileName = parseAs
	}
	file := &board.BattleFile{Format: board.BattleFormat, Name: fileName, Scenario: scenario, Seed: binary.LittleEndian.Uint64(buf[:]), Rules: rules.CurrentRevision}
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
	if err := h.saveTable(file, s.Settings()); err != nil {
		// The old fight's settings stay, named by its battle: the new one
		// starts from the scenario's again if the host is restarted.
		h.logf("host: saving the new fight's settings: %v", err)
	}
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
	dir := filepath.Join(h.cfg.SaveDir, setupDir)
	if h.cfg.SaveDir == "" || (filepath.Base(f.Name) != f.Name && filepath.Clean(filepath.Dir(f.Name)) != filepath.Clean(dir)) {
		return false
	}
	data, err := os.ReadFile(filepath.Join(dir, filepath.Base(f.Name)))
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
