package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// The GM's edit mode on a hosted table's screen: the window's edit
// entries (edit.go), each sent as the same rules action, and the GM's
// Undo and Redo, which the host answers with every seat's state afresh.

// Button ids of the GM's Undo and Redo.
const (
	RemoteUndo = "undo"
	RemoteRedo = "redo"
)

// Editing reports whether the GM's edit mode is on.
func (r *Remote) Editing() bool { return r.editing }

// Adding is the name of the figure waiting for its square ("" for none).
func (r *Remote) Adding() string {
	if r.editAdd == nil {
		return ""
	}
	return r.editAdd.Name
}

// editButtons are the edit entries of the window's edit mode
// (seatMirror.editEntries), each with its label; one that would be
// refused is greyed with the reason (ButtonWhy).
func (r *Remote) editButtons() []RemoteButton {
	out := []RemoteButton{{RemoteEdit, "Edit: done"}}
	if r.editAdd != nil {
		return append(out, RemoteButton{RemoteCancel, "Cancel"})
	}
	out = append(out, r.undoButtons()...)
	out = append(out, r.settingsButtons()...)
	for _, e := range r.editEntries(r.editPicked()) {
		out = append(out, RemoteButton{editPrefix + e.Key, e.Label})
	}
	return append(out, r.seatButtons()...)
}

// undoButtons are the GM's Undo and Redo, when there is something to
// take back or put back.
func (r *Remote) undoButtons() []RemoteButton {
	if !r.gm() || r.Board == nil {
		return nil
	}
	var out []RemoteButton
	undo, redo := r.undoable()
	if undo {
		out = append(out, RemoteButton{RemoteUndo, commandOf(CmdUndo).label})
	}
	if redo {
		out = append(out, RemoteButton{RemoteRedo, commandOf(CmdRedo).label})
	}
	return out
}

// undoable says whether the GM's seat has an action to take back and
// one to put back, as the session says: the window's Undo and Redo and
// the tablet's read it.
func (m *seatMirror) undoable() (undo, redo bool) { return m.Seq > 0, m.canRedo }

// undo asks the host to take back (or put back) the last action; the
// host's state message that follows says it is done.
func (r *Remote) undo(id string) {
	if !r.gm() {
		return
	}
	r.plan, r.aim, r.area, r.editAdd = nil, nil, nil, nil
	r.nextID++
	mid := "u" + strconv.Itoa(r.nextID)
	if err := r.seat.Send(wire.Incoming{Type: id, ID: mid}); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
		return
	}
	r.undoID, r.undoWhat = mid, "Undone"
	if id == RemoteRedo {
		r.undoWhat = "Redone"
	}
	r.say("%s...", commandOf(CmdUndo).label)
}

// editPicked is the figure the GM picked in edit mode ("": none).
func (r *Remote) editPicked() string {
	if !r.editing || r.Board == nil || r.Board.Figure(r.selected) == nil {
		return ""
	}
	return r.selected
}

// editFigure is the figure the GM picked in edit mode (nil: none).
func (r *Remote) editFigure() *board.Figure {
	if id := r.editPicked(); id != "" {
		return r.Board.Figure(id)
	}
	return nil
}

// editTap: a figure waiting for its square is put there; a figure is
// picked; a free square puts the picked one there (seatMirror.editTap).
func (r *Remote) editTap(sq board.Square, on bool) {
	a, pick, err := r.seatMirror.editTap(r.editPicked(), r.editAdd, sq, on)
	switch {
	case err != nil:
		r.fail(err)
	case pick != "":
		r.selected = pick
		r.say("%s picked: tap a square to put it there", r.Board.Figure(pick).Name)
	default:
		if add, ok := a.(rules.AddFigure); ok {
			r.editAdd, r.selected = nil, add.ID
			r.send(wire.TypeAction, a, fmt.Sprintf("%s added on %s", add.Name, sq))
			return
		}
		r.send(wire.TypeAction, a, fmt.Sprintf("%s put on %s", r.Board.Figure(r.selected).Name, sq))
	}
}

// edit sends edit entry k for the picked figure, as the window does; an
// add waits for the tap on its square.
func (r *Remote) edit(k string) {
	if !r.editing {
		return
	}
	e := r.editEntry(r.editPicked(), k)
	if e.Why != "" {
		r.fail(errors.New(e.Why)) // greyed: never sent
		return
	}
	if add, ok := e.Action.(rules.AddFigure); ok {
		r.editAdd = &add
		r.say("Tap a free square for %s", add.Name)
		return
	}
	// The edit writes the figure's whole state as this screen last saw
	// it: the host takes it only if nothing was accepted since.
	seq := r.Seq
	r.sendAt(wire.TypeAction, e.Action, r.Board.Figure(r.selected).Name+": "+k, &seq)
}

// settingsButtons are the table's settings (the GM's): whom the GM is
// asked about, and whether the others' logs show the GM's edits. Each
// press steps the setting.
func (r *Remote) settingsButtons() []RemoteButton {
	if !r.gm() || r.settings == nil {
		return nil
	}
	edits := showEditsLabel(r.settings)
	out := []RemoteButton{{RemoteGMAsks, "GM: ask me about " + gmAsksLabel(r.settings.GMAsks)}, {RemoteShowEdits, edits}}
	for _, side := range r.settings.Sides {
		label := "GM: " + side + " to tactic"
		if slices.Contains(r.settings.AI, side) {
			label = "GM: " + side + " back to me"
		}
		out = append(out, RemoteButton{RemoteAISide + side, label})
	}
	return out
}

// sendSettings asks the host for the next value of a setting (the
// command shared with the window, tablesettings.go); every seat's state
// afresh says it is done.
func (r *Remote) sendSettings(id string) {
	if !r.gm() {
		return
	}
	msg, ok := settingsMsg(r.settings, id)
	if !ok {
		return
	}
	r.nextID++
	msg.ID = "s" + strconv.Itoa(r.nextID)
	if err := r.seat.Send(msg); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
	}
}
