package game

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"battlemat/board"
	"battlemat/wire"

	"github.com/goccy/go-yaml"
)

// The setup screen on the GM's tablet: Set up (before the first deal: the
// scenario on the table, to change it) or New fight (a blank map) opens
// the window's setup screen in a window of the tablet's own; its Start
// sends the scenario to the host (wire's setup message), which checks
// it, saves it and starts it as the table's battle. A refusal comes back
// to the setup's line and the setup stays; the host's new state closes
// it. Leave goes back to the table unchanged.

var notName = regexp.MustCompile(`[^a-z0-9_-]+`)

// openSetup makes the setup the GM asked for; the view opens it.
func (r *Remote) openSetup() {
	var s *Setup
	var err error
	if r.beforeFirstDeal() && r.scenario != "" {
		name := strings.Trim(notName.ReplaceAllString(strings.ToLower(r.Board.Name), "-"), "-")
		if name == "" {
			name = "table"
		}
		s = &Setup{path: FreePath(name + ".yaml")}
		if err = s.OpenData(s.path, []byte(r.scenario)); err == nil {
			s.undo = nil
		}
	} else {
		s, err = NewSetup(FreePath("new-fight.yaml"), 20, 15)
	}
	if err == nil {
		err = s.rosterOfTable([]byte(r.scenario))
	}
	if err != nil {
		r.fail(fmt.Errorf("setup: %v", oneLine(err.Error())))
		return
	}
	r.tablet.setup, r.tablet.setupRefuse, r.tablet.setupDone = s, "", false
}

// rosterOfTable gives a setup with no roster (the tablet reads no file
// beside the scenario) the table's figures as its roster: the party and
// the foes to place again, or more of. Save writes it as roster.yaml.
func (s *Setup) rosterOfTable(text []byte) error {
	if len(s.doc.rosterFigs) > 0 || len(text) == 0 {
		return nil
	}
	d, err := parseSetupDoc(text)
	if err != nil {
		return err
	}
	taken := map[string]bool{}
	for _, f := range append(d.figures, s.doc.figures...) {
		taken[msStr(f.keys, "id")] = true
	}
	var figs []yaml.MapSlice
	for _, f := range d.figures {
		id := msStr(f.keys, "id")
		if msStr(f.keys, "use") != "" || id == "" || len(f.at) != 1 {
			continue // a roster's entry: its figure is not in the text
		}
		// Placed, the entry's first figure takes the entry's id: not the
		// table figure's own (c1 again), but c1-2.
		rid := id
		for n := 2; taken[rid]; n++ {
			rid = fmt.Sprintf("%s-%d", id, n)
		}
		taken[rid] = true
		figs = append(figs, msSet(msUnset(msUnset(slices.Clone(f.keys), "player"), "hidden"), "id", rid))
	}
	if len(figs) == 0 {
		return nil
	}
	s.doc.roster, s.doc.rosterFigs, s.doc.pasted = RosterFile, figs, len(figs)
	if err := s.checkRoster(&s.doc); err != nil {
		s.doc.roster, s.doc.rosterFigs, s.doc.pasted = "", nil, 0
		return nil // the figures do not make a roster: none
	}
	s.version++
	return nil
}

