package rules

import "strings"

// The plain tactic calms a berserker down (swade, revision 6: a free
// Smarts roll at -2) when the rage costs it more than it gives: the rage
// helps melee only (Strength a die up, every melee attack a Wild Attack)
// and costs a level of Fatigue once its fifth round is over, so a
// berserker that made no melee attack this turn tries to calm down at
// the end of it while that Fatigue is still to come. In deluxe calming
// takes the whole turn, which the plain tactic never gives up.

// calmDown is the Calm the plain tactic tries at the end of t, or nil.
func (p *Plain) calmDown(b *Battle, t *TurnState) Action {
	f := b.Figure(t.Who)
	if !b.Rules.BerserkCalm || b.Rules.BerserkParry != 0 || t.Calmed || f == nil ||
		!f.HasEffects() || f.feature(featRage) == 0 || f.feature(featRageTired) > 0 ||
		f.Incapacitated || f.Dead {
		return nil
	}
	for _, k := range t.Taken {
		if strings.HasPrefix(k, KindFight) {
			return nil // the rage is paying its way
		}
	}
	return Calm{Who: t.Who}
}
