//go:build !js

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// apply drives a battle from a script: one action object per line, each
// planned and applied by the same rules.Battle the window uses, or only
// previewed. Refused actions change nothing and the script goes on; an
// unreadable line is bad input (exit 2, naming the line).

const applyHelp = `battlemat apply --scenario FILE --seed S --actions FILE|- [--out BATTLE.json] [--json]
battlemat apply --list [--json]

Reads one action per line (JSON Lines; blank lines skipped), each like
{"kind": "shoot", "who": "buck", "targets": ["c1"]}, and applies them in
order to a battle started from the scenario with the seed. A line
{"preview": ACTION} plans the action without rolling or changing anything.
Soak and benny rerolls take the battle's default policy (soak when it
helps; no rerolls). Prints each action's result (its log lines and every
trait roll with its modifiers), the round, who is up and every figure's
state. --out writes the battle file of the accepted actions. --list prints
every action kind with its fields.`

// applyResult is one line's result.
type applyResult struct {
	OK      bool          `json:"ok"`
	Preview bool          `json:"preview,omitempty"`
	Error   string        `json:"error,omitempty"`
	Log     []string      `json:"log,omitempty"`
	Rolls   []appliedRoll `json:"rolls,omitempty"`
	// Cost: a previewed cast's Power Points, each part by name.
	Cost string `json:"cost,omitempty"`
}

// MarshalJSON writes an accepted line with its rolls always (an empty
// list when it rolled nothing) and an applied one with its log always; a
// refused line has neither.
func (r applyResult) MarshalJSON() ([]byte, error) {
	type wire struct {
		OK      bool           `json:"ok"`
		Preview bool           `json:"preview,omitempty"`
		Error   string         `json:"error,omitempty"`
		Log     *[]string      `json:"log,omitempty"`
		Rolls   *[]appliedRoll `json:"rolls,omitempty"`
		Cost    string         `json:"cost,omitempty"`
	}
	w := wire{OK: r.OK, Preview: r.Preview, Error: r.Error, Cost: r.Cost}
	if r.OK {
		rolls := append([]appliedRoll{}, r.Rolls...)
		w.Rolls = &rolls
		if !r.Preview {
			log := append([]string{}, r.Log...)
			w.Log = &log
		}
	}
	return json.Marshal(w)
}

// appliedRoll is a trait die of an action: its total once rolled, its
// exact odds in a preview (the host sends the same).
type appliedRoll = wire.Roll

// figureState is what apply reports of each figure: the host's shape,
// every number (Parry and Toughness with the figure's effects).
type figureState = wire.FigureState

// applyTold are the numbers apply prints.
var applyTold = board.Reveal{Wounds: true, Fatigue: true, Bennies: true, Parry: true, Toughness: true}

type applyOutput struct {
	Results []applyResult          `json:"results"`
	Round   int                    `json:"round"`
	Up      *string                `json:"up"`
	Figures map[string]figureState `json:"figures"`
	// Pool is the GM's pool of bennies left (apply is the GM's tool);
	// left out under a revision without one.
	Pool *int `json:"pool,omitempty"`
}

func cmdApply(args []string, out io.Writer) error {
	fs := newFlags("apply")
	scenario := fs.String("scenario", "", "scenario file (YAML or JSON)")
	seed := fs.Uint64("seed", 0, "seed of the dice")
	actions := fs.String("actions", "", "file of actions, one JSON object a line; - for standard input")
	outFile := fs.String("out", "", "write the battle file of the accepted actions here (atomically)")
	list := fs.Bool("list", false, "print every action kind with its fields")
	asJSON := fs.Bool("json", false, "print one JSON object")
	help := fs.Bool("help", false, "explain the command and its answer")
	_, err := parseFlags(fs, args, 0)
	if *help || errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(out, applyHelp)
		return nil
	}
	if err != nil {
		return err
	}
	if *list {
		return listKinds(out, *asJSON)
	}
	if err := require(fs, "scenario", "seed", "actions"); err != nil {
		return err
	}
	data, err := os.ReadFile(*scenario)
	if err != nil {
		return err
	}
	script, err := readScript(*actions)
	if err != nil {
		return err
	}
	res, b, err := applyScript(*scenario, data, *seed, script)
	if err != nil {
		return err
	}
	if *outFile != "" {
		// The battle file stands alone: a roster's figures written in.
		alone, err := board.Inlined(*scenario, data)
		if err != nil {
			return err
		}
		if err := board.SaveBattle(*outFile, board.FileOf(*scenario, alone, b)); err != nil {
			return err
		}
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		for i, r := range res.Results {
			switch {
			case !r.OK:
				fmt.Fprintf(out, "%d: refused: %s\n", i+1, r.Error)
			case r.Preview:
				if r.Cost != "" {
					fmt.Fprintf(out, "%d: preview: costs %s\n", i+1, r.Cost)
				}
				for _, roll := range r.Rolls {
					// The figure by its name as written, as the log names it
					// (the JSON keeps the id).
					who := roll.Who
					if f := b.Figure(who); f != nil {
						who = f.Name
					}
					fmt.Fprintf(out, "%d: preview: %s rolls %s vs %d%s: success %.1f%%, raise %.1f%%\n", i+1, who, roll.Trait, roll.TN, modsText(roll.Mods), 100**roll.Success, 100**roll.Raise)
				}
			default:
				for _, l := range r.Log {
					fmt.Fprintf(out, "%d: %s\n", i+1, l)
				}
			}
		}
		up := "nobody"
		if res.Up != nil {
			up = *res.Up
		}
		fmt.Fprintf(out, "round %d, up: %s\n", res.Round, up)
		if res.Pool != nil {
			word := "bennies"
			if *res.Pool == 1 {
				word = "benny"
			}
			fmt.Fprintf(out, "GM's pool: %d %s\n", *res.Pool, word)
		}
	})
}

