package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Action is one thing a player or the GM does in a battle: start a round,
// start a turn, move, shoot, reload... Actions are plain values that
// marshal to JSON (a battle file is its scenario, its seed and its
// actions), so every choice an action makes must be one of its fields.
//
// Plan checks the action and works out everything before the dice: who
// acts and each trait roll it will make (plan.go). It must change nothing
// and roll no dice: it is where an illegal action is refused, in a GM's
// words. Do resolves the plan Battle.Apply hands it (the rule hooks'
// modifiers added): it rolls the dice (b.RNG()), changes the figures and
// the table, and records every event (b.Record).
//
// Writing an action: Plan starts with b.Actor (free actions) or
// b.CheckAction (regular actions: turn, Shaken, actions left, deluxe's no
// repeat) and plans its rolls with b.planRoll; Do counts the action
// (b.UseAction), rolls each planned roll's TraitRoll, rolls damage with
// b.Damage (the battle's Soak policy, answers kept for replay). Register
// the kind with RegisterAction from init.
type Action interface {
	// Kind is the action's name in battle files ("shoot", "move").
	Kind() string
	Plan(b *Battle) (*Plan, error)
	Do(b *Battle, p *Plan) error
}

// actionKinds reads each kind from JSON, as a value.
var actionKinds = map[string]actionKind{}

type actionKind struct {
	read    func(data []byte) (Action, error)
	example Action
}

// RegisterAction makes an action kind known to battle files, with an
// example of it (for `apply --list` and the tests that go over every
// kind). Files that add actions call it from init. A kind registered
// twice is a programming error and panics. Actions read from JSON are
// values of T, never pointers.
func RegisterAction[T Action](example T) {
	kind := example.Kind()
	if _, dup := actionKinds[kind]; dup {
		panic(fmt.Sprintf("rules: action kind %q registered twice", kind))
	}
	fields := actionFieldSet(example)
	actionKinds[kind] = actionKind{example: example, read: func(data []byte) (Action, error) {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(data, &raw); err != nil {
			return nil, err
		}
		if err := checkFields(raw, fields); err != nil {
			return nil, err
		}
		delete(raw, "kind")
		body, err := json.Marshal(raw)
		if err != nil {
			return nil, err
		}
		var v T
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		return v, nil
	}}
}

// actionFieldSet is each JSON field name of the action, true for a
// required one (no omitempty).
func actionFieldSet(a Action) map[string]bool {
	out := map[string]bool{}
	for _, f := range ActionFields(a) {
		name, optional := strings.CutSuffix(f, "?")
		out[name] = !optional
	}
	return out
}

// checkFields holds an action's JSON object to its fields, more strictly
// than encoding/json (which matches keys whatever their case and reads a
// missing or null field as the zero value): every key is "kind" or one
// of the fields, spelled exactly, and every required field is there and
// not null. Each of its errors names the field.
func checkFields(raw map[string]json.RawMessage, fields map[string]bool) error {
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, ok := fields[k]; !ok && k != "kind" {
			return fmt.Errorf("unknown field %q (the fields are %s)", k, fieldList(fields))
		}
	}
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !fields[name] {
			continue
		}
		v, ok := raw[name]
		switch {
		case !ok:
			return fmt.Errorf("the field %q is missing", name)
		case bytes.Equal(bytes.TrimSpace(v), []byte("null")):
			return fmt.Errorf("the field %q is null", name)
		}
	}
	return nil
}

// fieldList is the field names, sorted, an optional one with a "?".
func fieldList(fields map[string]bool) string {
	out := make([]string, 0, len(fields))
	for name, required := range fields {
		if !required {
			name += "?"
		}
		out = append(out, name)
	}
	if len(out) == 0 {
		return "none"
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// ActionFields lists an action's fields by their JSON names, an optional
// one with a "?" ("weapon?").
func ActionFields(a Action) []string {
	t := reflect.TypeOf(a)
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if strings.Contains(opts, "omitempty") {
			name += "?"
		}
		out = append(out, name)
	}
	return out
}

// ActionExample is the registered example of a kind (nil if unknown).
func ActionExample(kind string) Action { return actionKinds[kind].example }

// ActionKinds lists the registered kinds, sorted.
func ActionKinds() []string {
	out := make([]string, 0, len(actionKinds))
	for k := range actionKinds {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// MarshalAction writes the action as one JSON object: its fields plus
// "kind".
func MarshalAction(a Action) ([]byte, error) {
	if a == nil {
		return nil, fmt.Errorf("no action")
	}
	body, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("%s action: %w", a.Kind(), err)
	}
	body = bytes.TrimSpace(body)
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("%s action does not marshal to a JSON object", a.Kind())
	}
	kind, _ := json.Marshal(a.Kind())
	var out bytes.Buffer
	out.WriteString(`{"kind":`)
	out.Write(kind)
	if rest := bytes.TrimSpace(body[1:]); len(rest) > 1 {
		out.WriteByte(',')
		out.Write(rest)
	} else {
		out.WriteByte('}')
	}
	return out.Bytes(), nil
}

// UnmarshalAction reads an object written by MarshalAction: its "kind"
// and the kind's fields, each spelled as the action's JSON names it; a
// required field (ActionFields: those without "?") must be there and not
// null, an unknown one is refused.
func UnmarshalAction(data []byte) (Action, error) {
	var head map[string]json.RawMessage
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("an action must be a JSON object with a kind: %w", inWords(err))
	}
	var kind string
	if raw, ok := head["kind"]; !ok {
		return nil, fmt.Errorf("an action must be a JSON object with a kind (one of %v)", ActionKinds())
	} else if err := json.Unmarshal(raw, &kind); err != nil {
		return nil, fmt.Errorf("an action's kind must be a string: %w", inWords(err))
	}
	k, ok := actionKinds[kind]
	if !ok {
		return nil, fmt.Errorf("%q is not an action (one of %v)", kind, ActionKinds())
	}
	a, err := k.read(data)
	if err != nil {
		return nil, fmt.Errorf("%s action: %w", kind, inWords(err))
	}
	return a, nil
}

// Applied is an action as a battle applied it, with the answers its Soak
// policy gave (in the order asked), so that a replay asks nobody and
// takes the same decisions.
type Applied struct {
	Action  Action
	Answers []bool
	// Rerolls are the answers of the benny reroll policy (reroll.go),
	// in the order asked; none when no policy was asked.
	Rerolls []bool
}

type appliedJSON struct {
	Action  json.RawMessage `json:"action"`
	Answers []bool          `json:"answers,omitempty"`
	Rerolls []bool          `json:"rerolls,omitempty"`
}

// MarshalJSON writes {"action": {...}, "answers": [...]}.
func (a Applied) MarshalJSON() ([]byte, error) {
	body, err := MarshalAction(a.Action)
	if err != nil {
		return nil, err
	}
	return json.Marshal(appliedJSON{Action: body, Answers: a.Answers, Rerolls: a.Rerolls})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Applied) UnmarshalJSON(data []byte) error {
	var raw appliedJSON
	if err := json.Unmarshal(data, &raw); err != nil {
		return inWords(err)
	}
	if len(raw.Action) == 0 {
		return fmt.Errorf("an applied action needs its action")
	}
	act, err := UnmarshalAction(raw.Action)
	if err != nil {
		return err
	}
	a.Action, a.Answers, a.Rerolls = act, raw.Answers, raw.Rerolls
	return nil
}
