package rules

// Arcane Protection (swade): a recipient the caster keeps it up on is
// harder for hostile powers: a casting aimed at it by a caster of another
// side is rolled at -2 (-4 when Arcane Protection had a raise), and any
// power's damage to it is that much less. A template is aimed at a point,
// not at the figure: its roll takes no penalty, but the damage under it
// is still lessened (our reading, as Invisibility's).

// featureWard marks Arcane Protection; its N is the points it takes.
const featureWard = "arcane_protection"

func init() {
	registerPower(
		&Power{Name: "Arcane Protection", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		nil,
		PowerRules{On: func(b *Battle, p *CastPlan, t *Figure, raise bool) error {
			return b.putPower(p, t, Effect{Change: ChangeFeature, Detail: featureWard, N: 2 + 2*boolInt(raise)})
		}})
	RegisterRollHook(castRollMods)
	RegisterHelp(HelpEntry{Key: "arcane_protection", Title: "Arcane Protection", Text: "While the caster keeps it up, a foe's power aimed at the recipient is cast at -2 (-4 if Arcane Protection had a raise), " +
		"and the damage of any power that hits it is 2 (4) less. A template, aimed at a point, is not harder to cast, but its damage is lessened all the same."})
}

// wardOf is the points of Arcane Protection the figure has now (the
// largest; 0 none).
func wardOf(f *Figure) int {
	n := 0
	for _, e := range f.Effects {
		if e.Change == ChangeFeature && e.Detail == featureWard {
			n = max(n, e.N)
		}
	}
	return n
}

// wardMods: the activation roll's penalty for the best Arcane
// Protection among the targets not on the caster's side.
func (b *Battle) wardMods(p *CastPlan) Mods {
	n := 0
	for _, t := range p.Targets {
		if t.Side != p.Who.Side {
			n = max(n, wardOf(t))
		}
	}
	if n == 0 {
		return nil
	}
	return Mods{}.With("Arcane Protection", -n)
}

// castRollMods are an activation roll's modifiers from the powers' own
// files: the targets' Arcane Protection (not for a template, aimed at a
// point) and the power's own (PowerRules.Mods: Dispel's).
func castRollMods(b *Battle, pl *Plan, _ *PlannedRoll) Mods {
	p, ok := pl.Detail.(*CastPlan)
	if !ok {
		return nil
	}
	var ms Mods
	if p.At == nil {
		ms = b.wardMods(p)
	}
	if own := powerRules[p.Power.Name].Mods; own != nil {
		ms = append(ms, own(b, p)...)
	}
	return ms
}
