package rules_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// arcaneScene is the casters' scene (cast_test.go) with keys added to
// figures, at the High Priest's turn, under a revision.
func arcaneScene(t *testing.T, edition string, rev int, keys map[string]string) *rules.Battle {
	t.Helper()
	b := newBattleAt(t, scene(t, "edition: "+edition+"\n"+casters, keys), 1, rev)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

// CHARACTERS.md 5.1: the Power Points Edge is 5 more: the priest's 15
// become 20.
func TestThePowerPointsEdgeGivesFiveMore(t *testing.T) {
	b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Power Points]"})
	f := b.Figure("priest")
	assert.Equal(t, 20, f.MaxPowerPoints())
	assert.Equal(t, 20, f.PowerPoints())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
	assert.Equal(t, 18, f.PowerPoints(), "Deflection's 2 off 20")

	b = arcaneScene(t, "deluxe", rules.CurrentRevision, map[string]string{"priest": "edges: [Power Points]"})
	assert.Equal(t, 20, b.Figure("priest").PowerPoints(), "deluxe too")
}

// CHARACTERS.md 5.1: Channeling: a raise on the activation costs 1 PP
// less; a plain success pays in full, a failure 1 PP still.
func TestChannelingRaiseCostsOnePowerPointLess(t *testing.T) {
	ch := map[string]string{"priest": "edges: [Channeling]"}
	for _, c := range []struct {
		faces []int
		spent int
		why   string
	}{
		{[]int{8, 1}, 1, "a raise (8): Deflection's 2 less 1"},
		{[]int{5, 1}, 2, "a success (5): the full 2"},
		{[]int{2, 3}, 1, "a failure (3): 1, as always"},
	} {
		b := arcaneScene(t, "swade", rules.CurrentRevision, ch)
		script(b, c.faces...)
		apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
		assert.Equal(t, 15-c.spent, b.Figure("priest").PowerPoints(), c.why)
	}
	// A Bolt's raise is its total against 4: d10 9 is a raise, 1 PP -> 0.
	b := arcaneScene(t, "swade", rules.CurrentRevision, ch)
	script(b, 9, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Equal(t, 15, b.Figure("priest").PowerPoints(), "a raised Bolt costs 0")
}

// CHARACTERS.md 5.2: Concentration doubles Duration: Protection lasts 10
// rounds, and a renewal adds 10 more.
func TestConcentrationDoublesAPowersDuration(t *testing.T) {
	b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Concentration]"})
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	assert.Equal(t, "Acolyte gets armor +2 (Protection) for 10 rounds.", logFrom(b, n)[1])
	apply(t, b, rules.Maintain{Who: "priest", Power: "Protection"})
	assert.Equal(t, 20, b.Figure("acolyte").Effects[0].Span)
}

// CHARACTERS.md 5.1: Power Surge: 10 PP back when the caster acts on a
// Joker, never above its most. The priest has spent 12 of 15 (3 left):
// the Joker gives 10 back (13); having spent 4, it gives 4 (15).
func TestPowerSurgeGivesTenPowerPointsBackOnAJoker(t *testing.T) {
	for _, c := range []struct{ spent, left int }{{12, 13}, {4, 15}, {0, 15}} {
		b := newBattle(t, scene(t, "edition: swade\n"+casters, map[string]string{"priest": "edges: [Power Surge]"}), 1)
		b.Figure("priest").PowerPointsSpent = c.spent
		stackDeck(t, b, "Red Joker", "2♣", "3♣", "4♣", "5♣", "6♣")
		apply(t, b, rules.StartRound{})
		require.True(t, b.Fight.Init.Joker("priest"), "the priest is dealt the Joker")
		fighttest.ToTurn(t, b, "priest", 0)
		assert.Equal(t, c.left, b.Figure("priest").PowerPoints(), "spent %d", c.spent)
	}
	// Without a Joker nothing comes back.
	b := newBattle(t, scene(t, "edition: swade\n"+casters, map[string]string{"priest": "edges: [Power Surge]"}), 1)
	b.Figure("priest").PowerPointsSpent = 12
	stackDeck(t, b, "K♠", "2♣", "3♣", "4♣", "5♣", "6♣")
	apply(t, b, rules.StartRound{})
	fighttest.ToTurn(t, b, "priest", 0)
	assert.Equal(t, 3, b.Figure("priest").PowerPoints())
}

