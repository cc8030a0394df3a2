package rules

import (
	"fmt"
	"strings"
)

// Deluxe's numbers of powers first played there in rules revision 7
// (Since: 7; CHARACTERS.md 5.3): Blind (2 PP on one target, 4 as a
// Medium Blast, 6 as a Large one; range 12/24/48) and Slumber (2 PP,
// Smarts x2, a minute kept up for 1 PP a minute: 10 rounds each) do in
// deluxe what they do in swade (the reference gives deluxe's costs and
// ranges only: our reading). Deluxe Teleport buys distance with Power
// Points: the reference has 10" a Power Point (15" with a raise), read
// as each point beyond the power's 3 adding that to its 10" (15"), up
// to three more.

// TeleportMoreMost is the most Power Points deluxe Teleport takes beyond
// its cost for distance.
const TeleportMoreMost = 3

// Deluxe Teleport's inches a Power Point more adds, without and with a
// raise.
const (
	TeleportInchesPerPP      = 10
	TeleportRaiseInchesPerPP = 15
)

// TeleportDistanceOption is the name of the deluxe Teleport option of n
// Power Points more: "+10 inches" for 1.
func TeleportDistanceOption(n int) string {
	return fmt.Sprintf("+%d inches", n*TeleportInchesPerPP)
}

func init() {
	addPower(Deluxe, Power{Name: "Blind", Kind: PowerEffect, PP: 2, Range: RangeInches, Inches: 48, Areas: []Template{MBT, LBT}, Since: 7})
	// A minute (10 rounds), and 1 PP renews it for another minute.
	addPower(Deluxe, Power{Name: "Slumber", Kind: PowerEffect, PP: 2, Range: RangeSmarts2, Rounds: 10, Upkeep: 1, UpkeepRounds: 10, Resist: Spirit, Since: 7})
	deluxeOptions = append(deluxeOptions,
		PowerMod{Name: "Medium Blast", PP: 2, For: []string{"Blind"}, Since: 7},
		PowerMod{Name: "Large Blast", PP: 4, For: []string{"Blind"}, Since: 7})
	for n := 1; n <= TeleportMoreMost; n++ {
		deluxeOptions = append(deluxeOptions, PowerMod{Name: TeleportDistanceOption(n), PP: n, For: []string{"Teleport"}, Since: 7})
	}
	RegisterHelp(HelpEntry{Key: "deluxe_options7", Title: "Deluxe Blind, Slumber and Teleport's distance", Text: "In deluxe, Blind costs 2 Power Points on one figure in 12/24/48, 4 as a Medium Blast and 6 as a Large one; " +
		"Slumber costs 2, reaches Smarts x2 and lasts a minute (10 rounds), kept up for 1 Power Point a minute. " +
		"Teleport's options +10 to +30 inches cost 1 to 3 Power Points more: each adds 10\" to its 10\" (15\" to its 15\" with a raise)."})
}

// teleportOptions refuses two of deluxe Teleport's distance options on
// one casting: each names the whole distance bought, so together they
// would buy more than TeleportMoreMost.
func (p *CastPlan) teleportOptions() error {
	var names []string
	for n := 1; n <= TeleportMoreMost; n++ {
		names = append(names, TeleportDistanceOption(n))
	}
	taken := 0
	for _, m := range names {
		taken += boolInt(p.hasMod(m))
	}
	if taken > 1 {
		return fmt.Errorf("%s takes one of %s and %s: each names the whole distance bought (%d Power Points at most)",
			p.Power.Name, strings.Join(names[:len(names)-1], ", "), names[len(names)-1], TeleportMoreMost)
	}
	return nil
}

// teleportReach is how far the casting's Teleport carries without and
// with a raise: the edition's, and deluxe's distance bought.
func (p *CastPlan) teleportReach(ed Edition) (float64, float64) {
	return TeleportReachWith(ed, p.hasMod)
}

// TeleportReachWith is how far Teleport carries under the edition with
// the options has says are taken, without and with a raise: the
// edition's reach, and in deluxe each distance bought (a screen shades
// the reach of the options chosen with it).
func TeleportReachWith(ed Edition, has func(string) bool) (float64, float64) {
	near, far := TeleportReach(ed)
	if ed != Deluxe {
		return near, far
	}
	for n := 1; n <= TeleportMoreMost; n++ {
		if has(TeleportDistanceOption(n)) {
			near += float64(n * TeleportInchesPerPP)
			far += float64(n * TeleportRaiseInchesPerPP)
		}
	}
	return near, far
}
