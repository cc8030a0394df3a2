package rules

// Copies and comparisons of a figure's state: each event carries the
// state after it (After), a replay checks it, and a battle's start is a
// copy of its figures.

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unsafe"
)

// copyState is a deep copy of s.
func copyState(s State) State {
	if s.Ammo != nil {
		s.Ammo = append([]int(nil), s.Ammo...)
	}
	if s.Injuries != nil {
		s.Injuries = append([]Injury(nil), s.Injuries...)
	}
	if s.Effects != nil {
		s.Effects = append([]Effect(nil), s.Effects...)
	}
	return s
}

// sameState: copyState(*after) would leave s as it stands (every field
// equal, each slice nil exactly when the copy's would be), so a fight
// applying an event its action has already played keeps the figure's own
// slices instead of allocating new ones.
func sameState(s, after *State) bool {
	if !sameSlice(s.Ammo, after.Ammo) || !sameSlice(s.Injuries, after.Injuries) || !sameSlice(s.Effects, after.Effects) {
		return false
	}
	// Every other field of State, one by one (TestSameStateSeesEveryField
	// fails when State gains one not listed here).
	return s.Bennies == after.Bennies && s.Wounds == after.Wounds && s.Fatigue == after.Fatigue &&
		s.Shaken == after.Shaken && s.Distracted == after.Distracted && s.Vulnerable == after.Vulnerable &&
		s.Stunned == after.Stunned && s.Prone == after.Prone && s.Incapacitated == after.Incapacitated &&
		s.BleedingOut == after.BleedingOut && s.Dead == after.Dead && s.Entangled == after.Entangled &&
		s.Bound == after.Bound && s.Grappler == after.Grappler && s.Unconscious == after.Unconscious &&
		s.Crouching == after.Crouching && s.Riding == after.Riding && s.Unstable == after.Unstable &&
		s.PowerPointsSpent == after.PowerPointsSpent
}

// sameSlice: have equals a copy of want by append([]T(nil), want...).
func sameSlice[T comparable](have, want []T) bool {
	return (have == nil) == (len(want) == 0) && slices.Equal(have, want)
}

// cloneFigure is a deep copy of fig: what a fight changes and what it
// reads, so the copy kept for replay never shares a map or slice.
func cloneFigure(fig *Figure) *Figure {
	c := new(Figure)
	cloneFigureInto(c, fig)
	return c
}

// cloneFigureInto makes *dst a deep copy of fig (dst's own contents are
// dropped).
//
// When dst is another figure whose traits or weapons already equal fig's
// (a battle putting its figures back as they began), dst keeps its own
// map and list: nothing writes into them in place (roster.go and items.go
// copy them before a change), so the copy is as deep as a new one.
func cloneFigureInto(dst, fig *Figure) {
	ownTraits, ownWeapons, ownState, ownParry, ownTough := dst.Traits, dst.Weapons, dst.State, dst.ParryOverride, dst.ToughnessOverride
	keep := dst != fig
	src := *fig // dst may be fig itself
	fig = &src
	c := dst
	*c = src
	if fig.Traits != nil {
		if keep && ownTraits != nil && maps.Equal(ownTraits, fig.Traits) {
			c.Traits = ownTraits
		} else {
			c.Traits = make(map[Trait]Die, len(fig.Traits))
			for k, v := range fig.Traits {
				c.Traits[k] = v
			}
		}
	}
	c.ParryOverride = copyValue(keep, ownParry, fig.ParryOverride)
	c.ToughnessOverride = copyValue(keep, ownTough, fig.ToughnessOverride)
	if keep && ownWeapons != nil && sameWeapons(ownWeapons, fig.Weapons) {
		c.Weapons = ownWeapons
	} else if fig.Weapons != nil {
		c.Weapons = make([]Weapon, len(fig.Weapons))
		for i, w := range fig.Weapons {
			w.Damage.Dice = append([]Die(nil), w.Damage.Dice...)
			c.Weapons[i] = w
		}
	}
	if keep && sameState(&ownState, &fig.State) && !sharesState(&ownState, &fig.State) {
		c.State = ownState // a figure put back as it stands keeps its own lists
	} else {
		c.State = copyState(fig.State)
	}
}

// copyValue is a copy of *p (nil for nil), or own when keep and own is
// another pointer to an equal value.
func copyValue[T comparable](keep bool, own, p *T) *T {
	if p == nil {
		return nil
	}
	if keep && own != nil && own != p && *own == *p {
		return own
	}
	v := *p
	return &v
}

// sharesState: a and b hold a list in the same array, so one is no copy
// of the other.
func sharesState(a, b *State) bool {
	return sharesArray(a.Ammo, b.Ammo) || sharesArray(a.Injuries, b.Injuries) || sharesArray(a.Effects, b.Effects)
}

