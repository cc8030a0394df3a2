package rules

import (
	"fmt"
	"strings"

	"battlemat/geom"
)

// Doors: figures open and close a door next to them, or break it with a
// blow in melee against Parry 2 (ObjectParry): the damage never aces,
// gets no raise bonus, and must be of a kind that breaks a door (blunt,
// cutting, fire; a bullet only punches a hole). Opening or closing takes
// an action in both editions: the seeds count quick tasks as one action.
// The table keeps the door's state (DoorBattlefield); a rebuilt battle resets it.

func init() {
	RegisterAction(UseDoor{Who: "buck", At: Pos{X: 3, Y: 3}, Open: true})
	RegisterAction(BreakDoor{Who: "buck", At: Pos{X: 3, Y: 3}, Weapon: "Machete"})
	RegisterLine(EventDoor, func(e Event, who string, _ func(string) string) string {
		return fmt.Sprintf("%s %s the %s at %s.", who, e.Outcome, e.What, e.Target)
	})
	RegisterHelp(HelpEntry{Key: "doors", Title: "Doors", Text: "A closed door blocks movement and sight; an open or broken one blocks neither. " +
		"A figure next to a door opens or closes it as an action (nobody may stand in the doorway to close it). " +
		"To break a door, strike it in melee (Fighting against Parry 2) or shoot or throw at it (against 4, with the range), then roll damage with no aces and no raise bonus against its Hardness (8 a light door, 10 a heavy one). " +
		"Only blunt, cutting or fire damage breaks a door: a single bullet or a spear does not, but a shotgun at Short range hits an object like a club. " +
		"A blast rolls its damage against every closed door under it. A broken door stays open. A door whose material the map does not name is an oak door (+6 armor as an obstacle), drawn as a square or on a thin wall alike."})
}

// Door action kinds and the event they record.
const (
	KindDoor      = "door"
	KindBreakDoor = "break_door"
	// EventDoor: Who opens, closes or breaks (Outcome) the door What on
	// the square Target.
	EventDoor EventKind = "door"
)

// Door is a door of the map as the table has it now.
type Door struct {
	At       Pos  `json:"at"`
	Open     bool `json:"open"`
	Broken   bool `json:"broken,omitempty"`
	Hardness int  `json:"hardness"`
	// Thin: the door stands on a thin wall between squares; At only
	// names it (the square holding its middle), so standing on At does
	// not block closing it: the table refuses to close it through a base.
	Thin bool `json:"thin,omitempty"`
}

// Kind is the door's row of the object table: a heavy door from Hardness
// 10 up, else a light door (with the door's own Hardness).
func (d Door) Kind() ObjectKind {
	k := Objects["light_door"]
	if d.Hardness >= Objects["heavy_door"].Hardness {
		k = Objects["heavy_door"]
	}
	k.Hardness = d.Hardness
	return k
}

// DoorBattlefield is a Battlefield with doors (the board's is one).
type DoorBattlefield interface {
	Door(at Pos) (Door, bool)
	Doors() []Door
	SetDoor(at Pos, open, broken bool) error
}

// Doors lists the table's doors (none when the table has no doors).
func (b *Battle) Doors() []Door {
	if dt, ok := b.Battlefield.(DoorBattlefield); ok {
		return dt.Doors()
	}
	return nil
}

// doorAppender is an optional part of a DoorBattlefield: its Doors
// appended to out (board's has it).
type doorAppender interface {
	AppendDoors(out []Door) []Door
}

// appendDoors is Doors appended to out.
func (b *Battle) appendDoors(out []Door) []Door {
	if da, ok := b.Battlefield.(doorAppender); ok {
		return da.AppendDoors(out)
	}
	return append(out, b.Doors()...)
}

// door finds the door next to who at the square.
func (b *Battle) door(who string, at Pos) (Door, DoorBattlefield, error) {
	dt, ok := b.Battlefield.(DoorBattlefield)
	if !ok {
		return Door{}, nil, fmt.Errorf("this table has no doors")
	}
	d, ok := dt.Door(at)
	if !ok {
		return Door{}, nil, fmt.Errorf("there is no door at %s", at)
	}
	if !b.withinReach(who, at) {
		return Door{}, nil, fmt.Errorf("%s is not next to the door at %s", b.name(who), at)
	}
	return d, dt, nil
}

// UseDoor opens (Open) or closes a door next to the figure.
type UseDoor struct {
	Who  string `json:"who"`
	At   Pos    `json:"at"`
	Open bool   `json:"open"`
}

func (UseDoor) Kind() string { return KindDoor }

func (u UseDoor) Plan(b *Battle) (*Plan, error) { return b.plainPlan(u.Who, u.check(b)) }

