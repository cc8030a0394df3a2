package rules

import (
	"errors"
	"fmt"
	"strings"
)

// EventBreak records a damage roll against an object: Target names the
// object, What the weapon, TN is its Hardness. Damage, Soak, Incapacitation,
// Injury, Bleeding Out, Shaken recovery and Fatigue write the kinds of
// event.go: EventDamage, EventSoak, EventBenny, EventState (Wounds after a
// Soak, Fatigue), EventTrait (the Incapacitation and Shaken recovery
// rolls), EventInjury and EventBleeding.
const EventBreak EventKind = "break"

// Named damage modifiers.
const (
	DropDamage  = 4 // The Drop
	JokerDamage = 2 // acting on a Joker
)

// DamageSpec is a damage roll before it is thrown.
type DamageSpec struct {
	Who    string // attacker's id, for the log
	Weapon string // weapon name, for the log
	// Damage is the expression; when it includes Strength, Strength is
	// the attacker's die (d4 if zero).
	Damage   Damage
	Strength Die
	AP       int
	// Raise: the attack hit with a raise, +1d6 (it aces like the rest);
	// RaiseDie, when set, is rolled instead of the d6 (Weapon Master).
	Raise      bool
	RaiseDie   Die
	Drop       bool // The Drop: +4
	HeadVitals bool // called shot to the head or vitals: +4
	Joker      bool // the attacker acts on a Joker: +2
	// Extra holds any other named modifier (Wild Attack +2, double tap +1...).
	Extra Mods
	// Armor is armor in the way besides the victim's own (an obstacle
	// the attack hit), each by name: it adds to Toughness and the
	// attack's AP reduces it like any armor.
	Armor Mods
	// Nonlethal: a victim this Incapacitates is knocked out (Unconscious)
	// instead of rolling on the Incapacitation table.
	Nonlethal bool
	// Toughness holds changes to the victim's Toughness that AP does not
	// reduce, each by name (a leader's Hold the Line!).
	Toughness Mods
	// Double names the Edge that doubles the total (Dead Shot, Mighty
	// Blow: edges_wiring.go); the doubling shows as a modifier of it.
	Double string
	// Type is the damage's kind (fire...: the weapon's damage_type), for
	// Immunity and Weakness; Heavy: a Heavy Weapon (the only kind that
	// harms Heavy Armor); Magic: a power or magic weapon (Ethereal).
	// Material: what the weapon is made of ("silver"), matched like Type.
	Type     DamageType
	Material string
	Heavy    bool
	Magic    bool
	// Power: a power's damage, cast under that edition ("": none):
	// what Arcane Resistance takes off (arcane_edges.go).
	Power Edition
	// What the victim's abilities make of it (Figure.DamageAgainst):
	// Ignored says why it does nothing at all (Immunity, Heavy Armor);
	// NoWounds why it can Shake but not Wound (Invulnerability); WoundCap
	// caps the Wounds it causes (Unstoppable: 1; 0 no cap).
	Ignored  string
	NoWounds string
	WoundCap int
}

// WeaponDamage is the damage of weapon w in attacker's hands: ranged
// weapons roll their dice, melee weapons add the attacker's Strength die.
func WeaponDamage(attacker *Figure, w Weapon) DamageSpec {
	s, _ := attacker.Trait(Strength)
	return DamageSpec{Who: attacker.ID, Weapon: w.Name, Damage: w.Damage, Strength: s, AP: w.AP,
		Type: w.DamageType, Material: w.Material, Heavy: w.Heavy || attacker.HasHeavyWeapons(), Power: w.Power, Magic: w.Magic}
}

// UnarmedDamage is a bare-handed blow: the Strength die alone.
func UnarmedDamage(attacker *Figure) DamageSpec {
	s, _ := attacker.Trait(Strength)
	return DamageSpec{Who: attacker.ID, Weapon: "unarmed", Damage: Damage{Strength: true}, Strength: s}
}

// Dice lists the dice thrown: Strength, the weapon's dice, and the raise d6.
func (s DamageSpec) Dice() []Die {
	n := s.diceCount()
	var ds []Die
	if n > 0 {
		ds = make([]Die, 0, n) // one array for Strength, the weapon's and the raise's dice
	}
	if s.Damage.Strength {
		ds = append(ds, s.strengthDie())
	}
	ds = append(ds, s.Damage.Dice...)
	if s.Raise {
		ds = append(ds, s.raiseDie())
	}
	return ds
}

