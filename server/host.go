//go:build !js

package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// The files a host keeps in its save directory.
const (
	BattleFileName = "battle.json"
	SeatsFileName  = "seats.json"
	seatsFormat    = "battlemat-seats/1"
	// TableFileName keeps the table's settings the GM changed during the
	// fight, beside the battle: the battle file's format stays as it is
	// (older battlemats refuse a key they do not know).
	TableFileName = "table.json"
	tableFormat   = "battlemat-table/1"
)

// Defaults of the rate limit per seat: far above the 10 a second the host
// promises, far below a flood.
const (
	DefaultRate  = 30 // messages a second, on average
	DefaultBurst = 60 // at once
)

// Config is what a host is started with.
type Config struct {
	// Name and Data are FILE: a scenario, or a battle file to go on with.
	Name string
	Data []byte
	// Seed starts a scenario's battle; SeedSet false draws one at random.
	Seed    uint64
	SeedSet bool
	// SaveDir, if set, keeps the battle and the seats (save.go).
	SaveDir string
	// Base is the links' start, "http://127.0.0.1:8080".
	Base string
	// Rate and Burst limit each seat's messages (0: the defaults).
	Rate  float64
	Burst int
	// AnswerTimeout is how long a question waits for a seat's answer
	// (0: DefaultAnswerTimeout).
	AnswerTimeout time.Duration
	// Players hands figures to players as the host starts (--players).
	Players []session.Seating
	// GMAsks, if set, overrides the scenario's gm_asks: which of the GM's
	// figures the GM is asked about (rules.GMAsks).
	GMAsks rules.GMAsks
	// Logf reports what the host does (nil: the log package).
	Logf func(format string, args ...any)
}

// Host holds one table's battle and its clients.
type Host struct {
	cfg Config

	// mu is held for the length of one session call and the sending of
	// its messages, never while a person thinks (session asks and goes
	// on; an answer is another call).
	mu      sync.Mutex
	s       *session.Session
	seats   []string          // gm, table, player:NAME in file order
	tmu     sync.Mutex        // the tokens and the links' base: connecting never waits for h.mu
	tokens  map[string]string // seat -> token
	bySeat  map[string]string // token -> seat
	clients map[*client]bool
	screens map[string]int // open screens by seat
	present map[string]int // open screens that can answer, by seat
	wake    time.Time      // when the host wakes to settle a question
	lmu     sync.Mutex     // the rate limits: the readers take it, never h.mu
	limits  map[string]*bucket
	logf    func(string, ...any)
	joined  map[string]bool // the seats that have joined (players.go)
}

