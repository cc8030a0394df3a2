package rules

import (
	"fmt"
	"strings"
)

// The abilities first played in revision 5 that act on an attack or a
// roll (CHARACTERS.md 4.2, 4.3): Stun, Paralysis and Infection on the
// creature's hits, a Breath Weapon as a cone, Pack Tactics and All-Around
// Vision on Gang Up, Darkvision against the dark, Mindless against tests
// of will. Each registers with Since: 5: in an older battle it is kept
// and does nothing, as it did then.

// What the abilities here add to the vocabulary.
const (
	featStun        = "stun"         // a hit makes the victim roll Vigor at Value or be Stunned
	featParalysis   = "paralysis"    // a hit that Shakes or Wounds: Vigor at Value or Stunned
	featPackTactics = "pack_tactics" // the Gang Up bonus adds to its damage
	// SenseDarkvision ignores every light penalty within DarkvisionRange.
	SenseDarkvision = "darkvision"
	// ImmuneWill: tests of Intimidation and Taunt and those resisted with
	// Smarts do nothing to it (Mindless).
	ImmuneWill = "will"
	// breathFor marks a weapon effect that is a breath weapon (a cone).
	breathFor = "breath"
)

// DarkvisionRange is how far Darkvision sees through any dark, in inches.
const DarkvisionRange = 10

// BreathDamage is a Breath Weapon's damage when its block names none
// (deluxe's dragons: 2d10).
const BreathDamage = "2d10"

func init() {
	five := func(e Entry) { e.Kind, e.Fight, e.Since = FromAbility, true, 5; RegisterEntry(e) }
	// Stun is swade's: deluxe has no Stunned state (its Stun power Shakes).
	five(Entry{Name: "Stun", Param: NumberParam, Min: -6, Max: 0, Editions: []Edition{SWADE},
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{{Change: ChangeFeature, Detail: featStun, Value: w.Number}}
		}})
	five(Entry{Name: "Paralysis", Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect {
			n, _ := poisonParam(Written{Detail: w.Detail + "," + w.NumberText, Number: w.Number})
			return []Effect{{Change: ChangeFeature, Detail: featParalysis, Value: n}}
		},
		Note: "from revision 9 (swade) its 2d6 rounds are counted on the victim, with no recovery roll from Stunned till they are over; before, and in deluxe, the GM counted them"})
	five(Entry{Name: "Infection", Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect {
			n, _ := poisonParam(Written{Detail: w.Detail + "," + w.NumberText, Number: w.Number})
			return []Effect{{Change: ChangeInfection, Value: n, Detail: infectionWhat(w)}}
		},
		Note: "what the infection does (a disease, a curse) is the block's and the GM's: battlemat rolls the Vigor and names it"})
	five(Entry{Name: "Breath Weapon", Param: TextParam,
		Validate: func(w Written) error {
			_, err := breathDamage(w)
			return err
		},
		Grant: func(_ Edition, w Written) []Effect {
			d, _ := breathDamage(w)
			return []Effect{{Change: ChangeWeapon, Detail: d, For: breathFor}}
		},
		Note: "it is a Shooting roll like a flamethrower's; from revision 9 it takes the creature's whole turn (no other action before or after it), a block that says otherwise being the GM's"})
	five(Entry{Name: "Pack Tactics",
		Grant: func(Edition, Written) []Effect {
			return []Effect{{Change: ChangeFeature, Detail: featPackTactics, Value: 1}}
		}})
	five(Entry{Name: "All-Around Vision",
		// Its +2 Notice against Stealth is read by a search (notice.go,
		// from revision 8).
		Grant: func(Edition, Written) []Effect {
			return []Effect{{Change: ChangeGangedUp, Value: -1}, feat(featAllAroundVision, 1)}
		}})
	five(Entry{Name: "Darkvision",
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeSense, Detail: SenseDarkvision}} }})
	five(Entry{Name: "Mindless",
		Grant: func(Edition, Written) []Effect { return immune(ImmuneWill) },
		Note:  "puppet and other mind powers are not told apart"})
}

// breathDamage reads a Breath Weapon's damage from what follows its name
// ("Breath Weapon: 3d6", "Breath Weapon (fire, 2d10)"); BreathDamage when
// it names none.
func breathDamage(w Written) (string, error) {
	text := strings.TrimSpace(w.Detail + " " + w.NumberText)
	for _, word := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		if looksNumeric(word) {
			if _, err := ParseDamage(word); err != nil {
				return "", fmt.Errorf("%q is not damage (3d6, 2d10+2)", word)
			}
			return word, nil
		}
	}
	return BreathDamage, nil
}

