package game

import (
	"errors"
	"fmt"
	"slices"

	"battlemat/board"
	"battlemat/rules"
)

// The GM's edit mode (F2): a tap on a figure picks it, a tap on a free
// square puts it there; the entries under the buttons add a figure (a
// copy of a scenario figure, or a quick Extra), take one off, reveal a
// hidden one, and set or clear its Shaken, Stunned, Wounds, Fatigue,
// Hold and bennies. Every edit is a rules action (the GM's place,
// set_state, set_hold, add_figure, remove_figure, reveal), so it is in
// the log, undone and redone like any other.

// editState is the edit mode's: on, and a figure to add waiting for its
// square.
type editState struct {
	on  bool
	add *rules.AddFigure // At is filled by the tap
}

// The edit entries, in their order under the buttons.
const (
	editAddCopy  = "add_copy"
	editAddExtra = "add_extra"
	editRemove   = "remove"
	editReveal   = "reveal"
	editShaken   = "shaken"
	editStunned  = "stunned"
	editHold     = "hold"
	editWoundUp  = "wound+"
	editWoundDn  = "wound-"
	editFatUp    = "fatigue+"
	editFatDn    = "fatigue-"
	editBennyUp  = "benny+"
	editBennyDn  = "benny-"
)

var editOrder = []string{editAddCopy, editAddExtra, editRemove, editReveal, editShaken, editStunned, editHold,
	editWoundUp, editWoundDn, editFatUp, editFatDn, editBennyUp, editBennyDn}

// Editing reports whether the edit mode is on.
func (c *Controller) Editing() bool { return c.edit.on }

func (c *Controller) toggleEdit() {
	c.edit = editState{on: !c.edit.on}
	if c.edit.on {
		c.tool = toolState{}
		c.say("Edit: tap a figure to pick it, then a square to put it there; the entries change it")
		return
	}
	c.say("Edit mode off")
}

// editAction is what entry k does to the picked figure (nil and why not).
func (c *Controller) editAction(k string) (rules.Action, error) {
	b := c.Battle()
	if b == nil {
		return nil, errors.New("no battle on the table")
	}
	if k == editAddExtra {
		return c.newExtra(), nil
	}
	f := c.Selected()
	if f == nil {
		return nil, errors.New("pick a figure first")
	}
	st := cloneState(f.State)
	switch k {
	case editAddCopy:
		if !slices.ContainsFunc(b.Fight.Start(), func(s *rules.Figure) bool { return s.ID == f.ID }) {
			return nil, fmt.Errorf("%s is not a scenario figure: pick one to copy", f.Name)
		}
		id, n := c.freeID(f.ID)
		return rules.AddFigure{ID: id, Like: f.ID, Name: fmt.Sprintf("%s (%d)", f.Name, n)}, nil
	case editRemove:
		return rules.RemoveFigure{Who: f.ID}, nil
	case editReveal:
		return rules.Reveal{Who: f.ID}, nil
	case editHold:
		return rules.SetHold{Who: f.ID, Hold: !b.Fight.Init.Hold[f.ID]}, nil
	}
	return stateEdit(k, f.Figure, st)
}

// stateEdit is entry k (Shaken, Stunned, Wounds, Fatigue, bennies) as the
// GM's set_state of f from its state st: the window's edit mode and a
// hosted GM's screen send the same.
func stateEdit(k string, f *rules.Figure, st rules.State) (rules.Action, error) {
	switch k {
	case editShaken:
		st.Shaken = !st.Shaken
	case editStunned:
		st.Stunned = !st.Stunned
		st.Distracted, st.Vulnerable = st.Stunned, st.Stunned
	case editWoundUp:
		if st.Incapacitated {
			return nil, fmt.Errorf("%s is Incapacitated already", f.Name)
		}
		if st.Wounds < f.MaxWounds() {
			st.Wounds++
		} else {
			st.Incapacitated = true
		}
	case editWoundDn:
		switch {
		case st.Incapacitated:
			st.Incapacitated, st.BleedingOut, st.Dead, st.Unconscious = false, false, false, false
		case st.Wounds > 0:
			st.Wounds--
		default:
			return nil, fmt.Errorf("%s has no Wounds", f.Name)
		}
	case editFatUp:
		if st.Fatigue >= 2 {
			return nil, fmt.Errorf("%s is Exhausted: one more level Incapacitates (Wounds +)", f.Name)
		}
		st.Fatigue++
	case editFatDn:
		if st.Fatigue == 0 {
			return nil, fmt.Errorf("%s has no Fatigue", f.Name)
		}
		st.Fatigue--
	case editBennyUp:
		st.Bennies++
	case editBennyDn:
		if st.Bennies == 0 {
			return nil, fmt.Errorf("%s has no bennies", f.Name)
		}
		st.Bennies--
	default:
		return nil, fmt.Errorf("no edit %q", k)
	}
	return rules.SetState{Who: f.ID, State: st}, nil
}

