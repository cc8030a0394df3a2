package rules

import (
	"fmt"
)

// Grappling (grab, crush, break free) and Push: opposed rolls in melee.

func init() {
	RegisterAction(Grapple{Who: "buck", Target: "c1"})
	RegisterAction(BreakFree{Who: "buck"})
	RegisterAction(Push{Who: "buck", Target: "c1"})
	RegisterAction(Release{Who: "buck", Target: "c1"})
	RegisterAfterAction(endLostHolds)
	RegisterHelp(HelpEntry{Key: "grapple", Title: "Grappling", Text: "Grapple an adjacent foe with an opposed roll (swade Athletics, deluxe Agility; the Size difference counts): " +
		"a win leaves it Entangled (it cannot move), a raise Bound (it can only try to break free); both are Vulnerable, and so is a grappler holding a Bound foe. " +
		"The holder may crush instead of grappling again (a Strength damage roll, as an action) or bite the held foe with a natural bite; a blow with any other weapon at it is refused. Everyone else still gets +2 against the held foe. The victim's action may go on breaking free (an opposed roll: a win loosens Bound to Entangled or frees it, a raise frees it). " +
		"The hold lasts only while the grappler stays adjacent and can act: moving apart, being pushed apart, or the grappler Stunned or Incapacitated ends it. " +
		"Letting go is a free action (Let go in More). A held figure can be grappled only by its holder."})
}

// Grappling and pushing action kinds.
const (
	KindGrapple   = "grapple"
	KindBreakFree = "break_free"
	KindPush      = "push"
	KindRelease   = "release"
)

// Push modifiers.
const (
	PushRunningMod = 2  // the pusher ran this turn
	PushRaiseMod   = -2 // the victim's Athletics roll to stay up after a raise
)

// Grapple: the attacker grabs an adjacent foe with an opposed roll of the
// edition's grapple trait (swade Athletics, deluxe Agility): a win leaves
// the foe Entangled, a raise Bound. Crush instead squeezes a foe the
// attacker already holds: a Strength damage roll, no attack roll.
type Grapple struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	Crush  bool   `json:"crush,omitempty"`
}

func (Grapple) Kind() string { return KindGrapple }

func (g Grapple) key() string {
	if g.Crush {
		return KindGrapple + ":crush"
	}
	return KindGrapple
}

// Plan: an opposed roll of the grapple trait (a crush rolls damage only).
func (g Grapple) Plan(b *Battle) (*Plan, error) {
	if err := g.check(b); err != nil {
		return nil, err
	}
	p := &Plan{Who: g.Who}
	if !g.Crush {
		skill := b.Rules.GrappleSkill
		t := b.Figure(g.Target)
		var ms Mods
		if b.Rules.GrappleScale {
			ms = ms.With("Size", -abs(ScaleOf(t.SizeNow())-ScaleOf(b.Figure(g.Who).SizeNow())))
		} else if b.Rules.GrappleSize {
			ms = ms.With("Size", ScaleMod(t.Size)-ScaleMod(b.Figure(g.Who).Size))
		}
		ms = append(ms, b.againstMods(t)...)
		p.Rolls = b.planOpposed(g.Who, g.Target, skill, skill, ms, "grapple")
	}
	return p, nil
}

func (g Grapple) check(b *Battle) error {
	f, err := b.CheckAction(g.Who, g.key())
	if err != nil {
		return err
	}
	t := b.Figure(g.Target)
	switch {
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(g.Who))
	case g.Target == "":
		return fmt.Errorf("%s grabs at nobody: name a target", b.name(g.Who))
	case t == nil:
		return fmt.Errorf("there is no figure %q", g.Target)
	case g.Target == g.Who:
		return fmt.Errorf("%s cannot grapple itself", b.name(g.Who))
	case t.Dead || t.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(g.Target))
	case !b.Battlefield.Adjacent(g.Who, g.Target):
		return fmt.Errorf("%s is not adjacent to %s: grappling needs the bases to touch", b.name(g.Target), b.name(g.Who))
	case g.Crush && !((t.Entangled || t.Bound) && t.Grappler == g.Who):
		return fmt.Errorf("%s does not hold %s: grapple first, then crush", b.name(g.Who), b.name(g.Target))
	case !g.Crush && b.Rules.OneHolder && (t.Entangled || t.Bound) && t.Grappler != "" && t.Grappler != g.Who:
		return fmt.Errorf("%s is held by %s: only its holder can grapple it", b.name(g.Target), b.name(t.Grappler))
	case !g.Crush && (t.Entangled || t.Bound) && t.Grappler == g.Who && t.Bound:
		return fmt.Errorf("%s is Bound already", b.name(g.Target))
	}
	return nil
}

