package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// Ann's finger aims her Tommy at the cultist (one tap: the odds show);
// then Called, the Dice and the Weapon on her sheet each keep that aim:
// the odds of the cultist follow each option at once (-2 called shot
// (limb), two trait dice's recoil, the Rifle's), no tap on
// him again, and her next
// single tap on him shoots with them. Before, each option dropped the
// aim and the odds were gone until she tapped the foe again.
func TestAPhonesAttackOptionKeepsTheAimAndTheOddsFollowIt(t *testing.T) {
	p := phoneOn(t, "options.yaml", optionsTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn())
	p.tapButton("Shoot")
	p.tapSquare(7, 2)
	odds := func() *AttackPreview {
		ap := p.g.ctl.Overlay().Attack
		require.NotNil(t, ap, "the odds of the cultist show: %s", p.message())
		require.Empty(t, ap.Err)
		assert.Equal(t, "c1", ap.Target)
		return ap
	}
	assert.NotContains(t, odds().Mods.String(), "called")

	p.tapButton("Called: none")
	ap := odds()
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "called shot (limb)", Value: -2}, "the odds follow Called at once")
	p.shot("keepaim-called")
	one := ap.Success
	p.tapButton("Dice: 1")
	assert.Equal(t, "The Tommy fires 2 trait dice (RoF 3)", p.message())
	ap = odds()
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "recoil", Value: -2}, "two trait dice: the recoil in the odds at once")
	assert.NotEqual(t, one, ap.Success)
	p.tapButton("Weapon")
	ap = odds()
	assert.Equal(t, "Rifle", ap.Weapon, "the Rifle's odds now")
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "called shot (limb)", Value: -2})
	p.shot("keepaim-weapon")

	n := len(b.Applied)
	p.tapSquare(7, 2)
	p.answerNo()
	require.Greater(t, len(b.Applied), n, "one tap shoots: the aim was kept")
	sh, ok := b.Applied[n].Action.(rules.Shoot)
	require.True(t, ok, "a shot: %T", b.Applied[n].Action)
	assert.Equal(t, []string{"c1"}, sh.Targets)
	assert.Equal(t, "limb", sh.Called)
	assert.Equal(t, "Rifle", sh.Weapon)
}
