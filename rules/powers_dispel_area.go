package rules

import (
	"fmt"
	"math"
	"strings"
)

// Dispel at an area (rules revision 7, DispelAreas): a Light, a Darkness
// or a Barrier is a power on the map, not on a figure, so Dispel is cast
// at a point of it (`at`), or with its choice "area" at a figure standing
// in it (the screens' click on a figure). The same opposed roll as on a
// figure; winning ends the caster's power of that name on the whole map
// (the table does not say which walls one casting stood: a Shaped
// Barrier's four sides go together, and so does every Light that caster
// keeps up: our reading). A raise has no recipient to distract.

// DispelChoiceArea is Dispel's choice aimed at the area a figure stands in.
const DispelChoiceArea = "area"

// ZoneFinder is a table that says which areas of light and darkness cover
// a point.
type ZoneFinder interface {
	// LightZonesAt are the (power, caster) of the zones covering at, the
	// last put on first.
	LightZonesAt(at Spot) [][2]string
}

func init() {
	powerChoices["Dispel"] = []string{"power", DispelChoiceArea}
}

// dispelReach is how near a point must be to a Barrier's section for
// Dispel to take it: an inch, as a blow at it (BreakBarrier).
const dispelReach = 1.0

// planDispelArea checks a Dispel cast at an area: the point (at, or the
// figure's centre with the choice "area") in range and sight, and a
// power on the map there.
func (c Cast) planDispelArea(b *Battle, p *CastPlan) error {
	if !b.Rules.DispelAreas {
		return fmt.Errorf("Dispel is cast at figures (targets) under rules revision %d: areas (Light, Darkness, Barrier) from rules revision 7", b.Rules.Revision)
	}
	var at Spot
	switch {
	case c.At != nil && len(c.Targets) > 0:
		return fmt.Errorf("Dispel at an area is cast at a point (at) or at one figure in it, not both")
	case c.At != nil:
		at = *c.At
		if !finite(at) {
			return targetless(fmt.Sprintf("%s is not a point of the table", at))
		}
		r := p.powerRange()
		if d := b.spotDistance(c.Who, at); d > r+1e-9 {
			return fmt.Errorf("%s is out of range of Dispel (%.0f\"; %s)", at, d, p.rangeWords())
		}
		if !b.Battlefield.LineOfFireTo(c.Who, at) {
			return fmt.Errorf("%s cannot see %s", b.name(c.Who), at)
		}
	case len(c.Targets) == 0:
		return targetless(fmt.Sprintf("%s casts Dispel at no area: name a point or a figure in it", b.name(c.Who)))
	case len(c.Targets) > 1:
		return fmt.Errorf("Dispel at an area is cast at one figure in it")
	default:
		t, err := b.powerReach(p, c.Targets[0])
		if err != nil {
			return err
		}
		at = b.Battlefield.Centre(t.ID)
	}
	p.areas = b.areasAt(at)
	if len(p.areas) == 0 {
		if b.Rules.SilenceKeptUp {
			return fmt.Errorf("no Light, Darkness, Silence or Barrier is at %s to dispel", at)
		}
		return fmt.Errorf("no Light, Darkness or Barrier is at %s to dispel", at)
	}
	if !p.hasMod("Multiple Powers") {
		p.areas = p.areas[:1]
	}
	return nil
}

// areasAt are the powers on the map at the point, (power, caster), each
// once: the zones of light and darkness covering it (the last put on
// first), then the Barriers within an inch (the nearest first).
func (b *Battle) areasAt(at Spot) [][2]string {
	var out [][2]string
	add := func(k [2]string) {
		for _, o := range out {
			if o == k {
				return
			}
		}
		out = append(out, k)
	}
	if zf, ok := b.Battlefield.(ZoneFinder); ok {
		for _, k := range zf.LightZonesAt(at) {
			add(k)
		}
	}
	if b.Rules.SilenceKeptUp { // a Silence: the areas of each caster's marker
		for _, f := range b.figs {
			for _, e := range f.Effects {
				if e.Change != ChangeFeature || e.Detail != featureSilence {
					continue
				}
				for _, c := range b.silenceCentres(f.ID, e) {
					if math.Hypot(at.X-c.X, at.Y-c.Y) <= LBT.BlastRadius()+1e-9 {
						add([2]string{"Silence", f.ID})
					}
				}
			}
		}
	}
	type near struct {
		d float64
		k [2]string
	}
	var walls []near
	for _, s := range b.BarrierSections() {
		if d := segmentDistance(at, s.From, s.To); d <= dispelReach+1e-9 {
			walls = append(walls, near{d, [2]string{"Barrier", s.Caster}})
		}
	}
	for i := 1; i < len(walls); i++ { // insertion sort: a handful at most
		for j := i; j > 0 && walls[j].d < walls[j-1].d; j-- {
			walls[j], walls[j-1] = walls[j-1], walls[j]
		}
	}
	for _, w := range walls {
		add(w.k)
	}
	return out
}

// dispelAreas is Dispel's Place: each area's caster resists; a win ends
// that caster's power of the name on the map.
func dispelAreas(b *Battle, p *CastPlan, _ bool) error {
	for _, k := range p.areas {
		won, err := b.dispelRoll(p, k[0], k[1])
		if err != nil {
			return err
		}
		if !won {
			if err := b.Record(p.Who.stateEvent(EventState, "", "fails to dispel "+b.name(k[1])+"'s "+k[0])); err != nil {
				return err
			}
			continue
		}
		if err := b.Record(p.Who.stateEvent(EventState, "Dispel", "ends "+b.name(k[1])+"'s "+k[0])); err != nil {
			return err
		}
		if err := b.endPowers(k[1], k[0], "Dispel"); err != nil {
			return err
		}
	}
	return nil
}

// announceAreas says, before a Dispel at an area rolls, which powers on
// the map it is aimed at and whose: the table sees what is at stake.
func (b *Battle) announceAreas(p *CastPlan) error {
	if len(p.areas) == 0 {
		return nil
	}
	var names []string
	for _, k := range p.areas {
		names = append(names, b.name(k[1])+"'s "+k[0])
	}
	return b.Record(p.Who.stateEvent(EventState, "", "aims "+p.Power.Name+" at "+strings.Join(names, " and ")))
}
