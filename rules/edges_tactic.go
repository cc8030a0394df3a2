package rules

// edgeAttacks are the plain tactic's melee options from its Edges and
// abilities, best first: every tentacle of Tentacle Actions (each its own
// roll, all one action), spread over the adjacent foes; a Sweep when two
// or more foes and no friend are in its reach (with its weapon of longest
// Reach when that sweeps them: revision 6), else a Frenzy on its first
// attack of the turn, the extra dice spread over the adjacent foes. The
// runner falls back on a plain attack when
// the battle refuses them (a limited action taken already).
func edgeAttacks(b *Battle, f *Figure, adj []string) []Action {
	out := stompAttack(b, f, adj) // abilities_stomp.go
	if n := TentacleCount(f); n > 0 {
		if w := tentacleWeapon(f, ""); w != "" {
			var also []string
			for i := 1; i < n && i < len(adj); i++ {
				also = append(also, adj[i])
			}
			out = append(out, Tentacles{Who: f.ID, Target: adj[0], Also: also})
		}
	}
	if f.feature(featSweep) > 0 && len(adj) >= 2 {
		for _, w := range sweepChoices(b, f) {
			m := Melee{Who: f.ID, Sweep: true, Weapon: w}
			p, err := b.Preview(m)
			if err != nil {
				continue
			}
			friends, foes := 0, 0
			for _, d := range p.Rolls[0].Dice {
				if t := b.Figure(d.Target); t != nil && t.Side == f.Side {
					friends++
				} else {
					foes++
				}
			}
			if friends == 0 && foes >= 2 {
				out = append(out, m)
				break
			}
		}
	}
	if f.feature(featFrenzy) > 0 && b.turn != nil && len(b.turn.Taken) == 0 {
		out = append(out, Melee{Who: f.ID, Target: adj[0], Frenzy: true, Also: frenzyAlso(b, f, adj)})
	}
	return out
}

// frenzyAlso spreads a Frenzy's extra dice over the other adjacent foes
// (all at the first when there is none).
func frenzyAlso(b *Battle, f *Figure, adj []string) []string {
	n := FrenzyDice(b.Rules, f) - 1
	var also []string
	for i := 1; i <= n && i < len(adj); i++ {
		also = append(also, adj[i])
	}
	return also
}

// sweepChoices are the weapons the tactic tries a Sweep with, best
// first: from revision 6 (SweepFrenzyReach) the one of longest Reach,
// which sweeps farther, then the one a Sweep naming none takes ("").
func sweepChoices(b *Battle, f *Figure) []string {
	if i, _ := b.longestReach(f); i >= 0 && b.Rules.SweepFrenzyReach {
		return []string{f.Weapons[i].Name, ""}
	}
	return []string{""}
}
