package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The Size Table's typical Reach as the default of a big creature's
// natural weapons (revision 7, SizeReach): Large 1, Huge 2, Gargantuan
// 3, none below Large (CHARACTERS.md 1.1).

// bigClaws is a field with Buck (Fighting d10, Parry 7) at (3, 3) and
// a beast of the Size with Claws (Str+d6) and the YAML lines more,
// its base's top-left square at.
func bigClaws(t *testing.T, size, at, more string) string {
	t.Helper()
	src := `
name: Claws
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [3, 3]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d10, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Machete, damage: str+d6}
  - id: beast
    name: Beast
    side: monsters
    at: ` + at + `
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d10, vigor: d8, fighting: d6, athletics: d6, notice: d6}
    abilities: ["Size ` + size + `", "Claws: Str+d6"]
`
	if more != "" {
		src += "    " + strings.ReplaceAll(more, "\n", "\n    ") + "\n"
	}
	return src
}

func TestTypicalReachFollowsTheSizeTable(t *testing.T) {
	for size, want := range map[int]int{-4: 0, -1: 0, 3: 0, 4: 1, 7: 1, 8: 2, 11: 2, 12: 3, 20: 3} {
		assert.Equal(t, want, rules.TypicalReach(size), "Size %d", size)
	}
}

// A Large (Size 4, a 2x2 base at (5, 3)) creature's Claws strike Buck
// at (3, 3), 2" away (one square between them): its typical Reach 1.
// Revision 6 gave natural weapons no Reach: the blow was refused.
func TestALargeCreaturesClawsStrikeOneInchBeyondAdjacent(t *testing.T) {
	for rev, want := range map[int]string{
		6: "refused: Buck is not adjacent to Beast: a melee attack needs the bases to touch",
		7: "Beast attacks Buck with the Claws: d6 5, -2 Scale = 3 vs 7: miss.",
	} {
		b := newBattleAt(t, bigClaws(t, "4", "[5, 3]", ""), 1, rev)
		fighttest.ToTurn(t, b, "beast", 0)
		assert.Equal(t, 2.0, b.Battlefield.Distance("beast", "buck"))
		assert.Equal(t, want, tried(b, []int{5}, rules.Melee{Who: "beast", Target: "buck"}), "revision %d", rev)
	}
}

// A Huge (Size 8, 3x3) creature reaches 2" beyond adjacent: Buck 3"
// from its base is struck, 4" from it is not.
func TestAHugeCreaturesClawsReachTwoInches(t *testing.T) {
	b := newBattleAt(t, bigClaws(t, "8", "[6, 2]", ""), 1, 7)
	fighttest.ToTurn(t, b, "beast", 0)
	require.Equal(t, 3.0, b.Battlefield.Distance("beast", "buck"))
	assert.Contains(t, tried(b, []int{6, 1}, rules.Melee{Who: "beast", Target: "buck"}), "Beast attacks Buck with the Claws:")

	b = newBattleAt(t, bigClaws(t, "8", "[7, 2]", ""), 1, 7)
	fighttest.ToTurn(t, b, "beast", 0)
	require.Equal(t, 4.0, b.Battlefield.Distance("beast", "buck"))
	assert.Equal(t, "refused: Buck is beyond the Claws's Reach 2\" of Beast",
		tried(b, nil, rules.Melee{Who: "beast", Target: "buck", Weapon: "Claws"}))
}

// The typical Reach is a default only: a natural weapon whose stat
// block gives a Reach keeps it (a Huge creature's Bite of Reach 1 does
// not strike 3" off), a wielded weapon gets none from its owner's Size,
// and deluxe, with no Size Table, gives none.
func TestTypicalReachIsOnlyTheDefaultOfNaturalWeapons(t *testing.T) {
	bite := "weapons:\n  - {name: Bite, damage: str+d6, natural: true, reach: 1}"
	src := strings.Replace(bigClaws(t, "8", "[6, 2]", bite), `"Claws: Str+d6"`, `"Armor +1"`, 1)
	b := newBattleAt(t, src, 1, 7)
	fighttest.ToTurn(t, b, "beast", 0)
	assert.Equal(t, "refused: Buck is beyond the Bite's Reach 1\" of Beast",
		tried(b, nil, rules.Melee{Who: "beast", Target: "buck", Weapon: "Bite"}))

	b = newBattleAt(t, bigClaws(t, "4", "[5, 3]", "weapons:\n  - {name: Club, damage: str+d6}"), 1, 7)
	fighttest.ToTurn(t, b, "beast", 0)
	assert.Equal(t, "refused: Buck is not adjacent to Beast: a melee attack needs the bases to touch",
		tried(b, nil, rules.Melee{Who: "beast", Target: "buck", Weapon: "Club"}))

	b = newBattleAt(t, "edition: deluxe"+bigClaws(t, "4", "[5, 3]", ""), 1, 7)
	fighttest.ToTurn(t, b, "beast", 0)
	assert.Equal(t, "refused: Buck is not adjacent to Beast: a melee attack needs the bases to touch",
		tried(b, nil, rules.Melee{Who: "beast", Target: "buck", Weapon: "Claws"}))
}

// Buck steps from 2" of a Large creature (within its Claws' Reach 1)
// to 4": from revision 7 it strikes as he goes.
func TestLeavingALargeCreaturesReachDrawsAFreeAttack(t *testing.T) {
	b := newBattleAt(t, bigClaws(t, "4", "[5, 3]", ""), 1, 7)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, strings.Join([]string{
		"Beast vs Buck: free attack: Buck withdraws from melee.",
		"Beast attacks Buck with the Claws: d6 3, -2 Scale = 1 vs 7: miss.",
		"Buck moves to (1, 3) (2\")."}, "\n"),
		logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}}))
}
