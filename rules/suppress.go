package rules

import (
	"fmt"
	"sort"
)

// Suppressive fire (swade): a Medium Blast Template of bullets, one
// Shooting roll read against every figure under it.

func init() {
	RegisterAction(Suppress{Who: "buck", Weapon: "Tommy Gun", At: Spot{X: 12.5, Y: 2.5}})
}

// KindSuppress is suppressive fire's kind.
const KindSuppress = "suppress"

// SuppressAmmoPerRoF is the rounds suppressive fire uses per point of RoF.
const SuppressAmmoPerRoF = 5

// Suppress lays down suppressive fire with a weapon of RoF 2 or more on a
// Medium Blast Template centred on At. Damage lists who may take damage,
// in the attacker's order of choice: of them, those the roll raises
// against take it, at most RoF; without a list the largest margins go
// first, then the nearest.
type Suppress struct {
	Who    string   `json:"who"`
	Weapon string   `json:"weapon,omitempty"` // "" is the first weapon with RoF 2+
	At     Spot     `json:"at"`
	Damage []string `json:"damage,omitempty"`
}

func (Suppress) Kind() string { return KindSuppress }

// SuppressPlan is a checked Suppress.
type SuppressPlan struct {
	Who    *Figure
	Index  int
	Weapon Weapon
	Band   RangeBand
	Mods   Mods // recoil, range, light, Aim
	Ammo   int
	Aimed  bool
	Under  []string
	// Hidden are the figures under the template wholly hidden from the
	// shooter (all of the base behind terrain): not affected.
	Hidden []string
}

// FirstAutomatic is the index of the figure's first ranged weapon with
// RoF 2 or more, or -1.
func FirstAutomatic(f *Figure) int {
	for i, w := range f.Weapons {
		if w.Ranged() && w.RoF >= 2 {
			return i
		}
	}
	return -1
}

// Plan checks the suppressive fire and works out the shooter's
// modifiers. It rolls nothing.
func (s Suppress) plan(b *Battle) (*SuppressPlan, error) {
	if !b.Rules.SuppressiveFire {
		return nil, fmt.Errorf("suppressive fire is a swade maneuver: the %s rules give no numbers for it", b.Rules.Edition)
	}
	f, w, idx, err := b.chooseWeapon(s.Who, s.Weapon, KindSuppress, FirstAutomatic, "weapon with RoF 2 or more for suppressive fire")
	if err != nil {
		return nil, err
	}
	rof := max(w.RoF, 1)
	switch {
	case !w.Ranged() || w.Template != NoTemplate:
		return nil, fmt.Errorf("the %s cannot lay down suppressive fire", w.Name)
	case rof < 2:
		return nil, fmt.Errorf("suppressive fire needs RoF 2 or more: the %s has RoF %d", w.Name, rof)
	case f.Bound:
		return nil, fmt.Errorf("%s is Bound: it can only try to break free", b.name(s.Who))
	case b.fired(idx):
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(s.Who), w.Name)
	case len(s.Damage) > rof:
		return nil, fmt.Errorf("the %s has RoF %d: at most %d figures take damage, not %d", w.Name, rof, rof, len(s.Damage))
	}
	p := &SuppressPlan{Who: f, Index: idx, Weapon: w, Ammo: rof * SuppressAmmoPerRoF}
	if w.Shots > 0 {
		left := w.Shots
		if idx < len(f.Ammo) {
			left = f.Ammo[idx]
		}
		if left < p.Ammo {
			return nil, fmt.Errorf("suppressive fire with the %s needs %d rounds (RoF %d x %d) and it has %d: reload first", w.Name, p.Ammo, rof, SuppressAmmoPerRoF, left)
		}
	}
	if !finite(s.At) {
		return nil, targetless(fmt.Sprintf("%s is not a point of the table", s.At))
	}
	aim, aimed := b.aim[s.Who]
	p.Aimed = aimed && !aim.Fresh && aim.Target == ""
	band, dist := b.Battlefield.Band(s.Who, w, s.At)
	switch {
	case band == OutOfRange:
		return nil, fmt.Errorf("%s is out of range of the %s (%.0f\"; %s)", s.At, w.Name, dist, rangeWords(b.Rules, w))
	case band == Extreme && !p.Aimed:
		return nil, fmt.Errorf("a shot at extreme range needs an Aim the turn before")
	}
	p.Band = band
	p.Mods = p.Mods.With("recoil", RecoilMod)
	if band > Short {
		p.Mods = p.Mods.With(band.String()+" range", b.Rules.RangeMod[band])
	}
	p.Mods = append(p.Mods, b.lightMods(s.Who)...)
	if p.Aimed {
		p.Mods = p.Mods.With("Aim", AimMod)
	}
	under, err := b.Battlefield.UnderTemplate(MBT, s.Who, s.At)
	if err != nil {
		return nil, err
	}
	for _, id := range under {
		if sg := b.Battlefield.Sight(s.Who, id, nil); !sg.Visible && !sg.Unlit && b.Rules.SuppressSparesHidden {
			p.Hidden = append(p.Hidden, id)
		} else {
			p.Under = append(p.Under, id)
		}
	}
	seen := map[string]bool{}
	for _, id := range s.Damage {
		switch {
		case b.Figure(id) == nil:
			return nil, fmt.Errorf("there is no figure %q", id)
		case seen[id]:
			return nil, fmt.Errorf("%s is named twice for damage", b.name(id))
		case !contains(under, id):
			return nil, fmt.Errorf("%s is not under the template", b.name(id))
		}
		seen[id] = true
	}
	return p, nil
}

