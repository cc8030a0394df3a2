package rules

// The plain tactic's powers: before its weapons, a caster with the
// Power Points for it heals a wounded ally in reach (a Wound of this
// fight: powers_healing.go), protects itself when a foe is adjacent,
// drops a Blast or a Burst where it catches two
// foes and no friend, lowers the most dangerous foe's trait or boosts an
// ally still to act (keeping a Bolt's worth of points), or bolts the
// nearest foe in range. A casting the battle
// refuses (out of range, out of sight) falls through to the next option.
// A caster with Soul Drain that is out of Power Points (fewer than its
// cheapest power costs) and not yet Fatigued drains a level of Fatigue
// for 5 points before it plans its turn (a Fatigued one keeps its -1
// rather than go to -2), if a foe is left to cast at.

// casts are the caster's options, best first (none for a figure without
// an Arcane Background), as options: only the one taken is made a Cast.
func (p *Plain) casts(b *Battle, f *Figure, fs []foe, adj []string, out []option) []option {
	if f.Arcane == nil || len(f.Powers) == 0 {
		return out
	}
	can := func(name string) bool {
		pw, ok := LookupPower(b.edition, name)
		return ok && f.HasPower(name) && f.PowerPoints() >= pw.PP
	}
	if can("Healing") {
		for _, g := range b.figs {
			if g.Side == f.Side && living(g) && g.Wounds > b.oldWoundsOf(g) && (g.ID == f.ID || b.Battlefield.Adjacent(f.ID, g.ID)) {
				out = append(out, option{kind: optCast, power: "Healing", target: g.ID})
				break
			}
		}
	}
	if len(adj) > 0 {
		for _, name := range []string{"Protection", "Armor", "Deflection"} {
			if can(name) && !hasPowerEffect(f, name) {
				out = append(out, option{kind: optCast, power: name, target: f.ID})
				break
			}
		}
	}
	if len(adj) == 0 && can("Blast") {
		if at, ok := blastSpot(b, f, fs); ok {
			out = append(out, option{kind: optCast, power: "Blast", at: at, aimed: true})
		}
	}
	if len(adj) == 0 && can("Burst") {
		if at, ok := burstAim(b, f, fs); ok {
			out = append(out, option{kind: optCast, power: "Burst", at: at, aimed: true})
		}
	}
	if len(adj) == 0 {
		p.spare = clusterCasts(b, f, fs, p.spare[:0]) // Slumber, Blind: tactic_cast_more.go
		out = boxed(out, p.spare...)
	}
	// Boost and Lower Trait while a Bolt's worth of Power Points stays.
	spare := func(name string) bool {
		pw, ok := LookupPower(b.edition, name)
		return ok && can(name) && f.PowerPoints() >= pw.PP+2
	}
	if spare("Lower Trait") {
		if id := dangerousFoe(b, f, fs); id != "" {
			out = append(out, option{kind: optCast, power: "Lower Trait", target: id})
		}
	}
	if spare("Boost Trait") {
		if id := allyToBoost(b, f); id != "" {
			out = append(out, option{kind: optCast, power: "Boost Trait", target: id})
		}
	}
	if can("Bolt") {
		r := PowerRangeInches(f, mustPower(b.edition, "Bolt"))
		for _, g := range fs {
			if g.dist <= float64(r) {
				out = append(out, option{kind: optCast, power: "Bolt", target: g.id})
				break
			}
		}
	}
	return out
}

func mustPower(ed Edition, name string) Power {
	p, _ := LookupPower(ed, name)
	return p
}

// hasPowerEffect: the figure already has the power's effect.
func hasPowerEffect(f *Figure, name string) bool {
	for _, e := range f.Effects {
		if e.Source.Kind == FromPower && e.Source.Name == name {
			return true
		}
	}
	return false
}

// blastSpot is a foe's centre within the Blast's range where the Medium
// Blast catches two or more foes and no friend (the most foes, the
// nearest first).
func blastSpot(b *Battle, f *Figure, fs []foe) (Spot, bool) {
	r := float64(PowerRangeInches(f, mustPower(b.edition, "Blast")))
	best, most := Spot{}, 1
	for _, g := range fs {
		at := b.Battlefield.Centre(g.id)
		if b.spotDistance(f.ID, at) > r {
			continue
		}
		under, err := underTemplate(b, MBT, "", at)
		if err != nil {
			continue
		}
		n, friend := countUnder(b, f, under)
		if !friend && n > most {
			best, most = at, n
		}
	}
	return best, most >= 2
}

