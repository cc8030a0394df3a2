package game

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/wire"
)

// seatMirror is what a screen knows of the battle from its seat's
// messages alone: the state the seat may see, kept up to date by each
// action applied. A hosted screen (Remote) keeps all it draws here; the
// window feeds one from its GM's seat (Fight.poll) and draws from it
// where it has the answer. It holds no rules.Battle and rolls nothing:
// the session does.
type seatMirror struct {
	Seat   string
	Seq    int
	Round  int
	Up     string // "" when none (or one the seat may not see)
	Acting bool   // Up's turn is under way
	// Next is who may start a turn now (Up first), as the seat sees it.
	Next []string
	// Board is the scenario's map as the seat may read it, with the
	// figures where the session says and in the states it says (a number
	// the seat is not told keeps the scenario's value on the board but
	// is never shown: the views read Figures for numbers).
	Board   *board.Board
	Roster  map[string]wire.FigureInfo
	Figures map[string]wire.FigureState
	Mine    map[string]bool
	Log     []string
	Links   map[string]string
	// Pool is the GM's pool of bennies left: the host tells the GM's
	// seat alone (nil for every other seat).
	Pool *int
	// Initiative is the round's strip as the host tells this seat (the
	// cards still to come, the turn under way first); Acted, whose turn
	// of the round is over.
	Initiative []rules.StripBox
	Acted      []string
	// Ground is the weapons lying on the map, as the host says (the
	// doors are on Board).
	Ground []wire.GroundItem
	// Rules is the revision of the rules the battle plays under.
	Rules int
	// End is how the fight would end now, as the host tells the GM's
	// seat (nil to every other seat).
	End *wire.FightEnd
	// step names the action the last undo or redo took back or put
	// back, as the host says (wire.State.Step).
	step string

	// asked is the question the session waits on for this seat's
	// answer (game/question.go); each screen takes it with its clock.
	asked seatQuestion

	offers   []wire.Offer    // what the host offers this seat now
	turn     *wire.TurnInfo  // the turn under way's declaration, as the host says
	canRedo  bool            // the host could put an undone action back (the GM's)
	settings *wire.Settings  // the table's settings (the GM's state)
	start    map[string]bool // the scenario's figures, which the GM may copy
	seen     map[string]bool // every figure id told of since joining (new ids avoid them)
	joined   map[string]bool // the seats that have joined the host (the GM's)
	scenario string          // the scenario's text as the host sent it
	maps     []wire.MapFile  // the map files the host keeps (the GM's state)
	// mapPath is the name the scenario's text is parsed as, whose folder
	// holds the map files it names: the window's mirror parses as its
	// session did; "" for a hosted screen, whose files its seat fetched
	// (seat_maps.go), parsed as "table.yaml".
	mapPath string
	// anim is the last accepted action's dice, slides and template
	// (table_anim.go); a state is caught up at once, not replayed.
	anim tableAnim
}

// mirrorTake takes one message of the seat into the mirror: a state, an
// action applied, who has joined, a link reissued. It reports whether
// the message was one of those; ErrResync says the mirror is out of step
// (an action missed, a figure it was not told of) and the seat's state
// must come afresh. A state that cannot be read changes nothing.
func (m *seatMirror) mirrorTake(msg any) (bool, error) {
	switch msg := msg.(type) {
	case wire.State:
		return true, m.mirrorState(msg)
	case wire.Applied:
		return true, m.mirrorApplied(msg)
	case wire.Seated:
		m.takeJoined(msg.Joined)
		return true, nil
	case wire.Reissued:
		if m.Links != nil {
			m.Links[msg.Seat] = msg.Link
		}
		return true, nil
	}
	return false, nil
}

