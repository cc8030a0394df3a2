package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ride, a charge and the healing after the fight are actions like any
// other: a saved battle replays them to the same log, figures and
// squares.
func TestRideChargeAndHealingSurviveSaveAndLoad(t *testing.T) {
	src := []byte(`
name: Charge
map:
  rows:
    - "............"
    - "............"
    - "............"
figures:
  - {id: star, name: Star, side: k, at: [0, 1], size: 2, pace: 12, traits: {fighting: d6, vigor: d8}}
  - {id: ser, name: Ser Hugh, side: k, wildcard: true, mount: star, at: [0, 1], traits: {fighting: d10, riding: d8, healing: d6, strength: d8, vigor: d8}, weapons: [{name: Lance, damage: str+d8, reach: 1}]}
  - {id: foe, name: Foe, side: f, wildcard: true, at: [8, 1], traits: {fighting: d6, strength: d6, vigor: d6}, weapons: [{name: Sword, damage: str+d8}]}
`)
	_, b, err := board.StartBattle("charge.yaml", src, 5)
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "ser", 0)
	require.NoError(t, b.Apply(rules.Ride{Who: "ser", To: rules.Pos{X: 7, Y: 1}}))
	require.NoError(t, b.Apply(rules.Charge{Who: "ser", Target: "foe"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "ser"}))
	require.NoError(t, b.Apply(rules.SetState{Who: "ser", State: rules.State{Wounds: 1, Riding: "star"}}))
	surv, err := rules.Aftermath(b, []rules.Treatment{{Healer: "ser", Patient: "ser"}})
	require.NoError(t, err)

	data, err := board.FileOf("charge.yaml", src, b).Marshal()
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	_, again, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, surv, rules.Survivors(again))
	for _, id := range []string{"star", "ser", "foe"} {
		p, _ := b.Battlefield.Position(id)
		q, _ := again.Battlefield.Position(id)
		assert.Equal(t, p, q, id)
		assert.Equal(t, b.Figure(id).State, again.Figure(id).State, id)
	}
	assert.Contains(t, again.Log(), `Ser Hugh rides Star to (7, 1) (7").`)
}
