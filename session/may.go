package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// gmOnly are the kinds only the GM may take: the GM's hand on the table
// and the rounds, whoever the action names.
var gmOnly = map[string]bool{
	rules.KindPlace: true, rules.KindSetState: true, rules.KindReveal: true, rules.KindSetHold: true,
	rules.KindAddFigure: true, rules.KindRemoveFigure: true,
	"round": true, "surprise": true, "fatigue": true, "stun": true, "hazard": true, "platform": true,
	rules.KindStandoff: true, rules.KindEffect: true, rules.KindSetPlayer: true,
}

// gmEdits are the GM's edits of the table: their result is on the map
// for all, their log lines the GM's alone unless the table's settings
// show them (ShowGMEdits). A round dealt, a reveal or a hazard's roll
// is the fight's, told to all.
var gmEdits = map[string]bool{
	rules.KindPlace: true, rules.KindSetState: true, rules.KindSetHold: true,
	rules.KindAddFigure: true, rules.KindRemoveFigure: true,
	rules.KindFatigue: true, rules.KindStun: true, rules.KindPlatform: true, rules.KindEffect: true,
}

// gmFields are the fields of an action that are the GM's ruling, not a
// player's choice (a named modifier, The Drop, a foe ruled helpless or
// unaware, who takes suppressive fire's damage, an improvised weapon's
// damage): a player's action that sets one is refused.
var gmFields = map[string][]string{
	rules.KindShoot:    {"extra", "drop"},
	rules.KindFight:    {"drop", "improvised_damage"},
	rules.KindFinish:   {"helpless", "at_range"},
	rules.KindArea:     {"unaware"},
	rules.KindSuppress: {"damage"},
}

// mayAct refuses an action that is not the seat's to take.
// zeroJSON reports whether a JSON value says nothing: null, false, 0,
// "", [] or {}.
func zeroJSON(v json.RawMessage) bool {
	switch strings.TrimSpace(string(v)) {
	case "null", "false", "0", `""`, "[]", "{}":
		return true
	}
	return false
}

func (s *Session) mayAct(seat string, a rules.Action, raw json.RawMessage) error {
	if seat == wire.SeatGM {
		return nil
	}
	if seat == wire.SeatTable {
		return errors.New("the table's seat acts for nobody")
	}
	kind := a.Kind()
	if gmOnly[kind] {
		return fmt.Errorf("only the GM may take a %s action", kind)
	}
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(raw, &fields)
	for _, f := range gmFields[kind] {
		if v, ok := fields[f]; ok && !zeroJSON(v) {
			return fmt.Errorf("only the GM may set %s on a %s action", f, kind)
		}
	}
	var who string
	if json.Unmarshal(fields["who"], &who) != nil || who == "" {
		return fmt.Errorf("only the GM may take a %s action", kind)
	}
	if s.player[who] != seat {
		return fmt.Errorf("%q is not one of your figures", who)
	}
	// An action that names a hidden figure would tell the player it is
	// there: refused as if there were no such figure.
	for _, id := range s.hiddenNow() {
		if namesString(raw, id) {
			return fmt.Errorf("there is no figure %q", id)
		}
	}
	return nil
}

// namesString reports whether any string in the JSON value is s.
func namesString(raw json.RawMessage, s string) bool {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	var walk func(v any) bool
	walk = func(v any) bool {
		switch v := v.(type) {
		case string:
			return v == s
		case []any:
			for _, e := range v {
				if walk(e) {
					return true
				}
			}
		case map[string]any:
			for _, e := range v {
				if walk(e) {
					return true
				}
			}
		}
		return false
	}
	return walk(v)
}

// refusal is the rules' refusal as the seat may read it.
func (s *Session) refusal(seat string, err error) string {
	msg := strings.Join(strings.Fields(err.Error()), " ")
	if seat == wire.SeatGM {
		return msg
	}
	for _, id := range s.hiddenNow() {
		if s.hiddenRe[id].MatchString(msg) {
			return "the rules do not allow it here"
		}
	}
	return msg
}
