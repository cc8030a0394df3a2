package rules

import (
	"fmt"
	"slices"

	"battlemat/geom"
)

// Mounted combat. A rider (State.Riding names its mount) shares its
// mount's square; the mount acts on the rider's card (the scenario makes
// the rider its leader). On the rider's turn Ride moves the mount, and
// the rider with it, by the mount's Pace (plus a running die the rider
// rolled); Dismount steps off. A mounted figure fights with the lower of
// Fighting and Riding (Figure.TraitRoll). After any action, a rider who
// became Shaken, Stunned or Wounded, or whose mount became Incapacitated,
// Shaken or Wounded (it rears), rolls Riding or falls: 2d4 damage if the
// mount ran this turn, 2d6 on a critical failure. A stray shot at a rider
// hits the mount (the board's bystanders). Charge: a melee attack after
// riding 6" or more on the map in a fairly straight line toward the foe
// (charged) adds +4 damage; a foe on Hold with a weapon of Reach 1 or more sets it against
// the charge: an opposed roll to interrupt (+2 to the longer Reach), and
// the winner strikes first, with the +4; the loser strikes second without
// it (revisions 1 and 2: the +4 either way).

func init() {
	RegisterAction(Ride{Who: "buck", To: Pos{X: 8, Y: 2}})
	RegisterAction(Dismount{Who: "buck", To: Pos{X: 3, Y: 3}})
	RegisterAction(Charge{Who: "buck", Target: "c1", Weapon: "Machete"})
	RegisterAction(MountUp{Who: "buck", Mount: "bull"})
	RegisterMoveCheck(func(b *Battle, f *Figure) error {
		if f.Riding != "" {
			return fmt.Errorf("%s rides %s: move with ride, or dismount first", b.name(f.ID), b.name(f.Riding))
		}
		if r := b.riderOf(f.ID); r != nil {
			return fmt.Errorf("%s carries %s: it moves when %s rides it", b.name(f.ID), b.name(r.ID), b.name(r.ID))
		}
		return nil
	})
	RegisterAfterAction(keepTheSaddle)
	RegisterLine(EventRide, func(e Event, who string, name func(string) string) string {
		return fmt.Sprintf("%s rides %s to %s (%d\").", who, name(e.Target), e.What, e.Total)
	})
	RegisterHelp(HelpEntry{Key: "mounted", Title: "Mounted combat", Text: "A rider shares its mount's square and the mount acts on the rider's card. " +
		"Ride moves the mount and rider together by the mount's Pace (run for more); Dismount steps off next to it; getting into the saddle of a mount next to the figure takes an action. " +
		"Mounted, a figure attacks with the lower of Fighting and Riding. " +
		"A rider who is Shaken, Stunned or Wounded, or whose mount is Incapacitated, Shaken or Wounded, rolls Riding or falls off: 2d4 damage if the mount was running, 2d6 on a critical failure. " +
		"A missed shot at a rider that rolls a 1 hits the mount. " +
		"Charge: after riding 6\" or more on the map this turn (squares moved, not Pace spent: difficult ground does not count double), the last 6\" within 1\" of a straight line ending next to the foe, a melee hit adds +4 damage. " +
		"A foe on Hold with a weapon of Reach 1 or more sets it against the charge: both roll to interrupt (+2 to the longer Reach); the winner strikes first and only the winner adds the +4, the loser striking second without it."})
}

// Mounted action kinds, event and numbers.
const (
	KindRide     = "ride"
	KindDismount = "dismount"
	KindCharge   = "charge"
	KindMountUp  = "mount"
	// EventRide: Who rides its mount Target to the square What, Total
	// inches of the mount's Pace.
	EventRide EventKind = "ride"
	// ChargeDamage is the charge's damage bonus; ChargeInches the ride it
	// needs (on the map), the last ChargeInches of it within ChargeStray
	// inches of a straight line; SetReachMod the bonus of the longer
	// Reach on setting weapons.
	ChargeDamage = 4
	ChargeInches = 6
	ChargeStray  = 1
	SetReachMod  = 2
)

