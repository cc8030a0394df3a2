package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Damage is a damage expression: the wielder's Strength die (melee), any
// number of dice, and a flat bonus. "2d6+1", "str+d6", "str".
type Damage struct {
	Strength bool
	Dice     []Die
	Plus     int
}

func (d Damage) String() string {
	var parts []string
	if d.Strength {
		parts = append(parts, "Str")
	}
	// Group equal dice: 2d6.
	for i := 0; i < len(d.Dice); {
		j := i
		for j < len(d.Dice) && d.Dice[j] == d.Dice[i] {
			j++
		}
		n := j - i
		if n == 1 {
			parts = append(parts, d.Dice[i].String())
		} else {
			parts = append(parts, fmt.Sprintf("%d%s", n, d.Dice[i]))
		}
		i = j
	}
	s := strings.Join(parts, "+")
	if d.Plus != 0 {
		s += fmt.Sprintf("%+d", d.Plus)
	}
	return s
}

const damageExpect = `dice like "2d6+1", "str+d6" or "str"`

// ParseDamage reads a damage expression: terms joined by "+" (a trailing
// "-N" is allowed), each "str", "NdS" or "dS", or a whole number.
func ParseDamage(s string) (Damage, error) {
	d, ok := parseDamage(s)
	if !ok {
		return Damage{}, fmt.Errorf("%q is not a damage roll (%s)", s, damageExpect)
	}
	return d, nil
}

// parseDamage is ParseDamage without building its error: a power's
// damage is read again each time its cast is planned.
func parseDamage(s string) (Damage, bool) {
	t := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "")
	if t == "" {
		return Damage{}, false
	}
	var d Damage
	minus := 0
	if i := strings.LastIndexByte(t, '-'); i > 0 {
		n, err := strconv.Atoi(t[i+1:])
		if err != nil || n < 0 || n > 100 {
			return Damage{}, false
		}
		minus = n
		t = t[:i]
	}
	for term := range strings.SplitSeq(t, "+") {
		switch {
		case term == "str":
			if d.Strength {
				return Damage{}, false
			}
			d.Strength = true
		case strings.Contains(term, "d"):
			i := strings.IndexByte(term, 'd')
			n := 1
			if i > 0 {
				v, err := strconv.Atoi(term[:i])
				if err != nil || v < 1 || v > 20 {
					return Damage{}, false
				}
				n = v
			}
			sides, err := strconv.Atoi(term[i+1:])
			if err != nil {
				return Damage{}, false
			}
			switch sides {
			case 4, 6, 8, 10, 12:
			default:
				return Damage{}, false
			}
			for k := 0; k < n; k++ {
				d.Dice = append(d.Dice, Die{Sides: sides})
			}
		default:
			v, err := strconv.Atoi(term)
			if err != nil || v < 0 || v > 100 {
				return Damage{}, false
			}
			d.Plus += v
		}
	}
	d.Plus -= minus
	if !d.Strength && len(d.Dice) == 0 {
		return Damage{}, false
	}
	return d, true
}

// Weapon is one weapon profile as a scenario gives it.
type Weapon struct {
	Name string
	// Range is Short/Medium/Long in inches; all zero for a melee weapon.
	Range    [3]int
	Damage   Damage
	RoF      int // 1 unless the weapon says otherwise
	AP       int
	Shots    int // magazine; 0 means not tracked
	Template Template
	Thrown   bool
	Evadable bool
	Shotgun  bool
	// Reload is the actions it takes to reload (0: one action).
	Reload int
	// DamageType is what the weapon does to objects (blunt, cutting,
	// piercing, fire); "" derives it from the weapon (items.go).
	DamageType DamageType
	// Material is what the weapon is made of or carries besides its
	// damage type ("silver", "cold iron"): a Weakness, Immunity or
	// Invulnerability of that name meets it as it meets a damage type.
	Material string `json:",omitempty"`
	// Reach is how far beyond adjacent it strikes in inches (a spear 1):
	// a weapon with Reach may be set against a charge (mounted.go).
	Reach int
	// Natural: a bite, claws or horns (natural.go): always armed, never
	// dropped. OffHand: wielded in the off hand, -2 to attack with it.
	Natural bool
	OffHand bool
	// Heavy: a Heavy Weapon, the only kind that harms Heavy Armor.
	Heavy bool
	// Scope: Extreme range is -6 instead of -8. DoubleTap: a semi-
	// automatic weapon that may double tap; Burst: one whose selector
	// fires a three-round burst. Barrels: 2 for a double-barrelled
	// shotgun (both barrels at one target: one damage roll, +4).
	Scope     bool
	DoubleTap bool
	Burst     bool
	Barrels   int
	// Pistol: it may fire at an adjacent foe (the loader sets the
	// default: DefaultPistol). Edged: a blade (nonlethal with it is -1).
	Pistol bool
	Edged  bool
	// TwoHanded: wielded in both hands (a great sword): Sweep takes no
	// -2 with it, One Arm -4 (edges_rules.go).
	TwoHanded bool `json:",omitempty"`
	// Power: a power's damage (Bolt, Blast), cast under that edition;
	// never in a scenario (DamageSpec.Power).
	Power Edition `json:"-"`
	// Magic: it harms an Ethereal creature (a power's, from revision 5:
	// PowersHarmEthereal); never in a scenario.
	Magic bool `json:"-"`
}

// Ranged reports whether the weapon has a range (fires or is thrown).
func (w Weapon) Ranged() bool { return w.Range[2] > 0 }

// ParseRange reads "S/M/L" in inches, each larger than the last.
func ParseRange(s string) ([3]int, error) {
	var r [3]int
	bad := fmt.Errorf("%q is not a range (Short/Medium/Long in inches, e.g. 12/24/48)", s)
	parts := strings.Split(strings.TrimSpace(s), "/")
	if len(parts) != 3 {
		return r, bad
	}
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || v < 1 || v > 1000 {
			return r, bad
		}
		if i > 0 && v < r[i-1] {
			return r, bad
		}
		r[i] = v
	}
	return r, nil
}
