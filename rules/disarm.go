package rules

import (
	"fmt"
	"strings"
)

// Disarm: an attack meant to make a foe drop what it holds (deluxe: the
// arm or the item, never the hand). Struck on the limb or hand it is a called shot whose damage counts as usual, and then
// the victim rolls Strength or lets go (swade: only when the blow Shook or
// Wounded it, at -2 for a limb or -4 for a hand; deluxe: always, against
// the damage). Struck on the item itself it is a called shot at the
// item's size (-4 for a hand-held item, -2 for a large one), the damage
// goes against the item's Hardness as against any object (no aces, no
// raise bonus), and the holder rolls Strength against that damage or
// drops it. A dropped weapon lies on the holder's square (items.go).

func init() {
	RegisterAction(Disarm{Who: "buck", Target: "c1", Weapon: "Machete", At: DisarmHand})
	RegisterHelp(HelpEntry{Key: "disarm", Title: "Disarm and called shots to items", Text: fmt.Sprintf("Choose Disarm and strike the hand (%d), the limb (%d) or the item itself (%d, or %d for a large item such as a rifle). ", HandShotMod, LimbShotMod, ItemShotMod, LargeItemShotMod) +
		fmt.Sprintf("A hand or limb shot does its damage as usual; in swade, if it Shakes or Wounds the victim, the victim rolls Strength at %d (limb) or %d (hand) with its Wound penalties and drops the item on a failure. ", LimbShotMod, HandShotMod) +
		"In deluxe a disarm strikes the arm, never the hand, and every hit on the arm calls for a Strength roll, which must equal the damage or the item falls. " +
		"A shot at the item hurts no one: its damage goes against the item's Hardness (no aces, no raise bonus) and may break it, and the holder rolls Strength against the damage or drops it. " +
		"A dropped weapon lies on the square and anyone on or next to it can pick it up."})
}

// KindDisarm is the disarm attack's kind.
const KindDisarm = "disarm"

// Where a disarm strikes.
const (
	DisarmHand = CalledHand
	DisarmLimb = CalledLimb
	DisarmItem = "item"
)

// Disarm is an attack on a foe's hand, limb or held item to make it drop
// Item (the foe's weapon by name; "" its first melee weapon, else its
// first weapon). Weapon is the attacker's (as for fight or shoot: a melee
// weapon strikes an adjacent foe, a ranged weapon shoots).
type Disarm struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	Weapon string `json:"weapon,omitempty"`
	Item   string `json:"item,omitempty"`
	// At is "hand", "limb" or "item".
	At string `json:"at"`
	// Large: the item is large (a rifle, a polearm): -2 instead of -4.
	Large bool `json:"large,omitempty"`
}

func (Disarm) Kind() string { return KindDisarm }

// disarmPlan is a checked Disarm.
type disarmPlan struct {
	ranged bool
	melee  *MeleePlan
	shot   *ShotPlan
	victim *Figure
	item   int // the victim's weapon index
}

func (d Disarm) shoots(b *Battle) bool {
	f := b.Figure(d.Who)
	if f == nil || d.Weapon == "" || strings.EqualFold(d.Weapon, "unarmed") {
		return false
	}
	i := WeaponIndex(f, d.Weapon)
	return i >= 0 && !IsMeleeWeapon(f.Weapons[i])
}

