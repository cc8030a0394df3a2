package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTeleportsAdditionalRecipientsCostOneEachAndLandBesideTheDestination(t *testing.T) {
	b := castingWith(t, "swade", "Teleport")
	at := rules.Spot{X: 6.5, Y: 3.5}
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", Targets: []string{"priest", "acolyte"}, At: &at})
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "Teleport 2 + one more recipient 1 = 3 of 15")
	p, _ := b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 6, Y: 3}, p, "the first recipient on the destination")
	a, _ := b.Battlefield.Position("acolyte")
	assert.Equal(t, 1, max(abs(a.X-6), abs(a.Y-3)), "the second on a free square beside it: %v", a)
}

// foeBeside: Buck (Parry 6, Spirit d8) stands next to the priest.
func foeBeside(t *testing.T) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Teleport]", 1)
	sc = strings.Replace(sc, "at: [8, 3]", "at: [3, 3]", 1)
	b := newBattle(t, "edition: swade\n"+sc, 1)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

func TestTeleportFoeTouchesTheFoeThenItsSpiritMustBeatTheCasting(t *testing.T) {
	b := foeBeside(t)
	at := rules.Spot{X: 12.5, Y: 3.5}
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", Targets: []string{"acolyte"}, At: &at, Mods: []string{"Teleport Foe"}},
		"Teleport Foe sends a foe away: Acolyte is not one")
	n := len(b.Events())
	// Faith d10 8 = 8; the touch: Fighting d6 5 +2 = 7 vs Parry 6; Buck's
	// Spirit d8 3 against 8 fails: he is sent 9" east.
	script(b, 8, 1, 5, 1, 3, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", Targets: []string{"buck"}, At: &at, Mods: []string{"Teleport Foe"}})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "+2 touch attack = 7 vs 6: touches", log)
	assert.Contains(t, log, "Spirit (against Teleport Foe)", log)
	p, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 12, Y: 3}, p)
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "Teleport 2 + Teleport Foe 2")

	c := foeBeside(t)
	// The same casting, Buck's Spirit 8 ties the 8: he stays.
	script(c, 8, 1, 5, 1, 8, 2, 1)
	apply(t, c, rules.Cast{Who: "priest", Power: "Teleport", Targets: []string{"buck"}, At: &at, Mods: []string{"Teleport Foe"}})
	q, _ := c.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 3, Y: 3}, q, "a tie keeps him where he is")
	require.Contains(t, strings.Join(c.Log(), "\n"), "Buck resists and stays (Teleport).")
}
