package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// brawl: Buck (Machete, Str d8 + d6, one benny) beside the Brute, a
// Wild Card with Parry 4 (Fighting d4) and Toughness 6 (Vigor d8).
const brawl = `
name: Brawl
%EDITION%
map:
  rows:
    - "......"
    - "......"
    - "......"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 1
    at: [1, 1]
    %EDGES%
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, notice: d6}
    weapons:
      - {name: Machete, damage: str+d6}
  - id: brute
    name: Brute
    side: cult
    wildcard: true
    bennies: 0
    at: [2, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d8, vigor: d8, fighting: d4, notice: d4}
`

func brawlScene(edition, edges string) string {
	s := strings.Replace(brawl, "%EDITION%", edition, 1)
	return strings.Replace(s, "%EDGES%", edges, 1)
}

// damageOnly rerolls damage, never a trait test, and keeps the questions.
func damageOnly(asked *[]string) rules.RerollPolicy {
	return func(f *rules.Figure, what string, res rules.TraitResult) bool {
		if what != rules.DamageReroll {
			return false
		}
		*asked = append(*asked, f.Name+" "+what+" "+res.Outcome())
		return true
	}
}

// brawlHit: Buck's Fighting d8 5, Wild d6 2 = 5 vs Parry 4 hits without a
// raise (the trait reroll question is answered no), then the damage
// faces.
func brawlHit(t *testing.T, b *rules.Battle, damage ...int) string {
	t.Helper()
	fighttest.ToTurn(t, b, "buck", 0)
	return tried(b, append([]int{5, 2}, damage...), rules.Melee{Who: "buck", Target: "brute"})
}

func TestABennyRerollOfDamageTurnsShakenIntoAWound(t *testing.T) {
	// Damage d8 4 + d6 3 = 7 vs Toughness 6: Shaken. Buck spends his
	// benny: d8 6 + d6 4 = 10, a raise: 1 Wound, and the better roll
	// counts; the 7 is logged as thrown away.
	b := newBattle(t, brawlScene("", ""), 1)
	var asked []string
	b.Reroll = damageOnly(&asked)
	log := brawlHit(t, b, 4, 3, 6, 4)
	assert.Equal(t, []string{"Buck damage success"}, asked)
	assert.Contains(t, log, "Buck spends a benny on a reroll of damage (7 vs Toughness 6) (0 left).")
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 6+4 = 10 vs Toughness 6: one raise, 1 Wound (thrown away by a reroll: d8 4, d6 3 = 7: Shaken).")
	assert.Equal(t, 1, b.Figure("brute").Wounds)
	assert.True(t, b.Figure("brute").Shaken)
	assert.Equal(t, 0, b.Figure("buck").Bennies)
	assert.Equal(t, []bool{false, true}, b.Applied[len(b.Applied)-1].Rerolls, "the Fighting question, then the damage's")
}

func TestADamageRerollThatComesOutWorseKeepsTheFirstRoll(t *testing.T) {
	// 4+3 = 7 (Shaken), rerolled 1+2 = 3: the 7 counts, the 3 is thrown.
	b := newBattle(t, brawlScene("", ""), 1)
	var asked []string
	b.Reroll = damageOnly(&asked)
	log := brawlHit(t, b, 4, 3, 1, 2)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken (thrown away by a reroll: d8 1, d6 2 = 3: no effect).")
	assert.Equal(t, 0, b.Figure("brute").Wounds)
	assert.True(t, b.Figure("brute").Shaken)
}

func TestNoMercyAddsTwoToARerolledDamageRollInSwade(t *testing.T) {
	// 4+3 = 7, Shaken; the reroll 2+4 = 6 +2 No Mercy = 8: still Shaken,
	// but the 8 counts (it beats the 7). Without No Mercy it would be 6.
	b := newBattle(t, brawlScene("", "edges: [No Mercy]"), 1)
	var asked []string
	b.Reroll = damageOnly(&asked)
	log := brawlHit(t, b, 4, 3, 2, 4)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 2+4, +2 No Mercy = 8 vs Toughness 6: Shaken (thrown away by a reroll: d8 4, d6 3 = 7: Shaken).")
}

func TestDeluxeRerollsDamageOnlyWithNoMercy(t *testing.T) {
	// Without the Edge nobody is asked about the damage; with it Buck is,
	// and the reroll has no +2 (10 = 6+4, 1 Wound).
	b := newBattle(t, brawlScene("edition: deluxe", ""), 1)
	var asked []string
	b.Reroll = damageOnly(&asked)
	log := brawlHit(t, b, 4, 3, 6, 4)
	assert.Empty(t, asked)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.")
	assert.Equal(t, 1, b.Figure("buck").Bennies)

	b = newBattle(t, brawlScene("edition: deluxe", "edges: [No Mercy]"), 1)
	asked = nil
	b.Reroll = damageOnly(&asked)
	log = brawlHit(t, b, 4, 3, 6, 4)
	assert.Equal(t, []string{"Buck damage success"}, asked)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 6+4 = 10 vs Toughness 6: one raise, 1 Wound (thrown away by a reroll: d8 4, d6 3 = 7: Shaken).")
}

