package odds

import (
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// demoFile is the demo's battle file with the cards dealt.
func demoFile(t *testing.T) []byte {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, 7)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	file, err := board.FileOf("demo.yaml", data, b).Marshal()
	require.NoError(t, err)
	return file
}

// The odds are rules.Simulation's fights from the battle file as it
// stands with the seed: the same fights, the same tally.
func TestOddsAreTheSimulationsFightsFromTheBattleFile(t *testing.T) {
	const total, seed = 12, 99
	file := demoFile(t)
	r, err := New(file, total, seed, "")
	require.NoError(t, err)
	assert.Equal(t, []string{"heroes", "cultists"}, r.Sides)
	assert.Equal(t, 11, r.Figures, "the demo has eleven figures")
	for i := 0; i < 10*total && !r.Done(); i++ {
		r.Step()
	}
	require.Empty(t, r.Err)
	require.True(t, r.Done())

	bf, err := board.ParseBattleFile(file)
	require.NoError(t, err)
	_, b, err := bf.Start()
	require.NoError(t, err)
	rules.PlainBennies(b) // the odds spend bennies as simulate does
	start, _, err := rules.StartFrom(b)
	require.NoError(t, err)
	sim := rules.NewSimulation(total, seed, start, rules.FightOptions{})
	n, err := sim.RunSome(total)
	require.NoError(t, err)
	require.Equal(t, total, n)
	assert.Equal(t, sim.Tally(), r.Sim.Tally())
}

// A what-if adds the side's typical Extra (a cultist, as five of the six
// Extras are) or takes its last standing Extra off; anything else is
// refused with one line.
func TestOddsWhatIfAddsOrDropsOneExtra(t *testing.T) {
	file := demoFile(t)
	more, err := New(file, 2, 1, "+cultists")
	require.NoError(t, err)
	assert.Equal(t, 12, more.Figures)
	assert.Equal(t, "one more Extra like Cultist 1 on cultists", more.Label)
	fewer, err := New(file, 2, 1, "-heroes")
	require.NoError(t, err)
	assert.Equal(t, 10, fewer.Figures)
	assert.Equal(t, "one Extra fewer on heroes (Deputy Hale)", fewer.Label)
	for _, bad := range []string{"+", "*heroes", "+nobody"} {
		_, err := New(file, 2, 1, bad)
		assert.ErrorContains(t, err, "is no what-if", bad)
	}
	_, err = New([]byte("{"), 2, 1, "")
	assert.Error(t, err, "a broken battle file is refused")
}