// infectionWhat is what an Infection's block names besides its number.
func infectionWhat(w Written) string {
	var words []string
	for _, word := range strings.FieldsFunc(w.Detail+","+w.NumberText, func(r rune) bool { return r == ',' || r == ';' }) {
		if word = strings.TrimSpace(word); word != "" && !looksNumeric(word) {
			words = append(words, word)
		}
	}
	return strings.Join(words, ", ")
}

// afterHit is what the attacker's abilities do to a figure it hit: Stun
// on any hit, Paralysis and Infection on one that Shook or Wounded it.
func (b *Battle) afterHit(attacker, t *Figure, out DamageOutcome) error {
	if attacker == nil || !attacker.HasEffects() || t.Dead || t.Incapacitated {
		return nil
	}
	c := effectCtx{b: b, f: attacker}
	harmed := out.Effect.Shaken && out.Effect.Raises >= 0
	if c.has(ChangeFeature, featStun) && !t.Stunned {
		if err := b.stunRoll(attacker, t, "Stun", c.sum(ChangeFeature, featStun), ""); err != nil {
			return err
		}
	}
	if harmed && c.has(ChangeFeature, featParalysis) && !t.Stunned && !t.Incapacitated {
		more := func() (string, []DieRoll) {
			return " and paralyzed: it cannot act for 2d6 rounds (the GM keeps count)", nil
		}
		if b.Rules.ParalysisRounds {
			more = func() (string, []DieRoll) { return b.paralysisRounds(t) } // poisoned.go
		}
		if err := b.stunRollThen(attacker, t, "Paralysis", c.sum(ChangeFeature, featParalysis), more); err != nil {
			return err
		}
	}
	if !harmed || t.Incapacitated || t.Dead {
		return nil
	}
	for _, e := range attacker.granted {
		if e.Change != ChangeInfection {
			continue
		}
		res, err := b.resist(attacker, t, "Infection", e.Value)
		if err != nil || res.Success {
			return err
		}
		what := "is infected"
		if e.Detail != "" {
			what += " (" + e.Detail + ")"
		}
		return b.Record(t.stateEvent(EventState, "Infection", what+": what it does is the GM's"))
	}
	return nil
}

// resist is the victim's Vigor roll at mod against an ability of the
// attacker's, recorded.
func (b *Battle) resist(attacker, t *Figure, name string, mod int) (TraitResult, error) {
	tr := t.TraitRoll(Vigor, withMods(Mods(nil).With(name, mod), b.Fight.JokerMods(t.ID)))
	tr.Name = "Vigor (" + name + ")"
	res := b.RNG().TraitTest(tr)
	return res, b.Record(res.Event(t.ID, attacker.ID))
}

// stunRoll: the victim rolls Vigor at mod or is Stunned.
func (b *Battle) stunRoll(attacker, t *Figure, name string, mod int, more string) error {
	return b.stunRollThen(attacker, t, name, mod, func() (string, []DieRoll) { return more, nil })
}

// stunRollThen is stunRoll whose words after a failure (and the dice
// they rolled) more gives.
func (b *Battle) stunRollThen(attacker, t *Figure, name string, mod int, more func() (string, []DieRoll)) error {
	res, err := b.resist(attacker, t, name, mod)
	if err != nil || res.Success {
		return err
	}
	t.Stunned, t.Distracted, t.Vulnerable, t.Prone = true, true, true, true
	if tu := b.turn; tu != nil && tu.Who == t.ID {
		tu.CanAct = false
	}
	told, rs := more()
	ev := t.stateEvent(EventState, name, "Stunned: prone, Distracted and Vulnerable"+told)
	ev.Rolls = append(ev.Rolls, rs...)
	return b.Record(ev)
}

// packTactics adds the Gang Up bonus left after Block and the like
// (gang plus the ganged modifiers) to the damage of a Pack Tactics
// attacker.
func packTactics(f *Figure, gang int, ganged Mods) Mods {
	if gang <= 0 || f.feature(featPackTactics) == 0 {
		return nil
	}
	return Mods(nil).With("Pack Tactics", gang+ganged.Sum())
}

// darkvision takes back the whole light penalty light within
// DarkvisionRange of the target.
func (b *Battle) darkvision(c effectCtx, attacker, target *Figure, light int) int {
	if target == nil || !c.has(ChangeSense, SenseDarkvision) || b.Battlefield.Distance(attacker.ID, target.ID) > DarkvisionRange {
		return 0
	}
	return -light
}

// breathes says whether w is the figure's Breath Weapon (not a
// flamethrower it carries).
func (f *Figure) breathes(w Weapon) bool {
	if !f.HasEffects() || w.Template != Cone {
		return false
	}
	for _, e := range f.granted {
		if e.Change == ChangeWeapon && e.For == breathFor && e.Source.Name == w.Name {
			return true
		}
	}
	return false
}
