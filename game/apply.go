package game

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"battlemat/rules"
	"battlemat/templates"
)

// Soak the player decides opens the prompt.
func (c *Controller) Apply(a rules.Action) error {
	var err error
	c.run(func() { err = c.apply(a) })
	return err
}

func (c *Controller) apply(a rules.Action) error {
	f := c.fight
	if f == nil {
		err := errors.New("no battle on the table")
		c.fail(err)
		return err
	}
	if f.Asked() != nil {
		err := errors.New("answer the question first")
		c.fail(err)
		return err
	}
	before := len(f.Battle.Events())
	q, err := f.Apply(a)
	c.afterApply(a, before, q, err)
	return err
}

// Answer answers the waiting Soak question.
func (c *Controller) Answer(soak bool) error {
	var err error
	c.run(func() { err = c.answer(soak) })
	return err
}

func (c *Controller) answer(soak bool) error {
	f := c.fight
	if f == nil || f.Asked() == nil {
		err := errors.New("no question is waiting")
		c.fail(err)
		return err
	}
	a := f.pending
	before := len(f.Battle.Events())
	q, err := f.Answer(soak)
	c.afterApply(a, before, q, err)
	return err
}

// noQuestion is Y or N with nothing asked.
func (c *Controller) noQuestion() { c.fail(errors.New("no question is waiting")) }

// reroll takes the benny reroll offered after the last action.
func (c *Controller) reroll() {
	c.fail(errors.New("no reroll is offered"))
}

// withRerolled puts the rolls thrown away by a benny reroll before the
// new ones, marked, keeping the panel's length.
func withRerolled(old, fresh []DiceLine) []DiceLine {
	var gone []DiceLine
	for _, l := range old {
		if strings.HasPrefix(l.Title, rerolledPrefix) {
			continue
		}
		l.Title = rerolledPrefix + l.Title
		gone = append(gone, l)
	}
	keep := min(len(fresh), maxDiceLines-1) // room for one roll thrown away at least
	fresh = fresh[len(fresh)-keep:]
	if n := maxDiceLines - keep; len(gone) > n {
		gone = gone[len(gone)-n:]
	}
	return append(gone, fresh...)
}

const rerolledPrefix = "Before the reroll: "

// showsThrown: the panel already shows a roll a reroll threw away beside
// the one that counts (the rules keep both: rules.TraitResult.Thrown), so
// the roll before the reroll is not added again.
func showsThrown(lines []DiceLine) bool {
	for _, l := range lines {
		if strings.HasSuffix(l.Title, thrownSuffix) {
			return true
		}
	}
	return false
}

func (c *Controller) afterApply(a rules.Action, before int, q *SoakQuestion, err error) {
	if err != nil {
		c.fail(err)
		return
	}
	c.diceBack = 0 // the newest roll in view
	if q != nil {
		// Every roll before the question about it: the attack and the
		// damage go to the dice panel, then the prompt asks.
		if d := diceOf(c.fight.Seen(), c.Battle().Names()); len(d) > 0 {
			c.dice = d
		}
		c.say("%s", q.Text())
		return
	}
	// A reroll offer is the panel's prompt (promptText); the message keeps
	// the action's last line.
	b := c.Battle()
	if c.after == nil && rules.Over(b) {
		defer c.openAftermath() // one side is left: the end-of-fight screen
	}
	evs := b.Events()
	if before > len(evs) {
		before = 0
	}
	fresh := evs[before:]
	c.msg, c.msgErr = "", false
	if lines := rules.Lines(fresh, b.Names()); len(lines) > 0 {
		c.msg = lines[len(lines)-1]
	}
	if d := diceOf(fresh, b.Names()); len(d) > 0 {
		c.dice = d
	}
	c.deviation = nil
	if aa, ok := a.(rules.AreaAttack); ok {
		c.deviation = c.deviationOf(aa, fresh)
	}
	if ca, ok := a.(rules.Cast); ok && ca.At != nil {
		// A Blast cast deviates as a thrown one; its template (Small,
		// Medium, Large) is the one the events put down.
		for _, e := range fresh {
			if e.Kind == rules.EventArea && e.Template != nil {
				c.deviation = c.deviationOf(rules.AreaAttack{Who: ca.Who, At: *ca.At}, fresh, e.Template.Kind)
			}
		}
	}
	c.logBack = 0
	switch a.(type) {
	case rules.StartTurn, rules.InterruptHold:
		c.mode, c.weapon, c.opt = ModeMove, -1, AttackOptions{}
		if t := b.Turn(); t != nil {
			c.selected = t.Who
			if f := b.Figure(t.Who); f != nil && f.Shaken && b.HasBenny(f) && t.CanAct == false {
				c.msg = fmt.Sprintf("%s is still Shaken: press B to spend a benny and act", f.Name)
			}
		}
	case rules.EndTurn:
		c.mode, c.weapon, c.declare, c.opt = ModeMove, -1, 1, AttackOptions{}
		if t := b.Turn(); t != nil {
			c.selected = t.Who
		}
	case rules.Move, rules.Run:
	default:
		// An attack done: back to moving; an attack spends its options
		// (an Aim before it keeps them).
		c.mode = ModeMove
		switch a.(type) {
		case rules.Melee, rules.Shoot, rules.Test, rules.SupportAlly:
			c.opt = AttackOptions{}
		}
	}
}

// deviationOf reads a missed blast's deviation from its events: the
// clock and inches rolled, and where the template came down; kinds, when
// given, is its template (a cast's), else its weapon's.
func (c *Controller) deviationOf(a rules.AreaAttack, evs []rules.Event, kinds ...rules.Template) *DeviationView {
	for _, e := range evs {
		if e.Kind != templates.EventDeviation || len(e.Rolls) == 0 {
			continue
		}
		f := c.board.Figure(a.Who)
		if f == nil {
			return nil
		}
		from, aim := f.Center(), a.At
		clock := e.Rolls[len(e.Rolls)-1].Sum()
		dist := math.Min(float64(e.Total), from.Dist(aim)/2)
		land := aim
		if u, ok := aim.Sub(from).Unit(); ok {
			land = aim.Add(templates.ClockDirection(u, clock).Scale(dist))
		}
		kind := rules.MBT
		if fw := c.Battle().Figure(a.Who); fw != nil {
			idx := rules.FirstTemplate(fw)
			if a.Weapon != "" {
				idx = rules.WeaponIndex(fw, a.Weapon)
			}
			if idx >= 0 {
				if k, err := templates.Parse(string(fw.Weapons[idx].Template)); err == nil {
					kind = k
				}
			}
		}
		if len(kinds) > 0 {
			kind = kinds[0] // a cast's, not a weapon's
		}
		dv := &DeviationView{Aim: aim, Landing: land, Clock: clock, Inches: dist, Kind: kind}
		if s, under, err := c.board.PlaceTemplate(kind, nil, land); err == nil {
			dv.Outline = s.Outline(48)
			for _, u := range under {
				dv.Under = append(dv.Under, u.ID)
			}
		}
		return dv
	}
	return nil
}

// clickMap is a left press on the map (or off it).
