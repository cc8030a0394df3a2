package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// stompField: a Large giant (Size 4, a 2x2 base at (5, 3)) with Stomp,
// Athletics d8 and Strength d12; Buck (a Wild Card, Agility d8,
// Toughness 6) at (3, 3) and Doc (an Extra, Agility d6, Toughness 5) at
// (4, 4), both on the 2x2 ground left of the giant; Cy (Agility d6) at
// (1, 3), off it; Ogg, the giant's friend, far off at (10, 7).
const stompField = `
name: Stomp
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
  - id: giant
    name: Giant
    side: giants
    at: [5, 3]
    bennies: 0
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d12, vigor: d10, fighting: d8, athletics: d8, notice: d6}
    abilities: ["Size 4", "Stomp"]
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [3, 3]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d10, athletics: d6, notice: d6}
  - id: doc
    name: Doc
    side: heroes
    at: [4, 4]
    traits: {agility: d6, smarts: d8, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d6}
  - id: cy
    name: Cy
    side: heroes
    at: [1, 3]
    traits: {agility: d6, smarts: d8, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d6}
  - id: ogg
    name: Ogg
    side: giants
    at: [10, 7]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d4}
`

func stompTurn(t *testing.T, src string, rev int) *rules.Battle {
	t.Helper()
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "giant", 0)
	return b
}

// The giant stomps toward Buck: the ground is the 2x2 square left of
// its base, (3, 3) to (4, 4), with Buck and Doc on it and not Cy. Each
// resists on its own: Buck's Agility 4 (d8 4, Wild d6 2) loses to the
// giant's Athletics 6, and he takes its Strength, d12 8 against
// Toughness 6: Shaken; against Doc the giant rolls 3, no success, and
// Doc is untouched. No Scale modifier on either roll, though the giant
// is Large: the stomp is aimed at the ground.
func TestStompRollsAthleticsAgainstTheAgilityOfEachFigureUnderIt(t *testing.T) {
	b := stompTurn(t, stompField, 7)
	p, err := b.Preview(rules.Stomp{Who: "giant", Target: "buck"})
	require.NoError(t, err)
	sp := p.Detail.(*rules.StompPlan)
	assert.Equal(t, rules.Pos{X: 3, Y: 3}, sp.At)
	assert.Equal(t, 2, sp.Across)
	assert.Equal(t, []string{"buck", "doc"}, sp.Under)
	assert.Equal(t, strings.Join([]string{
		"Giant stomps on the ground 2\" across toward Buck: each figure under it rolls Agility against its Athletics.",
		"Buck rolls Agility (resisting stomp) against Giant: d8 4, Wild d6 2 = 4.",
		"Giant rolls Athletics (stomp) against Buck: d8 6 = 6 vs 4: wins.",
		"Damage d12 (Stomp) to Buck: 8 = 8 vs Toughness 6: Shaken.",
		"Doc rolls Agility (resisting stomp) against Giant: d6 2 = 2.",
		"Giant rolls Athletics (stomp) against Doc: d8 3 = 3 vs 4: loses.",
	}, "\n"), tried(b, []int{6, 4, 2, 8, 3, 2}, rules.Stomp{Who: "giant", Target: "buck"}))
	assert.True(t, b.Figure("buck").Shaken)
	assert.False(t, b.Figure("doc").Shaken)
}

// A tie goes to the figure stomped on: Buck's 6 against the giant's 6.
func TestAStompTiedIsAStompEvaded(t *testing.T) {
	b := stompTurn(t, strings.Replace(stompField, "at: [4, 4]", "at: [8, 7]", 1), 7)
	out := tried(b, []int{6, 6, 1, 3}, rules.Stomp{Who: "giant", Target: "buck"})
	assert.Contains(t, out, "Giant rolls Athletics (stomp) against Buck: d8 6 = 6 vs 6: loses (a tie goes to the defender).")
	assert.NotContains(t, out, "Damage")
}

