package rules

import (
	"errors"
	"math"
)

// An action's plan is its one description: who acts and every trait roll
// it will make, with each roll's trait, weapon, target, TN and every
// modifier by name, worked out before any die is thrown. Battle.Apply
// plans the action, lets the rule hooks add their modifiers to each
// planned roll (rulehooks.go), then has the action resolve the plan;
// Battle.Preview does the same and stops before the dice. So the odds
// the window shows, the rolls a script previews and the dice the action
// then throws are one and the same list of modifiers.

// Plan is an action worked out before its dice.
type Plan struct {
	// Who acts ("" for the round's and the GM's own actions).
	Who string
	// Rolls are the trait rolls the action will make, in order.
	Rolls []PlannedRoll
	// Detail is the action's own worked-out facts for its Do (a
	// *ShotPlan, a *MeleePlan...); nil for most actions.
	Detail any

	one [1]PlannedRoll // Rolls of a plan of one roll, in the same allocation
}

// onePlan is the plan of an action that makes one roll, from the
// battle's slab of plans (every turn's start plans one: never handed out
// twice, so a kept plan stays its own).
func onePlan(b *Battle, who string, r PlannedRoll, detail any) *Plan {
	return onePlanIn(&b.planSlab.takeOf(1, planChunk)[0], who, r, detail)
}

// onePlanIn is onePlan in host when given: a plan allocated with its
// action's detail (a shot's, a blow's), so that the two cost one
// allocation.
func onePlanIn(host *Plan, who string, r PlannedRoll, detail any) *Plan {
	if host == nil {
		host = new(Plan)
	}
	*host = Plan{Who: who, Detail: detail}
	host.one[0] = r
	host.Rolls = host.one[:]
	return host
}

// PlannedRoll is one trait roll of a plan.
type PlannedRoll struct {
	Who string
	// Trait is the skill or attribute rolled (Shooting, Vigor).
	Trait Trait
	// Weapon names the weapon of an attack roll ("" for none or bare
	// hands); Ranged marks a ranged attack (shot, throw, suppressive fire).
	Weapon string
	Ranged bool
	// Attack marks an attack roll (Fighting, Shooting, Throwing at a foe
	// or a point).
	Attack bool
	// Free marks a roll outside the roller's own turn (a free attack, a
	// defender's opposed roll): the turn's modifiers do not apply.
	Free bool
	// Roll is the die, the Wild Die and the modifiers common to every die
	// (the figure's own Wounds and Fatigue among them).
	Roll TraitRoll
	// Dice has one entry per trait die: its target and TN, and that
	// target's own modifiers (range, cover, light...). Suppressive fire's
	// one die is read against every figure under the template: one entry
	// each, with that figure's own cover and prone.
	Dice []PlannedDie
	// Victims are the figures under an area attack's template where it
	// is aimed, each with what it gets besides the roll (which none of
	// them modifies): its damage modifiers and its roll to evade. They
	// hold if the template lands there; a blast that deviates is worked
	// out again where it comes down.
	Victims []PlannedVictim
}

// PlannedVictim is a figure under an area attack's template as planned.
type PlannedVictim struct {
	Target string
	// Armor is the armor in the way it gets besides its own (an obstacle,
	// or deluxe's cover as armor), which AP reduces; Damage the
	// modifiers of its damage roll (swade's prone). The edition's row.
	Armor  Mods
	Damage Mods
	// Evade is its Agility roll to evade or dive for cover; nil when it
	// cannot (the weapon allows none, it is unaware, Stunned, held...).
	Evade *PlannedRoll
}

// PlannedDie is one trait die of a planned roll.
type PlannedDie struct {
	Target string // "" for a roll at nobody (a point, a test)
	TN     int
	Mods   Mods
}

// Mods is every modifier of die i: the roll's, then the die's own. The
// roll's list is clipped before the die's are added, so the lists of two
// dice never share an array.
func (r PlannedRoll) Mods(i int) Mods {
	ms := r.Roll.AllMods()
	if i >= 0 && i < len(r.Dice) && len(r.Dice[i].Mods) > 0 {
		ms = append(ms[:len(ms):len(ms)], r.Dice[i].Mods...)
	}
	return ms
}

