package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

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

// remoteEdits are the window's edit entries, in the window's order.
var remoteEdits = editOrder

// Editing reports whether the GM's edit mode is on.
func (r *Remote) Editing() bool { return r.editing }

// Adding is the name of the figure waiting for its square ("" for none).
func (r *Remote) Adding() string {
	if r.editAdd == nil {
		return ""
	}
	return r.editAdd.Name
}

func (r *Remote) editButtons() []RemoteButton {
	out := []RemoteButton{{RemoteEdit, "Edit: done"}}
	if r.editAdd != nil {
		return append(out, RemoteButton{RemoteCancel, "Cancel"})
	}
	out = append(out, r.undoButtons()...)
	out = append(out, r.settingsButtons()...)
	f := r.editFigure()
	for _, k := range remoteEdits {
		if f == nil && k != editAddExtra {
			continue
		}
		label := ""
		switch k {
		case editAddCopy:
			if !r.start[f.ID] {
				continue // only a scenario figure is copied
			}
			label = "Add a copy of " + f.Name
		case editAddExtra:
			label = "Add an Extra"
		case editRemove:
			label = "Remove " + f.Name
		case editReveal:
			if !r.Figures[f.ID].Hidden {
				continue
			}
			label = "Reveal " + f.Name
		case editShaken:
			label = setOrClear("Shaken", f.Shaken)
		case editStunned:
			label = setOrClear("Stunned", f.Stunned)
		case editHold:
			label = setOrClear("Hold", r.Figures[f.ID].Hold)
		case editWoundUp:
			label = "Wounds +"
		case editWoundDn:
			label = "Wounds -"
		case editFatUp:
			label = "Fatigue +"
		case editFatDn:
			label = "Fatigue -"
		case editBennyUp:
			label = "Benny +"
		case editBennyDn:
			label = "Benny -"
		}
		out = append(out, RemoteButton{editPrefix + k, label})
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
	if r.Seq > 0 {
		out = append(out, RemoteButton{RemoteUndo, commandOf(CmdUndo).label})
	}
	if r.canRedo {
		out = append(out, RemoteButton{RemoteRedo, commandOf(CmdRedo).label})
	}
	return out
}

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

// editFigure is the figure the GM picked in edit mode (nil: none).
func (r *Remote) editFigure() *board.Figure {
	if !r.editing || r.Board == nil || r.selected == "" {
		return nil
	}
	return r.Board.Figure(r.selected)
}

// editTap: a figure waiting for its square is put there; a figure is
// picked; a free square puts the picked one there.
func (r *Remote) editTap(sq board.Square, on bool) {
	if !on {
		r.fail(errors.New("that is off the map: tap a square"))
		return
	}
	pos := rules.Pos{X: sq.X, Y: sq.Y}
	if add := r.editAdd; add != nil {
		if r.Board.FigureAt(sq) != nil {
			r.fail(fmt.Errorf("%s is taken: tap a free square for %s", sq, add.Name))
			return
		}
		a := *add
		a.At = pos
		// At a table the newcomer is dealt a card at once when a round
		// is under way.
		a.Deal = r.Round > 0
		r.editAdd = nil
		r.selected = a.ID
		r.send(wire.TypeAction, a, fmt.Sprintf("%s added on %s", a.Name, sq))
		return
	}
	if fig := r.Board.FigureAt(sq); fig != nil {
		r.selected = fig.ID
		r.say("%s picked: tap a square to put it there", fig.Name)
		return
	}
	f := r.editFigure()
	if f == nil {
		r.fail(errors.New("tap a figure to pick it first"))
		return
	}
	r.send(wire.TypeAction, rules.Place{Who: f.ID, To: pos}, fmt.Sprintf("%s put on %s", f.Name, sq))
}

// edit sends edit entry k for the picked figure, as the window does; an
// add waits for the tap on its square.
func (r *Remote) edit(k string) {
	if !r.editing {
		return
	}
	if k == editAddExtra {
		r.editAdd = r.newExtra()
		r.say("Tap a free square for %s", r.editAdd.Name)
		return
	}
	f := r.editFigure()
	if f == nil {
		r.fail(errors.New("pick a figure first"))
		return
	}
	if why := r.editWhy(k); why != "" {
		r.fail(errors.New(why)) // greyed: never sent
		return
	}
	var a rules.Action
	var err error
	switch k {
	case editAddCopy:
		if !r.start[f.ID] {
			r.fail(fmt.Errorf("%s is not a scenario figure: pick one to copy", f.Name))
			return
		}
		id, n := r.freeID(f.ID)
		r.editAdd = &rules.AddFigure{ID: id, Like: f.ID, Name: fmt.Sprintf("%s (%d)", f.Name, n)}
		r.say("Tap a free square for %s", r.editAdd.Name)
		return
	case editRemove:
		a = rules.RemoveFigure{Who: f.ID}
	case editReveal:
		a = rules.Reveal{Who: f.ID}
	case editHold:
		a = rules.SetHold{Who: f.ID, Hold: !r.Figures[f.ID].Hold}
	default:
		a, err = stateEdit(k, f.Figure, cloneState(f.State))
	}
	if err != nil {
		r.fail(err)
		return
	}
	// The edit writes the figure's whole state as this screen last saw
	// it: the host takes it only if nothing was accepted since.
	seq := r.Seq
	r.sendAt(wire.TypeAction, a, f.Name+": "+k, &seq)
}

// freeID is an id for a new figure made from base that no figure this
// screen has seen holds, and its number (the host refuses one taken by a
// figure removed before this screen joined).
func (r *Remote) freeID(base string) (string, int) {
	for n := 2; ; n++ {
		id := fmt.Sprintf("%s-%d", base, n)
		if !r.seen[id] && r.Board.Figure(id) == nil {
			return id, n
		}
	}
}

// newExtra is a quick Extra of the picked figure's side (else the GM's
// first side), as the window's.
func (r *Remote) newExtra() *rules.AddFigure {
	side := ""
	if f := r.editFigure(); f != nil {
		side = f.Side
	} else {
		for _, f := range r.Board.Figures {
			if r.Board.Sides[f.Side].GM || f.Player == "" {
				side = f.Side
				break
			}
		}
	}
	id, n := r.freeID("extra")
	d6 := "d6"
	return &rules.AddFigure{ID: id, Name: fmt.Sprintf("Extra %d", n-1), Side: side, Traits: map[rules.Trait]string{
		rules.Agility: d6, rules.Smarts: d6, rules.Spirit: d6, rules.Strength: d6, rules.Vigor: d6,
		rules.Fighting: d6, rules.Shooting: d6, rules.Notice: d6}}
}

// Button ids of the table's settings, in the GM's edit mode.
const (
	RemoteGMAsks    = "gm_asks"
	RemoteShowEdits = "show_gm_edits"
	// RemoteAISide+side hands the side to the host's tactic, or takes it
	// back.
	RemoteAISide = "ai_side:"
)

// settingsButtons are the table's settings (the GM's): whom the GM is
// asked about, and whether the others' logs show the GM's edits. Each
// press steps the setting.
func (r *Remote) settingsButtons() []RemoteButton {
	if !r.gm() || r.settings == nil {
		return nil
	}
	edits := "GM's edits: in my log only"
	if r.settings.ShowGMEdits {
		edits = "GM's edits: in every log"
	}
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

// sendSettings asks the host for the next value of a setting; every
// seat's state afresh says it is done.
func (r *Remote) sendSettings(id string) {
	if !r.gm() || r.settings == nil {
		return
	}
	msg := wire.Incoming{Type: wire.TypeSettings}
	switch id {
	case RemoteGMAsks:
		next := string(r.settings.GMAsks.Next())
		msg.GMAsks = &next
	case RemoteShowEdits:
		show := !r.settings.ShowGMEdits
		msg.ShowGMEdits = &show
	default: // RemoteAISide+side: the side handed over, or taken back
		side := strings.TrimPrefix(id, RemoteAISide)
		ai := slices.DeleteFunc(slices.Clone(r.settings.AI), func(s string) bool { return s == side })
		if len(ai) == len(r.settings.AI) {
			ai = append(ai, side)
		}
		msg.AI = &ai
	}
	r.nextID++
	msg.ID = "s" + strconv.Itoa(r.nextID)
	if err := r.seat.Send(msg); err != nil {
		r.fail(fmt.Errorf("not sent (%v): try again once connected", err))
	}
}