// diceCount is len(s.Dice()).
func (s DamageSpec) diceCount() int {
	return len(s.Damage.Dice) + b2i(s.Damage.Strength) + b2i(s.Raise)
}

// strengthDie is the Strength die a "str" damage adds (d4 with none).
func (s DamageSpec) strengthDie() Die {
	if s.Strength.Zero() {
		return D4
	}
	return s.Strength
}

// raiseDie is the die a raise adds: a d6 unless an Edge says otherwise.
func (s DamageSpec) raiseDie() Die {
	if s.RaiseDie.Sides > 0 {
		return s.RaiseDie
	}
	return D6
}

// Expr is the dice as the log shows them: "d8+d6+d6 (raise)".
func (s DamageSpec) Expr() string {
	ds := s.Dice()
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = d.String()
	}
	e := strings.Join(parts, "+")
	if s.Raise {
		e += " (raise)"
	}
	return e
}

// DamageBonusName names a damage roll's flat bonus when its weapon has
// no name.
const DamageBonusName = "damage bonus"

// Mods lists every flat modifier to the roll, each by name.
func (s DamageSpec) Mods() Mods {
	var ms Mods
	// Made once at its length (every damage roll asks): nil with none,
	// as the appends gave.
	n := len(s.Extra)
	for _, on := range [...]bool{s.Damage.Plus != 0, s.Drop, s.HeadVitals, s.Joker} {
		if on {
			n++
		}
	}
	if n > 0 {
		ms = make(Mods, 0, n)
	}
	if s.Damage.Plus != 0 {
		name := DamageBonusName
		if s.Weapon != "" {
			name = s.Weapon
		}
		ms = ms.With(name, s.Damage.Plus)
	}
	if s.Drop {
		ms = ms.With("The Drop", DropDamage)
	}
	if s.HeadVitals {
		ms = ms.With("head/vitals", HeadVitalsDamage)
	}
	if s.Joker {
		ms = ms.With("Joker", JokerDamage)
	}
	return append(ms, s.Extra...)
}

// DamageRoll is a thrown damage roll.
type DamageRoll struct {
	Spec  DamageSpec
	Rolls []DieRoll
	Mods  Mods
	Total int
	// Thrown are the rolls benny rerolls threw away (damage_reroll.go),
	// logged with the roll that counts.
	Thrown []ThrownRoll
}

// RollDamage throws spec: every die aces, no Wild Die.
func (r *RNG) RollDamage(spec DamageSpec) DamageRoll {
	var rolls []DieRoll
	if n := spec.diceCount(); n > 0 {
		rolls = make([]DieRoll, n)
	}
	return r.rollDamage(spec, rolls)
}

// rollDamage is RollDamage into rolls, one for each of spec's dice (nil
// for none).
func (r *RNG) rollDamage(spec DamageSpec, rolls []DieRoll) DamageRoll {
	d := DamageRoll{Spec: spec, Mods: spec.Mods()}
	// Dice's dice in its order, without making its list (every damage
	// roll comes here).
	if rolls != nil {
		d.Rolls = rolls[:0] // one array, not one per growth
	}
	if spec.Damage.Strength {
		d.roll(r, spec.strengthDie())
	}
	for _, die := range spec.Damage.Dice {
		d.roll(r, die)
	}
	if spec.Raise {
		d.roll(r, spec.raiseDie())
	}
	d.Total += d.Mods.Sum()
	if spec.Double != "" {
		d.Mods = append(d.Mods[:len(d.Mods):len(d.Mods)], Modifier{Name: spec.Double, Value: d.Total})
		d.Total *= 2
	}
	return d
}

// roll throws one of d's dice, which aces.
func (d *DamageRoll) roll(r *RNG, die Die) {
	dr := r.Roll(die)
	d.Rolls = append(d.Rolls, dr)
	d.Total += dr.Sum()
}

// DamageEffect is one row of the damage table.
type DamageEffect struct {
	Shaken bool // the victim is (or stays) Shaken
	Wounds int  // Wounds the attack inflicts, before Soak
	// Raises is how many full 4s the damage beat Toughness by; -1 when it
	// did not reach Toughness.
	Raises int
}

func (e DamageEffect) String() string {
	switch {
	case e.Wounds == 1:
		return "1 Wound"
	case e.Wounds > 1:
		return fmt.Sprintf("%d Wounds", e.Wounds)
	case e.Shaken:
		return "Shaken"
	}
	return "no effect"
}

