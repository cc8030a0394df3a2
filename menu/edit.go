package menu

import (
	"errors"
	"fmt"
	"slices"

	"battlemat/rules"
)

// The GM's edit entries (the window's edit mode and the GM's tablet): add
// a copy of a scenario figure or a quick Extra, take one off, reveal a
// hidden one, set or clear its Shaken, Stunned and Hold, step its Wounds,
// Fatigue and bennies. Each is a rules action (add_figure, remove_figure,
// reveal, set_hold, set_state), built here once from what the screen
// knows of the picked figure (EditPick): both screens show the same
// entries with the same labels and refuse the same ones before sending.

// The edit entries' keys.
const (
	EditAddCopy  = "add_copy"
	EditAddExtra = "add_extra"
	EditRemove   = "remove"
	EditReveal   = "reveal"
	EditShaken   = "shaken"
	EditStunned  = "stunned"
	EditHold     = "hold"
	EditWoundUp  = "wound+"
	EditWoundDn  = "wound-"
	EditFatUp    = "fatigue+"
	EditFatDn    = "fatigue-"
	EditBennyUp  = "benny+"
	EditBennyDn  = "benny-"
)

// Edits are the edit entries in the order a screen lists them.
var Edits = []string{EditAddCopy, EditAddExtra, EditRemove, EditReveal, EditShaken, EditStunned, EditHold,
	EditWoundUp, EditWoundDn, EditFatUp, EditFatDn, EditBennyUp, EditBennyDn}

// ErrPickFirst is an entry that needs a picked figure asked with none.
var ErrPickFirst = errors.New("pick a figure first")

// EditPick is what a screen knows of the figure the GM picked, from the
// GM's seat's state.
type EditPick struct {
	// Fig is the picked figure with its whole state (nil: none).
	Fig *rules.Figure
	// Scenario: one of the scenario's figures (a copy is made of those).
	Scenario bool
	Hidden   bool
	// Dealt: it has a card this round; Hold: on Hold; Acted: its turn of
	// the round is over; Acting: its turn is under way.
	Dealt, Hold, Acted, Acting bool
	// Side is the side a quick Extra joins (ExtraSide).
	Side string
	// Taken reports whether a figure id is in use (FreeID).
	Taken func(id string) bool
}

// FreeID is the first id base-2, base-3... not taken, and its number.
func FreeID(base string, taken func(string) bool) (string, int) {
	for n := 2; ; n++ {
		id := fmt.Sprintf("%s-%d", base, n)
		if taken == nil || !taken(id) {
			return id, n
		}
	}
}

// ExtraSide is the side a quick Extra joins: the picked figure's (the GM
// adds to the fight where they are looking), else the first of the GM's
// sides (gmSides, in the scenario's order of figures). A GM adding "one
// more goon" expects it among the foes they run, never on the players'
// side unless they picked a hero.
func ExtraSide(picked *rules.Figure, gmSides []string) string {
	if picked != nil {
		return picked.Side
	}
	if len(gmSides) > 0 {
		return gmSides[0]
	}
	return ""
}

// NewExtra is a quick Extra of the side: d6 in the attributes, Fighting,
// Shooting and Notice, with the first free id extra-N (named Extra N-1);
// At is filled by the tap on its square.
func NewExtra(side string, taken func(string) bool) rules.AddFigure {
	id, n := FreeID("extra", taken)
	d6 := "d6"
	return rules.AddFigure{ID: id, Name: fmt.Sprintf("Extra %d", n-1), Side: side, Traits: map[rules.Trait]string{
		rules.Agility: d6, rules.Smarts: d6, rules.Spirit: d6, rules.Strength: d6, rules.Vigor: d6,
		rules.Fighting: d6, rules.Shooting: d6, rules.Notice: d6}}
}

