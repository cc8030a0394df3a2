//go:build !js

package server

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"battlemat/board"
	"battlemat/rules"
)

// The files a host keeps in its save directory.
const (
	BattleFileName = "battle.json"
	SeatsFileName  = "seats.json"
	seatsFormat    = "battlemat-seats/1"
)

// Defaults of the rate limit per seat: far above the 10 a second the host
// promises, far below a flood.
const (
	DefaultRate  = 30 // messages a second, on average
	DefaultBurst = 60 // at once
)

// gmOnly are the kinds only the GM may take: the GM's hand on the table
// and the rounds, whoever the action names.
var gmOnly = map[string]bool{
	rules.KindPlace: true, rules.KindSetState: true, rules.KindReveal: true, rules.KindSetHold: true,
	rules.KindAddFigure: true, rules.KindRemoveFigure: true,
	"round": true, "surprise": true, "fatigue": true, "stun": true, "hazard": true, "platform": true,
	rules.KindStandoff: true, rules.KindEffect: true, rules.KindSetPlayer: true,
}

// gmFields are the fields of an action that are the GM's ruling, not a
// player's choice (a named modifier, The Drop, a foe ruled helpless or
// unaware, who takes suppressive fire's damage, an improvised weapon's
// damage): a player's action that sets one is refused.
var gmFields = map[string][]string{
	rules.KindShoot:    {"extra", "drop"},
	rules.KindFight:    {"drop", "improvised_damage"},
	rules.KindFinish:   {"helpless", "at_range"},
	rules.KindArea:     {"unaware"},
	rules.KindSuppress: {"damage"},
}

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
	// AnswerTimeout is how long an action waits for a seat to answer a
	// question (0: DefaultAnswerTimeout).
	AnswerTimeout time.Duration
	// Players hands figures to players as the host starts (--players).
	Players []Seating
	// Logf reports what the host does (nil: the log package).
	Logf func(format string, args ...any)
}

// Host holds one table's battle and its clients.
type Host struct {
	cfg Config

	mu       sync.Mutex
	name     string
	scenario []byte
	board    *board.Board
	b        *rules.Battle
	seats    []string          // gm, table, player:NAME in file order
	tmu      sync.Mutex        // the tokens and the links' base: connecting never waits for h.mu
	tokens   map[string]string // seat -> token
	bySeat   map[string]string // token -> seat
	player   map[string]string // figure id -> player seat
	foe      map[string]bool   // figures of sides with no player
	party    map[string]bool   // the sides with a player (isFoe)
	clients  map[*client]bool
	lmu      sync.Mutex // the rate limits: the readers take it, never h.mu
	limits   map[string]*bucket
	asking   asking
	applying bool // an action is being applied: its questions are asked
	logf     func(string, ...any)
	hiddenRe map[string]*regexp.Regexp
	cut      map[string]string // the scenario for non-GM seats, by the hidden ids
	joined   map[string]bool   // the seats that have joined (players.go)
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
		tokens: map[string]string{}, bySeat: map[string]string{}, hiddenRe: map[string]*regexp.Regexp{}}
	if h.logf == nil {
		h.logf = log.Printf
	}
	var file *board.BattleFile
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
			if f.Scenario != file.Scenario {
				return nil, fmt.Errorf("%s holds a battle of another scenario than %s: give another --save directory", cfg.SaveDir, cfg.Name)
			}
			file = f
		case !errors.Is(err, os.ErrNotExist):
			return nil, err
		}
	}
	bd, b, err := file.Start()
	if err != nil {
		return nil, err
	}
	// The seats decide (ask.go); the answers are kept with each action,
	// so a restart replays them without asking.
	b.Soak, b.Reroll = h.soak, h.reroll
	h.name, h.scenario, h.board, h.b = file.Name, []byte(file.Scenario), bd, b
	if err := h.loadSeats(); err != nil {
		return nil, err
	}
	for _, f := range bd.Figures {
		if f.Hidden {
			h.hiddenRe[f.ID] = regexp.MustCompile(`(?i)(^|[^a-z0-9_-])(` + regexp.QuoteMeta(f.ID) + `|` + regexp.QuoteMeta(f.Name) + `)($|[^a-z0-9_-])`)
		}
	}
	if err := h.seatPlayers(cfg.Players); err != nil {
		return nil, err
	}
	if _, err := h.refreshSeats(); err != nil {
		return nil, err
	}
	if err := h.saveSeats(); err != nil {
		return nil, err
	}
	if err := h.saveBattle(); err != nil {
		return nil, err
	}
	return h, nil
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
	return len(h.b.Applied)
}

