package rules

// Deluxe Blind as revision 8 plays it (DeluxeBlindAgility): the one
// source with an effect for deluxe's Blind (CHARACTERS.md's QD, the
// reading the review recommended) has each victim roll Agility at -2 to
// avoid it; on a failure it is Shaken and its Parry is 2 lower for a
// round, and when its Agility die (whatever the Wild Die) showed a 1 its
// Trait rolls are also 6 lower for that round. Our readings: "a round"
// is to the end of the victim's next turn, as swade's Confusion lasts;
// a victim Shaken already gets no Wound from it (as deluxe's Confusion);
// there is no raise effect and no Vigor roll to shake it off. Revision 7
// played swade's Blind in deluxe.

// DeluxeBlindParry and DeluxeBlindTraits are deluxe Blind's penalties:
// to the victim's Parry, and to its Trait rolls on a 1 of its Agility
// die.
const (
	DeluxeBlindParry  = -2
	DeluxeBlindTraits = -6
	DeluxeBlindResist = -2 // the victim's Agility roll to avoid it
)

func init() {
	RegisterHelp(HelpEntry{Key: "deluxe_blind8", Title: "Deluxe Blind", Text: "In deluxe (rules revision 8) each victim of Blind rolls Agility at -2 to avoid it. " +
		"On a failure it is Shaken and its Parry is 2 lower to the end of its next turn; if its Agility die showed a 1, its Trait rolls (attacks too) are also 6 lower until then."})
}

// deluxeBlinds says whether the battle plays deluxe's own Blind.
func (b *Battle) deluxeBlinds() bool {
	return b.edition == Deluxe && b.Rules.DeluxeBlindAgility
}

// deluxeBlind: the victim's Agility at -2 or Shaken and Parry -2 for a
// round, and -6 to its Trait rolls on a 1 of its Agility die.
func deluxeBlind(b *Battle, p *CastPlan, t *Figure) error {
	tr := t.TraitRoll(Agility, withMods(b.Fight.JokerMods(t.ID), append(Mods(nil).With(p.Power.Name, DeluxeBlindResist), b.resistBonus(t)...)))
	tr.Name = "Agility (" + p.Power.Name + ")"
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(t.ID, "")); err != nil {
		return err
	}
	if res.Success {
		return b.Record(t.stateEvent(EventState, "", "resists "+p.Power.Name))
	}
	es := []Effect{{Change: ChangeParry, Value: DeluxeBlindParry}}
	what := "Parry -2"
	if len(res.Trait.Faces) > 0 && res.Trait.Faces[0] == 1 {
		es = append(es, Effect{Change: ChangeTrait, Value: DeluxeBlindTraits})
		what += " and Trait rolls -6 (its Agility die showed a 1)"
	}
	fresh := b.turn != nil && b.turn.Who == t.ID
	for i := range es {
		es[i].Source = Source{Kind: FromPower, Name: p.Power.Name}
		es[i].Round = b.Fight.Init.Round
		es[i].Ends, es[i].Span, es[i].Fresh = EndsTurns, 1, fresh
	}
	var kept []Effect
	for _, e := range t.Effects {
		if !(e.Source.Kind == FromPower && e.Source.Name == p.Power.Name) {
			kept = append(kept, e)
		}
	}
	t.Effects = append(kept, es...)
	if t.Shaken {
		what = "has " + what
	} else {
		t.Shaken = true
		what = "is Shaken, " + what
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, what+" to the end of its next turn"))
}
