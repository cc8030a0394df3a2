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
	ti := &TurnInfo{Actions: t.Actions, Taken: len(t.Taken), Penalty: b.Rules.MultiActionMod * (t.Actions - 1),
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
