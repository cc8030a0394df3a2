package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// marsh: a swamp with a pool, a wall and a bat, a worm and a shark
// (invented stat blocks) against a swordsman.
const marsh = `
name: Marsh
map:
  rows:
    - "......~~~~~~~~~"
    - "..#...~~~~~~~~~"
    - "..#...~~~~~~~~~"
figures:
  - id: hero
    side: heroes
    at: [1, 1]
    traits: {agility: d6, spirit: d6, strength: d8, vigor: d8, fighting: d8}
    weapons:
      - {name: Sword, damage: str+d8}
  - id: bat
    side: monsters
    at: [0, 0]
    abilities: [Flight 12]
    traits: {agility: d8, spirit: d6, strength: d4, vigor: d6, fighting: d6}
  - id: worm
    side: monsters
    at: [0, 1]
    abilities: [Burrow 8]
    traits: {agility: d6, spirit: d6, strength: d10, vigor: d8, fighting: d6}
  - id: shark
    side: monsters
    at: [14, 0]
    abilities: [Aquatic 10]
    traits: {agility: d8, spirit: d6, strength: d8, vigor: d8, fighting: d8}
`

func TestAFlyersPaceIsItsFlyingPace(t *testing.T) {
	b := newBattleAt(t, marsh, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "bat", 0)
	assert.Equal(t, 12, b.PaceLeft("bat"))
	log := tried(b, nil, rules.Move{Who: "bat", To: rules.Pos{X: 10, Y: 0}})
	assert.Contains(t, log, "flies", "the log says how it moved")
	assert.Equal(t, 2, b.PaceLeft("bat"), "ten squares, four of them water, at 1\" each")
}

func TestABurrowerDrawsNoFreeAttackAsItGoesUnderGround(t *testing.T) {
	b := newBattleAt(t, marsh, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "worm", 0)
	log := tried(b, nil, rules.Move{Who: "worm", To: rules.Pos{X: 4, Y: 1}})
	assert.NotContains(t, log, "free attack", "it leaves the swordsman under ground")
	assert.Contains(t, log, "burrows and surfaces")
	assert.Equal(t, 4, b.PaceLeft("worm"), "4\" under the hero's side and the wall, of Burrow 8")
}

func TestAWalkerLeavingAFoeDrawsAFreeAttack(t *testing.T) {
	// The same move under revision 4, when Burrow was a note: the worm
	// walks round the wall and the swordsman strikes as it leaves.
	b := newBattleAt(t, marsh, 1, 4)
	fighttest.ToTurn(t, b, "worm", 0)
	log := tried(b, []int{1, 1, 1, 1, 1, 1}, rules.Move{Who: "worm", To: rules.Pos{X: 4, Y: 0}})
	assert.Contains(t, log, "free attack")
}

func TestAnAquaticFigureSwimsAtItsSwimmingPaceInWater(t *testing.T) {
	b := newBattleAt(t, marsh, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "shark", 0)
	assert.Equal(t, 10, b.PaceLeft("shark"))
	require.NoError(t, b.Apply(rules.Move{Who: "shark", To: rules.Pos{X: 6, Y: 0}}))
	assert.Equal(t, 2, b.PaceLeft("shark"), "eight squares of water at 1\" each")
	f := b.Figure("shark")
	assert.Equal(t, rules.Movement{Mode: rules.ModeSwim, Pace: 10, Aquatic: true}, f.Movement(true))
	assert.Equal(t, rules.Movement{Pace: 6, Aquatic: true}, f.Movement(false), "on land it walks at Pace 6")
}
