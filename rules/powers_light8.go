package rules

import (
	"fmt"
	"math"
)

// The light powers' options first played in rules revision 8
// (CHARACTERS.md 5.3, 6.14; our readings on the grid):
//   - Beam (swade Light, +0): with a raise the light is a beam instead of
//     the Large Blast: a strip 1" wide running BeamLength from the
//     caster's centre toward the point aimed at, in any direction (aimed
//     along a grid line: the caster's square and the 5 in front of it).
//     Without a raise it is the Large Blast at that point.
//   - Mobile (swade Light, Darkness and Silence, +1): cast at a figure's
//     base the area is fixed to it and goes where that figure goes; cast
//     at bare ground its caster moves it (MoveArea, powers_mobile8.go).
//   - Obscure (deluxe's darkness): 2 PP, Smarts, a Large Blast of Dark
//     (Pitch Darkness with a raise) as swade's Darkness, lasting 3 rounds
//     and kept up for 1 PP a round; it goes when its rounds run out.

// BeamLength is Light's beam in inches; BeamWidth its width.
const (
	BeamLength = 5.0
	BeamWidth  = 1.0
)

// ShapedZoneBattlefield is a table that takes a Light's beam and an area
// fixed to a figure.
type ShapedZoneBattlefield interface {
	AddLightBeam(caster, power string, from, to Spot, width float64, l Light)
	AddLightZoneOn(caster, power, on string, at Spot, radius float64, l Light)
}

func init() {
	registerMods(
		PowerMod{Name: "Beam", PP: 0, For: []string{"Light"}, Since: 8},
		PowerMod{Name: "Mobile", PP: 1, For: []string{"Light", "Darkness", "Silence"}, Since: 8},
	)
	registerPower(nil,
		&Power{Name: "Obscure", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: LBT, Placed: true, Rounds: 3, Upkeep: 1, Since: 8},
		PowerRules{Place: placeZone})
	RegisterAfterAction(obscureKept)
	RegisterHelp(HelpEntry{Key: "light8", Title: "Light's beam, Mobile, Obscure", Text: "Light with Beam (+0) becomes, on a raise, a beam 1\" wide and 5\" long from the caster toward the point aimed at (the Large Blast there without a raise). " +
		"Mobile (+1) fixes a Light, a Darkness or a Silence to the figure it is cast on (from rules revision 9 its caster or a figure of its side, never a foe): it goes where that figure goes; cast at bare ground, its caster moves it (More > Move Mobile area). " +
		"Deluxe's Obscure costs 2 Power Points and darkens a Large Blast as Darkness does, for 3 rounds, kept up for 1 Power Point a round."})
}

// checkZoneMods checks a Light or Darkness cast at a point with its
// options: a Beam needs a direction; a Mobile area rides on the figure
// whose base holds the point, if any.
func (b *Battle) checkZoneMods(p *CastPlan, at Spot) error {
	if p.hasMod("Beam") {
		c := b.Battlefield.Centre(p.Who.ID)
		if math.Hypot(at.X-c.X, at.Y-c.Y) < 0.5 {
			return fmt.Errorf("a Beam needs a direction: aim it at a point away from %s", b.name(p.Who.ID))
		}
	}
	if p.hasMod("Mobile") {
		p.carrier = b.figureAt(at) // "": bare ground, moved by its caster
		if c := b.Figure(p.carrier); c != nil && b.Rules.MobileOwnSide && c.Side != p.Who.Side {
			return fmt.Errorf("a Mobile %s rides only on %s or a figure of its side: %s is a foe (cast it at bare ground to move it)", p.Power.Name, b.name(p.Who.ID), b.name(c.ID))
		}
	}
	return nil
}

// figureAt is the living figure whose base holds the point ("" none).
func (b *Battle) figureAt(at Spot) string {
	for _, g := range b.figs {
		if g.Dead {
			continue
		}
		if _, ok := b.Battlefield.Position(g.ID); !ok {
			continue
		}
		c, h := b.Battlefield.Centre(g.ID), float64(Footprint(g.Size))/2
		if math.Abs(at.X-c.X) <= h+1e-9 && math.Abs(at.Y-c.Y) <= h+1e-9 {
			return g.ID
		}
	}
	return ""
}

// placeShaped puts a beam or a carried area on the table; false when the
// casting is neither.
func placeShaped(b *Battle, p *CastPlan, raise bool, l Light) (string, bool, error) {
	beam := raise && p.hasMod("Beam")
	if !beam && !p.hasMod("Mobile") {
		return "", false, nil
	}
	sb, ok := b.Battlefield.(ShapedZoneBattlefield)
	if !ok {
		return "", true, fmt.Errorf("this table cannot take a beam or a carried area")
	}
	if beam {
		from := b.Battlefield.Centre(p.Who.ID)
		d := math.Hypot(p.At.X-from.X, p.At.Y-from.Y)
		to := Spot{X: from.X + (p.At.X-from.X)/d*BeamLength, Y: from.Y + (p.At.Y-from.Y)/d*BeamLength}
		sb.AddLightBeam(p.Who.ID, p.Power.Name, from, to, BeamWidth, l)
		return fmt.Sprintf("makes it %s along a 5\" beam from %s to %s", l, from, to), true, nil
	}
	if p.carrier == "" {
		sb.AddLightZoneOn(p.Who.ID, p.Power.Name, "", *p.At, LBT.BlastRadius(), l)
		return fmt.Sprintf("makes it %s within 3\" of %s, which it may move %.0f\" a turn", l, *p.At, b.mobileReach(p.Who)), true, nil
	}
	sb.AddLightZoneOn(p.Who.ID, p.Power.Name, p.carrier, b.Battlefield.Centre(p.carrier), LBT.BlastRadius(), l)
	return fmt.Sprintf("makes it %s within 3\" of %s, wherever it goes", l, b.name(p.carrier)), true, nil
}

// obscureKept takes off the Obscure areas of a caster whose marker is
// gone (its rounds ran out unrenewed): the area lasts as the power does.
func obscureKept(b *Battle, _ Action, _ *Plan) error {
	if b.edition != Deluxe {
		return nil
	}
	zb, ok := b.Battlefield.(ZoneBattlefield)
	if !ok {
		return nil
	}
	for _, f := range b.figs {
		if !f.HasPower("Obscure") {
			continue
		}
		kept := false
		for _, e := range f.Effects {
			kept = kept || (e.Detail == featureZone && e.Source.Name == "Obscure")
		}
		if !kept {
			zb.EndLightZones(f.ID, "Obscure")
		}
	}
	return nil
}
