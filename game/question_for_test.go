package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// The GM's screen shows a player's question with whose it is ("For
// Anna: ..."), since the GM may answer for her; her own phone asks it
// plainly.
func TestTheGMsScreenSaysWhosePlayersQuestionItShows(t *testing.T) {
	p := phoneOn(t, "guns.yaml", hostGunTable, 5)
	gm := New(nil)
	gm.SetScreenSize(1024, 768)
	gm.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "guns.yaml"))
	b := p.battle()
	asked := func() bool { q := p.g.ctl.Asked(); return q != nil && q.Who == "hero1" }
	for i := 0; i < 60 && !asked(); i++ {
		switch up := b.NextUp(); {
		case b.Fight != nil && b.Turn() != nil:
			p.gmTries(rules.EndTurn{Who: b.Turn().Who}, "hero1")
		case len(up) == 0:
			p.gmTries(rules.StartRound{}, "hero1")
		case up[0] != "gunman":
			p.gmTries(rules.StartTurn{Who: up[0], Actions: 1}, "hero1")
		default:
			p.gmTries(rules.StartTurn{Who: "gunman", Actions: 1}, "hero1")
			p.gmTries(rules.Shoot{Who: "gunman", Weapon: "Cannon", Targets: []string{"hero1"}}, "hero1")
		}
		p.frame()
	}
	require.True(t, asked(), "a shot wounds her hero and her phone asks")
	assert.False(t, strings.HasPrefix(p.g.ctl.Asked().Text(), "For "), "her phone asks her plainly: %s", p.g.ctl.Asked().Text())
	gm.Handle(Input{})
	q := gm.ctl.Asked()
	require.NotNil(t, q, "the GM's screen shows her question")
	assert.True(t, strings.HasPrefix(q.Text(), "For Anna: Ann's Hero takes"), q.Text())
}
