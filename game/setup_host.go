package game

import (
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"

	"battlemat/board"
	"battlemat/wire"
)

// The setup screen over the GM's seat of a hosted table: Set up (before
// the first deal: the table's scenario, to change it) or New fight (a
// blank map) opens it with the table's figures as its roster, and Start
// sends the scenario, with a map file the GM opened here, to the host
// through the seat (wire's setup message) instead of playing it here.
// The host checks it, saves it and starts it as the table's battle; its
// refusal comes back to the setup's line and the setup stays, its new
// state of that scenario closes the setup. The window's Controller over
// a bare seat (FightOnSeat) and the GM's tablet (remote_setup.go) both
// send it this way.

var notName = regexp.MustCompile(`[^a-z0-9_-]+`)

// tableSetup is the setup of a hosted table whose scenario is text (its
// map named title): before the first deal the scenario itself, after it
// a blank map; either way with the table's figures as its roster.
func tableSetup(text, title string, before bool) (*Setup, error) {
	var s *Setup
	var err error
	if before && text != "" {
		name := strings.Trim(notName.ReplaceAllString(strings.ToLower(title), "-"), "-")
		if name == "" {
			name = "table"
		}
		s = &Setup{path: FreePath(name + ".yaml")}
		if err = s.OpenData(s.path, []byte(text)); err == nil {
			s.undo = nil
		}
	} else {
		s, err = NewSetup(FreePath("new-fight.yaml"), 20, 15)
	}
	if err == nil {
		err = s.rosterOfTable([]byte(text))
	}
	if err != nil {
		return nil, fmt.Errorf("setup: %v", oneLine(err.Error()))
	}
	return s, nil
}

// rosterOfTable gives a setup with no roster (a hosted screen reads no
// file beside the scenario; the window's and the page's found none) the
// table's figures as its roster: the party and the foes to place again,
// or more of. Save writes it as roster.yaml.
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

// hostSetup is a setup going to the host through the GM's seat, until
// the host answers: the id and text of the setup message sent, and the
// map file going before it. m is the seat's mirror, whose GM's state
// lists the map files the host has.
type hostSetup struct {
	seat Seat
	m    *seatMirror
	n    int    // setups sent (their ids)
	id   string // the setup sent, waiting for the host ("": none)
	text string
	out  *mapSend // the map file going before it
}

// send sends the set-up scenario to the host, which starts it; a map
// file it names (mapName, mapData: none when "") goes first, in pieces
// a few a tick (sendParts), the setup after the last, unless the host
// has those bytes already.
func (h *hostSetup) send(name string, text []byte, mapName string, mapData []byte) error {
	if len(text) > wire.MaxSetupScenario {
		return fmt.Errorf("a scenario of %d bytes: the host takes at most %d", len(text), wire.MaxSetupScenario)
	}
	if len(mapData) > board.MaxMapFileBytes {
		return fmt.Errorf("the map file %s is over %d MB: the host takes none larger", mapName, board.MaxMapFileBytes>>20)
	}
	h.n++
	id := "setup" + strconv.Itoa(h.n)
	msg := wire.Incoming{Type: wire.TypeSetup, ID: id, Name: name, Scenario: string(text)}
	if mapName != "" && len(mapData) > 0 {
		msg.Map = mapName
		sum := h.hostHas(mapData)
		if sum == "" {
			h.id, h.text = id, string(text)
			h.out = &mapSend{name: mapName, data: mapData, msg: msg}
			h.sendParts()
			return nil
		}
		// The host has these bytes: the setup names them, none sent.
		msg.MapSHA256 = sum
	}
	if err := h.seat.Send(msg); err != nil {
		return fmt.Errorf("not sent (%v): try again once connected", err)
	}
	h.id, h.text, h.out = id, string(text), nil
	return nil
}