// sendSetup sends the set-up scenario to the host, which starts it; a
// map file it names (mapName, mapData: none when "") goes first, in
// pieces a few a tick (sendMapParts), the setup after the last.
func (r *Remote) sendSetup(name string, text []byte, mapName string, mapData []byte) error {
	if len(text) > wire.MaxSetupScenario {
		return fmt.Errorf("a scenario of %d bytes: the host takes at most %d", len(text), wire.MaxSetupScenario)
	}
	if len(mapData) > board.MaxMapFileBytes {
		return fmt.Errorf("the map file %s is over %d MB: the host takes none larger", mapName, board.MaxMapFileBytes>>20)
	}
	r.nextID++
	id := "setup" + strconv.Itoa(r.nextID)
	msg := wire.Incoming{Type: wire.TypeSetup, ID: id, Name: name, Scenario: string(text)}
	if mapName != "" && len(mapData) > 0 {
		msg.Map = mapName
		if sum := r.hostHas(mapData); sum != "" {
			// The host has these bytes: the setup names them, none sent.
			msg.MapSHA256 = sum
			if err := r.seat.Send(msg); err != nil {
				return fmt.Errorf("not sent (%v): try again once connected", err)
			}
			r.tablet.setupID, r.tablet.setupText, r.tablet.setupRefuse = id, string(text), ""
			return nil
		}
		r.tablet.setupID, r.tablet.setupText, r.tablet.setupRefuse = id, string(text), ""
		r.tablet.mapOut = &mapSend{name: mapName, data: mapData, msg: msg}
		r.sendMapParts()
		return nil
	}
	if err := r.seat.Send(msg); err != nil {
		return fmt.Errorf("not sent (%v): try again once connected", err)
	}
	r.tablet.setupID, r.tablet.setupText, r.tablet.setupRefuse = id, string(text), ""
	return nil
}

// hostHas is the SHA-256 (hex) of a map file's bytes when the host said
// it has a file of them (the GM's state's maps); "" when it has not.
func (r *Remote) hostHas(data []byte) string {
	if len(r.tablet.hostMaps) == 0 {
		return ""
	}
	sum := sha256.Sum256(data)
	hexSum := hex.EncodeToString(sum[:])
	for _, f := range r.tablet.hostMaps {
		if f.SHA256 == hexSum {
			return hexSum
		}
	}
	return ""
}

// mapSend is a map file going to the host in pieces before its setup.
type mapSend struct {
	name string
	data []byte
	at   int           // the bytes sent
	msg  wire.Incoming // the setup, sent after the last piece
}

// mapPartsATick is how many pieces of a map file go a tick: the seat's
// queue holds 64 messages, and the host takes about 240 pieces a second
// (2 a tick at 60 ticks a second is 4.8 MB a second).
const mapPartsATick = 2

// sendMapParts sends the next pieces of the map file going to the host,
// then its setup. The pieces carry the setup's id: the host's refusal of
// one is the setup's, and ends the sending. A piece the seat cannot take
// now (its queue full, not connected) goes next tick; the host refuses
// the rest of a file whose start went over a connection since lost.
func (r *Remote) sendMapParts() {
	m := r.tablet.mapOut
	if m == nil {
		return
	}
	if r.tablet.setupID != m.msg.ID {
		r.tablet.mapOut = nil // refused, or another setup sent since
		return
	}
	for range mapPartsATick {
		if m.at >= len(m.data) {
			if r.seat.Send(m.msg) == nil {
				r.tablet.mapOut = nil
			}
			return
		}
		end := min(m.at+wire.MapPartBytes, len(m.data))
		part := wire.Incoming{Type: wire.TypeMapPart, ID: m.msg.ID, Name: m.name, Size: len(m.data), At: m.at, Data: m.data[m.at:end]}
		if r.seat.Send(part) != nil {
			return
		}
		m.at = end
	}
}

// sendingMap is the share of the map file sent, while it goes.
func (r *Remote) sendingMap() (string, float64, bool) {
	m := r.tablet.mapOut
	if m == nil || len(m.data) == 0 {
		return "", 0, false
	}
	return m.name, float64(m.at) / float64(len(m.data)), true
}

// mapToSend is the map file the setup's scenario names and its content,
// when the tablet has it (a file the GM opened here, or one the program
// ships); "" when it names none, or one only the host may have.
func (s *Setup) mapToSend() (string, []byte) {
	name := msStr(s.doc.mapRest, "uvtt")
	if name == "" {
		if v, ok := msGet(s.doc.mapRest, "image"); ok {
			if im, ok := v.(yaml.MapSlice); ok {
				name = msStr(im, "file")
			}
		}
	}
	if name == "" || filepath.Base(name) != name {
		return "", nil
	}
	data, err := board.ReadMapFile(filepath.Join(filepath.Dir(s.previewName()), name))
	if err != nil {
		return "", nil
	}
	return name, data
}

