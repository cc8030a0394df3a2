package game

import (
	"battlemat/rules"
)

// Frenzy and Sweep as an attack option of Fight (Ctrl+F in the window, a
// button on a phone): the figure's Edge chosen goes into the Melee the
// click or tap sends, so the odds box shows its dice before the roll.

// The Edge attacks an option may choose ("" a plain attack).
const (
	edgeFrenzy = "frenzy"
	edgeSweep  = "sweep"
)

// edgeAttacks are the Edge attacks the figure's Edges give it, in the
// order the option cycles them.
func edgeAttacks(f *rules.Figure) []string {
	var frenzy, sweep bool
	for _, n := range f.Edges {
		_, e, err := rules.Lookup(rules.FromEdge, n)
		if e == nil || err != nil {
			continue
		}
		switch e.Name {
		case rules.Frenzy, "Improved " + rules.Frenzy:
			frenzy = true
		case rules.Sweep, "Improved " + rules.Sweep:
			sweep = true
		}
	}
	var out []string
	if frenzy {
		out = append(out, edgeFrenzy)
	}
	if sweep {
		out = append(out, edgeSweep)
	}
	return out
}

// nextEdgeAttack is the option after cur for the figure: each of its
// Edge attacks, then a plain attack again.
func nextEdgeAttack(f *rules.Figure, cur string) string {
	return nextMode(append([]string{""}, edgeAttacks(f)...), cur)
}

// edgeAttackLabel names the option on its button.
func edgeAttackLabel(e string) string {
	switch e {
	case edgeFrenzy:
		return "Edge: " + rules.Frenzy
	case edgeSweep:
		return "Edge: " + rules.Sweep
	}
	return "Edge: none"
}

// withEdgeAttack is the melee m as the option chose it: a Frenzy's dice
// all at the foe clicked, a Sweep at everyone in reach.
func withEdgeAttack(m rules.Melee, e string) rules.Melee {
	switch e {
	case edgeFrenzy:
		m.Frenzy = true
	case edgeSweep:
		m.Sweep = true
	}
	return m
}

func (c *Controller) cycleEdgeAttack() {
	a := c.actor()
	if a == nil {
		return
	}
	c.opt.Edge = nextEdgeAttack(a.Figure, c.opt.Edge)
	c.say("%s", edgeAttackLabel(c.opt.Edge))
}

// hasEdgeAttack: the actor has Frenzy or Sweep.
func (c *Controller) hasEdgeAttack() bool {
	a := c.actor()
	return a != nil && len(edgeAttacks(a.Figure)) > 0
}
