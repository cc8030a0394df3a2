package game

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// A question over a seat counts down the seconds before the host takes
// its default answer on that answer's button (a Soak's is Take it):
// Ann's phone and the GM's 1024x768 tablet both read "Take it (30s)"
// when it comes, "Take it (18s)" twelve and a half seconds later, the
// screen repainting as each second goes; a tablet opened then is told
// the 18 seconds left, not 30; when they run out the host takes it, her
// bennies kept, and the next question counts its own 30.
func TestAQuestionCountsDownToTheHostsAnswerOnThePhoneAndTheTablet(t *testing.T) {
	p := phoneTimed(t, "guns.yaml", hostGunTable, 5, 30*time.Second)
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { return now }
	p.l.Now, p.g.ctl.clock = clock, clock
	tablet := func() *Game {
		g := New(nil)
		g.SetScreenSize(1024, 768)
		g.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "guns.yaml"))
		g.ctl.clock = clock
		g.Handle(Input{})
		return g
	}
	gm := tablet()
	asked := func() bool { q := p.g.ctl.Asked(); return q != nil && q.Who == "hero1" && !q.Reroll }
	p.gunmanShootsTillAsked(asked)
	require.True(t, asked(), "a shot wounds her hero and her phone asks")
	gm.Handle(Input{})
	labels := func(g *Game) (string, string) {
		yes, _ := g.ButtonFor(CmdYes)
		no, _ := g.ButtonFor(CmdNo)
		return yes.Label, no.Label
	}
	yes, no := labels(p.g)
	assert.Equal(t, "Soak (benny)", yes, "the benny's answer is no default: no seconds")
	assert.Equal(t, "Take it (30s)", no)
	_, no = labels(gm)
	assert.Equal(t, "Take it (30s)", no, "the GM's tablet counts down her question too")
	p.shot("countdown-30s")

	now = now.Add(12*time.Second + 500*time.Millisecond)
	v := p.g.ctl.Version()
	p.frame()
	gm.Handle(Input{})
	assert.Greater(t, p.g.ctl.Version(), v, "a new second repaints the phone")
	_, no = labels(p.g)
	assert.Equal(t, "Take it (18s)", no)
	_, no = labels(gm)
	assert.Equal(t, "Take it (18s)", no)
	assert.True(t, strings.HasPrefix(gm.ctl.promptText(), "For Anna: "), gm.ctl.promptText())
	_, no = labels(tablet())
	assert.Equal(t, "Take it (18s)", no, "a tablet opened now: the seconds left")
	v = p.g.ctl.Version()
	p.frame()
	assert.Equal(t, v, p.g.ctl.Version(), "the same second: no repaint")
	p.shot("countdown-18s")
	(&phone{t: t, g: gm}).shot("countdown-tablet-18s")

	bennies := p.battle().Figure("hero1").Bennies
	now = now.Add(17 * time.Second)
	p.frame()
	_, no = labels(p.g)
	assert.Equal(t, "Take it (1s)", no)
	now = now.Add(time.Second)
	p.frame() // the seat's poll lets the host settle it
	if q := p.g.ctl.Asked(); q != nil {
		require.True(t, q.Reroll, "the host took Take it: what may follow is the Incapacitation roll's reroll: %s", q.Text())
		_, no = labels(p.g)
		assert.Equal(t, "Keep it (30s)", no, "its own 30 seconds")
	}
	assert.Equal(t, bennies, p.battle().Figure("hero1").Bennies, "the host's answer spends no benny")
}
