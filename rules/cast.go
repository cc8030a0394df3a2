package rules

import (
	"fmt"
	"math"
	"strings"
)

// The cast action: a figure with an Arcane Background activates one of
// its powers with its arcane skill against TN 4 and pays its Power
// Points: the full cost on a success, 1 PP on a failure (swade; deluxe:
// all of it, CHARACTERS.md 6.13). A swade caster short of Power Points
// may still cast at -1 per point short, a failure then counting as a
// Critical Failure; a Critical Failure is Backlash: a level of Fatigue
// and every power it keeps up ends (deluxe: a 1 on the skill die Shakes a
// Spellcasting or Psionics caster).

// KindCast is the cast action's kind.
const KindCast = "cast"

func init() {
	RegisterAction(Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	RegisterLine(EventCast, castLine)
}

// EventCast is an activation roll: Who casts What (the power) at Target.
const EventCast EventKind = "cast"

// ActivationTN is the activation roll's TN.
const ActivationTN = 4

// ShortMod is the activation roll's penalty per Power Point short (swade).
const ShortMod = -1

// Cast activates a power: Targets for a power aimed at figures, At for a
// template's centre (Blast) or aim (Burst), Mods the power modifiers
// chosen before the roll (swade).
type Cast struct {
	Who     string   `json:"who"`
	Power   string   `json:"power"`
	Targets []string `json:"targets,omitempty"`
	At      *Spot    `json:"at,omitempty"`
	Mods    []string `json:"mods,omitempty"`
	// Trait is the trait Boost Trait or Lower Trait changes ("" its
	// recipient's main trait: PowerTrait); Choice a power's option
	// (Confusion: distracted, vulnerable).
	Trait  string `json:"trait,omitempty"`
	Choice string `json:"choice,omitempty"`
}

func (Cast) Kind() string { return KindCast }

// CastPlan is a checked cast.
type CastPlan struct {
	Who   *Figure
	Power Power
	Skill Trait
	// Cost is the Power Points the power and its modifiers cost; Short
	// how many the caster lacks (swade shorting).
	Cost, Short int
	Mods        []PowerMod
	At          *Spot  // a Teleport's destination
	Trait       Trait  // Boost or Lower Trait's trait ("" each target's main one)
	Choice      string // the power's option (Cast.Choice)
	Targets     []*Figure
	Shot        *ShotPlan // Bolt
	Area        *AreaPlan // Blast, Burst
	Weapon      Weapon    // the damage powers' weapon
	// Resist is the activation roll's penalty for the Arcane Resistance
	// of the figures it is aimed at (swade; a point's template: none).
	Resist Mods
	// Total is the activation roll's total once rolled (what a deluxe
	// target's opposed roll must beat).
	Total int
	// areas are the powers on the map a Dispel at an area ends, (power,
	// caster) (powers_dispel_area.go).
	areas [][2]string
	// carrier is the figure a Mobile Light or Darkness is fixed to
	// (powers_light8.go).
	carrier string
	key     string // the action's key (CheckAction, UseAction)
}

// hasMod reports whether the casting takes the modifier of that name.
func (p *CastPlan) hasMod(name string) bool {
	for _, m := range p.Mods {
		if m.Name == name {
			return true
		}
	}
	return false
}

func (c Cast) plan(b *Battle) (*CastPlan, error) {
	f := b.Figure(c.Who)
	if f == nil {
		return nil, fmt.Errorf("there is no figure %q", c.Who)
	}
	if f.Arcane == nil {
		return nil, fmt.Errorf("%s has no Arcane Background: it casts no powers", b.name(c.Who))
	}
	pw, ok := LookupPower(b.edition, c.Power)
	if !ok {
		return nil, fmt.Errorf("%q is not a power battlemat plays in %s (%s)", c.Power, b.edition, strings.Join(PowerNames(b.edition), ", "))
	}
	if !f.HasPower(pw.Name) {
		return nil, fmt.Errorf("%s does not have the power %s", b.name(c.Who), pw.Name)
	}
	if pw.Since > b.Rules.Revision {
		return nil, fmt.Errorf("%s casts no %s under rules revision %d (played from rules revision %d)", b.name(c.Who), pw.Name, b.Rules.Revision, pw.Since)
	}
	p := &CastPlan{Who: f, Power: pw, Skill: f.Arcane.Skill, Cost: pw.PP, key: pw.actionKey()}
	if _, err := b.CheckAction(c.Who, p.key); err != nil {
		return nil, err
	}
	if f.Bound {
		return nil, fmt.Errorf("%s is Bound: it can only try to break free", b.name(c.Who))
	}
	if c.Trait != "" {
		p.Trait = traitOf(c.Trait)
		if !p.Trait.Known() {
			return nil, fmt.Errorf("%q is not a trait", c.Trait)
		}
		if pw.Name != "Boost Trait" && pw.Name != "Lower Trait" {
			return nil, fmt.Errorf("%s changes no trait: trait goes with Boost Trait and Lower Trait", pw.Name)
		}
	}
	if err := checkChoice(pw, c.Choice); err != nil {
		return nil, err
	}
	p.Choice = strings.ToLower(strings.TrimSpace(c.Choice))
	p.At = c.At
	for _, name := range c.Mods {
		m, err := lookupModIn(b.edition, pw.Name, name) // deluxe: its options, powers_deluxe.go
		if err != nil {
			return nil, err
		}
		if p.hasMod(m.Name) {
			return nil, fmt.Errorf("the modifier %s is taken once per casting", m.Name)
		}
		if m.Since > b.Rules.Revision {
			return nil, fmt.Errorf("the modifier %s of %s is not played under rules revision %d (played from rules revision %d)", m.Name, pw.Name, b.Rules.Revision, m.Since)
		}
		p.Mods = append(p.Mods, m)
		p.Cost += m.PP
	}
	if ap := 0; true {
		for _, m := range p.Mods {
			if strings.HasPrefix(m.Name, "Armor Piercing") {
				ap++
			}
		}
		if ap > 1 {
			return nil, fmt.Errorf("Armor Piercing is taken once per casting (2, 4 or 6)")
		}
	}
	if err := p.checkDeluxeOptions(); err != nil {
		return nil, err
	}
	if p.hasMod("Large Blast") && p.hasMod("Small Blast") {
		return nil, fmt.Errorf("a Blast is Small or Large, not both")
	}
	if b.Rules.OneBlastTemplate && p.hasMod("Medium Blast") && p.hasMod("Large Blast") {
		return nil, fmt.Errorf("a casting is a Medium or a Large Blast, not both")
	}
	var err error
	switch pw.Kind {
	case PowerBolt:
		err = c.planBolt(b, p)
	case PowerArea:
		err = c.planArea(b, p)
	default:
		err = c.planEffect(b, p)
	}
	if err != nil {
		return nil, err
	}
	if left := f.PowerPoints(); p.Cost > left {
		if b.edition == Deluxe {
			return nil, fmt.Errorf("%s has %d Power Points left and %s costs %d", b.name(c.Who), left, pw.Name, p.Cost)
		}
		p.Short = p.Cost - left
	}
	// The shortfall is known only now (Recipients add to the cost), so
	// the damage powers' rolls take its penalty here.
	if c.At == nil {
		var aimed []*Figure
		for _, t := range p.Targets {
			if t != f {
				aimed = append(aimed, t)
			}
		}
		p.Resist = b.arcaneResistanceMods(aimed)
	}
	switch {
	case p.Shot != nil:
		for i, t := range p.Shot.Targets {
			if t != f {
				p.Shot.PerDie[i] = append(p.Shot.PerDie[i], b.arcaneResistanceMods([]*Figure{t})...)
			}
		}
		p.Shot.Common = append(p.Shot.Common, p.shortMods()...)
	case p.Area != nil:
		p.Area.Mods = append(p.Area.Mods, p.shortMods()...)
	}
	return p, nil
}

// shortMods is the shorting penalty (swade).
func (p *CastPlan) shortMods() Mods {
	if p.Short == 0 {
		return nil
	}
	return Mods{}.With(fmt.Sprintf("%d Power Points short", p.Short), ShortMod*p.Short)
}

// powerReach checks a figure aimed at by an effect power: range by the
// power (the Range modifier's too), and sight.
func (b *Battle) powerReach(p *CastPlan, id string) (*Figure, error) {
	f, pw := p.Who, p.Power
	t := b.Figure(id)
	switch {
	case t == nil:
		return nil, fmt.Errorf("there is no figure %q", id)
	case t.Dead:
		return nil, fmt.Errorf("%s is dead", b.name(id))
	case id == f.ID:
		return t, nil
	case pw.Range == RangeSelf:
		return nil, fmt.Errorf("%s is cast on the caster only", pw.Name)
	case pw.Range == RangeTouch && !b.Battlefield.Adjacent(f.ID, id):
		return nil, fmt.Errorf("%s is out of range of %s (Touch: the caster must be adjacent)", b.name(id), pw.Name)
	}
	if r := p.powerRange(); r > 0 {
		if d := b.Battlefield.Distance(f.ID, id); d > r+1e-9 {
			return nil, fmt.Errorf("%s is out of range of %s (%.0f\"; %s)", b.name(id), pw.Name, d, p.rangeWords())
		}
	}
	if !b.Battlefield.Sight(f.ID, id, nil).Visible {
		return nil, fmt.Errorf("%s cannot see %s", b.name(f.ID), b.name(id))
	}
	return t, nil
}

// Plan: the activation roll, with every modifier by name.
func (c Cast) Plan(b *Battle) (*Plan, error) {
	p, err := c.plan(b)
	if err != nil {
		return nil, err
	}
	var r PlannedRoll
	switch {
	case p.Shot != nil:
		r = b.shotRoll(p.Shot)
	case p.Area != nil:
		r = b.planRoll(c.Who, p.Skill, p.Area.Mods)
		r.Weapon, r.Ranged, r.Attack = p.Power.Name, true, true
		r.Dice = []PlannedDie{{TN: ActivationTN}}
		r.Victims = p.Area.Victims
	default:
		r = b.planRoll(c.Who, p.Skill, append(append(p.shortMods(), b.teleportMods(p)...), p.Resist...))
		target := ""
		if len(p.Targets) > 0 {
			target = p.Targets[0].ID
		}
		r.Dice = []PlannedDie{{Target: target, TN: ActivationTN}}
	}
	return onePlan(b, c.Who, r, p), nil
}

func (c Cast) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*CastPlan)
	if countered, err := b.counter(p); err != nil || countered { // a Dispel on Hold: powers_counter.go
		return err
	}
	switch {
	case p.Shot != nil:
		return c.doBolt(b, p, pl.Rolls[0])
	case p.Area != nil:
		return c.doArea(b, p, pl.Rolls[0])
	}
	return c.doEffect(b, p, pl.Rolls[0])
}

