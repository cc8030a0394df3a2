package rules

import (
	"fmt"
)

// The powers that take a foe's freedom: Entangle, Confusion, Fear, Sloth
// (deluxe has none of it) and Speed, and the area modifiers that let
// Entangle, Stun, Fear and Sloth be cast as a Medium or Large Blast
// (swade: +2 and +3 PP) and Confusion as a Small or Large one (+0, +1).

// featureEntangled marks a figure Entangled or Bound by the power: it
// breaks free with a roll (breakPowerHold), not against a grappler.
const featureEntangled = "entangled_by_power"

func init() {
	registerPower(
		&Power{Name: "Entangle", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Areas: []Template{MBT, LBT}},
		&Power{Name: "Entangle", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Resist: Agility},
		PowerRules{Check: checkFree, On: entangle})
	registerPower(
		&Power{Name: "Confusion", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Template: MBT},
		&Power{Name: "Confusion", Kind: PowerEffect, PP: 1, Range: RangeSmarts2, Resist: Smarts},
		PowerRules{Check: checkFree, On: confuse})
	powerChoices["Confusion"] = []string{"distracted", "vulnerable"}
	registerPower(
		&Power{Name: "Fear", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Resist: Spirit, Areas: []Template{MBT, LBT}},
		&Power{Name: "Fear", Kind: PowerEffect, PP: 2, Range: RangeSmarts2, Resist: Spirit},
		PowerRules{Check: checkFree, On: frighten})
	registerPower(
		&Power{Name: "Sloth", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Areas: []Template{MBT, LBT}},
		nil,
		PowerRules{Check: checkFree, On: sloth})
	registerPower(
		&Power{Name: "Speed", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		// deluxe: the core power at 1 PP (CHARACTERS.md 6.12: the one
		// reading with a cost in the core book), 3 rounds at 1 a round.
		&Power{Name: "Speed", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Rounds: 3, Upkeep: 1},
		PowerRules{On: speed})
	areaOf := []string{"Entangle", "Stun", "Fear", "Sloth"}
	registerMods(
		PowerMod{Name: "Medium Blast", PP: 2, For: areaOf},
		PowerMod{Name: "Large Blast", PP: 3, For: areaOf},
		PowerMod{Name: "Small Blast", PP: 0, For: []string{"Confusion"}},
		PowerMod{Name: "Large Blast", PP: 1, For: []string{"Confusion"}},
		PowerMod{Name: "Strong", PP: 1, For: []string{"Sloth"}},
	)
	// Stun's area modifiers (the power lives in powers_effects.go).
	for _, ed := range []Edition{SWADE} {
		p := powerTable[ed]["stun"]
		p.Areas = []Template{MBT, LBT}
		powerTable[ed]["stun"] = p
	}
	RegisterTurnEnd(shakeOffSloth)
}

// checkFree refuses a target out of the fight.
func checkFree(b *Battle, _ *CastPlan, t *Figure) error {
	if t.Incapacitated {
		return fmt.Errorf("%s is out of the fight", b.name(t.ID))
	}
	return nil
}

// entangle (swade): Entangled, Bound with a raise, no roll to resist;
// deluxe: an Agility roll avoids it.
func entangle(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	if b.edition == Deluxe {
		ok, err := b.resistPower(p, t, Agility, nil, 0)
		if err != nil || ok {
			return err
		}
	}
	if t.Bound {
		return nil
	}
	state := "Entangled"
	if raise || t.Entangled {
		t.Entangled, t.Bound, state = false, true, "Bound"
	} else {
		t.Entangled = true
	}
	if !hasFeatureEffect(t, featureEntangled) {
		t.Effects = append(append([]Effect(nil), t.Effects...), Effect{Source: Source{Kind: FromPower, Name: p.Power.Name}, Change: ChangeFeature, Detail: featureEntangled})
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, state))
}

func hasFeatureEffect(f *Figure, detail string) bool {
	for _, e := range f.Effects {
		if e.Change == ChangeFeature && e.Detail == detail {
			return true
		}
	}
	return false
}

// breakPowerRoll is the roll a figure held by Entangle breaks free with:
// Athletics, or Strength at -2 when that die is larger (our reading of
// the Bound and Entangled rules; deluxe: Agility or Strength, the larger).
func (b *Battle) breakPowerRoll(f *Figure) (PlannedRoll, bool) {
	if !hasFeatureEffect(f, featureEntangled) || f.Grappler != "" {
		return PlannedRoll{}, false
	}
	trait, mods := Athletics, Mods(nil)
	if b.edition == Deluxe {
		trait = Agility
		if dieRank(f, Strength) > dieRank(f, Agility) {
			trait = Strength
		}
	} else if _, ok := f.Trait(Athletics); !ok || dieRank(f, Strength) > dieRank(f, Athletics) {
		trait, mods = Strength, mods.With("breaking Entangle", -2)
	}
	r := b.planRoll(f.ID, trait, mods)
	r.Dice = []PlannedDie{{TN: DefaultTN}}
	return r, true
}

// breakPower rolls it: a success loosens Bound to Entangled or frees an
// Entangled figure; a raise frees it.
func (b *Battle) breakPower(f *Figure, r PlannedRoll) error {
	res := b.TraitTest(f, r.Test(0))
	if err := b.Record(res.Event(f.ID, "")); err != nil {
		return err
	}
	switch {
	case !res.Success:
		return nil
	case f.Bound && res.Raises == 0:
		f.Bound, f.Entangled = false, true
		return b.Record(f.stateEvent(EventState, "", "loosens the Entangle: still Entangled"))
	}
	f.Entangled, f.Bound = false, false
	var kept []Effect
	for _, e := range f.Effects {
		if !(e.Change == ChangeFeature && e.Detail == featureEntangled) {
			kept = append(kept, e)
		}
	}
	f.Effects = kept
	return b.Record(f.stateEvent(EventState, "", "breaks free"))
}