func (d Disarm) plan(b *Battle) (*disarmPlan, error) {
	switch d.At {
	case DisarmHand, DisarmLimb, DisarmItem:
	default:
		return nil, fmt.Errorf("%q is not where a disarm strikes (hand, limb or item)", d.At)
	}
	if d.At == DisarmHand && b.Rules.DisarmArmOnly {
		return nil, fmt.Errorf("in %s a disarm strikes the arm (limb, %d) or the item itself, not the hand", b.Rules.Edition, LimbShotMod)
	}
	t := b.Figure(d.Target)
	if t == nil {
		return nil, fmt.Errorf("there is no figure %q", d.Target)
	}
	p := &disarmPlan{victim: t, item: heldItem(t, d.Item)}
	if p.item < 0 {
		if d.Item != "" {
			return nil, fmt.Errorf("%s holds no %s", b.name(d.Target), d.Item)
		}
		return nil, fmt.Errorf("%s holds nothing to drop", b.name(d.Target))
	}
	if w := t.Weapons[p.item]; w.Natural {
		return nil, fmt.Errorf("the %s's %s is part of it: it cannot be knocked away", b.name(d.Target), w.Name)
	}
	called := d.At
	if called == DisarmItem {
		called = ""
	}
	var err error
	if d.shoots(b) {
		p.ranged = true
		p.shot, err = Shoot{Who: d.Who, Weapon: d.Weapon, Targets: []string{d.Target}, Called: called}.plan(b)
	} else {
		p.melee, err = Melee{Who: d.Who, Target: d.Target, Weapon: d.Weapon, Called: called}.plan(b, false)
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// heldItem is the index of the weapon named (or the first melee weapon,
// else the first weapon), or -1.
func heldItem(f *Figure, name string) int {
	if name != "" {
		return WeaponIndex(f, name)
	}
	for i, w := range f.Weapons {
		if IsMeleeWeapon(w) && !w.Natural {
			return i
		}
	}
	for i, w := range f.Weapons {
		if !w.Natural {
			return i
		}
	}
	return -1
}

// Plan: the attack roll, a shot or a Fighting roll (at the item's size
// when it strikes the item). The victim's Strength roll to hold on
// depends on the damage, so it is not planned.
func (d Disarm) Plan(b *Battle) (*Plan, error) {
	p, err := d.plan(b)
	if err != nil {
		return nil, err
	}
	var r PlannedRoll
	if p.ranged {
		r = b.shotRoll(p.shot)
	} else {
		r = b.meleeRoll(p.melee)
	}
	if d.At == DisarmItem {
		size := Modifier{Name: "called shot (item)", Value: ItemShotMod}
		if d.Large {
			size = Modifier{Name: "called shot (large item)", Value: LargeItemShotMod}
		}
		r.Dice[0].Mods = append(append(Mods(nil), r.Dice[0].Mods...), size)
	}
	return onePlan(b, d.Who, r, p), nil
}

func (d Disarm) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*disarmPlan)
	t := p.victim
	itemName := t.Weapons[p.item].Name
	if d.At == DisarmItem {
		return d.strikeItem(b, p, itemName, pl.Rolls[0])
	}
	before := t.State
	start := len(b.Events())
	if p.ranged {
		s := Shoot{Who: d.Who, Weapon: d.Weapon, Targets: []string{d.Target}, Called: d.At}
		if err := s.resolve(b, p.shot, pl.Rolls[0]); err != nil {
			return err
		}
	} else {
		m := Melee{Who: d.Who, Target: d.Target, Weapon: d.Weapon, Called: d.At}
		b.UseAction(KindFight + ":" + p.melee.Damage.Weapon)
		b.turn.Fired = append(b.turn.Fired, p.melee.Index)
		if err := m.resolve(b, p.melee, pl.Rolls[0]); err != nil {
			return err
		}
	}
	damage, hit := 0, false
	for _, e := range b.Events()[start:] {
		if e.Kind == EventDamage && e.Target == t.ID {
			damage, hit = e.Total, true
		}
	}
	if !hit || t.Incapacitated || t.Dead {
		return nil
	}
	i := WeaponIndex(t, itemName)
	if i < 0 {
		return nil
	}
	var roll TraitRoll
	if b.Rules.DisarmAgainstDamage {
		roll = t.TraitRoll(Strength, b.Fight.JokerMods(t.ID))
		roll.TN = damage
	} else {
		hurt := t.Wounds > before.Wounds || (t.Shaken && !before.Shaken)
		if !hurt {
			return nil
		}
		mod, name := LimbShotMod, "hit on the limb"
		if d.At == DisarmHand {
			mod, name = HandShotMod, "hit on the hand"
		}
		roll = t.TraitRoll(Strength, append(b.Fight.JokerMods(t.ID), Modifier{Name: name, Value: mod}))
		roll.TN = 4
	}
	return b.holdOn(t, i, roll)
}

// holdOn rolls the victim's Strength to keep weapon i; a failure drops it.
func (b *Battle) holdOn(t *Figure, i int, roll TraitRoll) error {
	res := b.anyTest(t, roll)
	ev := res.Event(t.ID, "")
	keeps := res.Success
	ev.Outcome = "keeps the " + t.Weapons[i].Name
	if !keeps {
		ev.Outcome = "lets go of the " + t.Weapons[i].Name
	}
	if err := b.Record(ev); err != nil {
		return err
	}
	if keeps {
		return nil
	}
	return b.dropWeapon(t, i, false)
}

// strikeItem attacks the held item itself: the attack roll at the item's
// size, then damage against its Hardness and the holder's Strength roll
// against the damage.
func (d Disarm) strikeItem(b *Battle, p *disarmPlan, itemName string, r PlannedRoll) error {
	t := p.victim
	tr := r.Test(0)
	var (
		spec DamageSpec
		with string
	)
	if p.ranged {
		sp := p.shot
		f, w := sp.Who, sp.Weapon
		b.UseAction(KindShoot + ":" + w.Name)
		b.turn.Fired = append(b.turn.Fired, sp.Index)
		if w.Shots > 0 && sp.Index < len(f.Ammo) {
			f.Ammo[sp.Index] -= sp.Ammo
		}
		spec = b.shotDamage(f, w, Shoot{Who: d.Who, Weapon: d.Weapon, Targets: []string{d.Target}}, sp.Sights[0].Band)
		with = w.Name
	} else {
		mp := p.melee
		b.UseAction(KindFight + ":" + mp.Damage.Weapon)
		b.turn.Fired = append(b.turn.Fired, mp.Index)
		spec = mp.Damage
		with = weaponWords(mp)
	}
	res := b.anyTest(b.Figure(d.Who), tr)
	ev := res.Event(d.Who, d.Target)
	ev.Weapon = with
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure) + " on the " + itemName
	if err := b.Record(ev); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	kind := Objects["weapon"]
	if o, ok := ObjectOf(itemName); ok { // a shield named as such
		kind = o
	} else if strings.Contains(strings.ToLower(itemName), "shield") {
		kind = Objects["shield"]
	}
	band := Short
	if p.ranged {
		band = p.shot.Sights[0].Band
	}
	w := Weapon{Name: with}
	if p.ranged {
		w = p.shot.Weapon
	} else if p.melee.Armed {
		w = p.melee.Weapon
	}
	dt := TypeOf(w, band)
	hardness := kind.Hardness
	broken, bev := b.RNG().BreakObject(spec, itemName+" of "+b.name(t.ID), hardness)
	if broken && !kind.Breaks(dt) {
		broken = false
		bev.Outcome = fmt.Sprintf("holds (%s damage cannot break it)", dt)
	}
	if err := b.Record(bev); err != nil {
		return err
	}
	i := WeaponIndex(t, itemName)
	switch {
	case i < 0:
		return nil
	case broken: // a ruined weapon is no use in hand: it falls
		return b.dropWeapon(t, i, true)
	case t.Incapacitated || t.Dead:
		return nil
	}
	roll := t.TraitRoll(Strength, b.Fight.JokerMods(t.ID))
	roll.TN = bev.Total
	return b.holdOn(t, i, roll)
}
