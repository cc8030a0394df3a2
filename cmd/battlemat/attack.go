//go:build !js

package main

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"battlemat/board"
	"battlemat/rules"
)

// attackResult is attack's JSON answer (docs/cli.md).
type attackResult struct {
	Trials        int            `json:"trials"`
	Hits          int            `json:"hits"`
	Outcomes      attackOutcomes `json:"outcomes"`
	BystandersHit int            `json:"bystanders_hit"`
}

type attackOutcomes struct {
	None          int `json:"none"`
	Shaken        int `json:"shaken"`
	Wounded       int `json:"wounded"`
	Incapacitated int `json:"incapacitated"`
}

// maxTrials bounds --trials so a typo cannot run for hours.
const maxTrials = 10_000_000

// cmdAttack resolves the same attack many times from the scenario's
// starting state: battlemat attack --scenario FILE --attacker ID --target ID
// [--weapon NAME] [--shots N] --trials N --seed S [--json].
//
// --weapon may name a melee weapon (a Fight on an adjacent target) or a
// template weapon (aimed at the target's centre); those make one attack
// and hit when they roll damage against the target.
//
// --shots is how many of the weapon's RoF dice go at the target. It
// defaults to 1, not to the weapon's RoF: a
// single die is the attack every ranged weapon can make, and RoF dice cost
// recoil (-2) and ammunition, a choice the GM should make on purpose.
//
// No bennies are spent (Soak policy: never). One RNG seeded with S feeds
// every trial in turn, so the same arguments print the same answer.
func cmdAttack(args []string, out io.Writer) error {
	fs := newFlags("attack")
	scenario := fs.String("scenario", "", "scenario file")
	attacker := fs.String("attacker", "", "id of the attacker")
	target := fs.String("target", "", "id of the target")
	weapon := fs.String("weapon", "", "the attacker's weapon by name (default: its first ranged weapon)")
	shots := fs.Int("shots", 1, "how many of the weapon's RoF dice go at the target")
	trials := fs.Int("trials", 0, "how many times to resolve the attack")
	seed := fs.Uint64("seed", 0, "seed of the dice")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "scenario", "attacker", "target", "trials", "seed"); err != nil {
		return err
	}
	if err := checkTrials(*trials); err != nil {
		return err
	}
	bd, err := board.Load(*scenario)
	if err != nil {
		return err
	}
	a, t, err := figurePair(bd, *scenario, "attacker", *attacker, "target", *target, "attack")
	if err != nil {
		return err
	}
	if *shots < 1 {
		return fmt.Errorf("--shots %d: at least one die", *shots)
	}
	w, err := attackWeapon(a, *weapon)
	if err != nil {
		return err
	}
	res, err := runAttacks(bd, a.ID, t.ID, w, *shots, *trials, *seed)
	if err != nil {
		return err
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		n := float64(res.Trials)
		pct := func(k int) float64 { return 100 * float64(k) / n }
		o := res.Outcomes
		how := fmt.Sprintf("%d %s", *shots, plural(*shots, "die", "dice"))
		if !w.Ranged() || w.Template != rules.NoTemplate {
			how = "one attack"
		}
		fmt.Fprintf(out, "%s attacks %s with the %s (%s), %d trials, seed %d:\n", a.ID, t.ID, w.Name, how, res.Trials, *seed)
		fmt.Fprintf(out, "  hit %d (%.1f%%)\n", res.Hits, pct(res.Hits))
		fmt.Fprintf(out, "  %s after: unhurt %.1f%%, Shaken %.1f%%, wounded %.1f%%, Incapacitated %.1f%%\n",
			t.ID, pct(o.None), pct(o.Shaken), pct(o.Wounded), pct(o.Incapacitated))
		fmt.Fprintf(out, "  stray dice that hit a bystander: %d\n", res.BystandersHit)
	})
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// checkTrials refuses a --trials the run cannot use.
func checkTrials(n int) error {
	if n < 1 || n > maxTrials {
		return fmt.Errorf("--trials %d: must be 1 to %d", n, maxTrials)
	}
	return nil
}

