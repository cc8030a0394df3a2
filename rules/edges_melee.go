package rules

import (
	"fmt"
	"strings"
)

// Frenzy and Sweep: a melee attack of several trait dice or at several
// figures (Melee with Frenzy or Sweep). In swade (v5 printing: CHARACTERS
// 6.4) each is a limited action, one a turn and not both: Frenzy rolls one
// more Fighting die (Improved: two more), each at Target or the next
// figure of Also and read against its own target's Parry; Sweep rolls one
// Fighting die (and the Wild Die) and reads it against every adjacent
// figure's own Parry with that figure's own modifiers, friend or foe
// (Improved Sweep leaves friends out), at -2 unless the weapon is
// two-handed. Deluxe (EditionRules.SweepFrenzyV5 off): Frenzy's two dice
// take -2 and Sweep -2, the Improved versions drop the -2, and Sweep
// takes friends too. Each die or figure missed counts as a failed attack
// against that figure (Counterattack). A benny rerolls the whole roll
// from revision 5 (FrenzySweepReroll).

// Names of the Edges and their modifiers.
const (
	Frenzy   = "Frenzy"
	Sweep    = "Sweep"
	SweepMod = -2 // Sweep without a two-handed weapon; deluxe's Frenzy too
)

// Event kinds: a Frenzy's dice and a Sweep's roll, each read against
// several figures (Dice), as EventShot records a shot's.
const (
	EventFrenzy EventKind = "frenzy"
	EventSweep  EventKind = "sweep"
)

func init() {
	RegisterLine(EventFrenzy, manyLine("strikes in a frenzy with", true))
	RegisterLine(EventSweep, manyLine("sweeps with", false))
}

func manyLine(verb string, count bool) func(e Event, who string, _ func(string) string) string {
	return func(e Event, who string, _ func(string) string) string {
		s := fmt.Sprintf("%s %s the %s", who, verb, e.Weapon)
		if count {
			s += fmt.Sprintf(" (%d dice)", e.Total)
		}
		s += ": " + diceList(e.Rolls)
		for _, m := range e.Mods {
			s += ", " + m.String()
		}
		return s + ": " + e.Outcome + "."
	}
}

// MeleeManyPlan is a checked Frenzy or Sweep: one melee plan per die
// (Frenzy) or per figure swept (Sweep), each with its target's own
// modifiers and Parry.
type MeleeManyPlan struct {
	Who   *Figure
	Sweep bool
	Each  []*MeleePlan
}

// limitedAction names the limited action (Frenzy, Sweep, every tentacle) who took in the
// turn under way, "" for none.
func (b *Battle) limitedAction(who string) string {
	used := ""
	b.thisTurn(who, func(e *Event) bool {
		switch {
		case e.Kind == EventFrenzy:
			used = Frenzy
		case e.Kind == EventSweep:
			used = Sweep
		case e.Kind == EventTentacles && e.What == tentaclesAll:
			used = TentacleActions // abilities_tentacles.go
		}
		return used != ""
	})
	return used
}

// thisTurn walks who's events back to the start of its turn (or of the
// round), newest first, until found says it has what it looks for.
func (b *Battle) thisTurn(who string, found func(e *Event) bool) {
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		switch {
		case e.Kind == EventRound, (e.Kind == EventTurn || e.Kind == EventInterrupt) && e.Who == who:
			return
		case e.Who == who && found(e):
			return
		}
	}
}

