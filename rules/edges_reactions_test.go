package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// approach is edgeField with Cultist 1 gone far off and Cultists 2 and 3
// standing 4" and 5" to Buck's right on his row, free to walk up to him.
func approach(t *testing.T, buck string) *rules.Battle {
	t.Helper()
	src := strings.Replace(edgeField, "at: [4, 3]", "at: [11, 7]", 1)
	src = strings.Replace(src, "at: [10, 0]", "at: [7, 3]", 1)
	src = strings.Replace(src, "at: [11, 0]", "at: [8, 2]", 1)
	return newBattle(t, scene(t, src, map[string]string{"buck": buck}), 1)
}

// First Strike: a foe that moves into Buck's reach is attacked at once,
// before it goes on; the move then ends where it was going. Buck's free
// Fighting attack: d10 8, Wild d6 2 = 8 vs Parry 5, a hit; Str d8 4 +
// Machete d6 3 = 7 vs Toughness 5: Shaken.
func TestFirstStrikeAttacksAFoeComingIntoReach(t *testing.T) {
	b := approach(t, "edges: [First Strike]")
	fighttest.ToTurn(t, b, "c2", 0)
	n := len(b.Events())
	script(b, 8, 2, 4, 3)
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 3}})
	assert.Equal(t, []string{
		"Buck vs Cultist 2: free attack: First Strike as Cultist 2 comes into reach.",
		"Buck attacks Cultist 2 with the Machete: d10 8, Wild d6 2 = 8 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 2: 4+3 = 7 vs Toughness 5: Shaken.",
		"Cultist 2 moves to (4, 3) (3\").",
	}, logFrom(b, n))
	assert.True(t, b.Figure("c2").Shaken)

	// Once a round: Cultist 3 walks up unharmed.
	apply(t, b, rules.EndTurn{Who: "c2"})
	fighttest.ToTurn(t, b, "c3", 0)
	n = len(b.Events())
	apply(t, b, rules.Move{Who: "c3", To: rules.Pos{X: 4, Y: 2}})
	assert.Equal(t, []string{"Cultist 3 moves to (4, 2) (4\")."}, logFrom(b, n))
}

// Improved First Strike strikes up to three different foes a round.
func TestImprovedFirstStrikeStrikesEachFoe(t *testing.T) {
	b := approach(t, "edges: [Improved First Strike]")
	fighttest.ToTurn(t, b, "c2", 0)
	script(b, 2, 1) // 2 vs 5: a miss
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 3}}, rules.EndTurn{Who: "c2"})
	fighttest.ToTurn(t, b, "c3", 0)
	n := len(b.Events())
	script(b, 2, 1)
	apply(t, b, rules.Move{Who: "c3", To: rules.Pos{X: 4, Y: 2}})
	assert.Equal(t, "Buck vs Cultist 3: free attack: First Strike as Cultist 3 comes into reach.", logFrom(b, n)[0])
}

// No First Strike while Shaken, nor for a foe already in reach that only
// steps around the hero.
func TestFirstStrikeNotShakenNorAlreadyAdjacent(t *testing.T) {
	b := approach(t, "edges: [First Strike]")
	b.Figure("buck").Shaken = true
	fighttest.ToTurn(t, b, "c2", 0)
	n := len(b.Events())
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 3}})
	assert.Equal(t, []string{"Cultist 2 moves to (4, 3) (3\")."}, logFrom(b, n))

	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [First Strike]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n = len(b.Events())
	apply(t, b, rules.Move{Who: "c1", To: rules.Pos{X: 4, Y: 4}})
	assert.Equal(t, []string{"Cultist 1 moves to (4, 4) (1\")."}, logFrom(b, n))
}