// EffectOf reads the damage table: below Toughness nothing; reaching it
// Shakes; each full 4 over adds a Wound (and Shakes). A victim already
// Shaken takes a Wound from a result that would only Shake it.
func EffectOf(total, toughness int, alreadyShaken bool) DamageEffect {
	if total < toughness {
		return DamageEffect{Raises: -1}
	}
	raises := (total - toughness) / 4
	e := DamageEffect{Shaken: true, Wounds: raises, Raises: raises}
	if raises == 0 && alreadyShaken {
		e.Wounds = 1
	}
	return e
}

// SoakPolicy decides about Soak rolls: asked with rolls == 0 whether to
// spend a benny on a Soak roll against wounds incoming Wounds, then after
// each roll (rolls made so far, soaked the best reduction so far) whether to
// spend another benny on a reroll. It is only asked while the figure has a
// benny and the best roll has not soaked every Wound.
type SoakPolicy func(f *Figure, wounds, soaked, rolls int) bool

// NoSoak never spends a benny. A nil SoakPolicy behaves the same.
func NoSoak(*Figure, int, int, int) bool { return false }

// DefaultSoak is the suggested policy: a Wild Card always Soaks Wounds
// and rerolls only while the Wounds left would still Incapacitate it. An
// Extra is out unless every Wound is soaked, which takes a raise for each
// past the first: it Soaks a single Wound, with one reroll at most, and
// leaves the bennies (the GM's pool) for a better chance.
func DefaultSoak(f *Figure, wounds, soaked, rolls int) bool {
	if !f.WildCard {
		return wounds == 1 && soaked == 0 && rolls < 2
	}
	if rolls == 0 {
		return wounds > 0
	}
	return f.Wounds+wounds-soaked > f.MaxWounds()
}

// DamageOptions tune how damage is applied.
type DamageOptions struct {
	// Soak decides benny spending on Soak rolls; nil never soaks.
	Soak SoakPolicy
	// VigorMods are added to the Soak and Incapacitation Vigor rolls (e.g.
	// Joker +2); the figure's own penalties are added anyway.
	VigorMods Mods
	// Reroll offers benny rerolls of the Incapacitation roll; nil never
	// rerolls. (Soak rerolls are the Soak policy's to decide.)
	Reroll RerollPolicy
	// Purse is where the bennies come from (bennies.go): the battle's
	// Fight, with the GM's pool; nil, the figure's own only.
	Purse Purse
	// Quiet leaves out the words of the damage and Soak events (a quiet
	// battle: quiet.go); the numbers and states are the same.
	Quiet bool
	// Events, when not nil, is an array to build the events in (from its
	// start) instead of a new one: the caller's, which it copies them out
	// of before it lends it again.
	Events []Event
	// mods: the battle's slab for the Toughness list (nil: a new array).
	mods *slab[Modifier]
}

// DamageOutcome is what one damage roll did to a figure.
type DamageOutcome struct {
	Total     int
	Toughness int // after AP
	Effect    DamageEffect
	// SoakRolls is how many Soak rolls were made (0: no Soak), Soaked the
	// Wounds the best of them removed, Taken the Wounds left.
	SoakRolls int
	Soaked    int
	Taken     int
	// Shaken, Wounds, Incapacitated: the victim's state afterwards.
	Shaken        bool
	Wounds        int
	Incapacitated bool
	// Incapacitation is the Vigor roll of a Wild Card this damage put out.
	Incapacitation *Incapacitation
}

// ResolveDamage rolls spec against target and applies it (see ApplyDamage).
func (r *RNG) ResolveDamage(spec DamageSpec, target *Figure, opts DamageOptions) (DamageOutcome, []Event) {
	return r.ApplyDamage(target, r.RollDamage(target.DamageAgainst(spec)), opts)
}

