package rules

import (
	"fmt"
)

// Light and Darkness: areas put on the map, not on figures. Light makes a
// Large Blast (3" radius) Bright; Darkness makes one Dark, Pitch Darkness
// with a raise, whatever the other lights; where the two overlap it is
// Dim (CHARACTERS.md 6.14). They last 10 minutes, longer than any fight:
// the caster's choice (maintain with end) or Backlash takes them off.
// The table keeps the areas (ZoneBattlefield); the caster carries a
// marker effect so that maintaining and Backlash find them.

// ZoneBattlefield is a table that takes areas of light and darkness.
type ZoneBattlefield interface {
	AddLightZone(caster, power string, at Spot, radius float64, l Light)
	EndLightZones(caster, power string) int
}

// featureZone marks a caster's Light or Darkness on the map.
const featureZone = "light_zone"

// zoneRounds is 10 minutes in rounds.
const zoneRounds = 100

func init() {
	light := PowerRules{Place: placeZone}
	registerPower(
		&Power{Name: "Light", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: LBT, Placed: true},
		&Power{Name: "Light", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: LBT, Placed: true},
		light)
	registerPower(
		&Power{Name: "Darkness", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: LBT, Placed: true},
		nil,
		light)
}

func placeZone(b *Battle, p *CastPlan, raise bool) error {
	zb, ok := b.Battlefield.(ZoneBattlefield)
	if !ok {
		return fmt.Errorf("this table cannot take areas of light")
	}
	l := Bright
	if p.Power.Name == "Darkness" || p.Power.Name == "Obscure" {
		l = Dark
		if raise {
			l = Pitch
		}
	}
	what, shaped, err := placeShaped(b, p, raise, l) // Beam, Mobile: powers_light8.go
	if err != nil {
		return err
	}
	if !shaped {
		zb.AddLightZone(p.Who.ID, p.Power.Name, *p.At, LBT.BlastRadius(), l)
		what = fmt.Sprintf("makes it %s within 3\" of %s", l, *p.At)
	}
	span := zoneRounds
	if p.Power.Rounds > 0 {
		span = p.Power.Rounds // deluxe Obscure: 3 rounds, kept up a round at a time
	}
	f := p.Who
	f.Effects = append(append([]Effect(nil), f.Effects...), Effect{Source: Source{Kind: FromPower, Name: p.Power.Name},
		Change: ChangeFeature, Detail: featureZone, Ends: EndsRounds, Span: span, Round: b.Fight.Init.Round, By: f.ID})
	return b.Record(f.stateEvent(EventState, p.Power.Name, what))
}

// endZones takes the caster's areas off the table with its marker.
func (b *Battle) endZones(caster, power string) {
	if zb, ok := b.Battlefield.(ZoneBattlefield); ok {
		zb.EndLightZones(caster, power)
	}
	if bb, ok := b.Battlefield.(BarrierBattlefield); ok { // Barrier: powers_barrier.go
		bb.EndBarriers(caster, power)
	}
}

// Silence (swade): a Large Blast where Notice by hearing takes -4, or
// finds nothing with a raise (notice.go reads it). It lasts 5 rounds,
// kept as the caster's marker effect (its raise, its rounds, the point it
// was cast at); the table keeps the area itself (SilenceBattlefield: the
// screens draw it, Mobile moves it or fixes it to a figure). Sound, its
// other half, only makes a noise: nothing for a fight's numbers.
func init() {
	registerPower(
		&Power{Name: "Silence", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Template: LBT, Placed: true, Since: 8},
		nil,
		PowerRules{Place: placeSilence})
}

// silenceRounds is Silence's duration.
const silenceRounds = 5

func placeSilence(b *Battle, p *CastPlan, raise bool) error {
	f := p.Who
	v, what := 1, fmt.Sprintf("Notice by hearing %+d", SilenceNoticeMod)
	if raise {
		v, what = 2, "no Notice by hearing"
	}
	where := fmt.Sprintf("within 3\" of %s", *p.At)
	if sb, ok := b.Battlefield.(SilenceBattlefield); ok {
		at, mobile := *p.At, p.hasMod("Mobile")
		switch {
		case p.carrier != "":
			at, where = b.Battlefield.Centre(p.carrier), fmt.Sprintf("within 3\" of %s, wherever it goes", b.name(p.carrier))
		case mobile:
			where += fmt.Sprintf(", which it may move %.0f\" a turn", b.mobileReach(f))
		}
		sb.AddSilence(f.ID, p.carrier, at, LBT.BlastRadius(), mobile)
	}
	f.Effects = append(append([]Effect(nil), f.Effects...), Effect{Source: Source{Kind: FromPower, Name: p.Power.Name},
		Change: ChangeFeature, Detail: featureSilence, Value: v, For: spotText(*p.At), Ends: EndsRounds, Span: silenceRounds, Round: b.Fight.Init.Round, By: f.ID})
	return b.Record(f.stateEvent(EventState, p.Power.Name, fmt.Sprintf("%s %s", what, where)))
}
