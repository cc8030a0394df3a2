package statblock

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"battlemat/rules"
)

// stats are what a gear item's or a natural weapon's parentheses said.
type stats struct {
	damage, rng, template string
	rof, ap, shots, reach int
	armor, parry          int
	hasArmor, hasParry    bool
	minStr                string
	evadable, shotgun     bool
}

// gear reads "Gear: Padded coat (+1), belaying pin (Str+d4), old
// revolver (Range 12/24/48, Damage 2d6, AP 1, RoF 1, Shots 6)".
func (p *parser) gear(t span, f *Figure) {
	for _, it := range items(t, gearSeps) {
		name, inside, rest, ok := paren(it)
		if !ok || name.s == "" {
			p.warn(it.at(), "gear %q has no numbers: not a weapon, armor or shield here, not read", clip(it.s))
			continue
		}
		if rest.s != "" {
			p.warn(rest.at(), "%q after %s's numbers: not read", clip(rest.s), name.s)
		}
		var st stats
		for _, s := range items(inside, commas) {
			p.stat(s, &st, name.s)
		}
		label := capitalFirst(name.s)
		switch {
		case st.damage != "":
			label, n := cutCount(label)
			w := p.weapon(label, &st, it.at())
			if w == nil {
				continue
			}
			p.count(w, n, it.at())
			if st.minStr != "" {
				p.minStrength(f, st.minStr, label, inside.at())
			}
			if st.hasParry {
				p.warn(inside.at(), "%s's Parry %+d: battlemat has no key for a weapon's Parry (the block's Parry is kept)", label, st.parry)
			}
			if st.hasArmor {
				p.warn(inside.at(), "%s's %+d: not read on a weapon", label, st.armor)
			}
			f.Weapons = appendWeapon(f.Weapons, *w)
		case isShield(name.s) || st.hasParry && !st.hasArmor:
			p.shield(f, label, &st, it.at())
		case st.hasArmor:
			if f.Armor != 0 {
				p.warn(it.at(), "a second armor (%s %+d): the higher kept", label, st.armor)
			}
			f.Armor = max(f.Armor, st.armor)
		default:
			p.warn(it.at(), "%s (%s): neither a weapon (no damage), armor nor a shield: not read", label, clip(inside.s))
		}
	}
}

// stat reads one entry of a gear item's parentheses.
func (p *parser) stat(s span, st *stats, item string) {
	low := strings.ToLower(strings.TrimSpace(s.s))
	low = strings.TrimSuffix(low, ".")
	word, num := cutNumber(low)
	// A shotgun's damage is its bands' dice, "1-3d6": 3d6 at Short.
	if d := strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(low, "damage"), "dmg"), " :"); d == "1-3d6" || d == "1–3d6" {
		st.damage, st.shotgun = "3d6", true
		return
	}
	switch {
	case strings.HasPrefix(low, "str"):
		if d, err := rules.ParseDamage(strings.ReplaceAll(low, " ", "")); err == nil {
			st.damage = damageText(d)
			return
		}
	case word == "range" || word == "range:":
		if _, err := rules.ParseRange(num); err == nil {
			st.rng = strings.ReplaceAll(num, " ", "")
			return
		}
	case strings.HasPrefix(low, "damage") || strings.HasPrefix(low, "dmg"):
		// The whole rest, not cutNumber's: "Damage Str+d4" cuts at the +.
		rest := strings.TrimPrefix(strings.TrimPrefix(low, "damage"), "dmg")
		rest = strings.ReplaceAll(strings.TrimLeft(rest, " :"), " ", "")
		if d, err := rules.ParseDamage(rest); err == nil {
			st.damage = damageText(d)
			return
		}
	case word == "ap" || word == "rof" || word == "shots" || word == "reach":
		if v, err := strconv.Atoi(num); err == nil && v >= 0 {
			switch word {
			case "ap":
				st.ap = v
			case "rof":
				st.rof = v
			case "shots":
				st.shots = v
			case "reach":
				st.reach = v
			}
			return
		}
	case strings.HasPrefix(low, "min str"):
		d := strings.TrimSpace(strings.TrimLeft(strings.TrimPrefix(low, "min str"), ". :"))
		if _, err := rules.ParseDie(d); err == nil {
			st.minStr = d
			return
		}
	case strings.HasPrefix(low, "+") || strings.HasPrefix(low, "-"):
		fields := strings.Fields(low)
		v, err := strconv.Atoi(fields[0])
		if err == nil {
			kind := ""
			if len(fields) > 1 {
				kind = strings.Join(fields[1:], " ")
			}
			switch kind {
			case "", "armor", "armour", "toughness":
				st.armor, st.hasArmor = v, true
				return
			case "parry":
				st.parry, st.hasParry = v, true
				return
			case "cover", "cover vs ranged", "armor vs ranged":
				return // the shield's size says it (rules)
			}
		}
	case low == "cone" || low == "cone template" || low == "stream" || low == "stream template":
		st.template = strings.Fields(low)[0]
		return
	case low == "sbt" || low == "mbt" || low == "lbt" || strings.HasSuffix(low, "blast template"):
		st.template = blastOf(low)
		return
	}
	if d, err := rules.ParseDamage(low); err == nil && !strings.HasPrefix(low, "+") {
		st.damage = damageText(d)
		return
	}
	if _, err := rules.ParseRange(low); err == nil {
		st.rng = low
		return
	}
	p.warn(s.at(), "%s: %q not read", item, clip(s.s))
}