func (a Melee) planMany(b *Battle) (*Plan, error) {
	f := b.Figure(a.Who)
	if f == nil {
		return nil, fmt.Errorf("there is no figure %q", a.Who)
	}
	edge, feature := Frenzy, featFrenzy
	if a.Sweep {
		edge, feature = Sweep, featSweep
	}
	rank := f.feature(feature)
	v5 := b.Rules.SweepFrenzyV5
	switch {
	case a.Frenzy && a.Sweep:
		return nil, fmt.Errorf("a Frenzy cannot also be a Sweep")
	case rank == 0:
		return nil, fmt.Errorf("%s has no %s", b.name(a.Who), edge)
	case a.Sweep && len(a.Also) > 0:
		return nil, fmt.Errorf("a Sweep strikes everyone in reach: it names no targets")
	}
	if used := b.limitedAction(a.Who); used != "" && b.turn != nil && b.turn.Who == a.Who {
		return nil, fmt.Errorf("%s has taken a limited action this turn (%s)", b.name(a.Who), used)
	}
	var targets []string
	if a.Frenzy {
		if a.Target == "" {
			return nil, targetless(fmt.Sprintf("%s attacks nobody: name a target", b.name(a.Who)))
		}
		n := FrenzyDice(b.Rules, f)
		if len(a.Also) > n-1 {
			return nil, fmt.Errorf("%s's %s rolls %d Fighting dice: at most %d more targets, not %d", b.name(a.Who), edgeName(edge, rank), n, n-1, len(a.Also))
		}
		targets = append(targets, a.Target)
		for i := 1; i < n; i++ {
			t := a.Target
			if i-1 < len(a.Also) {
				t = a.Also[i-1]
			}
			targets = append(targets, t)
		}
	} else {
		name, reach := b.sweepWeapon(f, a.Weapon) // edges_reach.go
		if name != "" {
			a.Weapon = name
		}
		for _, g := range b.figs {
			if g.ID == a.Who || g.Incapacitated || g.Dead || !b.inMeleeReach(a.Who, g.ID, reach) {
				continue
			}
			if v5 && rank > 1 && g.Side == f.Side {
				continue // Improved Sweep (v5) leaves friends out
			}
			targets = append(targets, g.ID)
		}
		if len(targets) == 0 {
			return nil, fmt.Errorf("%s has nobody in reach to sweep", b.name(a.Who))
		}
	}
	one := a
	one.Frenzy, one.Sweep, one.Also = false, false, nil
	if a.Frenzy {
		one.Weapon = b.frenzyWeapon(f, a.Weapon, targets) // edges_reach.go
	}
	mp := &MeleeManyPlan{Who: f, Sweep: a.Sweep}
	for _, id := range targets {
		one.Target = id
		p, err := one.plan(b, false)
		if err != nil {
			return nil, err
		}
		if t := b.Figure(id); t.Side == f.Side {
			p.Mods = withoutMod(p.Mods, "Gang Up") // a friend swept: nobody gangs up on it
		}
		mp.Each = append(mp.Each, p)
	}
	var common Mods
	first := mp.Each[0]
	switch {
	case a.Sweep && v5 && !(first.Armed && first.Weapon.TwoHanded):
		common = common.With(Sweep, SweepMod)
	case !v5 && rank == 1:
		common = common.With(edge, SweepMod)
	}
	r := b.planRoll(a.Who, Fighting, common)
	r.Weapon, r.Attack = first.Damage.Weapon, true
	for _, p := range mp.Each {
		r.Dice = append(r.Dice, PlannedDie{Target: p.Target.ID, TN: p.TN, Mods: p.Mods})
	}
	return onePlan(b, a.Who, r, mp), nil
}

// FrenzyDice is how many Fighting dice a Frenzy of f rolls under the
// rules r (0: f has no Frenzy): swade one more than a plain attack
// (Improved: two more), deluxe two whatever the rank. The screens ask it
// to offer a die for each foe in reach.
func FrenzyDice(r *EditionRules, f *Figure) int {
	rank := f.feature(featFrenzy)
	switch {
	case rank == 0:
		return 0
	case r != nil && r.SweepFrenzyV5:
		return 1 + rank
	}
	return 2
}

func withoutMod(ms Mods, name string) Mods {
	var out Mods
	for _, m := range ms {
		if m.Name != name {
			out = append(out, m)
		}
	}
	return out
}

// edgeName is the Edge as its rank names it ("Improved Frenzy").
func edgeName(edge string, rank int) string {
	if rank > 1 {
		return "Improved " + edge
	}
	return edge
}

// doMany rolls a planned Frenzy or Sweep: the dice, one event reading
// them against each figure, then damage for each hit and Counterattack
// for each miss.
func (a Melee) doMany(b *Battle, mp *MeleeManyPlan, r PlannedRoll) error {
	f := mp.Who
	first := mp.Each[0]
	b.UseAction(KindFight + ":" + first.Damage.Weapon)
	b.turn.Fired = append(b.turn.Fired, first.Index)
	tr := r.Roll
	_, mod, _ := tr.Effective()
	n := len(mp.Each)
	throw := n
	if mp.Sweep {
		throw = 1
	}
	tns := make([]int, n)
	targets := make([]*Figure, n)
	for i, p := range mp.Each {
		tns[i], targets[i] = p.TN, p.Target
	}
	t := a.throwMany(b, mp, tr, mod, throw)
	// A benny rerolls the whole roll (revision 5): the better one counts,
	// and the one thrown away is logged as such.
	for b.Rules.FrenzySweepReroll && (t.hits < n || t.crit) && b.HasBenny(f) {
		view := TraitResult{Roll: tr, Total: t.best, TN: tns[0], CriticalFailure: t.crit}
		if !b.rerollAsk(f, tr.Name, view, targets) {
			break
		}
		if err := b.Record(b.Fight.SpendFor(f, rerollWhat(tr.Name, view))); err != nil {
			return err
		}
		etr := elan(f, tr) // Elan: edges_wiring.go
		_, emod, _ := etr.Effective()
		again := a.throwMany(b, mp, etr, emod, throw)
		lost := t
		if again.better(t) {
			t = again
		} else {
			lost = again
		}
		lost.ev.Outcome += " (thrown away by a reroll)"
		if err := b.Record(lost.ev); err != nil {
			return err
		}
	}
	dice := t.dice
	if err := b.Record(t.ev); err != nil {
		return err
	}
	if a.Wild && !f.Vulnerable {
		f.Vulnerable = true
		if err := b.Record(f.stateEvent(EventState, "Wild Attack", "Vulnerable")); err != nil {
			return err
		}
	}
	for i, d := range dice {
		p := mp.Each[i]
		t := p.Target
		if t.Incapacitated || t.Dead {
			continue
		}
		if !d.Hit {
			if err := b.counterattack(f, t); err != nil {
				return err
			}
			continue
		}
		spec := p.Damage
		spec.Raise = d.Raises > 0
		if _, err := b.Damage(spec, t); err != nil {
			return err
		}
	}
	return nil
}