// castsFromHere: the caster has the Power Points for Bolt and a foe it
// sees within its range, or a Blast or Burst that catches two foes: it
// stays (from revision 11 a Bolt or Blast only with a line of fire to
// it: PlainLeavesStalemates).
func castsFromHere(b *Battle, f *Figure, fs []foe) bool {
	if f.Arcane == nil || len(f.Powers) == 0 {
		return false
	}
	if len(clusterCasts(b, f, fs, nil)) > 0 {
		return true
	}
	if pw, ok := LookupPower(b.edition, "Bolt"); ok && f.HasPower("Bolt") && f.PowerPoints() >= pw.PP {
		r := float64(PowerRangeInches(f, pw))
		for _, g := range fs {
			if g.dist <= r && sees(b.Battlefield, f.ID, g.id) && (!b.Rules.PlainLeavesStalemates || b.Battlefield.LineOfFireTo(f.ID, b.Battlefield.Centre(g.id))) {
				return true
			}
		}
	}
	if pw, ok := LookupPower(b.edition, "Burst"); ok && f.HasPower("Burst") && f.PowerPoints() >= pw.PP {
		if _, ok := burstAim(b, f, fs); ok {
			return true
		}
	}
	if pw, ok := LookupPower(b.edition, "Blast"); ok && f.HasPower("Blast") && f.PowerPoints() >= pw.PP {
		at, ok := blastSpot(b, f, fs)
		return ok && (!b.Rules.PlainLeavesStalemates || b.Battlefield.LineOfFireTo(f.ID, at))
	}
	return false
}

// countUnder counts the living foes of f among the figures under a
// template, and says whether a living friend is among them.
func countUnder(b *Battle, f *Figure, under []string) (foes int, friend bool) {
	for _, id := range under {
		u := b.Figure(id)
		switch {
		case u == nil || !living(u):
		case u.Side == f.Side:
			friend = true
		default:
			foes++
		}
	}
	return foes, friend
}

// burstAim is an aim for the caster's Cone where it catches two or more
// foes and no friend (toward each foe in turn; the most foes).
func burstAim(b *Battle, f *Figure, fs []foe) (Spot, bool) {
	best, most := Spot{}, 1
	for _, g := range fs {
		at := b.Battlefield.Centre(g.id)
		under, err := underTemplate(b, Cone, f.ID, at)
		if err != nil {
			continue
		}
		n, friend := countUnder(b, f, under)
		if !friend && n > most {
			best, most = at, n
		}
	}
	return best, most >= 2
}

// dangerousFoe is the foe in Lower Trait's range with the largest die in
// its main trait, not lowered already.
func dangerousFoe(b *Battle, f *Figure, fs []foe) string {
	r := float64(PowerRangeInches(f, mustPower(b.edition, "Lower Trait")))
	best, rank := "", 0
	for _, g := range fs {
		t := b.Figure(g.id)
		if t == nil || g.dist > r || hasPowerEffect(t, "Lower Trait") || !sees(b.Battlefield, f.ID, g.id) {
			continue
		}
		if k := dieRank(t, PowerTrait(t)); k > rank {
			best, rank = g.id, k
		}
	}
	return best
}

// allyToBoost is an ally in Boost Trait's range still to act this round,
// not boosted already.
func allyToBoost(b *Battle, f *Figure) string {
	r := float64(PowerRangeInches(f, mustPower(b.edition, "Boost Trait")))
	for _, g := range b.figs {
		if g.Side != f.Side || !living(g) || g.Shaken || hasPowerEffect(g, "Boost Trait") {
			continue
		}
		if g.ID != f.ID && !b.Fight.Init.Acted[g.ID] && b.Battlefield.Distance(f.ID, g.ID) <= r && sees(b.Battlefield, f.ID, g.ID) {
			return g.ID
		}
	}
	return ""
}

// soulDrains: the figure whose turn it is should take Soul Drain now:
// it has the Edge, can act, is not Fatigued, a foe is left, and it lacks
// the Power Points for every power it has.
func (p *Plain) soulDrains(b *Battle, t *TurnState) bool {
	f := b.Figure(t.Who)
	if f == nil || f.Arcane == nil || f.feature(featSoulDrain) == 0 || f.Fatigue > 0 || f.PowerPointsSpent == 0 {
		return false
	}
	if s := b.actingState(f); !t.CanAct || s.Shaken || s.Stunned || s.Incapacitated || s.Dead {
		return false
	}
	cheapest := 0
	for _, name := range f.Powers {
		if pw, ok := LookupPower(b.edition, name); ok && (cheapest == 0 || pw.PP < cheapest) {
			cheapest = pw.PP
		}
	}
	return cheapest > 0 && f.PowerPoints() < cheapest && len(p.foes(b, t.Who)) > 0
}
