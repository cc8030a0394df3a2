package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// krakenKeys make Cultist 1 a Wild Card with tentacles (Fighting d6, a
// Knife and its Tentacles: +1 for two weapons against Buck's Machete;
// Buck's Parry is 7) and Frenzy.
func krakenKeys(ability string) map[string]string {
	return map[string]string{"c1": "wildcard: true\nabilities: [\"Tentacles: Str+d6\", \"" + ability + "\"]\nedges: [Frenzy]"}
}

// krakenTurn is the kraken's battle at its turn of actions.
func krakenTurn(t *testing.T, ability string, rev, actions int) *rules.Battle {
	t.Helper()
	b := newBattleAt(t, scene(t, edgeField, krakenKeys(ability)), 1, rev)
	fighttest.ToTurn(t, b, "c1", actions)
	return b
}

func TestTentacleActionsRollEachTentacleWithItsOwnWildDie(t *testing.T) {
	b := krakenTurn(t, "Tentacle Actions (3)", rules.CurrentRevision, 1)
	p, err := b.Preview(rules.Tentacles{Who: "c1", Target: "buck"})
	require.NoError(t, err)
	require.Len(t, p.Rolls, 3, "three tentacles: three Fighting rolls")
	single, err := b.Preview(rules.Melee{Who: "c1", Target: "buck", Weapon: "Tentacles"})
	require.NoError(t, err)
	for i, r := range p.Rolls {
		assert.True(t, r.Roll.Wild, "tentacle %d rolls its own Wild Die", i)
		assert.Equal(t, 7, r.TN(0), "Buck's Parry: 2 + d10/2")
		assert.Equal(t, single.Rolls[0].Odds(0), r.Odds(0), "each tentacle has a single attack's odds")
	}
	// Tentacle 1: d6 2, Wild 6 then 1 = 7 +1 = 8, a hit, damage 3+2;
	// tentacle 2: d6 1, Wild 1, its own Critical Failure; tentacle 3:
	// d6 3, Wild 5 +1 = 6, a miss. One Wild Die shared (a Frenzy's)
	// could not both ace and show a 1.
	assert.Equal(t, strings.Join([]string{
		"Cultist 1 strikes with 3 tentacles (Tentacles) as one action, each its own roll: a limited action.",
		"Cultist 1 attacks Buck with the Tentacles: d6 2, Wild d6 6+1, +1 two weapons = 8 vs 7: hit.",
		"Damage 2d6 (Tentacles) to Buck: 3+2 = 5 vs Toughness 6: no effect.",
		"Cultist 1 attacks Buck with the Tentacles: d6 1, Wild d6 1, +1 two weapons = 2 vs 7: critical failure.",
		"Cultist 1 attacks Buck with the Tentacles: d6 3, Wild d6 5, +1 two weapons = 6 vs 7: miss.",
	}, "\n"), tried(b, []int{2, 6, 1, 3, 2, 1, 1, 3, 5}, rules.Tentacles{Who: "c1", Target: "buck"}))
	_, err = b.CheckAction("c1", "fight:Knife")
	assert.ErrorContains(t, err, "has taken its action", "the volley was the turn's one action")
}

func TestTentacleActionsCountOnceTowardTheMultiActionPenalty(t *testing.T) {
	// A turn of two actions: a volley of 3 tentacles and one Knife
	// attack. Every roll takes -2 (two actions), not -6 (four attacks).
	b := krakenTurn(t, "Tentacle Actions (3)", rules.CurrentRevision, 2)
	p, err := b.Preview(rules.Tentacles{Who: "c1", Target: "buck"})
	require.NoError(t, err)
	for _, r := range p.Rolls {
		m, ok := edgeMod(r.Mods(0), "multi-action")
		assert.True(t, ok && m == -2, "%v", r.Mods(0))
	}
	script(b, 2, 3, 2, 3, 2, 3)
	require.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}))
	script(b, 2, 3)
	require.NoError(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife"}), "the second declared action is left")
	assert.ErrorContains(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife"}), "all 2 actions")
}

func TestTentacleActionsSpreadOverTargetsLikeAFrenzy(t *testing.T) {
	b := krakenTurn(t, "Tentacle Actions: 2 tentacles", rules.CurrentRevision, 1)
	_, err := b.Preview(rules.Tentacles{Who: "c1", Target: "buck", Also: []string{"c3", "doc"}})
	assert.ErrorContains(t, err, "at most 1 more targets, not 2")
	require.NoError(t, b.Apply(rules.Place{Who: "c3", To: rules.Pos{X: 5, Y: 3}}))
	p, err := b.Preview(rules.Tentacles{Who: "c1", Target: "buck", Also: []string{"c3"}})
	require.NoError(t, err)
	require.Len(t, p.Rolls, 2)
	assert.Equal(t, "buck", p.Rolls[0].Dice[0].Target)
	assert.Equal(t, "c3", p.Rolls[1].Dice[0].Target)
	assert.Equal(t, 5, p.Rolls[1].TN(0), "Cultist 3's own Parry: 2 + d6/2")
	p, err = b.Preview(rules.Tentacles{Who: "c1", Target: "buck", Count: 1})
	require.NoError(t, err)
	assert.Len(t, p.Rolls, 1, "a volley may use fewer tentacles")
	_, err = b.Preview(rules.Tentacles{Who: "c1", Target: "buck", Count: 3})
	assert.ErrorContains(t, err, "has 2 tentacles to strike with, not 3")
}

func TestEveryTentacleIsALimitedAction(t *testing.T) {
	// Every tentacle, then a Frenzy: refused; a Frenzy, then every
	// tentacle: refused; some of the tentacles leave a Frenzy free.
	b := krakenTurn(t, "Tentacle Actions (2)", rules.CurrentRevision, 2)
	script(b, 2, 3, 2, 3)
	require.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}))
	assert.ErrorContains(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Frenzy: true}), "limited action this turn (Tentacle Actions)")

	b = krakenTurn(t, "Tentacle Actions (2)", rules.CurrentRevision, 2)
	script(b, 2, 3, 2)
	require.NoError(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife", Frenzy: true}))
	assert.ErrorContains(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}), "limited action this turn (Frenzy)")
	script(b, 2, 3)
	assert.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck", Count: 1}), "one tentacle of two is no limited action")
}