// ApplyDamage applies a thrown damage roll to f: the damage table against
// f's Toughness after AP, the Soak rolls opts.Soak asks for (one Soak per
// attack; bennies may reroll it, the best roll counts), then the Wounds.
// Soaking every Wound also removes Shaken. An Extra is Incapacitated by any
// Wound; a Wild Card by a Wound beyond its third, and then makes the
// Incapacitation roll. A figure already Incapacitated is not affected.
func (r *RNG) ApplyDamage(f *Figure, d DamageRoll, opts DamageOptions) (DamageOutcome, []Event) {
	t, mods := damageToughnessFrom(f, d.Spec, opts.mods)
	out := DamageOutcome{Total: d.Total, Toughness: t}
	ev := Event{
		Kind: EventDamage, Who: d.Spec.Who, Target: f.ID, What: d.Spec.Weapon, Weapon: d.Spec.Weapon,
		Rolls: d.Rolls, Mods: d.Mods, Toughness: mods,
		Total: d.Total, TN: t, Thrown: d.Thrown,
	}
	if f.Incapacitated || f.Dead {
		out.Effect = DamageEffect{Raises: -1}
		out.Shaken, out.Wounds, out.Incapacitated = f.Shaken, f.Wounds, true
		ev.Outcome = "already Incapacitated"
		return out, append(opts.Events[:0], ev)
	}
	e := EffectOf(d.Total, t, f.ShakenWounds())
	if d.Spec.Ignored != "" {
		e = DamageEffect{Raises: -1}
	} else if d.Spec.NoWounds != "" {
		e.Wounds = 0
	}
	out.Effect, out.Taken = e, e.Wounds
	ev.Raises = max(e.Raises, 0)
	ev.Outcome = e.String()
	if why := d.Spec.Ignored + d.Spec.NoWounds; why != "" {
		ev.Outcome += " (" + why + ")"
	}
	if !e.Shaken {
		out.Shaken, out.Wounds = f.Shaken, f.Wounds
		return out, append(opts.Events[:0], ev)
	}
	events := append(opts.Events[:0], ev)
	if e.Wounds > 0 && opts.Soak != nil {
		out.SoakRolls, out.Soaked, events = r.soak(f, e.Wounds, opts, events)
		out.Taken = e.Wounds - out.Soaked
	}
	if c := d.Spec.WoundCap; c > 0 && out.Taken > c { // Unstoppable: after Soak (6.23)
		out.Taken = c
	}
	switch {
	case e.Wounds > 0 && out.Taken == 0:
		f.Shaken = false // soaked every Wound: Shaken goes too
	case out.Taken > 0:
		f.Shaken = true
		w := f.Wounds + out.Taken
		if w > f.MaxWounds() {
			w = f.MaxWounds()
			f.Incapacitated = true
		}
		f.Wounds = w
	default:
		f.Shaken = true
	}
	out.Shaken, out.Wounds, out.Incapacitated = f.Shaken, f.Wounds, f.Incapacitated
	summary := ""
	if !opts.Quiet {
		summary = appliedSummary(out)
	}
	if out.SoakRolls == 0 {
		events[0].Figure, events[0].After = f.ID, f.Snapshot()
		events[0].Outcome = summary
	} else {
		events = append(events, f.stateEvent(EventState, d.Spec.Weapon, summary))
	}
	if f.Incapacitated && d.Spec.Nonlethal { // it was not before: see the top
		f.Unconscious = true
		events = append(events, f.stateEvent(EventState, "nonlethal damage", "is knocked out"))
		return out, events
	}
	if f.Incapacitated && f.WildCard { // it was not before: see the top
		inc, incEvents := r.rollIncapacitation(f, opts.VigorMods, opts.Reroll, opts.Purse)
		out.Incapacitation = &inc
		events = append(events, incEvents...)
	}
	return out, events
}

// damageToughness is f's Toughness against spec: its own, plus the armor
// in the way, less what AP ignores of all the armor (the figure's and the
// obstacle's alike). The mods are not modifiers to the roll: they show the
// GM why the TN moved ("wood obstacle" +2, "AP 1" -1; Event.Toughness).
func damageToughness(f *Figure, spec DamageSpec) (int, Mods) {
	return damageToughnessFrom(f, spec, nil)
}

// damageToughnessFrom is damageToughness with its list cut from from (a
// battle's slab; nil, a new array), made once at its length.
func damageToughnessFrom(f *Figure, spec DamageSpec, from *slab[Modifier]) (int, Mods) {
	tn, ig := damageTN(f, spec)
	n := len(spec.Toughness) + b2i(ig > 0)
	for _, m := range spec.Armor {
		n += b2i(m.Value > 0)
	}
	if n == 0 {
		return tn, nil
	}
	var mods Mods
	if from != nil {
		mods = from.take(n)[:0]
	} else {
		mods = make(Mods, 0, n)
	}
	for _, m := range spec.Armor {
		if m.Value > 0 {
			mods = append(mods, Modifier{Name: m.Name, Value: m.Value})
		}
	}
	if ig > 0 {
		mods = append(mods, Modifier{Name: apName(spec.AP), Value: -ig})
	}
	mods = append(mods, spec.Toughness...)
	return tn, mods
}

