package game

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mirrorAgrees holds the window's seat mirror to the battle it mirrors:
// the round, the log, every figure's square and states, the strip.
func mirrorAgrees(t *testing.T, g *Game) {
	t.Helper()
	b := g.ctl.Battle()
	m := g.ctl.seatState()
	require.NotNil(t, m, "a fight on a session draws from its seat")
	assert.Equal(t, len(b.Applied), m.Seq)
	assert.Equal(t, b.Fight.Init.Round, m.Round)
	assert.Equal(t, orNil(b.Log()), orNil(m.Log))
	assert.Equal(t, b.Strip(nil), m.Initiative)
	for _, f := range g.ctl.Board().Figures {
		st, ok := m.Figures[f.ID]
		require.True(t, ok, f.ID)
		assert.Equal(t, f.At, st.At, f.ID)
		assert.Equal(t, f.Shaken, st.Shaken, f.ID)
		assert.Equal(t, b.Fight.Init.Hold[f.ID], st.Hold, f.ID)
		mf := m.Board.Figure(f.ID)
		require.NotNil(t, mf, f.ID)
		assert.Equal(t, f.At, mf.At, "the mirror's map puts %s where the battle does", f.ID)
	}
}

// fedInStep: the seat's own messages brought the mirror to the battle's
// length, without asking the seat afresh.
func fedInStep(t *testing.T, g *Game) {
	t.Helper()
	assert.Equal(t, len(g.ctl.Battle().Applied), g.ctl.fight.mirror.Seq, "the seat's messages keep the mirror in step")
}

func TestWindowMirrorsItsSeatAfterEveryAction(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	mirrorAgrees(t, g)

	press(g, CmdNext.Key()) // deal round 1: Buck is up
	require.Equal(t, 1, b.Fight.Init.Round)
	fedInStep(t, g)
	mirrorAgrees(t, g)
	assert.Equal(t, 1, g.ctl.round(), "the strip's round is the seat's")

	clickSquare(g, 2, 2) // Buck's turn
	clickSquare(g, 7, 3) // he walks out of the door
	require.Equal(t, board.Square{X: 7, Y: 3}, g.ctl.Board().Figure("buck").At)
	fedInStep(t, g)
	mirrorAgrees(t, g)
	assert.Equal(t, rules.Pos{X: 7, Y: 3}, g.ctl.seatState().Figures["buck"].At)

	press(g, CmdUndo.Key()) // the session's state afresh
	require.Equal(t, board.Square{X: 2, Y: 2}, g.ctl.Board().Figure("buck").At)
	fedInStep(t, g)
	mirrorAgrees(t, g)
}

func TestWindowMirrorCatchesUpWithTheBattleChangedBehindItsSeat(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	// Applied to the battle itself, not through the seat (as Restart's
	// undoing does): the seat cannot tell, so whoever changed it says so
	// (Fight.resync) and the mirror asks its seat afresh.
	require.NoError(t, b.Apply(rules.StartRound{}))
	g.ctl.fight.resync()
	mirrorAgrees(t, g)
	assert.Equal(t, b.Log(), g.ctl.logLines())
}

// The mirror is in step when its seat's messages say so, with no battle
// to compare: an Applied that skips one makes it lag, and it asks the
// seat afresh (the state it then reads is the session's now).
func TestWindowMirrorIsInStepAsItsSeatsMessagesSay(t *testing.T) {
	g := demoGame(t, demoSeed)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	seq := m.Seq
	g.ctl.fight.mirror.takeAll([]any{wire.Applied{Seq: seq + 2}})
	assert.True(t, g.ctl.fight.mirror.lags, "an Applied that skips one: out of step")
	m = g.ctl.seatState()
	require.NotNil(t, m, "the seat's state afresh brings it in step")
	assert.False(t, g.ctl.fight.mirror.lags)
	assert.Equal(t, seq, m.Seq, "the session's own length")
	assert.NotEmpty(t, g.ctl.fight.mirror.held, "the state is kept for the controller's poll")
	mirrorAgrees(t, g)

	// A state it cannot read (no map): it lags until the seat's state
	// afresh, which reads.
	g.ctl.fight.mirror.takeAll([]any{wire.State{Seq: seq}})
	assert.True(t, g.ctl.fight.mirror.lags, "a state with no map")
	assert.NotNil(t, g.ctl.seatState(), "the seat's own state afresh reads")
}

func orNil(lines []string) []string {
	if len(lines) == 0 {
		return nil
	}
	return lines
}

// The figure panel's Power Points and effects come from the seat's
// state: the same lines the battle gives, the granted effects left out.
func TestWindowCardLinesFromTheSeatAreTheBattles(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "priest", Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1}))
	require.NotNil(t, g.ctl.seatState())
	for _, f := range g.ctl.Board().Figures {
		assert.Equal(t, windowCardLines(f.Figure, b.Edition(), b.EndsText), g.ctl.seatState().cardLines(f.ID), f.ID)
	}
	lines := g.ctl.seatState().cardLines("priest")
	assert.Contains(t, lines, "Powers: Bolt (hellfire), Blast (hellfire), Burst (hellfire), Protection - Power Points 15/15")
	assert.Contains(t, lines, effectLine(rules.Effect{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2}.Label(), "until the end of its next turn"))
}