// SetupTakes hands a file the page opened (the browser's file picker) to
// the tablet's setup while it is open: a map or a scenario opens there,
// a roster becomes its roster; false when no setup is open.
func (g *RemoteGame) SetupTakes(name string, data []byte) bool {
	if g.local == nil {
		return false
	}
	s := g.local.Setup()
	if s == nil {
		return false
	}
	if board.IsRoster(data) {
		_ = s.OpenRoster(name)
		return true
	}
	_ = s.OpenData(name, data)
	return true
}

// tookSetup notes a state of the host's: the map files it has (the
// GM's), and the scenario sent is now the table's (the setup closes),
// its map reference perhaps renamed to the file the host keeps it as.
func (r *Remote) tookSetup(s wire.State) {
	if r.gm() {
		r.tablet.hostMaps = s.Maps
	}
	if r.tablet.setupID != "" && r.isSetupSent(s) {
		r.tablet.setupID, r.tablet.setupText, r.tablet.setupDone = "", "", true
		r.say("The new fight is on the table")
	}
}

// isSetupSent reports whether the state's scenario is the one sent, or
// it with its map file named as one the host keeps.
func (r *Remote) isSetupSent(s wire.State) bool {
	if s.Scenario == r.tablet.setupText {
		return true
	}
	ref := board.MapFileOf([]byte(r.tablet.setupText))
	for _, f := range s.Maps {
		if f.Name == ref {
			continue
		}
		if text, err := board.RenameMapFile(r.tablet.setupText, ref, f.Name); err == nil && text == s.Scenario {
			return true
		}
	}
	return false
}

// openLocalSetup opens the setup screen in a window of the tablet's own.
func (g *RemoteGame) openLocalSetup(s *Setup, in Input) {
	l := &Game{deviceScale: g.scale, view: GMView(), ctl: NewController(1)}
	if !(g.scale > 0) {
		l.deviceScale = 1
	}
	l.Clear()
	l.SetScreenSize(g.w, g.h)
	l.OpenSetupScreen(s)
	l.prev = in
	ss := l.setupScene()
	r := g.R
	ss.send = func(text []byte) error {
		m, data := ss.s.mapToSend()
		return r.sendSetup(filepath.Base(ss.s.previewName()), text, m, data)
	}
	g.local = l
}

// tickSetup is a tick of the tablet's setup: the host's answer to Start
// first (a refusal on the setup's line; the new state closes it).
func (g *RemoteGame) tickSetup(l *Game, in Input, w, h int, scale float64) bool {
	r := g.R
	ss := l.setupScene()
	if r.tablet.setupDone {
		r.tablet.setupDone = false
		return false
	}
	r.sendMapParts()
	if name, share, ok := r.sendingMap(); ok {
		ss.s.say("Sending the map %s to the host: %.0f%%", name, 100*share)
	}
	if why := r.tablet.setupRefuse; why != "" {
		r.tablet.setupRefuse = ""
		_ = ss.s.fail(errors.New(why))
	}
	if scale > 0 {
		l.deviceScale = scale
	}
	l.SetScreenSize(w, h)
	l.RunPending() // the clipboard's paste comes this way
	l.Handle(in)
	_, open := sceneOf[*setupScreen](l.ctl)
	return open
}

// startRemote is Start on the tablet: the scenario, its roster's figures
// written in, goes to the host.
func (ss *setupScreen) startRemote() {
	text, err := ss.s.doc.text(true)
	if err != nil {
		_ = ss.s.fail(err)
		return
	}
	if err := ss.send(text); err != nil {
		_ = ss.s.fail(err)
		return
	}
	ss.s.say("Sent to the host: the fight starts at the table when it has checked it")
}
