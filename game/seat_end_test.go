package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The last hero off the map in the cultist's turn ends the fight on
// every seat, not only the GM's: Ann's phone and the table's screen say
// the cult won, the phone lights no action and shades no reach, and
// neither opens the GM's end screen.
func TestEverySeatSaysTheFightIsOverAndWhoWon(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	table := tableSeatPage(t, p.l.Open(wire.SeatTable), 1024, 768)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	require.Equal(t, "c1", p.g.ctl.turn(), "the cultist's turn goes on")
	p.gmDoes(rules.RemoveFigure{Who: "hero1"})
	require.True(t, rules.Over(p.battle()), "the cult alone stands")
	require.NotNil(t, p.battle().Turn(), "his turn is not over")
	p.frame()
	table.Handle(Input{})

	assert.Equal(t, "The fight is over: cult won.", p.g.ctl.promptText())
	assert.Empty(t, p.g.ctl.turn(), "no turn is offered to act in")
	assert.False(t, p.g.ctl.AftermathOpen(), "the end screen is the GM's")
	if tab, ok := p.shown("Actions"); ok {
		p.tapAt(tab.X+tab.W/2, tab.Y+tab.H/2)
	}
	_, ok := p.shown("Move")
	require.True(t, ok, "the Actions tab is open: %v", p.labels())
	for _, b := range p.g.Buttons() {
		switch b.Cmd {
		case CmdMove, CmdFight, CmdShoot, CmdThrow, CmdEndTurn, CmdMore, CmdNext, CmdBenny:
			assert.False(t, b.Enabled, "%s is off once the fight is over", b.Label)
		}
	}
	p.shot("fight-over")
	(&phone{t: t, g: table}).shot("fight-over-table")
	assert.Equal(t, "The fight is over: cult won.", table.ctl.projector(table.layout()).up)
}

// All sides down is a draw, and the GM's End fight with two sides
// standing says the GM ended it.
func TestASeatsEndLineSaysADrawOrThatTheGMEndedIt(t *testing.T) {
	m := &seatMirror{Seat: wire.SeatTable, End: &wire.FightEnd{Over: true}}
	assert.True(t, m.over())
	assert.Equal(t, "The fight is over: nobody is left standing, a draw.", m.endLine())
	m.End = &wire.FightEnd{Ended: true, Standing: []string{"heroes", "cult"}}
	assert.Equal(t, "The GM ended the fight: heroes, cult standing.", m.endLine())
	m.Seat = wire.SeatGM
	assert.False(t, m.over(), "the GM's seat keeps its end screen")
}

// An ended fight opens ended: the GM's page opened afresh on it (the
// host reopened on its --save folder the next day) shows the end screen
// with Save survivors, not the last raider's turn.
func TestTheGMsPageOpensAnEndedFightOnItsEndScreen(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	p.gmDoes(rules.RemoveFigure{Who: "hero1"})
	require.True(t, rules.Over(p.battle()))

	g := New(nil)
	g.SetScreenSize(1920, 1080)
	g.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "hosted.yaml"))
	g.Handle(Input{})
	g.Handle(Input{})
	require.True(t, g.ctl.AftermathOpen(), "the end screen: %q", g.ctl.promptText())
	var labels []string
	for _, b := range g.Buttons() {
		labels = append(labels, b.Label)
	}
	assert.Contains(t, labels, "Save survivors")
	(&phone{t: t, g: g}).shot("fight-over-gm-reopened")
}

// A fight going on opens where it was, its end screen shut.
func TestTheGMsPageOpensAFightGoingOnAtItsTurn(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	g := New(nil)
	g.SetScreenSize(1920, 1080)
	g.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "hosted.yaml"))
	g.Handle(Input{})
	assert.False(t, g.ctl.AftermathOpen())
	assert.Equal(t, "c1", g.ctl.turn())
}

