package rules

import (
	"fmt"
	"strings"
)

// The Edges first played in revision 8 (Since: 8; a revision 7 battle
// keeps the names and grants nothing):
//
//   - Champion: +2 damage against a supernaturally evil figure (with
//     "Champion (good)", an unholy champion's, a supernaturally good one),
//     any attack (areas and powers too); deluxe also +2 Toughness against
//     that figure's damage. Who is supernaturally evil is the GM's: a
//     figure is so when its abilities say "Supernaturally Evil" ("Evil";
//     "Supernaturally Good", "Good"), or when the GM puts the feature on it
//     (an `effect` of change feature, detail supernaturally_evil or
//     supernaturally_good).
//   - Double Tap (swade): a RoF 1 gun that fires again without a hand
//     reload double taps (+1 to hit and damage, two rounds) though its
//     scenario did not mark it double_tap; a weapon with a three-round
//     burst double taps two bursts: +2 and six rounds (one marked
//     double_tap double taps as marked).

// Feature names of these Edges and of the marks Champion reads.
const (
	featChampion   = "champion"
	featDoubleTap  = "double_tap_edge"
	MarkEvil       = "supernaturally_evil"
	MarkGood       = "supernaturally_good"
	championGood   = 2 // featChampion's value of a champion against the good
	championEvil   = 1 // and against the evil
	ChampionDamage = 2 // Champion's damage, and deluxe's Toughness
	// DoubleTapBurstMod and DoubleTapBurstAmmo: the Double Tap Edge with a
	// three-round burst weapon.
	DoubleTapBurstMod  = 2
	DoubleTapBurstAmmo = 6
)

func init() {
	RegisterEntry(Entry{Kind: FromEdge, Name: "Champion", Fight: true, Param: TextParam, Since: 8,
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{feat(featChampion, pick(!championOfEvil(w.Detail), championEvil, championGood))}
		}})
	for _, m := range []struct {
		name, alias, feature string
	}{{"Supernaturally Evil", "Evil", MarkEvil}, {"Supernaturally Good", "Good", MarkGood}} {
		RegisterEntry(Entry{Kind: FromAbility, Name: m.name, Aliases: []string{m.alias}, Fight: true, Since: 8,
			Grant: func(Edition, Written) []Effect { return []Effect{feat(m.feature, 1)} }})
	}
	RegisterEntry(Entry{Kind: FromEdge, Name: "Double Tap", Fight: true, Editions: []Edition{SWADE}, Since: 8,
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featDoubleTap, 1)} }})
}

// championOfEvil reads Champion's detail: a champion fights the evil
// unless it says good or unholy ("Champion (good)").
func championOfEvil(detail string) bool {
	d := strings.ToLower(detail)
	return !strings.Contains(d, "good") && !strings.Contains(d, "unholy")
}

// championFoe says whether Champion f fights t: t carries the mark f
// fights.
func championFoe(f, t *Figure) bool {
	if f == nil || t == nil || f == t {
		return false
	}
	switch f.feature(featChampion) {
	case championEvil:
		return t.feature(MarkEvil) > 0
	case championGood:
		return t.feature(MarkGood) > 0
	}
	return false
}

// championMods is Champion's +2 damage by attacker f to t, unless spec
// carries it already (a melee plan adds it to show it in the preview).
func championMods(spec DamageSpec, f, t *Figure) Mods {
	if !championFoe(f, t) {
		return nil
	}
	for _, m := range spec.Extra {
		if m.Name == "Champion" {
			return nil
		}
	}
	return Mods{}.With("Champion", ChampionDamage)
}

// championDamage is what Champion does to a damage roll at t: the
// attacker's +2 and, in deluxe, a Champion victim's +2 Toughness against
// the figure it fights.
func (b *Battle) championDamage(spec DamageSpec, t *Figure) DamageSpec {
	f := b.Figure(spec.Who)
	if f == nil || t == nil || (!f.HasEffects() && !t.HasEffects()) {
		return spec
	}
	if ms := championMods(spec, f, t); ms != nil {
		spec.Extra = append(append(Mods(nil), spec.Extra...), ms...)
	}
	if b.edition == Deluxe && championFoe(t, f) {
		spec.Toughness = append(Mods(nil), spec.Toughness...).With("Champion", ChampionDamage)
	}
	return spec
}