func (u UseDoor) check(b *Battle) error {
	if _, err := b.CheckAction(u.Who, KindDoor); err != nil {
		return err
	}
	d, _, err := b.door(u.Who, u.At)
	if err != nil {
		return err
	}
	name := d.Kind().Name
	switch {
	case d.Broken:
		return fmt.Errorf("the %s at %s is broken: it stays open", name, u.At)
	case d.Open == u.Open && u.Open:
		return fmt.Errorf("the %s at %s is already open", name, u.At)
	case d.Open == u.Open:
		return fmt.Errorf("the %s at %s is already closed", name, u.At)
	}
	if !u.Open && !d.Thin {
		for _, f := range b.figs {
			if b.covers(f, u.At) {
				return fmt.Errorf("%s stands in the doorway at %s", b.name(f.ID), u.At)
			}
		}
	}
	return nil
}

// covers reports whether the figure's base is on the square.
func (b *Battle) covers(f *Figure, sq Pos) bool {
	at, ok := b.Battlefield.Position(f.ID)
	n := Footprint(f.Size)
	return ok && sq.X >= at.X && sq.X < at.X+n && sq.Y >= at.Y && sq.Y < at.Y+n
}

func (u UseDoor) Do(b *Battle, _ *Plan) error {
	d, dt, err := b.door(u.Who, u.At)
	if err != nil {
		return err
	}
	b.UseAction(KindDoor)
	if err := dt.SetDoor(u.At, u.Open, false); err != nil {
		return err
	}
	out := "closes"
	if u.Open {
		out = "opens"
	}
	return b.Record(Event{Kind: EventDoor, Who: u.Who, What: d.Kind().Name, Target: u.At.String(), Outcome: out})
}

// BreakDoor strikes a door next to the figure with a melee weapon
// (Weapon "" is the first melee weapon, "unarmed" bare hands).
type BreakDoor struct {
	Who    string `json:"who"`
	At     Pos    `json:"at"`
	Weapon string `json:"weapon,omitempty"`
}

func (BreakDoor) Kind() string { return KindBreakDoor }

type breakPlan struct {
	f      *Figure
	door   Door
	dt     DoorBattlefield
	index  int
	weapon Weapon
	spec   DamageSpec
	// ranged: shot or thrown at the door from band (Short in melee).
	ranged bool
	band   RangeBand
	mods   Mods
}

func (k BreakDoor) plan(b *Battle) (*breakPlan, error) {
	f, err := b.CheckAction(k.Who, KindBreakDoor)
	if err != nil {
		return nil, err
	}
	p := &breakPlan{f: f, index: unarmedWeaponIndex, band: Short}
	switch {
	case strings.EqualFold(k.Weapon, "unarmed"):
	case k.Weapon != "":
		p.index = WeaponIndex(f, k.Weapon)
		if p.index < 0 {
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
	if p.index >= 0 {
		p.weapon = f.Weapons[p.index]
		p.spec = WeaponDamage(f, p.weapon)
	} else {
		p.weapon = Weapon{Name: "bare hands", Damage: Damage{Strength: true}}
	}
	// A shot or a throw (BreakDoorsAnyAttack): from range, its band
	// decides the damage type (a shotgun is blunt at Short range).
	p.ranged = p.index >= 0 && !IsMeleeWeapon(p.weapon) && b.Rules.BreakDoorsAnyAttack
	if p.ranged {
		if err := p.aimAt(b, k); err != nil {
			return nil, err
		}
	} else if p.door, p.dt, err = b.door(k.Who, k.At); err != nil {
		return nil, err
	}
	kind := p.door.Kind()
	switch {
	case p.door.Broken:
		return nil, fmt.Errorf("the %s at %s is already broken", kind.Name, k.At)
	case p.door.Open:
		return nil, fmt.Errorf("the %s at %s stands open: there is nothing to break through", kind.Name, k.At)
	}
	if dt := TypeOf(p.weapon, p.band); !kind.Breaks(dt) {
		return nil, fmt.Errorf("the %s does %s damage, which cannot break a %s (%s)", p.weapon.Name, dt, kind.Name, kind.TypesText())
	}
	if p.index >= 0 && !IsMeleeWeapon(p.weapon) && !p.ranged {
		return nil, fmt.Errorf("the %s is not a melee weapon: strike the door in melee", p.weapon.Name)
	}
	if p.index >= 0 && b.fired(p.index) {
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(k.Who), p.weapon.Name)
	}
	if !p.spec.Damage.Strength && !p.ranged {
		p.spec.Damage.Strength = true
	}
	p.spec.Joker = b.Fight.Init.Joker(k.Who)
	return p, nil
}

// Plan: a Fighting roll against the door's Parry.
func (k BreakDoor) Plan(b *Battle) (*Plan, error) {
	d, err := k.plan(b)
	if err != nil {
		return nil, err
	}
	return b.objectStrike(k.Who, d.f, d.weapon, d.ranged, d.mods, d), nil
}

// objectStrike is the roll of a blow or a shot at an object (a door, an
// inch of Barrier): Fighting against its Parry, or a shot or a throw
// against 4 with mods.
func (b *Battle) objectStrike(who string, f *Figure, w Weapon, ranged bool, mods Mods, detail any) *Plan {
	if ranged {
		skill := Shooting
		if w.Thrown {
			skill = ThrowSkill(f)
		}
		r := b.planRoll(who, skill, mods)
		r.Weapon, r.Attack, r.Ranged = w.Name, true, true
		r.Dice = []PlannedDie{{TN: DefaultTN}}
		return onePlan(b, who, r, detail)
	}
	r := b.planRoll(who, Fighting, nil)
	r.Weapon, r.Attack = w.Name, true
	r.Dice = []PlannedDie{{TN: ObjectParry}}
	return onePlan(b, who, r, detail)
}

func (k BreakDoor) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*breakPlan)
	b.UseAction(KindBreakDoor + ":" + p.weapon.Name)
	b.turn.Fired = append(b.turn.Fired, p.index)
	kind := p.door.Kind()
	what := fmt.Sprintf("%s at %s", kind.Name, k.At)
	if p.ranged {
		b.useShot(p.f, p.index, p.weapon)
	}
	res := b.anyTest(p.f, pl.Rolls[0].Test(0))
	ev := res.Event(k.Who, "the "+what)
	ev.Weapon = p.weapon.Name
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure)
	if err := b.Record(ev); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	broken, bev := b.RNG().BreakObject(p.spec, what, kind.Hardness)
	bev.Weapon = p.weapon.Name
	if err := b.Record(bev); err != nil {
		return err
	}
	if !broken {
		return nil
	}
	if err := p.dt.SetDoor(k.At, true, true); err != nil {
		return err
	}
	return b.Record(Event{Kind: EventDoor, Who: k.Who, What: kind.Name, Target: k.At.String(), Outcome: "breaks open"})
}

