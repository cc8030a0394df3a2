package rules

// Inspire (revision 5): in deluxe a leader with Inspire (and Command)
// gives the troops in its command radius +2 to recover from Shaken
// instead of Command's +1. swade's Inspire, a Battle roll given as
// Support to every allied Extra in range, is left to the GM.

const featInspire = "inspire"

func init() {
	edge5("Inspire", func(*EdgeRules, Written) []Effect { return []Effect{feat(featInspire, 1)} },
		"swade's Battle roll given as Support is the GM's")
}

// inspireMods is deluxe Inspire's bonus to a recovery roll of f, nil
// when no leader in range has it (Command's +1 then applies).
func (b *Battle) inspireMods(f *Figure) Mods {
	if b.Rules.InspireCommand == 0 {
		return nil
	}
	for _, g := range b.leaders(f, featInspire) {
		if g.feature(featCommand) > 0 {
			return Mods{{Name: "Inspire", Value: b.Rules.InspireCommand}}
		}
	}
	return nil
}
