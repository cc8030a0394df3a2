package session

import (
	"errors"
	"fmt"
	"log"
	"regexp"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// DefaultAnswerTimeout is how long a question waits for its seat before
// Tick settles it with the answer that spends nothing.
const DefaultAnswerTimeout = 30 * time.Second

// NoTimeout as a Config's AnswerTimeout: a question waits for its answer
// however long it takes (the window's, whose person is at the screen);
// its Timeout is 0, so no screen counts down.
const NoTimeout = time.Duration(1<<63 - 1)

// Config is what a session is started with.
type Config struct {
	// File is the battle: a scenario's (no actions yet) or one to go on
	// with.
	File *board.BattleFile
	// AnswerTimeout is how long a question waits (0: the default;
	// NoTimeout: until it is answered).
	AnswerTimeout time.Duration
	// GMAsks, if set, overrides the scenario's gm_asks: which of the GM's
	// figures the GM is asked about.
	GMAsks rules.GMAsks
	// Save, if set, keeps the battle file's bytes after every change; an
	// error takes the change back and refuses it.
	Save func(battle []byte) error
	// Settings, if set, are the table's settings the GM had changed
	// before the session was stopped (the host's save folder): they win
	// over the scenario's and GMAsks. Sides is worked out afresh.
	Settings *Settings
	// SaveSettings, if set, keeps the table's settings each time the GM
	// changes them; an error refuses the change.
	SaveSettings func(Settings) error
	// Present, if set, says whether a seat has a screen open: views go
	// only to the seats present. nil: every seat is.
	Present func(seat string) bool
	// Answers, if set, says whether a seat has a screen that can answer
	// a question: one nobody can answer is settled at once with the
	// answer that spends nothing. nil: Present.
	Answers func(seat string) bool
	// Logf reports what the session does (nil: the log package).
	Logf func(format string, args ...any)
}

// Session is one battle and its seats.
type Session struct {
	cfg      Config
	name     string
	scenario []byte
	board    *board.Board
	b        *rules.Battle
	seats    []string          // gm, table, player:NAME in file order
	left     []string          // seats that lost their last figure, told once (players.go)
	player   map[string]string // figure id -> player seat
	foe      map[string]bool   // figures of sides with no player
	party    map[string]bool   // the sides with a player (isFoe)
	hiddenRe map[string]*regexp.Regexp
	cut      map[string]string // the scenario for non-GM seats, by the hidden ids
	logf     func(string, ...any)
	saveName string // the name in the battle files it keeps (Rename)
	// marks[0] is the number of events before the first action, and
	// marks[i+1] after the i-th (the GM's edits are cut out of the
	// others' logs by them).
	marks    []int
	settings Settings
	waiting  *waiting // the question an action stopped at
	ai       aiPlay   // the control: ai sides' play (ai.go)
	asked    int      // questions asked so far (their ids)
}

// ErrSettings is New's error for Config.Settings that do not fit the
// battle.
var ErrSettings = errors.New("the table's settings")

// Settings are the table's settings the GM may change (wire.Settings).
type Settings = wire.Settings

// New starts the session of cfg.File: its battle rebuilt, its seats the
// GM's, the table's and one per player named by the figures.
func New(cfg Config) (*Session, error) {
	if cfg.AnswerTimeout <= 0 {
		cfg.AnswerTimeout = DefaultAnswerTimeout
	}
	s := &Session{cfg: cfg, logf: cfg.Logf, hiddenRe: map[string]*regexp.Regexp{}}
	if s.logf == nil {
		s.logf = log.Printf
	}
	// The actions are replayed one by one to know which events each
	// made.
	bd, b, marks, err := replay(cfg.File)
	if err != nil {
		return nil, err
	}
	s.marks = marks
	// The text the seats get and the battle file keeps stands alone: a
	// page, or another machine, has no roster file beside it.
	text, err := board.Inlined(cfg.File.Name, []byte(cfg.File.Scenario))
	if err != nil {
		return nil, err
	}
	s.name, s.scenario, s.board, s.b = cfg.File.Name, text, bd, b
	s.settings.GMAsks = bd.GMAsks
	s.settings.AI, s.settings.Sides = aiSides(bd), sidesOf(bd)
	if cfg.GMAsks != "" {
		s.settings.GMAsks = cfg.GMAsks
	}
	if cfg.Settings != nil {
		if err := s.restore(*cfg.Settings); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrSettings, err)
		}
	}
	s.player, s.foe = map[string]string{}, map[string]bool{}
	partySide := map[string]bool{}
	for _, f := range bd.Figures {
		if f.Player != "" {
			s.player[f.ID] = wire.SeatPlayer + f.Player
			partySide[f.Side] = true
		}
	}
	s.party = partySide
	for _, f := range bd.Figures {
		s.foe[f.ID] = !partySide[f.Side]
		if f.Hidden {
			s.hiddenRe[f.ID] = regexp.MustCompile(`(?i)(^|[^a-z0-9_-])(` + regexp.QuoteMeta(f.ID) + `|` + regexp.QuoteMeta(f.Name) + `)($|[^a-z0-9_-])`)
		}
	}
	s.seats = []string{wire.SeatGM, wire.SeatTable}
	for _, p := range bd.Players() {
		s.seats = append(s.seats, wire.SeatPlayer+p)
	}
	s.refreshSeats() // the battle's set_player actions (players.go)
	return s, nil
}

