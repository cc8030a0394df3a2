package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deluxeCaster: the deluxe priest with the powers named, on its turn,
// under the revision; wide puts 24 more columns east of the map.
func deluxeCaster(t *testing.T, powers string, rev int, wide bool) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "["+powers+"]", 1)
	if wide {
		sc = strings.ReplaceAll(sc, "......\"\n", "......"+strings.Repeat(".", 24)+"\"\n")
	}
	b := newBattleAt(t, "edition: deluxe\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

func TestDeluxeBlindCostsTwoFourAsAMediumBlastAndSixAsALargeOne(t *testing.T) {
	b := deluxeCaster(t, "Blind", rules.CurrentRevision, false)
	pw, ok := rules.LookupPower(rules.Deluxe, "Blind")
	require.True(t, ok)
	assert.Equal(t, 48, pw.Inches, "12/24/48")
	var opts []string
	for _, m := range rules.PowerModsFor(rules.Deluxe, "Blind") {
		opts = append(opts, m.Name)
		assert.Equal(t, map[string]int{"Medium Blast": 2, "Large Blast": 4}[m.Name], m.PP, m.Name)
	}
	assert.Equal(t, []string{"Medium Blast", "Large Blast"}, opts)
	n := len(b.Events())
	script(b, 5, 1) // Faith d10 5: a success, -2
	apply(t, b, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
	assert.Contains(t, logFrom(b, n), "High Priest spends 2 Power Points on Blind (13 left).")
	// Revision 7 played swade's effect (revision 8's own: TestDeluxeBlindIsAvoidedByAgilityOrShakesAndLowersParryForARound).
	b = deluxeCaster(t, "Blind", 7, false)
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
	var got rules.Mods
	for _, e := range b.Figure("buck").Effects {
		got = append(got, rules.Modifier{Name: string(e.Change) + " " + e.Detail, Value: e.Value})
	}
	assert.Equal(t, rules.Mods{{Name: "attack ", Value: -2}, {Name: "trait notice", Value: -2}}, got, "as in swade")

	b = deluxeCaster(t, "Blind", rules.CurrentRevision, false)
	at := rules.Spot{X: 9, Y: 3}
	script(b, 5, 1, 6, 1, 6, 1) // the hands under it roll nothing: Blind has no roll to resist
	apply(t, b, rules.Cast{Who: "priest", Power: "Blind", At: &at, Mods: []string{"Large Blast"}})
	assert.Equal(t, 9, b.Figure("priest").PowerPoints(), "a Large Blast: 2 + 4")
}

func TestDeluxeSlumberReachesSmartsTwiceAndLastsAMinuteKeptUpAMinuteForAPoint(t *testing.T) {
	b := deluxeCaster(t, "Slumber", rules.CurrentRevision, false)
	// Buck is 6" off, within Smarts d6 x2 = 12"; his Spirit d8 2 fails.
	script(b, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slumber", Targets: []string{"buck"}})
	require.True(t, rules.Asleep(b.Figure("buck")))
	var span int
	for _, e := range b.Figure("buck").Effects {
		span = max(span, e.Span)
	}
	assert.Equal(t, 10, span, "a minute: 10 rounds")
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
	apply(t, b, rules.Maintain{Who: "priest", Power: "Slumber"})
	span = 0
	for _, e := range b.Figure("buck").Effects {
		span = max(span, e.Span)
	}
	assert.Equal(t, 20, span, "1 Power Point keeps it a minute more")
	assert.Equal(t, 12, b.Figure("priest").PowerPoints())
}

func TestDeluxeTeleportBuysTenInchesAPowerPoint(t *testing.T) {
	b := deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at := rules.Spot{X: 24.5, Y: 3.5} // 22" east of the priest
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &at},
		"(24.5, 3.5) is 22\" from High Priest: Teleport carries 15\" at most (with a raise)")
	// +10 inches, 1 PP more: 20" (30" with a raise). A success without a
	// raise lands 20" along the way.
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &at, Mods: []string{"+10 inches"}})
	p, _ := b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 22, Y: 3}, p)
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "3 + 1")

	b = deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	script(b, 10, 1, 1) // 11: a raise, 30" reach
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &at, Mods: []string{"+10 inches"}})
	p, _ = b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 24, Y: 3}, p, "the raise carries it all the way")
}

// Deluxe Teleport buys at most 3 Power Points of distance, 40" (60"
// with a raise) for 6 in all: its options name the whole of what is
// bought, so a casting takes one of them. Two together (+10 and +30
// inches, 4 more Power Points for 40" more) would pass the cap.
func TestDeluxeTeleportTakesOneDistanceOption(t *testing.T) {
	b := deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at := rules.Spot{X: 24.5, Y: 3.5}
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &at, Mods: []string{"+10 inches", "+30 inches"}},
		"Teleport takes one of +10 inches, +20 inches and +30 inches: each names the whole distance bought (3 Power Points at most)")
	assert.Equal(t, 15, b.Figure("priest").PowerPoints())
}
