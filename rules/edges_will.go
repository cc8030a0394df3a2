package rules

// The Edges and Hindrances of tests of will and other opposed rolls,
// played from revision 5: Strong Willed and Iron Will, Feint, Killer
// Instinct, Thin Skinned, and Doubting Thomas and Mean where they have
// numbers.

// Named numbers.
const (
	StrongWilledMod  = 2  // resisting a test of Smarts or Spirit
	ThinSkinnedMod   = -2 // resisting Taunt (Major: ThinSkinnedMajor)
	ThinSkinnedMajor = -4
)

const (
	featStrongWilled = "strong_willed"
	featFeint        = "feint"
	featKillerInst   = "killer_instinct"
	featThinSkinned  = "thin_skinned"
)

func init() {
	edge5("Strong Willed", func(*EdgeRules, Written) []Effect { return []Effect{feat(featStrongWilled, 1)} }, "")
	RegisterEntry(Entry{Kind: FromEdge, Name: "Iron Will", Fight: true, Since: 5, Improves: "Strong Willed",
		Note:  "its bonus to resist powers is the powers' rolls to give",
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featStrongWilled, 1)} }})
	edge5("Feint", func(*EdgeRules, Written) []Effect { return []Effect{feat(featFeint, 1)} }, "", SWADE)
	edge5("Killer Instinct", func(*EdgeRules, Written) []Effect { return []Effect{feat(featKillerInst, 1)} },
		"deluxe's reroll of a 1 on the skill die is made from rules revision 6")
	hindrance5("Thin Skinned", func(_ *EdgeRules, major bool) []Effect {
		return []Effect{feat(featThinSkinned, pick(major, 1, 2))}
	}, "", SWADE)
	hindrance5("Doubting Thomas", func(er *EdgeRules, _ bool) []Effect {
		return only(er.DoubtingThomasFear != 0, Effect{Change: ChangeFear, Value: er.DoubtingThomasFear})
	}, "swade's is behaviour only")
	hindrance5("Mean", func(er *EdgeRules, _ bool) []Effect {
		return only(er.MeanPersuasion != 0, Effect{Change: ChangeTrait, Detail: string(Persuasion), Value: er.MeanPersuasion})
	}, "deluxe's Charisma is not kept")
}

// resistIn is the attribute that resists the test in the battle: the
// one named, else Smarts for a Feint (a Fighting test by a figure with
// the Edge), else the skill's linked one.
func (t Test) resistIn(b *Battle) Trait {
	if t.Resist == "" && t.skill() == Fighting {
		if f := b.Figure(t.Who); f != nil && f.feature(featFeint) > 0 {
			return Smarts
		}
	}
	return t.resist()
}

// resistTestMods are the resisting figure's Edges and Hindrances on its
// roll against a test of skill resisted by resist: Strong Willed +2
// against a test of Smarts or Spirit, Thin Skinned -2 (-4) against
// Taunt.
func (b *Battle) resistTestMods(foe *Figure, skill, resist Trait) Mods {
	if foe == nil || !foe.HasEffects() {
		return nil
	}
	var ms Mods
	if foe.feature(featStrongWilled) > 0 && (resist == Smarts || resist == Spirit) {
		ms = ms.With(edgeNameOf("Strong Willed", "Iron Will", foe.rankOf("Iron Will")), StrongWilledMod)
	}
	if b.Rules.TimidResistsIntimidation && skill == Intimidation && foe.hasName("Timid") {
		ms = ms.With("Timid", TimidIntimidation)
	}
	if r := foe.feature(featThinSkinned); r > 0 && skill == Taunt {
		ms = ms.With("Thin Skinned", pick(r > 1, ThinSkinnedMod, ThinSkinnedMajor))
	}
	return ms
}

// rankOf is 2 when the figure's effects come from the named Edge (the
// better rank), 1 otherwise.
func (f *Figure) rankOf(name string) int {
	n := 1
	f.eachEffect(func(e *Effect) {
		if e.Source.Name == name {
			n = 2
		}
	})
	return n
}