// cloneState copies s with its own slices: the action keeps it, and the
// figure's ammo changes in place later.
func cloneState(s rules.State) rules.State {
	s.Ammo = slices.Clone(s.Ammo)
	s.Injuries = slices.Clone(s.Injuries)
	return s
}

// freeID is an id for a new figure made from base, and its number.
func (c *Controller) freeID(base string) (string, int) {
	for n := 2; ; n++ {
		id := fmt.Sprintf("%s-%d", base, n)
		if !c.Battle().IDTaken(id) {
			return id, n
		}
	}
}

// newExtra is a quick Extra of the picked figure's side (else the GM's
// first side): d6 in the attributes, Fighting, Shooting and Notice.
func (c *Controller) newExtra() rules.Action {
	side := ""
	if f := c.Selected(); f != nil {
		side = f.Side
	} else {
		for _, f := range c.board.Figures {
			if f.Player == "" {
				side = f.Side
			}
		}
	}
	id, n := c.freeID("extra")
	d6 := "d6"
	return rules.AddFigure{ID: id, Name: fmt.Sprintf("Extra %d", n-1), Side: side, Traits: map[rules.Trait]string{
		rules.Agility: d6, rules.Smarts: d6, rules.Spirit: d6, rules.Strength: d6, rules.Vigor: d6,
		rules.Fighting: d6, rules.Shooting: d6, rules.Notice: d6}}
}

// pickEdit runs entry k: an add waits for its square, the rest apply.
func (c *Controller) pickEdit(k string) {
	a, err := c.editAction(k)
	if err != nil {
		c.fail(err)
		return
	}
	if add, ok := a.(rules.AddFigure); ok {
		c.edit.add = &add
		c.say("Tap a free square for %s", add.Name)
		return
	}
	_ = c.apply(a)
}

// editClick is a tap on the map in edit mode.
func (c *Controller) editClick(it Intent) {
	if !it.On {
		c.fail(errors.New("that is off the map: tap a square"))
		return
	}
	pos := rules.Pos{X: it.Square.X, Y: it.Square.Y}
	if add := c.edit.add; add != nil {
		add.At = pos
		// At a table the newcomer is dealt a card at once when a round
		// is under way.
		add.Deal = c.Battle().Fight.Init.Round > 0
		if c.apply(*add) == nil {
			c.edit.add = nil
			c.selected = add.ID
		}
		return
	}
	if fig := c.board.FigureAt(it.Square); fig != nil {
		c.selected = fig.ID
		c.say("%s picked: tap a square to put it there", fig.Name)
		return
	}
	if f := c.Selected(); f != nil {
		_ = c.apply(rules.Place{Who: f.ID, To: pos})
		return
	}
	c.fail(errors.New("tap a figure to pick it first"))
}

// editButtons are the edit entries as the state shows them: each one the
// rules would refuse is disabled with the reason.
func (c *Controller) editButtons(dst []Button) []Button {
	for _, k := range editOrder {
		bt := Button{Cmd: CmdEditItem, Arg: k, Label: c.editLabel(k), Enabled: true}
		a, err := c.editAction(k)
		if err == nil {
			err = c.Battle().Check(c.withSpot(a))
		}
		if err != nil {
			bt.Enabled, bt.Why = false, oneLine(err.Error())
		}
		bt.Active = c.edit.add != nil && (k == editAddCopy && c.edit.add.Like != "" || k == editAddExtra && c.edit.add.Like == "")
		dst = append(dst, bt)
	}
	return dst
}

// withSpot gives an add a square to check it on: the first free one (the
// tap picks the real one).
func (c *Controller) withSpot(a rules.Action) rules.Action {
	add, ok := a.(rules.AddFigure)
	if !ok {
		return a
	}
	for y := range c.board.H {
		for x := range c.board.W {
			if c.board.FigureAt(board.Square{X: x, Y: y}) == nil {
				add.At = rules.Pos{X: x, Y: y}
				return add
			}
		}
	}
	return add
}

func (c *Controller) editLabel(k string) string {
	f := c.Selected()
	name := "?"
	if f != nil {
		name = f.Name
	}
	switch k {
	case editAddCopy:
		return "Add a copy of " + name
	case editAddExtra:
		return "Add an Extra"
	case editRemove:
		return "Remove " + name
	case editReveal:
		return "Reveal " + name
	case editShaken:
		return setOrClear("Shaken", f != nil && f.Shaken)
	case editStunned:
		return setOrClear("Stunned", f != nil && f.Stunned)
	case editHold:
		return setOrClear("Hold", f != nil && c.Battle().Fight.Init.Hold[f.ID])
	case editWoundUp:
		return "Wounds +"
	case editWoundDn:
		return "Wounds -"
	case editFatUp:
		return "Fatigue +"
	case editFatDn:
		return "Fatigue -"
	case editBennyUp:
		return "Benny +"
	case editBennyDn:
		return "Benny -"
	}
	return k
}

func setOrClear(what string, on bool) string {
	if on {
		return what + ": clear"
	}
	return what + ": set"
}
