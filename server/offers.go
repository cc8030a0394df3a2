//go:build !js

package server

import (
	"errors"
	"math"

	"battlemat/rules"
)

// nowhere is an area attack's point not yet chosen: the rules check all
// but the point and say rules.ErrNoTarget.
var nowhere = rules.Spot{X: math.NaN(), Y: math.NaN()}

// offers are the actions besides moving and attacking that the seat may
// take now, each checked by the rules: the screens show a button for each
// and never need the battle to know which. The table acts for nobody.
func (h *Host) offers(seat string) []Offer {
	if seat == SeatTable {
		return nil
	}
	mine := func(id string) bool { return seat == SeatGM || h.player[id] == seat }
	var out []Offer
	try := func(o Offer, a rules.Action) {
		if h.b.Check(a) == nil {
			out = append(out, o)
		}
	}
	if t := h.b.Turn(); t != nil && mine(t.Who) {
		who := t.Who
		try(Offer{Kind: rules.KindRun, Who: who}, rules.Run{Who: who})
		try(Offer{Kind: rules.KindAim, Who: who}, rules.Aim{Who: who})
		try(Offer{Kind: rules.KindDefend, Who: who}, rules.Defend{Who: who})
		if f := h.b.Figure(who); f != nil {
			for _, w := range f.Weapons {
				if w.Template != rules.NoTemplate {
					err := h.b.Check(rules.AreaAttack{Who: who, Weapon: w.Name, At: nowhere})
					if err == nil || errors.Is(err, rules.ErrNoTarget) {
						out = append(out, Offer{Kind: rules.KindArea, Who: who, Weapon: w.Name, Template: string(w.Template)})
					}
				}
				if w.Ranged() && w.RoF >= 2 && w.Template == rules.NoTemplate {
					// Suppressive fire: a Medium Burst Template placed like a blast's.
					err := h.b.Check(rules.Suppress{Who: who, Weapon: w.Name, At: nowhere})
					if err == nil || errors.Is(err, rules.ErrNoTarget) {
						out = append(out, Offer{Kind: rules.KindSuppress, Who: who, Weapon: w.Name, Template: string(rules.MBT)})
					}
				}
				if w.Shots > 0 {
					try(Offer{Kind: rules.KindReload, Who: who, Weapon: w.Name}, rules.Reload{Who: who, Weapon: w.Name})
				}
			}
		}
		out = h.moreOffers(seat, who, out)
	}
	// Whoever may start a turn now: the first up starts it with a tap
	// (or the GM's Next); the others up are on Hold and act from it.
	up := h.b.NextUp()
	for i, id := range up {
		if !mine(id) || !h.sees(seat, id) {
			continue
		}
		if i > 0 {
			try(Offer{Kind: rules.KindTurn, Who: id}, rules.StartTurn{Who: id})
		}
		try(Offer{Kind: rules.KindHold, Who: id}, rules.Hold{Who: id})
	}
	target := ""
	if t := h.b.Turn(); t != nil {
		target = t.Who
	}
	for _, id := range h.b.Interrupters() {
		if !mine(id) {
			continue
		}
		tg := target
		if tg == "" {
			for _, n := range up {
				if n != id && !h.b.Fight.Init.Hold[n] {
					tg = n
					break
				}
			}
		}
		if tg != "" && h.sees(seat, tg) {
			try(Offer{Kind: rules.KindInterrupt, Who: id, Target: tg}, rules.InterruptHold{Who: id, Target: tg})
		}
	}
	for _, f := range h.b.Figures() {
		if f.Shaken && mine(f.ID) && h.sees(seat, f.ID) {
			try(Offer{Kind: rules.KindUnshake, Who: f.ID}, rules.Unshake{Who: f.ID})
		}
	}
	return out
}
