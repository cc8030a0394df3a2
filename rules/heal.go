package rules

import (
	"errors"
	"fmt"
)

// Healing in and after the fight. In the fight, a figure next to one who
// is Bleeding Out may spend an action on a Healing roll: success stops
// the bleeding. After the fight, within the hour, each wounded survivor
// may be treated once with a Healing roll: success removes a Wound, a
// raise two, a critical failure adds one. Aftermath applies those rolls
// as battle actions (kept by undo and battle files) and sums up who is
// left standing for the next fight's scenario.

func init() {
	RegisterAction(Stabilize{Who: "buck", Target: "virginia"})
	RegisterAction(Heal{Who: "buck", Target: "virginia"})
	RegisterAction(EndFight{})
	RegisterAfterAction(fightGoesOn)
	RegisterLine(EventFightOver, func(Event, string, func(string) string) string {
		return "The fight is over: the hour after it begins (Healing rolls for Wounds)."
	})
	RegisterHelp(
		HelpEntry{Key: "stabilize", Title: "Stabilising the dying", Text: "A figure next to an ally who is Bleeding Out may spend an action on a Healing roll (unskilled d4-2 without the skill). " +
			"Success stops the bleeding: the patient rolls no more Bleeding Out rolls, though it stays Incapacitated; a critical failure adds a Wound."},
		HelpEntry{Key: "heal", Title: "Healing after the fight", Text: "During the fight a Healing roll only stabilises; healing Wounds waits for its end (End fight, F12). " +
			"Within the hour after a fight, each wounded survivor may be treated once with a Healing roll. " +
			"Success removes one Wound, a raise two; a critical failure adds a Wound (past the last, a Wild Card is Incapacitated). " +
			"A patient still Bleeding Out is saved first: success stops the bleeding, a raise heals a Wound as well; until then it does not count as a survivor. " +
			"The end-of-fight screen offers these rolls, then writes the survivors' Wounds and Fatigue back into the scenario file; the dead, and Extras who fell, are left out of it."},
	)
}

// Healing action kinds.
const (
	KindStabilize = "stabilize"
	KindHeal      = "heal"
	KindEndFight  = "end_fight"
)

// EventFightOver: the GM ends the fight; the hour after it begins.
const EventFightOver EventKind = "fight_over"

// EndFight is the GM's word that the fight is over: the hour after it
// begins, when Heal may treat Wounds (HealAfterFight). Taking the fight
// up again (a new round or turn) ends that hour.
type EndFight struct{}

func (EndFight) Kind() string { return KindEndFight }

func (e EndFight) Plan(b *Battle) (*Plan, error) {
	switch {
	case b.turn != nil:
		return nil, fmt.Errorf("%s's turn is under way: end it before the fight", b.name(b.turn.Who))
	case b.extra.fightOver:
		return nil, errors.New("the fight is over already")
	}
	return &Plan{}, nil
}

func (EndFight) Do(b *Battle, _ *Plan) error {
	b.extra.fightOver = true
	return b.Record(Event{Kind: EventFightOver})
}

// FightOver reports whether the GM has ended the fight (EndFight) and not
// taken it up again since.
func (b *Battle) FightOver() bool { return b.extra.fightOver }

// fightGoesOn: a new round or turn after EndFight takes the fight up
// again.
func fightGoesOn(b *Battle, a Action, _ *Plan) error {
	if b.extra.fightOver && (b.turn != nil || a.Kind() == KindRound) {
		b.extra.fightOver = false
	}
	return nil
}

// Stabilize is a Healing roll, as an action, on an adjacent figure who is
// Bleeding Out.
type Stabilize struct {
	Who    string `json:"who"`
	Target string `json:"target"`
}

func (Stabilize) Kind() string { return KindStabilize }

// Plan: a Healing roll.
func (s Stabilize) Plan(b *Battle) (*Plan, error) {
	if err := s.check(b); err != nil {
		return nil, err
	}
	r := b.planRoll(s.Who, Healing, nil)
	r.Dice = []PlannedDie{{Target: s.Target}}
	return onePlan(b, s.Who, r, nil), nil
}

func (s Stabilize) check(b *Battle) error {
	if _, err := b.CheckAction(s.Who, KindStabilize); err != nil {
		return err
	}
	t := b.Figure(s.Target)
	switch {
	case t == nil:
		return fmt.Errorf("there is no figure %q", s.Target)
	case t.Dead:
		return fmt.Errorf("%s is dead", b.name(s.Target))
	case !t.BleedingOut:
		return fmt.Errorf("%s is not Bleeding Out", b.name(s.Target))
	case !b.Battlefield.Adjacent(s.Who, s.Target):
		return fmt.Errorf("%s is not next to %s", b.name(s.Who), b.name(s.Target))
	}
	return nil
}

