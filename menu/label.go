package menu

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// Of is the entry whose Build makes a, and whether there is one (a
// Test is Intimidate or Taunt by its skill, an Aim the aim that ignores
// penalties, a Fatigue the GM's wearing down or recovery).
func Of(a rules.Action) (Entry, bool) {
	switch a := a.(type) {
	case rules.Test:
		switch a.Skill {
		case rules.Taunt:
			return Get(Taunt), true
		case rules.Fighting:
			return Get(Feint), true
		}
		return Get(Intimidate), true
	case rules.Aim:
		return Get(AimIgnore), true
	case rules.Maintain:
		if a.End {
			return Get(DropPower), true
		}
		return Get(MaintainPower), true
	case rules.Fatigue:
		if a.Recover {
			return Get(GMRecover), true
		}
		return Get(GMFatigue), true
	case rules.PutEffect:
		if a.Clear {
			return Get(GMClearEffects), true
		}
		return Get(GMEffect), true
	case nil:
		return Entry{}, false
	}
	return OfKind(a.Kind())
}

// OfKind is the first entry building actions of the rules kind.
func OfKind(kind string) (Entry, bool) {
	for _, e := range Catalogue {
		if e.Kind == kind {
			return e, true
		}
	}
	return Entry{}, false
}

// Label names an action on a button as the window's More menu does; one
// with no figure to aim at says what it does to what (which door, which
// weapon). a nil: the entry of the kind (an offer whose square is still
// to be chosen); neither known: the kind itself.
func Label(a rules.Action, kind string) string {
	switch a := a.(type) {
	case rules.UseDoor:
		if a.Open {
			return "Open door " + a.At.String()
		}
		return "Close door " + a.At.String()
	case rules.BreakDoor:
		return Get(BreakDoor).Label + " " + a.At.String()
	case rules.BreakBarrier:
		return fmt.Sprintf("%s (%g, %g)", Get(BreakBarrier).Label, a.At.X, a.At.Y)
	case rules.PickUp:
		return Get(PickUp).Label + ": " + a.Weapon
	case rules.Ready:
		return "Ready: " + strings.Join(a.Weapons, ", ")
	case rules.Release:
		if a.Target == "" {
			return Get(Release).Label + " (all)"
		}
	case rules.SetPlatform:
		return Get(Platform).Label + ": " + map[bool]string{true: "on", false: "off"}[a.Unstable]
	case rules.Cast:
		return "Cast " + a.Power
	case rules.Maintain:
		if a.End {
			return "Drop " + a.Power
		}
		return "Maintain " + a.Power
	}
	if e, ok := Of(a); ok {
		return e.Label
	}
	if e, ok := OfKind(kind); ok {
		return e.Label
	}
	return kind
}
