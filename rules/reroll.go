package rules

// Benny rerolls of a trait test during a battle. A player decides them
// once the dice are seen, so the battle asks its Reroll policy live (the
// window prompts) and keeps each answer with the action, as Soak does: a
// replay, an undo or a loaded battle file asks nobody and takes the same
// rerolls, so the dice stay in step.

// RerollPolicy is asked, after a trait test of f came out as res, whether
// f spends a benny to roll the whole test again (the better result
// counts). It is asked only while f has a benny and the test did not get
// a raise (a raise cannot get better in a way that matters to a player
// asked to spend a benny). what names the test ("Shooting", "Fighting").
type RerollPolicy func(f *Figure, what string, res TraitResult) bool

// RerollAsk is a benny reroll question an action asked its Reroll policy
// (or, during a replay, answered from the record): who was asked, about
// which test, how it came out, the answer, and the figures the roll was
// made against (an attack's targets; none for other tests).
type RerollAsk struct {
	Who     string
	What    string
	Result  TraitResult
	Targets []string
	Answer  bool
	// Moot (worked out when RerollAsks is called): the roll hit and every
	// figure it was made against is now Incapacitated, so a reroll can
	// no longer improve what it did.
	Moot bool
}

// RerollAsks lists the benny reroll questions of the last action applied,
// in the order they were asked; call it right after Apply, so that Moot
// reads the figures as that action left them. The window offers the
// rerolls of the questions that are not moot.
func (b *Battle) RerollAsks() []RerollAsk {
	out := make([]RerollAsk, len(b.asks))
	for i, a := range b.asks {
		a.Moot = a.Result.Success && len(a.Targets) > 0
		for _, id := range a.Targets {
			if t := b.Figure(id); t == nil || !(t.Incapacitated || t.Dead) {
				a.Moot = false
			}
		}
		out[i] = a
	}
	return out
}

// rerollAnswer asks the policy, or during a replay gives back the recorded
// answer, and records a live answer with the action being applied. It is
// the battle's RerollPolicy for rolls made against nobody in particular.
func (b *Battle) rerollAnswer(f *Figure, what string, res TraitResult) bool {
	return b.rerollAsk(f, what, res, nil)
}

// rerollAsk is rerollAnswer for a roll made against targets (an attack):
// the question keeps them, so that it reads as moot once they are out.
func (b *Battle) rerollAsk(f *Figure, what string, res TraitResult, targets []*Figure) bool {
	if b.cur == nil {
		return b.Reroll != nil && b.Reroll(f, what, res)
	}
	var v bool
	switch {
	case b.replaying:
		if b.rer < len(b.cur.Rerolls) {
			v = b.cur.Rerolls[b.rer]
			b.rer++
		}
	case b.Reroll == nil:
		return false // nothing asked, nothing recorded: replays match
	default:
		v = b.Reroll(f, what, res)
		b.cur.Rerolls = append(b.cur.Rerolls, v)
	}
	ask := RerollAsk{Who: f.ID, What: what, Result: res, Answer: v}
	if n := len(targets); n > 0 {
		// From a run the battle never hands out twice: a question's
		// targets stay its own (checkpoints copy them all the same).
		if len(b.askIDs) < n {
			b.askIDs = make([]string, max(n, 32))
		}
		ask.Targets = b.askIDs[:0:n]
		b.askIDs = b.askIDs[n:]
	}
	for _, t := range targets {
		ask.Targets = append(ask.Targets, t.ID)
	}
	b.asks = append(b.asks, ask)
	return v
}

// injuryRerolls is the reroll policy of the Incapacitation, Bleeding Out
// and Healing rolls: none under a revision that never offered them
// (RerollInjuryRolls), so that the recorded answers of its battles are
// read by the questions they answered.
func (b *Battle) injuryRerolls() RerollPolicy {
	if !b.Rules.RerollInjuryRolls {
		return nil
	}
	if b.rerollFn == nil {
		b.rerollFn = b.rerollAnswer
	}
	return b.rerollFn
}

// rerollWhat is what the benny is spent on, for the log.
func rerollWhat(name string, res TraitResult) string {
	return "a reroll of " + name + " after a " + res.Outcome()
}

// rerollable: f has a benny (its own, or the GM's pool's) and the test
// fell short of a raise.
func (b *Battle) rerollable(f *Figure, res TraitResult) bool {
	return f != nil && b.HasBenny(f) && (!res.Success || res.Raises == 0)
}

