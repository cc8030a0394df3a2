package rules_test

import (
	"fmt"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inMeleeAttacks: in blasts, Cultist 3 steps next to Buck (to (5, 4)) and
// Buck, in melee with him, attacks elsewhere with act.
func inMeleeAttacks(t *testing.T, rev int, faces []int, act rules.Action) string {
	b := newBattleAt(t, uzi, 1, rev)
	require.NoError(t, b.Battlefield.Place("c3", rules.Pos{X: 5, Y: 4}))
	fighttest.ToTurn(t, b, "buck", 0)
	log := tried(b, faces, act)
	return fmt.Sprintf("%s\nBuck Vulnerable: %v", log, b.Figure("buck").Vulnerable)
}

// A figure in melee that attacks anything but the foe next to it is
// Vulnerable, whatever the attack: suppressive fire, a thrown blast, a
// cone, as a shot past the foe already made it.
func TestAnyAttackPastAnAdjacentFoeMakesTheAttackerVulnerable(t *testing.T) {
	for name, c := range map[string]struct {
		faces []int
		act   rules.Action
	}{
		"suppressive fire": {[]int{2, 1}, rules.Suppress{Who: "buck", Weapon: "Uzi", At: rules.Spot{X: 10.5, Y: 1.5}}},
		"grenade":          {[]int{6, 2, 1, 1, 1}, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8.5, Y: 0.5}}},
		"cone":             {[]int{1, 1}, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 4.5, Y: 0.5}}},
		"shot":             {[]int{1, 1}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}},
	} {
		log := inMeleeAttacks(t, rules.CurrentRevision, c.faces, c.act)
		assert.Contains(t, log, "Buck is Vulnerable (fired past an adjacent foe).", name)
		assert.Contains(t, log, "Buck Vulnerable: true", name)
	}
	// A cone at the foe next to him is no attack past it.
	log := inMeleeAttacks(t, rules.CurrentRevision, []int{1, 1}, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 5.5, Y: 4.5}})
	assert.Contains(t, log, "Buck Vulnerable: false")
}
