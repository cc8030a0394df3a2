package rules

// Ambidextrous, Quick Draw and Danger Sense, played from revision 5.

// Named numbers.
const (
	QuickDrawMod   = 2 // deluxe Quick Draw: the Agility roll to draw
	DangerSenseMod = 2 // Notice against a surprise
)

const (
	featAmbidextrous = "ambidextrous"
	featQuickDraw    = "quick_draw"
	featDangerSense  = "danger_sense"
)

func init() {
	edge5("Ambidextrous", func(*EdgeRules, Written) []Effect { return []Effect{feat(featAmbidextrous, 1)} }, "")
	edge5("Quick Draw", func(*EdgeRules, Written) []Effect { return []Effect{feat(featQuickDraw, 1)} }, "", Deluxe)
	edge5("Danger Sense", func(*EdgeRules, Written) []Effect { return []Effect{feat(featDangerSense, 1)} },
		"a raise does not put the figure on Hold, and the roll against an unforeseen attack is the GM's")
}

// quickDraw: deluxe's Quick Draw makes drawing weapons free.
func quickDraw(f *Figure) bool { return f != nil && f.HasEffects() && f.feature(featQuickDraw) > 0 }

// quickDrawMods is Quick Draw's +2 on the Agility roll to draw.
func quickDrawMods(f *Figure) Mods {
	if !quickDraw(f) {
		return nil
	}
	return Mods{{Name: "Quick Draw", Value: QuickDrawMod}}
}

// dangerSense is Danger Sense's +2 on the Notice roll against surprise.
func dangerSense(f *Figure) Mods {
	if f == nil || !f.HasEffects() || f.feature(featDangerSense) == 0 {
		return nil
	}
	return Mods{{Name: "Danger Sense", Value: DangerSenseMod}}
}
