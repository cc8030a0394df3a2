package menu

import (
	"errors"
	"fmt"
	"strings"
)

// keys name the entries on the wire (wire.Offer.Entry): a screen maps an
// offer to the entry it stands for by its key, which, unlike the index
// and the label, never changes once given.
var keys = [...]string{
	Intimidate: "intimidate", Taunt: "taunt", Grapple: "grapple", Push: "push",
	Disarm: "disarm", Stabilize: "stabilize", Door: "door", BreakFree: "break-free",
	Reload: "reload", Support: "support", BreakDoor: "break-door", PickUp: "pick-up",
	Ready: "ready", Finishing: "finishing-move", Touch: "touch", Mount: "mount",
	Dismount: "dismount", Charge: "charge", Platform: "platform", AimIgnore: "aim-ignore",
	Release: "let-go", CastPower: "powers", MaintainPower: "maintain", DropPower: "drop",
	SoulDrain: "soul-drain", GMStun: "gm-stun", GMFatigue: "gm-fatigue",
	GMRecover: "gm-recover", GMDrop: "gm-drop", GMEffect: "gm-effect",
	GMClearEffects: "gm-clear-effects", Feint: "feint", BreakBarrier: "break-barrier",
	CalmDown: "calm-down", Tentacles: "tentacles", HandCard: "hand-card", Stomp: "stomp",
	Jump:     "jump",
	Search:   "search",
	MoveArea: "move-area",
}

// Key is the entry's name on the wire.
func (id ID) Key() string {
	if id < 0 || int(id) >= len(keys) {
		return ""
	}
	return keys[id]
}

// ByKey is the entry named key on the wire, and whether there is one.
func ByKey(key string) (Entry, bool) {
	for i, k := range keys {
		if k == key && key != "" {
			return Catalogue[i], true
		}
	}
	return Entry{}, false
}

// NoTarget is why an entry aimed at something is refused when the map
// holds nothing of the kind it aims at (every screen says it alike).
func NoTarget(id ID) error {
	switch id {
	case AimIgnore:
		return errors.New("nothing to aim at")
	case Door, BreakDoor:
		return errors.New("there is no door on the map")
	case PickUp:
		return errors.New("nothing lies on the ground to pick up")
	case BreakBarrier:
		return errors.New("there is no barrier on the map")
	}
	return fmt.Errorf("nothing to %s", strings.ToLower(Get(id).Label))
}
