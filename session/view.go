package session

import (
	"sort"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// --- what a seat sees ---

// sees reports whether the seat may be told of the figure.
func (s *Session) sees(seat, id string) bool { return seat == wire.SeatGM || !s.b.Hidden(id) }

// strip is the round's initiative strip as the seat may see it: the
// cards as dealt are public at a table, the hidden figures are not.
func (s *Session) strip(seat string) []rules.StripBox {
	st := s.b.Strip(func(id string) bool { return s.sees(seat, id) })
	if s.overFor(seat) {
		for i := range st {
			st[i].Now = false // the fight is over: no card is under way
		}
	}
	return st
}

// overFor reports whether the seat, not the GM's, is told the fight is
// over or ended (wire.EndFor): it is told no one is up, so no screen
// rings the figure whose turn the end cut short. The GM's seat keeps
// the turn, which its end screen may take up again.
func (s *Session) overFor(seat string) bool {
	return seat != wire.SeatGM && (s.b.FightOver() || rules.Over(s.b))
}

// acted are the figures the seat sees whose turn of the round is over.
func (s *Session) acted(seat string) []string {
	return s.b.ActedThisRound(func(id string) bool { return s.sees(seat, id) })
}

// told is what the seat is told of the figure's numbers.
func (s *Session) told(seat, id string) board.Reveal {
	if seat == wire.SeatGM || !s.isFoe(id) {
		return AllNumbers
	}
	return s.board.Reveal
}

// isFoe: the figure is of a side with no player; a figure the GM added
// during the battle is judged by its side.
func (s *Session) isFoe(id string) bool {
	if v, ok := s.foe[id]; ok {
		return v
	}
	f := s.b.Figure(id)
	return f != nil && !s.party[f.Side]
}

// info is what a seat is told of who a figure is.
func info(f *board.Figure) wire.FigureInfo {
	return wire.FigureInfo{Name: f.Name, Side: f.Side, Player: f.Player, Size: f.Size, WildCard: f.WildCard}
}

func (s *Session) figures(seat string) map[string]wire.FigureState {
	out := map[string]wire.FigureState{}
	for _, f := range s.b.Figures() {
		if !s.sees(seat, f.ID) {
			continue
		}
		fs := FigureOf(s.b, f, s.told(seat, f.ID))
		if seat == wire.SeatGM || !s.isFoe(f.ID) {
			fs.Sheet = wire.SheetOf(f) // a foe's traits and weapons are the GM's
		}
		if seat == wire.SeatGM {
			st := f.State
			st.Ammo = append([]int(nil), st.Ammo...)
			st.Injuries = append(st.Injuries[:0:0], st.Injuries...)
			fs.State, fs.Hidden = &st, s.b.Hidden(f.ID)
		}
		out[f.ID] = fs
	}
	return out
}

func (s *Session) up(seat string) *string {
	up := wire.UpNow(s.b)
	if up != nil && (!s.sees(seat, *up) || s.overFor(seat)) {
		return nil
	}
	return up
}

// hiddenNow lists the figures still hidden.
func (s *Session) hiddenNow() []string {
	var out []string
	for id := range s.hiddenRe {
		if s.b.Hidden(id) {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// mentionsHidden reports whether an event or a line names a hidden figure.
func (s *Session) mentionsHidden(hidden []string, e rules.Event, line string) bool {
	for _, id := range hidden {
		if e.Who == id || e.Target == id || e.Figure == id {
			return true
		}
		for _, f := range e.Figures {
			if f == id {
				return true
			}
		}
		for _, d := range e.Dice {
			if d.Target == id {
				return true
			}
		}
		if s.hiddenRe[id].MatchString(line) {
			return true
		}
	}
	return false
}

// logFor is the events' log lines the seat may read.
func (s *Session) logFor(seat string, evs []rules.Event) []string {
	if seat == wire.SeatGM {
		return rules.Lines(evs, s.b.Names())
	}
	// Only the GM is told how many bennies the GM's pool has left, and a
	// foe's Toughness and Parry only where the scenario reveals them; an
	// area attack's line names only the figures the seat may see.
	hidden := s.hiddenNow()
	gone := func(id string) bool { return s.b.Hidden(id) }
	told := make([]rules.Event, 0, len(evs))
	for _, e := range evs {
		if len(hidden) > 0 {
			e = rules.AreaWithout(e, gone, s.b.Names())
		}
		if e.Pool != nil {
			e = rules.WithoutPool(e)
		}
		if e.Target != "" {
			r := s.told(seat, e.Target)
			var ok bool
			if e, ok = rules.Untold(e, r.Toughness, r.Parry); !ok {
				continue
			}
		}
		told = append(told, e)
	}
	lines := rules.Lines(told, s.b.Names())
	if len(hidden) == 0 {
		return lines
	}
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		if !s.mentionsHidden(hidden, told[i], l) {
			out = append(out, l)
		}
	}
	return out
}

func (s *Session) rollsFor(seat string, rolls []wire.Roll) []wire.Roll {
	if seat == wire.SeatGM {
		return rolls
	}
	out := []wire.Roll{}
	for _, r := range rolls {
		if s.sees(seat, r.Who) && (r.Target == "" || s.sees(seat, r.Target)) {
			if r.Target != "" && !s.told(seat, r.Target).Parry && rules.TNIsParry(r.Trait, r.TN) {
				r.TN = 0 // the foe's Parry, kept back
			}
			if r.Target != "" && r.Kind == rules.EventDamage && !s.told(seat, r.Target).Toughness {
				r.TN = 0 // the foe's Toughness, kept back
			}
			out = append(out, r)
		}
	}
	return out
}

// View is everything the seat may see now: its first message, and the
// one it gets afresh after an undo or a redo. The links (the GM's) are
// the transport's to add.
func (s *Session) View(seat string) wire.State {
	st := wire.State{Type: wire.TypeState, Seq: len(s.b.Applied), Seat: seat, Round: s.b.Fight.Init.Round, Up: s.up(seat),
		Acting: s.acting(seat), Next: s.next(seat), Figures: s.figures(seat), Roster: map[string]wire.FigureInfo{}, Mine: []string{},
		Log: s.logFor(seat, s.eventsFor(seat)), Scenario: s.scenarioFor(seat), Pool: wire.PoolFor(s.b, seat), Offers: s.offers(seat), Turn: s.turnInfo(seat),
		Initiative: s.strip(seat), Acted: s.acted(seat), Rules: s.b.Revision(), End: wire.EndFor(s.b, seat)}
	st.Barriers, st.Doors, st.Ground, st.Zones = s.barriers(), s.doors(), s.ground(), s.zonesFor(seat, s.zones()) // barriers.go
	st.Deciding = s.deciding(seat)                                                                                // ask.go
	for _, f := range s.board.Figures {
		if !s.sees(seat, f.ID) {
			continue
		}
		st.Roster[f.ID] = info(f)
		if seat == wire.SeatGM || s.player[f.ID] == seat {
			st.Mine = append(st.Mine, f.ID)
		}
	}
	s.rosterPlayers(st.Roster)
	if seat == wire.SeatGM {
		st.Redo = s.b.CanRedo()
		set := s.settings
		st.Settings = &set
	}
	return st
}

// Offers are the actions besides moving and attacking that the seat may
// take now (offers.go).
func (s *Session) Offers(seat string) []wire.Offer { return s.offers(seat) }

// AllNumbers tells every number (the GM).
var AllNumbers = board.Reveal{Wounds: true, Fatigue: true, Bennies: true, Parry: true, Toughness: true}

// FigureOf is the figure's state with the numbers told.
func FigureOf(b *rules.Battle, f *rules.Figure, told board.Reveal) wire.FigureState {
	at, _ := b.Battlefield.Position(f.ID)
	s := wire.FigureState{At: at, Shaken: f.Shaken, Incapacitated: f.Incapacitated, Prone: f.Prone,
		Distracted: f.Distracted, Vulnerable: f.Vulnerable, Stunned: f.Stunned, Hold: b.Fight.Init.Hold[f.ID],
		Defend: b.Defending(f.ID), Aim: b.Aiming(f.ID), Joker: b.Fight.Init.Joker(f.ID),
		Entangled: f.Entangled, Bound: f.Bound}
	num := func(ok bool, v int) *int {
		if !ok {
			return nil
		}
		return &v
	}
	s.Wounds = num(told.Wounds, f.Wounds)
	s.MaxWounds = num(told.Wounds, f.MaxWounds())
	s.Fatigue = num(told.Fatigue, f.Fatigue)
	s.Bennies = num(told.Bennies, f.Bennies)
	s.PowerPoints = num(told.Bennies && f.Arcane != nil, f.PowerPoints())
	s.MaxPowerPoints = num(told.Bennies && f.Arcane != nil, f.MaxPowerPoints())
	s.Parry = num(told.Parry, f.Parry())
	s.Toughness = num(told.Toughness, f.Toughness())
	s.Effects = wire.EffectsAt(f, told.Parry || told.Toughness, b.EndsText)
	return s
}

// addedFor are the figures the events put on the table that the seat
// sees, for its screen to draw (nil: none).
func (s *Session) addedFor(seat string, evs []rules.Event) map[string]wire.FigureInfo {
	var out map[string]wire.FigureInfo
	for _, e := range evs {
		if e.Kind != rules.EventRoster || e.What != "add" || !s.sees(seat, e.Who) {
			continue
		}
		if f := s.board.Figure(e.Who); f != nil {
			if out == nil {
				out = map[string]wire.FigureInfo{}
			}
			out[e.Who] = info(f)
		}
	}
	return out
}

// hideEdit reports whether the i-th applied action is a GM's edit kept
// out of the other seats' logs.
func (s *Session) hideEdit(i int) bool {
	return !s.settings.ShowGMEdits && i >= 0 && i < len(s.b.Applied) && gmEdits[s.b.Applied[i].Action.Kind()]
}

// eventsFor are the battle's events whose lines the seat may read: the
// GM's edits are cut out but for the GM (hideEdit).
func (s *Session) eventsFor(seat string) []rules.Event {
	evs := s.b.Events()
	if seat == wire.SeatGM {
		return evs
	}
	s.syncMarks()
	var out []rules.Event
	from := 0 // the first event not yet judged
	for i := range s.b.Applied {
		if i+1 >= len(s.marks) {
			break
		}
		if s.hideEdit(i) {
			out = append(out, evs[from:s.marks[i]]...)
			from = s.marks[i+1]
		}
	}
	if out == nil {
		return evs[from:]
	}
	return append(out, evs[from:]...)
}
