package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Powers: the list of powers battlemat plays in a fight, each with its
// Power Points, range, duration and what it does, by edition, and the
// power modifiers a caster may add (swade). The cast action (cast.go)
// reads this table; the damage powers resolve as shots and area attacks
// (powers_damage.go), the others as effects (powers_effects.go).

// PowerRange is how a power's range is measured.
type PowerRange int

// The ranges of powers.
const (
	RangeSelf    PowerRange = iota // the caster only
	RangeTouch                     // an adjacent figure (or the caster)
	RangeSmarts                    // the caster's Smarts die in inches
	RangeSmarts2                   // twice that
	RangeCone                      // a Cone Template from the caster
	RangeInches                    // Inches (deluxe's 12/24/48: the Long band)
)

// PowerKind is how a power resolves.
type PowerKind int

// The kinds of power.
const (
	PowerBolt   PowerKind = iota // an arcane attack at each target, like a shot
	PowerArea                    // a template: damage to each figure under it
	PowerEffect                  // effects on the targets (powers_effects.go)
)

// Power is one power's numbers under one edition.
type Power struct {
	Name  string
	Kind  PowerKind
	PP    int
	Range PowerRange
	// Inches is the range of RangeInches (the Long band; Short and
	// Medium are a quarter and a half of it).
	Inches int
	// Rounds is the duration in rounds (0: Instant); Upkeep the Power
	// Points of renewing it per recipient (swade: for another Rounds;
	// deluxe: for one more round).
	Rounds int
	Upkeep int
	// UpkeepRounds is the rounds one deluxe upkeep buys (0: one round).
	UpkeepRounds int
	// Damage and Template of a damage power; Evadable: victims may roll
	// Agility to get out from under it.
	Damage   string
	Template Template
	Evadable bool
	// MaxTargets: how many figures one casting may take (1 unless
	// Additional Recipients: then Recipient PP each more).
	Recipient int
	// Resist is the trait a target rolls against the power ("" none).
	Resist Trait
	// Areas are the templates the power may be cast as (its own Template
	// for an effect power cast at a point, or the Medium and Large Blast
	// modifiers): cast at a point, every figure under it a target.
	Areas []Template
	// Placed: the power is an area put on the map (Light, Darkness), cast
	// at a point whoever is there.
	Placed bool
	// Since is the rules revision that first plays it (0: an earlier
	// one); a battle of an older revision refuses it.
	Since int

	// key is the action key a cast of it counts as (Cast.plan), made
	// once when it is added rather than at every cast planned.
	key string
}

// Aim says how a casting of the power picks its targets: "figures"
// (targets), "point" (at: a template's centre or a Cone's aim), "figures
// or point" (an effect power with an area modifier), or "destination"
// (Teleport: at where to, targets whom, the caster when none).
func (p Power) Aim() string {
	switch {
	case p.Name == "Teleport":
		return "destination"
	case p.Kind == PowerArea || (p.Kind == PowerEffect && p.Template != NoTemplate):
		return "point"
	case len(p.Areas) > 0:
		return "figures or point"
	}
	return "figures"
}

// PowerRules is what a power registered from its own file does: Check
// refuses a target before the roll; On gives a target the effect of a
// success (raise: the roll had one). Either may be nil.
type PowerRules struct {
	Check func(b *Battle, p *CastPlan, t *Figure) error
	On    func(b *Battle, p *CastPlan, t *Figure, raise bool) error
	// Place puts a Placed power on the map once.
	Place func(b *Battle, p *CastPlan, raise bool) error
	// Mods are the activation roll's own modifiers (Dispel's -2 against
	// another Arcane Background).
	Mods func(b *Battle, p *CastPlan) Mods
}

var powerRules = map[string]PowerRules{}

// registerPower adds a power's numbers under each edition that has it
// (a nil one: the edition has no such power) and its rules.
func registerPower(swade, deluxe *Power, r PowerRules) {
	for ed, p := range map[Edition]*Power{SWADE: swade, Deluxe: deluxe} {
		if p != nil {
			addPower(ed, *p)
			powerRules[p.Name] = r
		}
	}
}

// powerTable is every power by edition, keyed by NameKey.
var powerTable = map[Edition]map[string]Power{SWADE: {}, Deluxe: {}}

func addPower(ed Edition, p Power) {
	p.key = p.actionKey()
	powerTable[ed][NameKey(p.Name)] = p
}