// mountedFighting is the lower of the rider's Fighting and Riding dice.
func (f *Figure) mountedFighting() (Die, bool) {
	fd, fok := f.Trait(Fighting)
	rd, rok := f.Trait(Riding)
	if !rok || dieLess(rd, fd, rok, fok) {
		return rd, rok
	}
	return fd, fok
}

// dieLess: a skill the figure lacks (d4-2) is below any it has.
func dieLess(a, b Die, aok, bok bool) bool {
	if aok != bok {
		return !aok
	}
	if a.Sides != b.Sides {
		return a.Sides < b.Sides
	}
	return a.Bonus < b.Bonus
}

// riderOf is the figure riding the mount, or nil.
func (b *Battle) riderOf(mount string) *Figure {
	for _, f := range b.figs {
		if f.Riding == mount {
			return f
		}
	}
	return nil
}

// rideMark is the mount's movement in one turn of its rider: Inches of
// Pace spent, Steps squares moved on the map, Path every square it
// stood on in order (the first where the ride began).
type rideMark struct {
	From, To Pos
	Inches   int
	Steps    int
	Running  bool
	Path     []Pos
}

// ride is this turn's ride (zero when none).
func (b *Battle) ride() rideMark {
	if b.turn == nil || b.extra.rideTurn != b.turn {
		return rideMark{}
	}
	return b.extra.ride
}

// Ride moves the rider's mount (and the rider) to a square on the rider's
// turn, a free action like any movement.
type Ride struct {
	Who string `json:"who"`
	To  Pos    `json:"to"`
}

func (Ride) Kind() string { return KindRide }

func (r Ride) plan(b *Battle) (*Figure, *Figure, Route, error) {
	f, err := b.Actor(r.Who)
	if err != nil {
		return nil, nil, Route{}, err
	}
	if f.Riding == "" {
		return nil, nil, Route{}, fmt.Errorf("%s rides nothing", b.name(r.Who))
	}
	m := b.Figure(f.Riding)
	switch {
	case m == nil:
		return nil, nil, Route{}, fmt.Errorf("%s's mount %q is not in the fight", b.name(r.Who), f.Riding)
	case f.Incapacitated || f.Dead:
		return nil, nil, Route{}, fmt.Errorf("%s is Incapacitated", b.name(r.Who))
	case f.Stunned:
		return nil, nil, Route{}, fmt.Errorf("%s is Stunned and cannot ride", b.name(r.Who))
	case f.Entangled || f.Bound:
		return nil, nil, Route{}, fmt.Errorf("%s is held in a grapple and cannot ride", b.name(r.Who))
	case m.Incapacitated || m.Dead || m.Stunned:
		return nil, nil, Route{}, fmt.Errorf("%s cannot move", b.name(m.ID))
	case b.turn.Aimed:
		return nil, nil, Route{}, fmt.Errorf("%s aimed this turn and cannot move", b.name(r.Who))
	}
	route, err := b.Battlefield.Route(m.ID, b.turn.Run, r.To)
	if err != nil {
		return nil, nil, Route{}, fmt.Errorf("%s cannot get to %s: %w", b.name(m.ID), r.To, err)
	}
	left := max(m.CurrentPace()+b.turn.Run-b.ride().Inches, 0)
	if route.Cost > left {
		return nil, nil, Route{}, fmt.Errorf("riding %s to %s costs %d\" and only %d\" of its Pace are left this turn", b.name(m.ID), r.To, route.Cost, left)
	}
	return f, m, route, nil
}

func (r Ride) Plan(b *Battle) (*Plan, error) { return b.plainPlan(r.Who, r.check(b)) }

func (r Ride) check(b *Battle) error {
	_, _, _, err := r.plan(b)
	return err
}

