package rules

import (
	"fmt"
	"math"
)

// Barrier (swade): a straight wall 5" long (10" with Size), standing on
// the map while the caster keeps it up (5 rounds, then 1 PP to renew),
// blocking movement and sight like any solid wall; Hardness 10 (12 with
// Hardened). On the grid (CHARACTERS.md 6.14) it runs along the grid
// lines from a corner: the top-left corner of the square the point it is
// cast at lies in (a click on a square starts the wall there; the point
// must be within range and in sight), five squares' sides long in
// one of the eight directions (the casting's choice; a diagonal one
// crosses five squares corner to corner). The table keeps the wall
// (BarrierBattlefield); the caster carries the marker Light and Darkness
// carry (featureZone), so that maintaining, Drop power and Backlash take
// it off with them. deluxe: 1 PP per 1" section (our reading: 5 PP for
// the same wall, 3 rounds kept up at 1 PP a round).

// BarrierBattlefield is a table that stands a Barrier's walls.
type BarrierBattlefield interface {
	AddBarrier(caster, power string, w BarrierWalls) error
	EndBarriers(caster, power string) int
	// BarrierSections are the 1" sections still standing;
	// BreakBarrierSection knocks one out (powers_barrier_break.go).
	BarrierSections() []BarrierSection
	BreakBarrierSection(barrier, index int) error
	// SectionsUnder are the standing sections a template laid from the
	// figure (a Cone's apex) toward at passes over.
	SectionsUnder(tpl Template, from string, at Spot) ([]BarrierSection, error)
}

// BarrierWalls is what one casting of Barrier stands: its sides (one for
// a straight wall, four for a Shaped one), their Hardness, and the dice
// they roll at a figure that touches them (the Damage modifier; "" none).
type BarrierWalls struct {
	Sides    [][2]Spot
	Hardness int
	Damage   string
}

// barrierDirections are Barrier's choices: which way the wall runs from
// its start (y grows southward, down the map).
var barrierDirections = []struct {
	name   string
	dx, dy float64
}{{"east", 1, 0}, {"south-east", 1, 1}, {"south", 0, 1}, {"south-west", -1, 1},
	{"west", -1, 0}, {"north-west", -1, -1}, {"north", 0, -1}, {"north-east", 1, -1}}

// BarrierLength is a Barrier's length in inches (Size doubles it).
const BarrierLength = 5

// Barrier's Hardness, and with Hardened.
const (
	BarrierHardness  = 10
	HardenedHardness = 12
)

func init() {
	registerPower(
		&Power{Name: "Barrier", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: SBT, Placed: true},
		&Power{Name: "Barrier", Kind: PowerEffect, PP: 5, Range: RangeSmarts, Template: SBT, Placed: true},
		PowerRules{Place: placeBarrier})
	for _, d := range barrierDirections {
		powerChoices["Barrier"] = append(powerChoices["Barrier"], d.name)
	}
	registerMods(
		PowerMod{Name: "Hardened", PP: 1, For: []string{"Barrier"}},
		PowerMod{Name: "Size", PP: 1, For: []string{"Barrier"}},
		PowerMod{Name: "Range", PP: 1, For: []string{"Barrier"}},
		PowerMod{Name: "Damage", PP: 1, For: []string{"Barrier"}},
		PowerMod{Name: "Shaped", PP: 2, For: []string{"Barrier"}},
	)
	RegisterAfterAction(barriersKept)
	RegisterAfterAction(barrierTouches)
	RegisterHelp(HelpEntry{Key: "barrier", Title: "Barrier", Text: "Barrier stands a straight wall 5\" long (10\" with Size, +1 Power Point) along the grid lines, from the top-left corner of the square it is cast at, in the direction the caster picks. " +
		"It blocks movement and sight like any wall while the caster keeps it up, and goes when the caster drops it or suffers Backlash. " +
		"It has Hardness 10 (12 when Hardened, +1): each inch of it is an object that an attack breaks (Break barrier), leaving a 1\" gap. " +
		"With Damage (+1) it deals 2d4 to a figure that ends a move against it or strikes it in melee. " +
		"Shaped (+2) closes it into a square around the square it is cast at, 1\" a side (2\" with Size), instead of a straight wall."})
}

// BarrierLine is where a Barrier cast at at, running dir (a choice; ""
// east), with Size or not, stands: from the top-left corner of at's
// square.
func BarrierLine(at Spot, dir string, size bool) (Spot, Spot, error) {
	if dir == "" {
		dir = barrierDirections[0].name
	}
	n := float64(BarrierLength)
	if size {
		n *= 2
	}
	from := Spot{X: math.Floor(at.X), Y: math.Floor(at.Y)}
	for _, d := range barrierDirections {
		if d.name == dir {
			return from, Spot{X: from.X + n*d.dx, Y: from.Y + n*d.dy}, nil
		}
	}
	return Spot{}, Spot{}, fmt.Errorf("%q is not a direction of Barrier", dir)
}

// BarrierSquare is where a Shaped Barrier cast at at stands: a closed
// square along the grid lines from the top-left corner of at's square,
// 1" a side (2" with Size): the largest square its 5" (10") closes.
func BarrierSquare(at Spot, size bool) [][2]Spot {
	n := 1.0
	if size {
		n = 2
	}
	x, y := math.Floor(at.X), math.Floor(at.Y)
	a, c, d, e := Spot{X: x, Y: y}, Spot{X: x + n, Y: y}, Spot{X: x + n, Y: y + n}, Spot{X: x, Y: y + n}
	return [][2]Spot{{a, c}, {c, d}, {d, e}, {e, a}}
}

