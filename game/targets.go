package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
)

// The buttons that need a target (a More entry aimed at a figure, a door
// or a square, Weapon, the GM's tactic) are checked against the rules
// with every target the map offers: a button is enabled when the rules
// would accept at least one, and disabled with the nearest target's
// refusal (or "nothing to ..." when there is no target at all).

// moreTarget is one place a More entry may be aimed at: a square and the
// figure on it (nil for a bare square).
type moreTarget struct {
	sq  board.Square
	fig *board.Figure
}

// moreTargets are the candidates of entry k for the actor who, nearest
// first (so a refusal names the one the person most likely means).
func (c *Controller) moreTargets(k int, who string, gm bool) []moreTarget {
	b, bd := c.Battle(), c.board
	me := bd.Figure(who)
	if me == nil {
		return nil
	}
	var out []moreTarget
	e := menu.Catalogue[k]
	switch e.Aim {
	case menu.Other, menu.AnyFigure, menu.PowerAim:
		// A power may go on the caster, or be centred on a figure.
		for _, f := range bd.Figures {
			if f.ID == who && e.Aim == menu.Other || (!gm && b.Hidden(f.ID)) {
				continue
			}
			out = append(out, moreTarget{sq: f.At, fig: f})
		}
	case menu.ADoor:
		for _, d := range b.Doors() {
			out = append(out, moreTarget{sq: board.Square{X: d.At.X, Y: d.At.Y}})
		}
	case menu.ABarrier:
		seen := map[rules.Pos]bool{}
		for _, s := range b.BarrierSections() {
			for _, p := range s.Squares() {
				if !seen[p] {
					seen[p] = true
					out = append(out, moreTarget{sq: board.Square{X: p.X, Y: p.Y}})
				}
			}
		}
	case menu.Ground:
		for _, it := range b.Ground() {
			out = append(out, moreTarget{sq: board.Square{X: it.At.X, Y: it.At.Y}})
		}
	case menu.Square:
		// The squares next to the mount's base (and the rider's).
		n := me.Footprint()
		base := me.At
		if m := bd.Figure(me.Riding); m != nil {
			n, base = m.Footprint(), m.At
		}
		for y := base.Y - 2; y <= base.Y+n+1; y++ {
			for x := base.X - 2; x <= base.X+n+1; x++ {
				if x >= 0 && y >= 0 && x < bd.W && y < bd.H {
					out = append(out, moreTarget{sq: board.Square{X: x, Y: y}})
				}
			}
		}
	}
	d := func(t moreTarget) int {
		return max(abs(t.sq.X-me.At.X), abs(t.sq.Y-me.At.Y))
	}
	slices.SortStableFunc(out, func(a, b moreTarget) int { return d(a) - d(b) })
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// noTarget is the reason of an entry with no target on the map at all.
func noTarget(id menu.ID, label string) error {
	switch id {
	case menu.AimIgnore:
		return errors.New("nothing to aim at")
	case menu.Door, menu.BreakDoor:
		return errors.New("there is no door on the map")
	case menu.PickUp:
		return errors.New("nothing lies on the ground to pick up")
	case menu.BreakBarrier:
		return errors.New("there is no barrier on the map")
	}
	return fmt.Errorf("nothing to %s", strings.ToLower(label))
}

// moreRefusal is why entry k would be refused whatever its target, or
// nil when the rules accept at least one.
func (c *Controller) moreRefusal(k int, who string, gm bool) error {
	e := menu.Catalogue[k]
	if e.Aim == menu.Nothing || e.Aim == menu.OtherOrNone {
		return c.checked(c.moreAction(k, who, board.Square{}, nil))
	}
	var first error
	for _, t := range c.moreTargets(k, who, gm) {
		a, aerr := c.moreAction(k, who, t.sq, t.fig)
		err := c.checked(a, aerr)
		if err == nil || aerr == nil && menu.OtherChoiceTakes(c.Battle(), a) {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		return noTarget(e.ID, e.Label)
	}
	return first
}

// weaponRefusal is why W would change nothing: the figure has no weapon
// for the mode W picks for (Shoot from Move; Fight always has bare hands).
func (c *Controller) weaponRefusal() error {
	a := c.actor()
	if a == nil {
		return errors.New(c.notNow())
	}
	m := c.mode
	if m == ModeMove {
		m = ModeShoot
	}
	if m == ModeFight {
		return nil
	}
	for _, w := range a.Weapons {
		if fits(w, m) {
			return nil
		}
	}
	return fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String()))
}

// tacticRefusal is why the GM's tactic could not play now: it starts the
// turn of the figure that is up (the rules may refuse that), and a turn
// under way it can always end.
func (c *Controller) tacticRefusal() error {
	b := c.Battle()
	if t := b.Turn(); t != nil {
		return b.Check(rules.EndTurn{Who: t.Who})
	}
	if len(b.NextUp()) == 0 {
		return errors.New("nobody is up: press Enter to deal the next round")
	}
	return b.Check(rules.StartTurn{Who: c.upChoice(b.NextUp()), Actions: c.declare})
}
