package rules

import (
	"fmt"
	"strings"
)

// The small rules of a fight: the Finishing Move on a helpless victim, the
// Touch attack, shooting from an unstable platform, the off hand, and
// readying weapons.

func init() {
	RegisterAction(FinishingMove{Who: "buck", Target: "c1", Weapon: "Machete"})
	RegisterAction(Touch{Who: "buck", Target: "c1"})
	RegisterAction(SetPlatform{Who: "buck", Unstable: true, Note: "on the wagon"})
	RegisterAction(Ready{Who: "buck", Weapons: []string{"Colt .45"}})
	RegisterRollHook(attackMods)
	RegisterLine(EventReady, readyLine)
	RegisterLine(EventReadyFumble, readyLine)
	RegisterHelp(
		HelpEntry{Key: "finishing_move", Title: "Finishing Move", Text: "A helpless victim (Bound, knocked out or otherwise Incapacitated, or one the GM rules helpless, such as a sleeping sentry) " +
			"can be killed outright with a lethal weapon as an action: no roll. It is done up close; the GM may allow it at range."},
		HelpEntry{Key: "touch", Title: "Touch attack", Text: "When all an attacker needs is to touch the foe (to deliver a power, say), " +
			"it rolls Fighting against the foe's Parry with +2. A touch does no damage."},
		HelpEntry{Key: "unstable_platform", Title: "Unstable platform", Text: "Shooting or throwing from something that moves or rocks " +
			"(a galloping horse, a moving car, a boat's deck) is -2. The GM marks a figure as on an unstable platform, " +
			"or the map marks squares that are."},
		HelpEntry{Key: "off_hand", Title: "Off hand", Text: "Fighting or Shooting with the off hand alone is -2 (a weapon marked off-hand in the scenario). " +
			"A weapon in the off hand gives no Parry bonus (weapons here carry none)."},
		HelpEntry{Key: "ready", Title: "Readying weapons", Text: "In swade drawing or readying up to two items in a turn is free; each further one takes an action. " +
			"In the deluxe edition drawing a weapon is an action (so its penalty of -2 falls on the rest of the turn if the figure also attacks), " +
			"and drawing two at once or an awkward one (a rifle, a weapon in an ankle holster) also takes an Agility roll: on a failure nothing is drawn."},
	)
}

// Action kinds of the small rules.
const (
	KindFinish   = "finishing_move"
	KindTouch    = "touch"
	KindPlatform = "platform"
	KindReady    = "ready"
)

// Small rules' modifiers.
const (
	TouchMod    = 2  // a Touch attack
	UnstableMod = -2 // ranged attacks from an unstable platform
	OffHandMod  = -2 // Fighting or Shooting with the off hand alone
)

// EventReady: Who draws the weapons What ("Machete and Colt .45");
// Outcome says at what cost. EventReadyFumble: Who fails the Agility
// roll (deluxe: more than one weapon, or an awkward one) and draws none.
const (
	EventReady       EventKind = "ready"
	EventReadyFumble EventKind = "ready_fumble"
)

// Helpless reports whether a figure can be dispatched by a Finishing Move:
// Bound, Incapacitated (knocked out included) or asleep (Slumber), and
// not dead.
func Helpless(f *Figure) bool {
	return !f.Dead && (f.Bound || f.Incapacitated || Asleep(f))
}

// FinishingMove kills a helpless figure with a lethal weapon (Weapon, the
// first melee weapon when empty) as an action. It needs the victim
// adjacent; AtRange is the GM allowing it from afar, with a weapon that
// has the range and a victim in sight. Helpless is the GM ruling a victim
// helpless that the rules do not see so (asleep, held at gunpoint).
type FinishingMove struct {
	Who      string `json:"who"`
	Target   string `json:"target"`
	Weapon   string `json:"weapon,omitempty"`
	AtRange  bool   `json:"at_range,omitempty"`
	Helpless bool   `json:"helpless,omitempty"`
}

