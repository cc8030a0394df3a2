package rules

// Shaken recovery and the benny that ends Shaken. (The Soak roll itself is
// part of ApplyDamage, in damage.go, because it happens between the damage
// roll and the Wounds.)

// RecoverShaken makes the Spirit roll a Shaken figure makes at the start of
// its turn and reports whether the figure may act this turn. In swade a
// success ends Shaken and the figure acts; in deluxe
// (ShakenRecoveryNeedsRaise) a success ends Shaken but only a raise lets it
// act this turn. On a failure it stays Shaken and has only free actions. A
// figure that is not Shaken rolls nothing and may act. extra is added to
// the roll (e.g. Joker +2).
func (r *RNG) RecoverShaken(f *Figure, ed *EditionRules, extra Mods) (canAct bool, res TraitResult, events []Event) {
	return r.recoverShaken(f, ed, extra, false)
}

// recoverShaken is RecoverShaken; quiet leaves out the words after the
// roll's (a quiet battle: quiet.go).
func (r *RNG) recoverShaken(f *Figure, ed *EditionRules, extra Mods, quiet bool) (canAct bool, res TraitResult, events []Event) {
	if !f.Shaken {
		return true, TraitResult{}, nil
	}
	tr := f.TraitRoll(Spirit, extra)
	tr.Name = "Spirit (Shaken)"
	res = r.TraitTest(tr)
	ev := rollEvent(EventTrait, f, tr, res)
	how := ""
	switch {
	case !res.Success:
		how = ": still Shaken"
	case ed.ShakenRecoveryNeedsRaise && res.Raises == 0:
		f.Shaken = false
		how = ": no longer Shaken, cannot act this turn"
	default:
		f.Shaken = false
		canAct = true
		how = ": no longer Shaken, acts"
	}
	if !quiet {
		ev.Outcome += how
	}
	ev.Figure, ev.After = f.ID, f.Snapshot()
	return canAct, res, []Event{ev}
}

// UnshakeWithBenny spends a benny to end Shaken at once (allowed at any
// time). It fails with ErrNoBenny when f has none, and does nothing when f
// is not Shaken.
func (f *Figure) UnshakeWithBenny() ([]Event, error) {
	if !f.Shaken {
		return nil, nil
	}
	if f.Bennies <= 0 {
		return nil, ErrNoBenny
	}
	f.Shaken = false
	return []Event{f.SpendBenny("unshake")}, nil
}