// attackWeapon finds the attacker's weapon by name (exactly, else ignoring
// case), or its first ranged weapon.
func attackWeapon(f *board.Figure, name string) (rules.Weapon, error) {
	if name == "" {
		if i := rules.FirstRanged(f.Figure); i >= 0 {
			return f.Weapons[i], nil
		}
		return rules.Weapon{}, fmt.Errorf("%s has no ranged weapon; name one with --weapon", f.ID)
	}
	for _, w := range f.Weapons {
		if w.Name == name {
			return w, nil
		}
	}
	if i := rules.WeaponIndex(f.Figure, name); i >= 0 {
		return f.Weapons[i], nil
	}
	names := make([]string, len(f.Weapons))
	for i, x := range f.Weapons {
		names[i] = fmt.Sprintf("%q", x.Name)
	}
	return rules.Weapon{}, fmt.Errorf("--weapon: %s has no weapon %q (it has %s)", f.ID, name, joinOr(names))
}

func joinOr(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	s := names[0]
	for _, n := range names[1:] {
		s += ", " + n
	}
	return s
}

// attackAction is the action for one trial: a Shoot with shots dice at
// the target; with a melee weapon a Fight (kind fight) on it; with a
// template weapon an area attack aimed at its centre.
func attackAction(b *rules.Battle, who, target string, w rules.Weapon, shots int) (rules.Action, error) {
	switch {
	case w.Template != rules.NoTemplate || !w.Ranged():
		if shots != 1 {
			return nil, fmt.Errorf("--shots %d: the %s makes one attack (no RoF)", shots, w.Name)
		}
		if w.Template != rules.NoTemplate {
			return rules.AreaAttack{Who: who, Weapon: w.Name, At: b.Battlefield.Centre(target)}, nil
		}
		return rules.Melee{Who: who, Target: target, Weapon: w.Name}, nil
	}
	ts := make([]string, shots)
	for i := range ts {
		ts[i] = target
	}
	return rules.Shoot{Who: who, Weapon: w.Name, Targets: ts}, nil
}

// runAttacks plays the countdown of a battle to the attacker's turn and
// then resolves the attack trials times, each from that same state: the
// battle takes the run's RNG, applies the action, gives the RNG back and
// is restored to the checkpoint taken before the first trial (the state
// Undo would give, without replaying the battle from its start).
func runAttacks(bd *board.Board, attacker, target string, w rules.Weapon, shots, trials int, seed uint64) (attackResult, error) {
	b, err := battleAtTurn(bd, seed, attacker, target)
	if err != nil {
		return attackResult{}, err
	}
	act, err := attackAction(b, attacker, target, w, shots)
	if err != nil {
		return attackResult{}, err
	}
	if err := b.Check(act); err != nil {
		return attackResult{}, err
	}
	_, shoot := act.(rules.Shoot)
	res := attackResult{Trials: trials}
	tf := b.Figure(target)
	err = runTrials(b, act, trials, seed, func(before int) error {
		var hit bool
		if shoot {
			// A die missed only through cover still strikes the target
			// through the obstacle, so it counts as a hit (Struck).
			shot := b.LastShot()
			hit = shot.Struck() > 0
			res.BystandersHit += len(shot.Bystanders)
		} else {
			// A blow or a template has no dice of its own to count: it
			// hit when it rolled damage against the target.
			hit = damaged(b.Events()[before:], attacker, target)
		}
		if hit {
			res.Hits++
		}
		switch {
		case tf.Incapacitated || tf.Dead:
			res.Outcomes.Incapacitated++
		case tf.Wounds > 0:
			res.Outcomes.Wounded++
		case tf.Shaken:
			res.Outcomes.Shaken++
		default:
			res.Outcomes.None++
		}
		return nil
	})
	if err != nil {
		return attackResult{}, err
	}
	return res, nil
}

