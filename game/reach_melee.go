package game

import (
	"battlemat/board"
	"battlemat/rules"
)

// A click (window) or a tap (phone) on a foe beyond adjacent but within
// the actor's melee Reach (a spear, a pike: rules revision 5) offers the
// blow, as on an adjacent foe, rather than a shot.

// reachWeapon is the index of a's melee weapon that strikes t beyond
// adjacent: the one chosen (chosen, -1 for none) when its Reach is
// enough, else the one of longest Reach; -1 when t is adjacent or out
// of every weapon's Reach.
func reachWeapon(bd *board.Board, a, t *board.Figure, chosen int) int {
	if bd == nil || t == nil || t == a || board.Adjacent(a, t) {
		return -1
	}
	r := bd.Rules
	if r == nil {
		r = bd.Edition.Rules()
	}
	d := bd.Distance(a, t)
	if chosen >= 0 && chosen < len(a.Weapons) && rules.IsMeleeWeapon(a.Weapons[chosen]) &&
		rules.WithinReach(d, rules.FigureReach(r, a.Figure, a.Weapons[chosen], true)) {
		return chosen
	}
	i, reach := rules.LongestReach(r, a.Figure)
	if i < 0 || !rules.WithinReach(d, reach) {
		return -1
	}
	return i
}

// atReach gives m the weapon of index i, the flat of its blade for a
// nonlethal blow.
func atReach(m rules.Melee, a *board.Figure, i int, nonlethal bool) rules.Melee {
	m.Weapon = a.Weapons[i].Name
	m.Edged = nonlethal && a.Weapons[i].Edged
	return m
}

// reachMelee is the window's blow at t in reach beyond adjacent with the
// options in force, and false when t is not in reach.
func (c *Controller) reachMelee(a, t *board.Figure) (rules.Melee, bool) {
	// The seat's board, as a phone's blow in reach reads it.
	if a == nil || t == nil {
		return rules.Melee{}, false
	}
	bd := c.drawnBoard()
	if ma, mt := bd.Figure(a.ID), bd.Figure(t.ID); ma != nil && mt != nil {
		a, t = ma, mt
	}
	return c.attackChoice.reachMelee(bd, a, t)
}

// inReach: t is beyond adjacent and within a's melee Reach.
func (c *Controller) inReach(a, t *board.Figure) bool {
	_, ok := c.reachMelee(a, t)
	return ok
}
