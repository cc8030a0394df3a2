package rules

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Breaking a Barrier (CHARACTERS.md 6.14: the wall is an object with its
// Hardness). Each 1" section of the wall is an object of its own: a blow
// in melee against Parry 2 or, where shots break doors
// (BreakDoorsAnyAttack), a shot or a throw against 4 with its range, then
// damage with no aces and no raise bonus; a total of at least the
// Hardness (10, 12 Hardened) knocks that section out and leaves a 1" gap.
// A blast rolls its damage against every section under it, and from
// revision 6 a Cone against every section it passes over. Our reading:
// any kind of damage breaks it (the wall's trapping, ice, stone or force,
// is free text battlemat does not read), unlike a door.

// KindBreakBarrier is the action of striking a Barrier's wall;
// EventBarrier records a section knocked out (Target its middle).
const (
	KindBreakBarrier           = "break_barrier"
	EventBarrier     EventKind = "barrier"
)

func init() {
	RegisterAction(BreakBarrier{Who: "buck", At: Spot{X: 3.5, Y: 2}, Weapon: "Axe"})
	RegisterLine(EventBarrier, func(e Event, who string, _ func(string) string) string {
		return fmt.Sprintf("%s knocks a 1\" gap in the barrier at %s.", who, e.Target)
	})
	RegisterHelp(HelpEntry{Key: "break barrier", Title: "Break barrier", Text: "A Barrier's wall breaks an inch at a time. " +
		"Strike the section next to you in melee (Fighting against Parry 2), or shoot or throw at it (against 4, with the range), then roll damage with no aces and no raise bonus: " +
		"10 or more (12 against a Hardened wall) knocks that inch out and leaves a gap to walk and see through. " +
		"A blast rolls its damage against every inch of wall under it, a Cone against every inch it passes over. Any kind of damage will do."})
}

// BarrierSection is one 1" section of a Barrier's wall still standing:
// Index along barrier Barrier of the table's list, from From to To.
type BarrierSection struct {
	Barrier, Index int
	From, To       Spot
	Caster         string
	Hardness       int
	Damage         string // the dice it rolls at who touches it ("" none)
}

// Mid is the section's middle.
func (s BarrierSection) Mid() Spot {
	return Spot{X: (s.From.X + s.To.X) / 2, Y: (s.From.Y + s.To.Y) / 2}
}

// Squares are the squares the section borders (a diagonal one: the square
// it crosses).
func (s BarrierSection) Squares() []Pos {
	m := s.Mid()
	var out []Pos
	for _, y := range []float64{m.Y - 1e-6, m.Y + 1e-6} {
		for _, x := range []float64{m.X - 1e-6, m.X + 1e-6} {
			p := Pos{X: int(math.Floor(x)), Y: int(math.Floor(y))}
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// BarrierSections lists the Barrier sections standing on the table.
func (b *Battle) BarrierSections() []BarrierSection {
	if bb, ok := b.Battlefield.(BarrierBattlefield); ok {
		return bb.BarrierSections()
	}
	return nil
}

// BreakBarrier strikes the section of a Barrier's wall nearest At (within
// 1"; a tie goes to the one nearest the striker) with a weapon (Weapon ""
// the first melee weapon, "unarmed" bare hands; a shot or a throw where
// shots break doors: a weapon both thrown and swung is thrown at a
// section out of reach).
type BreakBarrier struct {
	Who    string `json:"who"`
	At     Spot   `json:"at"`
	Weapon string `json:"weapon,omitempty"`
}

func (BreakBarrier) Kind() string { return KindBreakBarrier }

type barrierPlan struct {
	f      *Figure
	sec    BarrierSection
	bb     BarrierBattlefield
	index  int
	weapon Weapon
	spec   DamageSpec
	ranged bool
	mods   Mods
}

// section finds the section k aims at.
func (k BreakBarrier) section(b *Battle) (BarrierSection, BarrierBattlefield, error) {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
		return BarrierSection{}, nil, fmt.Errorf("this table has no barriers")
	}
	me, _ := b.Battlefield.Position(k.Who)
	n := float64(Footprint(b.Figure(k.Who).Size))
	centre := Spot{X: float64(me.X) + n/2, Y: float64(me.Y) + n/2}
	dist := func(a, c Spot) float64 { return math.Hypot(a.X-c.X, a.Y-c.Y) }
	best, found := BarrierSection{}, false
	for _, s := range bb.BarrierSections() {
		d := dist(s.Mid(), k.At)
		if d > 1+1e-9 {
			continue
		}
		if bd := dist(best.Mid(), k.At); !found || d < bd-1e-9 || d < bd+1e-9 && dist(s.Mid(), centre) < dist(best.Mid(), centre)-1e-9 {
			best, found = s, true
		}
	}
	if !found {
		return BarrierSection{}, nil, fmt.Errorf("there is no barrier wall at (%g, %g)", k.At.X, k.At.Y)
	}
	return best, bb, nil
}

func (k BreakBarrier) plan(b *Battle) (*barrierPlan, error) {
	f, err := b.CheckAction(k.Who, KindBreakBarrier)
	if err != nil {
		return nil, err
	}
	p := &barrierPlan{f: f, index: unarmedWeaponIndex}
	if p.sec, p.bb, err = k.section(b); err != nil {
		return nil, err
	}
	switch {
	case strings.EqualFold(k.Weapon, "unarmed"):
	case k.Weapon != "":
		if p.index = WeaponIndex(f, k.Weapon); p.index < 0 {
			return nil, fmt.Errorf("%s has no weapon called %q", b.name(k.Who), k.Weapon)
		}
	default:
		for i, w := range f.Weapons {
			if IsMeleeWeapon(w) {
				p.index = i
				break
			}
		}
	}
	p.spec = UnarmedDamage(f)
	p.weapon = Weapon{Name: "bare hands", Damage: Damage{Strength: true}}
	if p.index >= 0 {
		p.weapon = f.Weapons[p.index]
		p.spec = WeaponDamage(f, p.weapon)
	}
	near := false
	for _, sq := range p.sec.Squares() {
		near = near || b.withinReach(k.Who, sq)
	}
	// A weapon that is thrown as well as swung (an axe, a knife) is
	// thrown at an inch out of reach.
	p.ranged = p.index >= 0 && (!IsMeleeWeapon(p.weapon) || p.weapon.Thrown && !near)
	at := p.sec.Mid()
	where := fmt.Sprintf("the barrier at (%g, %g)", at.X, at.Y)
	switch {
	case p.ranged && !b.Rules.BreakDoorsAnyAttack:
		return nil, fmt.Errorf("the %s is not a melee weapon: strike the barrier in melee", p.weapon.Name)
	case p.ranged:
		band, dist := b.Battlefield.Band(k.Who, p.weapon, at)
		switch {
		case band == OutOfRange || band == Extreme:
			return nil, fmt.Errorf("%s is out of range of the %s (%.0f\"; %s)", where, p.weapon.Name, dist, rangeWords(b.Rules, p.weapon))
		case !p.weapon.Thrown && p.weapon.Shots > 0 && p.index < len(f.Ammo) && f.Ammo[p.index] < 1:
			return nil, fmt.Errorf("the %s is out of ammo: reload first", p.weapon.Name)
		}
		if band > Short {
			p.mods = p.mods.With(band.String()+" range", b.Rules.RangeMod[band])
		}
		p.mods = append(p.mods, b.lightMods(k.Who)...)
	default:
		if !near {
			return nil, fmt.Errorf("%s is not next to %s", b.name(k.Who), where)
		}
		p.spec.Damage.Strength = true
	}
	if p.index >= 0 && b.fired(p.index) {
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(k.Who), p.weapon.Name)
	}
	p.spec.Joker = b.Fight.Init.Joker(k.Who)
	return p, nil
}

// Plan: Fighting against Parry 2, or a shot against 4.
func (k BreakBarrier) Plan(b *Battle) (*Plan, error) {
	p, err := k.plan(b)
	if err != nil {
		return nil, err
	}
	return b.objectStrike(k.Who, p.f, p.weapon, p.ranged, p.mods, p), nil
}

func (k BreakBarrier) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*barrierPlan)
	b.UseAction(KindBreakBarrier + ":" + p.weapon.Name)
	b.turn.Fired = append(b.turn.Fired, p.index)
	if p.ranged {
		b.useShot(p.f, p.index, p.weapon)
	}
	m := p.sec.Mid()
	what := fmt.Sprintf("barrier at (%g, %g)", m.X, m.Y)
	res := b.anyTest(p.f, pl.Rolls[0].Test(0))
	ev := res.Event(k.Who, "the "+what)
	ev.Weapon = p.weapon.Name
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure)
	if err := b.Record(ev); err != nil || !res.Success {
		return err
	}
	if err := b.breakSection(k.Who, p.bb, p.sec, p.spec, p.weapon.Name); err != nil {
		return err
	}
	if p.ranged || p.sec.Damage == "" || p.f.Dead || p.f.Incapacitated {
		return nil
	}
	return b.barrierHarms(p.f, p.sec) // a blow touches a Damage barrier
}

