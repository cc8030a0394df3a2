package game

import (
	"battlemat/menu"
)

// The window's More menu reads the seat's offers, as a phone's does: an
// entry is enabled when the session offers it at some target the view
// shows, and greyed with the session's reason otherwise (the rules' own
// refusal at the nearest target, or what the map lacks). A fight without
// a session (SetBoard) asks the battle (moreRefusal).

// moreWhy is why the More entry k is greyed for who ("": taken at some
// target), from the seat's offers; ok false when the seat's state is
// not in step with the battle.
func (c *Controller) moreWhy(k int, who string, gm bool) (why string, ok bool) {
	m := c.seatState()
	if m == nil {
		return "", false
	}
	return m.entryWhy(menu.Catalogue[k], who, func(id string) bool { return gm || !m.hidden(id) }), true
}

// entryWhy is why the entry is greyed for who: "" when some offer of it
// is taken at a target the view sees, else the first reason offered,
// else what the map lacks.
func (m *seatMirror) entryWhy(e menu.Entry, who string, sees func(string) bool) string {
	key, why := e.ID.Key(), ""
	for _, o := range m.offers {
		if o.Who != who || o.Entry != key || o.Target != "" && !sees(o.Target) {
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
