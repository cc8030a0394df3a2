package game

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// gmWildTable: Ann's hero with a cannon, and the GM's Wild Card cultist
// (a benny to Soak with) across the room.
const gmWildTable = `name: GM asked
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, shooting: d12, vigor: d6, spirit: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
  - id: c1
    name: Cult Leader
    side: cult
    wildcard: true
    at: [5, 0]
    traits: {agility: d6, fighting: d6, vigor: d6, spirit: d6}
`

// gmTablet is the GM's 1024x768 tablet over the GM's seat of p's
// session, on p's clock.
func gmTablet(t *testing.T, p *phone, clock func() time.Time) *Game {
	t.Helper()
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "gmasked.yaml"))
	g.ctl.clock = clock
	g.Handle(Input{})
	require.True(t, g.ctl.hostGM(), "the tablet plays the GM's seat")
	return g
}

// annShootsTillTheGMIsAsked deals to Ann's hero and has her seat fire the
// cannon at the cult leader until the session asks the GM's seat about
// him (whatever the tablet shows).
func annShootsTillTheGMIsAsked(t *testing.T, p *phone, gm *Game) {
	t.Helper()
	ann := p.l.Open(wire.SeatPlayer + "anna")
	asked := func() bool {
		_, ok := p.l.Session().Question(wire.SeatGM, p.l.Now())
		return ok
	}
	for range 20 {
		p.dealTo("hero1")
		raw, err := rules.MarshalAction(rules.StartTurn{Who: "hero1", Actions: 1})
		require.NoError(t, err)
		require.NoError(t, ann.Send(wire.Incoming{Type: wire.TypeAction, ID: "a", Action: raw}))
		raw, err = rules.MarshalAction(rules.Shoot{Who: "hero1", Weapon: "Cannon", Targets: []string{"c1"}})
		require.NoError(t, err)
		require.NoError(t, ann.Send(wire.Incoming{Type: wire.TypeAction, ID: "b", Action: raw}))
		ann.Poll()
		for range 3 {
			gm.Handle(Input{})
		}
		if asked() {
			return
		}
		raw, err = rules.MarshalAction(rules.EndTurn{Who: "hero1"})
		require.NoError(t, err)
		require.NoError(t, ann.Send(wire.Incoming{Type: wire.TypeAction, ID: "c", Action: raw}))
		ann.Poll()
		gm.Handle(Input{})
	}
	t.Fatal("the cult leader was never hit hard enough to ask the GM")
}

// questionShown is the GM's question as the tablet shows it now: its
// Yes and No buttons' labels, "" when the screen shows no question.
func questionShown(g *Game) (yes, no string) {
	if _, ok := g.ctl.windowScene(); ok {
		return "", "" // the setup has the whole screen
	}
	if b, ok := g.ButtonFor(CmdYes); ok {
		yes = b.Label
	}
	if b, ok := g.ButtonFor(CmdNo); ok {
		no = b.Label
	}
	return yes, no
}

// While the GM's tablet shows the setup of the next fight (or the odds
// of the fight being set up, over it), a question for the GM (the cult
// leader's Soak) takes the screen back to the table with its buttons
// and countdown; answered, the setup comes back as it was left.
func TestAQuestionForTheGMComesOverTheSetup(t *testing.T) {
	for _, withOdds := range []bool{false, true} {
		t.Run(map[bool]string{false: "setup", true: "setup's odds"}[withOdds], func(t *testing.T) {
			questionOverTheSetup(t, withOdds)
		})
	}
}

func questionOverTheSetup(t *testing.T, withOdds bool) {
	p := phoneTimed(t, "gmasked.yaml", gmWildTable, 3, 30*time.Second)
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { return now }
	p.l.Now, p.g.ctl.clock = clock, clock
	gm := gmTablet(t, p, clock)
	gm.ctl.Press(CmdSetup, "")
	gm.Handle(Input{})
	ss := gm.setupScene()
	require.NotNil(t, ss, "the setup is open")
	if withOdds {
		ss.oddsOneATick = true
		ss.openOdds(gm)
		require.NotNil(t, ss.odds, "the setup's odds are open: %v", ss.s.msg)
	}
	odds := ss.odds

	annShootsTillTheGMIsAsked(t, p, gm)
	gm.Handle(Input{})
	yes, no := questionShown(gm)
	assert.True(t, strings.HasPrefix(yes, "Soak"), "the Soak's button on the tablet: %q", yes)
	assert.Equal(t, "Take it (30s)", no, "with its countdown")
	if !withOdds {
		(&phone{t: t, g: gm}).shot("gm-asked-over-setup")
	}

	now = now.Add(5 * time.Second)
	gm.Handle(Input{})
	_, no = questionShown(gm)
	assert.Equal(t, "Take it (25s)", no, "the countdown goes on")

	for range 4 {
		if q := gm.ctl.Asked(); q != nil && q.For == "" {
			b, _ := gm.ButtonFor(CmdNo) // an Incapacitation roll's reroll may follow
			click(gm, b.X+b.W/2, b.Y+b.H/2)
		}
		gm.Handle(Input{})
	}
	require.Nil(t, gm.ctl.Asked(), "answered")
	assert.Same(t, ss, gm.setupScene(), "the setup the GM left comes back")
	_, open := gm.ctl.windowScene()
	assert.True(t, open, "and has the screen again")
	assert.Same(t, odds, ss.odds, "its odds as they were")
}

// While the tablet shows the odds of the fight, the GM's question shows
// its buttons and countdown beside them.
func TestAQuestionForTheGMShowsBesideTheOdds(t *testing.T) {
	p := phoneTimed(t, "gmasked.yaml", gmWildTable, 3, 30*time.Second)
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { return now }
	p.l.Now, p.g.ctl.clock = clock, clock
	gm := gmTablet(t, p, clock)
	gm.ctl.Press(CmdOdds, "")
	for range 3 {
		gm.Handle(Input{})
	}
	_, open := sceneOf[*oddsScene](gm.ctl)
	require.True(t, open, "the odds are open: %s", gm.ctl.msg)

	annShootsTillTheGMIsAsked(t, p, gm)
	gm.Handle(Input{})
	yes, no := questionShown(gm)
	assert.True(t, strings.HasPrefix(yes, "Soak"), "the Soak's button on the tablet: %q", yes)
	assert.Equal(t, "Take it (30s)", no, "with its countdown")
	(&phone{t: t, g: gm}).shot("gm-asked-over-odds")
	b, _ := gm.ButtonFor(CmdNo)
	l := gm.layout()
	assert.False(t, l.help.Contains(b.X+b.W/2, b.Y+b.H/2), "the odds' box does not cover the answer")
}

// Once the setup's Start went to the host, a question about the fight it
// replaces does not take the screen: the setup waits for the host's new
// fight (the question for its timeout or that fight).
func TestAQuestionForTheGMLeavesASetupThatWasStarted(t *testing.T) {
	p := phoneTimed(t, "gmasked.yaml", gmWildTable, 3, 30*time.Second)
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { return now }
	p.l.Now, p.g.ctl.clock = clock, clock
	gm := gmTablet(t, p, clock)
	gm.ctl.Press(CmdSetup, "")
	gm.Handle(Input{})
	ss := gm.setupScene()
	require.NotNil(t, ss)
	ss.host.id, ss.host.text = "setup9", "name: sent\n" // as if Start went, the host not yet answering

	annShootsTillTheGMIsAsked(t, p, gm)
	gm.Handle(Input{})
	_, open := gm.ctl.windowScene()
	assert.True(t, open, "the setup keeps the screen")
}
