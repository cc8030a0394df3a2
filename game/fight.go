package game

import (
	"battlemat/session"
	"battlemat/wire"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
)

// Fight is the battle on the table as the window plays it: through a
// seat (the GM's), whose messages its mirror reads, and where it came
// from (the scenario's text, so it can be saved as a battle file that
// stands alone). The battle itself and its session are the local part
// (localFight), which only a fight played in this process has: a Fight
// over a bare seat (FightOnSeat, a link to a host) has none, and
// everything the Controller draws and decides comes from the seat.
type Fight struct {
	// Name is the scenario's file name and Scenario its text (every
	// local fight has both: its session starts from them).
	Name     string
	Scenario []byte
	// SavePath is where Ctrl+S writes the battle file.
	SavePath string
	// ScenarioPath is the scenario's file when the fight was opened from
	// one (the aftermath writes beside it, or over it when confirmed).
	ScenarioPath string

	// seat is the window's seat (the GM's of a local fight: every
	// figure's question comes to it): the Controller sends through it and
	// reads its Poll (apply.go); mirror is its messages (mirror_window.go).
	seat   Seat
	mirror windowMirror
	// toldSeq and toldScenario are the seq and map of the seat's last
	// news: a state of fewer actions on the same map is an undo (apply.go).
	toldSeq      int
	toldScenario string
	// link is the seat's connection as last told (a seat's SeatStatus;
	// nil: none told), for the status line (scene_links.go).
	link *SeatStatus
	// table is the table's seat while the table view shows it, and
	// tableMirror its messages (projector.go; a local fight's).
	table       *LocalSeat
	tableMirror windowMirror
	// oddsAsk is the battle asked of the seat's host for the odds
	// (scene_odds.go).
	oddsAsk oddsAsk

	// Asks is the table's setting of which of the GM's figures the GM is
	// asked about ("": the scenario's gm_asks).
	Asks rules.GMAsks

	// localFight is the battle played in this process; nil for a fight
	// over a bare seat.
	*localFight
}

// localFight is a fight's local part: the session in this process that
// plays the battle (it owns the battle and its board: the window asks it
// for what it needs, as a hosted screen asks its host), the window's seat
// of it, and the battle file it keeps for Ctrl+S and the autosave. Every
// fight opened from a scenario or a battle file has it (NewFight,
// OpenFile, FightFromBattleFile).
type localFight struct {
	// local is the battle's session and gm the window's seat of it.
	local *Local
	gm    *LocalSeat
	// clock is the session's time: a frame's worth more each update
	// (tick), so the sides it plays step at its pace; file is the battle
	// file the session last kept (its Config.Save), for Ctrl+S and the
	// autosave.
	clock time.Time
	file  []byte
}

// FightOnSeat is a fight played through seat alone (a LinkSeat to a
// host, or another session's seat): no battle in this process; name is
// the scenario's name, which its map files are looked up by. The seat's
// state is asked for at once.
func FightOnSeat(seat Seat, name string) *Fight {
	f := &Fight{Name: name, seat: seat}
	f.mirror.mapPath = name
	seat.Resync()
	f.mirror.held = f.poll()
	return f
}

// errNotLocal: what only the fight's own process can do (save its
// battle file, step its session's clock) asked of a fight over a seat.
var errNotLocal = errors.New("this battle is played on the host: it is saved there")

// GMAsks is which of the GM's figures the GM is asked about: Asks, else
// the scenario's, else the GM's Wild Cards (rules.GMAsks).
func (f *Fight) GMAsks() rules.GMAsks {
	switch {
	case f.Asks != "":
		return f.Asks
	case f.mirror.Board != nil && f.mirror.Board.GMAsks != "":
		return f.mirror.Board.GMAsks
	}
	return rules.GMAsksWildCards
}

// SoakQuestion is a question a player decides while an action is
// applied: a Soak (the figure about to take Wounds and what a benny could
// do), when Reroll is set a benny reroll of a trait test that fell short
// of a raise, or when Reaction is set the free attack an Edge gives.
type SoakQuestion struct {
	Who     string
	Name    string
	Wounds  int // the Wounds the hit causes
	Soaked  int // Wounds soaked so far by earlier rolls
	Rolls   int // Soak rolls made so far
	Bennies int
	// Pool: the figure has no benny of its own and the GM's pool pays:
	// how many the pool has left.
	Pool int

	// A reroll question: the test (What), how it came out and its total
	// against the TN.
	Reroll    bool
	What      string
	Outcome   string
	Total, TN int

	// A free attack's question: the Edge (What) and the foe's name.
	Reaction bool
	Target   string

	// For is the seat the question is for when it is not this screen's
	// (the GM's screen shows a player's question, and may answer it).
	For string

	// text is the session's wording of the question.
	text string
}

