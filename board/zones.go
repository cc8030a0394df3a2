package board

import (
	"battlemat/geom"
	"battlemat/rules"
)

// Light zones: the areas the Light and Darkness powers put on the map for
// a while. A Light zone is Bright inside its radius; a Darkness zone is
// Dark (or Pitch Darkness) inside its radius whatever the other lights;
// where a Light zone and a Darkness zone overlap it is Dim. Undo and
// replay keep them with the doors (SnapshotBattlefield).

// LightZone is one power's area of light or darkness.
type LightZone struct {
	At     geom.Point
	Radius float64
	// Light is rules.Bright for a Light zone, rules.Dark or
	// rules.Pitch for a Darkness zone.
	Light         rules.Light
	Caster, Power string
}

var _ rules.ZoneBattlefield = (*Battlefield)(nil)

// AddLightZone puts a zone of light or darkness on the map.
func (t *Battlefield) AddLightZone(caster, power string, at rules.Spot, radius float64, l rules.Light) {
	t.B.Zones = append(append([]LightZone(nil), t.B.Zones...), LightZone{At: geom.Point{X: at.X, Y: at.Y}, Radius: radius, Light: l, Caster: caster, Power: power})
}

// EndLightZones takes off the caster's zones of the power ("" all of its
// zones) and says how many went.
func (t *Battlefield) EndLightZones(caster, power string) int {
	var kept []LightZone
	for _, z := range t.B.Zones {
		if z.Caster != caster || (power != "" && z.Power != power) {
			kept = append(kept, z)
		}
	}
	n := len(t.B.Zones) - len(kept)
	t.B.Zones = kept
	return n
}

// zoneLight is the light at q after the zones: lit stays lit unless a
// Darkness zone covers q, then Dark or Pitch, or Dim where a Light zone
// covers it too.
func (b *Board) zoneLight(q geom.Point, best rules.Light) rules.Light {
	lit, dark := false, rules.Light(-1)
	for _, z := range b.Zones {
		if z.At.Dist(q) > z.Radius+geom.Eps {
			continue
		}
		if z.Light == rules.Bright {
			lit = true
		} else if z.Light > dark {
			dark = z.Light
		}
	}
	switch {
	case dark >= 0 && lit:
		return rules.Dim
	case dark >= 0:
		return dark
	case lit:
		return rules.Bright
	}
	return best
}

var _ rules.ZoneFinder = (*Battlefield)(nil)

// LightZonesAt are the (power, caster) of the zones covering at, the last
// put on first (rules.ZoneFinder: Dispel at an area).
func (t *Battlefield) LightZonesAt(at rules.Spot) [][2]string {
	var out [][2]string
	q := geom.Point{X: at.X, Y: at.Y}
	for i := len(t.B.Zones) - 1; i >= 0; i-- {
		if z := t.B.Zones[i]; z.At.Dist(q) <= z.Radius+geom.Eps {
			out = append(out, [2]string{z.Power, z.Caster})
		}
	}
	return out
}
