package rules

import "strings"

// Natural weapons: bites, claws, horns (a scenario weapon with natural:
// true). Their wielder attacks with Fighting as with any melee weapon and
// is always armed: it is never an unarmed defender (true already, as a
// natural weapon is a melee weapon), a foe's two weapons gain nothing
// against it, it cannot be disarmed of them, and claws help climbing.

func init() {
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

// hornsCharge adds the horns' +4 to the damage of a Fighting attack with
// horns made in a turn in which the attacker ran and moved 5" or more.
func (b *Battle) hornsCharge(p *MeleePlan) {
	t := b.turn
	if !p.Armed || NaturalKind(p.Weapon) != NaturalHorns || p.Free || t == nil || t.Who != p.Who.ID || !t.Running || t.Moved < HornsChargeMove {
		return
	}
	p.Damage.Extra = append(append(Mods(nil), p.Damage.Extra...), Modifier{Name: "horns (charge)", Value: HornsChargeMod})
}