// Counterattack: a foe's Fighting attack on Buck that fails gives him a
// free attack on it at once; once a round (Improved: three times).
// Section 7's count: three foes miss him in one round: one counter
// (Improved: three). Each cultist: d6 2, +2 Gang Up = 4 vs Parry 7; each
// counter of Buck's: d10 2, Wild d6 1 = 2 vs 5, a miss.
func TestCounterattackCount(t *testing.T) {
	for _, tc := range []struct {
		edge     string
		counters int
	}{{"Counterattack", 1}, {"Improved Counterattack", 3}} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}, "c2", "c3"), 1)
		n := len(b.Events())
		for _, c := range []string{"c1", "c2", "c3"} {
			fighttest.ToTurn(t, b, c, 0)
			script(b, 2, 2, 1)
			apply(t, b, rules.Melee{Who: c, Target: "buck"}, rules.EndTurn{Who: c})
		}
		got := 0
		for _, l := range logFrom(b, n) {
			if strings.HasPrefix(l, "Buck vs Cultist") && strings.Contains(l, "Counterattack") {
				got++
			}
		}
		assert.Equal(t, tc.counters, got, tc.edge)
	}
}

// The counter's lines: the miss, the note, the free attack.
func TestCounterattackAfterAMiss(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Counterattack]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	script(b, 3, 8, 2, 4, 3)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Equal(t, []string{
		"Cultist 1 attacks Buck with the Knife: d6 3 = 3 vs 7: miss.",
		"Buck vs Cultist 1: free attack: Counterattack after Cultist 1's miss.",
		"Buck attacks Cultist 1 with the Machete: d10 8, Wild d6 2 = 8 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 4+3 = 7 vs Toughness 5: Shaken.",
	}, logFrom(b, n))

	// A hit gives no counter.
	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Counterattack]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n = len(b.Events())
	script(b, 6, 2, 1, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	for _, l := range logFrom(b, n) {
		assert.NotContains(t, l, "Counterattack")
	}
}

// A free attack from an Edge drops the attacker's Edge bonuses (section
// 6.5): Buck's Trademark Weapon +1 is on his own attack, not on his First
// Strike.
func TestFreeAttackDropsEdgeBonuses(t *testing.T) {
	b := approach(t, "edges: [First Strike, Trademark Weapon (Machete)]")
	fighttest.ToTurn(t, b, "c2", 0)
	n := len(b.Events())
	script(b, 2, 1)
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 3}})
	assert.Equal(t, "Buck attacks Cultist 2 with the Machete: d10 2, Wild d6 1 = 2 vs 5: miss.", logFrom(b, n)[1])
}

// Deluxe's Counterattack is at -2 (Improved: no penalty).
func TestDeluxeCounterattackPenalty(t *testing.T) {
	for _, tc := range []struct {
		edge, line string
	}{
		{"Counterattack", "Buck attacks Cultist 1 with the Machete: d10 8, Wild d6 2, -2 Counterattack = 6 vs 5: hit."},
		{"Improved Counterattack", "Buck attacks Cultist 1 with the Machete: d10 8, Wild d6 2 = 8 vs 5: hit."},
	} {
		b := newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}), 1)
		fighttest.ToTurn(t, b, "c1", 0)
		n := len(b.Events())
		script(b, 3, 8, 2, 1, 1)
		apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
		assert.Equal(t, tc.line, logFrom(b, n)[2], tc.edge)
	}
}

// The figure with First Strike may decline (its seat is asked through the
// battle's Reaction policy); the answer is kept with the action, so an
// undo and replay strike or not as it was answered. A declined First
// Strike is still there for the next foe.
func TestFirstStrikeMayBeDeclined(t *testing.T) {
	b := approach(t, "edges: [First Strike]")
	asked := 0
	b.Reaction = func(f *rules.Figure, what, target string) bool {
		asked++
		return target == "c3"
	}
	fighttest.ToTurn(t, b, "c2", 0)
	n := len(b.Events())
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 3}})
	assert.Equal(t, []string{"Cultist 2 moves to (4, 3) (3\")."}, logFrom(b, n))
	assert.Equal(t, 1, asked)
	apply(t, b, rules.EndTurn{Who: "c2"})
	fighttest.ToTurn(t, b, "c3", 0)
	n = len(b.Events())
	apply(t, b, rules.Move{Who: "c3", To: rules.Pos{X: 4, Y: 2}})
	assert.Equal(t, "Buck vs Cultist 3: free attack: First Strike as Cultist 3 comes into reach.", logFrom(b, n)[0])
	want := b.Log()
	b.Reaction = func(*rules.Figure, string, string) bool { panic("a replay asks nobody") }
	apply(t, b, rules.EndTurn{Who: "c3"})
	require.NoError(t, b.Undo())
	assert.Equal(t, want, b.Log())
}