// Test is the trait test of die i as one TraitRoll (its TN and its own
// modifiers folded in), for the odds.
func (r PlannedRoll) Test(i int) TraitRoll {
	tr := r.Roll
	// Clipped, not copied: the die's modifiers (or a caller's) go to a
	// new array, and nothing writes into a modifier list in place.
	tr.Mods = tr.Mods[:len(tr.Mods):len(tr.Mods)]
	if len(tr.Mods) == 0 {
		tr.Mods = nil // as the copy made it
	}
	if i >= 0 && i < len(r.Dice) {
		tr.Mods = append(tr.Mods, r.Dice[i].Mods...)
		tr.TN = r.Dice[i].TN
	}
	return tr
}

// TN is the TN of die i (4 when it has none of its own).
func (r PlannedRoll) TN(i int) int {
	_, _, tn := r.Test(i).Effective()
	return tn
}

// Odds are the exact chances of die i: the trait test's with every
// modifier (a Wild Card's Wild Die included).
func (r PlannedRoll) Odds(i int) TraitOdds { return Odds(r.Test(i)) }

// planRoll is a roll of who's trait in who's own action: the Joker, the
// multi-action penalty and running (ActionMods) and the figure's own
// modifiers come with it; mods are the action's.
//
// The list is gathered in the battle's scratch: TraitRoll copies what
// it is given into the roll's own.
func (b *Battle) planRoll(who string, trait Trait, mods Mods) PlannedRoll {
	b.planMods = append(b.appendActionMods(b.planMods[:0], who), mods...)
	return b.planRollWith(who, trait, b.planMods)
}

// planFreeRoll is a roll made outside who's turn (a free attack, a
// defender's opposed roll): only the Joker and the figure's own.
func (b *Battle) planFreeRoll(who string, trait Trait, mods Mods) PlannedRoll {
	r := b.planRollWith(who, trait, append(append(Mods(nil), b.Fight.JokerMods(who)...), mods...))
	r.Free = true
	return r
}

func (b *Battle) planRollWith(who string, trait Trait, mods Mods) PlannedRoll {
	trait = traitOf(string(trait))
	f := b.Figure(who)
	r := PlannedRoll{Who: who, Trait: trait}
	if f != nil {
		r.Roll = f.traitRoll(trait, mods, &b.modSlab)
	}
	return r
}

// plainPlan is the plan of an action that rolls nothing (or checks
// only): err refuses it. It is the battle's one scratch plan (most
// actions roll nothing, and a fight applies thousands): valid until the
// next plan, which is all apply and Check need. Preview hands out a copy.
func (b *Battle) plainPlan(who string, err error) (*Plan, error) {
	if err != nil {
		return nil, err
	}
	b.scratch = Plan{Who: who}
	return &b.scratch, nil
}

// Preview plans the action as Apply would, the rule hooks' modifiers
// included, and stops before any die: nothing changes. An illegal action
// returns Apply's error. The plan is the caller's: no later plan or
// action changes it.
func (b *Battle) Preview(a Action) (*Plan, error) {
	p, err := b.plan(a)
	if err != nil {
		return nil, err
	}
	if p == &b.scratch {
		own := b.scratch
		return &own, nil
	}
	return p, nil
}

// plan is Preview for apply and Check: a plan of an action that rolls
// nothing is the battle's scratch plan, valid until the next plan.
func (b *Battle) plan(a Action) (*Plan, error) {
	if a == nil {
		return nil, errors.New("no action given")
	}
	if restore := b.asBefore(); restore != nil { // a deluxe tie: simultaneous.go
		defer restore()
	}
	p, err := a.Plan(b)
	if err != nil {
		return nil, err
	}
	b.hookRolls(p)
	return p, nil
}

// Check reports whether the action would be accepted now, and why not.
func (b *Battle) Check(a Action) error {
	_, err := b.plan(a)
	return err
}

// innerPlan is the plan of a roll made inside another action (a free
// attack during a move, the melee at the end of a charge), the rule
// hooks' modifiers added.
func (b *Battle) innerPlan(who string, detail any, rolls ...PlannedRoll) *Plan {
	p := &Plan{Who: who, Rolls: rolls, Detail: detail}
	b.hookRolls(p)
	return p
}