// The ground is beside the base on the picked figure's side: Cy, 3"
// off, is not on it; nor is anyone when the figure picked stands
// farther; the Stomp is refused under revision 6 (kept as a note) and
// to a figure without the ability.
func TestStompNeedsAFigureOnTheGroundBesideTheCreature(t *testing.T) {
	b := stompTurn(t, stompField, 7)
	assert.Equal(t, "refused: Cy is not on the ground beside Giant (a stomp covers 2\" across next to its base)",
		tried(b, nil, rules.Stomp{Who: "giant", Target: "cy"}))
	assert.Equal(t, "refused: Giant cannot stomp on itself", tried(b, nil, rules.Stomp{Who: "giant", Target: "giant"}))
	b = stompTurn(t, stompField, 6)
	assert.Equal(t, "refused: Giant has no Stomp (played from rules revision 7)", tried(b, nil, rules.Stomp{Who: "giant", Target: "buck"}))
	b = stompTurn(t, strings.Replace(stompField, `"Size 4", "Stomp"`, `"Size 4"`, 1), 7)
	assert.Equal(t, "refused: Giant has no Stomp (played from rules revision 7)", tried(b, nil, rules.Stomp{Who: "giant", Target: "buck"}))
}

// A Gargantuan's stomp is a Heavy Weapon's and its ground 4" across:
// Size 12 at (5, 1) covers (1, 1) to (4, 4), Cy at (1, 3) too.
func TestAGargantuanStompCoversFourInches(t *testing.T) {
	src := strings.Replace(stompField, `"Size 4", "Stomp"`, `"Size 12", "Stomp"`, 1)
	src = strings.Replace(src, "at: [5, 3]", "at: [5, 1]", 1)
	b := stompTurn(t, src, 7)
	p, err := b.Preview(rules.Stomp{Who: "giant", Target: "cy"})
	require.NoError(t, err)
	sp := p.Detail.(*rules.StompPlan)
	assert.Equal(t, rules.Pos{X: 1, Y: 1}, sp.At)
	assert.Equal(t, []string{"buck", "doc", "cy"}, sp.Under)
	assert.True(t, rules.WeaponDamage(b.Figure("giant"), rules.Weapon{Name: "Stomp"}).Heavy)
}

// The plain tactic stomps when the ground beside a foe next to it holds
// two foes and no friend; with a friend on it, it does not.
func TestPlainTacticStompsTwoFoes(t *testing.T) {
	b := stompTurn(t, stompField, 7)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "giant")
	require.NotEmpty(t, acts)
	assert.Equal(t, rules.Stomp{Who: "giant", Target: "doc"}, acts[0])

	b = stompTurn(t, strings.Replace(stompField, "at: [10, 7]", "at: [3, 4]", 1), 7)
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "giant")
	for _, a := range acts {
		assert.NotEqual(t, rules.KindStomp, a.Kind(), "a friend under the stomp")
	}
}

// Stomp is one of the things being Gargantuan (Size 12 and up) gives in
// swade, with Heavy Armor and Heavy Weapons (CHARACTERS.md 1.4): a Size
// 12 giant whose block names no Stomp still stomps from revision 7. A
// Huge one (Size 11) does not, nor a deluxe Size 12 one (deluxe has no
// Size Table), nor any under revision 6.
func TestAGargantuanStompsWithoutNamingIt(t *testing.T) {
	src := func(size string) string {
		s := strings.Replace(stompField, `"Size 4", "Stomp"`, `"Size `+size+`"`, 1)
		return strings.Replace(s, "at: [5, 3]", "at: [5, 1]", 1)
	}
	b := stompTurn(t, src("12"), 7)
	p, err := b.Preview(rules.Stomp{Who: "giant", Target: "cy"})
	require.NoError(t, err)
	assert.Equal(t, []string{"buck", "doc", "cy"}, p.Detail.(*rules.StompPlan).Under)
	for _, c := range []struct {
		src string
		rev int
	}{{src("11"), 7}, {"edition: deluxe\n" + src("12"), 7}, {src("12"), 6}} {
		b = stompTurn(t, c.src, c.rev)
		assert.Equal(t, "refused: Giant has no Stomp (played from rules revision 7)",
			tried(b, nil, rules.Stomp{Who: "giant", Target: "cy"}), "%.30q rev %d", c.src, c.rev)
	}
}