// Plan: one Shooting roll, read against each figure under the template
// with its own cover.
func (s Suppress) Plan(b *Battle) (*Plan, error) {
	d, err := s.plan(b)
	if err != nil {
		return nil, err
	}
	r := b.planRoll(s.Who, Shooting, d.Mods)
	r.Weapon, r.Ranged, r.Attack = d.Weapon.Name, true, true
	for _, id := range d.Under {
		if t := b.Figure(id); t == nil || t.Dead || t.Incapacitated {
			continue
		}
		own := ownCover(b.Battlefield.Sight(s.Who, id, nil).Mods)
		r.Dice = append(r.Dice, PlannedDie{Target: id, TN: DefaultTN, Mods: own})
	}
	if len(r.Dice) == 0 {
		r.Dice = []PlannedDie{{}} // nobody under it: the roll is still made
	}
	return onePlan(b, s.Who, r, d), nil
}

// Suppressed is one figure under suppressive fire.
type Suppressed struct {
	ID    string
	Mods  Mods // its own cover and prone
	Total int  // the roll's total with its Mods
	// Distracted: the total reached 4 against it; Raise: 8; Damaged: it was
	// one of the (at most RoF) raised figures picked to take damage.
	Distracted bool
	Raise      bool
	Damaged    bool
}

// SuppressResult is a resolved Suppress.
type SuppressResult struct {
	// Under lists everyone under the template, sorted by id; Figures
	// those the roll was read against (everyone under it not already out).
	Under   []string
	Figures []Suppressed
}

// ownCover is the part of a line of fire's modifiers that belongs to the
// target: its cover and lying prone.
func ownCover(ms Mods) Mods {
	var out Mods
	for _, m := range ms {
		if m.Name == ProneModName || IsCoverMod(m) {
			out = append(out, m)
		}
	}
	return out
}

