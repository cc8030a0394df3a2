package rules

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Area-effect attacks: blasts that deviate on a miss, cones and streams
// that fizzle; damage per figure under the template, cover as armor by
// edition, evasion and (deluxe) diving for cover.

func init() {
	RegisterAction(AreaAttack{Who: "buck", Weapon: "Grenade", At: Spot{X: 12.5, Y: 2.5}})
}

// KindArea is the area-effect attack's kind.
const KindArea = "area"

// EvadeMod is the Agility penalty of evading a template (or diving for
// cover).
const EvadeMod = -2

// AreaAttack fires or throws an area-effect weapon at a point of the
// table: a blast is centred there, a Cone or Stream starts at the
// attacker's base edge and points at it. Unaware lists the figures that
// did not see it coming: they cannot evade or dive for cover.
type AreaAttack struct {
	Who     string   `json:"who"`
	Weapon  string   `json:"weapon,omitempty"` // "" is the first weapon with a template
	At      Spot     `json:"at"`
	Unaware []string `json:"unaware,omitempty"`
	// Spared are left out from under the template (a Selective power).
	Spared []string `json:"-"`
}

func (AreaAttack) Kind() string { return KindArea }

// AreaPlan is a checked area-effect attack.
type AreaPlan struct {
	Who    *Figure
	Index  int
	Weapon Weapon
	Skill  Trait
	Band   RangeBand // Short for a Cone or Stream
	Mods   Mods      // range, light, Aim: the attacker's own
	Aimed  bool
	// Victims are the figures under the template where aimed, with their
	// damage modifiers and evasion rolls (PlannedRoll.Victims).
	Victims []PlannedVictim
}

// FirstTemplate is the index of the figure's first area-effect weapon, or -1.
func FirstTemplate(f *Figure) int {
	for i, w := range f.Weapons {
		if w.Template != NoTemplate {
			return i
		}
	}
	return -1
}

// Plan checks the attack and works out its modifiers. It rolls nothing.
func (a AreaAttack) plan(b *Battle) (*AreaPlan, error) {
	f, w, idx, err := b.chooseWeapon(a.Who, a.Weapon, KindArea, FirstTemplate, "area-effect weapon")
	if err != nil {
		return nil, err
	}
	return a.planWith(b, f, w, idx)
}

// planWith plans the attack with weapon w (idx -1: a power's template,
// powers_damage.go).
func (a AreaAttack) planWith(b *Battle, f *Figure, w Weapon, idx int) (*AreaPlan, error) {
	switch {
	case w.Template == NoTemplate:
		return nil, fmt.Errorf("the %s has no template: shoot or fight with it instead", w.Name)
	case f.Bound:
		return nil, fmt.Errorf("%s is Bound: it can only try to break free", b.name(a.Who))
	case b.fired(idx):
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(a.Who), w.Name)
	case b.Rules.BreathWholeTurn && idx >= 0 && f.breathes(w) && b.turn != nil && (b.turn.Actions > 1 || len(b.turn.Taken) > 0):
		return nil, fmt.Errorf("breathing takes %s's whole turn: no other action (it declared %d)", b.name(a.Who), b.turn.Actions)
	}
	if w.Shots > 0 && idx < len(f.Ammo) && f.Ammo[idx] < 1 {
		if w.Thrown {
			return nil, fmt.Errorf("%s has no %s left", b.name(a.Who), w.Name)
		}
		return nil, fmt.Errorf("the %s is out of ammo: reload first", w.Name)
	}
	if !finite(a.At) {
		return nil, targetless(fmt.Sprintf("%s is not a point of the table", a.At))
	}
	for _, id := range a.Unaware {
		if b.Figure(id) == nil {
			return nil, fmt.Errorf("there is no figure %q", id)
		}
	}
	p := &AreaPlan{Who: f, Index: idx, Weapon: w, Skill: Shooting}
	if w.Thrown {
		p.Skill = ThrowSkill(f)
	}
	aim, aimed := b.aim[a.Who]
	p.Aimed = aimed && !aim.Fresh && aim.Target == ""
	if w.Template.Blast() {
		band, dist := b.Battlefield.Band(a.Who, w, a.At)
		switch {
		case !w.Ranged():
			return nil, fmt.Errorf("the %s has no range to throw or fire it", w.Name)
		case band == OutOfRange:
			if b.quiet {
				return nil, errQuiet
			}
			return nil, fmt.Errorf("%s is out of range of the %s (%.0f\"; %s)", a.At, w.Name, dist, rangeWords(b.Rules, w))
		case band == Extreme && !p.Aimed:
			return nil, fmt.Errorf("a shot at extreme range needs an Aim the turn before")
		case b.Rules.BlastNeedsLineOfFire && !b.Battlefield.LineOfFireTo(a.Who, a.At):
			if b.quiet {
				return nil, errQuiet
			}
			return nil, fmt.Errorf("%s has no line of fire to %s", b.name(a.Who), a.At)
		}
		p.Band = band
		if band > Short {
			p.Mods = p.Mods.With(band.String()+" range", b.Rules.RangeMod[band])
		}
	} else {
		c := b.Battlefield.Centre(a.Who)
		if math.Hypot(a.At.X-c.X, a.At.Y-c.Y) < 1e-9 {
			return nil, fmt.Errorf("a %s needs a direction: aim it away from %s", w.Template, b.name(a.Who))
		}
	}
	p.Mods = append(p.Mods, b.lightMods(a.Who)...)
	if p.Aimed {
		p.Mods = p.Mods.With("Aim", AimMod)
	}
	from := ""
	if !w.Template.Blast() {
		from = a.Who
	}
	under, err := b.Battlefield.UnderTemplate(w.Template, from, a.At)
	if err != nil {
		return nil, err
	}
	p.Victims = b.areaVictims(a, w, a.At, under)
	return p, nil
}