// ScaleMod is the scale modifier of a figure of this Size: Tiny (-4 and
// less) -6, Very Small (-3) -4, Small (-2, -1) -2, Normal (0 to 3) 0,
// Large (4 to 7) +2, Huge (8 to 11) +4, Gargantuan (12 and more) +6. An
// attacker adds the target's and takes off its own: grappling in
// revisions 2 and 3 (GrappleScale corrects it).
func ScaleMod(size int) int {
	switch {
	case size <= -4:
		return -6
	case size == -3:
		return -4
	case size < 0:
		return -2
	case size < 4:
		return 0
	case size < 8:
		return 2
	case size < 12:
		return 4
	}
	return 6
}

// planOpposed plans an opposed roll: the actor's trait (in its own
// action, with mods) and the defender's (outside its turn), each named for
// the log with tag ("grapple").
func (b *Battle) planOpposed(actor, defender string, actorTrait, defTrait Trait, mods Mods, tag string) []PlannedRoll {
	ar := b.planRoll(actor, actorTrait, mods)
	ar.Roll.Name = actorTrait.Label() + " (" + tag + ")"
	dr := b.planFreeRoll(defender, defTrait, nil)
	dr.Roll.Name = defTrait.Label() + " (resisting " + tag + ")"
	return []PlannedRoll{ar, dr}
}

// opposed rolls a trait test of each side and says whether the actor
// wins and by how many raises.
//
// Who rolls first is the edition's (OpposedActorFirst): in swade both
// roll and the actor may then reroll knowing what it must beat; in deluxe
// the actor gets its total first and spends its bennies on it, then the
// defender rolls and may spend bennies to beat it, and the log reads in
// that order.
func (b *Battle) opposed(actor, defender *Figure, rolls []PlannedRoll) (won bool, raises int, err error) {
	atr := rolls[0].Roll
	var ar, dr TraitResult
	if b.Rules.OpposedActorFirst {
		// Deluxe's Killer Instinct rerolls a 1 first, free (edges_will.go).
		ar = b.rerollTest(actor, atr, b.killerOne(actor, atr, b.RNG().TraitTest(atr)), nil)
		dr = b.rerollResisting(defender, rolls[1].Roll, b.killerOne(defender, rolls[1].Roll, b.RNG().TraitTest(rolls[1].Roll)), ar)
	} else {
		ar = b.RNG().TraitTest(atr)
		dr = b.RNG().TraitTest(rolls[1].Roll)
		ar = b.killerInstinct(actor, atr, ar, dr) // edges_will.go
		ar = b.rerollOpposed(actor, atr, ar, dr)  // benny rerolls: reroll.go
		if b.Rules.RerollEveryTest {
			// Then the defender, seeing the total it must reach.
			dr = b.rerollResisting(defender, rolls[1].Roll, dr, ar)
		}
	}
	// The actor needs a success (4) and must beat the defender's total: a
	// tie goes to the defender. Raises count from the defender's total,
	// never from less than 4.
	tn := max(dr.Total, DefaultTN)
	if dr.CriticalFailure {
		tn = DefaultTN
	}
	won = !ar.CriticalFailure && ar.Total >= DefaultTN && (ar.Total > dr.Total || dr.CriticalFailure || b.winsTies(actor, ar, dr))
	if won {
		raises = RaisesOver(ar.Total, tn)
	}
	dev := dr.Event(defender.ID, actor.ID)
	dev.TN, dev.Outcome = 0, "" // only its total counts
	if !b.Rules.OpposedActorFirst {
		if err := b.Record(dev); err != nil {
			return false, 0, err
		}
	}
	aev := ar.Event(actor.ID, defender.ID)
	aev.TN = tn
	aev.Raises = raises
	aev.Outcome = "loses"
	switch {
	case won && raises == 1:
		aev.Outcome = "wins with a raise"
	case won && raises > 1:
		aev.Outcome = fmt.Sprintf("wins with %d raises", raises)
	case won:
		aev.Outcome = "wins"
	case ar.CriticalFailure:
		aev.Outcome = "critical failure"
	case ar.Total == dr.Total && ar.Total >= DefaultTN:
		aev.Outcome = "loses (a tie goes to the defender)"
	}
	if b.Rules.OpposedActorFirst {
		if err := b.Record(aev); err != nil {
			return false, 0, err
		}
		return won, raises, b.Record(dev)
	}
	return won, raises, b.Record(aev)
}