func (m *seatMirror) mirrorState(s wire.State) error {
	if s.Scenario == "" {
		return errors.New("the host sent no map")
	}
	name := m.mapPath
	if name == "" {
		name = "table.yaml"
	}
	bd, err := board.Parse(name, []byte(s.Scenario))
	if err != nil {
		return fmt.Errorf("the host's map: %w", err)
	}
	if old := m.Board; old != nil && s.Scenario == m.scenario && old.Picture != nil && bd.Picture != nil {
		// The same map again (an undo's state): its picture is the one
		// drawn already, decoded once on the screen and aligned as the
		// GM left it.
		bd.Picture = old.Picture
	}
	m.Seat, m.Board, m.Roster, m.Links = s.Seat, bd, s.Roster, s.Links
	m.scenario, m.maps = s.Scenario, s.Maps
	m.anim = tableAnim{}
	if m.Roster == nil {
		m.Roster = map[string]wire.FigureInfo{}
	}
	m.rosterOnBoard()
	m.takeJoined(s.Joined)
	m.start = map[string]bool{}
	if m.seen == nil {
		m.seen = map[string]bool{}
	}
	for _, f := range bd.Figures {
		m.start[f.ID], m.seen[f.ID] = true, true
	}
	m.canRedo, m.settings = s.Redo, s.Settings
	m.Mine = map[string]bool{}
	for _, id := range s.Mine {
		m.Mine[id] = true
	}
	m.Log = append([]string(nil), s.Log...)
	m.offers = s.Offers
	m.Seq = s.Seq
	m.Pool = s.Pool
	m.turn, m.Next = s.Turn, s.Next
	m.Initiative, m.Acted = s.Initiative, s.Acted
	m.takeBarriers(s.Barriers)
	m.Board.PutDoors(doorsOf(s.Doors))
	m.Ground = s.Ground
	m.Rules, m.End, m.step = s.Rules, s.End, s.Step
	if s.Rules > 0 {
		// The map parsed from the text takes the newest rules; the
		// battle keeps its own revision (lines of fire, fire modes).
		m.Board.Rules = m.Board.Edition.RulesAt(s.Rules)
	}
	m.Board.Zones = zonesOf(s.Zones)
	return m.takeFigures(s.Round, s.Up, s.Acting, s.Figures)
}

func (m *seatMirror) mirrorApplied(a wire.Applied) error {
	if m.Board == nil || a.Seq != m.Seq+1 {
		return ErrResync
	}
	m.Seq = a.Seq
	m.Pool = a.Pool
	m.Log = append(m.Log, a.Log...)
	m.offers = a.Offers
	m.turn, m.Next = a.Turn, a.Next
	m.Initiative, m.Acted = a.Initiative, a.Acted
	m.takeBarriers(a.Barriers)
	m.Board.PutDoors(doorsOf(a.Doors))
	m.Ground = a.Ground
	m.End = a.End
	m.Board.Zones = zonesOf(a.Zones)
	m.canRedo = false // a new action ends what could be redone
	for id, in := range a.Added {
		m.Roster[id] = in
	}
	before := m.positions()
	if err := m.takeFigures(a.Round, a.Up, a.Acting, a.Figures); err != nil {
		return err
	}
	m.animate(a, before)
	return nil
}

// positions are where the figures stood before a message moved them.
func (m *seatMirror) positions() map[string]rules.Pos {
	out := make(map[string]rules.Pos, len(m.Figures))
	for id, st := range m.Figures {
		out[id] = st.At
	}
	return out
}

// takeFigures puts the figures where the host says, in the state it says.
func (m *seatMirror) takeFigures(round int, up *string, acting bool, figs map[string]wire.FigureState) error {
	if err := m.syncRoster(figs); err != nil {
		return err
	}
	m.Round, m.Acting, m.Up = round, acting, ""
	if up != nil {
		m.Up = *up
	}
	if len(m.Next) == 0 && m.Up != "" && !acting {
		m.Next = []string{m.Up} // a host that does not list them: Up is the first up
	}
	m.Figures = figs
	t := board.NewBattlefield(m.Board)
	for _, f := range m.Board.Figures {
		st, ok := figs[f.ID]
		if !ok {
			continue
		}
		if err := t.Place(f.ID, st.At); err != nil {
			return fmt.Errorf("the host put %s off the map: %w", f.Name, err)
		}
		f.Shaken, f.Incapacitated, f.Prone = st.Shaken, st.Incapacitated, st.Prone
		f.Distracted, f.Vulnerable, f.Stunned = st.Distracted, st.Vulnerable, st.Stunned
		f.Effects = effectsOfInfo(st.Effects) // for the token's marks
		if st.State != nil {
			// The GM's copy: the whole state, which the edits start from.
			f.State = cloneState(*st.State)
		}
		if sh := st.Sheet; sh != nil {
			// The card's numbers as the battle has them now (a weapon
			// picked up, a natural one granted, a figure the GM added).
			f.Traits, f.Weapons, f.Armor = maps.Clone(sh.Traits), slices.Clone(sh.Weapons), sh.Armor
			f.Ammo = slices.Clone(sh.Ammo)
		}
		if st.Wounds != nil {
			f.Wounds = *st.Wounds
		}
		if st.Fatigue != nil {
			f.Fatigue = *st.Fatigue
		}
		if st.Bennies != nil {
			f.Bennies = *st.Bennies
		}
	}
	return nil
}