// actionKey is the action key a cast of the power counts as: a bolt is
// a shot, an area power an area attack, the rest casts.
func (p Power) actionKey() string {
	if p.key != "" {
		return p.key
	}
	switch p.Kind {
	case PowerBolt:
		return KindShoot + ":" + p.Name
	case PowerArea:
		return KindArea + ":" + p.Name
	}
	return KindCast + ":" + p.Name
}

func init() {
	// swade (CHARACTERS.md 5.3).
	for _, p := range []Power{
		{Name: "Bolt", Kind: PowerBolt, PP: 1, Range: RangeSmarts2, Damage: "2d6"},
		{Name: "Blast", Kind: PowerArea, PP: 3, Range: RangeSmarts2, Damage: "2d6", Template: MBT},
		{Name: "Burst", Kind: PowerArea, PP: 2, Range: RangeCone, Damage: "2d6", Template: Cone},
		{Name: "Smite", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		{Name: "Protection", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		{Name: "Deflection", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		{Name: "Healing", Kind: PowerEffect, PP: 3, Range: RangeTouch},
		{Name: "Relief", Kind: PowerEffect, PP: 1, Range: RangeSmarts, Recipient: 1},
		{Name: "Stun", Kind: PowerEffect, PP: 2, Range: RangeSmarts},
	} {
		addPower(SWADE, p)
	}
	// deluxe: the same powers with their own numbers; durations of 3
	// rounds kept up round by round.
	for _, p := range []Power{
		{Name: "Bolt", Kind: PowerBolt, PP: 1, Range: RangeInches, Inches: 48, Damage: "2d6"},
		{Name: "Blast", Kind: PowerArea, PP: 2, Range: RangeInches, Inches: 96, Damage: "2d6", Template: MBT},
		{Name: "Burst", Kind: PowerArea, PP: 2, Range: RangeCone, Damage: "2d10", Template: Cone, Evadable: true},
		{Name: "Smite", Kind: PowerEffect, PP: 2, Range: RangeTouch, Rounds: 3, Upkeep: 1},
		{Name: "Armor", Kind: PowerEffect, PP: 2, Range: RangeTouch, Rounds: 3, Upkeep: 1},
		{Name: "Deflection", Kind: PowerEffect, PP: 2, Range: RangeTouch, Rounds: 3, Upkeep: 1},
		{Name: "Healing", Kind: PowerEffect, PP: 3, Range: RangeTouch},
		{Name: "Stun", Kind: PowerEffect, PP: 2, Range: RangeInches, Inches: 48},
	} {
		addPower(Deluxe, p)
	}
}

// LookupPower is the power of that name under the edition; the name may
// carry its trappings ("Bolt (hellfire)").
func LookupPower(ed Edition, name string) (Power, bool) {
	var kb [64]byte
	p, ok := powerTable[ed][string(appendNameKey(kb[:0], PowerName(name)))]
	return p, ok
}

// PowerName is a power's name without its trappings: "Bolt (hellfire)"
// is "Bolt".
func PowerName(written string) string {
	name, _, _ := strings.Cut(written, "(")
	return strings.TrimSpace(name)
}

// PowerNames lists the powers battlemat plays under the edition, sorted.
func PowerNames(ed Edition) []string {
	var out []string
	for _, p := range powerTable[ed] {
		out = append(out, p.Name)
	}
	sort.Strings(out)
	return out
}

// HasPower reports whether the figure has the power (its powers: as
// written, trappings ignored).
func (f *Figure) HasPower(name string) bool {
	if len(f.Powers) == 0 {
		return false // most figures: nothing to normalise
	}
	name = PowerName(name)
	var kb, pb [64]byte
	var key []byte // name's key, made once and only if needed
	for _, p := range f.Powers {
		p = PowerName(p)
		if p == name {
			return true
		}
		if key == nil {
			key = appendNameKey(kb[:0], name)
		}
		if string(appendNameKey(pb[:0], p)) == string(key) {
			return true
		}
	}
	return false
}

// PowerPoints is what the figure has left (0 without an Arcane Background).
func (f *Figure) PowerPoints() int {
	if f.Arcane == nil {
		return 0
	}
	return max(f.MaxPowerPoints()-f.PowerPointsSpent, 0)
}

// PowerRangeInches is the power's range for the caster in inches (0 for
// Self, Touch and Cone).
func PowerRangeInches(f *Figure, p Power) int {
	smarts, _ := f.Trait(Smarts)
	sm := smarts.Sides
	switch p.Range {
	case RangeSmarts:
		return sm
	case RangeSmarts2:
		return 2 * sm
	case RangeInches:
		return p.Inches
	}
	return 0
}

// rangeText says a power's range for the caster.
func rangeText(f *Figure, p Power) string {
	switch p.Range {
	case RangeSelf:
		return "Self"
	case RangeTouch:
		return "Touch"
	case RangeCone:
		return "a Cone from the caster"
	case RangeSmarts:
		return fmt.Sprintf("Smarts: %d\"", PowerRangeInches(f, p))
	case RangeSmarts2:
		return fmt.Sprintf("Smarts x2: %d\"", PowerRangeInches(f, p))
	}
	return fmt.Sprintf("%d\"", p.Inches)
}

// PowerMod is one power modifier (swade): its PP and what the cast
// action does with it.
type PowerMod struct {
	Name string
	PP   int
	// For lists the powers it applies to ("" for any power).
	For []string
	// Since is the rules revision that first plays it (0: an earlier one).
	Since int
}

// powerMods are the modifiers battlemat plays (CHARACTERS.md 5.4).
var powerMods = []PowerMod{
	{Name: "Armor Piercing 2", PP: 1, For: []string{"Bolt", "Blast", "Burst"}},
	{Name: "Armor Piercing 4", PP: 2, For: []string{"Bolt", "Blast", "Burst"}},
	{Name: "Armor Piercing 6", PP: 3, For: []string{"Bolt", "Blast", "Burst"}},
	{Name: "Damage", PP: 2, For: []string{"Bolt", "Blast", "Burst"}},
	{Name: "Lingering Damage", PP: 2, For: []string{"Bolt", "Blast", "Burst"}},
	{Name: "Large Blast", PP: 1, For: []string{"Blast"}},
	{Name: "Small Blast", PP: 0, For: []string{"Blast"}},
	{Name: "Range", PP: 1, For: []string{"Bolt", "Blast", "Smite", "Protection", "Deflection", "Relief", "Stun"}},
}

// LookupPowerMod finds a modifier by name for a power.
func LookupPowerMod(power, name string) (PowerMod, error) {
	key := NameKey(name)
	// A name may have an entry per group of powers (Large Blast: +1 for
	// Blast, +3 for Entangle): the one for this power.
	var goes []string
	found := PowerMod{}
	for _, m := range powerMods {
		if NameKey(m.Name) != key {
			continue
		}
		if len(m.For) > 0 && !containsFold(m.For, power) {
			found = m
			goes = append(goes, m.For...)
			continue
		}
		return m, nil
	}
	if found.Name != "" {
		return PowerMod{}, fmt.Errorf("the modifier %s does not go with %s (it goes with %s)", found.Name, power, strings.Join(goes, ", "))
	}
	return PowerMod{}, fmt.Errorf("%q is not a power modifier battlemat knows (%s)", name, strings.Join(PowerModNames(), ", "))
}

// registerMods adds power modifiers (a power's file registers its own).
func registerMods(ms ...PowerMod) { powerMods = append(powerMods, ms...) }

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// powerChoices are the options a power offers (Cast.Choice), the first
// the default.
var powerChoices = map[string][]string{}

// PowerChoices lists the options of the power ("" none).
func PowerChoices(name string) []string { return powerChoices[name] }

func checkChoice(pw Power, choice string) error {
	choice = strings.ToLower(strings.TrimSpace(choice))
	if choice == "" {
		return nil
	}
	opts := powerChoices[pw.Name]
	if len(opts) == 0 {
		return fmt.Errorf("%s offers no choice", pw.Name)
	}
	if !containsString(opts, choice) {
		return fmt.Errorf("%q is not a choice of %s (%s)", choice, pw.Name, strings.Join(opts, ", "))
	}
	return nil
}

// PowerModNames lists the power modifiers' names, each once, in the
// order they were added.
func PowerModNames() []string {
	var names []string
	for _, m := range powerMods {
		if !containsString(names, m.Name) {
			names = append(names, m.Name)
		}
	}
	return names
}

// PowerModsFor lists the modifiers a casting of the power may take under
// the edition (none in deluxe), each once with its Power Points for that
// power: what a screen offers before the roll.
func PowerModsFor(ed Edition, power string) []PowerMod {
	if ed == Deluxe {
		return deluxeOptionsFor(power)
	}
	if pw, ok := LookupPower(ed, power); ok {
		power = pw.Name // a trapping written after the name
	}
	var out []PowerMod
	for _, m := range powerMods {
		if len(m.For) > 0 && !containsFold(m.For, power) {
			continue
		}
		dup := false
		for _, o := range out {
			dup = dup || o.Name == m.Name
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}
