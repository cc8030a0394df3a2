package rules

import (
	"fmt"
	"strings"
)

// combatLine renders the event kinds of melee, area effects and
// suppressive fire; false for any other kind.
//
//	Buck defends: +4 Parry until his next turn.
//	Buck throws the Grenade at (10.5, 4.5): Athletics d6 2, Wild d6 1 = 2 vs 4: miss; it deviates 4" toward 3 o'clock to (14.5, 4.5): nobody under it.
//	Buck lays down suppressive fire with the Tommy Gun at (12.5, 3.5): Shooting d10 7, Wild d6 2, -2 recoil = 5: Cultist 1 and Cultist 2 under the template.
//	Cultist 1 under Buck's suppressive fire: 5, -4 medium cover = 1 vs 4: no effect.
func combatLine(e Event, who string, name func(string) string) (string, bool) {
	switch e.Kind {
	case EventDefend:
		return fmt.Sprintf("%s defends: %+d Parry until its next turn.", who, e.Total), true
	case EventArea:
		verb := "fires"
		if e.traitKey() != Shooting {
			verb = "throws"
		}
		if IsArcaneSkill(e.traitKey()) {
			verb = "casts"
		}
		return fmt.Sprintf("%s %s the %s at %s: %s %s.", who, verb, e.Weapon, e.Target, e.What, rollTail(e)), true
	case EventSuppress:
		return fmt.Sprintf("%s lays down suppressive fire with the %s at %s: %s %s.", who, e.Weapon, e.Target, e.What, rollTail(e)), true
	case EventPinned:
		sum := fmt.Sprint(e.Total)
		if len(e.Mods) > 0 {
			parts := []string{fmt.Sprint(e.Total - e.Mods.Sum())}
			for _, m := range e.Mods {
				parts = append(parts, m.String())
			}
			sum = fmt.Sprintf("%s = %d", strings.Join(parts, ", "), e.Total)
		}
		return fmt.Sprintf("%s under %s's suppressive fire: %s vs %d: %s.", name(e.Target), who, sum, e.TN, e.Outcome), true
	case EventEvade:
		return fmt.Sprintf("%s %s (%s's %s).", name(e.Target), e.Outcome, who, e.Weapon), true
	}
	return "", false
}
