package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Deluxe's small (-4) and tiny (-6) called shots: a hit adds +4 damage,
// as at the head, when the GM names no other effect. SWADE has neither.
func TestDeluxeSmallAndTinyCalledShots(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	// Shooting d10 9, Wild d6 2, -2 multi-action, -4 small target = 3: a
	// miss at TN 4.
	script(b, 9, 2)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledSmall})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 9, Wild d6 2, -2 multi-action, -4 called shot (small target) = 3 vs 4: miss.", logFrom(b, n)[0])
	b = newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, b, "buck", 1)
	n = len(b.Events())
	// d10 10+2, -6 tiny target = 6: a hit; damage 2d6+1: 1+1, +1, +4 = 7.
	script(b, 10, 2, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledTiny})
	assert.Equal(t, []string{
		"Buck shoots Cultist 2 with the Colt .45: d10 10+2, Wild d6 1, -6 called shot (tiny target) = 6 vs 4: hit.",
		"Buck is Vulnerable (fired past an adjacent foe).",
		"Damage 2d6+1 (Colt .45) to Cultist 2: 1+1+1, +4 tiny target = 7 vs Toughness 5: Shaken.",
	}, logFrom(b, n)[:3])

	sw := newBattle(t, arena, 1)
	fighttest.ToTurn(t, sw, "buck", 1)
	refused(t, sw, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledSmall},
		`"small" is not a called shot in swade (limb, hand, head)`)
	refused(t, sw, rules.Melee{Who: "buck", Target: "c1", Called: rules.CalledTiny},
		`"tiny" is not a called shot in swade (limb, hand, head)`)
}

// Deluxe crouching: a free action; the figure moves at half Pace (after
// the running die) and ranged attacks against it take -1. Standing up
// from a crouch is free. SWADE has no crouching.
func TestDeluxeCrouchHalvesPaceAndGivesRangedAttacksMinusOne(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, b, "c2", 1)
	n := len(b.Events())
	apply(t, b, rules.Crouch{Who: "c2"})
	assert.Equal(t, []string{"Cultist 2 crouches (half Pace, ranged attacks against it -1)."}, logFrom(b, n))
	assert.True(t, b.Figure("c2").Crouching)
	assert.Equal(t, 3, b.PaceLeft("c2"), "Pace 6 halved")
	refused(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 8, Y: 2}}, `moving Cultist 2 to (8, 2) costs 4" and only 3" of Pace are left this turn`)
	refused(t, b, rules.Crouch{Who: "c2"}, "Cultist 2 is crouching already")
	apply(t, b, rules.EndTurn{Who: "c2"})

	fighttest.ToTurn(t, b, "buck", 1)
	n = len(b.Events())
	// Shooting d10 5, Wild d6 1, -1 crouching = 4 vs 4: a hit.
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 5, Wild d6 1, -1 crouching = 4 vs 4: hit.", logFrom(b, n)[0])

	sw := newBattle(t, arena, 1)
	fighttest.ToTurn(t, sw, "buck", 1)
	refused(t, sw, rules.Crouch{Who: "buck"}, "crouching is not a rule in swade")
}

// Running while crouched: the running die is added, then the total Pace
// is halved; standing up again is free and gives the whole Pace back.
func TestDeluxeCrouchedRunHalvesTheTotal(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, b, "c2", 1)
	apply(t, b, rules.Crouch{Who: "c2"})
	script(b, 3)
	apply(t, b, rules.Run{Who: "c2"})
	assert.Equal(t, 4, b.PaceLeft("c2"), "(6 + 3) / 2, rounded down")
	n := len(b.Events())
	apply(t, b, rules.Stand{Who: "c2"})
	assert.Equal(t, []string{"Cultist 2 stands up from the crouch."}, logFrom(b, n))
	assert.False(t, b.Figure("c2").Crouching)
	assert.Equal(t, 9, b.PaceLeft("c2"))
}

// Deluxe opposed rolls: the actor gets its total first and spends its
// bennies on it (it rolls against 4, not knowing the opponent's total),
// then the opponent rolls and may spend bennies to beat it. The log
// reads in that order.
func TestDeluxeOpposedRollActorRollsAndRerollsFirst(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+melee, 1)
	cultistAfterBuck(t, b, 0)
	b.Figure("buck").Bennies = 1
	b.Fight.Pool = 0 // the GM's pool spent: Cultist 1 has no benny to answer with
	var asked []string
	b.Reroll = func(f *rules.Figure, what string, res rules.TraitResult) bool {
		asked = append(asked, f.ID+" "+what+" "+res.Outcome())
		return true
	}
	n := len(b.Events())
	// Buck's Agility d8 2, Wild d6 1 = 2: a failure against 4; his benny
	// rerolls it before Cultist 1 rolls: d8 7, Wild d6 3 = 7. Then Cultist
	// 1's Agility d6 5: Buck's 7 beats 5.
	script(b, 2, 1, 7, 3, 5)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{"buck Agility (grapple) failure"}, asked, "the actor decides on its own total")
	logStarts(t, b, n,
		"Buck spends a benny on a reroll of Agility (grapple) after a failure (0 left).",
		"Buck rolls Agility (grapple) against Cultist 1: d8 7, Wild d6 3 = 7 vs 5: wins (thrown away by a reroll: d8 2, Wild d6 1 = 2: failure).",
		"Cultist 1 rolls Agility (resisting grapple) against Buck: d6 5 = 5.",
		"Cultist 1 is Entangled (grappled by Buck).",
	)
}

// Deluxe: the opponent rolls second and may spend a benny while the
// actor's total beats its own.
func TestDeluxeOpposedRollOpponentRerollsToBeatTheActor(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+melee, 1)
	cultistAfterBuck(t, b, 0)
	b.Figure("c1").Bennies = 1
	var asked []string
	b.Reroll = func(f *rules.Figure, what string, res rules.TraitResult) bool {
		asked = append(asked, f.ID+" "+what)
		return true
	}
	n := len(b.Events())
	// Buck d8 6, Wild d6 2 = 6; Cultist 1's d6 3 loses to it, so it
	// spends its benny: d6 6+1 = 7 beats 6.
	script(b, 6, 2, 3, 6, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{"c1 Agility (resisting grapple)"}, asked)
	logStarts(t, b, n,
		"Cultist 1 spends a benny on a reroll of Agility (resisting grapple) after a failure (0 left).",
		"Buck rolls Agility (grapple) against Cultist 1: d8 6, Wild d6 2 = 6 vs 7: loses.",
		"Cultist 1 rolls Agility (resisting grapple) against Buck: d6 6+1 = 7.",
	)
}
