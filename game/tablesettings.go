package game

import (
	"errors"
	"slices"
	"strings"

	"battlemat/wire"
)

// The table's settings (the GM's): whom the GM is asked about, whether
// the others' logs show the GM's edits, and which sides the tactic
// plays. One set of commands for both screens: the window's Ctrl+B and
// Ctrl+G (and their panel buttons) and the GM tablet's buttons each send
// the seat's settings message built here, stepped from the settings the
// GM's seat was told; the session keeps them and tells every seat.

// Button ids (and the window's arguments) of the table's settings.
const (
	RemoteGMAsks    = "gm_asks"
	RemoteShowEdits = "show_gm_edits"
	// RemoteAISide+side hands the side to the host's tactic, or takes it
	// back.
	RemoteAISide = "ai_side:"
)

// settingsMsg is the settings message of setting id (RemoteGMAsks,
// RemoteShowEdits, RemoteAISide+side) pressed over st: the next value
// of whom the GM is asked about, the edits shown or not, the side handed
// to the tactic or taken back. false: no settings told, or no such id.
func settingsMsg(st *wire.Settings, id string) (wire.Incoming, bool) {
	if st == nil {
		return wire.Incoming{}, false
	}
	msg := wire.Incoming{Type: wire.TypeSettings}
	switch {
	case id == RemoteGMAsks:
		next := string(st.GMAsks.Next())
		msg.GMAsks = &next
	case id == RemoteShowEdits:
		show := !st.ShowGMEdits
		msg.ShowGMEdits = &show
	case strings.HasPrefix(id, RemoteAISide):
		side := strings.TrimPrefix(id, RemoteAISide)
		if side == "" {
			return wire.Incoming{}, false
		}
		ai := slices.DeleteFunc(slices.Clone(st.AI), func(s string) bool { return s == side })
		if len(ai) == len(st.AI) {
			ai = append(ai, side)
		}
		if ai == nil {
			ai = []string{}
		}
		msg.AI = &ai
	default:
		return wire.Incoming{}, false
	}
	return msg, true
}

// tacticMsg is the GM's tactic message for the figure.
func tacticMsg(who string) wire.Incoming {
	return wire.Incoming{Type: wire.TypeTactic, Who: who}
}

// toggleShowEdits steps whether the others' logs show the GM's edits:
// the settings message's show_gm_edits, as the GM's tablet sends it.
func (c *Controller) toggleShowEdits() {
	msg, ok := settingsMsg(c.settings(), RemoteShowEdits)
	if !ok {
		c.fail(errors.New("the table's settings are not told yet"))
		return
	}
	msg.ID = "settings"
	if c.send(msg) != nil {
		return
	}
	if *msg.ShowGMEdits {
		c.say("Every log shows the GM's edits")
	} else {
		c.say("The GM's edits show in the GM's log only")
	}
}

// showEditsTitle is the setting's button, as the tablet's.
func (c *Controller) showEditsTitle() string { return showEditsLabel(c.settings()) }

// showEditsLabel says whether the others' logs show the GM's edits.
func showEditsLabel(st *wire.Settings) string {
	if st != nil && st.ShowGMEdits {
		return "GM's edits: in every log"
	}
	return "GM's edits: in my log only"
}