// BarrierDamage is what a Barrier cast with the Damage modifier rolls at
// a figure that touches it.
const BarrierDamage = "2d4"

func placeBarrier(b *Battle, p *CastPlan, raise bool) error {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
		return fmt.Errorf("this table cannot stand a barrier")
	}
	w := BarrierWalls{Hardness: BarrierHardness}
	if p.hasMod("Hardened") {
		w.Hardness = HardenedHardness
	}
	if p.hasMod("Damage") {
		w.Damage = BarrierDamage
	}
	var what string
	if p.hasMod("Shaped") {
		w.Sides = BarrierSquare(*p.At, p.hasMod("Size"))
		what = fmt.Sprintf("a closed square of wall from %s to %s", w.Sides[0][0], w.Sides[1][1])
	} else {
		from, to, err := BarrierLine(*p.At, p.Choice, p.hasMod("Size"))
		if err != nil {
			return err
		}
		w.Sides = [][2]Spot{{from, to}}
		what = fmt.Sprintf("a wall from %s to %s", from, to)
	}
	if err := bb.AddBarrier(p.Who.ID, p.Power.Name, w); err != nil {
		return b.Record(p.Who.stateEvent(EventState, p.Power.Name, "finds no room for the wall: "+err.Error()))
	}
	f := p.Who
	rounds, by := 5, f.ID
	if b.edition == Deluxe {
		rounds = 3
	}
	f.Effects = append(append([]Effect(nil), f.Effects...), Effect{Source: Source{Kind: FromPower, Name: p.Power.Name},
		Change: ChangeFeature, Detail: featureZone, Ends: EndsRounds, Span: rounds, Round: b.Fight.Init.Round, By: by})
	what += fmt.Sprintf(" (Hardness %d", w.Hardness)
	if w.Damage != "" {
		what += ", " + w.Damage + " to who touches it"
	}
	return b.Record(f.stateEvent(EventState, p.Power.Name, "stands "+what+")"))
}

// barriersKept takes off the walls of a caster whose Barrier marker is
// gone (its rounds ran out unrenewed): the wall lasts as the power does.
func barriersKept(b *Battle, _ Action, _ *Plan) error {
	parts := b.parts()
	if c := parts.counter; c != nil && c.BarrierCount() == 0 {
		return nil // nothing to take off: the usual case, after every action
	}
	bb := parts.barriers
	if bb == nil {
		return nil
	}
	for _, f := range b.figs {
		kept := false
		for _, e := range f.Effects {
			kept = kept || (e.Detail == featureZone && e.Source.Name == "Barrier")
		}
		if !kept {
			bb.EndBarriers(f.ID, "Barrier")
		}
	}
	return nil
}

// barrierCounter is a table that tells how many barriers stand, so that
// barriersKept need not ask for each figure's when there are none.
type barrierCounter interface{ BarrierCount() int }

// barrierTouches: a Barrier cast with Damage harms whoever touches it
// (our reading on the grid: a figure whose move in this action ends with
// its base against a standing inch of the wall; a blow at it,
// BreakBarrier). A roll each, once per action, the caster's power's
// damage (Arcane Resistance lessens it).
func barrierTouches(b *Battle, _ Action, _ *Plan) error {
	bb := b.parts().barriers
	if bb == nil {
		return nil
	}
	var hot []BarrierSection
	for _, s := range bb.BarrierSections() {
		if s.Damage != "" {
			hot = append(hot, s)
		}
	}
	if len(hot) == 0 {
		return nil
	}
	var movers []string
	for _, e := range b.Fight.Events[b.curStart:] {
		if e.Kind == EventMove && !containsString(movers, e.Who) {
			movers = append(movers, e.Who)
		}
	}
	for _, id := range movers {
		f := b.Figure(id)
		if f == nil || f.Dead || f.Incapacitated {
			continue
		}
		for _, s := range hot {
			if b.touchesSection(f, s) {
				if err := b.barrierHarms(f, s); err != nil {
					return err
				}
				break
			}
		}
	}
	return nil
}

// touchesSection reports whether the figure's base lies against the
// section (a square of it is one the section borders).
func (b *Battle) touchesSection(f *Figure, s BarrierSection) bool {
	at, ok := b.Battlefield.Position(f.ID)
	if !ok {
		return false
	}
	n := Footprint(f.Size)
	for _, sq := range s.Squares() {
		if sq.X >= at.X && sq.X < at.X+n && sq.Y >= at.Y && sq.Y < at.Y+n {
			return true
		}
	}
	return false
}

// barrierHarms rolls a Damage barrier's dice at a figure touching it.
func (b *Battle) barrierHarms(f *Figure, s BarrierSection) error {
	dmg, err := ParseDamage(s.Damage)
	if err != nil {
		return err
	}
	spec := DamageSpec{Who: s.Caster, Weapon: "Barrier", Damage: dmg, Power: b.edition, Magic: b.Rules.PowersHarmEthereal}
	_, err = b.Damage(spec, f)
	return err
}