func (g Grapple) Do(b *Battle, p *Plan) error {
	f, t := b.Figure(g.Who), b.Figure(g.Target)
	b.UseAction(g.key())
	if g.Crush {
		spec := UnarmedDamage(f)
		spec.Weapon = "crush"
		spec.Joker = b.Fight.Init.Joker(g.Who)
		_, err := b.Damage(spec, t)
		return err
	}
	won, raises, err := b.opposed(f, t, p.Rolls)
	if err != nil || !won {
		return err
	}
	t.Grappler = g.Who
	b.Fight.held = knownMaybe
	if raises > 0 || t.Entangled {
		t.Entangled, t.Bound = false, true
		return b.Record(t.stateEvent(EventState, "grappled by "+b.name(g.Who), "Bound"))
	}
	t.Entangled = true
	return b.Record(t.stateEvent(EventState, "grappled by "+b.name(g.Who), "Entangled"))
}

// BreakFree: a figure held in a grapple tries to get loose with an opposed
// roll of the grapple trait against its grappler: a win frees an Entangled
// figure and loosens Bound to Entangled; a raise frees it entirely. A
// figure whose grappler is out of the fight or no longer adjacent simply
// steps free.
type BreakFree struct {
	Who string `json:"who"`
}

func (BreakFree) Kind() string { return KindBreakFree }

// Plan: an opposed roll against the grappler, unless nobody holds the
// figure any more.
func (r BreakFree) Plan(b *Battle) (*Plan, error) {
	if err := r.check(b); err != nil {
		return nil, err
	}
	p := &Plan{Who: r.Who}
	f := b.Figure(r.Who)
	if roll, ok := b.breakPowerRoll(f); ok { // held by the Entangle power
		p.Rolls = []PlannedRoll{roll}
		return p, nil
	}
	if g := b.Figure(f.Grappler); g != nil && !g.Incapacitated && !g.Dead && b.Battlefield.Adjacent(r.Who, g.ID) {
		skill := b.Rules.GrappleSkill
		p.Rolls = b.planOpposed(r.Who, g.ID, skill, skill, nil, "breaking free")
	}
	return p, nil
}

func (r BreakFree) check(b *Battle) error {
	f, err := b.CheckAction(r.Who, KindBreakFree)
	if err != nil {
		return err
	}
	if !f.Entangled && !f.Bound {
		return fmt.Errorf("%s is not held", b.name(r.Who))
	}
	return nil
}

func (r BreakFree) Do(b *Battle, p *Plan) error {
	f := b.Figure(r.Who)
	b.UseAction(KindBreakFree)
	if _, ok := b.breakPowerRoll(f); ok {
		return b.breakPower(f, p.Rolls[0])
	}
	g := b.Figure(f.Grappler)
	if len(p.Rolls) == 0 {
		f.Entangled, f.Bound, f.Grappler = false, false, ""
		return b.Record(f.stateEvent(EventState, "nobody holds it", "breaks free"))
	}
	won, raises, err := b.opposed(f, g, p.Rolls)
	if err != nil || !won {
		return err
	}
	if f.Bound && raises == 0 {
		f.Bound, f.Entangled = false, true
		return b.Record(f.stateEvent(EventState, "", "loosens the hold: still Entangled"))
	}
	f.Entangled, f.Bound, f.Grappler = false, false, ""
	return b.Record(f.stateEvent(EventState, "", "breaks free"))
}

// Release: the grappler lets go of a figure it holds (Target), or of
// everyone it holds (no Target): a free action on its turn.
type Release struct {
	Who    string `json:"who"`
	Target string `json:"target,omitempty"`
}

