package game

import (
	"errors"
	"fmt"
	"slices"

	"battlemat/board"
	"battlemat/menu"
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

// editPick is what the GM's seat's state tells of the picked figure
// (id, "" none) for the edit entries.
func (m *seatMirror) editPick(id string) menu.EditPick {
	p := menu.EditPick{Taken: m.idTaken}
	var picked *rules.Figure
	if f := m.Board.Figure(id); f != nil && id != "" {
		picked = f.Figure
		st := m.Figures[id]
		p.Fig, p.Scenario, p.Hidden, p.Hold = f.Figure, m.start[id], st.Hidden, st.Hold
		p.Acted = slices.Contains(m.Acted, id)
		p.Dealt = p.Acted || slices.ContainsFunc(m.Initiative, func(b rules.StripBox) bool { return slices.Contains(b.Figures, id) })
		if m.Round > 0 && len(m.Initiative) == 0 && len(m.Acted) == 0 {
			p.Dealt = true // the seat was told no strip: the host judges
		}
		p.Acting = m.Acting && m.Up == id
	}
	// The GM's sides (the scenario's gm:, else every side but the
	// first), then, failing those, the sides of figures no player plays.
	var gm, nobodys []string
	for _, f := range m.Board.Figures {
		switch {
		case m.Board.Sides[f.Side].GM:
			gm = append(gm, f.Side)
		case f.Player == "":
			nobodys = append(nobodys, f.Side)
		}
	}
	gm = append(gm, nobodys...)
	p.Side = menu.ExtraSide(picked, gm)
	return p
}

// idTaken reports whether a new figure may not have the id: a figure
// this seat has been told of holds it (the host refuses an id held by a
// figure removed before the seat joined, with one line).
func (m *seatMirror) idTaken(id string) bool { return m.seen[id] || m.Board.Figure(id) != nil }

// editEntry is one of the GM's edit entries as a screen shows it: its
// action, or why it would be refused.
type editEntry struct {
	Key, Label, Why string
	Action          rules.Action
}

// editEntries are the edit entries for the picked figure (id, "" none),
// in menu's order: both screens' buttons are these.
func (m *seatMirror) editEntries(id string) []editEntry {
	p := m.editPick(id)
	out := make([]editEntry, 0, len(menu.Edits))
	for _, k := range menu.Edits {
		e := editEntry{Key: k, Label: menu.EditLabel(k, p)}
		a, err := menu.BuildEdit(k, p)
		if err != nil {
			e.Why = oneLine(err.Error())
		} else {
			e.Action = a
		}
		out = append(out, e)
	}
	return out
}

// editEntry is entry k for the picked figure.
func (m *seatMirror) editEntry(id, k string) editEntry {
	for _, e := range m.editEntries(id) {
		if e.Key == k {
			return e
		}
	}
	return editEntry{Key: k, Why: "no edit " + k}
}

// editTap is a tap on the map in edit mode: the figure waiting for its
// square is put there (dealt a card at once when a round is under way),
// else a figure tapped is picked (pick), else the picked one is put on
// the free square tapped.
func (m *seatMirror) editTap(picked string, add *rules.AddFigure, sq board.Square, on bool) (a rules.Action, pick string, err error) {
	if !on {
		return nil, "", errors.New("that is off the map: tap a square")
	}
	pos := rules.Pos{X: sq.X, Y: sq.Y}
	if add != nil {
		if m.Board.FigureAt(sq) != nil {
			return nil, "", fmt.Errorf("%s is taken: tap a free square for %s", sq, add.Name)
		}
		a := *add
		a.At, a.Deal = pos, m.Round > 0
		return a, "", nil
	}
	if fig := m.Board.FigureAt(sq); fig != nil {
		return nil, fig.ID, nil
	}
	if f := m.Board.Figure(picked); f != nil && picked != "" {
		return rules.Place{Who: f.ID, To: pos}, "", nil
	}
	return nil, "", errors.New("tap a figure to pick it first")
}

// pickEdit runs entry k: an add waits for its square, the rest apply.
func (c *Controller) pickEdit(k string) {
	m := c.seatState()
	if m == nil {
		c.fail(errors.New("no battle on the table"))
		return
	}
	e := m.editEntry(c.selected, k)
	if e.Why != "" {
		c.fail(errors.New(e.Why))
		return
	}
	if add, ok := e.Action.(rules.AddFigure); ok {
		c.edit.add = &add
		c.say("Tap a free square for %s", add.Name)
		return
	}
	// The edit writes the figure's state as this seat last saw it: the
	// session takes it only if nothing was accepted since (a player's
	// action over a link).
	seq := m.Seq
	_ = c.applyAt(e.Action, &seq)
}

// editClick is a tap on the map in edit mode.
func (c *Controller) editClick(it Intent) {
	m := c.seatState()
	if m == nil {
		c.fail(errors.New("no battle on the table"))
		return
	}
	a, pick, err := m.editTap(c.selected, c.edit.add, it.Square, it.On)
	switch {
	case err != nil:
		c.fail(err)
	case pick != "":
		c.selected = pick
		c.say("%s picked: tap a square to put it there", m.Board.Figure(pick).Name)
	default:
		add, adding := a.(rules.AddFigure)
		if c.apply(a) == nil && adding {
			c.edit.add = nil
			c.selected = add.ID
		}
	}
}

// editButtons are the edit entries as the GM's seat's state shows them:
// each one that would be refused is disabled with the reason.
func (c *Controller) editButtons(dst []Button) []Button {
	m := c.seatState()
	var es []editEntry
	if m != nil {
		es = m.editEntries(c.selected)
	}
	for i, k := range menu.Edits {
		bt := Button{Cmd: CmdEditItem, Arg: k, Label: k, Enabled: false, Why: "no battle on the table"}
		if es != nil {
			bt.Label, bt.Why, bt.Enabled = es[i].Label, es[i].Why, es[i].Why == ""
		}
		bt.Active = c.edit.add != nil && (k == menu.EditAddCopy && c.edit.add.Like != "" || k == menu.EditAddExtra && c.edit.add.Like == "")
		dst = append(dst, bt)
	}
	return c.giveButtons(dst) // seats.go
}

// undoable says whether the GM's seat has an action to take back and
// one to put back, as the session says: the window's Undo and Redo read
// it.
func (m *seatMirror) undoable() (undo, redo bool) { return m.Seq > 0, m.canRedo }

// undoable says whether the GM's seat has an action to take back and one
// to put back (seatMirror.undoable, the tablet's too).
func (c *Controller) undoable() (undo, redo bool) {
	if m := c.seatState(); m != nil {
		return m.undoable()
	}
	return false, false
}

// cloneState copies s with its own slices: the figure's ammo changes in
// place later.
func cloneState(s rules.State) rules.State {
	s.Ammo = slices.Clone(s.Ammo)
	s.Injuries = slices.Clone(s.Injuries)
	return s
}