// runTrials applies act trials times, each from the state b is in now:
// the battle takes the run's RNG (seeded with seed, one stream through
// every trial), applies act and gives the RNG back; count reads the
// outcome (before is the number of events before the trial); then b is
// restored to the checkpoint taken before the first trial, the state
// Undo's replay would give (tested in board) without the replay.
func runTrials(b *rules.Battle, act rules.Action, trials int, seed uint64, count func(before int) error) error {
	start, err := b.Checkpoint()
	if err != nil {
		return err
	}
	rng := rules.NewRNG(seed)
	for range trials {
		*b.RNG() = *rng
		before := len(b.Events())
		if err := b.Apply(act); err != nil {
			return err
		}
		*rng = *b.RNG()
		if err := count(before); err != nil {
			return err
		}
		if err := b.Restore(start); err != nil {
			return err
		}
	}
	return nil
}

// damaged reports whether the events roll damage of who's against target.
func damaged(events []rules.Event, who, target string) bool {
	for _, e := range events {
		if e.Kind == rules.EventDamage && e.Who == who && e.Target == target {
			return true
		}
	}
	return false
}

// dealTries bounds the search for a deal that gives neither figure a
// Joker; firstTries for one where who also acts first.
const (
	dealTries  = 1000
	firstTries = 64
)

// battleAtTurn starts a battle on the board and plays the countdown (every
// figure ending its turn at once, new rounds as needed) until who starts
// its turn. The deal is no part of the starting state, so a Joker (+2 to
// hit and damage) must not colour the numbers: the battle's seed is the
// first one derived from seed whose first round gives neither who nor
// other a Joker, and preferably one where who acts first (that made each
// trial's undo short when trials were undone by replay; it still picks the
// seed, so the numbers for a given --seed stay as they were).
func battleAtTurn(bd *board.Board, seed uint64, who, other string) (*rules.Battle, error) {
	fallback := uint64(0)
	found := false
	for k := range uint64(dealTries) {
		b, err := board.NewBattle(bd, mixSeed(seed, k))
		if err != nil {
			return nil, err
		}
		if err := b.Apply(rules.StartRound{}); err != nil {
			return nil, err
		}
		if b.Fight.Init.Joker(who) || (other != "" && b.Fight.Init.Joker(other)) {
			continue
		}
		if !found {
			fallback, found = k, true
		}
		if slices.Contains(b.NextUp(), who) {
			return b, b.Apply(rules.StartTurn{Who: who})
		}
		if k+1 >= firstTries {
			break
		}
	}
	if !found {
		return nil, errors.New("no deal without a Joker found")
	}
	b, err := board.NewBattle(bd, mixSeed(seed, fallback))
	if err != nil {
		return nil, err
	}
	if err := b.Apply(rules.StartRound{}); err != nil {
		return nil, err
	}
	return b, playTo(b, who)
}

// playTo lets everyone before who in the countdown start and end a turn
// until who may start its own, and starts it.
func playTo(b *rules.Battle, who string) error {
	for range 1000 {
		next := b.NextUp()
		switch {
		case slices.Contains(next, who):
			return b.Apply(rules.StartTurn{Who: who})
		case len(next) == 0:
			return fmt.Errorf("%s gets no turn in the first round", who)
		}
		if err := b.Apply(rules.StartTurn{Who: next[0]}); err != nil {
			return err
		}
		if err := b.Apply(rules.EndTurn{Who: next[0]}); err != nil {
			return err
		}
	}
	return fmt.Errorf("%s never gets a turn", who)
}

// mixSeed derives the k-th seed from s (SplitMix64's finaliser): nearby
// seeds and trial numbers give unrelated streams.
func mixSeed(s, k uint64) uint64 {
	z := s + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