// BuildEdit is entry k's action on the picked figure, or why the rules
// would refuse it as far as the screen can tell (the session checks it
// whole and refuses the rest with one line). An add's At is the tap's.
func BuildEdit(k string, p EditPick) (rules.Action, error) {
	if k == EditAddExtra {
		return NewExtra(p.Side, p.Taken), nil
	}
	f := p.Fig
	if f == nil {
		return nil, ErrPickFirst
	}
	switch k {
	case EditAddCopy:
		if !p.Scenario {
			return nil, fmt.Errorf("%s is not a scenario figure: pick one to copy", f.Name)
		}
		id, n := FreeID(f.ID, p.Taken)
		return rules.AddFigure{ID: id, Like: f.ID, Name: fmt.Sprintf("%s (%d)", f.Name, n)}, nil
	case EditRemove:
		if p.Acting {
			return nil, fmt.Errorf("%s is taking a turn: end it first", f.Name)
		}
		return rules.RemoveFigure{Who: f.ID}, nil
	case EditReveal:
		if !p.Hidden {
			return nil, fmt.Errorf("%s is not hidden", f.Name)
		}
		return rules.Reveal{Who: f.ID}, nil
	case EditHold:
		return holdEdit(p)
	}
	return stateEdit(k, f, cloneState(f.State))
}

// holdEdit sets or clears the picked figure's Hold, refused as the rules
// refuse it (rules' SetHold).
func holdEdit(p EditPick) (rules.Action, error) {
	f := p.Fig
	a := rules.SetHold{Who: f.ID, Hold: !p.Hold}
	switch {
	case p.Acting:
		return nil, fmt.Errorf("%s is taking a turn: end it first", f.Name)
	case p.Hold:
		return a, nil
	case !p.Dealt:
		return nil, fmt.Errorf("%s has no card to hold", f.Name)
	case p.Acted:
		return nil, fmt.Errorf("%s has acted this round", f.Name)
	case f.Incapacitated || f.Dead:
		return nil, fmt.Errorf("%s is Incapacitated and cannot act", f.Name)
	case f.Shaken || f.Stunned:
		return nil, fmt.Errorf("%s is Shaken or Stunned and cannot go on Hold", f.Name)
	}
	return a, nil
}

// stateEdit is entry k (Shaken, Stunned, Wounds, Fatigue, bennies) as the
// GM's set_state of f from its state st.
func stateEdit(k string, f *rules.Figure, st rules.State) (rules.Action, error) {
	switch k {
	case EditShaken:
		st.Shaken = !st.Shaken
	case EditStunned:
		st.Stunned = !st.Stunned
		st.Distracted, st.Vulnerable = st.Stunned, st.Stunned
	case EditWoundUp:
		if st.Incapacitated {
			return nil, fmt.Errorf("%s is Incapacitated already", f.Name)
		}
		if st.Wounds < f.MaxWounds() {
			st.Wounds++
		} else {
			st.Incapacitated = true
		}
	case EditWoundDn:
		switch {
		case st.Incapacitated:
			st.Incapacitated, st.BleedingOut, st.Dead, st.Unconscious = false, false, false, false
		case st.Wounds > 0:
			st.Wounds--
		default:
			return nil, fmt.Errorf("%s has no Wounds", f.Name)
		}
	case EditFatUp:
		if st.Fatigue >= 2 {
			return nil, fmt.Errorf("%s is Exhausted: one more level Incapacitates (Wounds +)", f.Name)
		}
		st.Fatigue++
	case EditFatDn:
		if st.Fatigue == 0 {
			return nil, fmt.Errorf("%s has no Fatigue", f.Name)
		}
		st.Fatigue--
	case EditBennyUp:
		st.Bennies++
	case EditBennyDn:
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

// EditLabel is entry k's label for the picked figure.
func EditLabel(k string, p EditPick) string {
	f := p.Fig
	name := "?"
	if f != nil {
		name = f.Name
	}
	on := func(set func(*rules.Figure) bool) bool { return f != nil && set(f) }
	switch k {
	case EditAddCopy:
		return "Add a copy of " + name
	case EditAddExtra:
		return "Add an Extra"
	case EditRemove:
		return "Remove " + name
	case EditReveal:
		return "Reveal " + name
	case EditShaken:
		return setOrClear("Shaken", on(func(f *rules.Figure) bool { return f.Shaken }))
	case EditStunned:
		return setOrClear("Stunned", on(func(f *rules.Figure) bool { return f.Stunned }))
	case EditHold:
		return setOrClear("Hold", f != nil && p.Hold)
	case EditWoundUp:
		return "Wounds +"
	case EditWoundDn:
		return "Wounds -"
	case EditFatUp:
		return "Fatigue +"
	case EditFatDn:
		return "Fatigue -"
	case EditBennyUp:
		return "Benny +"
	case EditBennyDn:
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
