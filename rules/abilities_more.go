package rules

import (
	"strconv"
	"strings"
)

// Regeneration, movement modes, poison and the abilities battlemat knows
// but keeps as notes.

func init() {
	RegisterTurnStart(regenerate)
	// Fast Regeneration: a Vigor roll as its turn opens, even while
	// Incapacitated (6.10): a success heals a Wound (or ends
	// Incapacitation when it has none left), a raise one more.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Regeneration", Aliases: []string{"Fast Regeneration"}, Fight: true, Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect {
			if strings.EqualFold(strings.TrimSpace(w.Detail), "slow") {
				return nil
			}
			return []Effect{{Change: ChangeRegenerate, Detail: w.Detail}}
		},
		Note: "from revision 9 Wounds from a damage type written with it (Regeneration (Fast, fire): a weapon's damage_type) do not regenerate; before, they did; Regeneration (Slow) has no effect in a fight"})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Slow Regeneration", Fight: false})
	// Movement modes (revision 5, movemodes.go): Flight and Burrow are how
	// the figure moves, Aquatic how it moves in water. Wall Walker is kept:
	// a one-level map has no wall to walk up and over.
	for _, m := range []struct {
		name string
		mode MoveMode
		note string
	}{
		{"Flight", ModeFly, "it flies at one height: a deluxe block's climb rate is not used"}, {"Flying", ModeFly, "it flies at one height: a deluxe block's climb rate is not used"},
		{"Burrow", ModeBurrow, burrowNote}, {"Burrowing", ModeBurrow, burrowNote},
		{"Aquatic", ModeSwim, "it cannot drown: battlemat has no drowning"},
	} {
		mode := m.mode
		RegisterEntry(Entry{Kind: FromAbility, Name: m.name, Fight: true, Param: NumberParam, Min: 0, Max: 96, Since: 5,
			Grant: func(_ Edition, w Written) []Effect {
				return []Effect{{Change: ChangeMove, Detail: string(mode), Value: w.Number}}
			},
			Note: m.note})
	}
	// Wall Walker (revision 8): climbs at its Pace (movemodes.go).
	RegisterEntry(Entry{Kind: FromAbility, Name: "Wall Walker", Fight: true, Param: NumberParam, Min: 0, Max: 96, Since: 8,
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{{Change: ChangeMove, Detail: string(ModeClimb), Value: w.Number}}
		},
		Note: "it walks up and over low walls and across gaps at its Pace; a wall that blocks still stops it: a one-level map draws no wall face or ceiling to walk on"})
	// Poison (-N): a figure the creature's attack Shakes or Wounds rolls
	// Vigor at -N; on a failure it is Distracted and, by the kind the
	// block names (mild by default): Mild, Fatigued; Knockout, knocked
	// out; Lethal, Stunned and a Wound; Paralyzing, Stunned. From
	// revision 8 (PoisonStates) a Critical Failure makes Mild Exhausted
	// and Lethal two Wounds.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Poison", Fight: true, Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect {
			n, kind := poisonParam(w)
			return []Effect{{Change: ChangePoison, Value: n, Detail: kind}}
		},
		Note: "every attack of the creature carries it; in swade Lethal's death in 2d6 rounds is counted on the victim (from revision 7), and from revision 8 so are Paralyzing's 2d6 rounds without a recovery roll and Knockout's 2d6 hours, each ended by Healing's Neutralize Poison, and a Critical Failure on the Vigor roll is Exhausted against a Mild poison and two Wounds against a Lethal one; the GM counts a deluxe Lethal poison's rounds (deluxe's poison table was not read)"})
}

// burrowNote is what of Burrow the GM plays.
const burrowNote = "surfacing beside an unaware foe (Stealth against its Notice for Vulnerable or The Drop) is the GM's; deluxe's surfacing on its next action comes at the end of the move"

// poisonParam reads "Poison (-2)", "Poison (Lethal, -2)", "Poison -4".
func poisonParam(w Written) (int, string) {
	n, kind := w.Number, "mild"
	for _, word := range strings.FieldsFunc(strings.ToLower(w.Detail), func(r rune) bool { return r == ' ' || r == ',' || r == ';' }) {
		if v, err := strconv.Atoi(strings.TrimPrefix(word, "+")); err == nil {
			n = v
			continue
		}
		switch word {
		case "mild", "knockout", "lethal", "paralyzing", "paralysing":
			kind = strings.Replace(word, "paralysing", "paralyzing", 1)
		}
	}
	return n, kind
}

