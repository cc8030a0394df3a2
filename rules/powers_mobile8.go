package rules

import (
	"fmt"
	"math"
	"strings"
)

// Moving a Mobile area (swade's Mobile, +1, on Light, Darkness and
// Silence; rules revision 8). CHARACTERS.md 5.3 gives Mobile two
// readings, both played: cast at a figure's base the area is fixed to it
// and goes where it goes (powers_light8.go); cast at bare ground its
// caster moves it, up to the arcane skill die's sides in inches a round.
// Our readings where the reference says no more: the move is a free
// action of the caster's turn (as dropping a power is), taken as often as
// the turn allows while the inches add up to no more than the die's
// sides (d8: 8"); where it goes need not be in range or in sight, and an
// area riding on a figure is not moved this way.

// KindMoveArea is the action moving a Mobile area.
const KindMoveArea = "move_area"

// MobileZone is a caster's area cast Mobile at bare ground: its power
// and its centre now.
type MobileZone struct {
	Power string
	At    Spot
}

// MobileZoneBattlefield is a table whose Mobile areas their casters move.
type MobileZoneBattlefield interface {
	MobileZones(caster string) []MobileZone
	MoveZone(caster, power string, from, to Spot) bool
}

// SilenceBattlefield is a table that keeps Silence's areas on the map
// (the screens draw them; a Mobile one moves): at a point, fixed to the
// figure on, or Mobile at bare ground.
type SilenceBattlefield interface {
	AddSilence(caster, on string, at Spot, radius float64, mobile bool)
	Silences(caster string) []Spot
}

// silenceLister is an optional part of a SilenceBattlefield: whether any
// Silence area is on the table at all (with none, no caster has one to
// take off, so silenceKept need not ask each figure).
type silenceLister interface {
	AnySilence() bool
}

func init() {
	RegisterAction(MoveArea{Who: "priest", Power: "Light", At: Spot{X: 5.5, Y: 3.5}})
	RegisterHelp(HelpEntry{Key: "move_area", Title: "Moving a Mobile area", Text: "A Light, Darkness or Silence cast with Mobile (+1) at bare ground is moved by its caster " +
		"(More > Move Mobile area, then the square its centre goes to): a free action on the caster's turn, up to its arcane skill die's sides in inches a turn in all (Faith d8: 8\"). " +
		"Cast at a figure, it rides on that figure instead. From rules revision 8."})
}

// MoveArea moves Who's Mobile area of Power ("" the last one cast) so
// that its centre lies at At.
type MoveArea struct {
	Who   string `json:"who"`
	Power string `json:"power,omitempty"`
	At    Spot   `json:"at"`
}

func (MoveArea) Kind() string { return KindMoveArea }

// check is the caster, the area it moves and how far, or why not.
func (m MoveArea) check(b *Battle) (*Figure, MobileZone, float64, error) {
	if b.Rules.Revision < 8 {
		return nil, MobileZone{}, 0, fmt.Errorf("under rules revision %d a Mobile area is not moved (played from rules revision 8)", b.Rules.Revision)
	}
	f, err := b.Actor(m.Who)
	if err != nil {
		return nil, MobileZone{}, 0, err
	}
	if f.Incapacitated || f.Dead {
		return nil, MobileZone{}, 0, fmt.Errorf("%s is Incapacitated and cannot act", b.name(m.Who))
	}
	z, err := b.MobileArea(m.Who, m.Power)
	if err != nil {
		return nil, MobileZone{}, 0, err
	}
	if !finite(m.At) {
		return nil, MobileZone{}, 0, fmt.Errorf("%s is not a point of the table", m.At)
	}
	d := math.Hypot(m.At.X-z.At.X, m.At.Y-z.At.Y)
	reach := b.mobileReach(f)
	if d > reach-b.turn.AreaMoved+1e-9 {
		return nil, MobileZone{}, 0, fmt.Errorf("%s's %s moves at most %.0f\" a turn (its %s die) and has %.1f\" left: %s is %.1f\" from its centre",
			b.name(m.Who), z.Power, reach, f.Arcane.Skill.Label(), math.Max(0, reach-b.turn.AreaMoved), m.At, d)
	}
	return f, z, d, nil
}

// mobileReach is how far a caster moves its Mobile areas a turn: its
// arcane skill die's sides.
func (b *Battle) mobileReach(f *Figure) float64 {
	d, _ := f.Trait(f.Arcane.Skill)
	return float64(d.Sides)
}

// MobileArea is the caster's area cast Mobile at bare ground of the power
// ("" the last one cast), or why it has none to move.
func (b *Battle) MobileArea(who, power string) (MobileZone, error) {
	f := b.Figure(who)
	if f == nil {
		return MobileZone{}, fmt.Errorf("there is no figure %q", who)
	}
	var zs []MobileZone
	if f.Arcane != nil {
		if mb, ok := b.Battlefield.(MobileZoneBattlefield); ok {
			zs = mb.MobileZones(who)
		}
	}
	for i := len(zs) - 1; i >= 0; i-- {
		if power == "" || strings.EqualFold(zs[i].Power, power) {
			return zs[i], nil
		}
	}
	what := "Mobile area"
	if power != "" {
		what = "Mobile " + power
	}
	return MobileZone{}, fmt.Errorf("%s keeps up no %s cast at bare ground to move (one cast at a figure goes where that figure goes)", b.name(who), what)
}

func (m MoveArea) Plan(b *Battle) (*Plan, error) {
	_, _, _, err := m.check(b)
	return b.plainPlan(m.Who, err)
}

func (m MoveArea) Do(b *Battle, _ *Plan) error {
	f, z, d, err := m.check(b)
	if err != nil {
		return err
	}
	mb := b.Battlefield.(MobileZoneBattlefield) // MobileArea found one there
	if !mb.MoveZone(m.Who, z.Power, z.At, m.At) {
		return fmt.Errorf("%s's %s is no longer at %s", b.name(m.Who), z.Power, z.At)
	}
	b.turn.AreaMoved += d
	return b.Record(f.stateEvent(EventState, z.Power, fmt.Sprintf("moves its %s %.1f\" from %s to %s", z.Power, d, z.At, m.At)))
}

// silenceCentres are where the caster's Silence areas lie now: the
// table's (moved, or riding on a figure), else the point it was cast at.
func (b *Battle) silenceCentres(caster string, e Effect) []Spot {
	if sb, ok := b.Battlefield.(SilenceBattlefield); ok {
		return sb.Silences(caster)
	}
	if at, ok := parseSpot(e.For); ok {
		return []Spot{at}
	}
	return nil
}

// SilenceKept takes off the Silence areas of a caster whose marker is
// gone (its 5 rounds ran out unrenewed, or it was dropped).
func silenceKept(b *Battle, _ Action, _ *Plan) error {
	if sl, ok := b.Battlefield.(silenceLister); ok && !sl.AnySilence() {
		return nil // the usual case, asked first: one type check, not three
	}
	sb, ok := b.Battlefield.(SilenceBattlefield)
	if !ok {
		return nil
	}
	zb, ok := b.Battlefield.(ZoneBattlefield)
	if !ok {
		return nil
	}
	for _, f := range b.figs {
		if len(f.Powers) == 0 || len(sb.Silences(f.ID)) == 0 || !f.HasPower("Silence") { // the cheap questions first
			continue
		}
		kept := false
		for _, e := range f.Effects {
			kept = kept || e.Detail == featureSilence
		}
		if !kept {
			zb.EndLightZones(f.ID, "Silence")
		}
	}
	return nil
}

func init() { RegisterAfterAction(silenceKept) }