// New starts the battle of cfg's FILE, or, with a save directory that
// holds one of the same scenario, goes on with the saved battle and its
// seats' tokens.
func New(cfg Config) (*Host, error) {
	if cfg.Rate <= 0 {
		cfg.Rate = DefaultRate
	}
	if cfg.Burst <= 0 {
		cfg.Burst = DefaultBurst
	}
	if cfg.AnswerTimeout <= 0 {
		cfg.AnswerTimeout = DefaultAnswerTimeout
	}
	h := &Host{cfg: cfg, clients: map[*client]bool{}, limits: map[string]*bucket{}, logf: cfg.Logf,
		tokens: map[string]string{}, bySeat: map[string]string{}, present: map[string]int{}, screens: map[string]int{}}
	if h.logf == nil {
		h.logf = log.Printf
	}
	var file *board.BattleFile
	var err error
	if board.IsBattleFile(cfg.Data) {
		f, err := board.ParseBattleFile(cfg.Data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cfg.Name, err)
		}
		file = f
	} else {
		seed := cfg.Seed
		if !cfg.SeedSet {
			var buf [8]byte
			if _, err := rand.Read(buf[:]); err != nil {
				return nil, err
			}
			seed = binary.LittleEndian.Uint64(buf[:])
		}
		// A new battle plays the current rules (a file without the key
		// would be an old one, revision 1).
		file = &board.BattleFile{Format: board.BattleFormat, Name: cfg.Name, Scenario: string(cfg.Data), Seed: seed, Rules: rules.CurrentRevision}
		// The battle keeps the text standing alone (session.New): a
		// roster's figures written in.
		if alone, err := board.Inlined(cfg.Name, cfg.Data); err == nil {
			file.Scenario = string(alone)
		}
	}
	if cfg.SaveDir != "" {
		if err := os.MkdirAll(cfg.SaveDir, 0o700); err != nil {
			return nil, err
		}
		saved, err := os.ReadFile(h.battlePath())
		switch {
		case err == nil:
			f, err := board.ParseBattleFile(saved)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", h.battlePath(), err)
			}
			// A battle saved before the roster's figures were written
			// in keeps FILE's text as it is.
			if f.Scenario != file.Scenario && f.Scenario != string(cfg.Data) {
				if !h.setUpHere(f) {
					return nil, fmt.Errorf("%s holds a battle of another scenario than %s: give another --save directory", cfg.SaveDir, cfg.Name)
				}
				// The GM's set-up fight goes on: --players named FILE's figures.
				cfg.Players = nil
			}
			file = f
		case !errors.Is(err, os.ErrNotExist):
			return nil, err
		}
	}
	cfgS := h.sessionConfig(file)
	if cfgS.Settings, err = h.loadTable(file); err != nil {
		return nil, err
	}
	h.s, err = session.New(cfgS)
	if errors.Is(err, session.ErrSettings) {
		return nil, fmt.Errorf("%s: %w", h.tablePath(), err)
	}
	if err != nil {
		return nil, err
	}
	// The settings go by the text the battle file keeps from now on (an
	// older battle's roster written in).
	_, text := h.s.Source()
	file.Scenario = string(text)
	if err := h.saveTable(file, h.s.Settings()); err != nil {
		return nil, err
	}
	if err := h.loadSeats(); err != nil {
		return nil, err
	}
	if err := h.s.Hand(cfg.Players); err != nil {
		return nil, err
	}
	if err := h.syncSeats(); err != nil {
		return nil, err
	}
	if err := h.saveSeats(); err != nil {
		return nil, err
	}
	data, err := h.s.BattleFile()
	if err == nil {
		err = h.saveBattle(data)
	}
	if err != nil {
		return nil, err
	}
	// A control: ai side up in the battle gone on with plays at once, on
	// the host's clock, not at the first message a screen sends.
	h.mu.Lock()
	h.send(h.s.Tick(time.Now()))
	h.mu.Unlock()
	return h, nil
}

// sessionConfig is the session's config for the battle file: the
// host's timeout, the save folder, who is present.
func (h *Host) sessionConfig(file *board.BattleFile) session.Config {
	var save func([]byte) error
	if h.cfg.SaveDir != "" {
		save = h.saveBattle // without, nothing is written: not even marshalled
	}
	var saveSettings func(session.Settings) error
	if h.cfg.SaveDir != "" {
		saveSettings = func(v session.Settings) error { return h.saveTable(file, v) }
	}
	return session.Config{File: file, AnswerTimeout: h.cfg.AnswerTimeout, GMAsks: h.cfg.GMAsks, Logf: h.logf,
		Save: save, SaveSettings: saveSettings, Present: func(seat string) bool { return h.screens[seat] > 0 },
		Answers: func(seat string) bool { return h.present[seat] > 0 }}
}

// newToken is a seat's secret: 192 random bits, URL-safe.
func newToken() (string, error) {
	var buf [24]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf[:]), nil
}

// Seats lists the seats in order: gm, table, then the players.
func (h *Host) Seats() []string { return append([]string(nil), h.seats...) }

// Link is the link that opens a seat.
func (h *Host) Link(seat string) string { return h.link(seat) }

func (h *Host) link(seat string) string {
	h.tmu.Lock()
	defer h.tmu.Unlock()
	return h.cfg.Base + "/?seat=" + h.tokens[seat]
}

// SetBase sets the links' start once the address is known.
func (h *Host) SetBase(base string) {
	h.tmu.Lock()
	h.cfg.Base = base
	h.tmu.Unlock()
}

// SeatOf is the seat a token opens. It does not wait for an action
// waiting on an answer (the answer may come from this connection).
func (h *Host) SeatOf(token string) (string, bool) {
	h.tmu.Lock()
	defer h.tmu.Unlock()
	s, ok := h.bySeat[token]
	return s, ok && token != ""
}

// Seq is the number of accepted actions.
func (h *Host) Seq() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.s.Seq()
}

// Battle runs f on the battle under the host's lock (tests).
func (h *Host) Battle(f func(b *rules.Battle)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f(h.s.Battle())
}

// --- durability ---

func (h *Host) battlePath() string { return filepath.Join(h.cfg.SaveDir, BattleFileName) }
func (h *Host) seatsPath() string  { return filepath.Join(h.cfg.SaveDir, SeatsFileName) }

type seatsFile struct {
	Format string            `json:"format"`
	Tokens map[string]string `json:"tokens"`
}