// Text is the prompt's question.
func (q SoakQuestion) Text() string {
	if q.For != "" {
		return "For " + q.For + ": " + q.body()
	}
	return q.body()
}

// body is the question's own words, without whom it is for.
func (q SoakQuestion) body() string {
	if q.text != "" {
		return q.text
	}
	if q.Reaction && q.What == rules.DispelCounterWhat {
		return fmt.Sprintf("%s, on Hold, may interrupt %s's casting and counter it with Dispel: try it? (Y/N)", q.Name, q.Target)
	}
	if q.Reaction {
		return fmt.Sprintf("%s may make a free Fighting attack at %s (%s): take it? (Y/N)", q.Name, q.Target, q.What)
	}
	if q.Reroll {
		return fmt.Sprintf("%s's %s: %s (%d vs %d). Reroll with a benny? (Y/N, %s)",
			q.Name, q.What, q.Outcome, q.Total, q.TN, q.left())
	}
	if q.Rolls > 0 { // the Soak roll's benny reroll: the best roll counts
		return fmt.Sprintf("%s's Soak soaks %d of %d Wound%s: reroll it with a benny? (Y/N, %s)",
			q.Name, q.Soaked, q.Wounds, plural(q.Wounds), q.left())
	}
	return fmt.Sprintf("%s takes %d Wound%s: spend a benny to Soak? (%s)", q.Name, q.Wounds, plural(q.Wounds), q.left())
}

