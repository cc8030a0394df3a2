package game

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
)

// Fight is the battle on the table: the board, the rules engine's Battle
// on it, and where it came from (the scenario's text, so it can be saved
// as a battle file that stands alone).
type Fight struct {
	Board  *board.Board
	Battle *rules.Battle
	// Name is the scenario's file name and Scenario its text; empty when
	// the board was handed over parsed (then it cannot be saved).
	Name     string
	Scenario []byte
	// SavePath is where Ctrl+S writes the battle file.
	SavePath string
	// ScenarioPath is the scenario's file when the fight was opened from
	// one (the aftermath writes beside it, or over it when confirmed).
	ScenarioPath string

	// Soak prompts: the answers given so far to the action awaiting one
	// (replayed in order when it is applied again), and the question the
	// last try stopped at.
	pending rules.Action
	answers []bool
	rerolls []bool // the answers to benny reroll offers, likewise
	reacts  []bool // the answers to free attacks (First Strike, Counterattack)
	asked   *SoakQuestion
	// seen are the events of the try the question stopped, up to the
	// damage roll it asks about: the dice panel shows them before the
	// prompt asks (the try itself is taken back).
	seen []rules.Event

	// offers are the benny rerolls offered after the last action, the
	// first shown (they do not hold the action up: it stands unless the
	// player takes one); declining one shows the next.
	offers     []rerollOffer
	rerollFrom int // the events before the action Reroll applies again

	// Asks is the table's setting of which of the GM's figures the GM is
	// asked about ("": the scenario's gm_asks).
	Asks rules.GMAsks
}

// GMAsks is which of the GM's figures the GM is asked about: Asks, else
// the scenario's, else the GM's Wild Cards (rules.GMAsks).
func (f *Fight) GMAsks() rules.GMAsks {
	switch {
	case f.Asks != "":
		return f.Asks
	case f.Board != nil && f.Board.GMAsks != "":
		return f.Board.GMAsks
	}
	return rules.GMAsksWildCards
}

type rerollOffer struct {
	q       SoakQuestion
	action  rules.Action
	rerolls []bool // the reroll answers before its own
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
}

