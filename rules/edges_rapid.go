package rules

// Rapid Fire and Improved Rapid Fire (swade, revision 5): one Shooting
// attack a turn (Improved: two) may roll one trait die more than the
// weapon's RoF, with a weapon that fires fast (RoF 2 or more, or a
// semi-automatic one: double_tap), not with a fire mode and not with a
// thrown weapon. The extra die is taken by naming one more target than
// the RoF allows.

const featRapidFire = "rapid_fire"

func init() {
	edge5("Rapid Fire", func(*EdgeRules, Written) []Effect { return []Effect{feat(featRapidFire, 1)} }, "", SWADE)
	RegisterEntry(Entry{Kind: FromEdge, Name: "Improved Rapid Fire", Fight: true, Since: 5, Improves: "Rapid Fire", Editions: []Edition{SWADE},
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featRapidFire, 2)} }})
}

// RapidFire is how many trait dice the figure may add to a shot with w
// now: 1 while it has Rapid Fire uses left this turn, else 0.
func (b *Battle) RapidFire(f *Figure, w Weapon, mode string) int {
	if f == nil || !f.HasEffects() || mode != "" || w.Thrown || (w.RoF < 2 && !w.DoubleTap) {
		return 0
	}
	rank := f.feature(featRapidFire)
	if rank == 0 || b.turn == nil || b.turn.Who != f.ID {
		return 0
	}
	used := 0
	b.turnEvents(f.ID, func(e *Event) {
		if e.Kind != EventShot || e.Who != f.ID {
			return
		}
		if i := WeaponIndex(f, e.Weapon); i >= 0 && len(e.Dice) > max(f.Weapons[i].RoF, 1) {
			used++
		}
	})
	if used >= rank {
		return 0
	}
	return 1
}

// rapidShot is the plain tactic's Rapid Fire: one die more at the
// target when the Edge has a use left and the rounds allow every die of
// the weapon's RoF (the runner falls back on the plain shot when the
// battle refuses it).
func rapidShot(b *Battle, f *Figure, gi, dice int, target string) []Action {
	w := f.Weapons[gi]
	if dice < max(w.RoF, 1) || b.RapidFire(f, w, "") == 0 {
		return nil
	}
	if w.Shots > 0 && gi < len(f.Ammo) && f.Ammo[gi] < (dice+1)*AmmoPerDie(w) {
		return nil
	}
	ts := make([]string, dice+1)
	for i := range ts {
		ts[i] = target
	}
	return []Action{Shoot{Who: f.ID, Weapon: w.Name, Targets: ts}}
}
