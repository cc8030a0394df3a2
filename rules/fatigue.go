package rules

import (
	"fmt"
	"strings"
)

// Fatigue in a fight: Fatigued (-1 to trait rolls), Exhausted (-2), then
// Incapacitated (Figure.AddFatigue, the penalties in Figure.Penalty). The
// one source the seeds give a fight is a hazardous move: the GM asks for
// an Athletics roll, and a critical failure costs a level of Fatigue
// from Bumps and Bruises. Other sources (heat, hunger, powers) come in
// by the GM's Fatigue action, which also takes levels away on recovery.

func init() {
	RegisterAction(Fatigue{Who: "buck", Cause: "heat"})
	RegisterAction(Hazard{Who: "buck", Note: "climbing the wall", Climbing: true, Mods: Mods{{Name: "slick", Value: -2}}})
	RegisterHelp(HelpEntry{Key: "fatigue", Title: "Fatigue", Text: "Fatigue comes in levels: Fatigued is -1 to every trait roll, " +
		"Exhausted -2, and one more level leaves the figure Incapacitated. In a fight it comes from hazards: " +
		"when the GM rules a move hazardous (climbing under fire, a tightrope, a fast river) the figure rolls Athletics; " +
		"a failure means it does not get on, and a critical failure also costs a level of Fatigue (Bumps and Bruises). " +
		"The GM gives Fatigue from other sources, and takes a level away when the figure recovers."})
}

// Fatigue action kinds.
const (
	KindFatigue = "fatigue"
	KindHazard  = "hazard"
)

// BumpsAndBruises is the source of Fatigue from a hazard's critical failure.
const BumpsAndBruises = "Bumps and Bruises"

// Fatigue: the GM gives a figure a level of Fatigue from Cause, or with
// Recover takes one away.
type Fatigue struct {
	Who     string `json:"who"`
	Cause   string `json:"cause,omitempty"`
	Recover bool   `json:"recover,omitempty"`
}

func (Fatigue) Kind() string { return KindFatigue }

func (a Fatigue) Plan(b *Battle) (*Plan, error) { return b.plainPlan(a.Who, a.check(b)) }

func (a Fatigue) check(b *Battle) error {
	f := b.Figure(a.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", a.Who)
	case f.Dead:
		return fmt.Errorf("%s is dead", b.name(a.Who))
	case a.Recover && f.Fatigue == 0:
		return fmt.Errorf("%s has no Fatigue to recover from", b.name(a.Who))
	case !a.Recover && f.Incapacitated:
		return fmt.Errorf("%s is Incapacitated already", b.name(a.Who))
	}
	return nil
}

func (a Fatigue) Do(b *Battle, _ *Plan) error {
	f := b.Figure(a.Who)
	if !a.Recover {
		return b.Record(f.AddFatigue(a.Cause))
	}
	f.Fatigue--
	out := "is no longer Fatigued"
	if f.Fatigue > 0 {
		out = "recovers a level of Fatigue: now " + FatigueName(f.Fatigue)
	}
	return b.Record(f.stateEvent(EventState, a.Cause, out))
}

// Hazard: the figure whose turn it is rolls Athletics to make a hazardous
// move (a free action, part of the move); Note says what the hazard is
// and Mods are the GM's modifiers to the roll.
type Hazard struct {
	Who  string `json:"who"`
	Note string `json:"note,omitempty"`
	Mods Mods   `json:"mods,omitempty"`
	// Climbing: the hazard is a climb (claws help: natural.go).
	Climbing bool `json:"climbing,omitempty"`
}

func (Hazard) Kind() string { return KindHazard }

// Plan: an Athletics roll, free (part of the move: no multi-action
// penalty), with the GM's modifiers and claws for a climb.
func (h Hazard) Plan(b *Battle) (*Plan, error) {
	if err := h.check(b); err != nil {
		return nil, err
	}
	ms := append(Mods(nil), h.Mods...)
	if h.Climbing && hasClaws(b.Figure(h.Who)) {
		ms = ms.With("claws", ClawsClimbMod)
	}
	r := b.planFreeRoll(h.Who, Athletics, ms)
	r.Roll.Name = "Athletics (hazard)"
	if h.Note != "" {
		r.Roll.Name = "Athletics (" + h.Note + ")"
	}
	return onePlan(b, h.Who, r, nil), nil
}

func (h Hazard) check(b *Battle) error {
	f, err := b.Actor(h.Who)
	if err != nil {
		return err
	}
	switch {
	case f.Incapacitated || f.Dead:
		return fmt.Errorf("%s is Incapacitated and cannot move", b.name(h.Who))
	case f.Stunned:
		return fmt.Errorf("%s is Stunned and cannot move", b.name(h.Who))
	}
	for _, m := range h.Mods {
		if strings.TrimSpace(m.Name) == "" {
			return fmt.Errorf("a GM's modifier needs a name")
		}
	}
	return nil
}

func (h Hazard) Do(b *Battle, p *Plan) error {
	f := b.Figure(h.Who)
	tr := p.Rolls[0].Roll
	res := b.RNG().TraitTest(tr)
	ev := res.Event(h.Who, "")
	switch {
	case res.CriticalFailure:
		ev.Outcome = "critical failure: stuck, and hurt"
	case !res.Success:
		ev.Outcome = "failure: does not get on"
	default:
		ev.Outcome = "success: gets on"
	}
	if err := b.Record(ev); err != nil {
		return err
	}
	if res.CriticalFailure {
		return b.Record(f.AddFatigue(BumpsAndBruises))
	}
	return nil
}