// manyThrow is one throw of a Frenzy's or a Sweep's dice, read against
// each figure: the dice, the event that logs it, the hits, whether it
// is a Critical Failure, and its best total.
type manyThrow struct {
	dice []ShotDie
	ev   Event
	hits int
	crit bool
	best int
}

// better: more hits, then a higher sum of totals.
func (t manyThrow) better(o manyThrow) bool {
	if t.hits != o.hits {
		return t.hits > o.hits
	}
	sum := func(m manyThrow) int {
		s := 0
		for _, d := range m.dice {
			s += d.Total
		}
		return s
	}
	return sum(t) > sum(o)
}

// throwMany throws the dice of a planned Frenzy or Sweep (tr with its
// flat modifier mod, throw trait dice) and reads them against each
// figure.
func (a Melee) throwMany(b *Battle, mp *MeleeManyPlan, tr TraitRoll, mod, throw int) manyThrow {
	f, first, n := mp.Who, mp.Each[0], len(mp.Each)
	die, _, _ := tr.Effective()
	thrown, wild, crit := b.RNG().throwTraitDice(die, throw, tr.Wild)
	dice := make([]ShotDie, n)
	tns := make([]int, n)
	for i, p := range mp.Each {
		tns[i] = p.TN
	}
	if mp.Sweep {
		best, used := thrown[0], false
		if tr.Wild && wild.Sum() > best.Sum() {
			best, used = wild, true
		}
		for i, p := range mp.Each {
			dice[i] = ShotDie{Target: p.Target.ID, Roll: best, Wild: used, TN: p.TN, Mods: p.Mods, Total: best.Sum() + mod + p.Mods.Sum()}
		}
	} else {
		pool := append([]DieRoll(nil), thrown...)
		if tr.Wild && !crit {
			pool = append(pool, wild)
		}
		slots := assignShot(pool, n, func(k, i int) int { return pool[k].Sum() + mod + mp.Each[i].Mods.Sum() }, tns)
		for i, k := range slots {
			p := mp.Each[i]
			dice[i] = ShotDie{Target: p.Target.ID, Roll: pool[k], Wild: k >= n, TN: p.TN, Mods: p.Mods, Total: pool[k].Sum() + mod + p.Mods.Sum()}
		}
	}
	rolls := append([]DieRoll(nil), thrown...)
	if tr.Wild {
		rolls = append(rolls, wild)
	}
	parts := make([]string, n)
	evDice := make([]EventDie, n)
	hits, best := 0, 0
	for i := range dice {
		d := &dice[i]
		d.Hit = !crit && d.Total >= d.TN
		if d.Hit {
			d.Raises = RaisesOver(d.Total, d.TN)
			hits++
		}
		if i == 0 || d.Total > best {
			best = d.Total
		}
		evDice[i] = EventDie{Target: d.Target, Total: d.Total, TN: d.TN, Mods: d.Mods}
		parts[i] = fmt.Sprintf("%s %d vs %d%s: %s", b.name(d.Target), d.Total, d.TN, modsSuffix(d.Mods, d.Wild && !mp.Sweep), hitWord(d.Hit, d.Raises, crit))
	}
	kind := EventFrenzy
	if mp.Sweep {
		kind = EventSweep
	}
	ev := Event{Kind: kind, Who: a.Who, What: tr.Name, Trait: Fighting, Weapon: weaponWords(first), Rolls: rolls, Mods: tr.AllMods(),
		Total: n, Raises: hits, Outcome: strings.Join(parts, "; "), Dice: evDice}
	ev.Figure, ev.After = f.ID, f.Snapshot()
	return manyThrow{dice: dice, ev: ev, hits: hits, crit: crit, best: best}
}
