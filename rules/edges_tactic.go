package rules

// edgeAttacks are the plain tactic's melee options from its Edges and
// abilities, best first: every tentacle of Tentacle Actions (each its own
// roll, all one action), spread over the adjacent foes; a Sweep when two
// or more foes and no friend are in its reach, else a Frenzy on its first
// attack of the turn, the extra dice spread over the adjacent foes. The runner falls back on a plain attack when
// the battle refuses them (a limited action taken already).
func edgeAttacks(b *Battle, f *Figure, adj []string) []Action {
	var out []Action
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
		if p, err := b.Preview(Melee{Who: f.ID, Sweep: true}); err == nil {
			friends := 0
			for _, d := range p.Rolls[0].Dice {
				if t := b.Figure(d.Target); t != nil && t.Side == f.Side {
					friends++
				}
			}
			if friends == 0 {
				out = append(out, Melee{Who: f.ID, Sweep: true})
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
	n := 1
	if f.feature(featFrenzy) > 1 && b.Rules.SweepFrenzyV5 {
		n = 2
	}
	var also []string
	for i := 1; i <= n && i < len(adj); i++ {
		also = append(also, adj[i])
	}
	return also
}
