package rules

import (
	"fmt"
	"strings"
)

// Doors: figures open and close a door next to them, or break it with a
// blow in melee against Parry 2 (ObjectParry): the damage never aces,
// gets no raise bonus, and must be of a kind that breaks a door (blunt,
// cutting, fire; a bullet only punches a hole). Opening or closing takes
// an action in both editions: the seeds count quick tasks as one action.
// The table keeps the door's state (DoorTable); a rebuilt battle resets it.

func init() {
	RegisterAction(UseDoor{Who: "buck", At: Pos{X: 3, Y: 3}, Open: true})
	RegisterAction(BreakDoor{Who: "buck", At: Pos{X: 3, Y: 3}, Weapon: "Machete"})
	RegisterLine(EventDoor, func(e Event, who string, _ func(string) string) string {
		return fmt.Sprintf("%s %s the %s at %s.", who, e.Outcome, e.What, e.Target)
	})
	RegisterHelp(HelpEntry{Key: "doors", Title: "Doors", Text: "A closed door blocks movement and sight; an open or broken one blocks neither. " +
		"A figure next to a door opens or closes it as an action (nobody may stand in the doorway to close it). " +
		"To break a door, strike it in melee: Fighting against Parry 2, then damage with no aces and no raise bonus against its Hardness (8 a light door, 10 a heavy one). " +
		"Only blunt, cutting or fire damage breaks a door; a bullet or a spear does not. A broken door stays open."})
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

// DoorTable is a Table with doors (the board's is one).
type DoorTable interface {
	Door(at Pos) (Door, bool)
	Doors() []Door
	SetDoor(at Pos, open, broken bool) error
}

// Doors lists the table's doors (none when the table has no doors).
func (b *Battle) Doors() []Door {
	if dt, ok := b.Table.(DoorTable); ok {
		return dt.Doors()
	}
	return nil
}

// door finds the door next to who at the square.
func (b *Battle) door(who string, at Pos) (Door, DoorTable, error) {
	dt, ok := b.Table.(DoorTable)
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
	at, ok := b.Table.Position(f.ID)
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
	dt     DoorTable
	index  int
	weapon Weapon
	spec   DamageSpec
}

func (k BreakDoor) plan(b *Battle) (*breakPlan, error) {
	f, err := b.CheckAction(k.Who, KindBreakDoor)
	if err != nil {
		return nil, err
	}
	d, dt, err := b.door(k.Who, k.At)
	if err != nil {
		return nil, err
	}
	kind := d.Kind()
	switch {
	case d.Broken:
		return nil, fmt.Errorf("the %s at %s is already broken", kind.Name, k.At)
	case d.Open:
		return nil, fmt.Errorf("the %s at %s stands open: there is nothing to break through", kind.Name, k.At)
	}
	p := &breakPlan{f: f, door: d, dt: dt, index: unarmedWeaponIndex}
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
	if dt := TypeOf(p.weapon, Short); !kind.Breaks(dt) {
		return nil, fmt.Errorf("the %s does %s damage, which cannot break a %s (%s)", p.weapon.Name, dt, kind.Name, kind.TypesText())
	}
	if p.index >= 0 && !IsMeleeWeapon(p.weapon) {
		return nil, fmt.Errorf("the %s is not a melee weapon: strike the door in melee", p.weapon.Name)
	}
	if p.index >= 0 && b.fired(p.index) {
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(k.Who), p.weapon.Name)
	}
	if !p.spec.Damage.Strength {
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
	r := b.planRoll(k.Who, Fighting, nil)
	r.Weapon, r.Attack = d.weapon.Name, true
	r.Dice = []PlannedDie{{TN: ObjectParry}}
	return onePlan(k.Who, r, d), nil
}

func (k BreakDoor) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*breakPlan)
	b.UseAction(KindBreakDoor + ":" + p.weapon.Name)
	b.turn.Fired = append(b.turn.Fired, p.index)
	kind := p.door.Kind()
	what := fmt.Sprintf("%s at %s", kind.Name, k.At)
	res := b.RNG().TraitTest(pl.Rolls[0].Test(0))
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
