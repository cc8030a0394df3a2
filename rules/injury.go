package rules

import "fmt"

// Injury is one result of the Injury Table.
type Injury struct {
	// Location is the 2d6 result's area: "unmentionables", "arm", "guts",
	// "leg", "head".
	Location string `json:"location"`
	// Effect names the result in the GM's words: "left arm",
	// "Broken", "Hideous Scar"...
	Effect string `json:"effect"`
	// Trait is the attribute lowered one die type (minimum d4), if any.
	Trait Trait `json:"trait,omitempty"`
	// Lasts says how long: "permanent" (a failed Incapacitation roll),
	// "until healed" (success), "24 hours" (raise).
	Lasts string `json:"lasts,omitempty"`
}

func (in Injury) String() string {
	s := in.Effect
	if in.Trait != "" {
		s += fmt.Sprintf(" (%s -1 die type)", in.Trait.Label())
	}
	if in.Lasts != "" {
		s += ", " + in.Lasts
	}
	return s
}

// How long an injury lasts, by the Incapacitation roll.
const (
	InjuryPermanent   = "permanent"
	InjuryUntilHealed = "until healed"
	Injury24Hours     = "24 hours"
)

// InjuryFor reads the Injury Table: loc is the 2d6 total (2..12); sub is
// the d6 of the Guts and Head rows, or for the Arm row which arm (odd
// left, even right); it is ignored elsewhere.
func InjuryFor(loc, sub int) (Injury, error) {
	if loc < 2 || loc > 12 {
		return Injury{}, fmt.Errorf("injury location %d is not a 2d6 result (2..12)", loc)
	}
	needSub := loc >= 3 && loc <= 9 || loc == 12
	if needSub && (sub < 1 || sub > 6) {
		return Injury{}, fmt.Errorf("injury sub-roll %d is not a d6 result (1..6)", sub)
	}
	switch {
	case loc == 2:
		return Injury{Location: "unmentionables", Effect: "Unmentionables"}, nil
	case loc <= 4:
		side := "left"
		if sub%2 == 0 {
			side = "right"
		}
		return Injury{Location: "arm", Effect: side + " arm useless"}, nil
	case loc <= 9:
		switch {
		case sub <= 2:
			return Injury{Location: "guts", Effect: "Broken", Trait: Agility}, nil
		case sub <= 4:
			return Injury{Location: "guts", Effect: "Battered", Trait: Vigor}, nil
		}
		return Injury{Location: "guts", Effect: "Busted", Trait: Strength}, nil
	case loc <= 11:
		return Injury{Location: "leg", Effect: "Slow (leg)"}, nil
	}
	switch {
	case sub <= 3:
		return Injury{Location: "head", Effect: "Hideous Scar (Ugly)"}, nil
	case sub <= 5:
		return Injury{Location: "head", Effect: "Blinded (One Eye)"}, nil
	}
	return Injury{Location: "head", Effect: "Brain Damage", Trait: Smarts}, nil
}

// RollInjury rolls on the Injury Table: 2d6 for the location (table rolls
// never ace), then a d6 where the row needs one (arm side, guts, head).
func (r *RNG) RollInjury() (Injury, []DieRoll) {
	rolls := []DieRoll{r.RollNoAce(D6), r.RollNoAce(D6)}
	loc := rolls[0].Sum() + rolls[1].Sum()
	sub := 0
	if loc >= 3 && loc <= 9 || loc == 12 {
		s := r.RollNoAce(D6)
		rolls = append(rolls, s)
		sub = s.Sum()
	}
	in, _ := InjuryFor(loc, sub) // loc and sub are in range by construction
	return in, rolls
}

// Incapacitation is the result of the Vigor roll a Wild Card makes when
// damage Incapacitates it.
type Incapacitation struct {
	Roll     TraitResult
	Dead     bool    // critical failure
	Injury   *Injury // every other result rolls on the Injury Table
	Bleeding bool    // failure: the injury is permanent and it is Bleeding Out
}

// RollIncapacitation makes f's Incapacitation Vigor roll and applies it:
// critical failure kills; failure gives a permanent injury and Bleeding Out;
// success an injury that lasts until the Wounds heal; a raise one that
// lasts 24 hours at most. extra is added to the roll (e.g. Joker +2).
func (r *RNG) RollIncapacitation(f *Figure, extra Mods) (Incapacitation, []Event) {
	return r.rollIncapacitation(f, extra, nil, nil)
}

