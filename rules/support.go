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
	return onePlan(b, s.Who, b.planRoll(s.Who, s.skill(), nil), nil), nil
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
	b.extra.support = append(b.extra.support, heldSupport{ally: s.Ally, trait: s.trait(), bonus: bonus})
	return b.Record(Event{Kind: EventSupport, Who: s.Who, Target: s.Ally, What: string(s.trait()), Total: bonus, Raises: total, Outcome: res.Outcome()})
}

// supportSum caps a held total at +SupportMax, except for Strength.
func supportSum(v int, trait Trait) int {
	if trait == Strength {
		return v
	}
	return min(v, SupportMax)
}

// heldSupport is one Support bonus waiting for its ally's next roll of
// its trait.
type heldSupport struct {
	ally  string
	trait Trait
	bonus int
	// turns counts the ally's turns begun since the bonus was given: it
	// holds until the end of the first of them.
	turns int
}

// live reports whether the bonus still holds: no turn of the ally's has
// begun since it was given, or only the one under way.
func (h heldSupport) live(b *Battle) bool {
	return h.turns == 0 || (h.turns == 1 && b.turn != nil && b.turn.Who == h.ally)
}

// HeldSupport is the bonus Support holds for who's next roll of trait:
// every Support given since who's last turn began (or before the turn
// under way, if it is who's), not yet used, capped by SupportMax except
// for Strength. The bonuses are battle state (battleExtra) that the
// Support actions build, so undo and replay rebuild them.
func (b *Battle) HeldSupport(who string, trait Trait) int {
	trait = traitOf(string(trait))
	sum, found := 0, false
	for _, h := range b.extra.support {
		if h.ally == who && h.trait == trait && h.live(b) {
			sum += h.bonus
			found = true
		}
	}
	if !found {
		return 0
	}
	return supportSum(sum, trait)
}

// supportTurnBegins counts a turn of who's begun: the bonuses given
// before its previous turn began lapse.
func (b *Battle) supportTurnBegins(who string) {
	kept := b.extra.support[:0]
	for _, h := range b.extra.support {
		if h.ally == who {
			if h.turns++; h.turns > 1 {
				continue
			}
		}
		kept = append(kept, h)
	}
	clear(b.extra.support[len(kept):])
	b.extra.support = kept
}

// supportMods adds the held bonus to the actor's planned rolls of the
// trait it helps.
func supportMods(b *Battle, p *Plan, r *PlannedRoll) Mods {
	if r.Who != p.Who || r.Free {
		return nil
	}
	return Mods(nil).With(SupportModName, b.HeldSupport(r.Who, r.Trait))
}

// useSupport spends the held bonus once the action's roll took it: one
// of the action's own events names it among the actor's modifiers.
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
	if held == 0 || !b.rolledWith(who, SupportModName) {
		return nil
	}
	kept := b.extra.support[:0]
	for _, h := range b.extra.support {
		if h.ally != who || h.trait != trait {
			kept = append(kept, h)
		}
	}
	b.extra.support = kept
	return b.Record(Event{Kind: EventSupportUsed, Who: who, What: string(trait), Total: held})
}

// rolledWith reports whether who made a roll with the modifier named mod
// in the action under way.
func (b *Battle) rolledWith(who, mod string) bool {
	for _, e := range b.Fight.Events[b.curStart:] {
		if e.Who != who {
			continue
		}
		for _, m := range e.Mods {
			if m.Name == mod {
				return true
			}
		}
	}
	return false
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