// areaVictims are the figures under a template centred (or aimed) at
// centre that it affects, each with its damage modifiers and its roll to
// evade, as the resolution uses them.
func (b *Battle) areaVictims(a AreaAttack, w Weapon, centre Spot, under []string) []PlannedVictim {
	origin := centre
	if !w.Template.Blast() {
		origin = b.Battlefield.Centre(a.Who)
	}
	canDodge := w.Evadable || (b.Rules.AreaDiveForCover && w.Thrown && w.Template.Blast())
	var out []PlannedVictim
	for _, id := range under {
		t := b.Figure(id)
		if t == nil || t.Dead || t.Incapacitated || contains(a.Spared, id) {
			continue
		}
		armor, mods := b.areaCover(a.Who, origin, t)
		v := PlannedVictim{Target: id, Armor: armor, Damage: mods}
		if canDodge && !t.Stunned && !t.Entangled && !t.Bound && id != a.Who && !contains(a.Unaware, id) {
			verb := "evade"
			if !w.Evadable {
				verb = "dive for cover"
			}
			r := b.planFreeRoll(id, Agility, append(Mods{}.With(verb, EvadeMod), b.EffectMods(t, ChangeEvade, "")...))
			r.Roll.Name = "Agility (" + verb + ")"
			r.Dice = []PlannedDie{{TN: DefaultTN}}
			v.Evade = &r
		}
		out = append(out, v)
	}
	return out
}

// lightMods is the illumination's penalty to the figure's attacks, as the
// table reports it on a line of fire (the same for every line).
func (b *Battle) lightMods(who string) Mods {
	for _, g := range b.figs {
		if g.ID == who {
			continue
		}
		for _, m := range b.Battlefield.Sight(who, g.ID, nil).Mods {
			if l, err := ParseLight(m.Name); err == nil && l != Bright {
				return Mods{m}
			}
		}
		return nil
	}
	return nil
}

// Plan: one roll of the attacker's skill against TN 4 at the point.
func (a AreaAttack) Plan(b *Battle) (*Plan, error) {
	d, err := a.plan(b)
	if err != nil {
		return nil, err
	}
	r := b.planRoll(a.Who, d.Skill, d.Mods)
	r.Weapon, r.Ranged, r.Attack = d.Weapon.Name, true, true
	r.Dice = []PlannedDie{{}}
	r.Victims = d.Victims
	return onePlan(b, a.Who, r, d), nil
}

// AreaResult is a resolved area-effect attack.
type AreaResult struct {
	Roll     TraitResult
	Centre   Spot     // where the template came down (the aim point if it hit)
	Deviated bool     // a missed blast that moved
	Fizzled  bool     // a missed Cone or Stream
	Under    []string // everyone under the template where it came down
	Evaded   []string // who got out from under it
	Damaged  []string // who took a damage roll
}

func (a AreaAttack) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*AreaPlan)
	f, w := p.Who, p.Weapon
	b.UseAction(KindArea + ":" + w.Name)
	b.turn.Fired = append(b.turn.Fired, p.Index)
	if w.Shots > 0 {
		for len(f.Ammo) <= p.Index {
			f.Ammo = append(f.Ammo, 0)
		}
		f.Ammo[p.Index]--
	}
	if p.Aimed {
		delete(b.aim, a.Who)
	}
	res := b.TraitTest(f, pl.Rolls[0].Test(0)) // benny rerolls: reroll.go
	_, err := b.landArea(a, p, res)
	return err
}

