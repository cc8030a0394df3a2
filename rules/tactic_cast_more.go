package rules

// The plain tactic's newer powers: Slumber and Blind as a Medium Blast
// where it catches two foes or more (awake, or not blinded already) and
// no friend, when the caster has the Power Points for it and a Bolt's
// worth besides.

// clusterCasts are those castings, best first.
func clusterCasts(b *Battle, f *Figure, fs []foe, out []Action) []Action {
	for _, name := range []string{"Slumber", "Blind"} {
		pw, ok := LookupPower(b.edition, name)
		if !ok || !f.HasPower(name) {
			continue
		}
		mod, err := LookupPowerMod(name, "Medium Blast")
		if err != nil || f.PowerPoints() < pw.PP+mod.PP+1 {
			continue
		}
		if at, ok := clusterSpot(b, f, fs, pw); ok {
			out = append(out, Cast{Who: f.ID, Power: name, At: &at, Mods: []string{"Medium Blast"}})
		}
	}
	return out
}

// clusterSpot is a foe's centre within the power's range where a Medium
// Blast catches two or more foes it can still take and no friend (the
// most foes, the nearest first).
func clusterSpot(b *Battle, f *Figure, fs []foe, pw Power) (Spot, bool) {
	r := float64(PowerRangeInches(f, pw))
	best, most := Spot{}, 1
	for _, g := range fs {
		at := b.Battlefield.Centre(g.id)
		if b.spotDistance(f.ID, at) > r || !b.Battlefield.LineOfFireTo(f.ID, at) {
			continue
		}
		under, err := underTemplate(b, MBT, "", at)
		if err != nil {
			continue
		}
		n, friend := 0, false
		for _, id := range under {
			u := b.Figure(id)
			switch {
			case u == nil || !living(u):
			case u.Side == f.Side:
				friend = true
			case !Asleep(u) && !hasPowerEffect(u, pw.Name):
				n++
			}
		}
		if !friend && n > most {
			best, most = at, n
		}
	}
	return best, most >= 2
}
