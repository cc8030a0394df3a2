package game

import (
	"errors"
	"fmt"

	"battlemat/rules"
	"battlemat/templates"
	"battlemat/wire"
)

// Soak the player decides opens the prompt.
func (c *Controller) Apply(a rules.Action) error {
	var err error
	c.run(func() { err = c.apply(a) })
	return err
}

func (c *Controller) apply(a rules.Action) error { return c.applyAt(a, nil) }

// applyAt is apply with the seq the action was built on (nil: none),
// which the session checks is still the battle's: a GM's edit writes a
// figure's whole state as this screen last saw it.
func (c *Controller) applyAt(a rules.Action, seq *int) error {
	f := c.fight
	if f == nil {
		err := errors.New("no battle on the table")
		c.fail(err)
		return err
	}
	if c.Asked() != nil {
		err := errors.New("answer the question first")
		c.fail(err)
		return err
	}
	raw, err := rules.MarshalAction(a)
	if err != nil {
		c.fail(err)
		return err
	}
	c.ask.action = a
	c.tipGone, c.tipSeen = true, false
	return c.send(wire.Incoming{Type: wire.TypeAction, ID: "w", Action: raw, Seq: seq})
}

// Answer answers the waiting Soak question.
func (c *Controller) Answer(soak bool) error {
	var err error
	c.run(func() { err = c.answer(soak) })
	return err
}

func (c *Controller) answer(soak bool) error {
	if c.fight == nil || c.fight.mirror.asked.waiting() == nil {
		c.fail(errNoQuestion)
		return errNoQuestion
	}
	if err := c.fight.mirror.asked.answer(c.fight.seat, soak); err != nil {
		c.fail(err)
		return err
	}
	return c.poll()
}

// Asked is the question the window's seat waits on, or nil: the seat's
// question (game/question.go) as the window's prompt and layout read it.
func (c *Controller) Asked() *SoakQuestion {
	if c.fight == nil {
		return nil
	}
	m := c.fight.mirror.asked.waiting()
	if m == nil {
		return nil
	}
	q := SoakQuestion{Who: m.Who, Name: c.nameOf(m.Who), Wounds: m.Wounds, Soaked: m.Soaked, Rolls: m.Rolls, Bennies: m.Bennies,
		Reroll: m.Kind == wire.AskReroll, Reaction: m.Kind == wire.AskReaction, What: string(m.Trait), Outcome: m.Outcome, text: m.Text}
	if m.Pool != nil && m.FromPool {
		q.Pool = *m.Pool
	}
	if m.Seat != "" && m.Seat != c.fight.mirror.Seat {
		q.For = SeatName(m.Seat)
	}
	return &q
}

// noQuestion is Y or N with nothing asked.
func (c *Controller) noQuestion() { c.fail(errNoQuestion) }

// asking is the window's side of an action sent: the action (which goes
// on when a question about it is answered).
type asking struct {
	action rules.Action
}

// send hands a message to the session through the fight's seat and
// handles what came back; the first refusal is the error.
func (c *Controller) send(in wire.Incoming) error {
	c.fight.mirror.asked.drop()
	if err := c.fight.seat.Send(in); err != nil {
		c.fail(err)
		return err
	}
	return c.poll()
}

