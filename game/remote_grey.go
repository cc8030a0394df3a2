package game

import (
	"strconv"
	"strings"
)

// A hosted screen's buttons that would be refused are drawn greyed
// before anything is sent, and a tap on one says why and sends nothing.
// The reasons are the shared ones the window greys with: a More entry's
// or a power's from the seat's offers (more_offers.go, groupWhy), a
// GM's edit entry's (edit.go editEntry), an aim's from the session's
// preview; this is only the phone's button ids mapped onto them, which
// goes when the phone's buttons become the command table's (design.md,
// step 4 (c)).

// ButtonWhy is why the button of the moment would be refused ("": it
// would not, as far as this screen can tell).
func (r *Remote) ButtonWhy(id string) string {
	if strings.HasPrefix(id, powerTarget) {
		return r.castTargetWhy(id)
	}
	if i, ok := strings.CutPrefix(id, remoteMoreItem); ok && r.moreOpen {
		if n, err := strconv.Atoi(i); err == nil {
			if gs := r.moreGroups(); n >= 0 && n < len(gs) {
				return groupWhy(gs[n])
			}
		}
	}
	if id == RemoteConfirm {
		// The attack aimed that the host's preview refused (no line of
		// fire, out of range): greyed with the host's reason.
		switch {
		case r.area != nil:
			return r.refused()
		case r.aim != nil:
			return r.refused()
		}
		return ""
	}
	k, ok := strings.CutPrefix(id, editPrefix)
	if !ok {
		return ""
	}
	if r.Board == nil {
		return ""
	}
	return r.editEntry(r.editPicked(), k).Why
}
