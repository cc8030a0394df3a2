package rules

import (
	"fmt"
	"strings"
)

// The Hindrances first played in rules revision 6 (Since: 6; a revision
// 5 battle keeps the names and grants nothing): Phobia against the
// figures that are its feared thing, Anemic on the rolls against poison
// that Fatigue, Can't Swim in water squares (the board's search).

// AnemicMod is Anemic's penalty to the rolls it hinders.
const AnemicMod = -2

// CantSwimWater is what an inch of water costs a figure that can't swim.
const CantSwimWater = 3

const (
	featAnemic   = "anemic"
	featCantSwim = "cant_swim"
)

func init() {
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Phobia", Fight: true, Param: TextParam, Since: 6,
		Grant: func(ed Edition, w Written) []Effect {
			major, thing := phobiaParam(w)
			if thing == "" {
				return nil // nothing named to fear: kept as a note
			}
			return []Effect{{Change: ChangeTrait, Value: ed.Rules().PhobiaMods[pick(major, 0, 1)], When: WhenFeared, For: thing}}
		},
		Note: "only a figure on the map is a feared thing (its kind:, name or id names it): an idea, a place or the dark is the GM's"})
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Anemic", Fight: true, Since: 6,
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featAnemic, 1)} },
		Note:  "disease and the other Fatigue of a long day are not in a fight"})
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Can't Swim", Fight: true, Since: 6, Editions: []Edition{SWADE},
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featCantSwim, 1)} },
		Note:  "its -2 to swimming rolls: battlemat makes no swimming roll"})
	RegisterHelp(HelpEntry{Key: "edge_hindrances6", Title: "Phobia, Anemic, Can't Swim, Hard of Hearing", Text: fmt.Sprintf(
		"Played from rules revision 6. Phobia names its feared thing after the severity: \"Phobia (Major, spiders)\". "+
			"While a figure that is that thing (its kind:, its name or a word of it, or its id; a plural s aside) stands on the map, revealed and not dead, "+
			"every trait roll of the figure takes swade %d (Major %d), deluxe %d (Major %d), shown as Phobia. "+
			"Anemic: %d to the Vigor roll against a poison whose failure is Fatigue (swade's Mild poison); deluxe: against every poison. "+
			"Can't Swim (swade): each inch of water costs %d\" of Pace instead of wading's 2\" (the reach shading shows it). "+
			"Hard of Hearing (from rules revision 8) hinders a search for a hidden foe out of sight: see Searching for hidden foes.",
		swadeEdges.PhobiaMods[0], swadeEdges.PhobiaMods[1], deluxeEdges.PhobiaMods[0], deluxeEdges.PhobiaMods[1], AnemicMod, CantSwimWater)})
}

// phobiaParam reads "Phobia (Major, spiders)", "Phobia (spiders)" (Minor)
// or "Phobia (snakes; minor)", a book's dash too ("Phobia (Major—fire)"):
// the severity and the feared thing.
func phobiaParam(w Written) (major bool, thing string) {
	var rest []string
	for _, part := range strings.FieldsFunc(w.Detail, func(r rune) bool { return strings.ContainsRune(",;/—–", r) }) {
		switch p := strings.TrimSpace(part); strings.ToLower(p) {
		case "major":
			major = true
		case "minor", "":
		default:
			rest = append(rest, p)
		}
	}
	return major, strings.Join(rest, ", ")
}

// FearedThing is the thing a Hindrance written as text fears ("" for
// one that names nothing) and whether the text is a Phobia at all.
func FearedThing(text string) (string, bool) {
	w, e, err := Lookup(FromHindrance, text)
	if e == nil || err != nil || e.Name != "Phobia" {
		return "", false
	}
	_, thing := phobiaParam(w)
	return thing, true
}

// singularKey is a name's key without a plural s: "spiders" is "spider".
func singularKey(s string) string {
	k := NameKey(s)
	if len(k) > 3 && strings.HasSuffix(k, "s") && !strings.HasSuffix(k, "ss") {
		k = k[:len(k)-1]
	}
	return k
}

// IsA says whether the figure is the thing named ("spiders", "Giant
// Spider", "undead"): its kind, its name, its id, or one word of its kind
// or name, is the thing (case, spaces and a plural s aside).
func (f *Figure) IsA(thing string) bool {
	want := singularKey(thing)
	if want == "" {
		return false
	}
	for _, s := range []string{f.Kind, f.Name, f.ID} {
		if s == "" {
			continue
		}
		if singularKey(s) == want {
			return true
		}
		if s == f.ID {
			continue
		}
		for _, word := range strings.Fields(s) {
			if singularKey(word) == want {
				return true
			}
		}
	}
	return false
}

// fearedPresent says whether a feared thing is present for f: a figure
// other than f that is it, on the map (not hidden from the table) and not
// dead.
func (b *Battle) fearedPresent(f *Figure, thing string) bool {
	for _, g := range b.Figures() {
		if g != f && !g.Dead && g.IsA(thing) && !b.hiddenFig(g) {
			return true
		}
	}
	return false
}

// anemicMods is Anemic's modifier on a Vigor roll against poison of a
// kind ("mild" is the one whose failure is Fatigue).
func (b *Battle) anemicMods(t *Figure, kind string) Mods {
	if t.feature(featAnemic) == 0 || (kind != "mild" && !b.edition.Rules().AnemicEveryPoison) {
		return nil
	}
	return Mods(nil).With("Anemic", AnemicMod)
}
