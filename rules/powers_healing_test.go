package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// woundedPriest: the priest brings 2 Wounds into the fight (older than
// the golden hour) and casts the powers named, on its turn.
func woundedPriest(t *testing.T, edition, powers string, rev int) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "["+powers+"]", 1)
	sc = strings.Replace(sc, "arcane: {skill: faith, power_points: 15}", "arcane: {skill: faith, power_points: 15}\n    wounds: 2", 1)
	b := newBattleAt(t, "edition: "+edition+"\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

func TestHealingTakesOnlyWoundsOfTheFightAndGreaterHealingOlderOnes(t *testing.T) {
	b := woundedPriest(t, "swade", "Healing", rules.CurrentRevision)
	self := rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}}
	refused(t, b, self, "High Priest's Wounds are older than an hour (brought into the fight): Healing takes them only with Greater Healing (+10)")

	// A third Wound, taken in the fight: Healing's 3 PP take it, and only
	// it, even with a raise (Faith 10+6 - 3 Wounds = 13).
	b.Figure("priest").Wounds = 3
	script(b, 10, 6, 1)
	apply(t, b, self)
	assert.Equal(t, 2, b.Figure("priest").Wounds, "the two old Wounds stay")
	assert.Equal(t, 12, b.Figure("priest").PowerPoints())

	// Greater Healing (+10: 13 PP) takes the old ones: a raise, two.
	b = woundedPriest(t, "swade", "Healing", rules.CurrentRevision)
	greater := rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}, Mods: []string{"Greater Healing"}}
	pl, err := b.Preview(greater)
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -2}}, pl.Rolls[0].Mods(0))
	// The dice must show 6 (d10: 1/2, Wild d6: 1/6): 7/12 to heal; a
	// raise needs 10: the d10's 10 (1/10) or the d6's 6 and then 4 or
	// more (1/6 x 3/6 = 1/12): 1 - 9/10 x 11/12 = 21/120.
	assert.InDelta(t, 7.0/12, pl.Rolls[0].Odds(0).Success, 1e-12)
	assert.InDelta(t, 21.0/120, pl.Rolls[0].Odds(0).Raise, 1e-12)
	n := len(b.Events())
	script(b, 10, 1, 1) // d10 10, 1 - 2 Wounds = 9: one raise
	apply(t, b, greater)
	log := logFrom(b, n)
	assert.Contains(t, log, "High Priest is healed of two Wounds (0 left) (Healing).")
	assert.Equal(t, "High Priest spends 13 Power Points on Healing (2 left).", log[len(log)-1])
}

func TestDeluxeGreaterHealingIsAPowerOfTenPowerPoints(t *testing.T) {
	b := woundedPriest(t, "deluxe", "Healing, Greater Healing", rules.CurrentRevision)
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}},
		"High Priest's Wounds are older than an hour (brought into the fight): only Greater Healing takes them")
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}, Mods: []string{"Greater Healing"}},
		"deluxe has no power modifiers: each power lists its own options")
	script(b, 6, 1) // 6 - 2 Wounds = 4: a success, one Wound
	apply(t, b, rules.Cast{Who: "priest", Power: "Greater Healing", Targets: []string{"priest"}})
	assert.Equal(t, 1, b.Figure("priest").Wounds)
	assert.Equal(t, 5, b.Figure("priest").PowerPoints(), "15 - 10")
}

func TestPlainTacticHealsOnlyAWoundOfTheFight(t *testing.T) {
	// The priest's own 2 Wounds are older than the hour: it passes over
	// itself to heal the acolyte beside it, wounded in the fight.
	b := woundedPriest(t, "swade", "Bolt, Healing", rules.CurrentRevision)
	b.Figure("acolyte").Wounds = 1
	a := (&rules.Plain{}).Next(b)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"acolyte"}}, a)
	// Nobody with a Wound of the fight: no Healing.
	b.Figure("acolyte").Wounds = 0
	b.Figure("h1").Dead, b.Figure("h2").Dead = true, true
	a = (&rules.Plain{}).Next(b)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, a)
}
