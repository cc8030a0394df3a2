package wire

import "battlemat/rules"

// TurnOf is the turn under way as every screen shows it (nil: none): the
// declaration and what is left of moving, worked out by the rules once
// for the session's seats and for a window fighting without a session.
// FromPool is for the GM's seat: the session clears it for the others.
func TurnOf(b *rules.Battle) *TurnInfo {
	t := b.Turn()
	if t == nil {
		return nil
	}
	f := b.Figure(t.Who)
	if f == nil {
		return nil
	}
	mv := b.Movement(f)
	ti := &TurnInfo{Actions: t.Actions, Taken: len(t.Taken), Penalty: multiAction(b, t.Who),
		PaceLeft: b.PaceLeft(t.Who), Mode: string(mv.Mode), Aquatic: mv.Aquatic, NoSwim: mv.NoSwim,
		Walk: b.PaceLeftRunning(t.Who, 0), Ran: t.Running,
		FromPool: f.Shaken && f.Bennies == 0 && b.Fight.FromPool(f)}
	// Before the run the shading goes as far as the figure's running
	// die's highest roll, while the rules would let it run (a Shaken
	// figure cannot, nor one that has acted: no shading past its Pace).
	ti.Run, ti.Reach = t.Run, ti.PaceLeft
	if !t.Running {
		if d, err := b.RunningDie(t.Who); err == nil && !f.Shaken {
			ti.Run = rules.NoAceDist(d).Max()
		}
		ti.Reach = b.PaceLeftRunning(t.Who, ti.Run)
	}
	if t.Aimed {
		ti.Reach = 0
	}
	return ti
}

// multiAction is the multi-action penalty every roll of who's turn takes
// as the rules reckon it (an Edge's or Quickness's action free of it
// counted), not only the count declared.
func multiAction(b *rules.Battle, who string) int {
	for _, m := range b.ActionMods(who) {
		if m.Name == "multi-action" {
			return m.Value
		}
	}
	return 0
}
