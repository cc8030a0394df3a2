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
	// Beam: a Light's beam (rules revision 8), the strip within Radius
	// of the segment from At to To.
	Beam bool
	To   geom.Point
	// On is the figure a Mobile area is fixed to: At follows its centre.
	On string
	// Mobile: an area cast Mobile at bare ground, which its caster moves
	// (rules.MoveArea).
	Mobile bool
	// Silence is a Silence's area (rules revision 8): hushed, not lit;
	// Light is unused.
	Silence bool
}

// Covers reports whether the zone lights or darkens point q.
func (z *LightZone) Covers(q geom.Point) bool {
	if z.Beam {
		return geom.Segment{A: z.At, B: z.To}.Dist(q) <= z.Radius+geom.Eps
	}
	return z.At.Dist(q) <= z.Radius+geom.Eps
}

var _ rules.ZoneBattlefield = (*Battlefield)(nil)

// AddLightZone puts a zone of light or darkness on the map.
func (t *Battlefield) AddLightZone(caster, power string, at rules.Spot, radius float64, l rules.Light) {
	t.B.Zones = append(append([]LightZone(nil), t.B.Zones...), LightZone{At: geom.Point{X: at.X, Y: at.Y}, Radius: radius, Light: l, Caster: caster, Power: power})
}

var _ rules.ShapedZoneBattlefield = (*Battlefield)(nil)

// AddLightBeam puts a Light's beam on the map: width wide along from-to.
func (t *Battlefield) AddLightBeam(caster, power string, from, to rules.Spot, width float64, l rules.Light) {
	t.B.Zones = append(append([]LightZone(nil), t.B.Zones...), LightZone{At: geom.Point{X: from.X, Y: from.Y}, To: geom.Point{X: to.X, Y: to.Y},
		Beam: true, Radius: width / 2, Light: l, Caster: caster, Power: power})
}

// AddLightZoneOn puts a Mobile area on the map: fixed to the figure on,
// or ("" on) at bare ground, where its caster moves it.
func (t *Battlefield) AddLightZoneOn(caster, power, on string, at rules.Spot, radius float64, l rules.Light) {
	t.B.Zones = append(append([]LightZone(nil), t.B.Zones...), LightZone{At: geom.Point{X: at.X, Y: at.Y}, Radius: radius, Light: l, Caster: caster, Power: power, On: on, Mobile: on == ""})
}

var _ rules.SilenceBattlefield = (*Battlefield)(nil)

// AddSilence puts a Silence's area on the map: at a point, fixed to the
// figure on, or Mobile at bare ground.
func (t *Battlefield) AddSilence(caster, on string, at rules.Spot, radius float64, mobile bool) {
	t.B.Zones = append(append([]LightZone(nil), t.B.Zones...), LightZone{At: geom.Point{X: at.X, Y: at.Y}, Radius: radius, Caster: caster, Power: "Silence", On: on,
		Mobile: mobile && on == "", Silence: true})
}

// Silences are the centres of the caster's Silence areas now.
func (t *Battlefield) Silences(caster string) []rules.Spot {
	var out []rules.Spot
	for _, z := range t.B.Zones {
		if z.Silence && z.Caster == caster {
			out = append(out, rules.Spot{X: z.At.X, Y: z.At.Y})
		}
	}
	return out
}

// AnySilence says whether any caster's Silence area is on the table.
func (t *Battlefield) AnySilence() bool {
	for _, z := range t.B.Zones {
		if z.Silence {
			return true
		}
	}
	return false
}

var _ rules.MobileZoneBattlefield = (*Battlefield)(nil)

// MobileZones are the caster's areas cast Mobile at bare ground, in the
// order cast.
func (t *Battlefield) MobileZones(caster string) []rules.MobileZone {
	var out []rules.MobileZone
	for _, z := range t.B.Zones {
		if z.Mobile && z.Caster == caster {
			out = append(out, rules.MobileZone{Power: z.Power, At: rules.Spot{X: z.At.X, Y: z.At.Y}})
		}
	}
	return out
}

// MoveZone moves the caster's Mobile area of the power standing at from
// to to (a copy: the zones may be shared with a snapshot).
func (t *Battlefield) MoveZone(caster, power string, from, to rules.Spot) bool {
	for i := len(t.B.Zones) - 1; i >= 0; i-- {
		z := t.B.Zones[i]
		if z.Mobile && z.Caster == caster && z.Power == power && z.At == (geom.Point{X: from.X, Y: from.Y}) {
			t.B.Zones = append([]LightZone(nil), t.B.Zones...)
			t.B.Zones[i].At = geom.Point{X: to.X, Y: to.Y}
			return true
		}
	}
	return false
}

// followZones moves the areas fixed to the figure with it (a copy: the
// zones may be shared with a snapshot).
func (t *Battlefield) followZones(f *Figure) {
	copied := false
	for i := range t.B.Zones {
		if t.B.Zones[i].On != f.ID || t.B.Zones[i].At == f.Center() {
			continue
		}
		if !copied {
			t.B.Zones, copied = append([]LightZone(nil), t.B.Zones...), true
		}
		t.B.Zones[i].At = f.Center()
	}
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
	for i := range b.Zones {
		z := &b.Zones[i]
		if z.Silence || !z.Covers(q) {
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
		if z := &t.B.Zones[i]; !z.Silence && z.Covers(q) {
			out = append(out, [2]string{z.Power, z.Caster})
		}
	}
	return out
}