func (s Stabilize) Do(b *Battle, p *Plan) error {
	t := b.Figure(s.Target)
	b.UseAction(KindStabilize)
	// A success is all a Healing roll does here: only a miss is worth a
	// benny reroll.
	res, err := b.rollRecorded(b.Figure(s.Who), p.Rolls[0].Test(0), s.Target,
		func(res TraitResult) bool { return !res.Success })
	if err != nil {
		return err
	}
	if res.CriticalFailure && b.Rules.HealingCritWound {
		return b.botchedTreatment(t, s.Who)
	}
	if !res.Success {
		return nil
	}
	t.BleedingOut = false
	return b.Record(t.stateEvent(EventState, "Healing by "+b.name(s.Who), "is stabilised: no longer Bleeding Out"))
}

// Heal is a Healing roll within the hour after the fight (between turns):
// success removes a Wound, a raise two, a critical failure adds one. Each
// patient is treated once.
type Heal struct {
	Who    string `json:"who"`
	Target string `json:"target"`
}

func (Heal) Kind() string { return KindHeal }

func (h Heal) Plan(b *Battle) (*Plan, error) { return b.plainPlan(h.Who, h.check(b)) }

func (h Heal) check(b *Battle) error {
	f, t := b.Figure(h.Who), b.Figure(h.Target)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", h.Who)
	case t == nil:
		return fmt.Errorf("there is no figure %q", h.Target)
	case b.Rules.HealAfterFight && !b.extra.fightOver:
		return errors.New("healing Wounds waits for the end of the fight: during it a Healing roll only stabilises a figure Bleeding Out (an action, next to it)")
	case b.turn != nil:
		return fmt.Errorf("healing after the fight waits until %s's turn is over", b.name(b.turn.Who))
	case f.Dead || f.Incapacitated:
		return fmt.Errorf("%s is in no state to heal anyone", b.name(h.Who))
	case t.Dead:
		return fmt.Errorf("%s is dead", b.name(h.Target))
	case t.Wounds == 0 && !(t.BleedingOut && b.Rules.HealStopsBleeding):
		return fmt.Errorf("%s has no Wounds to heal", b.name(h.Target))
	case b.extra.healed[h.Target]:
		return fmt.Errorf("%s has had its Healing roll for this hour", b.name(h.Target))
	}
	return nil
}

func (h Heal) Do(b *Battle, _ *Plan) error {
	f, t := b.Figure(h.Who), b.Figure(h.Target)
	if b.extra.healed == nil {
		b.extra.healed = map[string]bool{}
	}
	b.extra.healed[h.Target] = true
	// A raise heals two Wounds: a success is worth a reroll only when
	// the patient has two.
	res, err := b.rollRecorded(f, f.TraitRoll(Healing, nil), h.Target,
		func(res TraitResult) bool { return !res.Success || (res.Raises == 0 && t.Wounds >= 2) })
	if err != nil {
		return err
	}
	if res.CriticalFailure && b.Rules.HealingCritWound {
		return b.botchedTreatment(t, h.Who)
	}
	if t.BleedingOut && b.Rules.HealStopsBleeding {
		// The roll first stops the bleeding; a raise heals a Wound too.
		if !res.Success {
			return nil
		}
		t.BleedingOut = false
		out := "is stabilised: no longer Bleeding Out"
		if res.Raises > 0 && t.Wounds > 0 {
			t.Wounds--
			out += fmt.Sprintf(", and heals 1 Wound: %s left", woundsWord(t.Wounds))
		}
		return b.Record(t.stateEvent(EventState, "Healing by "+b.name(h.Who), out))
	}
	before := t.Wounds
	switch {
	case res.CriticalFailure:
		t.Wounds = min(t.Wounds+1, max(t.MaxWounds(), 1))
	case res.Raises > 0:
		t.Wounds = max(t.Wounds-2, 0)
	case res.Success:
		t.Wounds--
	default:
		return nil
	}
	var out string
	switch d := t.Wounds - before; {
	case d > 0:
		out = fmt.Sprintf("takes a Wound from the botched treatment: %s", woundsWord(t.Wounds))
	case d < 0:
		out = fmt.Sprintf("heals %s: %s left", woundsWord(-d), woundsWord(t.Wounds))
	default:
		out = fmt.Sprintf("keeps %s", woundsWord(t.Wounds))
	}
	return b.Record(t.stateEvent(EventState, "Healing by "+b.name(h.Who), out))
}