func (FinishingMove) Kind() string { return KindFinish }

func (m FinishingMove) weapon(f *Figure) (Weapon, error) {
	if m.Weapon == "" {
		for _, w := range f.Weapons {
			if IsMeleeWeapon(w) {
				return w, nil
			}
		}
		return Weapon{}, fmt.Errorf("%s has no lethal weapon at hand: name one", f.Name)
	}
	if strings.EqualFold(m.Weapon, "unarmed") {
		return Weapon{}, fmt.Errorf("a Finishing Move needs a lethal weapon, not bare hands")
	}
	i := WeaponIndex(f, m.Weapon)
	if i < 0 {
		return Weapon{}, fmt.Errorf("%s has no weapon called %q", f.Name, m.Weapon)
	}
	return f.Weapons[i], nil
}

func (m FinishingMove) Plan(b *Battle) (*Plan, error) { return b.plainPlan(m.Who, m.check(b)) }

func (m FinishingMove) check(b *Battle) error {
	f, err := b.CheckAction(m.Who, KindFinish)
	if err != nil {
		return err
	}
	t := b.Figure(m.Target)
	switch {
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(m.Who))
	case t == nil:
		return fmt.Errorf("there is no figure %q", m.Target)
	case m.Target == m.Who:
		return fmt.Errorf("%s cannot finish itself", b.name(m.Who))
	case t.Dead:
		return fmt.Errorf("%s is dead already", b.name(m.Target))
	case !Helpless(t) && !m.Helpless:
		return fmt.Errorf("%s is not helpless (Bound, knocked out or Incapacitated): attack it instead, or the GM rules it helpless", b.name(m.Target))
	}
	w, err := m.weapon(f)
	if err != nil {
		return err
	}
	switch {
	case b.Battlefield.Adjacent(m.Who, m.Target):
	case !m.AtRange:
		return fmt.Errorf("%s is not adjacent to %s: a Finishing Move is done up close (unless the GM allows it at range)", b.name(m.Target), b.name(m.Who))
	case !w.Ranged():
		return fmt.Errorf("the %s does not reach %s", w.Name, b.name(m.Target))
	default:
		s := b.sight(m.Who, m.Target, &w)
		if !s.Visible || s.Band == OutOfRange {
			return fmt.Errorf("%s has no shot at %s with the %s", b.name(m.Who), b.name(m.Target), w.Name)
		}
	}
	return nil
}

func (m FinishingMove) Do(b *Battle, _ *Plan) error {
	f, t := b.Figure(m.Who), b.Figure(m.Target)
	w, _ := m.weapon(f)
	b.UseAction(KindFinish)
	t.Dead, t.Incapacitated, t.BleedingOut = true, true, false
	return b.Record(t.stateEvent(EventState, fmt.Sprintf("%s's Finishing Move with the %s", b.name(m.Who), w.Name), "is dead"))
}

// Touch is a Touch attack: Fighting at +2 against an adjacent foe's
// Parry, with the usual melee modifiers (Gang Up, Vulnerable, prone...);
// it does no damage.
type Touch struct {
	Who    string `json:"who"`
	Target string `json:"target"`
}

func (Touch) Kind() string { return KindTouch }

func (a Touch) plan(b *Battle) (*MeleePlan, error) {
	if _, err := b.CheckAction(a.Who, KindTouch); err != nil {
		return nil, err
	}
	// The melee rules work out the rest; the turn was checked above.
	p, err := Melee{Who: a.Who, Target: a.Target, Weapon: "unarmed"}.plan(b, true)
	if err != nil {
		return nil, err
	}
	p.Mods = p.Mods.With("touch attack", TouchMod)
	p.Free = false // the toucher's own action: the turn's modifiers apply
	return p, nil
}

// Plan: one Fighting roll at +2 against the Parry.
func (a Touch) Plan(b *Battle) (*Plan, error) {
	d, err := a.plan(b)
	if err != nil {
		return nil, err
	}
	return onePlan(b, a.Who, b.meleeRoll(d), d), nil
}

