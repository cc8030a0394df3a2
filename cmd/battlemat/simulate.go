//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"
	"sync/atomic"

	"battlemat/board"
	"battlemat/rules"
)

// simulateResult is simulate's JSON answer: the share of fights each
// side won (every side of the scenario, 0 included), the share of draws
// (the round cap, or both sides out at once) and the mean number of
// rounds dealt (a draw at the cap counts its rounds); then the 95%
// intervals of those shares and, for each player character, how often it
// ended Incapacitated and its mean Wounds.
type simulateResult struct {
	Trials       int                   `json:"trials"`
	Wins         map[string]float64    `json:"wins"`
	Draws        float64               `json:"draws"`
	MeanRounds   float64               `json:"mean_rounds"`
	WinIntervals map[string][2]float64 `json:"win_intervals"`
	DrawInterval [2]float64            `json:"draw_interval"`
	Figures      map[string]figureOdds `json:"figures"`

	players []string // the figures' ids in the scenario's order, for people
}

// figureOdds is one player character's part of simulate's answer.
type figureOdds struct {
	Name                  string     `json:"name"`
	Side                  string     `json:"side"`
	Incapacitated         float64    `json:"incapacitated"`
	IncapacitatedInterval [2]float64 `json:"incapacitated_interval"`
	MeanWounds            float64    `json:"mean_wounds"`
	// WildCard: the figure is a Wild Card (an Extra's mean_wounds is
	// always 0: its first Wound puts it out).
	WildCard bool `json:"wild_card"`
}

const simulateHelp = `battlemat simulate FILE --trials N --seed S [--max-rounds R] [--json]

Plays the scenario N times, every side by the plain tactic (advance to
cover, shoot the nearest foe in sight, throw blasts that catch two or more
foes and no friend, fight when adjacent, reload when empty), each fight
until one side has nobody standing or 50 rounds have been dealt (a draw).
Soak: the rules' DefaultSoak (a Wild Card always Soaks Wounds and rerolls
while the Wounds left would still put it out; an Extra Soaks a single
Wound only, rerolling once). Rerolls: a figure keeps one benny for Soak
while it is up and spends the others on a failed trait test a fresh
roll makes at least 40% of the time, and on damage that Shakes but falls
1 to 3 short of a Wound (swade; No Mercy in deluxe). Fight i has its own seed derived
from S and i: the same arguments print the same answer on every machine.

Each share comes with its 95% interval (Wilson's), and each player
character (a figure not on a GM's side) with the share of fights it
ended Incapacitated and its mean Wounds at the end. --max-rounds sets
the round cap (default 50).

--json prints {"trials": N, "wins": {"side": share, ...}, "draws": share,
"mean_rounds": R, "win_intervals": {"side": [low, high], ...},
"draw_interval": [low, high], "figures": {"id": {"name": ..., "side": ...,
"incapacitated": share, "incapacitated_interval": [low, high],
"mean_wounds": W}, ...}}, shares from 0 to 1.`

