package rules

import "fmt"

// A headless fight: every side played by a tactic from the first deal
// until one side is left standing or the round cap. The simulate
// subcommand runs many of these; the window can use Step to let the
// program play a side.

// DefaultMaxRounds is the round cap of a simulated fight: a fight not
// decided after this many rounds is a draw.
const DefaultMaxRounds = 50

// maxTurnSteps bounds the actions one turn may try: a tactic that never
// ends its turn is stopped here and the turn ended for it.
const maxTurnSteps = 32

// FightOptions tune PlayFight.
type FightOptions struct {
	// MaxRounds caps the fight (0: DefaultMaxRounds).
	MaxRounds int
	// Tactics plays each side by name; a side with none is played by a
	// Plain of its own.
	Tactics map[string]Tactic
	// Quiet plays the fight without the text nobody reads in a simulated
	// fight (the Odds, simulate): the same rolls, states and outcome, but
	// some events' words and refusals' messages are left out (quiet.go).
	// A fight a person plays or saves never sets it.
	Quiet bool
	// Sides, when set, are the sides' tactics kept by the caller from one
	// fight to the next (by one goroutine): the fight starts each Plain
	// afresh but keeps its scratch, so a run of fights does not grow the
	// same buffers again each time. Tactics still names the Named ones.
	Sides *SideTactics
}

// FightResult is how a fight ended.
type FightResult struct {
	// Winner is the one side with a figure still standing; "" for a draw
	// (the round cap, or nobody left).
	Winner string
	// Rounds is the number of rounds dealt.
	Rounds int
	// Capped: the round cap ended it.
	Capped bool
}

