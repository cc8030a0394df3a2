package rules

import (
	"fmt"
	"strings"
)

// Fly and Warrior's Gift (swade). Fly gives its recipient a flying Pace
// of 12 (24 with a raise) while the caster keeps it up: a movement mode
// (ChangeMove "fly"), which the movement modes read where the engine
// plays them. Warrior's Gift gives its recipient one Combat Edge the
// engine plays (the casting's choice: giftEdges), its Improved version
// with a raise where there is one, while the caster keeps it up; a
// recipient that has the Edge already is refused (Edges do not stack).
// The caster's Rank is not checked against the Edge's.

// combatEdges are swade's Combat Edges; those the engine plays through
// effects (a Grant) are Warrior's Gift's choices.
var combatEdges = []string{"Block", "Brawler", "Bruiser", "Combat Reflexes", "Counterattack", "Dead Shot", "Dodge",
	"Extraction", "First Strike", "Frenzy", "Giant Killer", "Hard to Kill", "Harder to Kill", "Iron Jaw", "Level Headed",
	"Marksman", "Martial Artist", "Martial Warrior", "Mighty Blow", "Nerves of Steel", "Rock and Roll!", "Steady Hands", "Sweep"}

func init() {
	registerPower(
		&Power{Name: "Fly", Kind: PowerEffect, PP: 3, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 2},
		nil,
		PowerRules{On: func(b *Battle, p *CastPlan, t *Figure, raise bool) error {
			return b.putPower(p, t, Effect{Change: ChangeMove, Detail: "fly", Value: 12 + 12*boolInt(raise)})
		}})
	registerPower(
		&Power{Name: "Warrior's Gift", Kind: PowerEffect, PP: 4, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		&Power{Name: "Warrior's Gift", Kind: PowerEffect, PP: 4, Range: RangeTouch, Rounds: 3, Upkeep: 1},
		PowerRules{Check: checkGift, On: gift})
	for _, name := range combatEdges {
		if _, e, _ := Lookup(FromEdge, name); e != nil && e.Grant != nil && !e.NeedsParam {
			powerChoices["Warrior's Gift"] = append(powerChoices["Warrior's Gift"], strings.ToLower(e.Name))
		}
	}
	for _, p := range []string{"Fly", "Warrior's Gift"} {
		registerMods(PowerMod{Name: "Range", PP: 1, For: []string{p}})
	}
	RegisterHelp(HelpEntry{Key: "fly_warriors_gift", Title: "Fly and Warrior's Gift", Text: "Fly lets its recipient fly at Pace 12 (24 with a raise), without running, while the caster keeps it up; more recipients cost 2 Power Points each. " +
		"Warrior's Gift lends its recipient a Combat Edge the caster picks (its Improved version with a raise, where there is one) while the caster keeps it up; " +
		"a figure that has the Edge already gains nothing from it."})
}

// giftEdge is the Edge the casting gives (the raise's Improved one when
// there is one) and its entry.
func giftEdge(b *Battle, p *CastPlan, raise bool) (*Entry, error) {
	choice := p.Choice
	if choice == "" {
		choice = PowerChoices(p.Power.Name)[0]
	}
	_, e, _ := Lookup(FromEdge, choice)
	if e == nil || e.Grant == nil || !e.InEdition(b.edition) {
		return nil, fmt.Errorf("Warrior's Gift cannot give %s in %s", choice, b.edition)
	}
	if raise {
		if _, imp, _ := Lookup(FromEdge, "Improved "+e.Name); imp != nil && imp.Grant != nil && imp.Improves == e.Name && !imp.NeedsParam {
			return imp, nil
		}
	}
	return e, nil
}

func checkGift(b *Battle, p *CastPlan, t *Figure) error {
	e, err := giftEdge(b, p, false)
	if err != nil {
		return err
	}
	for _, written := range append(append([]string(nil), t.Edges...), t.Abilities...) {
		if _, have, _ := Lookup(FromEdge, written); have != nil && (have == e || have.Improves == e.Name) {
			return fmt.Errorf("%s has %s already", b.name(t.ID), e.Name)
		}
	}
	return nil
}

func gift(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	e, err := giftEdge(b, p, raise)
	if err != nil {
		return err
	}
	es := e.Grant(b.edition, Written{Text: e.Name, Name: e.Name})
	if len(es) == 0 {
		return nil
	}
	if err := b.Record(t.stateEvent(EventState, p.Power.Name, "gains the Edge "+e.Name)); err != nil {
		return err
	}
	return b.putPower(p, t, es...)
}

// flyingByPower: the figure moves by the Fly power, which allows no
// running.
func (f *Figure) flyingByPower() bool {
	for _, e := range f.Effects {
		if e.Change == ChangeMove && e.Detail == string(ModeFly) && e.Source.Kind == FromPower && e.Source.Name == "Fly" {
			return true
		}
	}
	return false
}