// left says whose bennies pay and how many are left.
func (q SoakQuestion) left() string {
	if q.Pool > 0 {
		return fmt.Sprintf("from the GM's pool, %d left", q.Pool)
	}
	return fmt.Sprintf("%d left", q.Bennies)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// NewFight starts a battle on a scenario's text with the seed, under the
// newest revision of the rules.
func NewFight(name string, scenario []byte, seed uint64) (*Fight, error) {
	f := &Fight{Name: name, Scenario: scenario, SavePath: savePathOf(name)}
	if err := f.seated(&board.BattleFile{Format: board.BattleFormat, Name: name, Scenario: string(scenario),
		Seed: seed, Rules: rules.CurrentRevision}); err != nil {
		return nil, err
	}
	return f, nil
}

// OpenFile opens FILE for play: a saved battle file (JSON with "format":
// "battlemat-battle/..."; replayed to where it was saved; Ctrl+S saves
// back to it) or a scenario, YAML or JSON (a new battle with the seed;
// Ctrl+S writes NAME.battle.json beside it). The content decides, not the
// first byte: a JSON scenario starts with '{' too.
func OpenFile(path string, seed uint64) (*Fight, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if board.IsBattleFile(data) {
		ft, err := FightFromBattleFile(data, path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return ft, nil
	}
	if board.IsUVTT(path) {
		return openMapFile(path, seed)
	}
	if _, err := board.Load(path); err != nil { // the loader's own checks and errors
		return nil, err
	}
	// The full path finds the map files the scenario names beside it.
	ft, err := NewFight(path, data, seed)
	if err != nil {
		return nil, err
	}
	ft.Name = filepath.Base(path)
	ft.local.Session().Rename(ft.Name)
	if !shipped(path, data) {
		ft.SavePath, ft.ScenarioPath = defaultSavePath(path), path
	}
	// A shipped scenario's folder is the source tree's: its battles and
	// survivors go to the data directory (NewFight's SavePath).
	return ft, nil
}

// openMapFile plays a Universal VTT file alone, under a map file's size
// limit (not a scenario's): a scenario naming it, beside it, saved as
// NAME.battle.json there. There is no scenario file to write into.
func openMapFile(path string, seed uint64) (*Fight, error) {
	if _, err := board.LoadUVTT(path); err != nil { // its errors name the file
		return nil, err
	}
	base := strings.TrimSuffix(path, filepath.Ext(path))
	ft, err := NewFight(base+".yaml", board.MapScenario(filepath.Base(path)), seed)
	if err != nil {
		return nil, err
	}
	ft.SavePath = base + ".battle.json"
	return ft, nil
}

func defaultSavePath(name string) string {
	if name == "" {
		return ""
	}
	switch filepath.Ext(name) {
	case ".yaml", ".yml", ".json":
		name = strings.TrimSuffix(name, filepath.Ext(name))
	}
	return name + ".battle.json"
}

// Save writes the battle file atomically to SavePath.
func (f *Fight) Save() error {
	if f.localFight == nil {
		return errNotLocal
	}
	if len(f.Scenario) == 0 {
		return errors.New("this battle has no scenario text to save (open it from a file)")
	}
	if f.SavePath == "" {
		return errors.New("no file to save the battle to")
	}
	if err := os.MkdirAll(filepath.Dir(f.SavePath), 0o755); err != nil {
		return err
	}
	data, err := f.battleFile()
	if err != nil {
		return err
	}
	return board.WriteAtomic(f.SavePath, data)
}

// shipped reports whether the scenario file at path is one of the
// scenarios compiled into battlemat: the same text as the shipped one of
// its name, or a file in a folder assets/scenarios.
func shipped(path string, data []byte) bool {
	base := strings.TrimSuffix(filepath.Base(path), ".yaml")
	orig, err := assets.Scenario(base)
	if err != nil {
		return false
	}
	if bytes.Equal(orig, data) {
		return true
	}
	abs, err := filepath.Abs(filepath.Dir(path))
	return err == nil && filepath.Base(abs) == "scenarios" && filepath.Base(filepath.Dir(abs)) == "assets"
}

// seated starts the fight's session on the battle file and opens the
// GM's seat on it. The session plays the scenario's control: ai sides
// (and those the GM hands it) on its clock, which the frames move
// (tick); its questions wait for the person (no timeout); every change
// it keeps comes back through its Config.Save (keep).
func (f *Fight) seated(file *board.BattleFile) error {
	if len(f.Scenario) == 0 {
		return errors.New("a fight needs its scenario's text")
	}
	f.localFight = &localFight{clock: time.Unix(0, 0)} // not the zero time, which never steps a side
	l, err := NewLocal(session.Config{File: file, GMAsks: f.Asks,
		AnswerTimeout: forever, Save: f.keep, Logf: func(string, ...any) {}})
	if err != nil {
		f.localFight = nil
		return err
	}
	l.Now = func() time.Time { return f.clock }
	f.local, f.gm = l, l.Open(wire.SeatGM)
	f.seat = f.gm
	f.mirror.mapPath = f.Name // the map files the session's board found, beside the scenario
	f.poll()
	return nil
}

// seenEvents are a question's rolls so far as the dice panel reads them.
func seenEvents(rolls []wire.Roll) []rules.Event {
	var out []rules.Event
	for _, r := range rolls {
		e := rules.Event{Kind: r.Kind, Who: r.Who, Target: r.Target, What: r.What, Weapon: r.Weapon, Trait: r.Trait,
			Rolls: r.Dice, Mods: r.Mods, TN: r.TN, Raises: r.Raises, Thrown: r.Thrown, Outcome: r.Outcome}
		if r.Total != nil {
			e.Total = *r.Total
		}
		out = append(out, e)
	}
	return out
}

// forever is how long the window's questions wait: for the person.
const forever = session.NoTimeout

// frame is a frame's time at ebiten's 60 updates a second.
const frame = time.Second / 60

// keep is the session's Config.Save: the battle file it keeps after
// every change, which Ctrl+S and the autosave write. The window goes on
// when a write fails (the autosave says so once), so keeping never
// refuses.
func (f *Fight) keep(data []byte) error {
	f.file = data
	return nil
}

// battleFile is the battle as a battle file's bytes: the session's last
// kept, or the battle as it stands (no action kept yet).
func (f *Fight) battleFile() ([]byte, error) {
	if f.localFight == nil {
		return nil, errNotLocal
	}
	if f.file != nil {
		return f.file, nil
	}
	return f.local.Session().BattleFile()
}

// BattleFile is the battle as it stands as a battle file's bytes (what
// Ctrl+S writes); a fight over a seat has none here (its host keeps it).
func (f *Fight) BattleFile() ([]byte, error) { return f.battleFile() }

// Seq is how many actions the battle has taken: its session's count, or
// over a seat what the seat was last told.
func (f *Fight) Seq() int {
	if f.localFight != nil {
		return f.local.Session().Seq()
	}
	if m := f.seatState(); m != nil {
		return m.Seq
	}
	return 0
}

// tick moves the session's clock on a frame and lets it step (a side it
// plays, a question's timeout); what that brings waits for the seat's
// Poll. It reports whether anything came.
func (f *Fight) tick() bool {
	if f.localFight == nil || f.local == nil {
		return true // a bare seat: its messages come by its Poll, every update
	}
	f.clock = f.clock.Add(frame)
	f.local.Tick()
	return len(f.gm.inbox) > 0 || len(f.mirror.held) > 0
}
