package game

// Who a "next" means between turns, one reading for the window and a
// hosted screen: both read who may start a turn now from the seat's
// state (wire.State's and Applied's Next: the first up, every Joker
// still to act, everyone on Hold, cut to the figures the seat sees), so
// neither asks the battle's NextUp.

// upChoice is who of those up a command means: the selected figure when
// it is up, else the first not on Hold (a Hold lasts until the player
// picks that figure), else the first; "" with nobody up.
func upChoice(up []string, selected string, onHold func(string) bool) string {
	for _, id := range up {
		if id == selected {
			return id
		}
	}
	for _, id := range up {
		if !onHold(id) {
			return id
		}
	}
	if len(up) > 0 {
		return up[0]
	}
	return ""
}

// onHold: the seat's state shows the figure on Hold.
func (m *seatMirror) onHold(id string) bool { return m.Figures[id].Hold }

// nextTurn is whose turn Next starts: the choice of those up, unless
// only figures on Hold are up and none is selected (they keep their
// Hold, a tap on one acts from it); "" when Next deals the next round.
func (m *seatMirror) nextTurn(selected string) string {
	who := upChoice(m.Next, selected, m.onHold)
	if who != "" && (who == selected || !m.onHold(who)) {
		return who
	}
	return ""
}

// shakenUp is the figure whose turn is under way when it is Shaken and
// has a benny to spend on it: its own, or the GM's pool's (the turn's
// FromPool, told to the GM's seat alone); "" otherwise.
func (m *seatMirror) shakenUp() string {
	if !m.Acting || m.Up == "" {
		return ""
	}
	st := m.Figures[m.Up]
	// An Incapacitated figure cannot act, and the rules refuse its Unshake.
	if st.Shaken && !st.Incapacitated && (st.Bennies != nil && *st.Bennies > 0 || m.turn != nil && m.turn.FromPool) {
		return m.Up
	}
	return ""
}