// aimAt finds the door a shot or throw at k.At strikes and the range band
// to its square's centre: within the weapon's range (Extreme needs an Aim
// this does not take), with the range's and the light's modifiers.
func (p *breakPlan) aimAt(b *Battle, k BreakDoor) error {
	dt, ok := b.Battlefield.(DoorBattlefield)
	if !ok {
		return fmt.Errorf("this table has no doors")
	}
	if p.door, ok = dt.Door(k.At); !ok {
		return fmt.Errorf("there is no door at %s", k.At)
	}
	p.dt = dt
	band, dist := b.Battlefield.Band(k.Who, p.weapon, k.At.Center())
	switch {
	case band == OutOfRange || band == Extreme:
		return fmt.Errorf("the door at %s is out of range of the %s (%.0f\"; %s)", k.At, p.weapon.Name, dist, rangeWords(b.Rules, p.weapon))
	case !p.weapon.Thrown && p.weapon.Shots > 0 && p.index < len(p.f.Ammo) && p.f.Ammo[p.index] < 1:
		return fmt.Errorf("the %s is out of ammo: reload first", p.weapon.Name)
	}
	p.band = band
	if band > Short {
		p.mods = p.mods.With(band.String()+" range", b.Rules.RangeMod[band])
	}
	p.mods = append(p.mods, b.lightMods(k.Who)...)
	return nil
}

// useShot spends the round a shot at an object fires (a thrown weapon
// keeps its count here).
func (b *Battle) useShot(f *Figure, i int, w Weapon) {
	if w.Thrown || w.Shots <= 0 {
		return
	}
	for len(f.Ammo) <= i {
		f.Ammo = append(f.Ammo, w.Shots)
	}
	f.Ammo[i]--
}

// blastDoors rolls a blast's damage (no aces, no raise) against each
// closed door under it, centred on c, with the door's Hardness: a door's
// square overlapping the circle with positive area is under it.
func (b *Battle) blastDoors(who string, w Weapon, c Spot) error {
	dt, ok := b.Battlefield.(DoorBattlefield)
	if !ok {
		return nil
	}
	r := w.Template.BlastRadius()
	for _, d := range dt.Doors() {
		kind := d.Kind()
		if d.Open || d.Broken || !kind.Breaks(TypeOf(w, Short)) {
			continue
		}
		nx := min(max(c.X, float64(d.At.X)), float64(d.At.X+1))
		ny := min(max(c.Y, float64(d.At.Y)), float64(d.At.Y+1))
		if (nx-c.X)*(nx-c.X)+(ny-c.Y)*(ny-c.Y) >= (r-geom.Eps)*(r-geom.Eps) {
			continue
		}
		spec := WeaponDamage(b.Figure(who), w)
		spec.Joker = b.Fight.Init.Joker(who)
		what := fmt.Sprintf("%s at %s", kind.Name, d.At)
		broken, ev := b.RNG().BreakObject(spec, what, kind.Hardness)
		ev.Weapon = w.Name
		if err := b.Record(ev); err != nil {
			return err
		}
		if !broken {
			continue
		}
		if err := dt.SetDoor(d.At, true, true); err != nil {
			return err
		}
		if err := b.Record(Event{Kind: EventDoor, Who: who, What: kind.Name, Target: d.At.String(), Outcome: "breaks open"}); err != nil {
			return err
		}
	}
	return nil
}
