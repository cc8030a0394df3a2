package rules

import (
	"fmt"
	"strings"
)

// Stunned: a figure knocked senseless (a stun effect, a blow the GM rules
// stuns) is Distracted and Vulnerable, falls prone, cannot move or act and
// adds nothing to a Gang Up; at the start of each of its turns it rolls
// Vigor to shake it off. The board already keeps a Stunned figure still
// and out of Gang Up and free attacks; the turn lets it take no action.

func init() {
	RegisterAction(Stun{Who: "c1", Cause: "a blow to the head"})
	RegisterTurnStart(stunRecovery)
	RegisterHelp(HelpEntry{Key: "stunned", Title: "Stunned", Text: "A Stunned figure falls prone, is Distracted (-2 to its trait rolls) " +
		"and Vulnerable (+2 to actions against it), cannot move or take actions, and does not count for its side's Gang Up bonus. " +
		"At the start of each of its turns it rolls Vigor (at -2, being Distracted): on a success it is no longer Stunned and acts this turn, " +
		"but stays Distracted and Vulnerable until the end of that turn; on a failure it stays Stunned (and Vulnerable) and loses the turn, though its Distracted still ends with that turn."})
}

// KindStun is the GM's action that stuns a figure (a power, a weapon that
// stuns, a blow the GM rules stunning).
const KindStun = "stun"

// Stun makes a figure Stunned; Cause says what did it.
type Stun struct {
	Who   string `json:"who"`
	Cause string `json:"cause,omitempty"`
}

func (Stun) Kind() string { return KindStun }

func (s Stun) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s Stun) check(b *Battle) error {
	f := b.Figure(s.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", s.Who)
	case f.Dead || f.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(s.Who))
	case f.Stunned:
		return fmt.Errorf("%s is Stunned already", b.name(s.Who))
	}
	return nil
}

func (s Stun) Do(b *Battle, _ *Plan) error {
	f := b.Figure(s.Who)
	f.Stunned, f.Distracted, f.Vulnerable, f.Prone = true, true, true, true
	if t := b.turn; t != nil && t.Who == s.Who {
		t.CanAct = false
	}
	return b.Record(f.stateEvent(EventState, s.Cause, "Stunned: prone, Distracted and Vulnerable"))
}

// stunRecovery is the Vigor roll at the start of a Stunned figure's turn.
// A success ends Stunned; Distracted and Vulnerable then last to the end
// of this turn (the turn's marks end them). A failure keeps it Stunned
// and Vulnerable past the end of the turn, but its Distracted still ends
// with this turn (the end of its next turn after being stunned).
func stunRecovery(b *Battle, f *Figure, t *TurnState) error {
	if !f.Stunned || f.Incapacitated || f.Dead {
		return nil
	}
	if b.paralyzed(f) { // a Paralyzing poison's rounds: no roll (poisoned.go)
		b.marks[f.ID] = turnMarks{Distracted: f.Distracted}
		return b.Record(f.stateEvent(EventState, "Paralyzing poison", "is paralyzed: no recovery roll, it stays Stunned and loses the turn"))
	}
	tr := f.TraitRoll(Vigor, withMods(b.Fight.JokerMods(f.ID), b.rollMods(f, Vigor, ChangeUnstun)))
	tr.Name = "Vigor (Stunned)"
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(f.ID, "")); err != nil {
		return err
	}
	if !res.Success && !b.Rules.StunnedDistractedEnds {
		b.marks[f.ID] = turnMarks{} // revision 1: still Stunned, Distracted and Vulnerable stay
		return b.Record(f.stateEvent(EventState, "", "stays Stunned and loses the turn"))
	}
	if !res.Success {
		b.marks[f.ID] = turnMarks{Distracted: f.Distracted} // still Stunned: Vulnerable stays
		return b.Record(f.stateEvent(EventState, "", "stays Stunned and loses the turn"))
	}
	f.Stunned = false
	b.marks[f.ID] = turnMarks{Distracted: f.Distracted, Vulnerable: f.Vulnerable}
	var still []string
	if f.Distracted {
		still = append(still, "Distracted")
	}
	if f.Vulnerable {
		still = append(still, "Vulnerable")
	}
	out := "recovers from Stunned"
	if !b.Rules.StunnedDistractedEnds {
		out += " (Distracted and Vulnerable to the end of the turn)" // revision 1's words
	} else if len(still) > 0 {
		out += " (" + strings.Join(still, " and ") + " to the end of the turn)"
	}
	return b.Record(f.stateEvent(EventState, "", out))
}