// TraitTest rolls tr for f and offers f's benny rerolls (one at a time,
// while the policy says yes and bennies last): each spends a benny, is
// recorded, and the better result counts. The returned result is the one
// that counts; the caller records it as usual.
func (b *Battle) TraitTest(f *Figure, tr TraitRoll) TraitResult {
	return b.traitTestAgainst(f, tr, nil)
}

// traitTestAgainst is TraitTest for a roll made against targets (an
// attack): the reroll question keeps them (RerollAsk).
func (b *Battle) traitTestAgainst(f *Figure, tr TraitRoll, targets []*Figure) TraitResult {
	return b.rerollTest(f, tr, b.RNG().TraitTest(tr), targets)
}

// rerollTest offers f its benny rerolls of res, the roll of tr.
func (b *Battle) rerollTest(f *Figure, tr TraitRoll, res TraitResult, targets []*Figure) TraitResult {
	for b.rerollable(f, res) && b.rerollAsk(f, tr.Name, res, targets) {
		if b.Record(b.Fight.SpendFor(f, rerollWhat(tr.Name, res))) != nil {
			break
		}
		best, again := b.RNG().Reroll(elan(f, tr), res) // Elan: edges_wiring.go
		if b.Rules.RerollEveryTest {
			// Keep the roll thrown away with the one that counts.
			thrown := again
			if again.Better(res) {
				thrown = res
			}
			best.Thrown = append(append([]ThrownRoll(nil), res.Thrown...), thrown.thrownRoll())
		}
		res = best
	}
	return res
}

// anyTest rolls tr for f, offering f's benny rerolls where the rules
// offer them after every trait test (RerollEveryTest), else as before.
func (b *Battle) anyTest(f *Figure, tr TraitRoll) TraitResult {
	if !b.Rules.RerollEveryTest || f == nil {
		return b.RNG().TraitTest(tr)
	}
	return b.traitTestAgainst(f, tr, nil)
}

// shotWithReroll rolls a Shoot's dice (rollShot) and offers the shooter's
// benny rerolls of the whole roll; the better roll counts (shotBetter).
func (b *Battle) shotWithReroll(f *Figure, tr TraitRoll, p *ShotPlan) *ShotResult {
	res := b.rollShot(tr, p)
	for {
		sum := res.summary(tr)
		if !b.rerollable(f, sum) || !b.rerollAsk(f, tr.Name, sum, p.Targets) {
			return res
		}
		if b.Record(b.Fight.SpendFor(f, rerollWhat(tr.Name, sum))) != nil {
			return res
		}
		if again := b.rollShot(elan(f, tr), p); shotBetter(again, res) {
			res = again
		}
	}
}

// summary reads a shot as one trait result for the policy: the best die's
// total against its TN (a miss when no die hit).
func (r *ShotResult) summary(tr TraitRoll) TraitResult {
	out := TraitResult{Roll: tr, CriticalFailure: r.CriticalFailure}
	for i, d := range r.Dice {
		if i == 0 || d.Total-d.TN > out.Total-out.TN {
			out.Total, out.TN = d.Total, d.TN
		}
	}
	out.Success = !r.CriticalFailure && r.Hits() > 0
	if out.Success {
		out.Raises = RaisesOver(out.Total, out.TN)
	}
	return out
}

// shotBetter: a roll that is no critical failure beats one that is, then
// more hits, then more raises in all, then the larger sum of totals; a
// tie keeps the first roll.
func shotBetter(a, b *ShotResult) bool {
	if a.CriticalFailure != b.CriticalFailure {
		return b.CriticalFailure
	}
	ka, kb := shotScore(a), shotScore(b)
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] > kb[i]
		}
	}
	return false
}

func shotScore(r *ShotResult) [3]int {
	raises, sum := 0, 0
	for _, d := range r.Dice {
		raises += d.Raises
		sum += d.Total
	}
	return [3]int{r.Hits(), raises, sum}
}