// doubleTapEdge says how the Double Tap Edge lets f double tap with w:
// ok, with its bonus and rounds; or why the weapon cannot. A weapon
// marked double_tap needs no Edge outside swade's revision 9
// (DoubleTapRefusal reads it first).
func doubleTapEdge(r *EditionRules, f *Figure, w Weapon) (mod, ammo int, err error) {
	edge := f != nil && f.feature(featDoubleTap) > 0
	edgeOnly := r != nil && r.SwadeBurstDoubleTap // the mark is no reason: the Edge is
	if !edge && !edgeOnly {
		return 0, 0, fmt.Errorf("the %s cannot double tap: it is not semi-automatic (double_tap: true)", w.Name)
	}
	if w.Burst {
		if !edge {
			return 0, 0, edgeOnlyRefusal(r, w)
		}
		return DoubleTapBurstMod, DoubleTapBurstAmmo, nil
	}
	switch {
	case !w.Ranged() || w.Thrown || w.Template != NoTemplate:
		return 0, 0, fmt.Errorf("the %s cannot double tap: Double Tap is for a gun that fires at figures", w.Name)
	case w.Shotgun:
		return 0, 0, fmt.Errorf("the %s cannot double tap: a shotgun fires shot, not two aimed rounds", w.Name)
	case max(w.RoF, 1) != 1:
		return 0, 0, fmt.Errorf("the %s cannot double tap: Double Tap is for a weapon of RoF 1 (Rapid Fire is for automatic fire)", w.Name)
	case w.Shots == 1:
		return 0, 0, fmt.Errorf("the %s cannot double tap: it holds one round", w.Name)
	}
	n := strings.ToLower(w.Name)
	for _, m := range missileWords {
		if strings.Contains(n, m) {
			return 0, 0, fmt.Errorf("the %s cannot double tap: it is loaded by hand between shots", w.Name)
		}
	}
	if !edge {
		return 0, 0, edgeOnlyRefusal(r, w)
	}
	return DoubleTapMod, 2, nil
}

// edgeOnlyRefusal: a gun the Edge would double tap with, in swade from
// revision 9, where nothing else does (a double_tap mark included).
func edgeOnlyRefusal(r *EditionRules, w Weapon) error {
	return fmt.Errorf("the %s cannot double tap: in swade only the Double Tap Edge double taps (from rules revision 9)", w.Name)
}

// markedDoubleTap says whether w's double_tap mark alone lets its bearer
// double tap under r: everywhere but in swade from revision 9, where
// only the Edge does (SwadeBurstDoubleTap).
func markedDoubleTap(r *EditionRules, w Weapon) bool {
	return w.DoubleTap && (r == nil || !r.SwadeBurstDoubleTap)
}

// HolyWarriorPoints is the most Power Points a Holy (Unholy) Warrior may
// put on its Soak roll now (arcane_edges.go spends them): 0 without the
// Edge (swade's) or without points; a Soak question says it.
func (f *Figure) HolyWarriorPoints() int {
	if f == nil || f.feature(featHolyWarrior) == 0 {
		return 0
	}
	return min(HolyWarriorMost, f.PowerPoints())
}

// DoubleTapRefusal says why f may not double tap with w under the
// battle's rules r (nil: it may): the weapon is marked double_tap (not
// enough in swade from revision 9), or f's Double Tap Edge lets it.
// The screens offer the mode so, the plain tactic fires it so.
func DoubleTapRefusal(r *EditionRules, f *Figure, w Weapon) error {
	if markedDoubleTap(r, w) {
		return nil
	}
	_, _, err := doubleTapEdge(r, f, w)
	return err
}

// DoubleTaps says whether f may double tap with w under r
// (DoubleTapRefusal).
func DoubleTaps(r *EditionRules, f *Figure, w Weapon) bool {
	return DoubleTapRefusal(r, f, w) == nil
}

// DoubleTapOf is a double tap's modifier name, bonus (to hit and damage)
// and rounds under r: the weapon's own where its mark double taps, or
// else the Edge's (two bursts from a burst weapon: DoubleTapBurstMod,
// DoubleTapBurstAmmo).
func DoubleTapOf(r *EditionRules, f *Figure, w Weapon) (string, int, int) {
	if markedDoubleTap(r, w) || f.feature(featDoubleTap) == 0 {
		return "double tap", DoubleTapMod, 2
	}
	mod, ammo, _ := doubleTapEdge(r, f, w)
	return "Double Tap", mod, ammo
}

// BurstBonus is a three-round burst's bonus to hit and damage under r:
// swade's +1 from revision 9, else +2.
func BurstBonus(r *EditionRules) int {
	if r != nil && r.SwadeBurstDoubleTap {
		return SwadeBurstMod
	}
	return BurstMod
}

func init() {
	RegisterHelp(HelpEntry{Key: "edge_eighth", Title: "Champion, Double Tap", Text: fmt.Sprintf(
		"Played from rules revision 8. Champion: +%d damage with any attack (areas and powers too) against a supernaturally evil figure; "+
			"\"Champion (good)\" is an unholy champion's, against a supernaturally good one. In deluxe the champion also has +%d Toughness against that figure's damage. "+
			"Who is evil or good is the GM's: the figure's abilities say Supernaturally Evil (or Evil) or Supernaturally Good (or Good), "+
			"or the GM marks it with an effect (change feature, detail %s or %s). "+
			"Double Tap (swade): a gun of RoF 1 that fires again without loading by hand double taps (+%d to hit and damage, two rounds) even when its scenario does not mark it double_tap; "+
			"with a weapon that fires three-round bursts a double tap is two bursts: +%d to hit and damage, %d rounds. "+
			"A thrown weapon, a template weapon, a shotgun, a bow, crossbow or sling, a weapon of RoF 2 or more and one that holds a single round cannot. "+
			"Under rules revision 8 a weapon marked double_tap double taps as marked (+%d, two rounds), with the Edge or without it; "+
			"from revision 9 only the Edge double taps in swade, a weapon marked double_tap too (at the Edge's numbers).",
		ChampionDamage, ChampionDamage, MarkEvil, MarkGood, DoubleTapMod, DoubleTapBurstMod, DoubleTapBurstAmmo, DoubleTapMod)})
}