func (Release) Kind() string { return KindRelease }

func (r Release) Plan(b *Battle) (*Plan, error) { return b.plainPlan(r.Who, r.check(b)) }

func (r Release) check(b *Battle) error {
	if _, err := b.Actor(r.Who); err != nil {
		return err
	}
	if r.Target == "" {
		if len(b.heldBy(r.Who)) == 0 {
			return fmt.Errorf("%s holds nobody", b.name(r.Who))
		}
		return nil
	}
	t := b.Figure(r.Target)
	switch {
	case t == nil:
		return fmt.Errorf("there is no figure %q", r.Target)
	case !(t.Entangled || t.Bound) || t.Grappler != r.Who:
		return fmt.Errorf("%s does not hold %s", b.name(r.Who), b.name(r.Target))
	}
	return nil
}

func (r Release) Do(b *Battle, _ *Plan) error {
	held := []*Figure{b.Figure(r.Target)}
	if r.Target == "" {
		held = b.heldBy(r.Who)
	}
	for _, t := range held {
		if err := b.letGo(t, b.name(r.Who)+" lets go"); err != nil {
			return err
		}
	}
	return nil
}

// heldBy lists the figures who holds in a grapple, in scenario order.
func (b *Battle) heldBy(who string) []*Figure {
	var out []*Figure
	for _, f := range b.figs {
		if (f.Entangled || f.Bound) && f.Grappler == who {
			out = append(out, f)
		}
	}
	return out
}

// Holds reports whether the figure holds anyone in a grapple.
func (b *Battle) Holds(who string) bool { return len(b.heldBy(who)) > 0 }

// letGo frees a held figure, saying why.
func (b *Battle) letGo(t *Figure, why string) error {
	t.Entangled, t.Bound, t.Grappler = false, false, ""
	return b.Record(t.stateEvent(EventState, why, "is no longer held"))
}

// mayHold says whether a figure may be held (Fight.held).
func (b *Battle) mayHold() bool {
	return b.mayAny(&b.Fight.held, func(t *Figure) bool { return t.Grappler != "" })
}

// endLostHolds ends, after every action, each grapple whose grappler is
// no longer adjacent to its victim or can no longer act (HoldEndsApart).
// A figure Entangled or Bound by no grappler (the GM's doing) stays so.
func endLostHolds(b *Battle, _ Action, _ *Plan) error {
	if !b.Rules.HoldEndsApart || !b.mayHold() {
		return nil
	}
	for _, t := range b.figs {
		if !(t.Entangled || t.Bound) || t.Grappler == "" {
			continue
		}
		g := b.Figure(t.Grappler)
		var why string
		switch {
		case g == nil:
			why = "its holder is gone"
		case g.Dead:
			why = b.name(g.ID) + " is dead"
		case g.Incapacitated:
			why = b.name(g.ID) + " is Incapacitated"
		case g.Stunned:
			why = b.name(g.ID) + " is Stunned"
		case !b.Battlefield.Adjacent(g.ID, t.ID):
			why = b.name(g.ID) + " is no longer adjacent"
		default:
			continue
		}
		if err := b.letGo(t, why); err != nil {
			return err
		}
	}
	return nil
}

// Push shoves an adjacent foe straight away from the pusher: an opposed
// roll of the pusher's Strength (or Athletics) against the better of the
// foe's Strength and Athletics, +2 for a running pusher. A win pushes the
// foe 1" (a raise 2", stopping short at a wall or a figure); the foe then
// rolls Athletics (-2 after a raise) or falls prone.
type Push struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	// Skill is "strength" (default) or "athletics".
	Skill Trait `json:"skill,omitempty"`
}

func (Push) Kind() string { return KindPush }

// Plan: the pusher's Strength (or Athletics) against the better of the
// foe's.
func (p Push) Plan(b *Battle) (*Plan, error) {
	if err := p.check(b); err != nil {
		return nil, err
	}
	t := b.Figure(p.Target)
	skill := p.Skill
	if skill == "" {
		skill = Strength
	}
	var ms Mods
	if b.turn.Running {
		ms = ms.With("running push", PushRunningMod)
	}
	ms = append(ms, b.againstMods(t)...)
	def := Strength
	if dieRank(t, Athletics) > dieRank(t, Strength) {
		def = Athletics
	}
	return &Plan{Who: p.Who, Rolls: b.planOpposed(p.Who, p.Target, skill, def, ms, "push")}, nil
}

