package wire

import "battlemat/rules"

// SeenOf are the rolls among events with their dice (every event that
// threw dice: trait tests, damage, Soak...), in order, for a question's
// Seen.
func SeenOf(evs []rules.Event) []Roll {
	var out []Roll
	for _, e := range evs {
		if len(e.Rolls) == 0 {
			continue
		}
		total := e.Total
		out = append(out, Roll{Who: e.Who, Trait: e.Trait, Target: e.Target, TN: e.TN, Total: &total, Mods: e.Mods,
			Kind: e.Kind, What: e.What, Weapon: e.Weapon, Outcome: e.Outcome, Raises: e.Raises, Thrown: e.Thrown, Dice: append([]rules.DieRoll(nil), e.Rolls...)})
	}
	return out
}
