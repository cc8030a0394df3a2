package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// dispelOnHold is the casters' table under the revision with Buck a
// mage with Dispel (Spellcasting d8, 10 Power Points) on Hold 6" from
// the High Priest, whose turn it is.
func dispelOnHold(t *testing.T, rev int) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, notice: d6}",
		"traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, notice: d6, athletics: d6, spellcasting: d8}\n    arcane: {skill: spellcasting, power_points: 10}\n    powers: [Dispel]", 1)
	sc = strings.Replace(sc, "notice: d6}\n    arcane: {skill: faith", "notice: d6, athletics: d6}\n    arcane: {skill: faith", 1)
	b := newBattleAt(t, "edition: swade\n"+sc, 1, rev)
	for range 10 { // a round where Buck is up before the priest
		fighttest.UpTo(t, b, "buck")
		if !b.Fight.Init.Acted["priest"] {
			apply(t, b, rules.Hold{Who: "buck"})
			fighttest.ToTurn(t, b, "priest", 0)
			return b
		}
		apply(t, b, rules.StartTurn{Who: "buck"}, rules.EndTurn{Who: "buck"})
	}
	t.Fatal("Buck never came before the priest")
	return nil
}

// The counter (rules revision 8): Buck wins the interrupt (Athletics 5
// vs 3), casts Dispel (Spellcasting 7, -2 against Faith: 5) and the
// priest's Faith roll against it (4) falls short: the Stun never happens,
// the priest's action and its 2 Power Points are spent, Buck's Hold and 1
// Power Point are.
func TestADispelOnHoldCountersAPowerAsItIsCast(t *testing.T) {
	b := dispelOnHold(t, rules.CurrentRevision)
	n := len(b.Events())
	script(b, 5, 1, 3, 1, 7, 1, 4, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	assert.Equal(t, []string{
		"Buck tries to counter High Priest's Stun with Dispel.",
		"Buck rolls Athletics against High Priest: d6 5, Wild d6 1 = 5.",
		"High Priest rolls Athletics against Buck: d6 3, Wild d6 1 = 3.",
		"Buck, on Hold, tries to interrupt High Priest: Athletics 5 vs 3: Buck acts first.",
		"Buck casts Dispel on High Priest with Spellcasting: d8 7, Wild d6 1, -2 another Arcane Background = 5 vs 4: success.",
		"High Priest rolls Faith (against Dispel): d10 4, Wild d6 2 = 4 vs 5: failure.",
		"Buck spends 1 Power Point on Dispel (9 left).",
		"High Priest loses Stun to Buck's counter, spending 2 Power Points (13 left) (Dispel).",
	}, logFrom(b, n))
	assert.False(t, b.Figure("buck").Stunned)
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
	assert.Equal(t, 9, b.Figure("buck").PowerPoints())
	assert.NotContains(t, b.Interrupters(), "buck", "its Hold went on the counter")
	refused(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}}, "High Priest has taken its action this turn (declare a multi-action at the start of the turn)")
}

// The caster keeps its power on a tie against the Dispel (5 vs 5), as
// against any Dispel; a holder who loses the interrupt lets the power go
// off and acts right after; one who declines is not asked again.
func TestACounteredCasterKeepsItsPowerOnATieAndALostInterruptLetsItGo(t *testing.T) {
	b := dispelOnHold(t, rules.CurrentRevision)
	n := len(b.Events())
	script(b, 5, 1, 3, 1, 7, 1, 5, 2, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Contains(t, log, "High Priest rolls Faith (against Dispel): d10 5, Wild d6 2 = 5 vs 5: success.")
	assert.Contains(t, log, "High Priest casts Stun through the counter.")
	assert.Contains(t, log, "Buck is Stunned: prone, Distracted and Vulnerable (Stun).")

	b = dispelOnHold(t, rules.CurrentRevision)
	n = len(b.Events())
	script(b, 2, 1, 5, 1, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	log = logFrom(b, n)
	assert.Contains(t, log, "Buck, on Hold, tries to interrupt High Priest: Athletics 2 vs 5: High Priest acts first.")
	assert.NotContains(t, strings.Join(log, "\n"), "Dispel on High Priest")
	assert.Contains(t, log, "Buck is Stunned: prone, Distracted and Vulnerable (Stun).")

	b = dispelOnHold(t, rules.CurrentRevision)
	var asked []string
	b.Reaction = func(f *rules.Figure, what, target string) bool {
		asked = append(asked, f.ID+" "+what+" "+target)
		return false
	}
	n = len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	assert.Equal(t, []string{"buck Dispel priest"}, asked)
	assert.Equal(t, "High Priest casts Protection on Acolyte with Faith: d10 5, Wild d6 1 = 5 vs 4: success.", logFrom(b, n)[0])
	assert.True(t, b.Fight.Init.Hold["buck"], "a holder who declines keeps its Hold")
}

// Only a foe within its Dispel's range (Smarts: 6" for Buck) is offered
// the counter.
func TestADispelOutOfRangeCannotCounter(t *testing.T) {
	b := dispelOnHold(t, rules.CurrentRevision)
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 9, Y: 5}))
	asked := 0
	b.Reaction = func(*rules.Figure, string, string) bool { asked++; return true }
	script(b, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Zero(t, asked, "7\" away")
}