// pay takes the Power Points for the activation (success or not) and
// brings Backlash on a Critical Failure (or a shorted failure).
func (b *Battle) pay(p *CastPlan, success, raised, crit bool, skillDie DieRoll) error {
	f := p.Who
	n := p.Cost
	switch {
	case success && raised:
		n -= channeled(f, n)
	case success:
	case b.edition == SWADE:
		n = 1
	}
	n = min(n, f.PowerPoints())
	if n > 0 {
		f.PowerPointsSpent += n
		word := "Power Points"
		if n == 1 {
			word = "Power Point"
		}
		how := ""
		if !b.quiet {
			how = fmt.Sprintf("spends %d %s on %s (%d left)", n, word, p.Power.Name, f.PowerPoints())
		}
		if err := b.Record(f.stateEvent(EventState, "", how)); err != nil {
			return err
		}
	}
	if b.edition == Deluxe {
		if len(skillDie.Faces) > 0 && skillDie.Faces[0] == 1 && (p.Skill == Spellcasting || p.Skill == Psionics) && !f.Shaken {
			f.Shaken = true
			return b.Record(f.stateEvent(EventState, "Backlash", "Shaken"))
		}
		return nil
	}
	if crit || (!success && p.Short > 0) {
		return b.backlash(f)
	}
	return nil
}

