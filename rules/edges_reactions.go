package rules

import "strings"

// The Edges that act on other figures' turns, in the engine at the
// moment they trigger: First Strike (a free attack on a foe that moves
// into reach, interrupting its move) and Counterattack (a free attack on
// a foe whose Fighting attack just failed), each as far as the figure's
// longest Reach (revision 5, edges_reach.go). Each is counted per round
// from the round's own events, so undo, replay and checkpoints need no
// state of their own.

// Free-attack notes of the reactions (EventAttack's Outcome starts so).
const (
	firstStrikeNote = "free attack: First Strike as "
	counterNote     = "free attack: Counterattack after "
)

// Sources of the reactions.
const (
	FirstStrike   = "First Strike"
	Counterattack = "Counterattack"
)

// Per round: First Strike and Counterattack once, Improved Counterattack
// up to three times, Improved First Strike once at each foe, as many as
// the edition's ImprovedFirstStrikeFoes.
const improvedReactions = 3

// roundEvents calls fn on the events of the round under way, newest
// first, until fn returns false.
func (b *Battle) roundEvents(fn func(e *Event) bool) {
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Kind == EventRound || !fn(&evs[i]) {
			return
		}
	}
}

// reactionsUsed counts who's free attacks of the note this round, and
// whether one was at target.
func (b *Battle) reactionsUsed(who, note, target string) (n int, atTarget bool) {
	b.roundEvents(func(e *Event) bool {
		if e.Kind == EventAttack && e.Who == who && strings.HasPrefix(e.Outcome, note) {
			n++
			atTarget = atTarget || e.Target == target
		}
		return true
	})
	return n, atTarget
}

// mayReact: g can make a free attack now (it is up, neither Shaken nor
// Stunned) and has a use of the Edge left this round against target.
func (b *Battle) mayReact(g *Figure, edge, note, target string) bool {
	feature := featFirstStrike
	if edge == Counterattack {
		feature = featCounterattack
	}
	rank := g.feature(feature)
	if rank == 0 || g.Incapacitated || g.Dead || g.Shaken || g.Stunned || g.Bound {
		return false
	}
	n, at := b.reactionsUsed(g.ID, note, target)
	if rank == 1 {
		return n == 0
	}
	if edge == FirstStrike {
		limit := b.Rules.ImprovedFirstStrikeFoes
		return !at && (limit == 0 || n < limit)
	}
	return n < improvedReactions
}

// firstStrikes walks the mover along its route a square at a time when
// a foe with First Strike could meet it: each foe it comes into reach of
// (adjacent now, not on the square before) attacks it there. A mover put
// down stops on that square (stopped); otherwise it ends on the route's
// last square (to: a short jump stops before the end), and the caller
// places it and records the move.
func (b *Battle) firstStrikes(who string, to Pos, r Route) (stopped bool, err error) {
	f := b.Figure(who)
	var strikers []*Figure
	for _, g := range b.figs {
		if g.Side != f.Side && b.mayReact(g, FirstStrike, firstStrikeNote, who) {
			strikers = append(strikers, g)
		}
	}
	if len(strikers) == 0 || len(r.Steps) < 2 {
		return false, nil
	}
	near := map[string]bool{}
	for _, g := range strikers {
		near[g.ID] = b.reachesFoe(g, who)
	}
	from, _ := b.Battlefield.Position(who)
	for _, sq := range r.Steps[1:] {
		if err := b.Battlefield.Place(who, sq); err != nil {
			return false, err
		}
		for _, g := range strikers {
			adj := b.reachesFoe(g, who)
			was := near[g.ID]
			near[g.ID] = adj
			if !adj || was || !b.mayReact(g, FirstStrike, firstStrikeNote, who) || !b.reactAnswer(g, FirstStrike, who) {
				continue
			}
			if err := b.Record(Event{Kind: EventAttack, Who: g.ID, Target: who, Outcome: firstStrikeNote + b.name(who) + " comes into reach"}); err != nil {
				return false, err
			}
			if err := b.resolveMelee(g.ID, who, true); err != nil {
				return false, err
			}
			if f.Incapacitated || f.Dead {
				cost := r.Cost
				if err := b.Battlefield.Place(who, from); err == nil {
					if part, err := b.Battlefield.Route(who, b.turn.Run, sq); err == nil {
						cost = part.Cost
					}
				}
				if err := b.Battlefield.Place(who, sq); err != nil {
					return false, err
				}
				b.turn.Moved += cost
				return true, b.Record(Event{Kind: EventMove, Who: who, What: sq.String(), Total: cost, Outcome: "is struck down on the way"})
			}
		}
		if sq == to {
			break
		}
	}
	return false, nil
}

// counterattack: defender's Counterattack after attacker's Fighting
// attack on it failed; it needs the attacker in reach.
func (b *Battle) counterattack(attacker, defender *Figure) error {
	if attacker.Incapacitated || attacker.Dead || !b.reachesFoe(defender, attacker.ID) ||
		!b.mayReact(defender, Counterattack, counterNote, attacker.ID) || !b.reactAnswer(defender, Counterattack, attacker.ID) {
		return nil
	}
	if err := b.Record(Event{Kind: EventAttack, Who: defender.ID, Target: attacker.ID, Outcome: counterNote + b.name(attacker.ID) + "'s miss"}); err != nil {
		return err
	}
	var extra Mods
	if defender.feature(featCounterattack) == 1 {
		extra = extra.With(Counterattack, b.Rules.CounterattackMod) // deluxe: -2, Improved none
	}
	return b.resolveMelee(defender.ID, attacker.ID, true, extra...)
}

// ReactionPolicy is asked whether f makes the free attack its Edge (what:
// First Strike, Counterattack) gives it at target now. A figure that
// declines keeps the use for later in the round.
type ReactionPolicy func(f *Figure, what, target string) bool

// reactAnswer asks the battle's Reaction policy live (yes without one) and
// keeps the answer with the action, or gives the recorded one back
// during a replay, as Soak's answers are.
func (b *Battle) reactAnswer(f *Figure, what, target string) bool {
	ask := func() bool { return b.Reaction == nil || b.Reaction(f, what, target) }
	if b.cur == nil {
		return ask()
	}
	if b.replaying {
		if b.ans < len(b.cur.Answers) {
			v := b.cur.Answers[b.ans]
			b.ans++
			return v
		}
		return true
	}
	v := ask()
	b.cur.Answers = append(b.cur.Answers, v)
	return v
}

// reachesFoe: g's free attack reaches the foe (adjacent, or within its
// longest melee Reach under revision 5).
func (b *Battle) reachesFoe(g *Figure, foe string) bool {
	if b.Rules.FreeAttacksAdjacent {
		return b.Battlefield.Adjacent(g.ID, foe) // revision 7, deluxe
	}
	// inMeleeReach with its questions in the cheapest order: adjacent
	// first, the Reach only then, the distance only with a Reach (every
	// move asks this of every foe standing).
	if b.Battlefield.Adjacent(g.ID, foe) {
		return true
	}
	if _, reach := b.longestReach(g); reach > 0 {
		return WithinReach(b.Battlefield.Distance(g.ID, foe), reach)
	}
	return false
}