// cutNumber splits "range 12/24/48" into "range" and "12/24/48".
func cutNumber(s string) (word, rest string) {
	i := strings.IndexFunc(s, func(r rune) bool { return unicode.IsDigit(r) || r == '-' || r == '+' })
	if i <= 0 {
		return s, ""
	}
	return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i:])
}

func blastOf(s string) string {
	switch {
	case strings.HasPrefix(s, "s"):
		return "sbt"
	case strings.HasPrefix(s, "l"):
		return "lbt"
	}
	return "mbt"
}

// damageText writes damage as a scenario does: "str+d6", "2d6+1".
func damageText(d rules.Damage) string { return strings.ToLower(d.String()) }

// weapon makes a weapon of the stats, or warns why it cannot.
func (p *parser) weapon(name string, st *stats, at pos) *Weapon {
	w := &Weapon{Name: name, Damage: st.damage, Range: st.rng, AP: st.ap, Shots: st.shots, Reach: st.reach, Template: st.template, Evadable: st.evadable,
		Material: materialOf(name), Shotgun: st.shotgun}
	if st.rof > 1 {
		w.RoF = st.rof
	}
	d, _ := rules.ParseDamage(st.damage)
	switch {
	case w.Range != "" && (d.Strength || thrownByName(name)):
		w.Thrown = true
	case (w.Template == "sbt" || w.Template == "mbt" || w.Template == "lbt") && w.Range == "":
		p.warn(at, "%s: a %s lands at a point but has no Range: not read", name, strings.ToUpper(w.Template))
		return nil
	}
	if w.Range == "" {
		if w.RoF > 1 {
			p.warn(at, "%s: RoF %d without a Range: read as 1", name, w.RoF)
			w.RoF = 0
		}
		if w.Shots > 0 && w.Template == "" {
			p.warn(at, "%s: Shots without a Range: not counted", name)
			w.Shots = 0
		}
	} else if w.Reach > 0 {
		p.warn(at, "%s: Reach on a weapon with a Range: not read", name)
		w.Reach = 0
	}
	return w
}

// cutCount splits "Frag grenades x2" into "Frag grenades" and 2 (0 for
// a name without a count).
func cutCount(name string) (string, int) {
	i := strings.LastIndexByte(name, ' ')
	if i <= 0 {
		return name, 0
	}
	word := strings.ToLower(name[i+1:])
	word, ok := strings.CutPrefix(word, "x")
	if !ok {
		word, ok = strings.CutPrefix(word, "×")
	}
	n, err := strconv.Atoi(word)
	if !ok || err != nil || n < 1 {
		return name, 0
	}
	return strings.TrimSpace(name[:i]), n
}