func (r Ride) Do(b *Battle, _ *Plan) error {
	f, m, route, err := r.plan(b)
	if err != nil {
		return err
	}
	foes, err := b.withdrawalAttackers(m.ID, r.To) // edges_reach.go
	if err != nil {
		return err
	}
	for _, foe := range foes {
		if foe == f.ID || f.Incapacitated || f.Dead {
			continue
		}
		if err := b.Record(Event{Kind: EventAttack, Who: foe, Target: f.ID, Outcome: "free attack: " + b.name(f.ID) + " rides away from melee"}); err != nil {
			return err
		}
		if err := b.resolveMelee(foe, f.ID, true); err != nil {
			return err
		}
	}
	from, _ := b.Battlefield.Position(m.ID)
	if err := b.Battlefield.Place(m.ID, r.To); err != nil {
		return err
	}
	if f.Riding == m.ID { // still in the saddle after the free attacks
		if err := b.Battlefield.Place(f.ID, r.To); err != nil {
			return err
		}
	}
	mark := b.ride()
	if mark.Inches == 0 {
		mark.From = from
	}
	mark.To, mark.Inches = r.To, mark.Inches+route.Cost
	mark.Steps += len(route.Steps) - 1
	if len(mark.Path) == 0 {
		mark.Path = append(mark.Path, from)
	}
	if len(route.Steps) > 1 {
		mark.Path = append(mark.Path, route.Steps[1:]...)
	}
	mark.Running = mark.Running || b.turn.Running
	b.extra.ride, b.extra.rideTurn = mark, b.turn
	return b.Record(Event{Kind: EventRide, Who: f.ID, Target: m.ID, What: r.To.String(), Total: route.Cost})
}

// Dismount steps the rider off its mount onto a square next to it, a
// free action paid from the rider's Pace.
type Dismount struct {
	Who string `json:"who"`
	To  Pos    `json:"to"`
}

func (Dismount) Kind() string { return KindDismount }

func (d Dismount) plan(b *Battle) (*Figure, Route, error) {
	f, err := b.Actor(d.Who)
	if err != nil {
		return nil, Route{}, err
	}
	if f.Riding == "" {
		return nil, Route{}, fmt.Errorf("%s rides nothing", b.name(d.Who))
	}
	if !b.withinReach(f.Riding, d.To) || b.covers(b.Figure(f.Riding), d.To) {
		return nil, Route{}, fmt.Errorf("%s is not next to %s", d.To, b.name(f.Riding))
	}
	r, err := b.Battlefield.Route(d.Who, b.turn.Run, d.To)
	if err != nil {
		return nil, Route{}, fmt.Errorf("%s cannot get down to %s: %w", b.name(d.Who), d.To, err)
	}
	if left := b.PaceLeft(d.Who); r.Cost > left {
		return nil, Route{}, fmt.Errorf("getting down to %s costs %d\" and only %d\" of Pace are left this turn", d.To, r.Cost, left)
	}
	return f, r, nil
}

func (d Dismount) Plan(b *Battle) (*Plan, error) { return b.plainPlan(d.Who, d.check(b)) }

func (d Dismount) check(b *Battle) error {
	_, _, err := d.plan(b)
	return err
}

func (d Dismount) Do(b *Battle, _ *Plan) error {
	f, r, err := d.plan(b)
	if err != nil {
		return err
	}
	mount := f.Riding
	if err := b.Battlefield.Place(f.ID, d.To); err != nil {
		return err
	}
	b.turn.Moved += r.Cost
	f.Riding = ""
	return b.Record(f.stateEvent(EventState, "", "gets down from "+b.name(mount)+" to "+d.To.String()))
}

// MountUp gets into the saddle of an unridden mount of the figure's side
// next to it: an action. (The mount keeps the card it was dealt: the deal
// is fixed when the battle starts.)
type MountUp struct {
	Who   string `json:"who"`
	Mount string `json:"mount"`
}

func (MountUp) Kind() string { return KindMountUp }

func (u MountUp) Plan(b *Battle) (*Plan, error) { return b.plainPlan(u.Who, u.check(b)) }