// syncRoster puts on the board the figures the host tells of that the
// scenario's text does not hold (added by the GM), and takes off those it
// no longer tells of (removed, or hidden again by an undo). A figure it
// cannot draw asks for the state afresh.
func (m *seatMirror) syncRoster(figs map[string]wire.FigureState) error {
	for id := range figs {
		m.seen[id] = true
		if m.Board.Figure(id) != nil {
			continue
		}
		in, ok := m.Roster[id]
		if !ok {
			return ErrResync // revealed since the map was sent
		}
		m.Board.Figures = append(m.Board.Figures, &board.Figure{Player: in.Player, Figure: &rules.Figure{
			ID: id, Name: in.Name, Side: in.Side, Size: in.Size, WildCard: in.WildCard, Pace: 6}})
	}
	kept := m.Board.Figures[:0]
	for _, f := range m.Board.Figures {
		if _, ok := figs[f.ID]; ok {
			kept = append(kept, f)
		}
	}
	clear(m.Board.Figures[len(kept):])
	m.Board.Figures = kept
	return nil
}

// rosterOnBoard gives the board's figures the players the host says (the
// scenario's player: keys are only where the table started).
func (m *seatMirror) rosterOnBoard() {
	for _, f := range m.Board.Figures {
		if in, ok := m.Roster[f.ID]; ok {
			f.Player = in.Player
		}
	}
}

func (m *seatMirror) takeJoined(seats []string) {
	m.joined = map[string]bool{}
	for _, s := range seats {
		m.joined[s] = true
	}
}

// takeBarriers stands the Barrier power's walls the host says stand, so
// the map draws them and the screen's own checks meet them.
func (m *seatMirror) takeBarriers(bs []wire.Barrier) {
	if m.Board == nil || (len(bs) == 0 && len(m.Board.Barriers) == 0) {
		return
	}
	walls := make([][2]geom.Point, len(bs))
	for i, w := range bs {
		walls[i] = [2]geom.Point{{X: w.From.X, Y: w.From.Y}, {X: w.To.X, Y: w.To.Y}}
	}
	m.Board.SetBarriers(walls)
}

// doorsOf are the doors the host says stand otherwise than the scenario
// set them, as the map takes them (Board.PutDoors).
func doorsOf(ds []wire.Door) []rules.Door {
	out := make([]rules.Door, len(ds))
	for i, d := range ds {
		out[i] = rules.Door{At: d.At, Open: d.Open, Broken: d.Broken}
	}
	return out
}

// zonesOf are the Light and Darkness powers' areas the host says lie on
// the map, as the map lights them (a light the screen cannot name is
// left off: it draws the map's own light there), and Silence's, which it
// rings.
func zonesOf(zs []wire.Zone) []board.LightZone {
	var out []board.LightZone
	for _, z := range zs {
		if z.Silence && z.Radius > 0 { // drawn as a ring, not lit
			out = append(out, board.LightZone{At: geom.Point{X: z.At.X, Y: z.At.Y}, Radius: z.Radius, Caster: z.Caster, Power: z.Power, Silence: true})
			continue
		}
		l, err := rules.ParseLight(z.Light)
		if err != nil || z.Light == "" || !(z.Radius > 0) {
			continue
		}
		bz := board.LightZone{At: geom.Point{X: z.At.X, Y: z.At.Y}, Radius: z.Radius, Light: l, Caster: z.Caster, Power: z.Power}
		if z.To != nil { // a Light's beam
			bz.Beam, bz.To = true, geom.Point{X: z.To.X, Y: z.To.Y}
		}
		out = append(out, bz)
	}
	return out
}

// ErrResync says the screen must fetch the seat's state afresh
// (Seat.Resync: a link reconnects): an action was missed, or a figure it
// was not told of appeared.
var ErrResync = errors.New("out of step with the host: fetching the table again")