// CHARACTERS.md 2.5 (swade): Arcane Resistance: -2 to an arcane skill
// roll aimed at the figure, even an ally's (Improved -4), and -2 (-4) to
// a power's damage to it; a template cast at a point takes no penalty.
func TestArcaneResistanceHindersPowersAimedAtTheFigure(t *testing.T) {
	for rank, edge := range map[int]string{2: "Arcane Resistance", 4: "Improved Arcane Resistance"} {
		b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"buck": "edges: [" + edge + "]", "acolyte": "edges: [" + edge + "]"})
		pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
		require.NoError(t, err)
		v, ok := edgeMod(pl.Rolls[0].Mods(0), "Arcane Resistance")
		assert.True(t, ok, edge)
		assert.Equal(t, -rank, v, "%s on the Bolt's roll", edge)
		pl, err = b.Preview(rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
		require.NoError(t, err)
		v, _ = edgeMod(pl.Rolls[0].Mods(0), "Arcane Resistance")
		assert.Equal(t, -rank, v, "%s on an ally's Protection", edge)
		at := rules.Spot{X: 8.5, Y: 3.5}
		pl, err = b.Preview(rules.Cast{Who: "priest", Power: "Blast", At: &at})
		require.NoError(t, err)
		_, ok = edgeMod(pl.Rolls[0].Mods(0), "Arcane Resistance")
		assert.False(t, ok, "a Blast is cast at a point")

		// The Bolt's damage: d10 10 less 2 is 8, a raise: 3d6 3+3+3 = 9
		// less 2 is 7; less 4 it is 6, a hit: 2d6 3+3 = 6 less 4 is 2;
		// against Buck's Toughness 6.
		b = arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"buck": "edges: [" + edge + "]"})
		n := len(b.Events())
		script(b, 10, 1, 3, 3, 3)
		apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
		dmg := lineWith(t, b, n, "Damage")
		assert.Contains(t, dmg, strconv.Itoa(-rank)+" Arcane Resistance", edge)
		assert.Contains(t, dmg, "= "+strconv.Itoa(map[int]int{2: 7, 4: 2}[rank])+" vs Toughness 6", edge)
	}
}

// CHARACTERS.md 2.5 (deluxe): Arcane Resistance is +2 to resist powers
// and 2 Armor against their damage (Improved +4, 4).
func TestDeluxeArcaneResistanceResistsAndArmorsAgainstPowers(t *testing.T) {
	b := arcaneScene(t, "deluxe", rules.CurrentRevision, map[string]string{"buck": "edges: [Improved Arcane Resistance]"})
	n := len(b.Events())
	// Stun is cast (d10 6); Buck's Vigor d8 1, Wild d6 2, +4 = 6: resisted
	// (2 without it).
	script(b, 6, 1, 1, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	assert.Contains(t, lineWith(t, b, n, "Vigor (Stun)"), "+4 Arcane Resistance")
	assert.False(t, b.Figure("buck").Shaken, "resisted with the +4: %q", logFrom(b, n))

	b = arcaneScene(t, "deluxe", rules.CurrentRevision, map[string]string{"buck": "edges: [Arcane Resistance]"})
	buck := b.Figure("buck")
	spec := rules.DamageSpec{Damage: rules.Damage{Dice: []rules.Die{rules.D6, rules.D6}}, Power: rules.Deluxe}
	got := buck.DamageAgainst(spec)
	assert.Equal(t, rules.Mods{{Name: "Arcane Resistance", Value: 2}}, got.Armor, "2 Armor against a power")
	spec.Power = ""
	assert.Empty(t, buck.DamageAgainst(spec).Armor, "none against a sword")
}

// The arcane Edges under revisions 4 and 5 (fifthCases): revision 4
// kept the names and played none of them.

func ppEdgeByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"priest": "edges: [Power Points]"})
	return "Power Points left: " + strconv.Itoa(b.Figure("priest").PowerPoints())
}

func channelingByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"priest": "edges: [Channeling]"})
	return tried(b, []int{8, 1}, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
}

func concentrationByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"priest": "edges: [Concentration]"})
	return tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
}

func powerSurgeByRevision(t *testing.T, rev int) string {
	b := newBattleAt(t, scene(t, "edition: swade\n"+casters, map[string]string{"priest": "edges: [Power Surge]"}), 1, rev)
	b.Figure("priest").PowerPointsSpent = 12
	stackDeck(t, b, "Red Joker", "2♣", "3♣", "4♣", "5♣", "6♣")
	apply(t, b, rules.StartRound{})
	fighttest.ToTurn(t, b, "priest", 0)
	return "Power Points left: " + strconv.Itoa(b.Figure("priest").PowerPoints())
}

func arcaneResistanceByRevision(edge string) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		b := arcaneScene(t, "swade", rev, map[string]string{"buck": "edges: [" + edge + "]"})
		return tried(b, []int{5, 1, 3, 3}, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	}
}

// CHARACTERS.md 5.1: Soul Drain: a level of Fatigue for up to 5 Power
// Points, a second level for 5 more, never the one that Incapacitates.
// The priest has spent 12 of 15 (3 left): Fatigued, 8; Exhausted, 13;
// then refused. It is no action: he may still cast after it.
func TestSoulDrainTradesFatigueForFivePowerPoints(t *testing.T) {
	b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Soul Drain]"})
	f := b.Figure("priest")
	f.PowerPointsSpent = 12
	n := len(b.Events())
	apply(t, b, rules.SoulDrain{Who: "priest"})
	assert.Equal(t, []string{"High Priest is Fatigued (Soul Drain).", "High Priest gets 5 Power Points back (8 left) (Soul Drain)."}, logFrom(b, n))
	assert.Equal(t, 1, f.Fatigue)
	apply(t, b, rules.SoulDrain{Who: "priest"})
	assert.Equal(t, 13, f.PowerPoints())
	assert.Equal(t, 2, f.Fatigue)
	refused(t, b, rules.SoulDrain{Who: "priest"}, "High Priest is Exhausted: another level of Fatigue would Incapacitate it")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})

	// Up to 5: with 2 spent, 2 come back.
	b = arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Soul Drain]"})
	b.Figure("priest").PowerPointsSpent = 2
	apply(t, b, rules.SoulDrain{Who: "priest"})
	assert.Equal(t, 15, b.Figure("priest").PowerPoints())
	refused(t, b, rules.SoulDrain{Who: "priest"}, "High Priest has all its 15 Power Points: Soul Drain would gain nothing")
	// Without the Edge, or under revision 4, it is refused.
	b = arcaneScene(t, "swade", rules.CurrentRevision, nil)
	refused(t, b, rules.SoulDrain{Who: "priest"}, "High Priest does not have the Edge Soul Drain")
}

func soulDrainByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"priest": "edges: [Soul Drain]"})
	b.Figure("priest").PowerPointsSpent = 12
	return tried(b, nil, rules.SoulDrain{Who: "priest"})
}

