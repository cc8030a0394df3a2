package rules

import (
	"fmt"
)

// battleLine renders the event kinds of the battle's actions (move, run,
// speak, multi-die shots, bystanders, reloads, Aim, attack notes); false
// for any other kind.
func battleLine(e Event, who string, name func(string) string) (string, bool) {
	switch e.Kind {
	case EventDownWithdrawing:
		return fmt.Sprintf("%s goes down before getting away.", who), true
	case EventMove:
		if e.Outcome != "" {
			return fmt.Sprintf("%s %s to %s (%d\").", who, e.Outcome, e.What, e.Total), true
		}
		return fmt.Sprintf("%s moves to %s (%d\").", who, e.What, e.Total), true
	case EventJumpShort:
		return fmt.Sprintf("%s %s at %s (%d\").", who, e.Outcome, e.What, e.Total), true
	case EventRun:
		return fmt.Sprintf("%s runs: %s: %s.", who, diceList(e.Rolls), e.Outcome), true
	case EventReveal:
		if e.What != "" { // a search (notice.go)
			return fmt.Sprintf("%s is revealed: %s.", who, e.What), true
		}
		return fmt.Sprintf("%s is revealed by the GM.", who), true
	case EventSearch:
		return fmt.Sprintf("%s's Notice %d%s against Stealth %d %s.", who, e.Total, modsNote(e.Mods), e.TN, e.Outcome), true
	case EventSetPlayer:
		if e.What == "" {
			return fmt.Sprintf("The GM plays %s.", who), true
		}
		return fmt.Sprintf("%s is played by %s.", who, PlayerTitle(e.What)), true
	case EventSpeak:
		return fmt.Sprintf("%s says: %q", who, e.What), true
	case EventShot:
		verb := "fires"
		if e.traitKey() != Shooting {
			verb = "throws"
		}
		s := fmt.Sprintf("%s %s the %s (%d dice): %s", who, verb, e.Weapon, e.Total, diceList(e.Rolls))
		for _, m := range e.Mods {
			s += ", " + m.String()
		}
		return s + ": " + e.Outcome + ".", true
	case EventBystander:
		s := fmt.Sprintf("Innocent bystander: %s's shot at %s with the %s", who, name(e.Target), e.Weapon)
		if len(e.Rolls) > 0 && e.Total > 1 { // a lone candidate's d1 says nothing
			s += fmt.Sprintf(": %s among %d", diceList(e.Rolls), e.Total)
		}
		return s + ": " + e.Outcome + ".", true
	case EventReload:
		return fmt.Sprintf("%s reloads the %s: %s.", who, e.Weapon, e.Outcome), true
	case EventAim:
		if e.Target != "" {
			return fmt.Sprintf("%s aims at %s (+%d next turn).", who, name(e.Target), AimMod), true
		}
		return fmt.Sprintf("%s aims (+%d next turn).", who, AimMod), true
	case EventAttack:
		s := who
		if e.Target != "" {
			s += " vs " + name(e.Target)
		}
		if e.Weapon != "" {
			s += " (" + e.Weapon + ")"
		}
		return s + ": " + e.Outcome + ".", true
	}
	return "", false
}