// confuse (swade): Distracted or Vulnerable (the casting's choice, the
// same for all), both with a raise, no roll to resist; each lasts to the
// end of the victim's next turn. deluxe: Smarts at -2 or Shaken.
func confuse(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	if b.edition == Deluxe {
		ok, err := b.resistPower(p, t, Smarts, Mods(nil).With("Confusion", -2), 0)
		if err != nil || ok || t.Shaken {
			return err
		}
		t.Shaken = true
		return b.Record(t.stateEvent(EventState, p.Power.Name, "Shaken"))
	}
	var got []string
	if (raise || p.Choice != "vulnerable") && !t.Distracted {
		t.Distracted = true
		got = append(got, "Distracted")
	}
	if (raise || p.Choice == "vulnerable") && !t.Vulnerable {
		t.Vulnerable = true
		got = append(got, "Vulnerable")
	}
	if len(got) == 0 {
		return nil
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, joinAnd(got)))
}

// frighten: a Fear check, at -2 after a raise, and a failing Wild Card's
// Fear Table roll +2 after a raise (an Extra is Panicked).
func frighten(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	pen := 0
	if raise {
		pen = -2
	}
	n := len(b.Fight.Events)
	if err := b.fearCheckAt(t, p.Who, p.Power.Name, pen, -pen); err != nil {
		return err
	}
	for _, e := range b.Fight.Events[n:] {
		if e.Kind == EventFear && e.Who == t.ID && (e.Outcome == "Panicked" || e.Outcome == "frightened") {
			return b.affected(p, t)
		}
	}
	return nil
}

// sloth (swade): the victim's Pace halved (rounded up) until it shakes
// it off with Spirit at the end of one of its turns (Strong: at -2).
// With a raise (revision 5) moving also counts as an action.
func sloth(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	e := Effect{Change: ChangePace, Value: -(t.CurrentPace() / 2)}
	if p.hasMod("Strong") {
		e.For = "Strong"
	}
	es := []Effect{e}
	if raise && b.Rules.SlothRaiseMoveAction {
		es = append(es, Effect{Change: ChangeFeature, Detail: featureSlothMove, Value: 1})
	}
	return b.putPower(p, t, es...)
}

// slothMoveCounts: the figure is under Sloth cast with a raise and has
// moved this turn, so its move is one more action.
func (b *Battle) slothMoveCounts(f *Figure, t *TurnState) bool {
	return (t.Moved > 0 || t.Running) && f.HasEffects() && effectCtx{f: f}.sum(ChangeFeature, featureSlothMove) > 0
}

// runsFree: the figure is under Speed cast with a raise: no running
// penalty.
func (b *Battle) runsFree(f *Figure) bool {
	return f != nil && f.HasEffects() && effectCtx{f: f}.sum(ChangeFeature, featureRunsFree) > 0
}

// shakeOffSloth: a Spirit roll at the end of the slowed figure's turn; a
// success ends Sloth.
func shakeOffSloth(b *Battle, f *Figure) error {
	for _, e := range f.Effects {
		if e.Source.Kind != FromPower || e.Source.Name != "Sloth" || e.Change != ChangePace {
			continue
		}
		mods := Mods(nil)
		if e.For == "Strong" {
			mods = mods.With("Strong", -2)
		}
		tr := f.TraitRoll(Spirit, withMods(b.Fight.JokerMods(f.ID), mods))
		tr.Name = "Spirit (Sloth)"
		res := b.RNG().TraitTest(tr)
		if err := b.Record(res.Event(f.ID, "")); err != nil {
			return err
		}
		if !res.Success {
			return nil
		}
		var kept []Effect // its Pace and, after a raise, the move as an action
		for _, k := range f.Effects {
			if k.Source.Kind != FromPower || k.Source.Name != "Sloth" {
				kept = append(kept, k)
			}
		}
		f.Effects = kept
		return b.Record(f.stateEvent(EventState, "", "shakes off Sloth"))
	}
	return nil
}

// speed: Pace doubled while it lasts; with a raise (revision 5) no
// running penalty (deluxe: running is free); Quickness (+2 PP) takes 2
// off the recipient's multi-action penalty (ActionMods).
func speed(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	es := []Effect{{Change: ChangePace, Value: t.CurrentPace()}}
	if raise && b.Rules.SpeedRaiseRunsFree {
		es = append(es, Effect{Change: ChangeFeature, Detail: featureRunsFree, Value: 1})
	}
	if p.hasMod("Quickness") {
		es = append(es, Effect{Change: ChangeFeature, Detail: featureQuickness, Value: QuicknessIgnores})
	}
	return b.putPower(p, t, es...)
}

// featureQuickness is Speed's Quickness modifier on its recipient:
// QuicknessIgnores points of its multi-action penalty ignored.
const (
	featureQuickness = "quickness"
	QuicknessIgnores = 2
	featureRunsFree  = "runs_free"              // Speed's raise
	featureSlothMove = "moving_costs_an_action" // Sloth's raise
)

func init() {
	registerMods(PowerMod{Name: "Quickness", PP: 2, For: []string{"Speed"}})
}