func (u MountUp) check(b *Battle) error {
	f, err := b.CheckAction(u.Who, KindMountUp)
	if err != nil {
		return err
	}
	m := b.Figure(u.Mount)
	switch {
	case m == nil:
		return fmt.Errorf("there is no figure %q", u.Mount)
	case m == f:
		return fmt.Errorf("%s cannot ride itself", b.name(u.Who))
	case f.Riding != "":
		return fmt.Errorf("%s already rides %s", b.name(u.Who), b.name(f.Riding))
	case m.Side != f.Side:
		return fmt.Errorf("%s is not of %s's side", b.name(u.Mount), b.name(u.Who))
	case !m.Steed && b.Rules.SteedsOnly:
		return fmt.Errorf("%s is not a steed: only figures marked steed carry riders", b.name(u.Mount))
	case m.Riding != "":
		return fmt.Errorf("%s rides %s itself", b.name(u.Mount), b.name(m.Riding))
	case b.riderOf(u.Mount) != nil:
		return fmt.Errorf("%s already carries %s", b.name(u.Mount), b.name(b.riderOf(u.Mount).ID))
	case m.Incapacitated || m.Dead:
		return fmt.Errorf("%s is down", b.name(u.Mount))
	case Footprint(f.Size) > Footprint(m.Size):
		return fmt.Errorf("%s is too small to carry %s", b.name(u.Mount), b.name(u.Who))
	case !b.Battlefield.Adjacent(u.Who, u.Mount):
		return fmt.Errorf("%s is not next to %s", b.name(u.Who), b.name(u.Mount))
	}
	return nil
}

func (u MountUp) Do(b *Battle, _ *Plan) error {
	f, m := b.Figure(u.Who), b.Figure(u.Mount)
	b.UseAction(KindMountUp)
	at, _ := b.Battlefield.Position(m.ID)
	if err := b.Battlefield.Place(f.ID, at); err != nil {
		return err
	}
	f.Riding = m.ID
	b.Fight.ride = knownMaybe
	if b.extra.seen != nil { // the fall check starts from now for these two
		b.extra.seen[f.ID], b.extra.seen[m.ID] = saddleOf(f.State), saddleOf(m.State)
	}
	return b.Record(f.stateEvent(EventState, "", "mounts "+b.name(m.ID)))
}

// Charge is a mounted melee attack after this turn's ride brought the
// rider 6" or more in a fairly straight line toward the target: +4
// damage. A target on Hold with a Reach weapon sets it against the charge.
type Charge struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	Weapon string `json:"weapon,omitempty"`
}

func (Charge) Kind() string { return KindCharge }

// charged says why this turn's ride is no charge at the target, or nil.
// The ride must have moved ChargeInches or more on the map (squares, not
// Pace: difficult ground costs Pace, not distance), and its last
// ChargeInches of path must stay within ChargeStray of the straight line
// from where they begin to the square it ends on (the end is next to
// the target: the melee checks that), their ends at least
// ChargeInches-ChargeStray apart. Revisions 1 and 2 counted Pace
// spent and took any path with as many steps as squares between its ends
// that closed on the target by all but one of them (chargedRev2).
func (b *Battle) charged(target string) error {
	r := b.ride()
	if !b.Rules.ChargeByPath {
		if ok, r := b.chargedRev2(target); !ok {
			return fmt.Errorf("this turn's ride went %d\"; a charge needs %d\" or more straight at the foe", r.Inches, ChargeInches)
		}
		return nil
	}
	moved := max(len(r.Path)-1, 0)
	if moved < ChargeInches {
		pace := ""
		if r.Inches != moved {
			pace = fmt.Sprintf(" (%d\" of Pace)", r.Inches)
		}
		return fmt.Errorf("this turn's ride went %d\" on the map%s; a charge needs %d\" or more straight at the foe", moved, pace, ChargeInches)
	}
	last := r.Path[len(r.Path)-1-ChargeInches:]
	a, z := last[0], last[len(last)-1]
	if d := max(abs(a.X-z.X), abs(a.Y-z.Y)); d < ChargeInches-ChargeStray {
		// Riding to and fro stays near a short line: the path must go
		// toward the foe, one step aside at most.
		return fmt.Errorf("the last %d\" of this turn's ride end %d\" from where they begin; a charge goes %d\" or more straight at the foe", ChargeInches, d, ChargeInches)
	}
	pt := func(p Pos) geom.Point { return geom.Point{X: float64(p.X), Y: float64(p.Y)} }
	line := geom.Segment{A: pt(last[0]), B: pt(last[len(last)-1])}
	for _, p := range last {
		if line.Dist(pt(p)) > ChargeStray+geom.Eps {
			return fmt.Errorf("the last %d\" of this turn's ride stray more than %d\" from a straight line to the foe", ChargeInches, ChargeStray)
		}
	}
	return nil
}