// The GM's undo is named on a player's phone too, in the table's words.
func TestAPhoneNamesTheActionTheGMsUndoTookBack(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	p.gmDoes(rules.Move{Who: "c1", To: rules.Pos{X: 5, Y: 3}})
	require.NoError(t, p.gm.Send(wire.Incoming{Type: wire.TypeUndo, ID: "u"}))
	p.gm.Poll()
	p.frame()
	assert.Equal(t, "Undone: Cultist's move.", p.message())
}

// A finished fight shows no one up on the seats: the cultist's turn the
// last hero's removal cut short lights no card of the strip and rings
// no figure on Ann's phone or the table's screen, while the GM's window
// keeps his turn lit (its end screen may take the fight up again).
func TestAFinishedFightShowsNoOneUpOnTheSeats(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	table := tableSeatPage(t, p.l.Open(wire.SeatTable), 1024, 768)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	p.frame()
	table.Handle(Input{})
	lit := func(g *Game) (cards int, rings []string) {
		for _, bx := range g.layout().cards {
			if bx.Now {
				cards++
			}
		}
		for id, fm := range g.fightMarks() {
			if fm.Up {
				rings = append(rings, id)
			}
		}
		return cards, rings
	}
	for _, g := range []*Game{p.g, table} {
		cards, rings := lit(g)
		require.Equal(t, 1, cards, "the cultist's card is lit while his turn goes on")
		require.Equal(t, []string{"c1"}, rings)
	}
	p.gmDoes(rules.RemoveFigure{Who: "hero1"})
	require.True(t, rules.Over(p.battle()))
	p.frame()
	table.Handle(Input{})
	for name, g := range map[string]*Game{"phone": p.g, "table": table} {
		cards, rings := lit(g)
		assert.Zero(t, cards, "%s: no card under way once the fight is over", name)
		assert.Empty(t, rings, "%s: nobody ringed as up", name)
		assert.NotEmpty(t, g.layout().cards, "%s keeps the round's cards", name)
	}
	p.shot("fight-over-nobody-up")
	(&phone{t: t, g: table}).shot("fight-over-nobody-up-table")
	gm := p.l.Session().View(wire.SeatGM)
	require.NotNil(t, gm.Up)
	assert.Equal(t, "c1", *gm.Up, "the GM's seat keeps the turn")
}

// The GM's End fight (F12) with both sides standing tells every seat at
// once, not at the first Heal: Ann's phone and the table's screen say
// the GM ended it, with the heroes and the cult standing. Back to the
// fight with nothing done since takes the end back: the cultist's turn
// goes on, on every seat.
func TestTheGMsEndFightIsToldToEverySeatAtOnce(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	table := tableSeatPage(t, p.l.Open(wire.SeatTable), 1024, 768)
	gm := New(nil)
	gm.SetScreenSize(1024, 768)
	gm.SetFight(FightOnSeat(p.l.Open(wire.SeatGM), "hosted.yaml"))
	gm.Handle(Input{})
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	gm.Handle(Input{})
	require.Equal(t, "c1", gm.ctl.turn())

	gm.ctl.Press(CmdEndFight, "")
	gm.Handle(Input{})
	p.frame()
	table.Handle(Input{})
	require.True(t, gm.ctl.AftermathOpen())
	assert.True(t, p.battle().FightOver(), "the fight is ended at once")
	want := "The GM ended the fight: heroes, cult standing."
	assert.Equal(t, want, p.g.ctl.promptText())
	assert.Equal(t, want, table.ctl.projector(table.layout()).up)
	p.shot("gm-ended-fight")
	(&phone{t: t, g: table}).shot("gm-ended-fight-table")
	(&phone{t: t, g: gm}).shot("gm-ended-fight-gm")

	gm.ctl.Press(CmdCloseAftermath, "")
	gm.Handle(Input{})
	p.frame()
	table.Handle(Input{})
	assert.False(t, p.battle().FightOver(), "back to the fight")
	require.NotNil(t, p.battle().Turn(), "the cultist's turn is back")
	assert.Equal(t, "c1", gm.ctl.turn())
	assert.NotEqual(t, want, p.g.ctl.promptText())
	assert.NotEqual(t, want, table.ctl.projector(table.layout()).up)
}