// killerInstinct: in swade a figure with the Edge that is losing an
// opposed roll it started rerolls it once for free, the better roll
// counting; the roll thrown away is logged.
func (b *Battle) killerInstinct(f *Figure, tr TraitRoll, ar, dr TraitResult) TraitResult {
	if !b.Rules.KillerInstinctReroll || f == nil || f.feature(featKillerInst) == 0 || opposedWins(ar, dr) {
		return ar
	}
	ev := ar.Event(f.ID, "")
	ev.TN, ev.Outcome = 0, "rerolled for free (Killer Instinct)"
	if b.Record(ev) != nil {
		return ar
	}
	best, _ := b.RNG().Reroll(tr, ar)
	return best
}

// killerOne: deluxe's Killer Instinct (revision 6, KillerInstinctOne)
// rerolls a 1 on the skill die of an opposed roll, the figure's own or
// its resistance, for free: the trait die is rolled again (it may ace)
// and the Wild Die kept; the roll thrown away is logged. A Critical
// Failure stands, as it does against a benny.
func (b *Battle) killerOne(f *Figure, tr TraitRoll, res TraitResult) TraitResult {
	if !b.Rules.KillerInstinctOne || f == nil || f.feature(featKillerInst) == 0 || res.CriticalFailure ||
		b.Rules.KillerInstinctSkillOnly && IsAttribute(tr.Trait) || // revision 7: a skill die only
		len(res.Trait.Faces) != 1 || res.Trait.Faces[0] != 1 {
		return res
	}
	ev := res.Event(f.ID, "")
	ev.TN, ev.Outcome = 0, "the 1 on the skill die rerolled for free (Killer Instinct)"
	if b.Record(ev) != nil {
		return res
	}
	die, mod, tn := tr.Effective()
	ta, tl := b.RNG().aceThrow(die.Sides)
	out := res
	out.Trait = DieRoll{Die: die, Faces: chain(die.Sides, ta, tl)}
	out.Total, out.WildUsed = ta*die.Sides+tl+die.Bonus+mod, false
	if len(res.WildDie.Faces) > 0 {
		w := mod
		for _, x := range res.WildDie.Faces {
			w += x
		}
		if w > out.Total {
			out.Total, out.WildUsed = w, true
		}
	}
	out.Success, out.Raises = out.Total >= tn, 0
	if out.Success {
		out.Raises = (out.Total - tn) / 4
	}
	return out
}

// opposedWins: the actor's roll ar beats the defender's dr.
func opposedWins(ar, dr TraitResult) bool {
	return !ar.CriticalFailure && ar.Total >= DefaultTN && (ar.Total > dr.Total || dr.CriticalFailure)
}

// winsTies: deluxe's Killer Instinct wins an opposed roll on a tie.
func (b *Battle) winsTies(f *Figure, ar, dr TraitResult) bool {
	return !b.Rules.KillerInstinctReroll && f != nil && f.feature(featKillerInst) > 0 && ar.Total == dr.Total
}

// Named numbers of the revision 5 corrections to Iron Jaw, Timid and
// Elderly.
const (
	IronJawKnockoutMod = 2  // the knockout blow's Vigor roll
	TimidIntimidation  = -2 // resisting Intimidation
	ElderlyMod         = -1 // Strength damage and the running roll
)

// hasName says whether one of the figure's effects comes from the named
// Edge, Hindrance or ability.
func (f *Figure) hasName(name string) bool {
	found := false
	f.eachEffect(func(e *Effect) { found = found || e.Source.Name == name })
	return found
}

// ironJawKnockout is Iron Jaw's +2 on the knockout blow's Vigor roll.
func (b *Battle) ironJawKnockout(t *Figure) Mods {
	if !b.Rules.IronJawKnockout || !t.HasEffects() || !t.hasName("Iron Jaw") {
		return nil
	}
	return Mods{{Name: "Iron Jaw", Value: IronJawKnockoutMod}}
}

// elderlyDamage is swade's Elderly -1 on damage that rolls Strength.
func (b *Battle) elderlyDamage(f *Figure, spec DamageSpec) Mods {
	if !b.Rules.ElderlyStrengthDamage || f == nil || !spec.Damage.Strength || !f.HasEffects() || !f.hasName("Elderly") {
		return nil
	}
	return Mods{{Name: "Elderly", Value: ElderlyMod}}
}

// elderlyRunning is swade's Elderly -1 on the running roll.
func (b *Battle) elderlyRunning(f *Figure) Mods {
	if !b.Rules.ElderlyStrengthDamage || f == nil || !f.HasEffects() || !f.hasName("Elderly") {
		return nil
	}
	return Mods{{Name: "Elderly", Value: ElderlyMod}}
}