func (a Touch) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*MeleePlan)
	b.UseAction(KindTouch)
	res := b.RNG().TraitTest(pl.Rolls[0].Test(0))
	if len(p.ParryMods) > 0 {
		if err := b.Record(Event{Kind: EventAttack, Who: a.Who, Target: a.Target, What: ParryNote,
			Outcome: fmt.Sprintf("%s's Parry %d, %s = %d", b.name(a.Target), p.Target.BaseParry(), p.ParryMods, p.TN)}); err != nil {
			return err
		}
	}
	ev := res.Event(a.Who, a.Target)
	ev.What = "Fighting (touch)"
	switch {
	case res.CriticalFailure:
		ev.Outcome = "critical failure: no touch"
	case res.Success:
		ev.Outcome = "touches"
	default:
		ev.Outcome = "no touch"
	}
	return b.Record(ev)
}

// UnstableBattlefield is a Battlefield that knows which squares are an unstable
// platform (the scenario's legend says unstable: true).
type UnstableBattlefield interface {
	Unstable(id string) bool
}

// OnUnstablePlatform reports whether the figure shoots from an unstable
// platform: the GM said so, or it stands on an unstable square.
func (b *Battle) OnUnstablePlatform(f *Figure) bool {
	if f.Unstable {
		return true
	}
	u := b.parts().unstable
	return u != nil && u.Unstable(f.ID)
}

// SetPlatform is the GM saying the figure is (or is no longer) on an
// unstable platform.
type SetPlatform struct {
	Who      string `json:"who"`
	Unstable bool   `json:"unstable"`
	Note     string `json:"note,omitempty"`
}

func (SetPlatform) Kind() string { return KindPlatform }

func (s SetPlatform) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s SetPlatform) check(b *Battle) error {
	f := b.Figure(s.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", s.Who)
	case f.Unstable == s.Unstable && s.Unstable:
		return fmt.Errorf("%s is on an unstable platform already", b.name(s.Who))
	case f.Unstable == s.Unstable:
		return fmt.Errorf("%s is not on an unstable platform", b.name(s.Who))
	}
	return nil
}

func (s SetPlatform) Do(b *Battle, _ *Plan) error {
	f := b.Figure(s.Who)
	f.Unstable = s.Unstable
	out := "is on an unstable platform"
	if !s.Unstable {
		out = "is on steady ground again"
	}
	return b.Record(f.stateEvent(EventState, s.Note, out))
}

// attackMods are the attacker's own small-rule modifiers to an attack
// roll: -2 from an unstable platform (ranged), -2 with the off hand.
func attackMods(b *Battle, _ *Plan, r *PlannedRoll) Mods {
	f := b.Figure(r.Who)
	if !r.Attack || f == nil {
		return nil
	}
	var ms Mods
	if r.Ranged && b.OnUnstablePlatform(f) {
		ms = ms.With("unstable platform", UnstableMod)
	}
	if i := WeaponIndex(f, r.Weapon); i >= 0 && f.Weapons[i].OffHand && f.feature(featAmbidextrous) == 0 { // edges_hands.go
		ms = ms.With("off-hand", OffHandMod)
	}
	return ms
}

// Ready draws weapons. In swade the edition's FreeReadies items a turn
// are free and each further one takes an action; in deluxe drawing is an
// action (its multi-action penalty falls on an attack the same turn), and
// drawing two at once or an Awkward one (a rifle, from an ankle holster)
// needs an Agility roll first: on a failure nothing is drawn. Weapons are
// not tracked as sheathed or drawn: the action is the cost and the roll.
type Ready struct {
	Who     string   `json:"who"`
	Weapons []string `json:"weapons"`
	Awkward bool     `json:"awkward,omitempty"`
}

func (Ready) Kind() string { return KindReady }