// chargedRev2 is the charge of revisions 1 and 2: 6" of Pace or more, no
// detour (as many steps as squares between its ends), and closing on the
// target by all but one of them.
func (b *Battle) chargedRev2(target string) (bool, rideMark) {
	r := b.ride()
	if r.Inches < ChargeInches {
		return false, r
	}
	tp, ok := b.Battlefield.Position(target)
	if !ok {
		return false, r
	}
	cheb := func(a, c Pos) int { return max(abs(a.X-c.X), abs(a.Y-c.Y)) }
	straight := cheb(r.From, r.To) == r.Steps
	closed := cheb(r.From, tp) - cheb(r.To, tp)
	return straight && closed >= r.Steps-1, r
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func (c Charge) plan(b *Battle) (*MeleePlan, error) {
	f := b.Figure(c.Who)
	if f != nil && f.Riding == "" {
		return nil, fmt.Errorf("%s is not mounted: only a rider charges", b.name(c.Who))
	}
	p, err := Melee{Who: c.Who, Target: c.Target, Weapon: c.Weapon}.plan(b, false)
	if err != nil {
		return nil, err
	}
	if err := b.charged(c.Target); err != nil {
		return nil, fmt.Errorf("%s has not charged %s: %w", b.name(c.Who), b.name(c.Target), err)
	}
	p.Damage.Extra = p.Damage.Extra.With("charge", ChargeDamage)
	return p, nil
}

// Plan: the rider's Fighting roll; against a foe on Hold with a weapon
// of Reach, first the opposed rolls of who strikes first (the foe's
// counter-attack, if any, is planned when it comes).
func (c Charge) Plan(b *Battle) (*Plan, error) {
	d, err := c.plan(b)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Who: c.Who, Rolls: []PlannedRoll{b.meleeRoll(d)}, Detail: d}
	if set := b.setWeapon(d.Target); set >= 0 {
		f, t, sw := d.Who, d.Target, d.Target.Weapons[set]
		var rmods, tmods Mods
		switch {
		case sw.Reach > d.Weapon.Reach:
			tmods = tmods.With("longer Reach", SetReachMod)
		case d.Weapon.Reach > sw.Reach:
			rmods = rmods.With("longer Reach", SetReachMod)
		}
		skill := b.Rules.HoldInterruptSkill
		pl.Rolls = append(pl.Rolls, b.planFreeRoll(f.ID, skill, rmods), b.planFreeRoll(t.ID, skill, tmods))
	}
	return pl, nil
}

// setWeapon is the target's weapon of longest Reach (at least 1) when it
// stands on Hold and can act, else -1.
func (b *Battle) setWeapon(t *Figure) int {
	if !b.Fight.Init.Hold[t.ID] || t.Shaken || t.Stunned || t.Incapacitated || t.Dead {
		return -1
	}
	best := -1
	for i, w := range t.Weapons {
		if w.Reach >= 1 && IsMeleeWeapon(w) && (best < 0 || w.Reach > t.Weapons[best].Reach) {
			best = i
		}
	}
	return best
}