func (h *Host) loadSeats() error {
	if h.cfg.SaveDir == "" {
		return nil
	}
	data, err := os.ReadFile(h.seatsPath())
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var f seatsFile
	if err := json.Unmarshal(data, &f); err != nil || f.Format != seatsFormat {
		return fmt.Errorf("%s: not a seats file of battlemat host", h.seatsPath())
	}
	for s, t := range f.Tokens {
		// A player's seat keeps its link while the player has no figure.
		if len(t) >= 22 && (s == SeatGM || s == SeatTable || strings.HasPrefix(s, wire.SeatPlayer)) {
			h.tokens[s], h.bySeat[t] = t, s
		}
	}
	return nil
}

func (h *Host) saveSeats() error {
	if h.cfg.SaveDir == "" {
		return nil
	}
	data, err := json.MarshalIndent(seatsFile{Format: seatsFormat, Tokens: h.tokens}, "", "  ")
	if err != nil {
		return err
	}
	return board.WriteFileAtomic(h.seatsPath(), append(data, '\n'))
}

func (h *Host) tablePath() string { return filepath.Join(h.cfg.SaveDir, TableFileName) }

// tableFile is the table's settings kept beside the battle; Seed and
// Scenario (its SHA-256) name the battle they belong to, so that those
// of another fight (a host stopped between a new fight's battle and its
// settings) are not taken for this one's.
type tableFile struct {
	Format      string       `json:"format"`
	Seed        uint64       `json:"seed"`
	Scenario    string       `json:"scenario"`
	GMAsks      rules.GMAsks `json:"gm_asks"`
	ShowGMEdits bool         `json:"show_gm_edits"`
	AI          []string     `json:"ai"`
}

func scenarioSum(f *board.BattleFile) string {
	sum := sha256.Sum256([]byte(f.Scenario))
	return hex.EncodeToString(sum[:])
}

// loadTable reads the settings saved with the battle file: nil when
// there are none (a save folder older than the file) or they are
// another battle's.
func (h *Host) loadTable(file *board.BattleFile) (*session.Settings, error) {
	if h.cfg.SaveDir == "" {
		return nil, nil
	}
	data, err := os.ReadFile(h.tablePath())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var t tableFile
	if err := json.Unmarshal(data, &t); err != nil || t.Format != tableFormat {
		return nil, fmt.Errorf("%s: not a table settings file of battlemat host", h.tablePath())
	}
	if t.Seed != file.Seed || t.Scenario != scenarioSum(file) {
		return nil, nil
	}
	return &session.Settings{GMAsks: t.GMAsks, ShowGMEdits: t.ShowGMEdits, AI: t.AI}, nil
}

// saveTable writes the table's settings of the file's battle atomically
// (the session's SaveSettings).
func (h *Host) saveTable(file *board.BattleFile, v session.Settings) error {
	if h.cfg.SaveDir == "" {
		return nil
	}
	ai := v.AI
	if ai == nil {
		ai = []string{}
	}
	data, err := json.MarshalIndent(tableFile{Format: tableFormat, Seed: file.Seed, Scenario: scenarioSum(file),
		GMAsks: v.GMAsks, ShowGMEdits: v.ShowGMEdits, AI: ai}, "", "  ")
	if err != nil {
		return err
	}
	return board.WriteFileAtomic(h.tablePath(), append(data, '\n'))
}

// saveBattle writes the session's battle file (its Save).
func (h *Host) saveBattle(data []byte) error {
	if h.cfg.SaveDir == "" {
		return nil
	}
	return board.WriteFileAtomic(h.battlePath(), data)
}

// --- the rate limit ---

// bucket is a token bucket: rate tokens a second, at most burst.
type bucket struct {
	tokens float64
	last   time.Time
}

func (h *Host) allow(seat string, now time.Time) bool {
	return h.allowAt(seat, h.cfg.Rate, float64(h.cfg.Burst), now)
}

// allowAt takes a message from key's bucket, which fills at rate a
// second up to burst.
func (h *Host) allowAt(key string, rate, burst float64, now time.Time) bool {
	h.lmu.Lock()
	defer h.lmu.Unlock()
	bk := h.limits[key]
	if bk == nil {
		bk = &bucket{tokens: burst, last: now}
		h.limits[key] = bk
	}
	bk.tokens = min(burst, bk.tokens+now.Sub(bk.last).Seconds()*rate)
	bk.last = now
	if bk.tokens < 1 {
		return false
	}
	bk.tokens--
	return true
}
