package session

import (
	"encoding/json"
	"fmt"

	"github.com/goccy/go-yaml"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// scenarioFor is the scenario's text as the seat may read it: the GM's
// whole; the others' with the figures still hidden cut out and the foes'
// numbers (traits, weapons, armor, Parry, Toughness, bennies...) left out,
// so a copy in a player's browser holds nothing the seat is not told (as
// JSON, which the scenario reader takes too). What a seat is told of the
// numbers comes in figures.
func (s *Session) scenarioFor(seat string) string {
	if seat == wire.SeatGM {
		return string(s.scenario)
	}
	hidden := s.hiddenNow()
	key := fmt.Sprint(hidden)
	if txt, ok := s.cut[key]; ok {
		return txt
	}
	txt, err := cutFigures(s.scenario, hidden, s.foe)
	if err != nil {
		// Never the whole text: a seat that cannot be given the map
		// gets none rather than the hidden figures or the foes' numbers.
		s.logf("host: cutting the scenario for the seats: %v", err)
		txt = ""
	}
	s.cut = map[string]string{key: txt}
	return txt
}

// foeKeys are what a seat's copy keeps of a foe: where and who it is, what
// it looks like on the map, never its numbers.
var foeKeys = map[string]bool{"id": true, "name": true, "side": true, "at": true, "size": true,
	"wildcard": true, "group": true, "leader": true, "mount": true, "steed": true}

// cutFigures is the scenario without the figures of the ids, and with
// only foeKeys of the foes', as JSON.
func cutFigures(text []byte, ids []string, foe map[string]bool) (string, error) {
	var doc yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(text, &doc, yaml.UseOrderedMap()); err != nil {
		return "", err
	}
	drop := map[string]bool{}
	for _, id := range ids {
		drop[id] = true
	}
	for i, it := range doc {
		if fmt.Sprint(it.Key) != "figures" {
			continue
		}
		list, ok := it.Value.([]any)
		if !ok {
			return "", fmt.Errorf("figures is not a list")
		}
		kept := []any{}
		for _, f := range list {
			m, ok := f.(yaml.MapSlice)
			if !ok {
				return "", fmt.Errorf("a figure is not a mapping")
			}
			id := fmt.Sprint(m.ToMap()["id"])
			if drop[id] {
				continue
			}
			var told yaml.MapSlice
			for _, kv := range m {
				if foe[id] && !foeKeys[fmt.Sprint(kv.Key)] || namesDropped(kv, drop) {
					continue
				}
				told = append(told, kv)
			}
			kept = append(kept, told)
		}
		doc[i].Value = kept
	}
	out, err := json.Marshal(jsonable(doc))
	return string(out), err
}

// namesDropped reports whether a figure's key names a figure cut out (a
// leader or a mount still hidden): the key goes too, as in the fight
// without that figure.
func namesDropped(kv yaml.MapItem, drop map[string]bool) bool {
	switch fmt.Sprint(kv.Key) {
	case "leader", "mount":
		return drop[fmt.Sprint(kv.Value)]
	}
	return false
}

// jsonable turns the YAML's ordered maps into JSON objects (keys as
// written, any scalar key as its text).
func jsonable(v any) any {
	switch v := v.(type) {
	case yaml.MapSlice:
		m := make(map[string]any, len(v))
		for _, it := range v {
			m[fmt.Sprint(it.Key)] = jsonable(it.Value)
		}
		return m
	case map[string]any:
		for k, e := range v {
			v[k] = jsonable(e)
		}
		return v
	case []any:
		for i, e := range v {
			v[i] = jsonable(e)
		}
		return v
	}
	return v
}

// acting reports whether the figure up (as the seat sees it) is in the
// middle of its turn.
func (s *Session) acting(seat string) bool {
	t := s.b.Turn()
	return t != nil && s.sees(seat, t.Who) && !s.overFor(seat)
}

// next is who may start a turn now, as far as the seat sees them.
func (s *Session) next(seat string) []string {
	var out []string
	if s.overFor(seat) {
		return nil
	}
	for _, id := range s.b.NextUp() {
		if s.sees(seat, id) {
			out = append(out, id)
		}
	}
	return out
}

// turnInfo is the turn's declaration and moving for a seat that sees
// who acts (whether the GM's pool pays a Shaken figure's benny is the
// GM's to know).
func (s *Session) turnInfo(seat string) *wire.TurnInfo {
	t := s.b.Turn()
	if t == nil || !s.sees(seat, t.Who) || s.overFor(seat) {
		return nil
	}
	ti := wire.TurnOf(s.b)
	if ti != nil && seat != wire.SeatGM {
		ti.FromPool = false
	}
	return ti
}

// Preview answers a seat's preview message: the odds of the action's
// rolls for a seat that may take it; nothing is rolled.
func (s *Session) Preview(seat string, msg wire.Incoming) wire.Preview {
	p := s.preview(seat, msg)
	p.Type, p.ID = wire.TypePreview, msg.ID
	if p.Rolls == nil {
		p.Rolls = []wire.Roll{}
	}
	return p
}

func (s *Session) preview(seat string, msg wire.Incoming) wire.Preview {
	a, err := rules.UnmarshalAction(msg.Action)
	if err != nil {
		return wire.Preview{Error: oneLine(err.Error())}
	}
	if err := s.mayAct(seat, a, msg.Action); err != nil {
		return wire.Preview{Error: err.Error()}
	}
	var plan *rules.Plan
	s.asSeen(seat, func() { plan, err = s.b.Preview(a) })
	if err != nil {
		return wire.Preview{Error: s.refusal(seat, err)}
	}
	v := previewer{b: s.b, sees: func(id string) bool { return s.sees(seat, id) }, told: func(id string) board.Reveal { return s.told(seat, id) }}
	return v.of(a, plan)
}

// asSeen runs f with the table treating the figures the seat may not see
// as absent: a seat's preview is answered as in the fight without them.
func (s *Session) asSeen(seat string, f func()) {
	if seat == wire.SeatGM {
		f()
		return
	}
	defer s.table().Ignoring(s.hiddenNow())()
	f()
}

func (s *Session) table() *board.Battlefield { return s.b.Battlefield.(*board.Battlefield) }

// asMoved is a player's move as the rules take it when the way the seat
// sees is blocked by a figure it may not see: the move stops where the
// rules stop it, on the last square before that figure's base. Any other
// action is as it was.
func (s *Session) asMoved(seat string, a rules.Action) rules.Action {
	m, ok := a.(rules.Move)
	hidden := s.hiddenNow()
	if !ok || seat == wire.SeatGM || len(hidden) == 0 {
		return a
	}
	if _, err := s.b.Preview(a); err == nil {
		return a // the way is open as it is
	}
	var plan *rules.Plan
	var err error
	s.asSeen(seat, func() { plan, err = s.b.Preview(a) })
	route, isRoute := func() (rules.Route, bool) {
		if err != nil {
			return rules.Route{}, false
		}
		r, ok := plan.Detail.(*rules.Route)
		if !ok {
			return rules.Route{}, false
		}
		return *r, true
	}()
	mover := s.board.Figure(m.Who)
	if !isRoute || mover == nil {
		return a
	}
	var unseen []*board.Figure
	for _, id := range hidden {
		if f := s.board.Figure(id); f != nil {
			unseen = append(unseen, f)
		}
	}
	if stop, short := board.StopBefore(route.Steps, mover.Footprint(), unseen); short {
		m.To = stop
	}
	return m
}

// parryModsOf is what makes up die i's TN of a melee attack besides the
// Parry ("+1 Block"); nil for any other roll.
func parryModsOf(plan *rules.Plan, i int) rules.Mods {
	switch d := plan.Detail.(type) {
	case *rules.MeleePlan:
		return d.ParryMods
	case *rules.MeleeManyPlan:
		if i < len(d.Each) {
			return d.Each[i].ParryMods
		}
	}
	return nil
}
