package rules

import "fmt"

// The arcane Edges (CHARACTERS.md 5.1 and 2.5), first played in revision
// 5 (Since: 5; a revision 4 battle keeps the names and grants nothing):
//
//   - Power Points: 5 more Power Points.
//   - Channeling (swade): an activation with a raise costs 1 Power Point
//     less (0 possible); a failure still costs 1.
//   - Concentration (swade): a kept-up power lasts twice its Duration
//     (10 rounds for 5), its renewals too.
//   - Power Surge (swade): a caster whose turn opens on a Joker gets 10
//     Power Points back, never above its most.
//   - Soul Drain (swade): Fatigue for Power Points (arcane_edges_soul.go).
//   - Holy Warrior, Unholy Warrior (swade): +1 to a Soak total per Power
//     Point spent, at most 4: battlemat spends the fewest that soak one
//     more Wound, and only then (our reading: the player's choice made
//     for the obvious case).
//   - Arcane Resistance, Improved (swade): an activation roll aimed at
//     the figure (an ally's too) takes -2 (-4) and a power's damage to it
//     -2 (-4); deluxe: +2 (+4) to its rolls to resist powers and 2 (4)
//     Armor against a power's damage.
//
// The others are known and kept with a note: Rapid Recharge and its
// Improved rank recharge over hours of rest (nothing in a fight), and the
// reference gives no fight numbers for Wizard, Mentalist, Gadgeteer,
// Artificer or the Holy Warrior's Soak.

// ArcaneBackground is the Edge whose casting a figure's arcane: plays.
const ArcaneBackground = "Arcane Background"

// Feature names of the arcane Edges.
const (
	featPowerPoints   = "power_points"
	featChanneling    = "channeling"
	featConcentration = "concentration"
	featPowerSurge    = "power_surge"
	featArcaneResist  = "arcane_resistance"
	featHolyWarrior   = "holy_warrior"
)

// The arcane Edges' numbers.
const (
	PowerPointsEdge      = 5  // the Power Points Edge
	PowerSurgePoints     = 10 // Power Surge on a Joker
	ChannelingSaving     = 1  // Channeling's raise
	ConcentrationFactor  = 2  // Concentration's Duration
	ArcaneResistanceStep = 2  // Arcane Resistance, per rank
	HolyWarriorMost      = 4  // Holy Warrior's Power Points on one Soak
)

func init() {
	arcane := func(name string, grant func(ed Edition, w Written) []Effect, note string, eds ...Edition) {
		RegisterEntry(Entry{Kind: FromEdge, Name: name, Fight: true, Editions: eds, Note: note, Grant: grant, Since: 5})
	}
	arcane("Power Points", func(Edition, Written) []Effect { return []Effect{feat(featPowerPoints, PowerPointsEdge)} }, "")
	arcane("Channeling", func(Edition, Written) []Effect { return []Effect{feat(featChanneling, 1)} }, "", SWADE)
	arcane("Concentration", func(Edition, Written) []Effect { return []Effect{feat(featConcentration, 1)} }, "", SWADE)
	arcane("Power Surge", func(Edition, Written) []Effect { return []Effect{feat(featPowerSurge, 1)} }, "", SWADE)
	arcane("Soul Drain", func(Edition, Written) []Effect { return []Effect{feat(featSoulDrain, 1)} }, "", SWADE)
	for _, n := range []string{"Holy Warrior", "Unholy Warrior"} {
		arcane(n, func(ed Edition, _ Written) []Effect { return only(ed == SWADE, feat(featHolyWarrior, 1)) },
			"deluxe's Edge of the name is not automated")
	}
	arcane("Arcane Resistance", func(Edition, Written) []Effect { return []Effect{feat(featArcaneResist, 1)} }, "")
	RegisterEntry(Entry{Kind: FromEdge, Name: "Improved Arcane Resistance", Fight: true, Improves: "Arcane Resistance", Since: 5,
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featArcaneResist, 2)} }})

	// Arcane Background (Magic, Miracles...): the scenario's arcane: key
	// (skill and Power Points) and powers: are what it plays, so the
	// name grants nothing more; a stat block's line keeps it among the
	// Edges and it is no unknown name.
	RegisterEntry(Entry{Kind: FromEdge, Name: ArcaneBackground, Fight: true, Param: TextParam,
		Grant: func(Edition, Written) []Effect { return nil }})

	for _, n := range []struct {
		name  string
		fight bool
		note  string
	}{
		{"Rapid Recharge", false, "Power Points come back over hours of rest, never within a fight"},
		{"Improved Rapid Recharge", false, "Power Points come back over hours of rest, never within a fight"},
		{"Wizard", true, "not automated (no fight numbers read)"},
		{"Mentalist", true, "not automated (no fight numbers read)"},
		{"Gadgeteer", false, "devices are built outside the fight"},
		{"Artificer", false, "arcane devices are made outside the fight"},
	} {
		RegisterEntry(Entry{Kind: FromEdge, Name: n.name, Fight: n.fight, Note: n.note})
	}
	RegisterTurnStart(powerSurge)
}

// MaxPowerPoints is the most Power Points the figure has: its Arcane
// Background's and the Power Points Edge's.
func (f *Figure) MaxPowerPoints() int {
	if f.Arcane == nil {
		return 0
	}
	return f.Arcane.PowerPoints + f.feature(featPowerPoints)
}

// powerRounds is a kept-up power's Duration for its caster (Concentration
// doubles it).
func powerRounds(caster *Figure, pw Power) int {
	if caster != nil && caster.feature(featConcentration) > 0 {
		return pw.Rounds * ConcentrationFactor
	}
	return pw.Rounds
}

