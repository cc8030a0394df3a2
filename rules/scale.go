package rules

import "strings"

// Size and Scale (swade): a Size's Scale modifier on every attack roll
// between figures of different Scales, and the extra Wounds of big
// creatures. Deluxe has neither: its Small, Large, Huge and Gargantuan
// are abilities a stat block lists (abilities.go).

// ScaleModName names the Scale modifier in plans and logs.
const ScaleModName = "Scale"

// SwatMax is how many points of Scale penalty Swat ignores.
const SwatMax = 4

// ScaleOf is a Size's Scale modifier: Tiny (-4) -6, Very Small (-3) -4,
// Small (-2) -2, Normal (-1 to 3) 0, Large (4-7) +2, Huge (8-11) +4,
// Gargantuan (12 and up) +6.
func ScaleOf(size int) int {
	switch {
	case size <= -4:
		return -6
	case size == -3:
		return -4
	case size == -2:
		return -2
	case size <= 3:
		return 0
	case size <= 7:
		return 2
	case size <= 11:
		return 4
	}
	return 6
}

// SizeWounds is how many more Wounds a creature of a Size takes before
// it is Incapacitated: Large 1, Huge 2, Gargantuan 3.
func SizeWounds(size int) int {
	return max(ScaleOf(size)/2, 0)
}

// SizeNow is the figure's Size with its effects (Brawny's +1). The
// Small Hindrance (Young's too) can't take Size below -1; its Toughness
// loss stays (effectToughness counts it whole).
func (f *Figure) SizeNow() int {
	if !f.HasEffects() {
		return f.Size
	}
	s := f.Size + effectCtx{f: f}.mods(ChangeSize, "", false).Sum()
	small := 0
	for _, e := range f.granted {
		if e.Change == ChangeSize && e.Source.Kind == FromHindrance {
			small += e.Value
		}
	}
	if small < 0 {
		return max(s, min(s-small, -1))
	}
	return s
}

// ScaleMods are the Scale modifiers of an attack by attacker on target:
// the target's Scale less the attacker's, named "Scale". The attacker's
// Swat takes up to 4 points off a penalty: the modifier is then "Scale
// (Swat)" (nothing when Swat takes all of it). None in an edition without
// Scale. Area attacks never ask (they are aimed at a point). The weapon
// is not known: a Swat that names its attacks counts (ScaleModsWith).
func (b *Battle) ScaleMods(attacker, target *Figure) Mods {
	return b.ScaleModsWith(attacker, target, "")
}

// ScaleModsWith is ScaleMods for an attack with the weapon named ("":
// any). From revision 9 (SwatNamedAttacks) a Swat whose block names
// attacks ("Swat (Bite, Claws)") takes nothing off with another weapon.
func (b *Battle) ScaleModsWith(attacker, target *Figure, weapon string) Mods {
	return Mods(nil).With(b.scaleMod(attacker, target, weapon))
}

// scaleMod is ScaleModsWith's one modifier (0: none), for the plans that
// add it to a list of their own rather than copy a list made for it.
func (b *Battle) scaleMod(attacker, target *Figure, weapon string) (string, int) {
	if !b.Rules.ScaleMods || attacker == nil || target == nil {
		return "", 0
	}
	m := ScaleOf(target.SizeNow()) - ScaleOf(attacker.SizeNow())
	name := ScaleModName
	if m < 0 && attacker.HasEffects() {
		if n := min(b.swat(attacker, target, weapon), SwatMax, -m); n > 0 {
			m += n
			name = ScaleModName + " (Swat)"
		}
	}
	return name, m
}

// sizeWounds is the extra Wounds the figure's Size gives under the
// rules (Figure.MaxWounds reads it).
func (er *EditionRules) sizeWounds(f *Figure) int {
	if !er.SizeWounds {
		return 0
	}
	return SizeWounds(f.SizeNow())
}

// grant works out what the figure's names and Size give it under the
// battle's edition and revision (as the battle starts, or as the GM adds
// it).
func (b *Battle) grant(f *Figure) {
	f.GrantAt(b.edition, b.Rules.Revision)
	f.extraWounds = b.Rules.sizeWounds(f)
	if b.Rules.ScaleMods && f.SizeNow() >= GargantuanSize {
		src := Source{Kind: FromAbility, Name: "Gargantuan"}
		f.granted = append(f.granted, Effect{Source: src, Change: ChangeHeavyArmor}, Effect{Source: src, Change: ChangeHeavyWeapon})
		if b.Rules.Revision >= stompSince {
			f.granted = append(f.granted, Effect{Source: src, Change: ChangeFeature, Detail: featStomp, Value: 1}) // abilities_stomp.go
		}
	}
	f.noteGranted()
}

// GargantuanSize is the least Size of a Gargantuan creature (swade): it
// has Heavy Armor, its attacks are Heavy Weapons and it may Stomp (from
// rules revision 7, as the Stomp its block names).
const GargantuanSize = 12

// swat is the points of Scale penalty the attacker's Swat takes off an
// attack with the weapon.
func (b *Battle) swat(attacker, target *Figure, weapon string) int {
	ctx := effectCtx{b: b, f: attacker, other: target}
	n := 0
	attacker.eachEffect(func(e *Effect) {
		if e.Change != ChangeScale || !ctx.holds(e) {
			return
		}
		if b.Rules.SwatNamedAttacks && weapon != "" && e.For != "" && !namesAttack(e.For, weapon) {
			return
		}
		n += e.Value
	})
	return n
}

// namesAttack says whether a block's words ("Bite, Claws", "with its
// bite and claws") name the weapon, as written or with an s more or less.
func namesAttack(words, weapon string) bool {
	w := strings.ToLower(strings.TrimSpace(weapon))
	if w == "" {
		return false
	}
	for _, f := range strings.FieldsFunc(strings.ToLower(words), func(r rune) bool {
		return r == ',' || r == ';' || r == '(' || r == ')' || r == ':' || r == '.'
	}) {
		f = " " + strings.Join(strings.Fields(f), " ") + " "
		for _, n := range []string{w, w + "s", strings.TrimSuffix(w, "s")} {
			if n != "" && strings.Contains(f, " "+n+" ") {
				return true
			}
		}
	}
	return false
}