// landArea puts the template down after the roll, records the roll, and
// resolves evasion and damage.
func (b *Battle) landArea(a AreaAttack, p *AreaPlan, res TraitResult) (*AreaResult, error) {
	f, w := p.Who, p.Weapon
	out := &AreaResult{Roll: res, Centre: a.At}
	ev := res.eventFrom(a.Who, "", &b.rollSlab)
	ev.Kind, ev.Weapon, ev.Target = EventArea, w.Name, a.At.String()
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure)
	var extra []Event
	from := ""
	if !w.Template.Blast() {
		from = a.Who
	}
	switch {
	case res.Success:
		under, err := b.Battlefield.UnderTemplate(w.Template, from, a.At)
		if err != nil {
			return nil, err
		}
		out.Under = under
	case w.Template.Blast():
		spot, under, devs, err := b.Battlefield.DeviateBlast(b.RNG(), w.Template, w.Thrown, p.Band, a.Who, a.At)
		if err != nil {
			return nil, err
		}
		out.Centre, out.Under, out.Deviated = spot, under, true
		how := "it deviates"
		if len(devs) > 0 {
			how = "it " + devs[0].Outcome
			if i := strings.Index(how, " ("); i > 0 {
				how = how[:i]
			}
		}
		if !b.quiet { // words for a person (quiet.go)
			ev.Outcome += fmt.Sprintf("; %s to %s", how, spot)
		}
		extra = devs
	default:
		out.Fizzled = true
		ev.Outcome += "; the " + string(w.Template) + " has no effect"
	}
	switch {
	case b.quiet: // words for a person (quiet.go)
	case len(out.Under) > 0:
		ev.Outcome += fmt.Sprintf(": %s under it", b.nameList(out.Under))
	case !out.Fizzled:
		ev.Outcome += ": nobody under it"
	}
	ev.Figures = out.Under
	ev.Template = &PlacedTemplate{Kind: w.Template, Aim: a.At, Centre: out.Centre}
	if err := b.Record(append([]Event{ev}, extra...)...); err != nil {
		return nil, err
	}
	if err := b.vulnerablePast(a.Who, a.At); err != nil {
		return nil, err
	}
	if out.Fizzled {
		return out, nil
	}
	// Where it was aimed, the plan's victims; a deviated blast's are
	// worked out where it came down.
	all := p.Victims
	if out.Deviated {
		all = b.areaVictims(a, w, out.Centre, out.Under)
	}
	var victims []PlannedVictim
	for _, v := range all {
		if v.Evade != nil {
			gone, err := b.evade(a, p, out.Centre, v)
			if err != nil {
				return nil, err
			}
			if gone {
				out.Evaded = append(out.Evaded, v.Target)
				continue
			}
		}
		victims = append(victims, v)
	}
	for _, v := range victims {
		t := b.Figure(v.Target)
		if t == nil || t.Dead || t.Incapacitated {
			continue
		}
		id := v.Target
		spec := WeaponDamage(f, w)
		spec.Joker = b.Fight.Init.Joker(a.Who)
		spec.Raise = res.Raises > 0 && b.Rules.AreaRaiseBonus
		if b.Rules.ObstacleAsArmor {
			spec.Armor = append(spec.Armor, v.Armor...)
			spec.Extra = append(spec.Extra, v.Damage...)
		} else {
			// Revision 1: the armor is taken off the damage total, out
			// of AP's reach, ahead of the other modifiers.
			for _, m := range v.Armor {
				spec.Extra = append(spec.Extra, Modifier{Name: m.Name, Value: -m.Value})
			}
			spec.Extra = append(spec.Extra, v.Damage...)
		}
		if _, err := b.Damage(spec, t); err != nil {
			return nil, err
		}
		out.Damaged = append(out.Damaged, id)
	}
	if w.Template.Blast() && b.Rules.BreakDoorsAnyAttack {
		if err := b.blastBarriers(a.Who, w, out.Centre); err != nil { // powers_barrier_break.go
			return out, err
		}
		return out, b.blastDoors(a.Who, w, out.Centre)
	}
	if w.Template == Cone && b.Rules.ConeBreaksBarrier {
		return out, b.coneBarriers(a.Who, w, out.Centre) // powers_barrier_break.go
	}
	return out, nil
}

// areaCover is what protects a victim from an area effect, by the
// edition: armor (an obstacle between the origin and the victim, swade;
// the victim's ranged cover as a positive number, deluxe), which the
// attack's AP reduces like any armor, and modifiers to the damage (prone
// in swade).
func (b *Battle) areaCover(attacker string, origin Spot, t *Figure) (armor, mods Mods) {
	er := b.Rules
	if er.AreaCoverAsArmor {
		a := 0
		if attacker != t.ID {
			a = -b.Battlefield.Sight(attacker, t.ID, nil).CoverMod
		}
		if t.Prone {
			a = max(a, er.AreaProneArmor)
		}
		return append(armor.With("cover as armor", a), b.areaArmor(t)...), nil
	}
	if a, mat := b.Battlefield.ObstacleArmor(origin, t.ID); a > 0 {
		name := "obstacle"
		if mat != "" {
			name = strings.ReplaceAll(mat, "_", " ")
		}
		armor = armor.With(name+" in the way", a)
	}
	if t.Prone {
		mods = mods.With(ProneModName, er.AreaProneDamage)
	}
	return append(armor, b.areaArmor(t)...), mods
}

