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
	AddBarrier(caster, power string, from, to Spot, hardness int) error
	EndBarriers(caster, power string) int
	// BarrierSections are the 1" sections still standing;
	// BreakBarrierSection knocks one out (powers_barrier_break.go).
	BarrierSections() []BarrierSection
	BreakBarrierSection(barrier, index int) error
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
	)
	RegisterAfterAction(barriersKept)
	RegisterHelp(HelpEntry{Key: "barrier", Title: "Barrier", Text: "Barrier stands a straight wall 5\" long (10\" with Size, +1 Power Point) along the grid lines, from the top-left corner of the square it is cast at, in the direction the caster picks. " +
		"It blocks movement and sight like any wall while the caster keeps it up, and goes when the caster drops it or suffers Backlash. " +
		"It has Hardness 10 (12 when Hardened, +1): each inch of it is an object that an attack breaks (Break barrier), leaving a 1\" gap."})
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

func placeBarrier(b *Battle, p *CastPlan, raise bool) error {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
		return fmt.Errorf("this table cannot stand a barrier")
	}
	from, to, err := BarrierLine(*p.At, p.Choice, p.hasMod("Size"))
	if err != nil {
		return err
	}
	hard := BarrierHardness
	if p.hasMod("Hardened") {
		hard = HardenedHardness
	}
	if err := bb.AddBarrier(p.Who.ID, p.Power.Name, from, to, hard); err != nil {
		return b.Record(p.Who.stateEvent(EventState, p.Power.Name, "finds no room for the wall: "+err.Error()))
	}
	f := p.Who
	rounds, by := 5, f.ID
	if b.edition == Deluxe {
		rounds = 3
	}
	f.Effects = append(append([]Effect(nil), f.Effects...), Effect{Source: Source{Kind: FromPower, Name: p.Power.Name},
		Change: ChangeFeature, Detail: featureZone, Ends: EndsRounds, Span: rounds, Round: b.Fight.Init.Round, By: by})
	return b.Record(f.stateEvent(EventState, p.Power.Name, fmt.Sprintf("stands a wall from %s to %s (Hardness %d)", from, to, hard)))
}

// barriersKept takes off the walls of a caster whose Barrier marker is
// gone (its rounds ran out unrenewed): the wall lasts as the power does.
func barriersKept(b *Battle, _ Action, _ *Plan) error {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
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