func TestNoDamageRerollIsOfferedWhenTheDamageAlreadyIncapacitates(t *testing.T) {
	// The Brute has 3 Wounds: 4+3 = 7 vs 6 is Shaken, and Shaken again is
	// a fourth Wound: Incapacitated, so the benny is not asked for.
	b := newBattle(t, brawlScene("", ""), 1)
	b.Figure("brute").Wounds = 3
	b.Figure("brute").Shaken = true
	var asked []string
	b.Reroll = damageOnly(&asked)
	brawlHit(t, b, 4, 3, 1, 1, 1)
	assert.Empty(t, asked)
	assert.Equal(t, 1, b.Figure("buck").Bennies)
	assert.True(t, b.Figure("brute").Incapacitated)
}

func TestNoDamageRerollWithoutABenny(t *testing.T) {
	b := newBattle(t, brawlScene("", ""), 1)
	b.Figure("buck").Bennies = 0
	var asked []string
	b.Reroll = damageOnly(&asked)
	brawlHit(t, b, 4, 3)
	assert.Empty(t, asked)
}

func TestADamageRerollReplaysFromTheRecordedAnswers(t *testing.T) {
	// Seeded dice: Buck always rerolls his damage; a new battle on the
	// same seed replays the saved actions with no policy at all and must
	// come out the same (same log, same bennies).
	var b *rules.Battle
	for seed := uint64(1); seed < 50; seed++ {
		b = newBattle(t, brawlScene("", ""), seed)
		var asked []string
		b.Reroll = damageOnly(&asked)
		fighttest.ToTurn(t, b, "buck", 0)
		apply(t, b, rules.Melee{Who: "buck", Target: "brute"})
		if len(asked) > 0 {
			break
		}
	}
	last := b.Applied[len(b.Applied)-1].Rerolls
	require.Contains(t, last, true, "some seed below 50 hits and shakes without a Wound")
	require.Equal(t, 0, b.Figure("buck").Bennies)
	data, err := json.Marshal(b.Applied)
	require.NoError(t, err)
	var back []rules.Applied
	require.NoError(t, json.Unmarshal(data, &back))
	again := newBattle(t, brawlScene("", ""), b.Seed())
	require.NoError(t, again.Replay(back), "no policy: the recorded answers are read")
	assert.Equal(t, b.Log(), again.Log())
	assert.Contains(t, strings.Join(again.Log(), "\n"), "thrown away by a reroll")
	assert.Equal(t, 0, again.Figure("buck").Bennies)

	// Undo and Redo keep the answer too.
	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.Figure("buck").Bennies)
	require.NoError(t, b.Redo())
	assert.Equal(t, again.Log(), b.Log())
}

// damageRerollByRevision: under revision 5 nobody is asked about damage
// (swade); from revision 6 Buck spends his benny.
func damageRerollByRevision(t *testing.T, rev int) string {
	b := newBattleAt(t, brawlScene("", ""), 1, rev)
	var asked []string
	b.Reroll = damageOnly(&asked)
	return brawlHit(t, b, 4, 3, 6, 4)
}

// noMercyByRevision: deluxe's No Mercy gives the reroll from revision 6.
func noMercyByRevision(t *testing.T, rev int) string {
	b := newBattleAt(t, brawlScene("edition: deluxe", "edges: [No Mercy]"), 1, rev)
	var asked []string
	b.Reroll = damageOnly(&asked)
	return brawlHit(t, b, 4, 3, 6, 4)
}

func TestTheGMsFigureRerollsDamageFromTheGMsPool(t *testing.T) {
	// The Brute (no benny of its own, Fighting d12+4) punches Buck
	// (Parry 6, Toughness 6): d12 2 +4 = 6 hits; Str d8 6 = 6 Shakes.
	// The GM's pool (one benny: one player character) pays the reroll:
	// d8 7 = 7 counts.
	src := strings.Replace(brawlScene("", ""), "strength: d8, vigor: d8, fighting: d4", "strength: d8, vigor: d8, fighting: d12+4", 1)
	b := newBattle(t, src, 1)
	require.Equal(t, 1, b.Pool())
	var asked []string
	b.Reroll = damageOnly(&asked)
	fighttest.ToTurn(t, b, "brute", 0)
	log := tried(b, []int{2, 1, 6, 7}, rules.Melee{Who: "brute", Target: "buck"})
	assert.Equal(t, []string{"Brute damage success"}, asked)
	assert.Contains(t, log, "The GM spends a benny from the pool for Brute on a reroll of damage (6 vs Toughness 6) (0 left in the pool).")
	assert.Contains(t, log, "Damage d8 (unarmed) to Buck: 7 = 7 vs Toughness 6: Shaken (thrown away by a reroll: d8 6 = 6: Shaken).")
	assert.Equal(t, 0, b.Pool())
	assert.Equal(t, 1, b.Figure("buck").Bennies)
}

func TestNoDamageRerollAgainstAnAlly(t *testing.T) {
	// A benny rerolls damage done to a foe: Buck striking an ally (the
	// Brute on his side) is not asked.
	src := strings.Replace(brawlScene("", ""), "    side: cult\n", "    side: heroes\n", 1)
	b := newBattle(t, src, 1)
	var asked []string
	b.Reroll = damageOnly(&asked)
	log := brawlHit(t, b, 4, 3)
	assert.Contains(t, log, "Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.")
	assert.Empty(t, asked)
	assert.Equal(t, 1, b.Figure("buck").Bennies)
}
