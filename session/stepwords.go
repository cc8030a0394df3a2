package session

import (
	"encoding/json"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// stepWords names the action an undo took back or a redo put back, in
// the table's words as the seat may read them ("Hollis Crane's shot at
// Scrap Raider 1"): a count of log steps read as a turn's actions. A
// figure the seat may not see is not named.
func (s *Session) stepWords(seat string, a rules.Action) string {
	raw, err := rules.MarshalAction(a)
	if err != nil {
		return ""
	}
	var f struct {
		Kind    string   `json:"kind"`
		Who     string   `json:"who"`
		Target  string   `json:"target"`
		Targets []string `json:"targets"`
		Power   string   `json:"power"`
	}
	if json.Unmarshal(raw, &f) != nil {
		return ""
	}
	name := func(id string) string {
		if id == "" || !s.sees(seat, id) {
			return ""
		}
		if g := s.b.Figure(id); g != nil {
			return g.Name
		}
		for _, g := range s.board.Figures {
			if g.ID == id {
				return g.Name // off the table now
			}
		}
		return ""
	}
	who, target := name(f.Who), name(f.Target)
	if target == "" && len(f.Targets) == 1 {
		target = name(f.Targets[0])
	}
	switch f.Kind {
	case rules.KindRound:
		return "the deal of the round"
	case rules.KindEndFight:
		return "the end of the fight"
	case rules.KindAddFigure:
		return "a figure put on the table"
	}
	if who == "" {
		if f.Who != "" {
			return "an action of a figure unseen"
		}
		return "the " + strings.ReplaceAll(f.Kind, "_", " ")
	}
	switch f.Kind {
	case rules.KindShoot:
		return of(who+"'s shot", " at ", target)
	case rules.KindFight:
		return of(who+"'s attack", " on ", target)
	case rules.KindArea:
		return who + "'s area attack"
	case rules.KindCast:
		return of(who+"'s "+f.Power, " on ", target)
	case rules.KindTurn:
		return "the start of " + who + "'s turn"
	case rules.KindEndTurn:
		return "the end of " + who + "'s turn"
	case rules.KindRemoveFigure:
		return who + " taken off the table"
	}
	return of(who+"'s "+strings.ReplaceAll(f.Kind, "_", " "), " on ", target)
}

// of is s with the target named after sep, or s alone with none.
func of(s, sep, target string) string {
	if target == "" {
		return s
	}
	return s + sep + target
}

// withStep names the step on each seat's state that follows it.
func (s *Session) withStep(out []Out, a rules.Action) []Out {
	for i, o := range out {
		if st, ok := o.Msg.(wire.State); ok && a != nil {
			st.Step = s.stepWords(o.Seat, a)
			out[i].Msg = st
		}
	}
	return out
}
