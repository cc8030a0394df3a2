package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	asked := func() bool { q := p.g.ctl.Asked(); return q != nil && q.Who == "hero1" }
	p.gunmanShootsTillAsked(asked)
	require.True(t, asked(), "a shot wounds her hero and her phone asks")
	assert.False(t, strings.HasPrefix(p.g.ctl.Asked().Text(), "For "), "her phone asks her plainly: %s", p.g.ctl.Asked().Text())
	gm.Handle(Input{})
	q := gm.ctl.Asked()
	require.NotNil(t, q, "the GM's screen shows her question")
	assert.True(t, strings.HasPrefix(q.Text(), "For Anna: Ann's Hero takes"), q.Text())
}
