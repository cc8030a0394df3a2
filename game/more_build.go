package game

import (
	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// One builder of a More entry's action for the window's click and a
// phone's tap: the offer the session made for that entry and target (or
// door, or item, or square), with the screen's choices put in by
// menu.FromOffers; neither screen reads the battle for it.

// moreBuilt is entry e's action for the pick, from the seat's offers
// (those of a phone's menu entry, which may stand for one power).
func moreBuilt(offered []wire.Offer, e menu.Entry, p menu.Pick) (rules.Action, error) {
	key := e.ID.Key()
	var offers []menu.Offered
	for _, o := range offered {
		if offerEntry(o) != key || o.Who != p.Who {
			continue
		}
		of := menu.Offered{Target: o.Target, At: o.At, Item: o.Item, Square: o.Square, Why: o.Why}
		if len(o.Action) > 0 && o.Why == "" {
			a, err := rules.UnmarshalAction(o.Action)
			if err != nil {
				continue
			}
			of.Action = a
		}
		offers = append(offers, of)
	}
	return menu.FromOffers(e, offers, p)
}

// moreWeapons puts the screen's weapons into a More pick: the blow's and
// the shot's (a Disarm strikes with the first next to the foe, else
// shoots: Afar, from the seat's board), the weapon to ready.
func (ch *attackChoice) moreWeapons(bd *board.Board, p *menu.Pick) {
	if bd == nil {
		return
	}
	a := bd.Figure(p.Who)
	if a == nil {
		return
	}
	p.Fight, p.Shoot = ch.weaponName(a.Figure, ModeFight), ch.weaponName(a.Figure, ModeShoot)
	if i := ch.weaponFor(a.Figure, ModeMore); i >= 0 {
		p.Ready = a.Weapons[i].Name
	}
	if t := bd.Figure(p.Target); t != nil && t.ID != a.ID {
		p.Afar = !board.Adjacent(a, t)
	}
}

// offerEntry is the More entry's key an offer stands for: its Entry, else
// the entry of its action or, for a square still to choose, its kind.
func offerEntry(o wire.Offer) string {
	if o.Entry != "" || !isMore(o) {
		return o.Entry
	}
	var a rules.Action
	if len(o.Action) > 0 {
		a, _ = rules.UnmarshalAction(o.Action)
	}
	e, ok := menu.Of(a)
	if a == nil {
		e, ok = menu.OfKind(o.Kind)
	}
	if !ok {
		return ""
	}
	return e.ID.Key()
}

// isMore: the offer belongs to the More menu, not a button of its own.
func isMore(o wire.Offer) bool { return len(o.Action) > 0 || o.Square || greyedEntry(o) }

// greyedEntry: the offer is a More entry the rules refuse at every
// target now, listed greyed with the reason as the window's menu does.
func greyedEntry(o wire.Offer) bool {
	return o.Entry != "" && o.Why != "" && len(o.Action) == 0 && !o.Square && o.Template == ""
}

// offered reports whether the rules take the offer (a cast's may be
// refused: Why).
func offered(o wire.Offer) bool { return o.Why == "" }
