package rules

import (
	"strconv"
	"strings"
)

// Readings of abilities that revision 10 corrects (CHARACTERS.md 4.1):
// a Weakness does what its block says, written after its type, and only
// a deluxe Construct Wild Card ignores its Wound penalties. An Entry's
// Grant knows the edition, not the revision: reviseGrant is where a
// revision's field changes what an entry grants.

// WeaknessDoubles is a Weakness effect's For when its type's damage is
// doubled rather than raised by its Value.
const WeaknessDoubles = "double"

// reviseGrant is what the revision r makes of the effects es that the
// entry named name grants figure f for w.
func reviseGrant(r *EditionRules, f *Figure, name string, w Written, es []Effect) []Effect {
	switch {
	case name == "Weakness" && r.WeaknessEffect:
		if typ, add, double, ok := WeaknessWritten(w.Detail); ok {
			e := Effect{Change: ChangeWeakness, Detail: typ, Value: add}
			if double {
				e.Value, e.For = 0, WeaknessDoubles
			}
			return []Effect{e}
		}
	case name == "Construct" && r.ConstructWildOnly && !f.WildCard:
		out := make([]Effect, 0, len(es))
		for _, e := range es {
			if e.Change != ChangeIgnoreWounds {
				out = append(out, e)
			}
		}
		return out
	}
	return es
}

// WeaknessWritten takes a Weakness's brackets apart: the damage type and
// what it does, after a comma or as the last word ("fire, +2", "fire
// double", "cold, x2 damage"). The type alone is +4 (WeaknessMod). ok is
// false when the words after the type are no effect battlemat reads:
// the whole text is then the type, as revision 9 read it.
func WeaknessWritten(detail string) (typ string, add int, double, ok bool) {
	d := strings.TrimSpace(detail)
	var eff string
	if i := strings.IndexAny(d, ",;"); i >= 0 {
		typ, eff = d[:i], d[i+1:]
	} else if i := strings.LastIndexByte(d, ' '); i > 0 {
		typ, eff = d[:i], d[i+1:]
	} else {
		return d, WeaknessMod, false, true
	}
	typ = strings.TrimSpace(typ)
	eff = strings.TrimSpace(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(eff)), "damage"))
	switch eff {
	case "double", "doubled", "x2", "×2":
		return typ, 0, true, typ != ""
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(eff, "+")); err == nil && strings.HasPrefix(eff, "+") && n > 0 {
		return typ, n, false, typ != ""
	}
	return "", 0, false, false
}
