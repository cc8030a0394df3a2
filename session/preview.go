package session

import (
	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// A preview is one answer for every screen: the window's overlay and odds
// box and a phone's odds line draw the same wire.Preview, which says what
// the action's dice will be rolled with (rules.Battle.Preview's plan),
// filtered for the seat that asked.

// previewer reads a plan for one seat: the figures it sees and the
// numbers it is told of each.
type previewer struct {
	b    *rules.Battle
	sees func(id string) bool
	told func(id string) board.Reveal
}

// GMPreview is the GM's seat's preview of a on b: what the session
// would answer the GM (the window's tests hold its overlay to it).
func GMPreview(b *rules.Battle, a rules.Action) wire.Preview {
	p := wire.Preview{Type: wire.TypePreview, Rolls: []wire.Roll{}}
	plan, err := b.Preview(a)
	if err != nil {
		p.Error = oneLine(err.Error())
		return p
	}
	v := previewer{b: b, sees: func(string) bool { return true }, told: func(string) board.Reveal { return AllNumbers }}
	q := v.of(a, plan)
	p.Rolls, p.Notes, p.Cost, p.Futile = append(p.Rolls, q.Rolls...), q.Notes, q.Cost, q.Futile
	return p
}

// of is the preview of a's plan: each trait die the seat may know of with
// its every modifier, TN and exact odds (none resting on a number it is
// not told), a shot's cover, an area's victims, a cast's cost and
// suppressive fire's words.
func (v previewer) of(a rules.Action, plan *rules.Plan) wire.Preview {
	var out []wire.Roll
	for _, r := range plan.Rolls {
		for i, d := range r.Dice {
			if d.Target != "" && !v.sees(d.Target) {
				continue
			}
			// Every modifier of the die as the applied roll reports them:
			// the roll's own (unskilled, the multi-action penalty,
			// wounds), then its target's.
			roll := wire.Roll{Who: r.Who, Trait: r.Trait, Target: d.Target, Mods: r.Mods(i), Own: d.Mods, Weapon: weaponOf(plan, i)}
			roll.Cover, roll.Unseen = sightOf(plan, i)
			// A melee TN (or a pistol's at an adjacent foe) is the foe's
			// Parry: not told, not shown, and no odds that would tell it.
			if d.Target != "" && !v.told(d.Target).Parry && rules.TNIsParry(r.Trait, r.TN(i)) {
				out = append(out, roll)
				continue
			}
			o := r.Odds(i)
			roll.TN, roll.Success, roll.Raise = r.TN(i), &o.Success, &o.Raise
			roll.ParryMods = parryModsOf(plan, i)
			v.damageOdds(plan, &roll, o)
			out = append(out, roll)
		}
		if len(out) > 0 && len(r.Victims) > 0 {
			last := &out[len(out)-1]
			for _, vi := range r.Victims {
				if !v.sees(vi.Target) {
					continue
				}
				w := wire.Victim{Target: vi.Target, Armor: vi.Armor, Damage: vi.Damage}
				if vi.Evade != nil {
					e := vi.Evade.Odds(0).Success
					w.Evade = &e
				}
				last.Victims = append(last.Victims, w)
			}
		}
	}
	var p wire.Preview
	if sup, ok := a.(rules.Suppress); ok {
		lines, any, err := v.b.SuppressPreview(sup)
		for _, l := range lines {
			if l.ID == "" || v.sees(l.ID) {
				p.Notes = append(p.Notes, l.Text)
			}
		}
		p.Futile = err == nil && !any
	}
	if cp, ok := plan.Detail.(*rules.CastPlan); ok {
		p.Cost = cp.CostText()
		p.Notes = append(p.Notes, "cost "+p.Cost)
	}
	p.Rolls = out
	return p
}

// weaponOf names the weapon of die i of an attack: a Fight's as the plan
// chose it ("bare hands" for none); "" for any other roll.
func weaponOf(plan *rules.Plan, i int) string {
	var mp *rules.MeleePlan
	switch d := plan.Detail.(type) {
	case *rules.MeleePlan:
		mp = d
	case *rules.MeleeManyPlan:
		if i < len(d.Each) {
			mp = d.Each[i]
		}
	}
	switch {
	case mp == nil:
		return ""
	case mp.Weapon.Name == "":
		return "bare hands"
	}
	return mp.Weapon.Name
}

// sightOf is the terrain's cover of a shot's (or a Bolt's) die i and
// whether the shooter does not see its target.
func sightOf(plan *rules.Plan, i int) (rules.Cover, bool) {
	var sp *rules.ShotPlan
	switch d := plan.Detail.(type) {
	case *rules.ShotPlan:
		sp = d
	case *rules.CastPlan:
		sp = d.Shot
	}
	if sp == nil || len(sp.Sights) == 0 {
		return rules.NoCover, false
	}
	s := sp.Sights[min(i, len(sp.Sights)-1)]
	return s.Cover, !s.Visible
}

// damageOdds adds to an attack's previewed roll the chances that its
// damage Shakes its target or better and that it Wounds: exact, from the
// rules (DamageOddsVs), and only when the seat is told the target's
// Toughness, which they rest on.
func (v previewer) damageOdds(plan *rules.Plan, roll *wire.Roll, o rules.TraitOdds) {
	if roll.Target == "" {
		return
	}
	var spec rules.DamageSpec
	switch d := plan.Detail.(type) {
	case *rules.ShotPlan:
		spec = rules.WeaponDamage(d.Who, d.Weapon)
	case *rules.MeleePlan:
		spec = d.Damage
	case *rules.CastPlan:
		if d.Shot == nil {
			return // only a Bolt's damage rests on its one roll at a figure
		}
		spec = rules.WeaponDamage(d.Shot.Who, d.Shot.Weapon)
	default:
		return
	}
	if !v.told(roll.Target).Toughness {
		roll.DamageNote = "its Toughness is hidden: the odds to hit only"
		return
	}
	target := v.b.Figure(roll.Target)
	if target == nil {
		return
	}
	dmg, err := rules.DamageOddsVs(spec, target, max(0, o.Success-o.Raise), o.Raise)
	if err != nil {
		return
	}
	wound := dmg.Wounds[0] + dmg.Wounds[1] + dmg.Wounds[2]
	shaken := dmg.Shaken + wound
	roll.Shaken, roll.Wound = &shaken, &wound
}
