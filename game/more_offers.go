package game

import (
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The window's More menu reads the seat's offers, as a phone's does: an
// entry (and each power of the Powers entry) is enabled when the session
// offers it at some target the view shows, and greyed with the session's
// reason otherwise (the rules' own refusal at the nearest target, or
// what the map lacks). What the offers cannot foresee (a choice of the
// window's: the weapon, the power's modifiers) is the session's Refused
// when sent, shown as every error is. While the mirror cannot be
// brought in step with the battle there are no offers to read: the
// entries are enabled and the session refuses what it must.

// moreWhy is why the More entry k is greyed for who ("": taken at some
// target).
func (c *Controller) moreWhy(k int, who string, gm bool) string {
	return c.offersWhy(menu.Catalogue[k], who, gm, func(wire.Offer) bool { return true })
}

// powerWhy is why the power name of the More entry k (Powers, Maintain,
// Drop) is greyed for who ("": taken at some target).
func (c *Controller) powerWhy(k int, name, who string, gm bool) string {
	return c.offersWhy(menu.Catalogue[k], who, gm, func(o wire.Offer) bool { return offerPower(o) == name })
}

// offersWhy is why entry e is greyed for who among the offers that
// match: "" when one of them is taken at a target the view sees, else
// the first reason offered, else what the map lacks.
func (c *Controller) offersWhy(e menu.Entry, who string, gm bool, match func(wire.Offer) bool) string {
	m := c.seatState()
	if m == nil {
		return ""
	}
	key, why := e.ID.Key(), ""
	for _, o := range m.offers {
		if o.Who != who || o.Entry != key || o.Target != "" && !gm && m.hidden(o.Target) || !match(o) {
			continue
		}
		if o.Why == "" {
			return ""
		}
		if why == "" {
			why = o.Why
		}
	}
	if why == "" {
		why = menu.NoTarget(e.ID).Error()
	}
	return why
}

// offerPower is the power an offer casts, keeps up or drops ("" none).
func offerPower(o wire.Offer) string {
	if o.Kind == rules.KindCast && o.Weapon != "" {
		return o.Weapon
	}
	if len(o.Action) == 0 {
		return ""
	}
	switch a, _ := rules.UnmarshalAction(o.Action); a := a.(type) {
	case rules.Cast:
		return a.Power
	case rules.Maintain:
		return a.Power
	}
	return ""
}