// cmdSimulate plays whole fights with the plain tactic and reports how
// often each side wins.
func cmdSimulate(args []string, out io.Writer) error {
	fs := newFlags("simulate")
	trials := fs.Int("trials", 0, "how many fights to play")
	seed := fs.Uint64("seed", 0, "seed of the dice")
	maxRounds := fs.Int("max-rounds", rules.DefaultMaxRounds, "the round cap: a fight not decided by then is a draw")
	asJSON := fs.Bool("json", false, "print one JSON object")
	help := fs.Bool("help", false, "explain the command and its answer")
	pos, err := parseFlags(fs, args, 1, "trials", "seed")
	if *help || errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(out, simulateHelp)
		return nil
	}
	if err != nil {
		return err
	}
	if err := checkTrials(*trials); err != nil {
		return err
	}
	if *maxRounds < 1 || *maxRounds > 10000 {
		return fmt.Errorf("--max-rounds %d: must be 1 to 10000", *maxRounds)
	}
	data, err := os.ReadFile(pos[0])
	if err != nil {
		return err
	}
	// Parse once here so a bad file fails before any worker starts.
	bd, err := board.Parse(pos[0], data)
	if err != nil {
		return err
	}
	// Fights make short-lived garbage over a small live heap (a few MB):
	// collecting a quarter as often saves about a tenth of the CPU time
	// for some 20 MB more. GOGC set by the user wins.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	res, err := simulate(bd, data, pos[0], *trials, *seed, *maxRounds, runtime.GOMAXPROCS(0))
	if err != nil {
		return err
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		fmt.Fprintf(out, "%s: %d fights, seed %d, plain tactic for every side\n", bd.Name, res.Trials, *seed)
		for _, s := range sortedSides(res.Wins) {
			fmt.Fprintf(out, "  %s win %.1f%%\n", s, 100*res.Wins[s])
		}
		fmt.Fprintf(out, "  draws %.1f%%\n  mean %.2f rounds\n", 100*res.Draws, res.MeanRounds)
		fmt.Fprintf(out, "  95%% intervals:")
		for _, s := range sortedSides(res.Wins) {
			iv := res.WinIntervals[s]
			fmt.Fprintf(out, " %s %.1f-%.1f%%,", s, 100*iv[0], 100*iv[1])
		}
		fmt.Fprintf(out, " draws %.1f-%.1f%%\n", 100*res.DrawInterval[0], 100*res.DrawInterval[1])
		for _, id := range res.players {
			f := res.Figures[id]
			if !f.WildCard {
				// Out on its first Wound: its mean Wounds is always 0.
				fmt.Fprintf(out, "  %s (%s, Extra): Incapacitated %.1f%% (%.1f-%.1f%%)\n", f.Name, f.Side, 100*f.Incapacitated, 100*f.IncapacitatedInterval[0], 100*f.IncapacitatedInterval[1])
				continue
			}
			fmt.Fprintf(out, "  %s (%s): Incapacitated %.1f%% (%.1f-%.1f%%), mean %.2f Wounds\n", f.Name, f.Side, 100*f.Incapacitated, 100*f.IncapacitatedInterval[0], 100*f.IncapacitatedInterval[1], f.MeanWounds)
		}
	})
}

