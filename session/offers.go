package session

import (
	"errors"
	"math"

	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// nowhere is an area attack's point not yet chosen: the rules check all
// but the point and say rules.ErrNoTarget.
var nowhere = rules.Spot{X: math.NaN(), Y: math.NaN()}

// offers are the actions besides moving and attacking that the seat may
// take now, each checked by the rules: the screens show a button for each
// and never need the battle to know which. The table acts for nobody.
func (s *Session) offers(seat string) []wire.Offer {
	if seat == wire.SeatTable {
		return nil
	}
	if seat != wire.SeatGM && wire.EndFor(s.b, seat) != nil {
		return nil // over: the seat says who won; the GM may take it up again
	}
	mine := func(id string) bool { return seat == wire.SeatGM || s.player[id] == seat }
	var out []wire.Offer
	try := func(o wire.Offer, a rules.Action) {
		if s.b.Check(a) == nil {
			out = append(out, o)
		}
	}
	// A command every screen shows (Run, Aim, Defend, Hold, Benny,
	// Interrupt) comes greyed with the rules' refusal when refused, so
	// the window's button and a phone say the same why.
	grey := func(o wire.Offer, a rules.Action) {
		if err := s.b.Check(a); err != nil {
			o.Why = err.Error()
		}
		out = append(out, o)
	}
	if t := s.b.Turn(); t != nil && mine(t.Who) {
		who := t.Who
		grey(wire.Offer{Kind: rules.KindRun, Who: who}, rules.Run{Who: who})
		grey(wire.Offer{Kind: rules.KindAim, Who: who}, rules.Aim{Who: who})
		grey(wire.Offer{Kind: rules.KindDefend, Who: who}, rules.Defend{Who: who})
		s.stanceOffers(who, grey)
		out = s.modeRefusals(who, out)
		if f := s.b.Figure(who); f != nil && !f.Shaken {
			grey(wire.Offer{Kind: rules.KindUnshake, Who: who}, rules.Unshake{Who: who})
		}
		if f := s.b.Figure(who); f != nil {
			for _, w := range f.Weapons {
				if w.Template != rules.NoTemplate {
					err := s.b.Check(rules.AreaAttack{Who: who, Weapon: w.Name, At: nowhere})
					if err == nil || errors.Is(err, rules.ErrNoTarget) {
						out = append(out, wire.Offer{Kind: rules.KindArea, Who: who, Weapon: w.Name, Template: string(w.Template)})
					}
				}
				if w.Ranged() && w.RoF >= 2 && w.Template == rules.NoTemplate {
					// Suppressive fire: a Medium Burst Template placed like a blast's.
					err := s.b.Check(rules.Suppress{Who: who, Weapon: w.Name, At: nowhere})
					if err == nil || errors.Is(err, rules.ErrNoTarget) {
						out = append(out, wire.Offer{Kind: rules.KindSuppress, Who: who, Weapon: w.Name, Template: string(rules.MBT)})
					}
				}
				if w.Shots > 0 {
					try(wire.Offer{Kind: rules.KindReload, Who: who, Weapon: w.Name, Entry: menu.Reload.Key()}, rules.Reload{Who: who, Weapon: w.Name})
				}
			}
		}
		out = s.moreOffers(seat, who, out)
	}
	// Whoever may start a turn now: the first up starts it with a tap
	// (or the GM's Next); the others up are on Hold and act from it.
	up := s.b.NextUp()
	for i, id := range up {
		if !mine(id) || !s.sees(seat, id) {
			continue
		}
		if i > 0 {
			try(wire.Offer{Kind: rules.KindTurn, Who: id}, rules.StartTurn{Who: id})
		}
		grey(wire.Offer{Kind: rules.KindHold, Who: id}, rules.Hold{Who: id})
	}
	target := ""
	if t := s.b.Turn(); t != nil {
		target = t.Who
	}
	for _, id := range s.b.Interrupters() {
		if !mine(id) {
			continue
		}
		tg := target
		if tg == "" {
			for _, n := range up {
				if n != id && !s.b.Fight.Init.Hold[n] {
					tg = n
					break
				}
			}
		}
		if tg != "" && s.sees(seat, tg) {
			grey(wire.Offer{Kind: rules.KindInterrupt, Who: id, Target: tg}, rules.InterruptHold{Who: id, Target: tg})
		}
	}
	if seat == wire.SeatGM && s.b.Rules.Standoff {
		// The GM's standoff opens a round instead of a deal: greyed with
		// the rules' reason while a round is under way.
		grey(wire.Offer{Kind: rules.KindStandoff}, rules.Standoff{})
	}
	for _, f := range s.b.Figures() {
		if f.Shaken && mine(f.ID) && s.sees(seat, f.ID) {
			grey(wire.Offer{Kind: rules.KindUnshake, Who: f.ID}, rules.Unshake{Who: f.ID})
		}
	}
	return s.handOffers(seat, mine, out)
}