// rerollResisting offers the defender of an opposed roll its benny
// rerolls once the actor's total ar is known (deluxe: the actor rolls
// first), while the actor would win: the better of its rolls counts.
func (b *Battle) rerollResisting(f *Figure, tr TraitRoll, dr, ar TraitResult) TraitResult {
	for {
		beaten := !ar.CriticalFailure && ar.Total >= DefaultTN && (ar.Total > dr.Total || dr.CriticalFailure)
		view := dr
		view.TN, view.Success, view.Raises = ar.Total, !beaten, 0
		if !beaten || !b.rerollable(f, view) || !b.rerollAnswer(f, tr.Name, view) {
			return dr
		}
		if b.Record(b.Fight.SpendFor(f, rerollWhat(tr.Name, view))) != nil {
			return dr
		}
		dr, _ = b.RNG().Reroll(tr, dr)
	}
}

// rerollOpposed offers the actor of an opposed roll its benny rerolls
// once both sides have rolled (the actor sees what it must beat); the
// better of its rolls counts against the defender's same roll.
func (b *Battle) rerollOpposed(f *Figure, tr TraitRoll, ar, dr TraitResult) TraitResult {
	for {
		view := ar
		view.TN = max(dr.Total, DefaultTN)
		if dr.CriticalFailure {
			view.TN = DefaultTN
		}
		view.Success = !ar.CriticalFailure && ar.Total >= DefaultTN && (ar.Total > dr.Total || dr.CriticalFailure)
		view.Raises = 0
		if view.Success {
			view.Raises = RaisesOver(ar.Total, view.TN)
		}
		if !b.rerollable(f, view) || !b.rerollAnswer(f, tr.Name, view) {
			return ar
		}
		if b.Record(b.Fight.SpendFor(f, rerollWhat(tr.Name, view))) != nil {
			return ar
		}
		ar, _ = b.RNG().Reroll(tr, ar)
	}
}

// rerolled is a trait test with the benny rerolls its figure took, for
// the rolls outside the attack plans (Incapacitation, Bleeding Out,
// Healing): every roll thrown is in the log.
type rerolled struct {
	best TraitResult // the roll that counts
	last TraitResult // the last roll thrown
	// earlier: the roll that counts came before the last one.
	earlier bool
	// events: each roll before the last, then the benny spent on the
	// next one; the caller records the last roll (lastEvent).
	events []Event
	mk     func(TraitResult) Event
}

// rollWithRerolls rolls tr for f and, while f has a benny (in purse: nil
// is its own), improvable
// says the roll that counts could still do better (nil: it fell short of
// a raise) and ask says yes (nil asks nobody), spends a benny on rolling
// the whole test again; the better roll counts. mk makes a roll's event
// with its outcome word ("failure").
func (r *RNG) rollWithRerolls(f *Figure, tr TraitRoll, mk func(TraitResult) Event, improvable func(TraitResult) bool, ask RerollPolicy, purse Purse) rerolled {
	if improvable == nil {
		improvable = func(res TraitResult) bool { return !res.Success || res.Raises == 0 }
	}
	res := r.TraitTest(tr)
	x := rerolled{best: res, last: res, mk: mk}
	purse = purseOr(purse)
	for ask != nil && purse.HasBenny(f) && improvable(x.best) && ask(f, tr.Name, x.best) {
		x.events = append(x.events, mk(x.last), purse.SpendFor(f, rerollWhat(tr.Name, x.best)))
		x.last = r.TraitTest(elan(f, tr))
		x.earlier = !x.last.Better(x.best)
		if !x.earlier {
			x.best = x.last
		}
	}
	return x
}

// lastEvent is the last roll's event: its own dice and total; when an
// earlier roll counts, its outcome says so ("failure; the earlier success
// counts"). The caller adds what the roll that counts did (": dies").
func (x rerolled) lastEvent() Event {
	ev := x.mk(x.last)
	if x.earlier {
		ev.Outcome += "; the earlier " + x.mk(x.best).Outcome + " counts"
	}
	return ev
}

// rollRecorded rolls tr for f against target with f's benny rerolls
// (rollWithRerolls, asked of the battle's Reroll policy) and records
// every roll; the result that counts is returned.
func (b *Battle) rollRecorded(f *Figure, tr TraitRoll, target string, improvable func(TraitResult) bool) (TraitResult, error) {
	x := b.RNG().rollWithRerolls(f, tr, func(res TraitResult) Event { return res.Event(f.ID, target) }, improvable, b.injuryRerolls(), b.Fight)
	return x.best, b.Record(append(x.events, x.lastEvent())...)
}