// Battle runs f on the battle under the host's lock (tests).
func (h *Host) Battle(f func(b *rules.Battle)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f(h.b)
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
		if len(t) >= 22 && (s == SeatGM || s == SeatTable || strings.HasPrefix(s, seatPlayer)) {
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

func (h *Host) saveBattle() error {
	if h.cfg.SaveDir == "" {
		return nil
	}
	return board.SaveBattle(h.battlePath(), board.FileOf(h.name, h.scenario, h.b))
}

// --- what a seat sees ---

// sees reports whether the seat may be told of the figure.
func (h *Host) sees(seat, id string) bool { return seat == SeatGM || !h.b.Hidden(id) }

// strip is the round's initiative strip as the seat may see it: the
// cards as dealt are public at a table, the hidden figures are not.
func (h *Host) strip(seat string) []rules.StripBox {
	return h.b.Strip(func(id string) bool { return h.sees(seat, id) })
}

// acted are the figures the seat sees whose turn of the round is over.
func (h *Host) acted(seat string) []string {
	return h.b.ActedThisRound(func(id string) bool { return h.sees(seat, id) })
}

// told is what the seat is told of the figure's numbers.
func (h *Host) told(seat, id string) board.Reveal {
	if seat == SeatGM || !h.isFoe(id) {
		return AllNumbers
	}
	return h.board.Reveal
}

// isFoe: the figure is of a side with no player; a figure the GM added
// during the battle is judged by its side.
func (h *Host) isFoe(id string) bool {
	if v, ok := h.foe[id]; ok {
		return v
	}
	f := h.b.Figure(id)
	return f != nil && !h.party[f.Side]
}

// info is what a seat is told of who a figure is.
func info(f *board.Figure) FigureInfo {
	return FigureInfo{Name: f.Name, Side: f.Side, Player: f.Player, Size: f.Size, WildCard: f.WildCard}
}

func (h *Host) figures(seat string) map[string]FigureState {
	out := map[string]FigureState{}
	for _, f := range h.b.Figures() {
		if !h.sees(seat, f.ID) {
			continue
		}
		fs := FigureOf(h.b, f, h.told(seat, f.ID))
		if seat == SeatGM {
			st := f.State
			st.Ammo = append([]int(nil), st.Ammo...)
			st.Injuries = append(st.Injuries[:0:0], st.Injuries...)
			fs.State, fs.Hidden = &st, h.b.Hidden(f.ID)
		}
		out[f.ID] = fs
	}
	return out
}

func (h *Host) up(seat string) *string {
	up := UpNow(h.b)
	if up != nil && !h.sees(seat, *up) {
		return nil
	}
	return up
}

// hiddenNow lists the figures still hidden.
func (h *Host) hiddenNow() []string {
	var out []string
	for id := range h.hiddenRe {
		if h.b.Hidden(id) {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// mentionsHidden reports whether an event or a line names a hidden figure.
func (h *Host) mentionsHidden(hidden []string, e rules.Event, line string) bool {
	for _, id := range hidden {
		if e.Who == id || e.Target == id || e.Figure == id {
			return true
		}
		for _, f := range e.Figures {
			if f == id {
				return true
			}
		}
		for _, d := range e.Dice {
			if d.Target == id {
				return true
			}
		}
		if h.hiddenRe[id].MatchString(line) {
			return true
		}
	}
	return false
}

// logFor is the events' log lines the seat may read.
func (h *Host) logFor(seat string, evs []rules.Event) []string {
	if seat == SeatGM {
		return rules.Lines(evs, h.b.Names())
	}
	// Only the GM is told how many bennies the GM's pool has left, and a
	// foe's Toughness and Parry only where the scenario reveals them; an
	// area attack's line names only the figures the seat may see.
	hidden := h.hiddenNow()
	gone := func(id string) bool { return h.b.Hidden(id) }
	told := make([]rules.Event, 0, len(evs))
	for _, e := range evs {
		if len(hidden) > 0 {
			e = rules.AreaWithout(e, gone, h.b.Names())
		}
		if e.Pool != nil {
			e = rules.WithoutPool(e)
		}
		if e.Target != "" {
			r := h.told(seat, e.Target)
			var ok bool
			if e, ok = rules.Untold(e, r.Toughness, r.Parry); !ok {
				continue
			}
		}
		told = append(told, e)
	}
	lines := rules.Lines(told, h.b.Names())
	if len(hidden) == 0 {
		return lines
	}
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		if !h.mentionsHidden(hidden, told[i], l) {
			out = append(out, l)
		}
	}
	return out
}

func (h *Host) rollsFor(seat string, rolls []Roll) []Roll {
	if seat == SeatGM {
		return rolls
	}
	out := []Roll{}
	for _, r := range rolls {
		if h.sees(seat, r.Who) && (r.Target == "" || h.sees(seat, r.Target)) {
			if r.Target != "" && !h.told(seat, r.Target).Parry && rules.TNIsParry(r.Trait, r.TN) {
				r.TN = 0 // the foe's Parry, kept back
			}
			out = append(out, r)
		}
	}
	return out
}

// state is the seat's first message.
func (h *Host) state(seat string) State {
	s := State{Type: TypeState, Seq: len(h.b.Applied), Seat: seat, Round: h.b.Fight.Init.Round, Up: h.up(seat),
		Acting: h.acting(seat), Figures: h.figures(seat), Roster: map[string]FigureInfo{}, Mine: []string{},
		Log: h.logFor(seat, h.b.Events()), Scenario: h.scenarioFor(seat), Pool: PoolFor(h.b, seat), Offers: h.offers(seat), Turn: h.turnInfo(seat),
		Initiative: h.strip(seat), Acted: h.acted(seat)}
	for _, f := range h.board.Figures {
		if !h.sees(seat, f.ID) {
			continue
		}
		s.Roster[f.ID] = info(f)
		if seat == SeatGM || h.player[f.ID] == seat {
			s.Mine = append(s.Mine, f.ID)
		}
	}
	h.rosterPlayers(s.Roster)
	if seat == SeatGM {
		s.Redo = h.b.CanRedo()
		s.Links = map[string]string{}
		for _, st := range h.seats {
			s.Links[st] = h.link(st)
		}
		s.Joined = h.joinedSeats()
	}
	return s
}

// --- what a seat may do ---

// mayAct refuses an action that is not the seat's to take.
// zeroJSON reports whether a JSON value says nothing: null, false, 0,
// "", [] or {}.
func zeroJSON(v json.RawMessage) bool {
	switch strings.TrimSpace(string(v)) {
	case "null", "false", "0", `""`, "[]", "{}":
		return true
	}
	return false
}

func (h *Host) mayAct(seat string, a rules.Action, raw json.RawMessage) error {
	if seat == SeatGM {
		return nil
	}
	if seat == SeatTable {
		return errors.New("the table's seat acts for nobody")
	}
	kind := a.Kind()
	if gmOnly[kind] {
		return fmt.Errorf("only the GM may take a %s action", kind)
	}
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(raw, &fields)
	for _, f := range gmFields[kind] {
		if v, ok := fields[f]; ok && !zeroJSON(v) {
			return fmt.Errorf("only the GM may set %s on a %s action", f, kind)
		}
	}
	var who string
	if json.Unmarshal(fields["who"], &who) != nil || who == "" {
		return fmt.Errorf("only the GM may take a %s action", kind)
	}
	if h.player[who] != seat {
		return fmt.Errorf("%q is not one of your figures", who)
	}
	// An action that names a hidden figure would tell the player it is
	// there: refused as if there were no such figure.
	for _, id := range h.hiddenNow() {
		if namesString(raw, id) {
			return fmt.Errorf("there is no figure %q", id)
		}
	}
	return nil
}

// namesString reports whether any string in the JSON value is s.
func namesString(raw json.RawMessage, s string) bool {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	var walk func(v any) bool
	walk = func(v any) bool {
		switch v := v.(type) {
		case string:
			return v == s
		case []any:
			for _, e := range v {
				if walk(e) {
					return true
				}
			}
		case map[string]any:
			for _, e := range v {
				if walk(e) {
					return true
				}
			}
		}
		return false
	}
	return walk(v)
}

// refusal is the rules' refusal as the seat may read it.
func (h *Host) refusal(seat string, err error) string {
	msg := strings.Join(strings.Fields(err.Error()), " ")
	if seat == SeatGM {
		return msg
	}
	for _, id := range h.hiddenNow() {
		if h.hiddenRe[id].MatchString(msg) {
			return "the rules do not allow it here"
		}
	}
	return msg
}

// --- the rate limit ---

// bucket is a token bucket: rate tokens a second, at most burst.
type bucket struct {
	tokens float64
	last   time.Time
}

func (h *Host) allow(seat string, now time.Time) bool {
	h.lmu.Lock()
	defer h.lmu.Unlock()
	bk := h.limits[seat]
	if bk == nil {
		bk = &bucket{tokens: float64(h.cfg.Burst), last: now}
		h.limits[seat] = bk
	}
	bk.tokens = min(float64(h.cfg.Burst), bk.tokens+now.Sub(bk.last).Seconds()*h.cfg.Rate)
	bk.last = now
	if bk.tokens < 1 {
		return false
	}
	bk.tokens--
	return true
}
