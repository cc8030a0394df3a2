package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFinishingMoveOnAHelplessVictim(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.FinishingMove{Who: "buck", Target: "c1"}, "Cultist 1 is not helpless (Bound, knocked out or Incapacitated): attack it instead, or the GM rules it helpless")
	apply(t, b, rules.SetState{Who: "c1", State: rules.State{Incapacitated: true, Unconscious: true}, Note: "knocked out"},
		rules.SetState{Who: "c2", State: rules.State{Incapacitated: true}})
	refused(t, b, rules.FinishingMove{Who: "buck", Target: "c1", Weapon: "unarmed"}, "a Finishing Move needs a lethal weapon, not bare hands")
	refused(t, b, rules.FinishingMove{Who: "buck", Target: "c2"}, "Cultist 2 is not adjacent to Buck: a Finishing Move is done up close (unless the GM allows it at range)")
	refused(t, b, rules.FinishingMove{Who: "buck", Target: "c2", AtRange: true}, "the Machete does not reach Cultist 2")
	n := len(b.Events())
	// No roll: the knocked-out cultist dies.
	apply(t, b, rules.FinishingMove{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{"Cultist 1 is dead (Buck's Finishing Move with the Machete)."}, logFrom(b, n))
	assert.True(t, b.Figure("c1").Dead)
	assert.Zero(t, b.RNG().ScriptLeft())
	refused(t, b, rules.FinishingMove{Who: "buck", Target: "c1"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")

	// At range, when the GM allows it, with a weapon that reaches: the Colt
	// at Cultist 2, 9" away.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.SetState{Who: "c2", State: rules.State{Incapacitated: true}},
		rules.FinishingMove{Who: "buck", Target: "c2", Weapon: "Colt .45", AtRange: true})
	assert.True(t, b.Figure("c2").Dead)

	// A victim the GM rules helpless (asleep at its post).
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.FinishingMove{Who: "buck", Target: "wolf", Helpless: true})
	assert.True(t, b.Figure("wolf").Dead)
}

func TestTouchAttackPlusTwo(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Fighting d8 2, Wild d6 1, +1 Gang Up (Virginia is next to Cultist
	// 1 too), +2 touch = 5 against Parry 5: touched. No damage.
	script(b, 2, 1)
	apply(t, b, rules.Touch{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{
		"Buck rolls Fighting (touch) against Cultist 1: d8 2, Wild d6 1, +1 Gang Up, +2 touch attack = 5 vs 5: touches.",
	}, logFrom(b, n))
	c1 := b.Figure("c1")
	assert.False(t, c1.Shaken)
	refused(t, b, rules.Touch{Who: "buck", Target: "c2"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")

	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.Touch{Who: "buck", Target: "c2"}, "Cultist 2 is not adjacent to Buck: a melee attack needs the bases to touch")
}

func TestUnstablePlatformFigureFlagAndMapZone(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	apply(t, b, rules.SetPlatform{Who: "buck", Unstable: true, Note: "on a galloping horse"})
	assert.Equal(t, []string{"Buck is on an unstable platform (on a galloping horse)."}, logFrom(b, n))
	refused(t, b, rules.SetPlatform{Who: "buck", Unstable: true}, "Buck is on an unstable platform already")
	// Shooting d10 6, Wild d6 1, -2 multi-action, -2 unstable platform =
	// 2: a miss. The Fighting roll is not touched.
	n = len(b.Events())
	script(b, 6, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 6, Wild d6 1, -2 multi-action, -2 unstable platform = 2 vs 4: miss.", logFrom(b, n)[0])
	n = len(b.Events())
	script(b, 1, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.NotContains(t, logFrom(b, n)[0], "unstable")

	// The map's unstable squares (the legend's unstable: true): Virginia
	// put on the cart at (0, 5) shoots from it at -2 too.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	apply(t, b, rules.Place{Who: "virginia", To: rules.Pos{X: 0, Y: 5}})
	n = len(b.Events())
	script(b, 8, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "virginia", Targets: []string{"wolf"}})
	assert.Contains(t, logFrom(b, n)[0], "-2 unstable platform")
	u, ok := b.Battlefield.(rules.UnstableBattlefield)
	require.True(t, ok)
	assert.True(t, u.Unstable("virginia"))
	assert.False(t, u.Unstable("buck"))
}

func TestOffHandMinusTwo(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	// The Knife is in Buck's off hand: -2. (Two weapons against the
	// cultist's one knife: +1; Gang Up +1.) d8 5, Wild d6 1 = 5 vs 5.
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Knife"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Knife: d8 5, Wild d6 1, -2 multi-action, +1 Gang Up, +1 two weapons, -2 off-hand = 3 vs 5: miss.", logFrom(b, n)[0])
	n = len(b.Events())
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.NotContains(t, logFrom(b, n)[0], "off-hand")
}

func TestReadyWeaponsByEdition(t *testing.T) {
	// swade: two items a turn are free, the third takes an action.
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	apply(t, b, rules.Ready{Who: "buck", Weapons: []string{"Machete", "knife"}},
		rules.Ready{Who: "buck", Weapons: []string{"Colt .45"}})
	assert.Equal(t, []string{
		"Buck draws the Machete and Knife (free).",
		"Buck draws the Colt .45 (one action).",
	}, logFrom(b, n))
	refused(t, b, rules.Ready{Who: "buck", Weapons: []string{"Colt .45"}}, "readying takes an action: Buck has taken its action this turn (declare a multi-action at the start of the turn)")
	refused(t, b, rules.Ready{Who: "buck", Weapons: []string{"Bazooka"}}, `Buck has no weapon called "Bazooka"`)

	// deluxe: drawing is an action (-2 on the attack of a two-action
	// turn), and two weapons at once take an Agility roll first.
	d := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, d, "buck", 2)
	n = len(d.Events())
	script(d, 2, 1)
	apply(t, d, rules.Ready{Who: "buck", Weapons: []string{"Machete", "Colt .45"}})
	assert.Equal(t, []string{
		"Buck rolls Agility (drawing): d8 2, Wild d6 1, -2 multi-action = 0 vs 4: failure.",
		"Buck tries to draw the Machete and Colt .45 (one action, and fumbles: nothing drawn).",
	}, logFrom(d, n))
	evs := d.Events()
	assert.Equal(t, rules.EventReadyFumble, evs[len(evs)-1].Kind, "a fumble is its own kind of event")
	refused(t, d, rules.Ready{Who: "buck", Weapons: []string{"Machete"}}, "readying takes an action: in deluxe a figure cannot take the same action twice in a turn (ready)")
}