// hostHas is the SHA-256 (hex) of a map file's bytes when the host said
// it has a file of them (the GM's state's maps); "" when it has not.
func (h *hostSetup) hostHas(data []byte) string {
	if h.m == nil || len(h.m.maps) == 0 {
		return ""
	}
	sum := mapSHA256(data)
	hexSum := hex.EncodeToString(sum[:])
	for _, f := range h.m.maps {
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

// sendParts sends the next pieces of the map file going to the host,
// then its setup. The pieces carry the setup's id: the host's refusal of
// one is the setup's, and ends the sending. A piece the seat cannot take
// now (its queue full, not connected) goes next tick; the host refuses
// the rest of a file whose start went over a connection since lost.
func (h *hostSetup) sendParts() {
	m := h.out
	if m == nil {
		return
	}
	if h.id != m.msg.ID {
		h.out = nil // refused, or another setup sent since
		return
	}
	for range mapPartsATick {
		if m.at >= len(m.data) {
			if h.seat.Send(m.msg) == nil {
				h.out = nil
			}
			return
		}
		end := min(m.at+wire.MapPartBytes, len(m.data))
		part := wire.Incoming{Type: wire.TypeMapPart, ID: m.msg.ID, Name: m.name, Size: len(m.data), At: m.at, Data: m.data[m.at:end]}
		if h.seat.Send(part) != nil {
			return
		}
		m.at = end
	}
}

// sending is the share of the map file sent, while it goes.
func (h *hostSetup) sending() (string, float64, bool) {
	m := h.out
	if m == nil || len(m.data) == 0 {
		return "", 0, false
	}
	return m.name, float64(m.at) / float64(len(m.data)), true
}

// refusedBy reports whether the refusal is of the setup sent (or a piece
// of its map file), which then waits no more.
func (h *hostSetup) refusedBy(f wire.Refused) bool {
	if h.id == "" || f.ID != h.id {
		return false
	}
	h.id = ""
	return true
}

// startedBy reports whether the host's state is the setup sent started
// at the table: its scenario, or it with its map file named as one the
// host keeps (vault-2.dd2vtt).
func (h *hostSetup) startedBy(s wire.State) bool {
	if h.id == "" {
		return false
	}
	if !sameSetup(h.text, s) {
		return false
	}
	h.id, h.text = "", ""
	return true
}

func sameSetup(sent string, s wire.State) bool {
	if s.Scenario == sent {
		return true
	}
	ref := board.MapFileOf([]byte(sent))
	for _, f := range s.Maps {
		if f.Name == ref {
			continue
		}
		if text, err := board.RenameMapFile(sent, ref, f.Name); err == nil && text == s.Scenario {
			return true
		}
	}
	return false
}

// mapToSend is the map file the setup's scenario names and its content,
// when this screen has it (a file the GM opened here, or one the program
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

// startOnHost is Start over a hosted table: the scenario, its roster's
// figures written in, goes to the host.
func (ss *setupScreen) startOnHost() {
	text, err := ss.s.doc.text(true)
	if err != nil {
		_ = ss.s.fail(err)
		return
	}
	m, data := ss.s.mapToSend()
	if err := ss.host.send(filepath.Base(ss.s.previewName()), text, m, data); err != nil {
		_ = ss.s.fail(err)
		return
	}
	ss.s.say("Sent to the host: the fight starts at the table when it has checked it")
}

// tickHost is the setup's tick of the host's side: the map file's next
// pieces, and the share sent on the setup's line.
func (ss *setupScreen) tickHost() {
	ss.host.sendParts()
	if name, share, ok := ss.host.sending(); ok {
		ss.s.say("Sending the map %s to the host: %.0f%%", name, 100*share)
	}
}

// onSeat reports whether the fight is played over a bare seat (a host's
// table): nothing of it is in this process.
func (f *Fight) onSeat() bool { return f != nil && f.localFight == nil && f.seat != nil }

// hostGM reports whether the window plays the GM's seat of a host's
// table, whose setup goes to the host.
func (c *Controller) hostGM() bool {
	if !c.fight.onSeat() {
		return false
	}
	m := c.seatState()
	return m != nil && m.Seat == wire.SeatGM
}

// openHostSetup is Set up / New fight over the GM's seat of a host.
func (c *Controller) openHostSetup() {
	m := c.seatState()
	if m == nil || m.Board == nil {
		c.fail(errors.New("setup: the host's table has not come yet"))
		return
	}
	s, err := tableSetup(m.scenario, m.Board.Name, c.beforeFirstDeal())
	if err != nil {
		c.fail(err)
		return
	}
	ss := newSetupScreen(s, c.fight)
	ss.host = &hostSetup{seat: c.fight.seat, m: &c.fight.mirror.seatMirror}
	c.push(ss)
}

// pollHost takes what the host sent while the setup is open over the
// fight's seat: the refusal of the setup sent goes on its line (the
// setup stays), the host's state of it closes the setup and the window
// plays the new fight. The mirror takes every message at once; the rest
// wait for the fight's next poll (a question to the GM is asked when
// the fight has the screen again, not under the setup). It reports
// whether the setup closed.
func (ss *setupScreen) pollHost(g *Game) bool {
	f := ss.back
	if !f.onSeat() || g.ctl.fight != f {
		return false
	}
	msgs := f.seat.Poll()
	f.mirror.takeAll(msgs)
	started := false
	for _, msg := range msgs {
		switch m := msg.(type) {
		case wire.Refused:
			if ss.host.refusedBy(m) {
				_ = ss.s.fail(errors.New(m.Error))
				continue
			}
		case wire.State:
			started = started || ss.host.startedBy(m)
		case wire.Question:
			ss.aside.asked = ss.aside.asked || ownQuestion(m, f.mirror.Seat)
		}
		f.mirror.held = append(f.mirror.held, msg)
	}
	if !started {
		return false
	}
	g.closeSetup(ss, f)
	g.ctl.say("The new fight is on the table")
	return true
}

// SetupTakes hands a file the page opened (the browser's file picker) to
// the setup screen while it is open: a map or a scenario opens there, a
// roster becomes its roster; false when no setup is open.
func (g *Game) SetupTakes(name string, data []byte) bool {
	s := g.Setup()
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

// setupTitle is the Setup button's label: at a hosted table the table's
// own scenario before the first deal, a new one after it.
func setupTitle(c *Controller) string {
	switch {
	case !c.hostGM():
		return "Setup / New fight"
	case c.beforeFirstDeal():
		return "Set up"
	}
	return "New fight"
}

// setupVisible: the Setup button shows before the first deal, and at any
// time to a hosted table's GM (its next fight); not over the odds, which
// may be the setup's own (setup_odds.go).
func setupVisible(c *Controller) bool {
	_, odds := sceneOf[*oddsScene](c)
	return (c.beforeFirstDeal() || c.hostGM()) && !odds
}