// rollIncapacitation is RollIncapacitation with f's benny rerolls of the
// Vigor roll offered through ask (nil: none); every roll is logged.
func (r *RNG) rollIncapacitation(f *Figure, extra Mods, ask RerollPolicy, purse Purse) (Incapacitation, []Event) {
	tr := f.TraitRoll(Vigor, withMods(extra, f.hardToKill()))
	tr.Name = "Vigor (Incapacitation)"
	x := r.rollWithRerolls(f, tr, func(res TraitResult) Event { return rollEvent(EventTrait, f, tr, res) }, nil, ask, purse)
	res := x.best
	out := Incapacitation{Roll: res}
	ev := x.lastEvent()
	f.Incapacitated = true
	if res.CriticalFailure {
		saved, hev := r.harderToKill(f) // edges_wiring.go
		if saved {
			ev.Outcome += ": would die"
			ev.Figure, ev.After = f.ID, f.Snapshot()
			return out, append(append(x.events, ev), hev...)
		}
		out.Dead = true
		f.Dead = true
		f.BleedingOut = false
		ev.Outcome += ": dead"
		ev.Figure, ev.After = f.ID, f.Snapshot()
		return out, append(append(x.events, ev), hev...)
	}
	lasts := Injury24Hours
	switch {
	case !res.Success && f.ImmuneTo(ImmuneBleeding): // Undead, Constructs
		lasts = InjuryPermanent
		ev.Outcome += ": permanent injury (it does not bleed out)"
	case !res.Success:
		lasts = InjuryPermanent
		out.Bleeding = true
		f.BleedingOut = true
		ev.Outcome += ": permanent injury, Bleeding Out"
	case res.Raises == 0:
		lasts = InjuryUntilHealed
		ev.Outcome += ": injury until healed"
	default:
		ev.Outcome += ": injury for 24 hours"
	}
	ev.Figure, ev.After = f.ID, f.Snapshot()
	in, rolls := r.RollInjury()
	in.Lasts = lasts
	out.Injury = &in
	f.Injuries = append(f.Injuries, in)
	inj := Event{
		Kind: EventInjury, Target: f.ID, Rolls: rolls,
		Total: rolls[0].Sum() + rolls[1].Sum(), Outcome: in.String(),
		Figure: f.ID, After: f.Snapshot(),
	}
	return out, append(x.events, ev, inj)
}

// BleedOut makes the Vigor roll of a figure Bleeding Out at the start of
// its turn: failure (critical failure included) and it dies; success and it
// holds on until next turn; a raise stabilizes it (no more rolls; still
// Incapacitated). A figure not Bleeding Out rolls nothing.
func (r *RNG) BleedOut(f *Figure, extra Mods) (TraitResult, []Event) {
	return r.bleedOut(f, extra, nil, nil)
}

// bleedOut is BleedOut with f's benny rerolls of the Vigor roll offered
// through ask (nil: none); every roll is logged.
func (r *RNG) bleedOut(f *Figure, extra Mods, ask RerollPolicy, purse Purse) (TraitResult, []Event) {
	if !f.BleedingOut || f.Dead {
		return TraitResult{}, nil
	}
	tr := f.TraitRoll(Vigor, withMods(extra, f.hardToKill()))
	tr.Name = "Vigor (Bleeding Out)"
	x := r.rollWithRerolls(f, tr, func(res TraitResult) Event { return rollEvent(EventBleeding, f, tr, res) }, nil, ask, purse)
	res := x.best
	ev := x.lastEvent()
	saved, hev := false, []Event(nil)
	if !res.Success {
		saved, hev = r.harderToKill(f) // edges_wiring.go
	}
	switch {
	case saved:
		f.BleedingOut = false
		ev.Outcome += ": would die"
	case !res.Success:
		f.Dead = true
		f.BleedingOut = false
		ev.Outcome += ": dies"
	case res.Raises == 0:
		ev.Outcome += ": still Bleeding Out"
	default:
		f.BleedingOut = false
		ev.Outcome += ": stabilized"
	}
	ev.Figure, ev.After = f.ID, f.Snapshot()
	return res, append(append(x.events, ev), hev...)
}

// rollEvent records a trait test f made.
func rollEvent(kind EventKind, f *Figure, tr TraitRoll, res TraitResult) Event {
	return rollEventIn(kind, f, tr, res, nil)
}

// rollEventIn is rollEvent with its dice cut from from (a battle's slab;
// nil: a new array with room for the Wild Die).
func rollEventIn(kind EventKind, f *Figure, tr TraitRoll, res TraitResult, from *slab[DieRoll]) Event {
	var rolls []DieRoll
	if from != nil {
		rolls = from.take(1 + b2i(len(res.WildDie.Faces) > 0))[:0]
	} else {
		rolls = make([]DieRoll, 0, 2)
	}
	rolls = append(rolls, res.Trait)
	if len(res.WildDie.Faces) > 0 {
		rolls = append(rolls, res.WildDie)
	}
	return Event{
		Kind: kind, Who: f.ID, What: tr.Name, Trait: tr.Trait, Rolls: rolls, Mods: tr.AllMods(),
		Total: res.Total, TN: res.TN, Raises: res.Raises, Outcome: outcomeWord(res),
	}
}

func outcomeWord(res TraitResult) string {
	switch {
	case res.CriticalFailure:
		return "critical failure"
	case !res.Success:
		return "failure"
	case res.Raises > 0:
		return "raise"
	}
	return "success"
}
