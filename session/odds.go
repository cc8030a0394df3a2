package session

import (
	"errors"
	"fmt"
	"reflect"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// The GM's odds on a hosted table are played on the GM's screen (a slice
// a frame, never on the host), from a copy of the battle as it stands.
// The copy is a battle file that keeps the host's dice secret: the
// scenario's text, a seed that is not the battle's, and only the GM's
// edits that put every figure where it stands in the state it is in
// (taken off, added, put, revealed, handed to a player, its Wounds,
// Fatigue, Shaken, effects, Power Points and ammo), so nothing in it was
// rolled. The round's cards are not carried over: the copy deals afresh.

// oddsSeed is the copy's seed: its actions roll nothing, and the odds
// deal every fight's dice from seeds of their own.
const oddsSeed = 1

// battleFor answers the GM's battle message; any other seat is refused.
func (s *Session) battleFor(from Screen, msg wire.Incoming) []Out {
	if from.Seat != wire.SeatGM {
		return refuse(from, msg.ID, "only the GM's screen may have the battle for the odds")
	}
	data, err := s.OddsFile()
	if err != nil {
		s.logf("host: the battle for the odds: %v", err)
		return refuse(from, msg.ID, "the host could not copy the battle for the odds: "+oneLine(err.Error()))
	}
	return []Out{{Seat: from.Seat, To: from.ID, Msg: wire.Battle{Type: wire.TypeBattle, ID: msg.ID, File: data}}}
}

// OddsFile is the battle as it stands as a battle file of the scenario
// and the GM's edits only (see above).
func (s *Session) OddsFile() ([]byte, error) {
	f := board.FileOf(s.name, s.scenario, s.b)
	f.Seed, f.Actions = oddsSeed, nil
	bd, cp, err := f.Start()
	if err != nil {
		return nil, err
	}
	now := map[string]*rules.Figure{}
	for _, fig := range s.b.Figures() {
		now[fig.ID] = fig
	}
	apply := func(a rules.Action) error {
		if err := cp.Apply(a); err != nil {
			return fmt.Errorf("%s: %w", a.Kind(), err)
		}
		return nil
	}
	for _, fig := range append([]*rules.Figure(nil), cp.Figures()...) {
		if now[fig.ID] == nil {
			if err := apply(rules.RemoveFigure{Who: fig.ID}); err != nil {
				return nil, err
			}
		}
	}
	free := func(try func(rules.Pos) error) error {
		for y := range bd.H {
			for x := range bd.W {
				if try(rules.Pos{X: x, Y: y}) == nil {
					return nil
				}
			}
		}
		return errors.New("no free square on the map")
	}
	for _, ap := range s.b.Applied {
		add, ok := ap.Action.(rules.AddFigure)
		if !ok || now[add.ID] == nil || cp.Figure(add.ID) != nil {
			continue
		}
		add.Deal = false
		if cp.Apply(add) != nil {
			// Its square is taken in the copy for now: put it anywhere,
			// then where it stands.
			err := free(func(p rules.Pos) error { a := add; a.At = p; return cp.Apply(a) })
			if err != nil {
				return nil, fmt.Errorf("add %s: %w", add.ID, err)
			}
		}
	}
	if err := s.placeAll(cp, free); err != nil {
		return nil, err
	}
	for _, fig := range s.b.Figures() {
		if cp.Hidden(fig.ID) && !s.b.Hidden(fig.ID) {
			if err := apply(rules.Reveal{Who: fig.ID}); err != nil {
				return nil, err
			}
		}
	}
	for _, fig := range s.b.Figures() {
		p, set := s.b.PlayerSet(fig.ID)
		if q, _ := cp.PlayerSet(fig.ID); set && p != q {
			if err := apply(rules.SetPlayer{Who: fig.ID, Player: p}); err != nil {
				return nil, err
			}
		}
	}
	for _, fig := range s.b.Figures() {
		if !reflect.DeepEqual(cp.Figure(fig.ID).State, fig.State) {
			if err := apply(rules.SetState{Who: fig.ID, State: fig.State}); err != nil {
				return nil, err
			}
		}
	}
	f.Actions = append([]rules.Applied(nil), cp.Applied...)
	return f.Marshal()
}

// placeAll puts every figure of the copy where it stands in the battle:
// those whose square is free first, again and again; figures that stand
// on each other's squares (two that swapped) go by a free square.
func (s *Session) placeAll(cp *rules.Battle, free func(func(rules.Pos) error) error) error {
	var todo []string
	for _, fig := range s.b.Figures() {
		want, _ := s.b.Battlefield.Position(fig.ID)
		if at, _ := cp.Battlefield.Position(fig.ID); at != want {
			todo = append(todo, fig.ID)
		}
	}
	for tries := 0; len(todo) > 0; tries++ {
		if tries > 2*len(s.b.Figures())+2 {
			return fmt.Errorf("put %s: its square cannot be reached", todo[0])
		}
		var left []string
		for _, id := range todo {
			want, _ := s.b.Battlefield.Position(id)
			if cp.Apply(rules.Place{Who: id, To: want}) != nil {
				left = append(left, id)
			}
		}
		if len(left) == len(todo) {
			id := left[0]
			if err := free(func(p rules.Pos) error { return cp.Apply(rules.Place{Who: id, To: p}) }); err != nil {
				return fmt.Errorf("put %s: %w", id, err)
			}
		}
		todo = left
	}
	return nil
}
