package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// spearField is edgeField with a Spear (Reach 1) and a Pike (Reach 2)
// in Buck's hands after his Machete, Cultist 2 standing 2" to his right
// at (5, 3) with a Spear of its own, and keys added as scene does.
func spearField(t *testing.T, keys map[string]string) string {
	t.Helper()
	src := strings.Replace(edgeField, "      - {name: Machete, damage: str+d6}\n",
		"      - {name: Machete, damage: str+d6}\n      - {name: Spear, damage: str+d6, reach: 1}\n      - {name: Pike, damage: str+d8, reach: 2}\n", 1)
	src = strings.Replace(src, "at: [10, 0]", "at: [5, 3]", 1)
	i := strings.Index(src, "  - id: c2\n")
	src = src[:i] + strings.Replace(src[i:], "      - {name: Knife", "      - {name: Spear, damage: str+d6, reach: 1}\n      - {name: Knife", 1)
	return scene(t, src, keys)
}

// A weapon of Reach N strikes a foe N inches beyond adjacent: Buck at
// (3, 3) and a foe at (5, 3) are 2" apart (one square between them), in
// the Spear's Reach 1, not the Machete's; at (7, 3), 4" apart, beyond
// even the Pike's Reach 2. An attack naming no weapon takes the one of
// longest Reach when the foe is not adjacent (the Pike: d10 6, Wild d6 1
// = 6 vs Parry 5, a hit).
func TestAMeleeWeaponStrikesAsFarAsItsReach(t *testing.T) {
	b := newBattleAt(t, spearField(t, nil), 1, 5)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, "refused: Cultist 2 is not adjacent to Buck: a melee attack needs the bases to touch",
		tried(b, nil, rules.Melee{Who: "buck", Target: "c2", Weapon: "Machete"}))
	got := tried(b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c2"})
	assert.Contains(t, got, "Buck attacks Cultist 2 with the Pike: d10 6, Wild d6 1 = 6 vs 5: hit.")

	b = newBattleAt(t, strings.Replace(spearField(t, nil), "at: [5, 3]", "at: [7, 3]", 1), 1, 5)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, "refused: Cultist 2 is beyond the Pike's Reach 2\" of Buck",
		tried(b, nil, rules.Melee{Who: "buck", Target: "c2", Weapon: "Pike"}))

	// Revision 4: the bases had to touch, whatever the weapon.
	b = newBattleAt(t, spearField(t, nil), 1, 4)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, "refused: Cultist 2 is not adjacent to Buck: a melee attack needs the bases to touch",
		tried(b, nil, rules.Melee{Who: "buck", Target: "c2", Weapon: "Spear"}))
}

// First Strike reaches as far as the figure's longest Reach: Cultist 2
// walks from (8, 3) to (5, 3); at (6, 3) it is 3" from Buck, within his
// Pike's Reach 2, and he strikes there (d10 2, Wild d6 1 = a miss), then
// it walks on. Revision 4 waited for the bases to touch, which they never
// do here.
func TestFirstStrikeReachesAsFarAsThePike(t *testing.T) {
	src := strings.Replace(spearField(t, map[string]string{"buck": "edges: [First Strike]"}), "at: [5, 3]", "at: [8, 3]", 1)
	for rev, want := range map[int][]string{
		5: {"Buck vs Cultist 2: free attack: First Strike as Cultist 2 comes into reach.",
			"Buck attacks Cultist 2 with the Pike: d10 2, Wild d6 1 = 2 vs 5: miss.",
			"Cultist 2 moves to (5, 3) (3\")."},
		4: {"Cultist 2 moves to (5, 3) (3\")."},
	} {
		b := newBattleAt(t, src, 1, rev)
		fighttest.ToTurn(t, b, "c2", 0)
		assert.Equal(t, strings.Join(want, "\n"), tried(b, []int{2, 1}, rules.Move{Who: "c2", To: rules.Pos{X: 5, Y: 3}}), "revision %d", rev)
	}
}

// Counterattack reaches as far too: Cultist 2's Spear thrust from 2"
// away misses (d6 3 vs Parry 7) and Buck answers with his Pike (d10 8,
// Wild d6 2 = 8 vs 5, no two-weapons bonus as the cultist has two as
// well; Str d8 4 + d8 3 = 7 vs Toughness 5: Shaken).
func TestCounterattackReachesAFoeAtItsReach(t *testing.T) {
	b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Counterattack]"}), 1, 5)
	fighttest.ToTurn(t, b, "c2", 0)
	assert.Equal(t, strings.Join([]string{
		"Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss.",
		"Buck vs Cultist 2: free attack: Counterattack after Cultist 2's miss.",
		"Buck attacks Cultist 2 with the Pike: d10 8, Wild d6 2 = 8 vs 5: hit.",
		"Damage 2d8 (Pike) to Cultist 2: 4+3 = 7 vs Toughness 5: Shaken.",
	}, "\n"), tried(b, []int{3, 8, 2, 4, 3}, rules.Melee{Who: "c2", Target: "buck", Weapon: "Spear"}))
}
