package rules

import "fmt"

// The powers of sight (swade): Blind, Darksight, and the Glow modifier.
// Blind takes 2 (4 with a raise) from its victim's attacks and Notice
// rolls, everything a fight asks of its eyes; at the end of each of its
// turns the victim rolls Vigor (Strong: at -2): a success wins back 2
// points, a raise all of it. Darksight lets its recipient ignore up to 4
// points of illumination penalty (6 with a raise, Pitch Darkness
// included), as Low Light Vision does. Glow lights the recipient: its
// Stealth is -2 and attackers ignore 1 point of the illumination
// penalty against it (the Small Blast of light it sheds on others is
// not put on the map).

// SenseDarksight is the sense Darksight gives (Value: the points of
// illumination penalty ignored; N 1: Pitch Darkness too).
const SenseDarksight = "darksight"

// featureGlow marks a figure lit by Glow.
const featureGlow = "glow"

func init() {
	registerPower(
		&Power{Name: "Blind", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Areas: []Template{MBT, LBT}},
		nil,
		PowerRules{Check: checkFree, On: blind})
	registerPower(
		&Power{Name: "Darksight", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Rounds: 600, Upkeep: 1, Recipient: 1},
		nil,
		PowerRules{On: func(b *Battle, p *CastPlan, t *Figure, raise bool) error {
			return b.putPower(p, t, Effect{Change: ChangeSense, Detail: SenseDarksight, Value: 4 + 2*boolInt(raise), N: boolInt(raise)})
		}})
	registerMods(
		PowerMod{Name: "Medium Blast", PP: 2, For: []string{"Blind"}},
		PowerMod{Name: "Large Blast", PP: 3, For: []string{"Blind"}},
		PowerMod{Name: "Strong", PP: 1, For: []string{"Blind"}},
		PowerMod{Name: "Selective", PP: 1, For: []string{"Blind"}},
		PowerMod{Name: "Glow", PP: 1, For: effectPowersWith()},
	)
	RegisterTurnEnd(shakeOffBlind)
	RegisterHelp(HelpEntry{Key: "blind_darksight", Title: "Blind, Darksight and Glow", Text: "Blind takes 2 (4 with a raise) from its victim's attacks and Notice rolls; " +
		"at the end of each of its turns the victim rolls Vigor: a success wins back 2 points, a raise clears its eyes. With +2 or +3 Power Points it fills a Medium or Large Blast. " +
		"Darksight lets its recipient ignore up to 4 points of darkness penalty (6 with a raise, and then Pitch Darkness too) for an hour. " +
		"Glow (+1 Power Point on a power put on someone) makes the recipient shine: its Stealth is -2 and attacks at it ignore 1 point of darkness penalty."})
}

// blind: the victim's attacks and Notice -2 (-4), kept until it shakes
// them off (Strong: its Vigor rolls at -2).
func blind(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	if b.deluxeBlinds() {
		return deluxeBlind(b, p, t) // powers_deluxe8.go
	}
	v := -2 - 2*boolInt(raise)
	strong := ""
	if p.hasMod("Strong") {
		strong = "Strong"
	}
	return b.putPower(p, t, Effect{Change: ChangeAttack, Value: v, For: strong},
		Effect{Change: ChangeTrait, Detail: string(Notice), Value: v, For: strong})
}

// shakeOffBlind: a Vigor roll at the end of the blinded figure's turn;
// a success takes 2 points off the penalty, a raise all of it.
func shakeOffBlind(b *Battle, f *Figure) error {
	if b.deluxeBlinds() {
		return nil // deluxe's lasts a round, no roll
	}
	strong, found := false, false
	for _, e := range f.Effects {
		if e.Source.Kind == FromPower && e.Source.Name == "Blind" {
			found, strong = true, strong || e.For == "Strong"
		}
	}
	if !found {
		return nil
	}
	mods := Mods(nil)
	if strong {
		mods = mods.With("Strong", -2)
	}
	tr := f.TraitRoll(Vigor, withMods(b.Fight.JokerMods(f.ID), mods))
	tr.Name = "Vigor (Blind)"
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(f.ID, "")); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	var kept []Effect
	left := 0
	for _, e := range f.Effects {
		if e.Source.Kind == FromPower && e.Source.Name == "Blind" {
			if e.Value += 2; res.Raises > 0 || e.Value >= 0 {
				continue
			}
			left = e.Value
		}
		kept = append(kept, e)
	}
	f.Effects = kept
	if left == 0 {
		return b.Record(f.stateEvent(EventState, "", "sees again (Blind ends)"))
	}
	return b.Record(f.stateEvent(EventState, "", fmt.Sprintf("sees better: Blind %d", left)))
}

// glowOn lights a recipient the casting took with Glow: Stealth -2, and
// the marker attackers read (sightMods).
func (b *Battle) glowOn(p *CastPlan, t *Figure) error {
	if !p.hasMod("Glow") {
		return nil
	}
	es := []Effect{
		{Source: Source{Kind: FromPower, Name: p.Power.Name}, Change: ChangeTrait, Detail: string(Stealth), Value: -2, For: "Glow", Round: b.Fight.Init.Round},
		{Source: Source{Kind: FromPower, Name: p.Power.Name}, Change: ChangeFeature, Detail: featureGlow, For: "Glow", Round: b.Fight.Init.Round},
	}
	for i := range es {
		if p.Power.Rounds > 0 {
			es[i].Ends, es[i].Span, es[i].By = EndsRounds, p.Power.Rounds, p.Who.ID
		} else {
			es[i].Ends, es[i].Span, es[i].Fresh = EndsTurns, 1, b.turn != nil && b.turn.Who == t.ID
		}
	}
	t.Effects = append(append([]Effect(nil), t.Effects...), es...)
	return b.Record(t.stateEvent(EventState, "Glow", "glows: Stealth -2, attacks at it ignore 1 point of darkness "+es[0].EndText()))
}

// darkBack is what Darksight on the attacker and Glow on the target take
// back of a light penalty (light < 0, named name): the points and who.
func darkBack(b *Battle, attacker, target *Figure, light int, name string) (int, string) {
	back, by := 0, ""
	if attacker != nil {
		for _, e := range attacker.Effects {
			if e.Change == ChangeSense && e.Detail == SenseDarksight && (name != Pitch.String() || e.N > 0) {
				if n := min(-light, e.Value); n > back {
					back, by = n, "Darksight"
				}
			}
		}
	}
	if target != nil && back < -light && hasFeatureEffect(target, featureGlow) {
		back, by = back+1, joinAnd(nonEmpty(by, "Glow"))
	}
	return back, by
}

func nonEmpty(s ...string) []string {
	var out []string
	for _, x := range s {
		if x != "" {
			out = append(out, x)
		}
	}
	return out
}
