package rules

// Deluxe's tied interrupt (EditionRules.InterruptTieSimultaneous): the
// figure on Hold and the one it interrupted act at the same time, each
// against the table as it stood before either, and both outcomes apply.
//
// The battle plays the pair in the Plan/Do way: the holder's turn comes
// first (the actor's own turn is begun, its start-of-turn rolls made,
// and then waits), and its actions are planned and resolved against the
// table as it stands, which is the state before either. The actor's next
// action, once its turn resumes, is planned against the figures as they
// stood at the tie (plan swaps their states in, asBefore): whatever the
// holder's action did to it (Shaken, Stunned, a Wound, even
// Incapacitated) neither refuses that action nor changes its rolls (no
// new Wound penalty, no Vulnerable from the holder's Wild Attack). Its
// Do then resolves the planned rolls on the table as it is, so both
// outcomes apply. The pair ends with the actor's first action (one that
// counts as an action of its turn) or with its turn.
//
// What it does not undo: where the figures stand. The actor's action is
// worked out on the map as the holder's turn left it (a holder who moved
// away is attacked, or not, where it now stands).

// together is a pending simultaneous pair.
type together struct {
	holder, actor string
	// turn is the actor's turn and taken how many actions it had used
	// at the tie; before the figures' states then, by id.
	turn   *TurnState
	taken  int
	before map[string]State
}

func init() {
	RegisterAfterAction(func(b *Battle, _ Action, _ *Plan) error {
		if p := b.extra.together; p != nil && p.over(b) {
			b.extra.together = nil
		}
		return nil
	})
}

// actTogether starts a simultaneous pair: the actor's turn (begun now if
// it was not under way) waits, the holder's turn begins.
func (b *Battle) actTogether(i InterruptHold) error {
	if b.turn == nil {
		if err := b.Fight.Act(i.Target); err != nil {
			return err
		}
		if err := b.beginTurn(i.Target, 0, false); err != nil {
			return err
		}
	}
	p := &together{holder: i.Who, actor: i.Target, turn: b.turn, taken: len(b.turn.Taken),
		before: make(map[string]State, len(b.figs))}
	for _, f := range b.figs {
		p.before[f.ID] = copyState(f.State)
	}
	b.extra.together = p
	b.suspended = append(b.suspended, b.turn)
	b.turn = nil
	return b.beginTurn(i.Who, i.Actions, true)
}

// over: the actor has taken its simultaneous action, or its turn is gone.
func (p *together) over(b *Battle) bool {
	if len(p.turn.Taken) > p.taken {
		return true
	}
	if b.turn == p.turn {
		return false
	}
	for _, t := range b.suspended {
		if t == p.turn {
			return false
		}
	}
	return true
}

// asBefore puts the figures' states of the pending pair back as they were
// at the tie, while the actor's turn is under way, and returns what puts
// them back as they are (nil when there is nothing to do).
func (b *Battle) asBefore() func() {
	p := b.extra.together
	if p == nil || b.turn == nil || b.turn != p.turn {
		return nil
	}
	now := make([]State, len(b.figs))
	b.Fight.statesChanged() // the states swapped in may hold a figure
	for k, f := range b.figs {
		now[k] = f.State
		if s, ok := p.before[f.ID]; ok {
			f.State = s
		}
	}
	figs := b.figs
	return func() {
		b.Fight.statesChanged()
		for k, f := range figs {
			f.State = now[k]
		}
	}
}

// actingState is the state f acts with: as it stood at a tied interrupt
// while its simultaneous action is pending (the tactics read it), else
// its own.
func (b *Battle) actingState(f *Figure) State {
	if p := b.extra.together; p != nil && b.turn != nil && b.turn == p.turn {
		if s, ok := p.before[f.ID]; ok {
			return s
		}
	}
	return f.State
}