// regenerate is Fast Regeneration's roll as the turn opens. From
// revision 9 (RegenerationExcepts) Wounds from the damage its block
// names are not healed: with only those it makes no roll.
func regenerate(b *Battle, f *Figure, _ *TurnState) error {
	if f.Dead || (f.Wounds == 0 && !f.Incapacitated) || !f.HasEffects() || !(effectCtx{b: b, f: f}).has(ChangeRegenerate, "") {
		return nil
	}
	lasting := 0
	if b.Rules.RegenerationExcepts {
		lasting = min(f.lastingWounds, f.Wounds)
		if lasting > 0 && f.Wounds == lasting {
			return nil
		}
	}
	tr := f.TraitRoll(Vigor, b.Fight.JokerMods(f.ID))
	tr.Name = "Vigor (Regeneration)"
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(f.ID, "")); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	heal := 1 + min(res.Raises, 1)
	var done []string
	for range heal {
		switch {
		case f.Wounds > lasting:
			f.Wounds--
			done = append(done, "heals a Wound")
		case f.Incapacitated && !f.Dead && f.Wounds == 0:
			f.Incapacitated, f.BleedingOut = false, false
			done = append(done, "is no longer Incapacitated")
		}
	}
	if len(done) == 0 {
		return nil
	}
	return b.Record(f.stateEvent(EventState, "Regeneration", strings.Join(done, " and ")))
}

// Poison from an attack that Shook or Wounded its victim.
func (b *Battle) poisoned(attacker, t *Figure, out DamageOutcome) error {
	if attacker == nil || !attacker.HasEffects() || t.Dead || t.ImmuneTo(ImmunePoison) {
		return nil
	}
	if !out.Effect.Shaken || out.Effect.Raises < 0 {
		return nil
	}
	for _, e := range attacker.granted {
		if e.Change != ChangePoison {
			continue
		}
		tr := t.TraitRoll(Vigor, append(Mods(nil).With("Poison", e.Value), b.anemicMods(t, e.Detail)...))
		tr.Name = "Vigor (Poison)"
		res := b.RNG().TraitTest(tr)
		if err := b.Record(res.Event(t.ID, attacker.ID)); err != nil {
			return err
		}
		if res.Success || t.Incapacitated {
			return nil
		}
		t.Distracted = true
		what := "is poisoned: Distracted"
		var rolls []DieRoll
		switch e.Detail {
		case "knockout":
			t.Incapacitated, t.Unconscious = true, true
			told, rs := b.knockoutSleep(t, res.CriticalFailure) // poisoned.go
			what += ", knocked out" + told
			rolls = rs
		case "lethal":
			t.Stunned, t.Prone, t.Vulnerable = true, true, true
			wounds, how := 1, ", Stunned and Wounded"
			if res.CriticalFailure && b.Rules.PoisonStates { // two Wounds (revision 8)
				wounds, how = 2, ", Stunned and Wounded twice (Critical Failure)"
			}
			for range wounds {
				if t.Wounds < t.MaxWounds() {
					t.Wounds++
				} else {
					t.Incapacitated = true
				}
			}
			told, rs := b.lethalCountdown(t) // poisoned.go
			what += how + told
			rolls = rs
		case "paralyzing":
			t.Stunned, t.Prone, t.Vulnerable = true, true, true
			told, rs := b.paralysis(t) // poisoned.go
			what += " and paralyzed (Stunned)" + told
			rolls = rs
		default:
			if t.Fatigue < 2 {
				t.Fatigue++
			}
			if res.CriticalFailure && b.Rules.PoisonStates { // Exhausted at once (revision 8)
				t.Fatigue = 2
			}
			what += " and " + FatigueName(t.Fatigue)
		}
		ev := t.stateEvent(EventState, "Poison", what)
		ev.Rolls = rolls
		if err := b.Record(ev); err != nil {
			return err
		}
		if e.Detail == "lethal" && t.Incapacitated && t.WildCard && b.Rules.PoisonIncapacitation {
			// A Wound past the card: the Vigor roll follows, as after damage.
			_, events := b.RNG().rollIncapacitation(t, withMods(b.Fight.JokerMods(t.ID), b.rollMods(t, Vigor, ChangeIncapacitation)), b.injuryRerolls(), b.Fight)
			return b.Record(events...)
		}
		return nil
	}
	return nil
}

// lastingWounds counts the Wounds that damage of a type its Fast
// Regeneration names ("Regeneration (Fast, fire)") gave the figure.
func (b *Battle) lastingWounds(f *Figure, spec DamageSpec, out DamageOutcome) {
	if !b.Rules.RegenerationExcepts || out.Taken <= 0 || spec.Type == "" || !f.HasEffects() {
		return
	}
	for _, e := range f.granted {
		if e.Change == ChangeRegenerate && namesAttack(e.Detail, string(spec.Type)) {
			f.lastingWounds = min(f.lastingWounds+out.Taken, f.Wounds)
			return
		}
	}
}
