package session

import (
	"battlemat/rules"
	"battlemat/wire"
)

// barriers are the Barrier power's walls standing now, which every seat
// sees as it sees the map's walls.
func (s *Session) barriers() []wire.Barrier {
	var out []wire.Barrier
	for _, br := range s.board.Barriers {
		for _, r := range br.Runs() { // a broken section leaves a gap
			out = append(out, wire.Barrier{From: rules.Spot{X: r[0].X, Y: r[0].Y}, To: rules.Spot{X: r[1].X, Y: r[1].Y}})
		}
	}
	return out
}

// doors are the map's doors not standing as the scenario set them, which
// every seat sees as it sees the map.
func (s *Session) doors() []wire.Door {
	var out []wire.Door
	for _, d := range s.board.DoorsChanged() {
		out = append(out, wire.Door{At: d.At, Open: d.Open, Broken: d.Broken})
	}
	return out
}

// ground is the weapons lying on the map, which every seat sees.
func (s *Session) ground() []wire.GroundItem {
	var out []wire.GroundItem
	for _, it := range s.b.Ground() {
		out = append(out, wire.GroundItem{Weapon: it.Weapon.Name, At: it.At, Broken: it.Broken})
	}
	return out
}

// zones are the Light, Darkness and Silence powers' areas on the map, which every
// seat sees as it sees the map's light (zonesFor: its caster only if the
// seat sees it).
func (s *Session) zones() []wire.Zone {
	var out []wire.Zone
	for _, z := range s.board.Zones {
		w := wire.Zone{At: rules.Spot{X: z.At.X, Y: z.At.Y}, Radius: z.Radius, Light: z.Light.String(), Caster: z.Caster, Power: z.Power}
		if z.Beam {
			w.To = &rules.Spot{X: z.To.X, Y: z.To.Y}
		}
		if z.Silence {
			w.Light, w.Silence = "", true
		}
		out = append(out, w)
	}
	return out
}

// zonesFor are the zones as the seat is told them: a caster the seat
// does not see (still hidden) is left out.
func (s *Session) zonesFor(seat string, zs []wire.Zone) []wire.Zone {
	var out []wire.Zone
	for _, z := range zs {
		if z.Caster != "" && !s.sees(seat, z.Caster) {
			z.Caster = ""
		}
		out = append(out, z)
	}
	return out
}