func (p Push) check(b *Battle) error {
	f, err := b.CheckAction(p.Who, KindPush)
	if err != nil {
		return err
	}
	t := b.Figure(p.Target)
	switch {
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(p.Who))
	case p.Skill != "" && p.Skill != Strength && p.Skill != Athletics:
		return fmt.Errorf("a push uses strength or athletics, not %q", p.Skill)
	case t == nil:
		return fmt.Errorf("there is no figure %q", p.Target)
	case p.Target == p.Who:
		return fmt.Errorf("%s cannot push itself", b.name(p.Who))
	case t.Dead || t.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(p.Target))
	case !b.Battlefield.Adjacent(p.Who, p.Target):
		return fmt.Errorf("%s is not adjacent to %s: a push needs the bases to touch", b.name(p.Target), b.name(p.Who))
	}
	return nil
}

func (p Push) Do(b *Battle, pl *Plan) error {
	f, t := b.Figure(p.Who), b.Figure(p.Target)
	b.UseAction(KindPush)
	won, raises, err := b.opposed(f, t, pl.Rolls)
	if err != nil || !won {
		return err
	}
	want := 1
	if raises > 0 {
		want = 2
	}
	moved, to := b.pushBack(p.Who, p.Target, want)
	if moved > 0 {
		if err := b.Battlefield.Place(p.Target, to); err != nil {
			return err
		}
	}
	if err := b.Record(Event{Kind: EventMove, Who: p.Target, What: to.String(), Total: moved,
		Outcome: fmt.Sprintf("is pushed %d\" of %d\"", moved, want)}); err != nil {
		return err
	}
	if t.Prone {
		return nil
	}
	sms := append(Mods(nil), b.Fight.JokerMods(p.Target)...)
	if raises > 0 {
		sms = sms.With("pushed with a raise", PushRaiseMod)
	}
	tr := t.TraitRoll(Athletics, sms)
	tr.Name = "Athletics (keeping its feet)"
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(p.Target, "")); err != nil {
		return err
	}
	if res.Success {
		return nil
	}
	t.Prone = true
	return b.Record(t.stateEvent(EventState, "pushed", "falls prone"))
}

// dieRank orders a figure's dice for picking its better trait (the
// unskilled d4-2 below a real d4).
func dieRank(f *Figure, trait Trait) int {
	d, ok := f.Trait(trait)
	r := d.Sides*10 + d.Bonus
	if !ok {
		r -= 5
	}
	return r
}

// pushBack finds how far (up to want inches) the target can be pushed
// straight away from the pusher: each step must be a square the target
// could stand on (free of walls and figures). It returns the inches moved
// and the square it ends on.
func (b *Battle) pushBack(pusher, target string, want int) (int, Pos) {
	from, _ := b.Battlefield.Position(pusher)
	at, _ := b.Battlefield.Position(target)
	dx, dy := sign(at.X-from.X), sign(at.Y-from.Y)
	if dx == 0 && dy == 0 {
		return 0, at
	}
	free := map[Pos]bool{}
	// A generous running die: only which squares are free matters here.
	if rs, err := b.Battlefield.Reach(target, 2*want+4); err == nil {
		for _, r := range rs {
			free[r.Pos] = true
		}
	}
	walls, _ := b.Battlefield.(StepBattlefield)
	moved := 0
	for step := 1; step <= want; step++ {
		next := Pos{X: at.X + dx*step, Y: at.Y + dy*step}
		if !free[next] || (walls != nil && walls.StepBlocked(target, Pos{X: at.X + dx*(step-1), Y: at.Y + dy*(step-1)}, next)) {
			break
		}
		moved = step
	}
	return moved, Pos{X: at.X + dx*moved, Y: at.Y + dy*moved}
}

// StepBattlefield is a Battlefield with thin walls between squares: StepBlocked
// reports whether the figure standing at from may not step straight to
// the neighbouring to (a thin wall, closed door or window between them).
// A push stops at such a wall.
type StepBattlefield interface {
	StepBlocked(id string, from, to Pos) bool
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
