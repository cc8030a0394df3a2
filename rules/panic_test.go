package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// panicked deals the haunt's first round under rev with the first seed
// whose Fear check the guard fails, and says what the log said of him.
func panicked(t *testing.T, rev int) (*rules.Battle, string) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		b := newBattleAt(t, haunt, seed, rev)
		n := len(b.Events())
		require.NoError(t, b.Apply(rules.StartRound{}))
		if !b.Figure("guard").Shaken {
			continue
		}
		var lines []string
		for _, l := range b.Log()[n:] {
			if strings.HasPrefix(l, "Guard") {
				lines = append(lines, l)
			}
		}
		return b, strings.Join(lines, "\n")
	}
	t.Fatal("no seed in 40 makes the guard fail his Fear check")
	return nil, ""
}

func TestAPanickedFigureFleesFromTheNearestFoe(t *testing.T) {
	// The guard at (0, 2) stands 10" from Wraith 2; of the squares his
	// Pace and running die reach (the hero at (0, 0) and the monk at
	// (1, 2) beside him), (0, 1) is the farthest from both wraiths
	// (10.05"), 1" away.
	b, log := panicked(t, rules.CurrentRevision)
	at, _ := b.Battlefield.Position("guard")
	assert.Equal(t, rules.Pos{X: 0, Y: 1}, at)
	assert.Contains(t, log, "Guard flees in panic to (0, 1) (1\").")
}

// rout: the guard stands beside a ghoul when the GM reveals a wraith
// (Fear -2) at the far end: a failed Fear check makes him flee past the
// ghoul.
const rout = `
name: Rout
map:
  rows:
    - "............"
    - "............"
    - "............"
figures:
  - id: guard
    name: Guard
    side: heroes
    at: [2, 1]
    traits: {agility: d6, spirit: d4, strength: d6, vigor: d6, fighting: d4}
  - id: ghoul
    name: Ghoul
    side: dead
    at: [3, 1]
    traits: {agility: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6}
    weapons:
      - {name: Claws, damage: str+d4}
  - id: wraith
    name: Wraith
    side: dead
    hidden: true
    at: [10, 1]
    abilities: [Fear -2]
    traits: {spirit: d10}
`

// routed reveals the wraith under rev with the faces scripted and says
// the log.
func routed(t *testing.T, rev int, faces ...int) (*rules.Battle, string) {
	t.Helper()
	b := newBattleAt(t, rout, 1, rev)
	fighttest.ToTurn(t, b, "ghoul", 0)
	return b, tried(b, faces, rules.Reveal{Who: "wraith"})
}

// A Panicked figure's flight draws the free attacks any figure leaving
// its foes draws (CHARACTERS.md 4.4: it moves away from the danger as a
// figure moving would).
func TestAPanickedFigureDrawsFreeAttacksAsItFlees(t *testing.T) {
	// Spirit d4 1 -2: failed, Panicked; running die d6 3: Pace 6 + 3.
	// The ghoul strikes as he leaves: Fighting d6 5 +2 (he is unarmed)
	// vs Parry 4, a hit;
	// Claws d6 1 + d4 1 = 2 vs Toughness 5: nothing. Then he flees.
	b, log := routed(t, rules.CurrentRevision, 1, 3, 5, 1, 1)
	assert.Contains(t, log, "free attack: Guard withdraws from melee")
	assert.Contains(t, log, "Ghoul attacks Guard with the Claws: d6 5, +2 unarmed defender = 7 vs 4: hit")
	assert.Contains(t, log, "Guard flees in panic")
	at, _ := b.Battlefield.Position("guard")
	assert.NotEqual(t, rules.Pos{X: 2, Y: 1}, at)

	// Damage d6 6 + d4 4 = 10 vs Toughness 5, a raise: the Extra is down
	// where he stood, and flees no farther.
	b, log = routed(t, rules.CurrentRevision, 1, 3, 5, 6, 4)
	assert.Contains(t, log, "Incapacitated")
	assert.NotContains(t, log, "flees in panic")
	at, _ = b.Battlefield.Position("guard")
	assert.Equal(t, rules.Pos{X: 2, Y: 1}, at)
}