// CHARACTERS.md 2.5: Holy Warrior (swade) adds +1 per Power Point spent,
// at most 4, to a Soak total. The priest (one benny) takes 1 Wound (2d6
// 5+4, raise d6 1 = 10 vs Toughness 5) and Soaks: Vigor d6 2, Wild d6 1
// = 2, short of 4 by 2: 2 Power Points make it 4 and soak the Wound.
// With 1 Power Point left it cannot; a Soak of 4 needs none.
func TestHolyWarriorSpendsPowerPointsToSoakAWound(t *testing.T) {
	for _, c := range []struct {
		soak               []int
		spent, left, wound int
	}{{[]int{2, 1}, 0, 13, 0}, {[]int{2, 1}, 14, 1, 1}, {[]int{4, 1}, 0, 15, 0}} {
		b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Holy Warrior]"})
		b.Soak = rules.DefaultSoak
		f := b.Figure("priest")
		f.Bennies, f.PowerPointsSpent = 1, c.spent
		n := len(b.Events())
		script(b, append([]int{5, 4, 1}, c.soak...)...)
		_, err := b.Damage(rules.DamageSpec{Who: "buck", Weapon: "test", Damage: rules.Damage{Dice: []rules.Die{rules.D6, rules.D6}}}, f)
		require.NoError(t, err)
		assert.Equal(t, c.left, f.PowerPoints(), "%q", logFrom(b, n))
		assert.Equal(t, c.wound, f.Wounds)
		if c.left == 13 {
			assert.Contains(t, logFrom(b, n), "High Priest spends 2 Power Points: Soak 4, soaks 1 of 1 (13 left) (Holy Warrior).")
		}
	}
}

func holyWarriorByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"priest": "edges: [Holy Warrior]"})
	b.Soak = rules.DefaultSoak
	b.Figure("priest").Bennies = 1
	n := len(b.Events())
	script(b, 5, 4, 1, 2, 1)
	_, err := b.Damage(rules.DamageSpec{Who: "buck", Weapon: "test", Damage: rules.Damage{Dice: []rules.Die{rules.D6, rules.D6}}}, b.Figure("priest"))
	require.NoError(t, err)
	return strings.Join(logFrom(b, n), "\n")
}

// The help for the arcane Edges states their numbers (CHARACTERS.md 2.5,
// 5.1): Arcane Resistance -2 (-4) to the activation and the damage, Soul
// Drain up to 5 Power Points, Holy Warrior at most 4.
func TestArcaneEdgesHelpStatesTheirNumbers(t *testing.T) {
	text := ""
	for _, h := range rules.Help() {
		if h.Key == "edge_arcane" {
			text = h.Text
		}
	}
	for _, want := range []string{"Power Points: 5 more", "costs 1 Power Point less", "gets 10 Power Points back",
		"is cast at -2 (-4), and a power's damage to it is -2 (-4)", "+2 (+4) to resist powers and 2 (4) Armor",
		"Fatigue for up to 5 Power Points", "falls short of soaking one more Wound by at most 4",
		"Wizard and Mentalist are kept as notes and change no roll: the rules texts battlemat follows give no numbers"} {
		assert.Contains(t, text, want)
	}
}

// Wizard and Mentalist are kept as notes: a Psionics caster with
// Mentalist rolls its activation with no bonus of it, a Wizard pays the
// full cost on a raise.
func TestWizardAndMentalistChangeNoRoll(t *testing.T) {
	for _, edge := range []string{"Wizard", "Mentalist"} {
		sc := strings.Replace(casters, "arcane: {skill: faith, power_points: 15}", "arcane: {skill: faith, power_points: 15}\n    edges: ["+edge+"]", 1)
		b := newBattle(t, "edition: swade\n"+sc, 1)
		fighttest.ToTurn(t, b, "priest", 0)
		require.Contains(t, b.Figure("priest").Edges, edge)
		pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
		require.NoError(t, err)
		assert.Equal(t, 0, pl.Rolls[0].Roll.Mods.Sum(), edge)
		script(b, 9, 1, 1, 1, 1)
		apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
		assert.Equal(t, 14, b.Figure("priest").PowerPoints(), edge+": a raise still costs 1")
	}
}
