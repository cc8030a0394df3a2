package rules

import "slices"

// The plain tactic's tests of will (will.go) and Feint:
//
//   - a figure whose Intimidation or Taunt die is at least two steps
//     above the die of the attack it would make (Fighting next to a foe,
//     Shooting or its throwing skill for its gun) tests that foe's will
//     instead of attacking it;
//   - a figure with no attack at all this turn tests the nearest foe it
//     sees with the skill it has;
//   - a figure with the Feint Edge next to a foe whose Parry is at least
//     the sides of its own Fighting die (it hits only on the top face or
//     an Ace) and whose Smarts die is smaller than that Fighting die
//     feints (a test of Fighting resisted by Smarts) instead of striking.
//
// The test leaves the foe Vulnerable when a friend of the tester stands
// next to it (the friend's blows get +2), else Distracted; a foe already
// both, or one its Edges or abilities make proof against the skill, is
// not tested.

// tacticTestSteps is how many die steps a test's skill must stand above
// the attack's die for the plain tactic to test instead of attacking.
const tacticTestSteps = 2

// willTest is the test of will that replaces an attack rolled with die
// rank atk (dieRank; 0 with no attack) against target ("" picks the
// nearest foe the figure sees); nil when the figure's skills are not
// strong enough or nobody can be tested.
func (p *Plain) willTest(b *Battle, f *Figure, fs []foe, target string, atk int) Action {
	_, intimidates := f.Traits[Intimidation]
	_, taunts := f.Traits[Taunt]
	if !intimidates && !taunts {
		return nil // most figures: no look at the foes
	}
	if target != "" {
		return willTestOf(b, f, target, atk)
	}
	for _, g := range fs {
		if sees(b.Battlefield, f.ID, g.id) {
			if a := willTestOf(b, f, g.id, atk); a != nil {
				return a
			}
		}
	}
	return nil
}

// willTestOf is the test of target with the figure's best test skill
// against the foe's resisting attribute, when that skill is written on
// the figure and stands tacticTestSteps above the attack's rank atk.
func willTestOf(b *Battle, f *Figure, target string, atk int) Action {
	foe := b.Figure(target)
	effect := testEffect(b, f, foe)
	if foe == nil || effect == "" {
		return nil
	}
	best, bestEdge := Trait(""), 0
	for _, s := range []Trait{Intimidation, Taunt} {
		if _, has := f.Traits[s]; !has || (b.Rules.TestSkills != nil && !slices.Contains(b.Rules.TestSkills, s)) {
			continue
		}
		if s == Intimidation && foe.ImmuneTo(ImmuneFear) || foe.ImmuneTo(ImmuneWill) {
			continue
		}
		r := dieRank(f, s)
		if atk > 0 && r < atk+tacticTestSteps*20 {
			continue // its attack is as good: it attacks
		}
		if edge := r - dieRank(foe, LinkedAttribute(s)); best == "" || edge > bestEdge {
			best, bestEdge = s, edge
		}
	}
	if best == "" {
		return nil
	}
	return Test{Who: f.ID, Target: target, Skill: best, Effect: effect}
}

// feint is the Feint against an adjacent foe whose Parry the figure's
// Fighting hardly beats and whose Smarts is weaker than that Fighting;
// nil otherwise.
func feint(b *Battle, f *Figure, target string) Action {
	foe := b.Figure(target)
	if foe == nil || f.feature(featFeint) == 0 || (b.Rules.TestSkills != nil && !slices.Contains(b.Rules.TestSkills, Fighting)) {
		return nil
	}
	d, ok := f.Trait(Fighting)
	effect := testEffect(b, f, foe)
	if !ok || effect == "" || foe.ImmuneTo(ImmuneWill) || foe.Parry() < d.Sides || dieRank(foe, Smarts) >= dieRank(f, Fighting) {
		return nil
	}
	return Test{Who: f.ID, Target: target, Skill: Fighting, Effect: effect}
}

// testEffect is what a test should leave on foe: Vulnerable when a friend
// of f stands next to it, else Distracted, else whichever it lacks; ""
// when it is both already.
func testEffect(b *Battle, f, foe *Figure) string {
	if foe == nil || foe.Distracted && foe.Vulnerable {
		return ""
	}
	friend := false
	for _, g := range b.figs {
		if g.Side == f.Side && g.ID != f.ID && living(g) && b.Battlefield.Adjacent(g.ID, foe.ID) {
			friend = true
			break
		}
	}
	if friend && !foe.Vulnerable || foe.Distracted {
		return TestVulnerable
	}
	return TestDistracted
}

// attackRank is the rank (dieRank) of the skill of the figure's attack:
// Fighting in melee, else its gun's skill; 0 with no attack.
func attackRank(f *Figure, melee bool, gi int) int {
	switch {
	case melee:
		return max(dieRank(f, Fighting), 1)
	case gi >= 0 && f.Weapons[gi].Thrown:
		return max(dieRank(f, ThrowSkill(f)), 1)
	case gi >= 0:
		return max(dieRank(f, Shooting), 1)
	}
	return 0
}