// channeled is what Channeling takes off a raised activation's cost.
func channeled(f *Figure, cost int) int {
	if f.feature(featChanneling) > 0 {
		return min(ChannelingSaving, cost)
	}
	return 0
}

// arcaneResistance is the figure's Arcane Resistance in points (2, 4;
// 0 without).
func (f *Figure) arcaneResistance() int {
	if f == nil {
		return 0
	}
	return ArcaneResistanceStep * f.feature(featArcaneResist)
}

// arcaneResistanceMods (swade) is the activation roll's penalty for the
// figures a power is aimed at: the largest Arcane Resistance among them
// (one roll for all recipients: our reading), by name.
func (b *Battle) arcaneResistanceMods(ts []*Figure) Mods {
	if b.edition != SWADE {
		return nil
	}
	worst := 0
	for _, t := range ts {
		worst = max(worst, t.arcaneResistance())
	}
	if worst == 0 {
		return nil
	}
	return Mods{}.With("Arcane Resistance", -worst)
}

// resistBonus (deluxe) is Arcane Resistance's bonus to a roll to resist
// a power.
func (b *Battle) resistBonus(t *Figure) Mods {
	if n := t.arcaneResistance(); n > 0 && b.edition == Deluxe {
		return Mods{}.With("Arcane Resistance", n)
	}
	return nil
}

// powerDamageIn is what Arcane Resistance does to a power's damage at
// the figure: swade -2 (-4) to the roll, deluxe as much Armor.
func (f *Figure) powerDamageIn(spec DamageSpec) DamageSpec {
	n := f.arcaneResistance()
	if spec.Power == "" || n == 0 {
		return spec
	}
	if spec.Power == Deluxe {
		spec.Armor = append(Mods(nil), spec.Armor...).With("Arcane Resistance", n)
		return spec
	}
	spec.Extra = append(Mods(nil), spec.Extra...).With("Arcane Resistance", -n)
	return spec
}

// powerSurge (swade): a caster whose turn opens on a Joker gets Power
// Points back.
func powerSurge(b *Battle, f *Figure, _ *TurnState) error {
	if f.feature(featPowerSurge) == 0 || !b.Fight.Init.Joker(f.ID) || f.PowerPointsSpent == 0 {
		return nil
	}
	n := min(PowerSurgePoints, f.PowerPointsSpent)
	f.PowerPointsSpent -= n
	return b.Record(f.stateEvent(EventState, "Power Surge", fmt.Sprintf("gets %d Power Points back (%d left)", n, f.PowerPoints())))
}

func init() {
	RegisterHelp(HelpEntry{Key: "edge_arcane", Title: "Power Points, Channeling, Concentration, Power Surge, Soul Drain, Holy Warrior, Unholy Warrior, Arcane Resistance, Improved Arcane Resistance",
		Text: fmt.Sprintf("Power Points: %d more Power Points. Channeling (swade): an activation with a raise costs %d Power Point less (a failure still costs 1). "+
			"Concentration (swade): a power kept up lasts twice as long (10 rounds for 5), and so does each renewal. "+
			"Power Surge (swade): a caster whose turn opens on a Joker gets %d Power Points back, never above its most. "+
			"Arcane Resistance (Improved): swade: a power aimed at the figure, even an ally's, is cast at -%d (-%d), and a power's damage to it is -%d (-%d); "+
			"deluxe: +%d (+%d) to resist powers and %d (%d) Armor against their damage. Templates cast at a point take no penalty for it. "+
			"Soul Drain (swade): an action of the caster's turn that costs no action (More's Soul Drain): a level of Fatigue for up to %d Power Points, never the level that Incapacitates; "+
			"the plain tactic takes it when its caster lacks the points for every power it has and is not yet Fatigued. "+
			"Holy (Unholy) Warrior (swade): when a Soak roll falls short of soaking one more Wound by at most %d, battlemat spends that many Power Points to make it. "+
			"Rapid Recharge and Improved Rapid Recharge work over hours of rest: nothing in a fight. Wizard and Mentalist are kept as notes "+
			"and change no roll: the rules texts battlemat follows give no numbers for what they do in a fight. "+
			"Gadgeteer and Artificer are kept as notes too: their devices are made before the fight.",
			PowerPointsEdge, ChannelingSaving, PowerSurgePoints, ArcaneResistanceStep, 2*ArcaneResistanceStep, ArcaneResistanceStep, 2*ArcaneResistanceStep,
			ArcaneResistanceStep, 2*ArcaneResistanceStep, ArcaneResistanceStep, 2*ArcaneResistanceStep, SoulDrainPoints, HolyWarriorMost)})
}

// holyWarrior (swade): the Power Points a Holy (Unholy) Warrior spends on
// a Soak roll that soaked n of wounds (best so far): the fewest, at most
// 4 and at most what it has, that soak one more Wound than both; 0 when
// none would. It pays them and says how many the roll soaks now.
func (f *Figure) holyWarrior(res TraitResult, n, best, wounds int) (int, int) {
	if f.feature(featHolyWarrior) == 0 || res.CriticalFailure || n >= wounds || n < best {
		return 0, n
	}
	need := DefaultTN + 4*n - res.Total // the next threshold: 4, 8, 12...
	if need < 1 || need > min(HolyWarriorMost, f.PowerPoints()) {
		return 0, n
	}
	f.PowerPointsSpent += need
	return need, n + 1
}