// poll handles each message come for the window's seat since.
func (c *Controller) poll() error {
	if c.fight == nil {
		return nil
	}
	var first error
	for _, m := range c.fight.poll() {
		if err := c.take(m); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// take handles one message for the window's seat: a refusal (the
// error), a question (the prompt and its rolls so far), an action
// applied (its last line and dice). A state (after an undo or a redo)
// needs nothing yet: the window reads the session's battle.
func (c *Controller) take(m any) error {
	switch m := m.(type) {
	case wire.Refused:
		c.fight.oddsRefused(m.ID)
		err := errors.New(m.Error)
		c.fail(err)
		return err
	case unreadable:
		c.fail(m.err)
		return m.err
	case wire.Question:
		c.fight.mirror.asked.askedOf(m, c.now()) // its countdown starts now (none for the window's: Timeout 0)
		q := c.Asked()
		// Every roll before the question about it: the attack and the
		// damage go to the dice panel, then the prompt asks.
		c.diceBack = 0
		if d := diceOf(seenEvents(m.Seen), c.nameOf); len(d) > 0 {
			c.dice = d
		}
		c.say("%s", q.Text())
	case wire.Answered:
		c.fight.mirror.asked.answeredBy(m)
	case wire.State:
		same := m.Step != "" || m.Scenario == c.fight.toldScenario // a step the host names is on this map
		if m.Seq < c.fight.toldSeq && same {
			// Fewer actions on the same map: an undo. What was said and
			// rolled of the action taken back goes too.
			c.dice, c.deviation = nil, nil
			c.say("%s", c.stepSaid("Undone"))
		} else if m.Step != "" && m.Seq > c.fight.toldSeq {
			c.say("%s", c.stepSaid("Redone")) // the GM's redo, named by the host
		}
		c.fight.toldSeq, c.fight.toldScenario = m.Seq, m.Scenario
		c.openEnded() // the first state of a fight already over (a page opened afresh)
		if d := m.Deciding; d != nil {
			c.say("%s", d.Text()) // the action sent waits on another seat's answer
		}
	case SeatStatus:
		if c.fight.link == nil || *c.fight.link != m {
			c.fight.link = &m // a link's connection, for the status line (fight_link.go)
			c.version++
		}
	case wire.Preview:
		c.takePreview(m)
	case wire.Applied:
		c.fight.toldSeq = m.Seq
		a := c.ask.action
		if m.ID == "" {
			a = nil // not the window's: a step of a side the session plays
		}
		c.afterApply(a, m)
	case wire.Battle:
		c.takeBattle(m) // the host's copy for the odds (scene_odds.go)
	}
	return nil
}

func (c *Controller) afterApply(a rules.Action, m wire.Applied) {
	c.diceBack = 0 // the newest roll in view
	if end := c.fightEnd(); c.after == nil && end != nil && end.Over {
		defer c.openAftermath() // one side is left: the end-of-fight screen
	}
	c.msg, c.msgErr = "", false
	if len(m.Log) > 0 {
		c.msg = m.Log[len(m.Log)-1]
	}
	if d := diceOf(seenEvents(m.Seen), c.nameOf); len(d) > 0 {
		c.dice = d
	}
	c.deviation = c.deviationOf(m)
	c.logBack = 0
	switch a.(type) {
	case rules.StartTurn, rules.InterruptHold:
		c.mode, c.weapon, c.opt = ModeMove, -1, AttackOptions{}
		if who := c.turn(); who != "" {
			c.selected = who
			// Still Shaken as the turn starts: the recovery roll failed, so
			// the figure may take free actions only (rules beginTurn).
			if f := c.shakenActor(); f != "" {
				c.msg = fmt.Sprintf("%s is still Shaken: press B to spend a benny and act", c.nameOf(f))
			}
		}
	case rules.EndTurn:
		c.mode, c.weapon, c.declare, c.opt = ModeMove, -1, 1, AttackOptions{}
		if who := c.turn(); who != "" {
			c.selected = who
		}
	case rules.Move, rules.Run, nil:
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

// deviationOf reads a missed blast's deviation from an applied message:
// the clock and inches rolled, and where its template (the weapon's, or
// a cast's Small, Medium or Large) came down.
func (c *Controller) deviationOf(m wire.Applied) *DeviationView {
	for _, r := range m.Seen {
		if r.Kind != templates.EventDeviation || len(r.Dice) == 0 {
			continue
		}
		for _, am := range m.Areas {
			if am.Who != r.Who {
				continue
			}
			land := am.Aim
			if am.Landing != nil {
				land = *am.Landing
			}
			kind := rules.Template(am.Kind)
			dv := &DeviationView{Aim: am.Aim, Landing: land, Clock: r.Dice[len(r.Dice)-1].Sum(), Inches: am.Aim.Dist(land), Kind: kind}
			if s, under, err := c.drawnBoard().PlaceTemplate(kind, nil, land); err == nil {
				dv.Outline = s.Outline(48)
				for _, u := range under {
					dv.Under = append(dv.Under, u.ID)
				}
			}
			return dv
		}
		return nil
	}
	return nil
}

// clickMap is a left press on the map (or off it).