// backlash (swade): a level of Fatigue, and every power the caster keeps
// up ends.
func (b *Battle) backlash(f *Figure) error {
	if err := b.Record(f.AddFatigue("Backlash")); err != nil {
		return err
	}
	return b.endPowers(f.ID, "", "Backlash")
}

// endPowers takes off every effect the caster keeps up (of the power
// named, or all with ""), saying why.
func (b *Battle) endPowers(caster, power, why string) error {
	b.endZones(caster, power) // Light, Darkness: powers_light.go
	for _, g := range b.figs {
		var kept []Effect
		var gone []string
		for _, e := range g.Effects {
			if e.Source.Kind == FromPower && e.By == caster && (power == "" || e.Source.Name == power) {
				if !containsString(gone, e.Label()) {
					gone = append(gone, e.Label())
				}
				continue
			}
			kept = append(kept, e)
		}
		if len(gone) == 0 {
			continue
		}
		g.Effects = kept
		if err := b.Record(g.stateEvent(EventState, why, "no longer has "+strings.Join(gone, ", "))); err != nil {
			return err
		}
	}
	return nil
}

// IsArcaneSkill reports whether a figure may cast with the skill.
func IsArcaneSkill(t Trait) bool {
	switch t {
	case Spellcasting, Faith, Psionics, WeirdScience, Focus:
		return true
	}
	return false
}

// castLine: "High Priest casts Protection on Acolyte with Faith: d10 7,
// Wild d6 2 = 7 vs 4: success."
func castLine(e Event, who string, name func(string) string) string {
	head := who + " casts " + e.Weapon
	if e.Target != "" && e.Target != e.Who {
		head += " on " + name(e.Target)
	}
	return head + " with " + e.What + ": " + rollTail(e) + "."
}

// spotDistance is the distance in inches from the figure's centre to a
// point.
func (b *Battle) spotDistance(id string, at Spot) float64 {
	c := b.Battlefield.Centre(id)
	return math.Hypot(at.X-c.X, at.Y-c.Y)
}

// CostText says what the casting costs and why: "5 Power Points (Bolt 1,
// Armor Piercing 4 +2, Damage +2)", and how many the caster lacks.
func (p *CastPlan) CostText() string {
	parts := []string{fmt.Sprintf("%s %d", p.Power.Name, p.Power.PP)}
	if n := len(p.Targets) - 1; n > 0 && p.Power.Recipient > 0 {
		parts = append(parts, fmt.Sprintf("%d more recipients +%d", n, n*p.Power.Recipient))
	}
	for _, m := range p.Mods {
		parts = append(parts, fmt.Sprintf("%s +%d", m.Name, m.PP))
	}
	word := "Power Points"
	if p.Cost == 1 {
		word = "Power Point"
	}
	s := fmt.Sprintf("%d %s (%s)", p.Cost, word, strings.Join(parts, ", "))
	if p.Short > 0 {
		s += fmt.Sprintf(", %d short", p.Short)
	}
	return s
}
