package game

import (
	"fmt"
	"slices"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
)

// The cast a person is choosing, one flow for the window (its keys,
// buttons and clicks) and a hosted screen (its taps and buttons): the
// power, its modifiers, its trait or choice, who a power with a
// destination carries, and the action each aim builds (at a figure, at
// a point, to a square) through the menu from the edition and the
// figures the screen's board (the seat's map) gives, never the battle.
// It lives in the attack options (AttackOptions embeds it), so a new
// turn forgets it on both screens.

// castChoice is the cast chosen so far.
type castChoice struct {
	// Power is the power of More's Powers, Maintain or Drop entry; Mods
	// its modifiers on; PowerOpt its option (menu.PowerOptions: a trait
	// or a choice; "" its first).
	Power    string
	Mods     []string
	PowerOpt string
	// Recipients are who a power with a destination carries (none: the
	// caster).
	Recipients []string
}

// choose picks a power; another power's modifiers, option and
// recipients are forgotten.
func (ch *castChoice) choose(power string) {
	if power != ch.Power {
		ch.Mods, ch.PowerOpt, ch.Recipients = nil, "", nil
	}
	ch.Power = power
}

// switchMod switches a modifier on or off (one template at a time) and
// says whether it is on now.
func (ch *castChoice) switchMod(name string) bool {
	var on bool
	ch.Mods, on = switchMod(ch.Mods, name)
	return on
}

// option is the power's option chosen if it has it, else its first.
func (ch *castChoice) option() string {
	opts := menu.PowerOptions(ch.Power)
	if slices.Contains(opts, ch.PowerOpt) {
		return ch.PowerOpt
	}
	if len(opts) > 0 {
		return opts[0]
	}
	return ""
}

// stepOption steps to the power's next option; false when it has none.
func (ch *castChoice) stepOption() bool {
	if len(menu.PowerOptions(ch.Power)) == 0 {
		return false
	}
	ch.PowerOpt = menu.NextPowerOption(ch.Power, ch.option())
	return true
}

// optionLabel is the option's button ("" the power has none).
func (ch *castChoice) optionLabel() string { return menu.PowerOptionLabel(ch.Power, ch.option()) }

// name is the power as a preview names it, with its option: "Boost
// Trait (Trait: Spirit)".
func (ch *castChoice) name() string {
	if l := ch.optionLabel(); l != "" {
		return ch.Power + " (" + l + ")"
	}
	return ch.Power
}

// put puts the choice into a pick of the menu.
func (ch *castChoice) put(p *menu.Pick) {
	p.Power, p.Mods = ch.Power, slices.Clone(ch.Mods)
	menu.SetPowerOption(p, ch.Power, ch.option())
}

// power is the power chosen under the edition.
func (ch *castChoice) power(ed rules.Edition) (rules.Power, bool) {
	return rules.LookupPower(ed, ch.Power)
}

// atPoint says the choice is aimed at a point (a template power, or a
// power made a template by its modifier).
func (ch *castChoice) atPoint(ed rules.Edition) bool {
	pw, ok := ch.power(ed)
	return ok && !menu.Destination(pw) && menu.AimsAtPoint(pw, ch.Mods)
}

// template is the template the cast is aimed with (Large Blast,
// Havoc's cone...).
func (ch *castChoice) template(ed rules.Edition) rules.Template {
	pw, _ := ch.power(ed)
	return menu.CastTemplate(pw, ch.Mods, ch.option())
}

// castAt is who's cast at the figure target.
func (ch *castChoice) castAt(ed rules.Edition, who, target string) (rules.Action, error) {
	p := menu.Pick{Who: who, Target: target}
	ch.put(&p)
	// At a figure: the modifiers that would make it a template are not
	// its (a phone offers those casts as templates).
	p.Mods = slices.DeleteFunc(p.Mods, menu.AreaMod)
	if p.Power == "" {
		return nil, fmt.Errorf("no power chosen")
	}
	return menu.CastIn(ed, p)
}

// castSpot is where a template goes for a point pt: a Blast on the
// square's centre, a Cone aimed at the point.
func castSpot(kind rules.Template, pt geom.Point) geom.Point {
	if kind.Blast() {
		return squareCentre(pt)
	}
	return pt
}

// spot is where the cast's template goes for a point aimed at.
func (ch *castChoice) spot(ed rules.Edition, pt geom.Point) geom.Point {
	return castSpot(ch.template(ed), pt)
}

// castPoint is who's template cast at the point aimed at pt.
func (ch *castChoice) castPoint(ed rules.Edition, who string, pt geom.Point) (rules.Action, error) {
	at := ch.spot(ed, pt)
	p := menu.Pick{Who: who, At: rules.Pos{X: int(at.X), Y: int(at.Y)}, Spot: &at}
	ch.put(&p)
	if p.Power == "" {
		return nil, fmt.Errorf("no power chosen")
	}
	return menu.CastIn(ed, p)
}

// carried are the recipients picked still on the map, only the first
// unless Additional Recipients is on (nil: the caster).
func (ch *castChoice) carried(bd *board.Board) []string {
	var out []string
	for _, id := range ch.Recipients {
		if bd.Figure(id) != nil && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return carriedOf(out, ch.Mods)
}

// first is the figure that lands on the destination itself: the first
// carried, else the caster.
func (ch *castChoice) first(bd *board.Board, who string) *board.Figure {
	if rs := ch.carried(bd); len(rs) > 0 {
		return bd.Figure(rs[0])
	}
	return bd.Figure(who)
}

// pickedCarrying are the recipients once the figure fig is picked (a
// click or a tap on it), as pickCarried says.
func (ch *castChoice) pickedCarrying(bd *board.Board, who, fig string) []string {
	return pickCarried(ch.carried(bd), ch.Mods, who, fig)
}

// castTo is who's cast carrying the recipients rs (nil: the caster) with
// their first's base's corner on the square; home: to where the first
// stands (a check of the recipients alone).
func (ch *castChoice) castTo(ed rules.Edition, bd *board.Board, who string, rs []string, sq board.Square, home bool) rules.Action {
	first := bd.Figure(who)
	if len(rs) > 0 {
		first = bd.Figure(rs[0])
	}
	n := 1
	if first != nil {
		n = first.Footprint()
		if home {
			sq = first.At
		}
	}
	p := menu.Pick{Who: who, Recipients: rs}
	ch.put(&p)
	at := menu.Landing(rules.Pos{X: sq.X, Y: sq.Y}, n)
	p.Spot = &at
	act, _ := menu.CastIn(ed, p) // a power with a destination always builds
	return act
}

// reach shades where the first recipient may be sent (teleportReach).
func (ch *castChoice) reach(ed rules.Edition, bd *board.Board, who string, dst []ReachCell) []ReachCell {
	f := ch.first(bd, who)
	if f == nil {
		return dst
	}
	return teleportReach(bd, f, ed, ch.Mods, dst)
}

// modsOffered are the modifiers the power takes, with their Power Points
// and whether each is on (castMods; atFigure: a cast at a figure, whose
// template modifiers the session offers as templates).
func (ch *castChoice) modsOffered(ed rules.Edition, atFigure bool) []castModOn {
	var out []castModOn
	for _, m := range castMods(ed, ch.Power, atFigure) {
		out = append(out, castModOn{m, slices.Contains(ch.Mods, m.Name)})
	}
	return out
}

// castModOn is a modifier as a screen's button shows it.
type castModOn struct {
	rules.PowerMod
	On bool
}