func modsText(ms rules.Mods) string {
	if len(ms) == 0 {
		return ""
	}
	return ", " + ms.String()
}

func readScript(name string) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(os.Stdin)
	}
	return os.ReadFile(name)
}

// scriptLine is one line of a script: an action, or {"preview": action}.
type scriptLine struct {
	action  rules.Action
	preview bool
}

// parseScript reads every line before anything is applied, so bad input
// changes nothing and names its line.
func parseScript(script []byte) ([]scriptLine, error) {
	var out []scriptLine
	sc := bufio.NewScanner(bytes.NewReader(script))
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var head map[string]json.RawMessage
		if err := json.Unmarshal(line, &head); err != nil {
			return nil, fmt.Errorf("line %d: not a JSON object: %s", n, rules.JSONWords(err))
		}
		body, preview := line, false
		if p, ok := head["preview"]; ok {
			if len(head) != 1 {
				return nil, fmt.Errorf("line %d: a preview line holds only {\"preview\": ACTION}", n)
			}
			body, preview = p, true
		}
		a, err := rules.UnmarshalAction(body)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, scriptLine{action: a, preview: preview})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading the actions: %w", err)
	}
	return out, nil
}

// applyScript starts the battle and runs the script through it.
func applyScript(name string, scenario []byte, seed uint64, script []byte) (applyOutput, *rules.Battle, error) {
	lines, err := parseScript(script)
	if err != nil {
		return applyOutput{}, nil, err
	}
	_, b, err := board.StartBattle(name, scenario, seed)
	if err != nil {
		return applyOutput{}, nil, err
	}
	b.Soak = rules.DefaultSoak
	res := applyOutput{Results: []applyResult{}}
	for _, l := range lines {
		res.Results = append(res.Results, applyLine(b, l))
	}
	res.Round = b.Fight.Init.Round
	res.Up = upNow(b)
	res.Figures = map[string]figureState{}
	for _, f := range b.Figures() {
		res.Figures[f.ID] = server.FigureOf(b, f, applyTold)
	}
	res.Pool = wire.PoolFor(b, wire.SeatGM)
	return res, b, nil
}

func applyLine(b *rules.Battle, l scriptLine) applyResult {
	if l.preview {
		p, err := b.Preview(l.action)
		if err != nil {
			return applyResult{Preview: true, Error: oneLine(err.Error())}
		}
		r := applyResult{OK: true, Preview: true, Rolls: []appliedRoll{}}
		if c, ok := p.Detail.(*rules.CastPlan); ok {
			r.Cost = c.CostText()
		}
		add := func(pr rules.PlannedRoll) {
			for i := range max(len(pr.Dice), 1) {
				o := pr.Odds(i)
				target := ""
				if i < len(pr.Dice) {
					target = pr.Dice[i].Target
				}
				r.Rolls = append(r.Rolls, appliedRoll{Who: pr.Who, Trait: pr.Trait, Target: target, TN: pr.TN(i),
					Mods: append(rules.Mods{}, pr.Mods(i)...), Success: &o.Success, Raise: &o.Raise})
			}
		}
		for _, pr := range p.Rolls {
			add(pr)
			// Then the victims' rolls to evade, should the template land
			// where it is aimed.
			for _, v := range pr.Victims {
				if v.Evade != nil {
					add(*v.Evade)
				}
			}
		}
		return r
	}
	n := len(b.Events())
	if err := b.Apply(l.action); err != nil {
		return applyResult{Error: oneLine(err.Error())}
	}
	evs := b.Events()[n:]
	return applyResult{OK: true, Log: rules.Lines(evs, b.Names()), Rolls: wire.RollsOf(evs)}
}

// upNow is the figure whose turn is under way, else the next to act.
func upNow(b *rules.Battle) *string { return wire.UpNow(b) }

// kindInfo is one action kind for --list: its fields by JSON name, and an
// example line.
type kindInfo struct {
	Kind    string          `json:"kind"`
	Fields  []string        `json:"fields"`
	Example json.RawMessage `json:"example"`
}

func listKinds(out io.Writer, asJSON bool) error {
	var kinds []kindInfo
	for _, k := range rules.ActionKinds() {
		ex := rules.ActionExample(k)
		data, err := rules.MarshalAction(ex)
		if err != nil {
			return err
		}
		kinds = append(kinds, kindInfo{Kind: k, Fields: rules.ActionFields(ex), Example: data})
	}
	return writeOut(out, asJSON, map[string]any{"kinds": kinds}, func(out io.Writer) {
		for _, k := range kinds {
			fmt.Fprintf(out, "%-12s %s\n  e.g. %s\n", k.Kind, strings.Join(k.Fields, ", "), k.Example)
		}
	})
}