// hookRolls adds every rule hook's modifiers to each planned roll.
func (b *Battle) hookRolls(p *Plan) {
	if len(rollHooks) == 0 {
		return
	}
	for i := range p.Rolls {
		r := &p.Rolls[i]
		for _, h := range rollHooks {
			r.Roll.Mods = append(r.Roll.Mods, h(b, p, r)...)
		}
		// Calculating reads every penalty the hooks gave: edges_calc.go.
		r.Roll.Mods = append(r.Roll.Mods, b.calculating(r)...)
	}
}

// RolledTrait is one trait die an action threw, as its events record it:
// for the apply command's results and the tests that hold previews to
// what was rolled.
type RolledTrait struct {
	Who    string `json:"who"`
	Trait  Trait  `json:"trait"`
	Target string `json:"target,omitempty"`
	TN     int    `json:"tn"`
	Total  int    `json:"total"`
	Mods   Mods   `json:"mods"`
}

// RolledTraits lists the trait dice in events, in order: one per trait
// test (the Soak, Bleeding Out and standoff rolls, which have kinds of
// their own, among them), one per die of a shot at several targets, one
// per figure that suppressive fire was read against (the figure's own
// modifiers added).
func RolledTraits(events []Event) []RolledTrait {
	var out []RolledTrait
	var sup *Event // the suppressive fire whose figures follow
	for i, e := range events {
		switch {
		case e.Kind == EventSuppress && i+1 < len(events) && events[i+1].Kind == EventPinned:
			sup = &events[i] // read against each figure: one die each
		case e.Kind == EventPinned && sup != nil:
			out = append(out, RolledTrait{Who: sup.Who, Trait: sup.traitKey(), Target: e.Target, TN: e.TN, Total: e.Total,
				Mods: append(append(Mods{}, sup.Mods...), e.Mods...)})
		case traitEventKinds[e.Kind]:
			out = append(out, RolledTrait{Who: e.Who, Trait: e.traitKey(), Target: e.Target, TN: e.TN, Total: e.Total, Mods: nonNilMods(e.Mods)})
		case e.Kind == EventShot || e.Kind == EventFrenzy || e.Kind == EventSweep:
			for _, d := range e.Dice {
				out = append(out, RolledTrait{Who: e.Who, Trait: e.traitKey(), Target: d.Target, TN: d.TN, Total: d.Total,
					Mods: append(append(Mods{}, e.Mods...), d.Mods...)})
			}
		}
	}
	return out
}

// traitEventKinds are the kinds of event that record one trait die (an
// EventTrait, or a trait test with a kind of its own).
var traitEventKinds = map[EventKind]bool{
	EventTrait: true, EventArea: true, EventSuppress: true,
	EventSoak: true, EventBleeding: true, EventStandoff: true,
}

func nonNilMods(ms Mods) Mods {
	if ms == nil {
		return Mods{}
	}
	return ms
}

// traitKey is the trait an event rolled.
func (e Event) traitKey() Trait { return e.Trait }

// EventDie is one trait die of a shot at several targets.
type EventDie struct {
	Target string `json:"target"`
	Total  int    `json:"total"`
	TN     int    `json:"tn"`
	Mods   Mods   `json:"mods,omitempty"`
}

// ErrNoTarget is what the refusal of an attack naming no target (or no
// point) is: the checks of the attack itself came first and passed, so a
// window may Check an attack before its target is picked and read this
// refusal as "yes, once a target is named".
var ErrNoTarget = errors.New("no target named")

// targetless is a refusal for want of a target (errors.Is ErrNoTarget).
type targetless string

func (e targetless) Error() string      { return string(e) }
func (targetless) Is(target error) bool { return target == ErrNoTarget }

// finite says whether s is a point of the table at all.
func finite(s Spot) bool {
	return math.Abs(s.X) <= maxSpot && math.Abs(s.Y) <= maxSpot // false for NaN too
}

// maxSpot bounds a point of the table in inches: far beyond any map, far
// within what a square's integer coordinates hold.
const maxSpot = 1 << 20