// botchedTreatment is a Healing roll's critical failure (HealingCritWound):
// the patient takes a Wound; past its last, it is Incapacitated and a
// Wild Card makes its Incapacitation roll.
func (b *Battle) botchedTreatment(t *Figure, healer string) error {
	out := "takes a Wound from the botched treatment: "
	switch {
	case t.Wounds < t.MaxWounds():
		t.Wounds++
		out += woundsWord(t.Wounds)
	case !t.Incapacitated:
		t.Incapacitated = true
		out += "Incapacitated"
		if err := b.Record(t.stateEvent(EventState, "Healing by "+b.name(healer), out)); err != nil || !t.WildCard {
			return err
		}
		// Incapacitated by an injury: the Vigor roll follows, as after damage.
		_, events := b.RNG().rollIncapacitation(t, b.Fight.JokerMods(t.ID), b.injuryRerolls(), b.Fight)
		return b.Record(events...)
	default:
		out += "still Incapacitated with " + woundsWord(t.Wounds)
	}
	return b.Record(t.stateEvent(EventState, "Healing by "+b.name(healer), out))
}

func woundsWord(n int) string {
	if n == 1 {
		return "1 Wound"
	}
	return fmt.Sprintf("%d Wounds", n)
}

// Treatment is one Healing roll after the fight: Healer treats Patient.
type Treatment struct {
	Healer  string `json:"healer"`
	Patient string `json:"patient"`
}

// Survivor is a figure's state at the end of the fight, as the next
// fight's scenario takes it.
type Survivor struct {
	ID      string
	Name    string
	Side    string
	Wounds  int
	Fatigue int
	// PowerPointsSpent: a caster's Power Points spent and not recharged
	// (they come back over hours of rest, never within a fight).
	PowerPointsSpent int
	// Injuries taken from the Injury Table (the scenario does not carry
	// them yet: the end-of-fight screen shows them).
	Injuries []Injury
	// Out: dead, or an Extra who fell; the next fight leaves it out.
	Out bool
	// Why says why a figure is out ("dead", "fell", "bleeding out").
	Why string
	// Bleeding: Bleeding Out, out until a Healing roll stops it.
	Bleeding bool
}

// ErrTurnUnderWay is returned by Aftermath while a turn is under way.
var ErrTurnUnderWay = errors.New("a turn is under way: end it before the aftermath")

// Aftermath is the end of the fight: it ends it (EndFight, unless the GM
// has), applies the treatments in order
// (each a Heal action, so undo and battle files keep them) and returns
// every figure's state for the next fight. It stops at the first
// treatment the rules refuse and says which.
func Aftermath(b *Battle, treat []Treatment) ([]Survivor, error) {
	if b.turn != nil {
		return nil, ErrTurnUnderWay
	}
	if b.Rules.HealAfterFight && !b.extra.fightOver {
		if err := b.Apply(EndFight{}); err != nil {
			return nil, err
		}
	}
	for i, t := range treat {
		if err := b.Apply(Heal{Who: t.Healer, Target: t.Patient}); err != nil {
			return nil, fmt.Errorf("treatment %d (%s heals %s): %w", i+1, b.name(t.Healer), b.name(t.Patient), err)
		}
	}
	return Survivors(b), nil
}

// Survivors sums up every figure as the fight leaves it: the dead,
// Extras who fell and figures still Bleeding Out (HealStopsBleeding) are out; Wild Cards keep their Wounds and Fatigue.
func Survivors(b *Battle) []Survivor {
	out := make([]Survivor, 0, len(b.figs))
	for _, f := range b.figs {
		s := Survivor{ID: f.ID, Name: f.Name, Side: f.Side, Wounds: f.Wounds, Fatigue: f.Fatigue, PowerPointsSpent: f.PowerPointsSpent,
			Injuries: append([]Injury(nil), f.Injuries...)}
		switch {
		case f.Dead:
			s.Out, s.Why = true, "dead"
		case f.BleedingOut && b.Rules.HealStopsBleeding:
			// Not saved until a Healing roll stops the bleeding.
			s.Out, s.Why, s.Bleeding = true, "bleeding out", true
		case !f.WildCard && (f.Incapacitated || f.Wounds > 0):
			s.Out, s.Why = true, "fell"
		}
		out = append(out, s)
	}
	return out
}