func (s Suppress) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*SuppressPlan)
	f, w := p.Who, p.Weapon
	b.UseAction(KindSuppress + ":" + w.Name)
	b.turn.Fired = append(b.turn.Fired, p.Index)
	if w.Shots > 0 {
		for len(f.Ammo) <= p.Index {
			f.Ammo = append(f.Ammo, w.Shots)
		}
		f.Ammo[p.Index] -= p.Ammo
	}
	if p.Aimed {
		delete(b.aim, s.Who)
	}
	r := pl.Rolls[0]
	// The common modifiers; each figure's own below. A benny reroll reads
	// the roll against 4 (RerollEveryTest).
	tr := r.Roll
	if b.Rules.RerollEveryTest {
		tr.TN = DefaultTN
	}
	res := b.anyTest(f, tr)
	ev := res.Event(s.Who, "")
	ev.Kind, ev.Weapon, ev.Target, ev.TN, ev.Raises = EventSuppress, w.Name, s.At.String(), 0, 0
	ev.Template = &PlacedTemplate{Kind: MBT, Aim: s.At, Centre: s.At}
	ev.Figures = p.Under
	ev.Outcome = fmt.Sprintf("%s under the template", b.nameList(p.Under))
	if len(p.Under) == 0 {
		ev.Outcome = "nobody under the template"
	}
	if len(p.Hidden) > 0 {
		ev.Outcome += fmt.Sprintf("; %s wholly hidden from %s: not affected", b.nameList(p.Hidden), b.name(s.Who))
	}
	if res.CriticalFailure {
		ev.Outcome = "critical failure: " + ev.Outcome
	}
	if err := b.Record(ev); err != nil {
		return err
	}

	figs := make([]Suppressed, 0, len(r.Dice))
	for _, d := range r.Dice {
		if d.Target == "" {
			continue
		}
		sf := Suppressed{ID: d.Target, Mods: d.Mods, Total: res.Total + d.Mods.Sum()}
		sf.Distracted = !res.CriticalFailure && sf.Total >= DefaultTN
		sf.Raise = sf.Distracted && RaisesOver(sf.Total, DefaultTN) > 0
		figs = append(figs, sf)
	}
	for _, i := range b.suppressPicks(s, p, figs) {
		figs[i].Damaged = true
	}
	for _, sf := range figs {
		t := b.Figure(sf.ID)
		e := Event{Kind: EventPinned, Who: s.Who, Target: sf.ID, Weapon: w.Name, Mods: sf.Mods, Total: sf.Total, TN: DefaultTN}
		switch {
		case sf.Damaged:
			e.Raises, e.What = 1, "hit"
			e.Outcome = "raise: Distracted and hit"
			if b.Rules.SuppressDistractedLater {
				e.Outcome = "raise: hit, then Distracted"
			}
		case sf.Raise:
			e.Raises = 1
			e.Outcome = "raise: Distracted (not one of the figures picked for damage)"
		case sf.Distracted:
			e.Outcome = "Distracted"
		default:
			e.Outcome = "no effect"
		}
		if sf.Distracted && !(sf.Damaged && b.Rules.SuppressDistractedLater) {
			t.Distracted = true
			e.Figure, e.After = t.ID, t.Snapshot()
		}
		if err := b.Record(e); err != nil {
			return err
		}
	}
	if err := b.vulnerablePast(s.Who, s.At); err != nil {
		return err
	}
	b.extra.suppressed = &SuppressResult{Under: p.Under, Figures: figs}
	for _, sf := range figs {
		if !sf.Damaged {
			continue
		}
		spec := WeaponDamage(f, w)
		spec.Joker = b.Fight.Init.Joker(s.Who)
		t := b.Figure(sf.ID)
		if _, err := b.Damage(spec, t); err != nil {
			return err
		}
		if b.Rules.SuppressDistractedLater && !t.Distracted {
			// Distracted after its own damage: the Soak took no -2 from it.
			t.Distracted = true
			if err := b.Record(t.stateEvent(EventState, "suppressive fire", "Distracted")); err != nil {
				return err
			}
		}
	}
	return nil
}

// suppressPicks chooses which raised figures take damage, at most RoF:
// the attacker's list in its order, or by default the largest margins,
// then the nearest, then by id.
func (b *Battle) suppressPicks(s Suppress, p *SuppressPlan, figs []Suppressed) []int {
	rof := max(p.Weapon.RoF, 1)
	var picks []int
	if len(s.Damage) > 0 {
		for _, id := range s.Damage {
			for i, sf := range figs {
				if sf.ID == id && sf.Raise && len(picks) < rof {
					picks = append(picks, i)
				}
			}
		}
		return picks
	}
	for i, sf := range figs {
		if sf.Raise {
			picks = append(picks, i)
		}
	}
	sort.SliceStable(picks, func(x, y int) bool {
		a, c := figs[picks[x]], figs[picks[y]]
		if a.Total != c.Total {
			return a.Total > c.Total
		}
		da, dc := b.Battlefield.Distance(s.Who, a.ID), b.Battlefield.Distance(s.Who, c.ID)
		if da != dc {
			return da < dc
		}
		return a.ID < c.ID
	})
	if len(picks) > rof {
		picks = picks[:rof]
	}
	return picks
}

// LastSuppression is the battle's last suppressive fire: who was under
// the template and what it did to each (nil before any). It is the
// result Suppress.Do worked out, kept on the battle, so undo and replay
// rebuild it with the action.
func LastSuppression(b *Battle) *SuppressResult { return b.extra.suppressed }
