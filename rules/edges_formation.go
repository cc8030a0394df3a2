package rules

// Formation Fighter (revision 5), read as CHARACTERS 6.9 recommends: an
// attacker ganging up on a defender counts, besides the other foes
// beside the defender, one more for each Formation Fighter among all
// the defender's foes beside it (the attacker included), only when at
// least one other foe is there; the total still stops at +4 before the
// defender's allies and Block take theirs off.

const featFormation = "formation_fighter"

func init() {
	edge5("Formation Fighter", func(*EdgeRules, Written) []Effect { return []Effect{feat(featFormation, 1)} }, "", SWADE)
}

// formationMods is the Gang Up that Formation Fighters add to f's attack
// on t, named after the Edge, given the plain bonus gang the board
// counted.
func (b *Battle) formationMods(f, t *Figure, gang int) Mods {
	if f == nil || t == nil || !b.anyFormation(t) {
		return nil
	}
	extra, cancel, ff := 0, 0, 0
	if f.HasEffects() && f.feature(featFormation) > 0 {
		ff++
	}
	for _, g := range b.figs {
		if g == f || g == t || g.Incapacitated || g.Dead || g.Stunned || !b.Battlefield.Adjacent(g.ID, t.ID) {
			continue
		}
		switch {
		case g.Side != t.Side:
			extra++
			if g.HasEffects() && g.feature(featFormation) > 0 {
				ff++
			}
		case b.Battlefield.Adjacent(g.ID, f.ID):
			cancel++
		}
	}
	// The board counts the same figures (its Engaged is adjacency in
	// melee); when it does not, leave its bonus alone.
	if ff == 0 || extra == 0 || GangUpBonus(extra, cancel) != gang {
		return nil
	}
	if more := GangUpBonus(extra+ff, cancel) - gang; more > 0 {
		return Mods{{Name: "Formation Fighter", Value: more}}
	}
	return nil
}

// anyFormation: some foe of t is a Formation Fighter (a cheap look
// before the map is asked who stands where: most fights have none).
func (b *Battle) anyFormation(t *Figure) bool {
	for _, g := range b.figs {
		if g.Side != t.Side && g.HasEffects() && g.feature(featFormation) > 0 {
			return true
		}
	}
	return false
}