// damageTN is damageToughness's number, with the points AP ignores (ig);
// it makes no list (a reroll's question only reads the number).
func damageTN(f *Figure, spec DamageSpec) (tn, ig int) {
	extra := 0
	for _, m := range spec.Armor {
		if m.Value > 0 {
			extra += m.Value
		}
	}
	ig = f.ArmorIgnored(spec.AP)
	if spec.AP > 0 && extra > 0 {
		ig = min(spec.AP, max(f.Armor, 0)+extra)
	}
	return f.Toughness() + extra - ig + spec.Toughness.Sum(), ig
}

func appliedSummary(o DamageOutcome) string {
	s := o.Effect.String()
	if o.SoakRolls > 0 {
		s = fmt.Sprintf("%s, %d soaked", s, o.Soaked)
	}
	switch {
	case o.Incapacitated:
		s += ": Incapacitated"
	case o.Effect.Wounds > 0 && o.Taken == 0:
		s += ": unharmed, not Shaken"
	}
	return s
}

// soak spends bennies on Soak rolls as the policy asks; the best roll
// counts. Its events are appended to events (the damage roll's array, lent
// by the battle: no list of their own).
func (r *RNG) soak(f *Figure, wounds int, opts DamageOptions, events []Event) (rolls, best int, _ []Event) {
	purse := purseOr(opts.Purse)
	for purse.HasBenny(f) && best < wounds && opts.Soak(f, wounds, best, rolls) {
		what := "soak"
		if rolls > 0 {
			what = "reroll"
		}
		events = append(events, purse.SpendFor(f, what))
		tr := f.TraitRoll(Vigor, withMods(opts.VigorMods, f.soakMods()))
		tr.Name = "Vigor (Soak)"
		res := r.TraitTest(tr)
		n := 0
		if res.Success {
			n = min(1+res.Raises, wounds)
		}
		ev := rollEvent(EventSoak, f, tr, res)
		if !opts.Quiet {
			ev.Outcome = fmt.Sprintf("%s: soaks %d of %d", ev.Outcome, n, wounds)
		}
		events = append(events, ev)
		if k, more := f.holyWarrior(res, n, best, wounds); k > 0 { // arcane_edges.go
			n = more
			events = append(events, f.stateEvent(EventState, "Holy Warrior",
				fmt.Sprintf("spends %d %s: Soak %d, soaks %d of %d (%d left)", k, map[bool]string{true: "Power Point", false: "Power Points"}[k == 1], res.Total+k, n, wounds, f.PowerPoints())))
		}
		best = max(best, n)
		rolls++
	}
	return rolls, best, events
}

// SpendBenny takes one benny from f and records it; the caller checks
// that f has one.
func (f *Figure) SpendBenny(what string) Event {
	f.Bennies--
	ev := f.stateEvent(EventBenny, what, fmt.Sprintf("%d left", f.Bennies))
	ev.Who, ev.Target = f.ID, ""
	return ev
}

// ErrNoBenny is returned when a figure has no benny to spend.
var ErrNoBenny = errors.New("no benny left")

// ObjectParry is the Parry of an object nobody holds; a held object uses
// its holder's Parry.
const ObjectParry = 2

// RollObjectDamage throws spec against an object: no die aces and a raise
// adds nothing; there are no vital areas to hit either.
func (r *RNG) RollObjectDamage(spec DamageSpec) DamageRoll {
	spec.Raise, spec.HeadVitals = false, false
	d := DamageRoll{Spec: spec, Mods: spec.Mods()}
	dice := spec.Dice()
	if len(dice) > 0 {
		d.Rolls = make([]DieRoll, 0, len(dice)) // one array, not one per growth
	}
	for _, die := range dice {
		dr := r.RollNoAce(die)
		d.Rolls = append(d.Rolls, dr)
		d.Total += dr.Sum()
	}
	d.Total += d.Mods.Sum()
	return d
}

// BreakObject rolls damage against an object of the given Hardness:
// damage equal to or above it breaks the object.
func (r *RNG) BreakObject(spec DamageSpec, object string, hardness int) (bool, Event) {
	d := r.RollObjectDamage(spec)
	broken := d.Total >= hardness
	ev := Event{
		Kind: EventBreak, Who: spec.Who, Target: object, What: spec.Weapon, Weapon: spec.Weapon,
		Rolls: d.Rolls, Mods: d.Mods, Total: d.Total, TN: hardness, Outcome: "holds",
	}
	if broken {
		ev.Outcome = "broken"
	}
	return broken, ev
}
