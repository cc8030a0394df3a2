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
	canAct, res, ev, rolled := r.recoverShaken(f, ed, extra, false, nil)
	if !rolled {
		return canAct, res, nil
	}
	return canAct, res, []Event{ev}
}

// recoverShaken is RecoverShaken with its one event as a value (rolled:
// there is one); quiet leaves out the words after the roll's (a quiet
// battle: quiet.go). The roll's modifiers and dice are cut from the
// battle's slabs when given (every Shaken figure's turn makes one).
func (r *RNG) recoverShaken(f *Figure, ed *EditionRules, extra Mods, quiet bool, sl *rollSlabs) (canAct bool, res TraitResult, ev Event, rolled bool) {
	if !f.Shaken {
		return true, TraitResult{}, Event{}, false
	}
	tr := f.traitRoll(Spirit, extra, sl.modsOrNil())
	tr.Name = "Spirit (Shaken)"
	res = r.TraitTest(tr)
	ev = rollEventIn(EventTrait, f, tr, res, sl.rollsOrNil())
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
	return canAct, res, ev, true
}

// rollSlabs are a battle's slabs a roll made by the RNG cuts its lists
// from (nil: new arrays).
type rollSlabs struct {
	mods  *slab[Modifier]
	rolls *slab[DieRoll]
}

func (s *rollSlabs) modsOrNil() *slab[Modifier] {
	if s == nil {
		return nil
	}
	return s.mods
}

func (s *rollSlabs) rollsOrNil() *slab[DieRoll] {
	if s == nil {
		return nil
	}
	return s.rolls
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
