package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Items: what weapons do to objects (damage types and the Hardness
// table), weapons that fall to the ground (a disarm) and picking them up
// again, which readies them.

func init() {
	RegisterAction(PickUp{Who: "buck", Weapon: "Knife", At: &Pos{X: 4, Y: 2}})
	RegisterLine(EventItem, itemLine)
	RegisterHelp(HelpEntry{Key: "pick_up", Title: "Dropped weapons and picking them up", Text: "A weapon that falls lies on its holder's square, drawn on the map. " +
		"A figure on that square or next to it picks it up and has it ready: in swade readying up to two items a turn is free and each further one takes an action; in deluxe it always takes an action."},
		HelpEntry{Key: "breaking", Title: "Breaking things", Text: "An object nobody holds has Parry 2; a held one uses its holder's Parry. " +
			"Damage against an object never aces and gets no bonus from a raise; it breaks the object when it equals or beats the Hardness: rope and nets 4, light doors and locks 8, heavy doors, knives, swords and shields 10, handcuffs 12. " +
			"Only some kinds of damage break a thing: a bullet (piercing) does not break a door, a club (blunt) does not cut a rope. A weapon's damage_type says its kind; without it blows with a blade cut, bare hands and blasts are blunt, bullets pierce, and a shotgun is blunt at short range."})
}

// DamageType is what a weapon does to an object: a club cannot cut a
// rope and a bullet does not break a door.
type DamageType string

// The damage types of the object table.
const (
	Blunt    DamageType = "blunt"
	Cutting  DamageType = "cutting"
	Piercing DamageType = "piercing"
	Fire     DamageType = "fire"
)

// ParseDamageType reads a scenario's damage_type ("" derives it).
func ParseDamageType(s string) (DamageType, error) {
	switch d := DamageType(strings.ToLower(strings.TrimSpace(s))); d {
	case "", Blunt, Cutting, Piercing, Fire:
		return d, nil
	}
	return "", fmt.Errorf("%q is not a damage type (blunt, cutting, piercing, fire)", s)
}

// TypeOf is the damage type of weapon w at range band band: the
// weapon's own damage_type when given; otherwise bare hands and
// Strength-only blows are blunt, a shotgun's shot is blunt at short range
// (the seeds' reading of buckshot) and piercing beyond, other firearms and
// thrown weapons pierce, blasts are blunt, flamethrowers burn, and melee
// weapons with a die cut (swords, axes, machetes: the common case; a club
// or a spear says so with damage_type).
func TypeOf(w Weapon, band RangeBand) DamageType {
	switch {
	case w.DamageType != "":
		return w.DamageType
	case w.Shotgun && band == Short:
		return Blunt
	case w.Template.Blast():
		return Blunt
	case w.Template != NoTemplate:
		return Fire
	case w.Ranged():
		return Piercing
	case len(w.Damage.Dice) == 0:
		return Blunt
	}
	return Cutting
}

// ObjectKind is one row of the object table: its Hardness (the damage
// that breaks it) and the damage types that can break it at all.
type ObjectKind struct {
	Name     string
	Hardness int
	Types    []DamageType
}

// Breaks reports whether damage of type t can break the object.
func (o ObjectKind) Breaks(t DamageType) bool { return slices.Contains(o.Types, t) }

// TypesText is "blunt or cutting".
func (o ObjectKind) TypesText() string {
	ns := make([]string, len(o.Types))
	for i, t := range o.Types {
		ns[i] = string(t)
	}
	if len(ns) < 2 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " or " + ns[len(ns)-1]
}

// Objects is the seeds' object table: SWADE's Hardness with the damage
// types of the deluxe table (which lists the same objects by Toughness).
// Fire burns what cuts would (rope, doors, wooden shields) for the table's
// purposes; the GM may rule otherwise by hand.
var Objects = map[string]ObjectKind{
	"rope":          {"rope", 4, []DamageType{Cutting, Piercing, Fire}},
	"net":           {"net", 4, []DamageType{Cutting, Piercing, Fire}},
	"light_door":    {"light door", 8, []DamageType{Blunt, Cutting, Fire}},
	"lock":          {"lock", 8, []DamageType{Blunt, Piercing}},
	"heavy_door":    {"heavy door", 10, []DamageType{Blunt, Cutting, Fire}},
	"weapon":        {"weapon", 10, []DamageType{Blunt, Cutting}},
	"shield":        {"shield", 10, []DamageType{Blunt, Cutting}},
	"small_shield":  {"small shield", 8, []DamageType{Blunt, Cutting}},
	"medium_shield": {"medium shield", 10, []DamageType{Blunt, Cutting}},
	"large_shield":  {"large shield", 12, []DamageType{Blunt, Cutting}},
	"handcuffs":     {"handcuffs", 12, []DamageType{Blunt, Piercing, Cutting}},
}

// ObjectOf finds a row of the table by name ("light door", "heavy_door").
func ObjectOf(name string) (ObjectKind, bool) {
	o, ok := Objects[strings.NewReplacer(" ", "_", "-", "_").Replace(strings.ToLower(strings.TrimSpace(name)))]
	return o, ok
}

// GroundItem is a weapon lying on the map: where, who dropped it, its
// shots left (0 when its ammunition is not tracked) and whether it is
// broken.
type GroundItem struct {
	Weapon  Weapon `json:"weapon"`
	At      Pos    `json:"at"`
	Owner   string `json:"owner"`
	Ammo    int    `json:"ammo"`
	Broken  bool   `json:"broken,omitempty"`
	Dropped int    `json:"dropped"` // the round it fell in
}

// Ground lists the items lying on the map, in the order they fell (the
// window draws them).
func (b *Battle) Ground() []GroundItem { return slices.Clone(b.extra.ground) }

// EventItem records an item changing hands: Who drops or picks up the
// weapon What on the square Target ("(3, 4)"); Outcome says which.
const EventItem EventKind = "item"

// Item outcomes.
const (
	ItemDropped  = "drops"
	ItemPickedUp = "picks up"
)

func itemLine(e Event, who string, _ func(string) string) string {
	s := fmt.Sprintf("%s %s the %s", who, e.Outcome, e.What)
	if e.Outcome == ItemDropped && e.TN == 1 {
		s = fmt.Sprintf("%s's %s breaks and falls", who, e.What)
	}
	if e.Outcome == ItemDropped {
		s += " at " + e.Target
	} else {
		s += " from " + e.Target
	}
	if e.Total > 0 {
		s += " (it takes an action)"
	}
	return s + "."
}

// dropWeapon takes weapon i out of f's hands and lays it on f's square;
// broken says the blow that made it fall also broke it.
func (b *Battle) dropWeapon(f *Figure, i int, broken bool) error {
	at, _ := b.Battlefield.Position(f.ID)
	item := GroundItem{Weapon: f.Weapons[i], At: at, Owner: f.ID, Ammo: f.Weapons[i].Shots, Broken: broken, Dropped: b.Fight.Init.Round}
	f.Weapons = slices.Delete(slices.Clone(f.Weapons), i, i+1)
	if i < len(f.Ammo) {
		item.Ammo = f.Ammo[i]
		f.Ammo = slices.Delete(slices.Clone(f.Ammo), i, i+1)
	}
	b.extra.ground = append(b.extra.ground, item)
	e := Event{Kind: EventItem, Who: f.ID, What: item.Weapon.Name, Target: at.String(),
		Outcome: ItemDropped, Figure: f.ID, After: f.Snapshot()}
	if broken {
		e.TN = 1
	}
	return b.Record(e)
}

// KindPickUp is the action of picking up a weapon from the ground.
const KindPickUp = "pick_up"

// PickUp picks up a weapon lying on the figure's square or next to it and
// readies it. Readying is free for the edition's FreeReadies items a turn
// (swade: two), an action after that (deluxe: always an action).
type PickUp struct {
	Who    string `json:"who"`
	Weapon string `json:"weapon"`
	// At picks between two items of that name (nil: the nearest first).
	At *Pos `json:"at,omitempty"`
}

func (PickUp) Kind() string { return KindPickUp }

func (p PickUp) find(b *Battle) (*Figure, int, bool, error) {
	f, err := b.Actor(p.Who)
	if err != nil {
		return nil, -1, false, err
	}
	if f.Incapacitated || f.Dead {
		return nil, -1, false, fmt.Errorf("%s is Incapacitated and cannot pick anything up", b.name(p.Who))
	}
	if f.Stunned {
		return nil, -1, false, fmt.Errorf("%s is Stunned and cannot act", b.name(p.Who))
	}
	idx := -1
	for i, it := range b.extra.ground {
		if !strings.EqualFold(it.Weapon.Name, p.Weapon) || (p.At != nil && *p.At != it.At) {
			continue
		}
		if b.withinReach(p.Who, it.At) {
			idx = i
			break
		}
	}
	if idx < 0 {
		return nil, -1, false, fmt.Errorf("no %s lies on or next to %s's square", p.Weapon, b.name(p.Who))
	}
	if len(f.Weapons) >= maxCarried {
		return nil, -1, false, fmt.Errorf("%s carries %d weapons already", b.name(p.Who), maxCarried)
	}
	free := b.readiedThisTurn() < b.Rules.FreeReadies
	if !free {
		if _, err := b.CheckAction(p.Who, KindPickUp); err != nil {
			return nil, -1, false, fmt.Errorf("picking up the %s takes an action: %w", p.Weapon, err)
		}
	}
	return f, idx, free, nil
}

// maxCarried matches the scenario limit on weapons per figure.
const maxCarried = 32

func (p PickUp) Plan(b *Battle) (*Plan, error) { return b.plainPlan(p.Who, p.check(b)) }

func (p PickUp) check(b *Battle) error {
	_, _, _, err := p.find(b)
	return err
}

func (p PickUp) Do(b *Battle, _ *Plan) error {
	f, idx, free, err := p.find(b)
	if err != nil {
		return err
	}
	it := b.extra.ground[idx]
	b.extra.ground = slices.Delete(b.extra.ground, idx, idx+1)
	b.markReadied()
	if !free {
		b.UseAction(KindPickUp)
	}
	ammo := slices.Clone(f.Ammo)
	for len(ammo) < len(f.Weapons) {
		ammo = append(ammo, f.Weapons[len(ammo)].Shots)
	}
	f.Weapons = append(slices.Clone(f.Weapons), it.Weapon)
	f.Ammo = append(ammo, it.Ammo)
	e := Event{Kind: EventItem, Who: f.ID, What: it.Weapon.Name, Target: it.At.String(),
		Outcome: ItemPickedUp, Figure: f.ID, After: f.Snapshot()}
	if !free {
		e.Total = 1
	}
	return b.Record(e)
}

// readiedThisTurn counts the items readied in the turn under way.
func (b *Battle) readiedThisTurn() int {
	if b.turn == nil || b.extra.readiedTurn != b.turn {
		return 0
	}
	return b.extra.readied
}

func (b *Battle) markReadied() {
	if b.extra.readiedTurn != b.turn {
		b.extra.readiedTurn, b.extra.readied = b.turn, 0
	}
	b.extra.readied++
}

// withinReach reports whether the square is under the figure's base or
// next to it (diagonals included).
func (b *Battle) withinReach(id string, sq Pos) bool {
	f := b.Figure(id)
	at, ok := b.Battlefield.Position(id)
	if f == nil || !ok {
		return false
	}
	n := Footprint(f.Size)
	return sq.X >= at.X-1 && sq.X <= at.X+n && sq.Y >= at.Y-1 && sq.Y <= at.Y+n
}
