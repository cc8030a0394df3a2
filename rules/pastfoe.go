package rules

import "fmt"

// Attacking away from a foe in melee: a figure with a foe next to it that
// attacks anything else is Vulnerable, whatever the attack (a shot,
// suppressive fire, a thrown or fired blast, a cone or stream).

// pastAdjacentFoe reports whether who, in melee with a foe still in the
// fight, aims an area attack at a point that lies on no such foe's base.
func (b *Battle) pastAdjacentFoe(who string, at Spot) bool {
	f := b.Figure(who)
	if f == nil {
		return false
	}
	inMelee := false
	for _, g := range b.figs {
		if g.Side == f.Side || g.Incapacitated || g.Dead || !b.Battlefield.Adjacent(who, g.ID) {
			continue
		}
		inMelee = true
		if p, ok := b.Battlefield.Position(g.ID); ok {
			n := float64(Footprint(g.Size))
			if at.X >= float64(p.X) && at.X < float64(p.X)+n && at.Y >= float64(p.Y) && at.Y < float64(p.Y)+n {
				return false // aimed at the foe beside it
			}
		}
	}
	return inMelee
}

// vulnerablePast makes who Vulnerable for an area attack or suppressive
// fire aimed at at past a foe beside it (VulnerableAnyAttack).
func (b *Battle) vulnerablePast(who string, at Spot) error {
	f := b.Figure(who)
	if !b.Rules.VulnerableAnyAttack || f == nil || f.Vulnerable || !b.pastAdjacentFoe(who, at) {
		return nil
	}
	f.Vulnerable = true
	return b.Record(f.stateEvent(EventState, "fired past an adjacent foe", "Vulnerable"))
}

// holderStrike refuses a grappler's blow at the figure it holds with
// anything but a natural bite (HolderCrushOrBite): it may crush it
// (Grapple with Crush) or bite it.
func (b *Battle) holderStrike(f, t *Figure, p *MeleePlan) error {
	if !b.Rules.HolderCrushOrBite || t.Grappler != f.ID || !(t.Entangled || t.Bound) {
		return nil
	}
	if p.Armed && NaturalKind(p.Weapon) == NaturalBite {
		return nil
	}
	may := "crush it"
	for _, w := range f.Weapons {
		if NaturalKind(w) == NaturalBite {
			may = "crush it or bite it"
		}
	}
	return fmt.Errorf("%s holds %s in a grapple: it may %s, not strike it with the %s", b.name(f.ID), b.name(t.ID), may, weaponWords(p))
}
