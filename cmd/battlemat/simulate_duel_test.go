//go:build !js

package main

import (
	"math"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// oneShotDuel: a fight of one attack. An Extra with Shooting d6 fires
// once at an unarmed Extra (Toughness 4) within short range of the rifle
// wherever the target walks; a hit does at least 12 damage (two raises:
// out, with no single Wound to Soak), a miss leaves them both standing at
// the cap of one round (a draw). Neither side is the GM's (no pool).
const oneShotDuel = `name: One shot
map:
  rows:
    - ".............................."
    - ".............................."
    - ".............................."
sides:
  guns: {gm: false}
  target: {gm: false}
figures:
  - {id: shooter, side: guns, at: [1, 1], traits: {shooting: d6, agility: d6, vigor: d6}, weapons: [{name: Rifle, range: 40/80/160, damage: 12d12, shots: 1}]}
  - {id: mark, side: target, at: [28, 1], traits: {agility: d6, vigor: d4}}
`

// TestSimulatedOneShotDuelAgreesWithExactOdds: the shooter wins exactly
// when its Shooting roll hits. Its action card is a Joker (+2) with
// chance 2/54, so the exact chance is (52 P(d6 >= 4) + 2 P(d6+2 >= 4))/54
// from odds. Over 4,000 fights the simulated share lies within 3 standard
// errors of it (a fixed seed: the test fails only if the fight is not the
// one attack it should be, by 3 SE with a true share 0.3% of the time).
func TestSimulatedOneShotDuelAgreesWithExactOdds(t *testing.T) {
	file := tplWriteScenario(t, oneShotDuel)
	plain, _ := runJSON[rules.TraitOdds](t, "odds", "--die", "d6", "--json")
	joker, _ := runJSON[rules.TraitOdds](t, "odds", "--die", "d6", "--mod", "2", "--json")
	p := (52*plain.Success + 2*joker.Success) / 54
	const n = 4000
	res, _ := simulateRun(t, file, "--trials", "4000", "--seed", "3", "--max-rounds", "1")
	se := math.Sqrt(p * (1 - p) / n)
	assert.InDelta(t, p, res.Wins["guns"], 3*se, "simulated %v, exact %v", res.Wins["guns"], p)
	assert.Zero(t, res.Wins["target"], "the target has no weapon")
	assert.InDelta(t, 1-res.Wins["guns"], res.Draws, 1e-12, "a miss is a draw")
	assert.Equal(t, 1.0, res.MeanRounds)
	mark := res.Figures["mark"]
	assert.Equal(t, res.Wins["guns"], mark.Incapacitated, "the mark is out exactly when the shot hits")
	iv := res.WinIntervals["guns"]
	assert.Less(t, iv[0], p)
	assert.Greater(t, iv[1], p, "the 95% interval holds the exact chance")
}

func TestSimulateRefusesABadRoundCap(t *testing.T) {
	file := tplWriteScenario(t, oneShotDuel)
	code, _, stderr := runCLI("simulate", file, "--trials", "10", "--seed", "1", "--max-rounds", "0")
	must.NotEqual(t, 0, code)
	assert.Contains(t, stderr, "--max-rounds 0: must be 1 to 10000")
}
