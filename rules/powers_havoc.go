package rules

import (
	"fmt"
	"math"
)

// Havoc and Damage Field (swade; deluxe's Havoc by its own numbers).
//
// Havoc: a Medium Blast within range, or with the choice "cone" a Cone
// from the caster; everyone under it is Distracted and rolls Strength
// (-2 after a raise, -2 more with Strong); a failure throws it 2d6"
// straight away from the caster (cone) or the centre (blast), and a
// throw cut short by a wall or a figure is 2d4 nonlethal damage. Large
// Blast +1 PP.
//
// Damage Field: its recipient harms every figure adjacent to it at the
// end of each of its turns with 2d4 (2d6 with the Damage modifier), a
// roll each, allies too (deluxe: 2d6, 2d8 after a raise).

// FeatureDamageField marks a Damage Field: For the dice.
const FeatureDamageField = "damage_field"

func init() {
	registerPower(
		&Power{Name: "Havoc", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Template: MBT, Resist: Strength},
		&Power{Name: "Havoc", Kind: PowerEffect, PP: 2, Range: RangeSmarts2, Template: MBT, Resist: Strength},
		PowerRules{Check: checkFree, On: havoc})
	powerChoices["Havoc"] = []string{"blast", "cone"}
	registerPower(
		&Power{Name: "Damage Field", Kind: PowerEffect, PP: 4, Range: RangeSmarts, Rounds: 5, Upkeep: 1},
		&Power{Name: "Damage Field", Kind: PowerEffect, PP: 4, Range: RangeTouch, Rounds: 3, Upkeep: 2},
		PowerRules{On: damageField})
	registerMods(
		PowerMod{Name: "Large Blast", PP: 1, For: []string{"Havoc"}},
		PowerMod{Name: "Strong", PP: 1, For: []string{"Havoc"}},
		PowerMod{Name: "Damage", PP: 2, For: []string{"Damage Field"}},
		PowerMod{Name: "Selective", PP: 1, For: []string{"Havoc"}},
	)
	RegisterTurnEnd(damageFieldTurn)
}

func havoc(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	mods := Mods(nil)
	if raise {
		mods = mods.With("Havoc raise", -2)
	}
	if p.hasMod("Strong") {
		mods = mods.With("Strong", -2)
	}
	// The Strength roll first: the Distraction is the power's doing, not
	// a burden on resisting it (our reading).
	resisted, err := b.resistPower(p, t, Strength, mods, 0)
	if err != nil {
		return err
	}
	if !t.Distracted {
		t.Distracted = true
		if err := b.Record(t.stateEvent(EventState, p.Power.Name, "Distracted")); err != nil {
			return err
		}
	}
	if resisted {
		return nil
	}
	if err := b.affected(p, t); err != nil { // the Fatigue modifier
		return err
	}
	origin := *p.At
	if p.Choice == "cone" {
		origin = b.Battlefield.Centre(p.Who.ID)
	}
	r1, r2 := b.RNG().RollNoAce(D6), b.RNG().RollNoAce(D6)
	want := r1.Sum() + r2.Sum()
	moved, to := b.throwFrom(origin, t, want)
	if moved > 0 {
		if err := b.Battlefield.Place(t.ID, to); err != nil {
			return err
		}
	}
	if err := b.Record(Event{Kind: EventMove, Who: t.ID, What: to.String(), Total: moved, Rolls: []DieRoll{r1, r2},
		Outcome: fmt.Sprintf("is thrown (2d6: %d+%d)", r1.Sum(), r2.Sum())}); err != nil {
		return err
	}
	if moved >= want {
		return nil
	}
	spec := DamageSpec{Who: p.Who.ID, Weapon: "Havoc (thrown into something hard)", Damage: Damage{Dice: []Die{D4, D4}}, Nonlethal: true, Power: b.edition, Magic: b.Rules.PowersHarmEthereal}
	_, err = b.Damage(spec, t)
	return err
}

// throwFrom finds how far (up to want inches) the figure can be thrown
// straight away from origin: each square on the way one it could stand
// on, no thin wall crossed.
func (b *Battle) throwFrom(origin Spot, t *Figure, want int) (int, Pos) {
	at, _ := b.Battlefield.Position(t.ID)
	c := b.Battlefield.Centre(t.ID)
	dx, dy := c.X-origin.X, c.Y-origin.Y
	if math.Hypot(dx, dy) < 1e-9 {
		dx = 1 // thrown from the very centre: to the east
	}
	sx, sy := signF(dx), signF(dy)
	if math.Abs(dx) > 2*math.Abs(dy) {
		sy = 0
	} else if math.Abs(dy) > 2*math.Abs(dx) {
		sx = 0
	}
	sb, _ := b.Battlefield.(StandBattlefield)
	walls, _ := b.Battlefield.(StepBattlefield)
	moved := 0
	for step := 1; step <= want && sb != nil; step++ {
		prev := Pos{X: at.X + sx*(step-1), Y: at.Y + sy*(step-1)}
		next := Pos{X: at.X + sx*step, Y: at.Y + sy*step}
		if sb.CanStand(t.ID, next) != nil || (walls != nil && walls.StepBlocked(t.ID, prev, next)) {
			break
		}
		moved = step
	}
	return moved, Pos{X: at.X + sx*moved, Y: at.Y + sy*moved}
}

func signF(v float64) int {
	switch {
	case v > 1e-9:
		return 1
	case v < -1e-9:
		return -1
	}
	return 0
}

func damageField(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	dice := "2d4"
	switch {
	case b.edition == Deluxe && raise:
		dice = "2d8"
	case b.edition == Deluxe || p.hasMod("Damage"):
		dice = "2d6"
	}
	return b.putPower(p, t, Effect{Change: ChangeFeature, Detail: FeatureDamageField, For: dice})
}

// damageFieldTurn: at the end of its turn a figure with a Damage Field
// rolls its damage at each adjacent figure.
func damageFieldTurn(b *Battle, f *Figure) error {
	for _, e := range f.Effects {
		if e.Change != ChangeFeature || e.Detail != FeatureDamageField || f.Incapacitated || f.Dead {
			continue
		}
		if e.Ends == EndsRounds && b.Fight.Init.Round > b.lastRound(&e) {
			continue
		}
		dmg, err := ParseDamage(e.For)
		if err != nil {
			return err
		}
		for _, g := range b.figs {
			if g == f || g.Dead || g.Incapacitated || !b.Battlefield.Adjacent(f.ID, g.ID) {
				continue
			}
			spec := DamageSpec{Who: f.ID, Weapon: "Damage Field", Damage: dmg, Power: b.edition, Magic: b.Rules.PowersHarmEthereal}
			if _, err := b.Damage(spec, g); err != nil {
				return err
			}
		}
	}
	return nil
}