// actions is how many actions the draw costs: in swade those past the
// free readies of the turn, one each; with no free readies (deluxe) the
// draw is one action, however many weapons come out at once.
func (r Ready) actions(b *Battle) int {
	if quickDraw(b.Figure(r.Who)) { // edges_hands.go
		return 0
	}
	if b.Rules.FreeReadies == 0 {
		return 1
	}
	free := max(b.Rules.FreeReadies-b.readiedThisTurn(), 0)
	return max(len(r.Weapons)-free, 0)
}

// Plan: in deluxe, drawing two weapons at once or an awkward one takes
// an Agility roll.
func (r Ready) Plan(b *Battle) (*Plan, error) {
	if err := r.check(b); err != nil {
		return nil, err
	}
	p := &Plan{Who: r.Who}
	if b.Rules.ReadyAgilityRoll && (len(r.Weapons) > 1 || r.Awkward) {
		roll := b.planRoll(r.Who, Agility, quickDrawMods(b.Figure(r.Who)))
		roll.Roll.Name = "Agility (drawing)"
		p.Rolls = append(p.Rolls, roll)
	}
	return p, nil
}

func (r Ready) check(b *Battle) error {
	f, err := b.Actor(r.Who)
	if err != nil {
		return err
	}
	switch {
	case f.Incapacitated || f.Dead:
		return fmt.Errorf("%s is Incapacitated and cannot act", b.name(r.Who))
	case f.Stunned:
		return fmt.Errorf("%s is Stunned and cannot act", b.name(r.Who))
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(r.Who))
	case len(r.Weapons) == 0:
		return fmt.Errorf("%s readies nothing: name the weapons", b.name(r.Who))
	}
	for i, n := range r.Weapons {
		if WeaponIndex(f, n) < 0 {
			return fmt.Errorf("%s has no weapon called %q", b.name(r.Who), n)
		}
		for _, m := range r.Weapons[:i] {
			if strings.EqualFold(m, n) {
				return fmt.Errorf("the %s is named twice", n)
			}
		}
	}
	n := r.actions(b)
	if n == 0 {
		return nil
	}
	t := b.turn
	if _, err := b.CheckAction(r.Who, KindReady); err != nil {
		return fmt.Errorf("readying takes an action: %w", err)
	}
	if left := t.Actions - len(t.Taken); n > left {
		return fmt.Errorf("readying %d weapons takes %d actions and %s has %d left", len(r.Weapons), n, b.name(r.Who), left)
	}
	return nil
}

func (r Ready) Do(b *Battle, p *Plan) error {
	f := b.Figure(r.Who)
	n := r.actions(b)
	for i := 0; i < n; i++ {
		b.UseAction(KindReady)
	}
	names := make([]string, len(r.Weapons))
	for i, w := range r.Weapons {
		names[i] = f.Weapons[WeaponIndex(f, w)].Name
	}
	cost := "free"
	switch {
	case n == 1:
		cost = "one action"
	case n > 1:
		cost = fmt.Sprintf("%d actions", n)
	}
	if len(p.Rolls) > 0 {
		res := b.RNG().TraitTest(p.Rolls[0].Roll)
		if err := b.Record(res.Event(r.Who, "")); err != nil {
			return err
		}
		if !res.Success {
			return b.Record(Event{Kind: EventReadyFumble, Who: r.Who, What: andList(names), Outcome: cost})
		}
	}
	for range r.Weapons {
		b.markReadied()
	}
	return b.Record(Event{Kind: EventReady, Who: r.Who, What: andList(names), Outcome: cost})
}

func readyLine(e Event, who string, _ func(string) string) string {
	if e.Kind == EventReadyFumble {
		return fmt.Sprintf("%s tries to draw the %s (%s, and fumbles: nothing drawn).", who, e.What, e.Outcome)
	}
	return fmt.Sprintf("%s draws the %s (%s).", who, e.What, e.Outcome)
}