// replay starts the file's battle and replays its actions one by one,
// noting how many events there are before each and after the last.
func replay(f *board.BattleFile) (*board.Board, *rules.Battle, []int, error) {
	start := *f
	start.Actions = nil
	bd, b, err := start.Start()
	if err != nil {
		return nil, nil, nil, err
	}
	marks := []int{len(b.Events())}
	for _, ap := range f.Actions {
		if err := b.Replay([]rules.Applied{ap}); err != nil {
			return nil, nil, nil, fmt.Errorf("replaying the battle: %w", err)
		}
		marks = append(marks, len(b.Events()))
	}
	return bd, b, marks, nil
}

// syncMarks notes the events of the action just applied, or, when the
// battle was changed past the session (a test's hand on it), notes them
// all afresh.
func (s *Session) syncMarks() {
	switch n := len(s.b.Applied); {
	case len(s.marks) == n+1:
	case len(s.marks) == n:
		s.marks = append(s.marks, len(s.b.Events()))
	default:
		_, _, marks, err := replay(board.FileOf(s.name, s.scenario, s.b))
		if err != nil {
			s.logf("host: noting the actions' events: %v", err)
			marks = nil
		}
		s.marks = marks
	}
}

// Seats lists the seats in order: gm, table, then the players.
func (s *Session) Seats() []string { return append([]string(nil), s.seats...) }

// Seq is the number of accepted actions.
func (s *Session) Seq() int { return len(s.b.Applied) }

// Battle is the session's battle, for a caller that holds the session
// still (tests, the transport's checks); it must not change it.
func (s *Session) Battle() *rules.Battle { return s.b }

// Board is the board the session's battle is fought on (for the
// window's drawing, which reads it as the battle changes it).
func (s *Session) Board() *board.Board { return s.board }

// Settings are the table's settings now.
func (s *Session) Settings() Settings { return s.settings }

// BattleFile is the battle as a battle file's bytes: the scenario, the
// seed and the accepted actions with their answers (a question waiting
// is not in it: its action is not accepted yet).
func (s *Session) BattleFile() ([]byte, error) {
	name := s.name
	if s.saveName != "" {
		name = s.saveName
	}
	return board.FileOf(name, s.scenario, s.b).Marshal()
}

// Rename names the battle in the battle files it keeps from now on; the
// session goes on finding the scenario's maps by the name it started on
// (the window: a scenario's path, saved under its file name).
func (s *Session) Rename(name string) { s.saveName = name }

// save keeps the battle (Config.Save).
func (s *Session) save() error {
	if s.cfg.Save == nil {
		return nil
	}
	data, err := s.BattleFile()
	if err != nil {
		return err
	}
	return s.cfg.Save(data)
}

// restore takes the settings saved before a restart, each checked as
// the GM's settings message is (a side of this battle, a known gm_asks).
func (s *Session) restore(v Settings) error {
	g, err := rules.ParseGMAsks(string(v.GMAsks))
	if err != nil {
		return err
	}
	ai, err := s.checkSides(v.AI)
	if err != nil {
		return err
	}
	s.settings.GMAsks, s.settings.ShowGMEdits, s.settings.AI = g, v.ShowGMEdits, ai
	return nil
}

// answers reports whether the seat can answer a question.
func (s *Session) answers(seat string) bool {
	if s.cfg.Answers != nil {
		return s.cfg.Answers(seat)
	}
	return s.present(seat)
}

// present reports whether the seat has a screen open.
func (s *Session) present(seat string) bool {
	return s.cfg.Present == nil || s.cfg.Present(seat)
}