// breakSection rolls the damage against the section's Hardness and knocks
// it out on a total at least that.
func (b *Battle) breakSection(who string, bb BarrierBattlefield, s BarrierSection, spec DamageSpec, weapon string) error {
	m := s.Mid()
	what := fmt.Sprintf("barrier at (%g, %g)", m.X, m.Y)
	broken, bev := b.RNG().BreakObject(spec, what, s.Hardness)
	bev.Weapon = weapon
	if err := b.Record(bev); err != nil || !broken {
		return err
	}
	if err := bb.BreakBarrierSection(s.Barrier, s.Index); err != nil {
		return err
	}
	return b.Record(Event{Kind: EventBarrier, Who: who, What: "Barrier", Target: fmt.Sprintf("(%g, %g)", m.X, m.Y), Outcome: "broken"})
}

// blastBarriers rolls a blast's damage against each section of a Barrier
// under it (the section passes within the radius of the centre c), a roll
// each.
func (b *Battle) blastBarriers(who string, w Weapon, c Spot) error {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
		return nil
	}
	r := w.Template.BlastRadius()
	for _, s := range bb.BarrierSections() {
		if segmentDistance(c, s.From, s.To) >= r-1e-9 {
			continue
		}
		spec := WeaponDamage(b.Figure(who), w)
		spec.Joker = b.Fight.Init.Joker(who)
		if err := b.breakSection(who, bb, s, spec, w.Name); err != nil {
			return err
		}
	}
	return nil
}

// coneBarriers rolls a Cone's damage against each section of a Barrier
// it passes over (from the attacker toward at), a roll each.
func (b *Battle) coneBarriers(who string, w Weapon, at Spot) error {
	bb, ok := b.Battlefield.(BarrierBattlefield)
	if !ok {
		return nil
	}
	secs, err := bb.SectionsUnder(Cone, who, at)
	if err != nil {
		return err
	}
	for _, s := range secs {
		spec := WeaponDamage(b.Figure(who), w)
		spec.Joker = b.Fight.Init.Joker(who)
		if err := b.breakSection(who, bb, s, spec, w.Name); err != nil {
			return err
		}
	}
	return nil
}

// segmentDistance is the distance from p to the segment a-c.
func segmentDistance(p, a, c Spot) float64 {
	dx, dy := c.X-a.X, c.Y-a.Y
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = max(0, min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	}
	return math.Hypot(p.X-(a.X+t*dx), p.Y-(a.Y+t*dy))
}