func (c Charge) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*MeleePlan)
	f, t := p.Who, p.Target
	b.UseAction(KindFight + ":" + p.Damage.Weapon)
	b.turn.Fired = append(b.turn.Fired, p.Index)
	rider := Melee{Who: c.Who, Target: c.Target, Weapon: c.Weapon}
	set := b.setWeapon(t)
	if set < 0 {
		return rider.resolve(b, p, pl.Rolls[0])
	}
	// The foe sets its weapon: an opposed roll to interrupt, +2 to the
	// longer Reach; the winner strikes first.
	sw := t.Weapons[set]
	tr := b.RNG().TraitTest(pl.Rolls[2].Roll)
	rr := b.RNG().TraitTest(pl.Rolls[1].Roll)
	setFirst := tr.Total > rr.Total && !tr.CriticalFailure
	tev := tr.Event(t.ID, f.ID)
	tev.TN, tev.Outcome = rr.Total, "sets the "+sw.Name+" against the charge and strikes second"
	if setFirst {
		tev.Outcome = "sets the " + sw.Name + " against the charge and strikes first"
	}
	rev := rr.Event(f.ID, t.ID)
	rev.TN, rev.Outcome = 0, ""
	if err := b.Record(rev, tev); err != nil {
		return err
	}
	setter := Melee{Who: t.ID, Target: f.ID, Weapon: sw.Name}
	counter := func() error {
		if t.Shaken || t.Stunned || t.Incapacitated || t.Dead {
			return nil
		}
		sp, err := setter.plan(b, true)
		if err != nil {
			return b.Record(Event{Kind: EventAttack, Who: t.ID, Target: f.ID, Outcome: "no set attack: " + err.Error()})
		}
		if setFirst || !b.Rules.ChargeWinnerOnly {
			sp.Damage.Extra = sp.Damage.Extra.With("charge", ChargeDamage)
		}
		return setter.resolve(b, sp, b.innerPlan(t.ID, sp, b.meleeRoll(sp)).Rolls[0])
	}
	if setFirst && b.Rules.ChargeWinnerOnly {
		// The rider lost the roll: it strikes second, without the +4.
		own := *p
		own.Damage.Extra = slices.DeleteFunc(slices.Clone(p.Damage.Extra), func(m Modifier) bool { return m.Name == "charge" })
		p = &own
	}
	// The held action is spent on the set weapon.
	if err := b.Record(Event{Kind: EventHold, Who: t.ID, What: b.Fight.Init.cardText(t.ID), Outcome: HoldLost}); err != nil {
		return err
	}
	if setFirst {
		if err := counter(); err != nil {
			return err
		}
		if f.Shaken || f.Stunned || f.Incapacitated || f.Dead {
			return nil
		}
		return rider.resolve(b, p, pl.Rolls[0])
	}
	if err := rider.resolve(b, p, pl.Rolls[0]); err != nil {
		return err
	}
	return counter()
}

// saddle is what the fall check remembers of a rider or mount.
type saddle struct {
	Shaken, Stunned, Out bool
	Wounds               int
}

func saddleOf(s State) saddle {
	return saddle{Shaken: s.Shaken, Stunned: s.Stunned, Out: s.Incapacitated || s.Dead, Wounds: s.Wounds}
}

// mayRide says whether a figure may be riding (Fight.ride).
func (b *Battle) mayRide() bool {
	return b.mayAny(&b.Fight.ride, func(t *Figure) bool { return t.Riding != "" })
}

