package rules

import (
	"fmt"
)

// Aim: the figure spends its turn aiming (no movement, no other action):
// +2 to its first Shooting or throwing roll next turn, at the target named
// ("" for whatever it shoots at), or with Ignore up to 4 points of range,
// cover and called-shot penalties ignored. Before an Extreme-range shot
// it only makes the shot possible.
type Aim struct {
	Who    string `json:"who"`
	Target string `json:"target,omitempty"`
	// Ignore takes Aim's other choice: instead of +2, ignore up to 4
	// points of range, cover and called-shot penalties.
	Ignore bool `json:"ignore,omitempty"`
}

func (Aim) Kind() string { return KindAim }

func (a Aim) Plan(b *Battle) (*Plan, error) { return b.plainPlan(a.Who, a.check(b)) }

func (a Aim) check(b *Battle) error {
	if _, err := b.CheckAction(a.Who, KindAim); err != nil {
		return err
	}
	switch {
	case b.turn.Moved > 0 || b.turn.Running:
		return fmt.Errorf("%s has moved this turn and cannot aim", b.name(a.Who))
	case b.turn.Actions > 1 || len(b.turn.Taken) > 0:
		return fmt.Errorf("aiming takes %s's whole turn: no other action", b.name(a.Who))
	case a.Target != "" && b.Figure(a.Target) == nil:
		return fmt.Errorf("there is no figure %q", a.Target)
	}
	return nil
}

func (a Aim) Do(b *Battle, _ *Plan) error {
	b.UseAction(KindAim)
	b.turn.Aimed = true
	b.aim[a.Who] = aimMark{Target: a.Target, Ignore: a.Ignore, Round: b.Fight.Init.Round, Fresh: true}
	return b.Record(Event{Kind: EventAim, Who: a.Who, Target: a.Target})
}

// Reload spends an action reloading the weapon; a weapon with Reload X
// needs X of them (over turns if need be). A figure that runs must make
// an Agility roll (with the running penalty) or make no progress.
type Reload struct {
	Who    string `json:"who"`
	Weapon string `json:"weapon"`
}

func (Reload) Kind() string { return KindReload }

func (r Reload) weapon(b *Battle) (int, error) {
	f := b.Figure(r.Who)
	if f == nil {
		return -1, fmt.Errorf("there is no figure %q", r.Who)
	}
	i := WeaponIndex(f, r.Weapon)
	if i < 0 {
		return -1, fmt.Errorf("%s has no weapon called %q", b.name(r.Who), r.Weapon)
	}
	return i, nil
}

// Plan: reloading on the run takes an Agility roll first.
func (r Reload) Plan(b *Battle) (*Plan, error) {
	if err := r.check(b); err != nil {
		return nil, err
	}
	p := &Plan{Who: r.Who}
	if b.turn.Running {
		roll := b.planRoll(r.Who, Agility, nil)
		roll.Roll.Name = "Agility (reloading on the run)"
		p.Rolls = append(p.Rolls, roll)
	}
	return p, nil
}

func (r Reload) check(b *Battle) error {
	i, err := r.weapon(b)
	if err != nil {
		return err
	}
	f := b.Figure(r.Who)
	w := f.Weapons[i]
	if _, err := b.CheckAction(r.Who, b.actionKey(KindReload, w.Name)); err != nil {
		return err
	}
	if f.Bound && b.Rules.BoundCannotShoot {
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(r.Who))
	}
	if w.Shots <= 0 {
		return fmt.Errorf("the %s does not need reloading", w.Name)
	}
	if i < len(f.Ammo) && f.Ammo[i] >= w.Shots {
		return fmt.Errorf("the %s is fully loaded (%d rounds)", w.Name, w.Shots)
	}
	return nil
}

func (r Reload) Do(b *Battle, p *Plan) error {
	i, err := r.weapon(b)
	if err != nil {
		return err
	}
	f := b.Figure(r.Who)
	w := f.Weapons[i]
	b.UseAction(b.actionKey(KindReload, w.Name))
	if len(p.Rolls) > 0 {
		res := b.RNG().TraitTest(p.Rolls[0].Roll)
		if err := b.Record(res.Event(r.Who, "")); err != nil {
			return err
		}
		if !res.Success {
			return b.Record(Event{Kind: EventReload, Who: r.Who, Weapon: w.Name, Outcome: "fumbles: no progress"})
		}
	}
	need := max(w.Reload, 1)
	k := reloadKey{r.Who, i}
	b.reloading[k]++
	if b.reloading[k] < need {
		return b.Record(Event{Kind: EventReload, Who: r.Who, Weapon: w.Name,
			Outcome: fmt.Sprintf("%d of %d actions done", b.reloading[k], need)})
	}
	delete(b.reloading, k)
	for len(f.Ammo) <= i {
		f.Ammo = append(f.Ammo, 0)
	}
	f.Ammo[i] = w.Shots
	return b.Record(Event{Kind: EventReload, Who: r.Who, Weapon: w.Name, Figure: r.Who, After: f.Snapshot(),
		Outcome: fmt.Sprintf("loaded: %d rounds", w.Shots)})
}