func sortedSides(m map[string]float64) []string {
	out := make([]string, 0, len(m))
	for s := range m {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// simulate plays trials fights on workers goroutines, each on its own copy
// of the board, each worker counting its fights in its own tally. A worker
// takes the next fight when it is done with one (fights vary in length,
// and on a shared machine so do the cores: fixed shares would wait for
// the slower worker). Fight i always has the seed rules.FightSeed(seed, i),
// so the answer does not depend on how the fights are shared out.
func simulate(bd *board.Board, data []byte, name string, trials int, seed uint64, maxRounds, workers int) (simulateResult, error) {
	workers = max(1, min(workers, trials))
	errs := make([]error, workers)
	failed := make([]int, workers) // the fight errs[w] is about
	tallies := make([]*rules.Tally, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := bd
			if w > 0 {
				var err error
				if mine, err = board.Parse(name, data); err != nil {
					errs[w] = err
					return
				}
			}
			fr := newFighter(mine)
			fr.maxRounds = maxRounds
			for i := int(next.Add(1) - 1); i < trials; i = int(next.Add(1) - 1) {
				r, b, err := fr.play(rules.FightSeed(seed, i))
				if err != nil {
					errs[w], failed[w] = fmt.Errorf("fight %d: %w", i+1, err), i
					return
				}
				if tallies[w] == nil {
					tallies[w] = rules.NewTally(b.Figures())
				}
				tallies[w].Add(b, r)
			}
		}()
	}
	wg.Wait()
	// The first fight that failed, whoever played it: every fight before
	// it was handed out and played, so the answer is the same each time.
	var first error
	at := trials
	for w, err := range errs {
		if err != nil && failed[w] <= at {
			first, at = err, failed[w]
		}
	}
	if first != nil {
		return simulateResult{}, first
	}
	var t *rules.Tally
	for _, o := range tallies {
		switch {
		case o == nil: // a worker that came too late for any fight
		case t == nil:
			t = o
		default:
			t.Merge(o)
		}
	}
	res := simulateResult{Trials: trials, Wins: map[string]float64{}, WinIntervals: map[string][2]float64{},
		Draws: t.DrawShare().Share, MeanRounds: t.MeanRounds(), Figures: map[string]figureOdds{}}
	d := t.DrawShare()
	res.DrawInterval = [2]float64{d.Low, d.High}
	for _, s := range t.Sides {
		w := t.WinShare(s)
		res.Wins[s] = w.Share
		res.WinIntervals[s] = [2]float64{w.Low, w.High}
	}
	for _, p := range t.Players {
		in := t.IncapacitatedShare(p)
		res.players = append(res.players, p.ID)
		res.Figures[p.ID] = figureOdds{Name: p.Name, Side: p.Side, Incapacitated: in.Share,
			IncapacitatedInterval: [2]float64{in.Low, in.High}, MeanWounds: t.MeanWounds(p), WildCard: p.WildCard}
	}
	return res, nil
}

// fighter plays fights on one board, putting its figures back as the
// scenario had them before each (no re-parsing).
type fighter struct {
	bd     *board.Board
	table  *board.Battlefield
	start  []rules.State
	at     []board.Square
	events []rules.Event // the last fight's events' array, for the next
	// applied: the last fight's array of actions applied, for the next
	applied []rules.Applied
	last    *rules.Battle // the last fight: its start copies serve the next
	// tactics are the sides' plain tactics, kept with their scratch
	// from one fight to the next.
	tactics rules.SideTactics
	// maxRounds is the round cap (0: rules.DefaultMaxRounds).
	maxRounds int
	// loud plays the fights with every word of their events; simulate
	// reads none, so its fights are quiet (rules.FightOptions.Quiet).
	loud bool
}

func newFighter(bd *board.Board) *fighter {
	fr := &fighter{bd: bd, table: board.NewBattlefield(bd)}
	fr.table.RememberShadows() // nothing but the fights' doors changes the board
	for _, f := range bd.Figures {
		fr.start = append(fr.start, copyState(f.State))
		fr.at = append(fr.at, f.At)
	}
	return fr
}

func copyState(s rules.State) rules.State {
	s.Ammo = append([]int(nil), s.Ammo...)
	s.Injuries = append([]rules.Injury(nil), s.Injuries...)
	return s
}

// fight plays one whole fight with the seed, every side by the plain
// tactic, bennies by the plain policy (Soak by DefaultSoak, rerolls by
// PlainReroll).
func (fr *fighter) fight(seed uint64) (rules.FightResult, error) {
	r, _, err := fr.play(seed)
	return r, err
}

// play is fight, also giving the battle as the fight left it.
func (fr *fighter) play(seed uint64) (rules.FightResult, *rules.Battle, error) {
	for i, f := range fr.bd.Figures {
		own := f.Ammo
		f.State = fr.start[i]
		f.Injuries = append([]rules.Injury(nil), f.Injuries...)
		if n := len(f.Ammo); n > 0 && cap(own) >= n {
			// The figure's own array, written over: nothing else holds
			// it (the last battle copied what it kept).
			f.Ammo = append(own[:0], f.Ammo...)
		} else {
			f.Ammo = append([]int(nil), f.Ammo...)
		}
		f.At = fr.at[i]
	}
	b, err := rules.NewBattleAfter(fr.last, fr.table, fr.bd.Edition, fr.bd.Dealing, seed)
	if err != nil {
		return rules.FightResult{}, nil, err
	}
	rules.PlainBennies(b)
	b.ReuseEvents(fr.events)
	b.ReuseApplied(fr.applied)
	res, err := rules.PlayFight(b, rules.FightOptions{MaxRounds: fr.maxRounds, Quiet: !fr.loud, Sides: &fr.tactics})
	fr.events = b.Events()
	fr.applied = b.Applied
	fr.last = b
	return res, b, err
}