// Standing lists the sides that still have a figure in the fight (not
// Incapacitated, not dead), in scenario order.
func Standing(b *Battle) []string {
	var out []string
	for _, f := range b.figs {
		if living(f) && !containsString(out, f.Side) {
			out = append(out, f.Side)
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Over reports whether the fight is decided: at most one side standing.
func Over(b *Battle) bool {
	// Two living figures of different sides (neither without one) say
	// no, wherever they stand in figs: the two found last most often
	// still do, and a scan reaches a second side only past every figure
	// of the first (a crowd's scenario lists them by side).
	if i, j := b.apart[0], b.apart[1]; i < len(b.figs) && j < len(b.figs) {
		// living written out here and below: in the browser, which builds
		// the rules without inlining, it was a wasm call per figure after
		// every action.
		if f, g := b.figs[i], b.figs[j]; !f.Incapacitated && !f.Dead && !g.Incapacitated && !g.Dead && f.Side != g.Side && f.Side != "" && g.Side != "" {
			return false
		}
	}
	var side string
	first := 0
	for i, f := range b.figs {
		if f.Incapacitated || f.Dead {
			continue
		}
		if side == "" {
			side, first = f.Side, i
		} else if f.Side != side {
			b.apart = [2]int{first, i}
			return false
		}
	}
	return true
}

// Step applies the next action of the fight, with tactic t for the turn
// under way: a new round when everyone has acted, the next figure's turn
// (the first that may start), or t's choice (EndTurn when t is nil or has
// nothing). It returns the action and whether the battle took it: a
// tactic's action the battle refuses is no error (t is asked again on the
// next Step); err is a battle that cannot go on.
func Step(b *Battle, t Tactic) (a Action, applied bool, err error) {
	if b.turn == nil {
		a = StartRound{}
		if next := b.firstUp(); next != "" {
			a = StartTurn{Who: next}
		}
		if err := b.Apply(a); err != nil {
			return a, false, err
		}
		return a, true, nil
	}
	if t != nil {
		a = t.Next(b)
	}
	if a == nil {
		a = EndTurn{Who: b.turn.Who}
	}
	if err := b.Apply(a); err != nil {
		if _, end := a.(EndTurn); end {
			return a, false, err
		}
		return a, false, nil
	}
	return a, true, nil
}

// SideTactics gives each side its tactic: the one Named for the side, or
// else a Plain of the side's own, made on first use so that it keeps its
// plans from one turn to the next.
type SideTactics struct {
	Named map[string]Tactic
	plain map[string]*Plain
	// starts are the figures' StartTurn actions, boxed once: values, so
	// they serve every fight with the same figures' ids.
	starts boxedTurns
}

// afresh readies each Plain for a new battle.
func (s *SideTactics) afresh() {
	for _, p := range s.plain {
		p.afresh()
	}
}

// Of is side's tactic.
func (s *SideTactics) Of(side string) Tactic {
	if t := s.Named[side]; t != nil {
		return t
	}
	p := s.plain[side]
	if p == nil {
		if s.plain == nil {
			s.plain = map[string]*Plain{}
		}
		p = &Plain{}
		s.plain[side] = p
	}
	return p
}

// Up is the tactic of the side whose figure has the turn; nil between
// turns (Step deals and starts turns without one).
func (s *SideTactics) Up(b *Battle) Tactic {
	if b.turn == nil {
		return nil
	}
	return s.Of(b.Figure(b.turn.Who).Side)
}

// PlayFight plays the battle from where it stands until one side is left
// or the round cap: each side's tactic plays its figures' turns. Soak
// decisions come from b.Soak.
func PlayFight(b *Battle, opt FightOptions) (FightResult, error) {
	maxRounds := opt.MaxRounds
	if maxRounds <= 0 {
		maxRounds = DefaultMaxRounds
	}
	if opt.Quiet && !b.quiet {
		b.quiet = true
		defer func() { b.quiet = false }()
	}
	tactics := &SideTactics{Named: opt.Tactics}
	if opt.Sides != nil {
		tactics = opt.Sides
		tactics.Named = opt.Tactics
		tactics.afresh()
	}
	starts := &tactics.starts
	steps, handed := 0, 0
	var cur *TurnState
	for {
		if Over(b) {
			s := Standing(b)
			res := FightResult{Rounds: b.Fight.Init.Round}
			if len(s) == 1 {
				res.Winner = s[0]
			}
			return res, nil
		}
		if b.turn == nil {
			if r := b.Fight.Init.Round; handed != r && b.roundUnbegun() {
				handed = r // the Tacticians' cards: tactic_hand.go
				handOuts(b, tactics)
			}
			var a Action = StartRound{}
			if next := b.firstUp(); next != "" {
				a = starts.of(next, func() Action { return StartTurn{Who: next} })
			} else if b.Fight.Init.Round >= maxRounds {
				return FightResult{Rounds: b.Fight.Init.Round, Capped: true}, nil
			}
			if err := b.Apply(a); err != nil {
				return FightResult{}, err
			}
			continue
		}
		if b.turn != cur {
			cur, steps = b.turn, 0
		}
		steps++
		if steps > maxTurnSteps {
			if err := b.Apply(EndTurn{Who: cur.Who}); err != nil {
				return FightResult{}, fmt.Errorf("ending %s's turn: %w", b.name(cur.Who), err)
			}
			continue
		}
		if _, _, err := Step(b, tactics.Up(b)); err != nil {
			return FightResult{}, err
		}
	}
}

// boxedTurns keeps one figure's turn action (StartTurn, EndTurn) boxed
// as an Action once per figure: boxing a struct allocates, and a
// headless fight starts and ends every turn of every figure. An Action
// is a value, so the same box serves every turn.
type boxedTurns []boxedTurn

type boxedTurn struct {
	who string
	a   Action
}

// of is who's boxed action, made by mk the first time.
func (bt *boxedTurns) of(who string, mk func() Action) Action {
	for _, t := range *bt {
		if t.who == who {
			return t.a
		}
	}
	a := mk()
	*bt = append(*bt, boxedTurn{who, a})
	return a
}