func sharesArray[T any](a, b []T) bool {
	return cap(a) > 0 && cap(b) > 0 && unsafe.SliceData(a) == unsafe.SliceData(b)
}

// sameWeapons: have is what cloneFigureInto would copy from want (every
// field equal, each weapon's damage dice nil exactly when the copy's
// would be).
func sameWeapons(have, want []Weapon) bool {
	if len(have) != len(want) || (have == nil) != (want == nil) {
		return false
	}
	for i := range have {
		a, b := &have[i], &want[i]
		// Every field of Weapon, one by one (TestSameWeaponsSeesEveryField
		// fails when Weapon gains one not listed here).
		if !sameSlice(a.Damage.Dice, b.Damage.Dice) || a.Damage.Strength != b.Damage.Strength || a.Damage.Plus != b.Damage.Plus ||
			a.Name != b.Name || a.Range != b.Range || a.RoF != b.RoF || a.AP != b.AP || a.Shots != b.Shots ||
			a.Template != b.Template || a.Thrown != b.Thrown || a.Evadable != b.Evadable || a.Shotgun != b.Shotgun ||
			a.Reload != b.Reload || a.DamageType != b.DamageType || a.Material != b.Material || a.Reach != b.Reach || a.Natural != b.Natural ||
			a.OffHand != b.OffHand || a.Heavy != b.Heavy || a.Scope != b.Scope || a.DoubleTap != b.DoubleTap ||
			a.Burst != b.Burst || a.Barrels != b.Barrels || a.Pistol != b.Pistol || a.Edged != b.Edged ||
			a.TwoHanded != b.TwoHanded || a.Power != b.Power || a.Magic != b.Magic {
			return false
		}
	}
	return true
}

// sameFigure: have is what cloneFigure would copy from want (every
// field equal, each list or pointer nil exactly when the copy's would
// be), so a battle may keep have as want's start copy.
func sameFigure(have, want *Figure) bool {
	// Every field of Figure, one by one (TestSameFigureSeesEveryField
	// fails when Figure gains one not listed here).
	if have.ID != want.ID || have.Name != want.Name || have.Kind != want.Kind || have.Side != want.Side ||
		have.WildCard != want.WildCard || have.Steed != want.Steed || have.Size != want.Size || have.Pace != want.Pace ||
		have.Armor != want.Armor || have.Hidden != want.Hidden || have.GM != want.GM || have.DefaultBennies != want.DefaultBennies ||
		have.Shield != want.Shield || have.extraWounds != want.extraWounds || have.oldWounds != want.oldWounds ||
		have.lastingWounds != want.lastingWounds || have.Arcane != want.Arcane ||
		have.fears != want.fears || have.fearValue != want.fearValue {
		return false
	}
	return sameValue(have.ParryOverride, want.ParryOverride) && sameValue(have.ToughnessOverride, want.ToughnessOverride) &&
		(have.Traits == nil) == (want.Traits == nil) && maps.Equal(have.Traits, want.Traits) &&
		sameWeapons(have.Weapons, want.Weapons) &&
		sameShared(have.Edges, want.Edges) && sameShared(have.Hindrances, want.Hindrances) &&
		sameShared(have.Abilities, want.Abilities) && sameShared(have.Powers, want.Powers) &&
		sameShared(have.granted, want.granted) && sameState(&have.State, &want.State)
}

// sameValue: two pointers both nil or to equal values.
func sameValue[T comparable](a, b *T) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

// sameShared: a list the copy shares with its figure (cloneFigure copies
// only its header) is equal, nil exactly when the other is.
func sameShared[T comparable](a, b []T) bool {
	return (a == nil) == (b == nil) && slices.Equal(a, b)
}

func cloneFigures(figs []*Figure) []*Figure {
	out := make([]*Figure, len(figs))
	for i, fig := range figs {
		out[i] = cloneFigure(fig)
	}
	return out
}

// describeState sums up a state in a few words: "Shaken, 2 Wounds".
func describeState(s State) string {
	var parts []string
	add := func(ok bool, w string) {
		if ok {
			parts = append(parts, w)
		}
	}
	add(s.Dead, "dead")
	add(s.Incapacitated && !s.Dead, "Incapacitated")
	add(s.BleedingOut, "Bleeding Out")
	add(s.Shaken, "Shaken")
	add(s.Stunned, "Stunned")
	switch {
	case s.Wounds == 1:
		parts = append(parts, "1 Wound")
	case s.Wounds > 1:
		parts = append(parts, fmt.Sprintf("%d Wounds", s.Wounds))
	}
	add(s.Fatigue > 0, FatigueName(s.Fatigue))
	add(s.Distracted, "Distracted")
	add(s.Vulnerable, "Vulnerable")
	add(s.Prone, "Prone")
	if len(parts) == 0 {
		return "unhurt"
	}
	return strings.Join(parts, ", ")
}
