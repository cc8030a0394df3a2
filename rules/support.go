package rules

import (
	"fmt"
)

// Support (swade) and cooperative rolls (deluxe) in a fight: a helper's
// own roll gives an ally a bonus (cooperate.go's numbers) that waits for
// the ally's next roll of that trait, up to the end of the ally's next
// turn, and is used up by it.

func init() {
	RegisterAction(SupportAlly{Who: "virginia", Ally: "buck", Trait: Fighting, Skill: Taunt})
	RegisterRollHook(supportMods)
	RegisterAfterAction(useSupport)
	RegisterLine(EventSupport, supportLine)
	RegisterLine(EventSupportUsed, supportUsedLine)
	RegisterHelp(HelpEntry{Key: "support", Title: "Support (cooperative rolls)", Text: "Spend your action helping an ally: " +
		"say which of the ally's traits you help (Shooting, Strength...) and roll a skill that fits. " +
		"A success gives the ally +1 on its next roll of that trait; a raise +2 in swade, while the deluxe edition gives +1 more for every raise. " +
		"A critical failure gets in the way: -2 in swade. Several helpers add up to +4 at most, except for Strength, which has no limit. " +
		"The bonus waits until the ally rolls that trait, and lapses at the end of the ally's next turn."})
}

// KindSupport is the Support action.
const KindSupport = "support"

// Event kinds of Support.
const (
	// EventSupport: Who's roll gives Target Total on its next What roll
	// (a negative Total after a critical failure); Raises is the held
	// bonus in all after it.
	EventSupport EventKind = "support"
	// EventSupportUsed: Who's What roll takes the held bonus Total.
	EventSupportUsed EventKind = "support_used"
)

// SupportModName names the held bonus among a roll's modifiers.
const SupportModName = "support"

// SupportAlly is the Support action: the helper rolls Skill (Trait when
// empty) to help Ally's next roll of Trait.
type SupportAlly struct {
	Who   string `json:"who"`
	Ally  string `json:"ally"`
	Trait Trait  `json:"trait"`
	Skill Trait  `json:"skill,omitempty"`
}

func (SupportAlly) Kind() string { return KindSupport }

func (s SupportAlly) trait() Trait { return traitOf(string(s.Trait)) }

func (s SupportAlly) skill() Trait {
	if s.Skill == "" {
		return s.trait()
	}
	return traitOf(string(s.Skill))
}

// Plan: one roll of the helping skill.
func (s SupportAlly) Plan(b *Battle) (*Plan, error) {
	if err := s.check(b); err != nil {
		return nil, err
	}
	return &Plan{Who: s.Who, Rolls: []PlannedRoll{b.planRoll(s.Who, s.skill(), nil)}}, nil
}

func (s SupportAlly) check(b *Battle) error {
	f, err := b.CheckAction(s.Who, KindSupport+":"+s.Ally)
	if err != nil {
		return err
	}
	a := b.Figure(s.Ally)
	switch {
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(s.Who))
	case s.Ally == "":
		return fmt.Errorf("%s supports nobody: name an ally", b.name(s.Who))
	case a == nil:
		return fmt.Errorf("there is no figure %q", s.Ally)
	case s.Ally == s.Who:
		return fmt.Errorf("%s cannot support itself", b.name(s.Who))
	case a.Side != f.Side:
		return fmt.Errorf("%s is not on %s's side", b.name(s.Ally), b.name(s.Who))
	case a.Dead || a.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(s.Ally))
	case s.trait() == "":
		return fmt.Errorf("name the trait of %s's that %s supports", b.name(s.Ally), b.name(s.Who))
	}
	return nil
}

func (s SupportAlly) Do(b *Battle, p *Plan) error {
	f := b.Figure(s.Who)
	b.UseAction(KindSupport + ":" + s.Ally)
	res := b.TraitTest(f, p.Rolls[0].Roll) // benny rerolls: reroll.go
	ev := res.Event(s.Who, "")
	if err := b.Record(ev); err != nil {
		return err
	}
	bonus := SupportBonus(res, b.Rules)
	held := b.HeldSupport(s.Ally, s.trait()) // before this one
	total := supportSum(held+bonus, s.trait())
	return b.Record(Event{Kind: EventSupport, Who: s.Who, Target: s.Ally, What: string(s.trait()), Total: bonus, Raises: total, Outcome: res.Outcome()})
}

// supportSum caps a held total at +SupportMax, except for Strength.
func supportSum(v int, trait Trait) int {
	if trait == Strength {
		return v
	}
	return min(v, SupportMax)
}

// HeldSupport is the bonus Support holds for who's next roll of trait:
// every Support given since who's last turn ended (or during the turn
// under way, if it is who's), not yet used, capped by SupportMax except for
// Strength. It reads the events, so undo and replay need nothing more.
func (b *Battle) HeldSupport(who string, trait Trait) int {
	trait = traitOf(string(trait))
	limit := 1 // supports before who's last turn started have lapsed
	if b.turn != nil && b.turn.Who == who {
		limit = 2 // ... unless that turn is the one under way
	}
	sum, found := 0, false
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		switch e.Kind {
		case EventTurn, EventInterrupt:
			if e.Who == who {
				if limit--; limit == 0 {
					i = 0
				}
			}
		case EventSupportUsed:
			if e.Who == who && e.What == string(trait) {
				i = 0 // what came before is used up
			}
		case EventSupport:
			if e.Target == who && e.What == string(trait) {
				sum += e.Total
				found = true
			}
		}
	}
	if !found {
		return 0
	}
	return supportSum(sum, trait)
}

// supportMods adds the held bonus to the actor's planned rolls of the
// trait it helps.
func supportMods(b *Battle, p *Plan, r *PlannedRoll) Mods {
	if r.Who != p.Who || r.Free {
		return nil
	}
	return Mods(nil).With(SupportModName, b.HeldSupport(r.Who, r.Trait))
}

// useSupport spends the held bonus once the action's roll took it: the
// last events of the action name it among the actor's modifiers.
func useSupport(b *Battle, _ Action, p *Plan) error {
	who, trait := p.Who, Trait("")
	for _, r := range p.Rolls {
		if r.Who == who && !r.Free {
			trait = r.Trait
			break
		}
	}
	if trait == "" {
		return nil
	}
	held := b.HeldSupport(who, trait)
	if held == 0 {
		return nil
	}
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		switch {
		case e.Kind == EventSupport && e.Target == who,
			e.Who == who && (e.Kind == EventSupportUsed || e.Kind == EventTurn || e.Kind == EventInterrupt):
			return nil // nothing since took it
		}
		if e.Who != who {
			continue
		}
		for _, m := range e.Mods {
			if m.Name == SupportModName {
				return b.Record(Event{Kind: EventSupportUsed, Who: who, What: string(trait), Total: held})
			}
		}
	}
	return nil
}

func supportLine(e Event, who string, name func(string) string) string {
	ally := name(e.Target)
	trait := traitLabel(e.What)
	switch {
	case e.Total > 0:
		return fmt.Sprintf("%s supports %s's %s: %+d (%+d held for %s's next %s roll).", who, ally, trait, e.Total, e.Raises, ally, trait)
	case e.Total < 0:
		return fmt.Sprintf("%s gets in %s's way: %+d to %s's next %s roll (%+d held).", who, ally, e.Total, ally, trait, e.Raises)
	}
	return fmt.Sprintf("%s fails to support %s's %s.", who, ally, trait)
}

func supportUsedLine(e Event, who string, _ func(string) string) string {
	return fmt.Sprintf("%s's %s roll takes the %+d support.", who, traitLabel(e.What), e.Total)
}
