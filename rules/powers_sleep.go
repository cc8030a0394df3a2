package rules

import "fmt"

// Slumber (swade): each target rolls Spirit (at -2 after a raise) or
// falls asleep for an hour, kept up by the caster (Backlash or its choice
// wakes them). A sleeper is out of the fight as an Incapacitated figure
// is, without being hurt (our reading of CHARACTERS.md 5.3): its turns
// pass with nothing but free actions, it cannot move, attacks at it are
// as at a Vulnerable figure and a Finishing Move may kill it. Being
// hurt (Shaken or Wounded) wakes it; the new roll a loud noise or a
// shake gives is the GM's (Drop power, or a GM effect taken off).

// featureAsleep marks a sleeper; its N is the Wounds it had when it fell
// asleep (a new one wakes it).
const featureAsleep = "asleep"

func init() {
	registerPower(
		&Power{Name: "Slumber", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 600, Upkeep: 1, Resist: Spirit, Areas: []Template{MBT, LBT}},
		nil,
		PowerRules{Check: checkAwake, On: slumber})
	registerMods(
		PowerMod{Name: "Medium Blast", PP: 2, For: []string{"Slumber"}},
		PowerMod{Name: "Large Blast", PP: 3, For: []string{"Slumber"}},
		PowerMod{Name: "Selective", PP: 1, For: []string{"Slumber"}},
	)
	RegisterAfterAction(wakeTheHurt)
	RegisterMoveCheck(func(b *Battle, f *Figure) error {
		if Asleep(f) {
			return fmt.Errorf("%s is asleep", b.name(f.ID))
		}
		return nil
	})
	RegisterHelp(HelpEntry{Key: "slumber", Title: "Slumber", Text: "Each target rolls Spirit (at -2 if the caster got a raise) or falls asleep for an hour while the caster keeps the power up. " +
		"A sleeper does nothing on its turns and cannot move; attacks at it are as at a Vulnerable foe and a Finishing Move can kill it. " +
		"A hit that Shakes or Wounds it wakes it. With +2 or +3 Power Points it fills a Medium or Large Blast."})
}

// Asleep reports whether Slumber holds the figure.
func Asleep(f *Figure) bool { return hasFeatureEffect(f, featureAsleep) }

// asleep: state s has a sleeper's mark.
func asleep(s *State) bool {
	for _, e := range s.Effects {
		if e.Change == ChangeFeature && e.Detail == featureAsleep {
			return true
		}
	}
	return false
}

// maySleep says whether a figure may be asleep (Fight.sleep).
func (b *Battle) maySleep() bool {
	return b.mayAny(&b.Fight.sleep, func(t *Figure) bool { return asleep(&t.State) })
}

func checkAwake(b *Battle, p *CastPlan, t *Figure) error {
	switch {
	case t.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(t.ID))
	case Asleep(t):
		return fmt.Errorf("%s is asleep already", b.name(t.ID))
	}
	return nil
}

func slumber(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	mods := Mods(nil)
	if raise {
		mods = mods.With("Slumber raise", -2)
	}
	ok, err := b.resistPower(p, t, Spirit, mods, 0)
	if err != nil || ok {
		return err
	}
	b.Fight.sleep = knownMaybe
	if err := b.putPower(p, t, Effect{Change: ChangeFeature, Detail: featureAsleep, N: t.Wounds}); err != nil {
		return err
	}
	if tn := b.turn; tn != nil && tn.Who == t.ID {
		tn.CanAct = false
	}
	return b.affected(p, t)
}

// wakeTheHurt: a sleeper Shaken or with a new Wound wakes up.
func wakeTheHurt(b *Battle, _ Action, _ *Plan) error {
	if !b.maySleep() {
		return nil // nobody asleep: the scan below would wake nobody
	}
	for _, f := range b.figs {
		if !Asleep(f) {
			continue
		}
		hurt := f.Shaken
		for _, e := range f.Effects {
			hurt = hurt || (e.Detail == featureAsleep && f.Wounds > e.N)
		}
		if !hurt && !f.Dead && !f.Incapacitated {
			continue
		}
		var kept []Effect
		for _, e := range f.Effects {
			if !(e.Change == ChangeFeature && e.Detail == featureAsleep) {
				kept = append(kept, e)
			}
		}
		f.Effects = kept
		if err := b.Record(f.stateEvent(EventState, "", "wakes up")); err != nil {
			return err
		}
	}
	return nil
}