func TestTentacleActionsNeedTheAbilityAndATentacle(t *testing.T) {
	b := newBattleAt(t, scene(t, edgeField, nil), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "c1", 0)
	assert.ErrorContains(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}), "Cultist 1 has no Tentacle Actions")
	b = newBattleAt(t, scene(t, edgeField, map[string]string{"c1": `abilities: ["Tentacle Actions (2)"]`}), 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "c1", 0)
	assert.ErrorContains(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}), "no tentacle weapon")
	script(b, 2, 3, 2, 3)
	assert.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck", Weapon: "Knife"}), "a weapon named is the tentacle")
}

func TestTentacleActionsReadTheirCount(t *testing.T) {
	for _, c := range []struct {
		written string
		n       int
		err     string
	}{
		{"Tentacle Actions", 2, ""},
		{"Tentacle Actions (4)", 4, ""},
		{"Tentacle Actions: 4 tentacles", 4, ""},
		{"tentacle-actions 3", 3, ""},
		{"Tentacle Actions (0)", 0, `Tentacle Actions (0): "0" is not a number of tentacles (1 to 10)`},
		{"Tentacle Actions (x2, 12)", 0, `Tentacle Actions (x2, 12): "12" is not a number of tentacles (1 to 10)`},
	} {
		_, _, err := rules.Lookup(rules.FromAbility, c.written)
		if c.err != "" {
			assert.EqualError(t, err, c.err, c.written)
			continue
		}
		require.NoError(t, err, c.written)
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"c1": `abilities: ["` + c.written + `"]`}), 1, rules.CurrentRevision)
		assert.Equal(t, c.n, rules.TentacleCount(b.Figure("c1")), c.written)
	}
}

// The plain tactic strikes with every tentacle, spread over the foes in
// reach, before it thinks of a Frenzy.
func TestPlainTacticStrikesWithEveryTentacle(t *testing.T) {
	b := krakenTurn(t, "Tentacle Actions (3)", rules.CurrentRevision, 0)
	require.NoError(t, b.Apply(rules.Place{Who: "doc", To: rules.Pos{X: 5, Y: 3}}))
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "c1")
	require.NotEmpty(t, acts)
	v, ok := acts[0].(rules.Tentacles)
	require.True(t, ok, "%#v", acts)
	assert.Len(t, append([]string{v.Target}, v.Also...), 2, "one tentacle at each of the two heroes in reach, the third at the first")
	assert.ElementsMatch(t, []string{"buck", "doc"}, append([]string{v.Target}, v.Also...))
}

// The tentacles together are one action: a second volley in the same
// turn is refused, whether the first used every tentacle or some.
func TestTentaclesStrikeOnceATurn(t *testing.T) {
	b := krakenTurn(t, "Tentacle Actions (3)", rules.CurrentRevision, 2)
	script(b, 2, 3, 2, 3, 2, 3)
	require.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck"}))
	assert.ErrorContains(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck", Count: 2}), "has struck with its tentacles this turn")

	b = krakenTurn(t, "Tentacle Actions (3)", rules.CurrentRevision, 2)
	script(b, 2, 3, 2, 3)
	require.NoError(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck", Count: 2}))
	assert.ErrorContains(t, b.Apply(rules.Tentacles{Who: "c1", Target: "buck", Count: 1}), "has struck with its tentacles this turn")
	script(b, 2, 3)
	assert.NoError(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife"}), "its second action is its own")
}
