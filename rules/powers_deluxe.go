package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Deluxe's per-power options (CHARACTERS.md 5.1, 5.3): deluxe has no
// general power modifiers, but some powers list extra-cost options, taken
// here as the cast's mods: Bolt fires 2 or 3 bolts in one action (1 PP a
// bolt: one skill die a bolt and one Wild Die, no autofire penalty) or
// one 3d6 bolt for 2 PP, not both; Blast's 3d6 or Large Blast double its
// cost and both triple it; Entangle as a Medium Blast costs 4, Havoc as
// a Large one 4. Confusion, Boost Trait and Lower Trait take one more
// target for each Power Point more, up to five: the options "2 targets"
// to "5 targets", the targets named in the cast or, fewer named, the
// nearest of the first one's side the power reaches (moreTargets).

// The deluxe options' names.
const (
	Deluxe2Bolts = "2 Bolts"
	Deluxe3Bolts = "3 Bolts"
	Deluxe3d6    = "3d6"
)

var deluxeOptions = []PowerMod{
	{Name: Deluxe2Bolts, PP: 1, For: []string{"Bolt"}},
	{Name: Deluxe3Bolts, PP: 2, For: []string{"Bolt"}},
	{Name: Deluxe3d6, PP: 1, For: []string{"Bolt"}},
	{Name: Deluxe3d6, PP: 2, For: []string{"Blast"}},
	{Name: "Large Blast", PP: 2, For: []string{"Blast", "Havoc"}},
	{Name: "Medium Blast", PP: 2, For: []string{"Entangle"}},
}

// DeluxeMostTargets is the most targets one casting of a power with the
// targets options takes.
const DeluxeMostTargets = 5

// moreTargetsPowers are the deluxe powers that take more targets at 1
// Power Point each.
var moreTargetsPowers = []string{"Confusion", "Boost Trait", "Lower Trait"}

func init() {
	for n := 2; n <= DeluxeMostTargets; n++ {
		deluxeOptions = append(deluxeOptions, PowerMod{Name: TargetsOption(n), PP: n - 1, For: moreTargetsPowers})
	}
}

// TargetsOption is the name of the deluxe option for n targets: "3
// targets".
func TargetsOption(n int) string { return fmt.Sprintf("%d targets", n) }

// TargetsOf is how many targets the option names (0: not a targets
// option).
func TargetsOf(option string) int {
	for n := 2; n <= DeluxeMostTargets; n++ {
		if option == TargetsOption(n) {
			return n
		}
	}
	return 0
}

// deluxeTargets is how many figures the casting is cast on under its
// targets option (1 without one).
func (p *CastPlan) deluxeTargets() int {
	n := 1
	for _, m := range p.Mods {
		n = max(n, TargetsOf(m.Name))
	}
	return n
}

func init() {
	// Entangle's Medium Blast in deluxe.
	p := powerTable[Deluxe]["entangle"]
	p.Areas = []Template{MBT}
	powerTable[Deluxe]["entangle"] = p
	RegisterHelp(HelpEntry{Key: "deluxe_options", Title: "Deluxe power options", Text: "In the deluxe edition powers have their own options instead of modifiers: " +
		"Bolt may fire 2 or 3 bolts in one action for 1 Power Point each (a skill die each and one Wild Die, no autofire penalty) or one 3d6 bolt for 2; " +
		"Blast's 3d6 or Large Blast doubles its cost, both triple it; Entangle as a Medium Blast and Havoc as a Large one cost 4; " +
		"Confusion, Boost Trait and Lower Trait take one more target for each Power Point more, up to five (the options 2 targets to 5 targets: " +
		"in the window and on a phone the figure picked and the nearest others of its side the power reaches)."})
}

// deluxeOptionsFor lists the power's deluxe options.
func deluxeOptionsFor(power string) []PowerMod {
	if pw, ok := LookupPower(Deluxe, power); ok {
		power = pw.Name
	}
	var out []PowerMod
	for _, m := range deluxeOptions {
		if containsFold(m.For, power) {
			out = append(out, m)
		}
	}
	return out
}

// lookupModIn finds a modifier (swade) or an option (deluxe) of the
// power by name.
func lookupModIn(ed Edition, power, name string) (PowerMod, error) {
	if ed != Deluxe {
		return LookupPowerMod(power, name)
	}
	for _, m := range deluxeOptionsFor(power) {
		if NameKey(m.Name) == NameKey(name) {
			return m, nil
		}
	}
	var names []string
	for _, m := range deluxeOptionsFor(power) {
		names = append(names, m.Name)
	}
	if len(names) == 0 {
		return PowerMod{}, fmt.Errorf("deluxe has no power modifiers: each power lists its own options")
	}
	return PowerMod{}, fmt.Errorf("%q is not an option of %s in deluxe (%s)", name, power, strings.Join(names, ", "))
}

// moreTargets fills a deluxe targets option's figures not named: the
// nearest to the first target of its side that the power reaches and
// takes (a screen's one tap names one), nearest first, ties by id,
// never a figure still hidden from the players;
// refused when the side has too few.
func (b *Battle) moreTargets(p *CastPlan, named []string) ([]string, error) {
	n := p.deluxeTargets()
	first := b.Figure(named[0])
	if first == nil {
		return nil, fmt.Errorf("there is no figure %q", named[0])
	}
	at := b.Battlefield.Centre(first.ID)
	type cand struct {
		id string
		d  float64
	}
	var cs []cand
	for _, g := range b.figs {
		if g.Side != first.Side || containsString(named, g.ID) || g.Dead || g.Hidden {
			continue
		}
		if _, err := b.powerReach(p, g.ID); err != nil {
			continue
		}
		if err := b.checkTarget(p, g); err != nil {
			continue
		}
		cs = append(cs, cand{g.ID, b.spotDistance(g.ID, at)})
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].id < cs[j].id
	})
	out := append([]string(nil), named...)
	for _, c := range cs {
		if len(out) == n {
			break
		}
		out = append(out, c.id)
	}
	if len(out) < n {
		return nil, fmt.Errorf("%s on %d targets: only %d of %s's side in reach", p.Power.Name, n, len(out), b.name(first.ID))
	}
	return out, nil
}

// bolts is how many bolts the casting fires (deluxe's options; 1).
func (p *CastPlan) bolts() int {
	switch {
	case p.hasMod(Deluxe3Bolts):
		return 3
	case p.hasMod(Deluxe2Bolts):
		return 2
	}
	return 1
}

// checkDeluxeOptions refuses options that do not go together.
func (p *CastPlan) checkDeluxeOptions() error {
	n := 0
	for _, m := range []string{Deluxe2Bolts, Deluxe3Bolts} {
		if p.hasMod(m) {
			n++
		}
	}
	switch {
	case n > 1:
		return fmt.Errorf("Bolt fires 2 or 3 bolts, not both")
	case n > 0 && p.hasMod(Deluxe3d6):
		return fmt.Errorf("several bolts or one 3d6 bolt, not both")
	}
	k := 0
	for _, m := range p.Mods {
		if TargetsOf(m.Name) > 0 {
			k++
		}
	}
	if k > 1 {
		return fmt.Errorf("%s takes one targets option", p.Power.Name)
	}
	return nil
}

// boltTargets gives each of n bolts a target: those named in order, the
// last one taking the bolts left.
func boltTargets(named []string, n int) []string {
	if len(named) == 0 {
		return nil
	}
	out := append([]string(nil), named...)
	for len(out) < n {
		out = append(out, named[len(named)-1])
	}
	return out
}
