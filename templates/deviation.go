package templates

import (
	"fmt"
	"math"

	"battlemat/geom"
	"battlemat/rules"
)

// EventDeviation is the kind of the Event that records a deviation.
const EventDeviation rules.EventKind = "deviation"

// Deviation is where a missed blast lands and every die that sent it there.
type Deviation struct {
	From, To geom.Point // the attacker and the intended point
	Thrown   bool
	Band     rules.RangeBand
	// Dice are the distance dice (never aced), Mult the range band's
	// multiplier, Rolled their sum times Mult in inches.
	Dice   []rules.DieRoll
	Mult   int
	Rolled int
	// Distance is how far the blast moves: Rolled, capped at half the
	// distance from the attacker to the intended point.
	Distance float64
	Capped   bool
	// Clock is the d12 read as a clock face (ClockDie records the roll).
	Clock    int
	ClockDie rules.DieRoll
	// Landing is the new centre of the blast.
	Landing geom.Point
}

// ClockDirection turns a clock reading into a unit direction on the map.
// 12 o'clock points along the throw (from the attacker through the intended
// point), and each hour turns 30 degrees clockwise as seen on the map with
// y down: thrown along +x (east), 3 o'clock points to +y (south, down the
// screen), 6 back at the attacker (-x), 9 to -y (north). throw must be a
// unit vector.
func ClockDirection(throw geom.Point, hour int) geom.Point {
	// Quarter hours are exact: no sine rounding on the four main points.
	switch ((hour % 12) + 12) % 12 {
	case 0:
		return throw
	case 3:
		return throw.Perp()
	case 6:
		return throw.Scale(-1)
	case 9:
		return throw.Perp().Scale(-1)
	}
	return throw.Rotate(float64(hour%12) * math.Pi / 6)
}

// Deviate rolls where a missed blast lands, by the edition's rules: the
// deviation dice (thrown or fired, no aces) times the range band's
// multiplier, a d12 for the clock direction, and the cap of half the
// distance from the attacker to the intended point applied after the
// multiplier. The dice are rolled in that order: distance dice, then the
// d12. A band the edition lacks (extreme in deluxe, out of range) is an
// error.
func Deviate(rng *rules.RNG, er *rules.EditionRules, thrown bool, band rules.RangeBand, from, to geom.Point) (Deviation, error) {
	if rng == nil || er == nil {
		return Deviation{}, fmt.Errorf("deviation needs dice and an edition")
	}
	if band < rules.Short || band > rules.Extreme || (band == rules.Extreme && !er.HasExtreme) || er.DeviationMult[band] <= 0 {
		return Deviation{}, fmt.Errorf("no deviation at %s range in %s", band, er.Edition)
	}
	if !finite(from) || !finite(to) {
		return Deviation{}, fmt.Errorf("deviation points %v, %v are not points", from, to)
	}
	expr := er.DeviationFired
	if thrown {
		expr = er.DeviationThrown
	}
	d := Deviation{From: from, To: to, Thrown: thrown, Band: band, Mult: er.DeviationMult[band]}
	sum := expr.Plus
	for range expr.N {
		r := rng.RollNoAce(rules.Die{Sides: expr.Sides})
		d.Dice = append(d.Dice, r)
		sum += r.Sum()
	}
	d.Rolled = sum * d.Mult
	d.ClockDie = rng.RollNoAce(rules.Die{Sides: 12})
	d.Clock = d.ClockDie.Sum()

	d.Distance = float64(d.Rolled)
	half := from.Dist(to) / 2
	if d.Distance > half {
		d.Distance, d.Capped = half, true
	}
	throw, ok := to.Sub(from).Unit()
	if !ok {
		// Attacker and intended point coincide: the cap is 0, nowhere to go.
		d.Landing = to
		return d, nil
	}
	d.Landing = to.Add(ClockDirection(throw, d.Clock).Scale(d.Distance))
	return d, nil
}

// Event records the deviation for the fight log: every die rolled (the
// distance dice, then the clock d12), the rolled distance as Total.
func (d Deviation) Event(who string) rules.Event {
	what := "fired"
	if d.Thrown {
		what = "thrown"
	}
	rolls := append(append([]rules.DieRoll(nil), d.Dice...), d.ClockDie)
	out := fmt.Sprintf("deviates %s\" toward %d o'clock", trimFloat(d.Distance), d.Clock)
	if d.Capped {
		out += fmt.Sprintf(" (rolled %d\" x%d, capped at half the distance)", d.Rolled/d.Mult, d.Mult)
	} else {
		out += fmt.Sprintf(" (rolled %d\" x%d)", d.Rolled/d.Mult, d.Mult)
	}
	return rules.Event{Kind: EventDeviation, Who: who, What: what, Rolls: rolls, Total: d.Rolled, Outcome: out}
}

func trimFloat(f float64) string { return fmt.Sprintf("%.4g", f) }