// Extraction: withdrawing, one adjacent foe (Improved: three) gets no
// free attack; the best fighter is spared first. Buck leaves Cultists 1
// and 2 (Cultist 2 a better fighter, Fighting d8).
func TestExtractionSparesTheWithdrawal(t *testing.T) {
	for _, tc := range []struct {
		edge    string
		attacks int
	}{{"Extraction", 1}, {"Improved Extraction", 0}} {
		src := strings.Replace(edgeField, "fighting: d6, shooting: d6, athletics: d6, notice: d4}\n    weapons:\n      - {name: Knife, damage: str+d4}\n      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 6, pistol: true}\n  - id: c3",
			"fighting: d8, shooting: d6, athletics: d6, notice: d4}\n    weapons:\n      - {name: Knife, damage: str+d4}\n      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 6, pistol: true}\n  - id: c3", 1)
		b := newBattle(t, scene(t, src, map[string]string{"buck": "edges: [" + tc.edge + "]"}, "c2"), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		n := len(b.Events())
		script(b, 1, 1, 1, 1)
		apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 6}})
		log := logFrom(b, n)
		assert.Contains(t, log, "Cultist 2 vs Buck: no free attack: Buck withdraws with Extraction.", tc.edge)
		got := 0
		for _, l := range log {
			if strings.HasSuffix(l, "free attack: Buck withdraws from melee.") {
				got++
			}
		}
		assert.Equal(t, tc.attacks, got, "%s: %q", tc.edge, log)
	}
}

// Improved First Strike in swade strikes at most three foes a round; in
// deluxe every foe that comes into reach (CHARACTERS 6.18). Four cultists
// walk up to Buck one after the other in the first round, each free
// attack a miss (d10 2, Wild d6 1 = 2 vs 5): the fourth to come is struck
// in deluxe only.
func TestImprovedFirstStrikeStrikesThreeFoesInSwadeAndEveryFoeInDeluxe(t *testing.T) {
	for _, tc := range []struct {
		edition string
		fourth  bool
	}{{"", false}, {"edition: deluxe", true}} {
		src := strings.Replace(edgeField, "at: [4, 3]", "at: [6, 5]", 1)
		src = strings.Replace(src, "at: [10, 0]", "at: [7, 3]", 1)
		src = strings.Replace(src, "at: [11, 0]", "at: [8, 2]", 1)
		src = strings.Replace(src, "at: [11, 1]", "at: [6, 1]", 1)
		b := newBattle(t, tc.edition+scene(t, src, map[string]string{"buck": "edges: [Improved First Strike]"}), 1)
		to := map[string]rules.Pos{"c2": {X: 4, Y: 3}, "c3": {X: 4, Y: 2}, "c4": {X: 3, Y: 2}, "c1": {X: 3, Y: 4}}
		if len(b.NextUp()) == 0 {
			apply(t, b, rules.StartRound{})
		}
		var struck []string
		for moved := 0; moved < len(to); {
			next := b.NextUp()
			require.NotEmpty(t, next, "all four walk up in the first round")
			who := next[0]
			dest, walks := to[who]
			require.NoError(t, b.Apply(rules.StartTurn{Who: who}))
			if walks {
				n := len(b.Events())
				script(b, 2, 1)
				apply(t, b, rules.Move{Who: who, To: dest})
				if strings.Contains(strings.Join(logFrom(b, n), "\n"), "First Strike as") {
					struck = append(struck, who)
				}
				moved++
			}
			apply(t, b, rules.EndTurn{Who: who})
		}
		want := 3
		if tc.fourth {
			want = 4
		}
		assert.Len(t, struck, want, "edition %q: %v struck", tc.edition, struck)
	}
}
