package board

import (
	"strings"
)

// The scenario keys of a hosted table (battlemat host, server/): who
// plays which figure, which figures only the GM knows of, and which of
// the foes' numbers the players are told.

// Reveal says which of their foes' numbers the players at a hosted table
// are told. A foe is a figure of a side with no player's figure. What
// everyone sees on the table (where a figure stands, Shaken, prone, out
// of the fight) is always told; the GM is told everything.
type Reveal struct {
	Wounds, Fatigue, Bennies, Parry, Toughness bool
}

// RevealKeys are the values of the scenario's reveal: list.
var RevealKeys = []string{"wounds", "fatigue", "bennies", "parry", "toughness"}

// DefaultReveal is what players are told when the scenario has no
// reveal: key: the foes' Wounds (a GM describes a foe bleeding), not
// their Fatigue, bennies, Parry or Toughness.
var DefaultReveal = Reveal{Wounds: true}

func buildReveal(d *yamlDoc, keys *[]string) (Reveal, error) {
	if keys == nil {
		return DefaultReveal, nil
	}
	var r Reveal
	for i, k := range *keys {
		switch k {
		case "wounds":
			r.Wounds = true
		case "fatigue":
			r.Fatigue = true
		case "bennies":
			r.Bennies = true
		case "parry":
			r.Parry = true
		case "toughness":
			r.Toughness = true
		default:
			return Reveal{}, d.errAt(indexPath("reveal", i), "%q is not a number players may be told (%s)", k, strings.Join(RevealKeys, ", "))
		}
	}
	return r, nil
}

// hostKeys reads a figure's player: and hidden: keys.
func hostKeys(d *yamlDoc, p string, rf *rawFigure, bf *Figure) error {
	if rf.Player != nil {
		if !isID(*rf.Player) || len(*rf.Player) > 64 {
			return d.errAt(p+".player", "%q is not a player's name (1 to 64 of a-z, 0-9, _ and -: it names the seat player:NAME)", *rf.Player)
		}
		bf.Player = *rf.Player
	}
	if deref(rf.Hidden) {
		if bf.Player != "" {
			return d.errAt(p+".hidden", "a player's figure cannot be hidden from the players")
		}
		bf.Hidden = true
	}
	return nil
}

// Players lists the players named by the figures' player: keys, each once,
// in file order.
func (b *Board) Players() []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range b.Figures {
		if f.Player != "" && !seen[f.Player] {
			seen[f.Player] = true
			out = append(out, f.Player)
		}
	}
	return out
}

// WriteFileAtomic writes data to path as SaveBattle does: a temporary
// file in the same directory, synced, renamed over path. Its mode is
// 0600 (it may hold secrets: a hosted table's seat tokens).
func WriteFileAtomic(path string, data []byte) error { return writeAtomic(path, data) }
