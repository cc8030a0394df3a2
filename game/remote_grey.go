package game

import (
	"strconv"
	"strings"
)

// The GM's edit buttons that the rules would refuse are drawn greyed
// before they are sent, as the window's edit mode disables its entries
// (edit.go editButtons): the GM's copy of each figure carries its whole
// state, so the screen works the refusal out with the same stateEdit the
// window uses. A tap on a greyed button says why and sends nothing.

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
	return r.editWhy(k)
}

// editWhy is why edit entry k of the picked figure would be refused.
func (r *Remote) editWhy(k string) string {
	if r.Board == nil {
		return ""
	}
	return r.editEntry(r.editPicked(), k).Why
}
