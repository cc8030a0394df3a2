package rules

// The plain tactic with a weapon of Reach (revision 5, MeleeReach): a
// figure with a spear or a pike walks only until a foe is within its
// longest Reach, stops there and strikes, rather than walking up to
// touch bases; a foe already in its reach keeps it where it stands.

// inReach: a foe (of fs) is within the figure's longest melee Reach
// beyond adjacent (false without such a weapon).
func (p *Plain) inReach(b *Battle, f *Figure, fs []foe) bool {
	_, reach := b.longestReach(f)
	if reach == 0 {
		return false
	}
	here, _ := b.Battlefield.Position(f.ID)
	for _, g := range fs {
		if gap(here, Footprint(f.Size), g) <= 1+reach && p.strikes(b, f, g.id) {
			return true
		}
	}
	return false
}

// untilReach cuts the walk at its first stop from which a foe is within
// the figure's longest Reach (the whole walk without such a weapon). The
// squares' gap to the nearest foe (never more than the distance) rules
// out most stops before the figure is put there to measure.
func (p *Plain) untilReach(b *Battle, f *Figure, here Pos, walk []Reachable, fs []foe) []Reachable {
	_, reach := b.longestReach(f)
	if reach == 0 {
		return walk
	}
	n := Footprint(f.Size)
	defer func() { _ = b.Battlefield.Place(f.ID, here) }()
	for i, r := range walk[:len(walk)-1] {
		if nearestGap(r.Pos, n, fs) > 1+reach || b.Battlefield.Place(f.ID, r.Pos) != nil {
			continue
		}
		for _, g := range fs {
			if p.strikes(b, f, g.id) {
				return walk[:i+1]
			}
		}
	}
	return walk
}

// atReach adds to adj (the adjacent foes it would strike) the foes of fs
// beyond adjacent within its longest Reach that the weapon can hurt,
// nearest first.
func (p *Plain) atReach(b *Battle, f *Figure, fs []foe, adj []string) []string {
	i, reach := b.longestReach(f)
	if reach == 0 {
		return adj
	}
	for _, g := range fs {
		if !b.Battlefield.Adjacent(f.ID, g.id) && p.strikes(b, f, g.id) && !harmless(b, f.ID, &f.Weapons[i], g.id) {
			adj = append(adj, g.id)
		}
	}
	return adj
}

// strikes: f's longest melee Reach takes the foe where they stand now.
// Not reachesFoe, the free attacks' reach: deluxe's are at adjacent foes
// only (FreeAttacksAdjacent) while its blows keep the weapon's Reach.
func (p *Plain) strikes(b *Battle, f *Figure, foe string) bool {
	_, reach := b.longestReach(f)
	return b.inMeleeReach(f.ID, foe, reach)
}
