package rules

// option is one of the plain tactic's attack options: an action already
// made (a, for the rarer ones: templates, powers, Edges, tests of will),
// or a plain shot, blow or reload kept as its few values, which only the
// option the runner takes is made into an Action from (boxing a Shoot or
// a Melee into an Action allocates, and most options are never taken).
type option struct {
	a      Action
	kind   optionKind
	weapon string
	target string
	dice   int // a shot's trait dice, each at target
	power  string
	at     Spot // a cast's point of aim, when aimed (not at target)
	aimed  bool
}

type optionKind uint8

const (
	optAction optionKind = iota // a
	optShoot
	optMelee
	optReload
	optCast // a cast of power at target, or at at when aimed
	// Kinds of boxKey only: a Move to a square, a Run.
	optMove
	optRun
)

// offer is option o as the Action offered to who: a shot, a blow or a
// reload the same as one offered before is the same box (option.action
// would box it anew each time; an Action is a value, and a shot's
// Targets are capped, so nobody's append reaches another's).
func (p *Plain) offer(o option, who string) Action {
	switch o.kind {
	case optShoot, optMelee, optReload:
		return p.boxes.of(boxKey{kind: o.kind, who: who, weapon: o.weapon, target: o.target, n: o.dice},
			func() Action { return o.action(who, &p.targets) })
	}
	return o.action(who, &p.targets)
}

// boxedActions keeps the tactic's actions boxed once each, like
// boxedTurns: every move, shot and blow boxed was a tenth of a fight's
// allocations, and a simulation's Plain offers the same ones again and
// again, fight after fight. A box is found by all that made its action.
type boxedActions map[boxKey]Action

// boxKey is all an offered action is made of.
type boxKey struct {
	kind           optionKind
	who            string
	weapon, target string
	n              int
	to             Pos
}

// boxedMax bounds the boxes kept (a long session's moves to every
// square of a big map): past it they are made afresh.
const boxedMax = 4096

// of is k's boxed action, made by mk the first time.
func (m *boxedActions) of(k boxKey, mk func() Action) Action {
	if a, ok := (*m)[k]; ok {
		return a
	}
	if *m == nil {
		*m = make(boxedActions)
	} else if len(*m) >= boxedMax {
		clear(*m)
	}
	a := mk()
	(*m)[k] = a
	return a
}

// action is the option as the Action the runner applies: the same value
// the tactic made before it kept options as values.
//
// A shot's targets are cut from slab, a chunk of strings only ever
// handed out once each (a Shoot carried out stays in the battle's log)
// and capped, so that nobody's append reaches the next shot's.
func (o option) action(who string, slab *[]string) Action {
	switch o.kind {
	case optShoot:
		return Shoot{Who: who, Weapon: o.weapon, Targets: cutTargets(slab, o.dice, o.target)}
	case optCast:
		c := Cast{Who: who, Power: o.power}
		if o.aimed {
			at := o.at
			c.At = &at
		} else {
			c.Targets = cutTargets(slab, 1, o.target)
		}
		return c
	case optMelee:
		return Melee{Who: who, Target: o.target}
	case optReload:
		return Reload{Who: who, Weapon: o.weapon}
	}
	return o.a
}

// cutTargets is n times target, cut from slab.
func cutTargets(slab *[]string, n int, target string) []string {
	if cap(*slab)-len(*slab) < n {
		*slab = make([]string, 0, max(targetSlab, n))
	}
	k := len(*slab)
	*slab = (*slab)[:k+n]
	ts := (*slab)[k : k+n : k+n]
	for i := range ts {
		ts[i] = target
	}
	return ts
}

// targetSlab is how many shots' targets one allocation holds.
const targetSlab = 32

// boxed appends actions already made as options.
func boxed(out []option, as ...Action) []option {
	for _, a := range as {
		out = append(out, option{a: a})
	}
	return out
}

// attacks lists the figure's attack options in order of preference:
// template, shot, melee, reload. The runner tries them in turn until one
// is accepted.
func (p *Plain) attacks(b *Battle, t *TurnState, out []option) []option {
	f := b.Figure(t.Who)
	if s := b.actingState(f); !t.CanAct || s.Shaken || s.Stunned || s.Incapacitated || s.Dead {
		return out
	}
	fs := p.foes(b, t.Who)
	if len(fs) == 0 {
		if b.Rules.NoticeSearch && len(b.hidersFrom(f)) > 0 { // once a turn: attacks is asked once
			out = append(out, option{a: Search{Who: t.Who}})
		}
		return out
	}
	var adj []string
	var blade *Weapon // what Melee strikes with: its first melee weapon, or bare hands
	for i := range f.Weapons {
		if IsMeleeWeapon(f.Weapons[i]) {
			blade = &f.Weapons[i]
			break
		}
	}
	for _, g := range fs {
		if g.dist > touchingFar {
			break // fs is nearest first: no foe from here on touches it
		}
		if b.Battlefield.Adjacent(t.Who, g.id) && !harmless(b, t.Who, blade, g.id) {
			adj = append(adj, g.id)
		}
	}
	start := len(out)
	out = p.casts(b, f, fs, adj, out) // tactic_cast.go
	adj = p.atReach(b, f, fs, adj)    // foes beyond adjacent in its reach: tactic_reach.go
	gi, dice := gun(f)
	target := ""
	if gi >= 0 && len(adj) == 0 {
		target = shootable(&p.seen, b, t.Who, &f.Weapons[gi], fs, false)
		if e := p.easierStill(b, t.Who, &f.Weapons[gi]); e != "" && target != "" {
			target = e // revision 12: not the nearest, whose shot is poor (tactic_betterspot.go)
		}
	}
	if len(adj) == 0 {
		if a, ok := p.template(b, t.Who, fs, target == ""); ok {
			out = boxed(out, a)
		}
	}
	if target != "" {
		if a := p.willTest(b, f, fs, target, attackRank(f, false, gi)); a != nil {
			out = boxed(out, a) // tactic_will.go
		}
		out = boxed(out, rapidOrTap(b, f, gi, dice, target)...) // Rapid Fire, double tap: tactic_tap.go
		out = append(out, option{kind: optShoot, weapon: f.Weapons[gi].Name, target: target, dice: dice})
	}
	if len(adj) > 0 {
		if a := p.willTest(b, f, fs, adj[0], attackRank(f, true, gi)); a != nil {
			out = boxed(out, a) // tactic_will.go
		}
		if a := feint(b, f, adj[0]); a != nil {
			out = boxed(out, a)
		}
		out = boxed(out, edgeAttacks(b, f, adj)...) // Sweep, Frenzy: edges_tactic.go
		out = append(out, option{kind: optMelee, target: adj[0]})
		if gi >= 0 && b.isPistol(f.Weapons[gi]) {
			out = append(out, option{kind: optShoot, weapon: f.Weapons[gi].Name, target: adj[0], dice: 1})
		}
	}
	if i := empty(f); i >= 0 {
		out = append(out, option{kind: optReload, weapon: f.Weapons[i].Name})
	}
	if len(out) == start {
		if a := p.willTest(b, f, fs, "", 0); a != nil {
			out = boxed(out, a) // no attack at all: rattle the nearest foe it sees
		}
	}
	return out
}

// empty is the first ranged weapon (no template) without a round left
// (a single shot takes one), which a reload would fix; -1 with none.
func empty(f *Figure) int {
	for i, w := range f.Weapons {
		if w.Ranged() && w.Shots > 0 && !w.Thrown && w.Template == NoTemplate && i < len(f.Ammo) && f.Ammo[i] < 1 {
			return i
		}
	}
	return -1
}
