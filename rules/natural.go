package rules

import "strings"

// Natural weapons: bites, claws, horns (a scenario weapon with natural:
// true). Their wielder attacks with Fighting as with any melee weapon and
// is always armed: it is never an unarmed defender (true already, as a
// natural weapon is a melee weapon), a foe's two weapons gain nothing
// against it, it cannot be disarmed of them, and claws help climbing.

func init() {
	RegisterActionMods(naturalMods)
	RegisterDamage(hornsCharge)
	RegisterHelp(HelpEntry{Key: "natural_weapons", Title: "Natural weapons", Text: "Fangs, claws and horns strike with Fighting like any melee weapon. " +
		"A creature with them always counts as armed: no +2 for attacking an unarmed defender, and a foe with two weapons gets no +1 against it. " +
		"They cannot be knocked from its grasp. A bite may go into a foe the creature holds in a grapple; " +
		"claws give +2 to Athletics when climbing rough surfaces (a hazard roll marked climbing); " +
		"horns add +4 damage to a hit made after running and moving 5\" or more that turn."})
}

// Natural weapon kinds by name.
const (
	NaturalBite  = "bite"
	NaturalClaws = "claws"
	NaturalHorns = "horns"
)

// Natural weapons' bonuses.
const (
	ClawsClimbMod   = 2 // claws: Athletics rolls to climb
	HornsChargeMod  = 4 // horns: damage after running 5" or more
	HornsChargeMove = 5 // inches moved (running) for the horns' bonus
)

// HasNaturalWeapons reports whether the figure fights with natural weapons.
func HasNaturalWeapons(f *Figure) bool {
	for _, w := range f.Weapons {
		if w.Natural {
			return true
		}
	}
	return false
}

// NaturalKind names a natural weapon's kind from its name (bite, claws,
// horns; "" for another natural weapon or one that is not natural).
func NaturalKind(w Weapon) string {
	if !w.Natural {
		return ""
	}
	n := strings.ToLower(w.Name)
	switch {
	case strings.Contains(n, "bite") || strings.Contains(n, "fang") || strings.Contains(n, "jaw") || strings.Contains(n, "teeth"):
		return NaturalBite
	case strings.Contains(n, "claw") || strings.Contains(n, "talon"):
		return NaturalClaws
	case strings.Contains(n, "horn") || strings.Contains(n, "tusk") || strings.Contains(n, "antler"):
		return NaturalHorns
	}
	return ""
}

// hasClaws reports whether the figure has claws.
func hasClaws(f *Figure) bool {
	for _, w := range f.Weapons {
		if NaturalKind(w) == NaturalClaws {
			return true
		}
	}
	return false
}

// CanDisarm reports whether a weapon can be knocked from its wielder's
// grasp: natural weapons cannot.
func CanDisarm(w Weapon) bool { return !w.Natural }

// naturalMods takes back the melee rules' two-weapon bonus against a
// defender with natural weapons (the melee plan gives it against any foe
// with at most one melee weapon). It reads the plan, so it only ever
// cancels a bonus the plan really gave.
func naturalMods(b *Battle, who string) Mods {
	a, ok := derefAction(b.CurrentAction()).(Melee)
	if !ok || a.Who != who {
		return nil
	}
	t := b.Figure(a.Target)
	if t == nil || !HasNaturalWeapons(t) {
		return nil
	}
	p, err := a.plan(b, true) // its action is already counted: skip the turn's checks
	if err != nil {
		return nil
	}
	for _, m := range p.Mods {
		if m.Name == "two weapons" {
			return Mods{{Name: "two weapons vs natural weapons", Value: -m.Value}}
		}
	}
	return nil
}

// hornsCharge adds the horns' +4 to the damage of a Fighting attack with
// horns made in a turn in which the attacker ran and moved 5" or more.
func hornsCharge(b *Battle, spec DamageSpec, _ *Figure) DamageSpec {
	a, ok := derefAction(b.CurrentAction()).(Melee)
	t := b.turn
	if !ok || a.Who != spec.Who || t == nil || t.Who != spec.Who || !t.Running || t.Moved < HornsChargeMove {
		return spec
	}
	if _, w, _ := rollOf(b, a, a.Who); w == nil || NaturalKind(*w) != NaturalHorns {
		return spec
	}
	spec.Extra = append(append(Mods(nil), spec.Extra...), Modifier{Name: "horns (charge)", Value: HornsChargeMod})
	return spec
}
