//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"sync"

	"battlemat/board"
	"battlemat/rules"
)

// simulateResult is simulate's JSON answer: the share of fights each
// side won (every side of the scenario, 0 included), the share of draws
// (the round cap, or both sides out at once) and the mean number of
// rounds dealt (a draw at the cap counts its rounds).
type simulateResult struct {
	Trials     int                `json:"trials"`
	Wins       map[string]float64 `json:"wins"`
	Draws      float64            `json:"draws"`
	MeanRounds float64            `json:"mean_rounds"`
}

const simulateHelp = `battlemat simulate FILE --trials N --seed S [--json]

Plays the scenario N times, every side by the plain tactic (advance to
cover, shoot the nearest foe in sight, throw blasts that catch two or more
foes and no friend, fight when adjacent, reload when empty), each fight
until one side has nobody standing or 50 rounds have been dealt (a draw).
Soak: the rules' DefaultSoak (a Wild Card always Soaks Wounds and rerolls
while the Wounds left would still put it out; an Extra Soaks a single
Wound only, rerolling once). Fight i has its own seed derived
from S and i: the same arguments print the same answer on every machine.

--json prints {"trials": N, "wins": {"side": share, ...}, "draws": share,
"mean_rounds": R}, shares from 0 to 1.`

// cmdSimulate plays whole fights with the plain tactic and reports how
// often each side wins.
func cmdSimulate(args []string, out io.Writer) error {
	fs := newFlags("simulate")
	trials := fs.Int("trials", 0, "how many fights to play")
	seed := fs.Uint64("seed", 0, "seed of the dice")
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
	data, err := os.ReadFile(pos[0])
	if err != nil {
		return err
	}
	// Parse once here so a bad file fails before any worker starts.
	bd, err := board.Parse(pos[0], data)
	if err != nil {
		return err
	}
	res, err := simulate(bd, data, pos[0], *trials, *seed, runtime.GOMAXPROCS(0))
	if err != nil {
		return err
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		fmt.Fprintf(out, "%s: %d fights, seed %d, plain tactic for every side\n", bd.Name, res.Trials, *seed)
		for _, s := range sortedSides(res.Wins) {
			fmt.Fprintf(out, "  %s win %.1f%%\n", s, 100*res.Wins[s])
		}
		fmt.Fprintf(out, "  draws %.1f%%\n  mean %.2f rounds\n", 100*res.Draws, res.MeanRounds)
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

// fightOutcome is one fight's result as the tally needs it.
type fightOutcome struct {
	winner int // index into the sides; -1 a draw
	rounds int
}

// simulate plays trials fights on workers goroutines, each on its own copy
// of the board. Fight i always has the seed mixSeed(seed, i), so the
// answer does not depend on how the fights are shared out.
func simulate(bd *board.Board, data []byte, name string, trials int, seed uint64, workers int) (simulateResult, error) {
	var sides []string
	for _, f := range bd.Figures {
		if !containsStr(sides, f.Side) {
			sides = append(sides, f.Side)
		}
	}
	outs := make([]fightOutcome, trials)
	workers = max(1, min(workers, trials))
	errs := make([]error, workers)
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
			for i := w; i < trials; i += workers {
				r, err := fr.fight(mixSeed(seed, uint64(i)))
				if err != nil {
					errs[w] = fmt.Errorf("fight %d: %w", i+1, err)
					return
				}
				o := fightOutcome{winner: -1, rounds: r.Rounds}
				for k, s := range sides {
					if s == r.Winner {
						o.winner = k
					}
				}
				outs[i] = o
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return simulateResult{}, err
		}
	}
	wins := make([]int, len(sides))
	draws, rounds := 0, 0
	for _, o := range outs {
		if o.winner < 0 {
			draws++
		} else {
			wins[o.winner]++
		}
		rounds += o.rounds
	}
	n := float64(trials)
	res := simulateResult{Trials: trials, Wins: map[string]float64{}, Draws: float64(draws) / n, MeanRounds: float64(rounds) / n}
	for k, s := range sides {
		res.Wins[s] = float64(wins[k]) / n
	}
	return res, nil
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// fighter plays fights on one board, putting its figures back as the
// scenario had them before each (no re-parsing).
type fighter struct {
	bd     *board.Board
	table  *board.Table
	start  []rules.State
	at     []board.Square
	events []rules.Event // the last fight's events' array, for the next
}

func newFighter(bd *board.Board) *fighter {
	fr := &fighter{bd: bd, table: board.NewTable(bd)}
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
// tactic, Soak by DefaultSoak.
func (fr *fighter) fight(seed uint64) (rules.FightResult, error) {
	for i, f := range fr.bd.Figures {
		f.State = copyState(fr.start[i])
		f.At = fr.at[i]
	}
	b, err := rules.NewBattle(fr.table, fr.bd.Edition, fr.bd.Dealing, seed)
	if err != nil {
		return rules.FightResult{}, err
	}
	b.Soak = rules.DefaultSoak
	b.ReuseEvents(fr.events)
	res, err := rules.PlayFight(b, rules.FightOptions{})
	fr.events = b.Events()
	return res, err
}