// Text is the prompt's question.
func (q SoakQuestion) Text() string {
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

// question is the question about fig's benny: its own count, or the GM's
// pool's when that pays (bennies.go).
func question(b *rules.Battle, fig *rules.Figure) SoakQuestion {
	q := SoakQuestion{Who: fig.ID, Name: fig.Name, Bennies: fig.Bennies}
	if fig.Bennies == 0 && b.Fight.FromPool(fig) {
		q.Pool = b.Pool()
	}
	return q
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// NewFight starts a battle on a scenario's text with the seed.
func NewFight(name string, scenario []byte, seed uint64) (*Fight, error) {
	bd, b, err := board.StartBattle(name, scenario, seed)
	if err != nil {
		return nil, err
	}
	return &Fight{Board: bd, Battle: b, Name: name, Scenario: scenario, SavePath: savePathOf(name)}, nil
}

// FightOn starts a battle on a board already parsed (no scenario text:
// such a fight cannot be saved).
func FightOn(bd *board.Board, seed uint64) (*Fight, error) {
	if bd == nil {
		return nil, errors.New("no board")
	}
	b, err := board.NewBattle(bd, seed)
	if err != nil {
		return nil, err
	}
	return &Fight{Board: bd, Battle: b}, nil
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
		f, bd, b, err := board.LoadBattle(path)
		if err != nil {
			return nil, err
		}
		return &Fight{Board: bd, Battle: b, Name: f.Name, Scenario: []byte(f.Scenario), SavePath: path}, nil
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
	if len(f.Scenario) == 0 {
		return errors.New("this battle has no scenario text to save (open it from a file)")
	}
	if f.SavePath == "" {
		return errors.New("no file to save the battle to")
	}
	if err := os.MkdirAll(filepath.Dir(f.SavePath), 0o755); err != nil {
		return err
	}
	return board.SaveBattle(f.SavePath, board.FileOf(f.Name, f.Scenario, f.Battle))
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

// Apply applies an action. When damage asks a player whether to Soak
// (a figure with a benny), the action is taken back and the question is
// returned: Answer applies it again with the answer, so the dice already
// thrown come out the same.
func (f *Fight) Apply(a rules.Action) (*SoakQuestion, error) {
	f.pending, f.answers, f.rerolls, f.reacts, f.asked, f.offers = a, nil, nil, nil, nil, nil
	return f.try()
}

// Asked is the Soak question waiting for an answer, or nil.
func (f *Fight) Asked() *SoakQuestion { return f.asked }

// Answer answers the waiting question (Soak, or a free attack) and
// applies the action again; it may ask another.
func (f *Fight) Answer(yes bool) (*SoakQuestion, error) {
	if f.asked == nil || f.pending == nil {
		return nil, errors.New("no question is waiting")
	}
	if f.asked.Reaction {
		f.reacts = append(f.reacts, yes)
	} else {
		f.answers = append(f.answers, yes)
	}
	return f.try()
}

// Offer is the benny reroll offered after the last action, or nil: a
// trait test of a figure with a benny (an attack, a Soak's
// Incapacitation roll, Bleeding Out, Healing...) could still come out
// better. A hit that put every target out offers nothing: no reroll can
// improve it.
func (f *Fight) Offer() *SoakQuestion {
	if len(f.offers) == 0 {
		return nil
	}
	return &f.offers[0].q
}

// Reroll takes the offer: the action is taken back and applied again with
// the benny spent on the reroll (the better result counts). Its Soak
// questions are asked afresh, since the dice after the reroll differ.
func (f *Fight) Reroll() (*SoakQuestion, error) {
	if len(f.offers) == 0 {
		return nil, errors.New("no reroll is offered")
	}
	o := f.offers[0]
	if err := f.Battle.Undo(); err != nil {
		return nil, err
	}
	f.offers, f.rerollFrom = nil, len(f.Battle.Events())
	f.pending, f.answers, f.rerolls, f.reacts, f.asked = o.action, nil, append(o.rerolls, true), nil, nil
	return f.try()
}

// Decline lets the offered reroll go (the roll stands); the action's next
// offer, if any, is shown.
func (f *Fight) Decline() {
	if len(f.offers) > 0 {
		f.offers = f.offers[1:]
	}
}

// Withdraw drops every offer (the action they belong to is undone).
func (f *Fight) Withdraw() { f.offers = nil }

// Seen are the rolls of the action awaiting an answer, up to the damage
// the question is about (nil when none is waiting).
func (f *Fight) Seen() []rules.Event {
	if f.asked == nil {
		return nil
	}
	return f.seen
}

// seenBefore cuts a taken-back try's events after the damage roll
// against who, so what a Soak would change is not shown.
func seenBefore(evs []rules.Event, who string) []rules.Event {
	for i, e := range evs {
		if e.Kind == rules.EventDamage && e.Target == who {
			return append([]rules.Event(nil), evs[:i+1]...)
		}
	}
	return nil
}

// Cancel drops the action awaiting an answer (it stays undone).
func (f *Fight) Cancel() {
	f.pending, f.answers, f.rerolls, f.reacts, f.asked = nil, nil, nil, nil, nil
}

func (f *Fight) try() (*SoakQuestion, error) {
	b := f.Battle
	asks := f.GMAsks()
	used := 0
	var asked *SoakQuestion
	b.Soak = func(fig *rules.Figure, wounds, soaked, rolls int) bool {
		if used < len(f.answers) {
			used++
			return f.answers[used-1]
		}
		if !asks.Asks(fig, false) {
			// Nobody is asked: the default policy decides (as the host's).
			return rules.DefaultSoak(fig, wounds, soaked, rolls)
		}
		if asked == nil && b.HasBenny(fig) {
			q := question(b, fig)
			q.Wounds, q.Soaked, q.Rolls = wounds, soaked, rolls
			asked = &q
		}
		return false
	}
	// Every reroll question past the answers given is answered no and
	// kept: after the action, those a reroll can still improve become the
	// offers.
	usedR := 0
	var later []SoakQuestion
	b.Reroll = func(fig *rules.Figure, what string, res rules.TraitResult) bool {
		if usedR < len(f.rerolls) {
			usedR++
			return f.rerolls[usedR-1]
		}
		if !asks.Asks(fig, false) {
			return false // nobody is asked: no reroll, no offer
		}
		q := question(b, fig)
		q.Reroll, q.What, q.Outcome, q.Total, q.TN = true, what, res.Outcome(), res.Total, res.TN
		later = append(later, q)
		return false
	}
	// A free attack an Edge gives: asked as Soak is (the figure's seat by
	// the same policy); nobody asked takes it, since it spends nothing.
	usedA, seenTo := 0, -1
	start := len(b.Events())
	b.Reaction = func(fig *rules.Figure, what, target string) bool {
		if usedA < len(f.reacts) {
			usedA++
			return f.reacts[usedA-1]
		}
		if asked == nil && asks.Asks(fig, false) {
			q := question(b, fig)
			q.Reaction, q.What, q.Target = true, what, target
			if t := b.Figure(target); t != nil {
				q.Target = t.Name
			}
			asked, seenTo = &q, len(b.Events())
		}
		return true
	}
	defer func() { b.Soak, b.Reroll, b.Reaction = nil, nil, nil }()
	if err := b.Apply(f.pending); err != nil {
		f.Cancel()
		return nil, err
	}
	if asked == nil {
		asks := b.RerollAsks()
		for i, q := range later {
			if k := len(f.rerolls) + i; k < len(asks) && asks[k].Moot {
				continue // the hit put its targets out: a reroll cannot improve it
			}
			prior := append(append([]bool(nil), f.rerolls...), make([]bool, i)...)
			f.offers = append(f.offers, rerollOffer{q: q, action: f.pending, rerolls: prior})
		}
		f.Cancel()
		return nil, nil
	}
	if seenTo >= 0 { // the rolls before the free attack
		f.seen = append([]rules.Event(nil), b.Events()[start:seenTo]...)
	} else {
		f.seen = seenBefore(b.Events()[start:], asked.Who)
	}
	if err := b.Undo(); err != nil {
		f.Cancel()
		return nil, err
	}
	f.asked = asked
	return asked, nil
}