// count reads a weapon's "x2": a thrown weapon's count is how many there
// are to throw (its Shots, which each throw spends); the rules count
// nothing else, so the count of any other weapon is a warning.
func (p *parser) count(w *Weapon, n int, at pos) {
	switch {
	case n == 0:
	case !w.Thrown:
		p.warn(at, "%s x%d: battlemat counts only thrown weapons: one %s here", w.Name, n, w.Name)
	case n > maxShots:
		p.warn(at, "%s x%d: more than %d: not counted", w.Name, n, maxShots)
	case w.Shots > 0 && w.Shots != n:
		p.warn(at, "%s x%d with Shots %d: Shots %d kept", w.Name, n, w.Shots, w.Shots)
	default:
		w.Shots = n
	}
}

// maxShots is the most a scenario's shots may be (board.MaxShots,
// which statblock does not import).
const maxShots = 10000

// thrownByName: a grenade, dynamite or a Molotov is thrown (Athletics)
// though its damage has no Strength in it; a grenade launcher fires.
func thrownByName(name string) bool {
	n := strings.ToLower(name)
	if strings.Contains(n, "launcher") {
		return false
	}
	return strings.Contains(n, "grenade") || strings.Contains(n, "dynamite") || strings.Contains(n, "molotov")
}

// materials a Gear weapon's name may begin with: what a Weakness, Immunity
// or Invulnerability names besides a damage type ("Silver dagger").
var materials = []string{"silver", "cold iron"}

// materialOf is the material a weapon's name begins with, "" for none.
func materialOf(name string) string {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	for _, m := range materials {
		if strings.HasPrefix(n, m+" ") {
			return m
		}
	}
	return ""
}

// appendWeapon adds w, numbering a name the figure already has.
func appendWeapon(ws []Weapon, w Weapon) []Weapon {
	base := w.Name
	for n := 2; ; n++ {
		taken := false
		for _, o := range ws {
			if strings.EqualFold(o.Name, w.Name) {
				taken = true
			}
		}
		if !taken {
			break
		}
		w.Name = fmt.Sprintf("%s %d", base, n)
	}
	return append(ws, w)
}

func isShield(name string) bool {
	l := strings.ToLower(name)
	return strings.Contains(l, "shield") || strings.Contains(l, "buckler") || strings.Contains(l, "pavise")
}

// shield reads a shield's size from its Parry bonus or its name.
func (p *parser) shield(f *Figure, name string, st *stats, at pos) {
	size := ""
	l := strings.ToLower(name)
	switch {
	case st.hasParry && st.parry == 1:
		size = "small"
	case st.hasParry && st.parry == 2 && p.ed == rules.Deluxe:
		size = "large"
	case st.hasParry && st.parry >= 2 && (strings.Contains(l, "large") || strings.Contains(l, "tower")):
		size = "large"
	case st.hasParry && st.parry == 2:
		size = "medium"
	case st.hasParry && st.parry >= 3:
		size = "large"
	case strings.Contains(l, "small") || strings.Contains(l, "buckler"):
		size = "small"
	case strings.Contains(l, "large") || strings.Contains(l, "tower") || strings.Contains(l, "pavise"):
		size = "large"
	case strings.Contains(l, "medium"):
		size = "medium"
	}
	if size == "" {
		size = "medium"
		p.warn(at, "%s: a shield of no size given: read as medium", name)
	}
	if f.Shield != "" {
		p.warn(at, "a second shield (%s): the first kept", name)
		return
	}
	f.Shield = size
	if st.hasParry && st.parry != shieldParry(size, p.ed) {
		p.warn(at, "%s: Parry %+d in the block, %+d for a %s shield in %s (the block's Parry is kept)", name, st.parry, shieldParry(size, p.ed), size, p.ed)
	}
	if st.hasArmor {
		p.warn(at, "%s's %+d armor: not read (a shield's cover comes with its size)", name, st.armor)
	}
}

// shieldParry is a shield's Parry bonus by size (rules.ShieldEffects).
func shieldParry(size string, ed rules.Edition) int {
	for _, e := range rules.ShieldEffects(ed, size) {
		if e.Change == rules.ChangeParry {
			return e.Value
		}
	}
	return 0
}

// minStrength warns when a weapon asks more Strength than the figure has.
func (p *parser) minStrength(f *Figure, need, name string, at pos) {
	have, _ := f.Traits.get(rules.Strength)
	if higher(need, have) {
		p.warn(at, "%s needs Strength %s, the figure has %s: the penalty is not applied", name, need, have)
	}
}

func capitalFirst(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) == 0 {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
