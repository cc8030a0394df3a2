package rules_test

import (
	"strconv"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// ditch: Buck (Pace 6, Athletics d6) stands at (5, 2) between a ditch
// 1" wide (x = 4) and a chasm 2" wide (x = 8 and 9), both the whole
// height of the map, so the only ways across are jumps. A cultist waits
// at the far right.
const ditch = `
name: Ditch
map:
  rows:
    - "....=...==....."
    - "....=...==....."
    - "....=...==....."
    - "....=...==....."
    - "....=...==....."
  legend:
    "=": {gap: true}
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [5, 2]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, athletics: d6, notice: d6}
  - id: c1
    name: Cultist 1
    side: cult
    at: [14, 4]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d4}
`

// ditchAt is the ditch with Buck starting on another square.
func ditchAt(x, y int) string {
	return strings.Replace(ditch, "at: [5, 2]", "at: ["+itoa(x)+", "+itoa(y)+"]", 1)
}

func itoa(n int) string { return strconv.Itoa(n) }

func jumpTurn(t *testing.T, src string) *rules.Battle {
	t.Helper()
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	return b
}

func TestJumpOneInchIsPartOfTheMove(t *testing.T) {
	for _, ed := range []string{"", "edition: deluxe\n"} {
		b := jumpTurn(t, ed+ditch)
		n := len(b.Events())
		// Over the 1" ditch from a standing start: 1" of gap and 1" to
		// land, as part of the move (a free action).
		apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 2}})
		assert.Equal(t, []string{"Buck jumps a 1\" gap to (3, 2) (2\")."}, logFrom(b, n))
		assert.Equal(t, 4, b.PaceLeft("buck"))
		assert.Empty(t, b.Turn().Taken, "a jump within the move is no action")
	}
}

func TestJumpTwoInchesAfterARunUpOfTwo(t *testing.T) {
	b := jumpTurn(t, ditch)
	n := len(b.Events())
	// 2" of straight run to (7, 2), then the 2" chasm and 1" to land.
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 10, Y: 2}})
	assert.Equal(t, []string{"Buck jumps a 2\" gap to (10, 2) (5\")."}, logFrom(b, n))
	assert.Equal(t, 1, b.PaceLeft("buck"))
}

func TestJumpWithoutARunUpIsOneInch(t *testing.T) {
	b := jumpTurn(t, ditchAt(7, 2))
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 10, Y: 2}},
		"Buck can jump 1\" here: the gap is 2\" wide; run 2\" straight up to it in the same move, or roll Athletics")
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 8, Y: 2}},
		"Buck cannot get to (8, 2): it is a gap: a figure may jump over it but not stop on it")
}

func TestJumpNeverExceedsThePaceLeft(t *testing.T) {
	b := jumpTurn(t, ditch)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 5, Y: 3}}, rules.Move{Who: "buck", To: rules.Pos{X: 5, Y: 2}})
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 10, Y: 2}},
		"moving Buck to (10, 2) costs 5\" and only 4\" of Pace are left this turn")
}

func TestJumpWithAthleticsAddsAnInch(t *testing.T) {
	for _, ed := range []string{"", "edition: deluxe\n"} {
		b := jumpTurn(t, ed+ditchAt(7, 2))
		refused(t, b, rules.Jump{Who: "buck", To: rules.Pos{X: 6, Y: 2}},
			"Buck needs no Athletics roll to get to (6, 2): move there")
		n := len(b.Events())
		// Athletics d6 4, Wild d6 2: 4 vs 4, a success: 1" more, so the
		// 2" chasm from a standing start.
		script(b, 4, 2)
		apply(t, b, rules.Jump{Who: "buck", To: rules.Pos{X: 10, Y: 2}})
		assert.Equal(t, []string{
			"Buck rolls Athletics (jump): d6 4, Wild d6 2 = 4 vs 4: success.",
			"Buck jumps a 2\" gap to (10, 2) (3\").",
		}, logFrom(b, n))
		assert.Equal(t, []string{rules.KindJump}, b.Turn().Taken, "the Athletics roll is the figure's action")
	}
}

func TestJumpAthleticsFailureStopsAtTheEdge(t *testing.T) {
	b := jumpTurn(t, ditch)
	// A step toward the chasm: no room left for a run-up (back and forth
	// would take 6" of the 5" left).
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 6, Y: 2}})
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 10, Y: 2}},
		"moving Buck to (10, 2) costs 6\" and only 5\" of Pace are left this turn")
	n := len(b.Events())
	// Athletics d6 2, Wild d6 1: a failure: Buck walks to the edge and
	// does not jump.
	script(b, 2, 1)
	apply(t, b, rules.Jump{Who: "buck", To: rules.Pos{X: 10, Y: 2}})
	assert.Equal(t, []string{
		"Buck rolls Athletics (jump): d6 2, Wild d6 1 = 2 vs 4: failure.",
		"Buck does not make the 2\" jump and stops at the edge at (7, 2) (1\").",
	}, logFrom(b, n))
	p, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 7, Y: 2}, p)
	assert.Equal(t, 4, b.PaceLeft("buck"))
}