// evade lets an aware victim roll Agility -2 to get out from under the
// template; on a success it moves to the nearest square it could reach
// that the template does not touch (none: it dives flat where it is,
// prone, and still avoids the attack).
func (b *Battle) evade(a AreaAttack, p *AreaPlan, centre Spot, v PlannedVictim) (bool, error) {
	id, t := v.Target, b.Figure(v.Target)
	var res TraitResult
	if t != nil && t.WildCard {
		res = b.anyTest(t, v.Evade.Test(0))
	} else {
		res = b.RNG().TraitTest(v.Evade.Test(0))
	}
	if err := b.Record(res.Event(id, "")); err != nil {
		return false, err
	}
	if !res.Success {
		return false, nil
	}
	to, ok, err := b.clearOf(p.Weapon.Template, a.Who, centre, id)
	if err != nil {
		return false, err
	}
	if !ok && !b.Rules.EvadeInPlace {
		return false, b.Record(Event{Kind: EventEvade, Who: a.Who, Target: id, Weapon: p.Weapon.Name, Outcome: "has nowhere to go and stays under it"})
	}
	if !ok {
		// A successful evasion always avoids the attack: with no clear
		// square in reach the figure dives flat where it is.
		t.Prone = true
		return true, b.Record(Event{Kind: EventEvade, Who: a.Who, Target: id, Weapon: p.Weapon.Name,
			Outcome: "has nowhere to go: dives flat where it is, prone, and avoids it", Figure: id, After: t.Snapshot()})
	}
	return true, b.Record(Event{Kind: EventEvade, Who: a.Who, Target: id, Weapon: p.Weapon.Name, What: to.String(),
		Outcome: "gets clear to " + to.String()})
}

// clearOf finds the square nearest the figure (straight-line distance,
// then Pace cost, then top-left first) among those it could move to this
// turn where the template no longer touches it, and leaves the figure
// there. false (and the figure where it was) when there is none.
func (b *Battle) clearOf(tpl Template, attacker string, centre Spot, id string) (Pos, bool, error) {
	home, _ := b.Battlefield.Position(id)
	rs, err := b.Battlefield.Reach(id, 0)
	if err != nil {
		return home, false, nil
	}
	sort.SliceStable(rs, func(i, j int) bool {
		di, dj := sqDist(rs[i].Pos, home), sqDist(rs[j].Pos, home)
		if di != dj {
			return di < dj
		}
		if rs[i].Cost != rs[j].Cost {
			return rs[i].Cost < rs[j].Cost
		}
		if rs[i].Pos.Y != rs[j].Pos.Y {
			return rs[i].Pos.Y < rs[j].Pos.Y
		}
		return rs[i].Pos.X < rs[j].Pos.X
	})
	from := ""
	if !tpl.Blast() {
		from = attacker
	}
	for _, r := range rs {
		if r.Pos == home {
			continue
		}
		if err := b.Battlefield.Place(id, r.Pos); err != nil {
			continue
		}
		under, err := b.Battlefield.UnderTemplate(tpl, from, centre)
		if err != nil {
			return home, false, b.Battlefield.Place(id, home)
		}
		if !contains(under, id) {
			return r.Pos, true, nil
		}
	}
	return home, false, b.Battlefield.Place(id, home)
}

func sqDist(a, b Pos) int { return (a.X-b.X)*(a.X-b.X) + (a.Y-b.Y)*(a.Y-b.Y) }

func contains(ids []string, id string) bool {
	for _, s := range ids {
		if s == id {
			return true
		}
	}
	return false
}

// AreaWithout is an area attack's event as told to someone who may not
// know of the figures gone: its line names only the others under the
// template ("nobody" when none is left), so that the attacker's own line
// is kept, not cut (a missing line with its roll still shown would give
// the figures away).
func AreaWithout(e Event, gone func(id string) bool, name func(string) string) Event {
	if e.Kind != EventArea || len(e.Figures) == 0 {
		return e
	}
	var keep []string
	for _, id := range e.Figures {
		if !gone(id) {
			keep = append(keep, id)
		}
	}
	if len(keep) == len(e.Figures) {
		return e
	}
	list := func(ids []string) string {
		ns := make([]string, len(ids))
		for i, id := range ids {
			ns[i] = name(id)
		}
		return andList(ns)
	}
	now := ": nobody under it"
	if len(keep) > 0 {
		now = ": " + list(keep) + " under it"
	}
	e.Outcome = strings.Replace(e.Outcome, ": "+list(e.Figures)+" under it", now, 1)
	e.Figures = keep
	return e
}