// keepTheSaddle runs after every action: each rider whose own state or
// its mount's took a turn for the worse rolls Riding or falls.
func keepTheSaddle(b *Battle, _ Action, _ *Plan) error {
	mounted := false
	if b.mayRide() {
		for _, f := range b.figs {
			if f.Riding != "" {
				mounted = true
				break
			}
		}
	}
	if !mounted && b.extra.seen == nil {
		return nil
	}
	if b.extra.seen == nil {
		// Riders in the scenario: from the start of the battle; a figure
		// that mounts later: from now (the first check sees no change).
		b.extra.seen = map[string]saddle{}
		for _, s := range b.start {
			b.extra.seen[s.ID] = saddleOf(s.State)
		}
		for _, s := range b.start {
			// By id: the GM may have added or removed figures (roster.go).
			now := b.Figure(s.ID)
			if now != nil && s.Riding == "" && now.Riding != "" {
				b.extra.seen[s.ID] = saddleOf(now.State)
				if m := b.Figure(now.Riding); m != nil {
					b.extra.seen[m.ID] = saddleOf(m.State)
				}
			}
		}
	}
	riders := make([]*Figure, 0, 2)
	for _, f := range b.figs {
		if f.Riding != "" {
			riders = append(riders, f)
		}
	}
	for _, f := range riders {
		m := b.Figure(f.Riding)
		if m == nil {
			continue
		}
		was, mwas := b.extra.seen[f.ID], b.extra.seen[m.ID]
		now, mnow := saddleOf(f.State), saddleOf(m.State)
		var why string
		switch {
		case now.Out && !was.Out:
			if err := b.fall(f, m, "Incapacitated", false, false); err != nil {
				return err
			}
			continue
		case now.Wounds > was.Wounds:
			why = "Wounded"
		case now.Stunned && !was.Stunned:
			why = "Stunned"
		case now.Shaken && !was.Shaken:
			why = "Shaken"
		case mnow.Out && !mwas.Out:
			why = b.name(m.ID) + " goes down"
		case mnow.Wounds > mwas.Wounds || (mnow.Shaken && !mwas.Shaken):
			why = b.name(m.ID) + " rears"
		default:
			continue
		}
		tr := f.TraitRoll(Riding, b.Fight.JokerMods(f.ID))
		tr.Name = "Riding (" + why + ")"
		res := b.RNG().TraitTest(tr)
		ev := res.Event(f.ID, "")
		ev.Outcome = "stays in the saddle"
		if !res.Success {
			ev.Outcome = "falls"
		}
		if err := b.Record(ev); err != nil {
			return err
		}
		if !res.Success {
			if err := b.fall(f, m, why, true, res.CriticalFailure); err != nil {
				return err
			}
		}
	}
	for _, f := range b.figs {
		b.extra.seen[f.ID] = saddleOf(f.State)
	}
	return nil
}

// fall puts the rider on the ground next to its mount (on the mount's
// square when it cannot move) and, if the mount ran this turn, rolls the
// fall's damage: 2d4, or 2d6 after a critical failure.
func (b *Battle) fall(f, m *Figure, why string, roll, crit bool) error {
	f.Riding = ""
	if err := b.Record(f.stateEvent(EventState, why, "falls from "+b.name(m.ID))); err != nil {
		return err
	}
	if sq, ok := b.landing(f, m); ok {
		if err := b.Battlefield.Place(f.ID, sq); err != nil {
			return err
		}
	}
	if !roll || !b.mountRan(f.ID) {
		return nil
	}
	d := D4
	if crit {
		d = D6
	}
	_, err := b.Damage(DamageSpec{Who: m.ID, Weapon: "fall", Damage: Damage{Dice: []Die{d, d}}}, f)
	return err
}

// mountRan says whether the rider rode at a run in the turn under way.
func (b *Battle) mountRan(rider string) bool {
	return b.turn != nil && b.turn.Who == rider && b.ride().Running
}

// landing is the nearest square the fallen rider can stand on next to
// where it fell (the cheapest of its Reach).
func (b *Battle) landing(f, m *Figure) (Pos, bool) {
	if f.Incapacitated || f.Dead || f.Stunned {
		return Pos{}, false
	}
	rs, err := b.Battlefield.Reach(f.ID, 0)
	if err != nil {
		return Pos{}, false
	}
	best, found := Reachable{}, false
	for _, r := range rs {
		if r.Cost == 0 || b.covers(m, r.Pos) {
			continue
		}
		if !found || r.Cost < best.Cost || (r.Cost == best.Cost && (r.Pos.Y < best.Pos.Y || r.Pos.Y == best.Pos.Y && r.Pos.X < best.Pos.X)) {
			best, found = r, true
		}
	}
	return best.Pos, found
}
