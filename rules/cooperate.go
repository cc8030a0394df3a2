package rules

// SupportMax caps the total Support bonus, except on Strength rolls, which
// have no cap.
const SupportMax = 4

// SupportBonus is what one helper's own trait test adds to the lead's roll
// in a cooperative roll (swade's Support action): a success +1; a raise +2
// in swade, while deluxe adds +1 for the success and +1 for every raise; a
// critical failure the edition's SupportCritFail (swade -2); a plain
// failure nothing.
func SupportBonus(help TraitResult, er *EditionRules) int {
	switch {
	case help.CriticalFailure:
		return er.SupportCritFail
	case !help.Success:
		return 0
	case er.SupportEveryRaise:
		return 1 + help.Raises
	case help.Raises > 0:
		return 2
	}
	return 1
}

// Support sums the helpers' bonuses into one named modifier for the lead's
// roll, at most +SupportMax unless strength (Strength rolls have no cap).
// Penalties from critical failures count in full. With no helper, or
// bonuses that cancel out, the modifier's Value is 0 (Mods.With drops it).
func Support(helpers []TraitResult, er *EditionRules, strength bool) Modifier {
	sum := 0
	for _, h := range helpers {
		sum += SupportBonus(h, er)
	}
	if !strength {
		sum = min(sum, SupportMax)
	}
	return Modifier{Name: "support", Value: sum}
}
