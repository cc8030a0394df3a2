package rules

import "fmt"

// Players at a hosted table: who plays a figure starts as the scenario's
// player: key (which only the host reads) and changes by the GM's
// set_player action, so an assignment made during the game is kept in
// the battle file, undone and replayed like any other action. The rules
// play every figure alike; the host decides who may move it.

func init() {
	RegisterAction(SetPlayer{Who: "buck", Player: "anna"})
}

// KindSetPlayer is the GM's handing of a figure to a player.
const KindSetPlayer = "set_player"

// EventSetPlayer: the GM hands the figure Who to the player What ("": to
// no player, the GM plays it).
const EventSetPlayer EventKind = "set_player"

// MaxPlayerName is the longest player's name (it names a seat's link).
const MaxPlayerName = 64

// SetPlayer hands a figure to a player (Player "": back to the GM).
type SetPlayer struct {
	Who    string `json:"who"`
	Player string `json:"player"`
}

func (SetPlayer) Kind() string { return KindSetPlayer }

func (s SetPlayer) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s SetPlayer) check(b *Battle) error {
	switch {
	case b.Figure(s.Who) == nil:
		return fmt.Errorf("there is no figure %q", s.Who)
	case s.Player != "" && (!IsID(s.Player) || len(s.Player) > MaxPlayerName):
		return fmt.Errorf("%q is not a player's name (1 to %d of a-z, 0-9, _ and -)", s.Player, MaxPlayerName)
	case s.Player != "" && b.Hidden(s.Who):
		return fmt.Errorf("%s is hidden from the players: reveal it first", b.name(s.Who))
	}
	if p, ok := b.PlayerSet(s.Who); ok && p == s.Player {
		if p == "" {
			return fmt.Errorf("%s has no player already", b.name(s.Who))
		}
		return fmt.Errorf("%s is %s's already", b.name(s.Who), p)
	}
	return nil
}

func (s SetPlayer) Do(b *Battle, _ *Plan) error {
	return b.Record(Event{Kind: EventSetPlayer, Who: s.Who, What: s.Player})
}

// PlayerSet is the player the GM last handed the figure to ("" for the
// GM), and false if the GM never did (the scenario's player: key holds).
func (b *Battle) PlayerSet(id string) (string, bool) {
	p, ok := b.Fight.players[id]
	return p, ok
}

// PlayerTitle is a player's name as a person reads it: "anna" is Anna.
func PlayerTitle(p string) string {
	if p == "" {
		return "the GM"
	}
	if c := p[0]; c >= 'a' && c <= 'z' {
		return string(c-'a'+'A') + p[1:]
	}
	return p // a name may start with a digit, _ or -: said as it is
}
