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

// hideout: Buck (Notice d10, a Wild Card) west of a wall that runs the
// whole map; the scout hides behind it (out of sight: searched for by
// ear); the lurker hides in the open (in sight). Both are Extras with
// Stealth d6. extra goes under Buck's traits line.
func hideout(t *testing.T, extra, edition string, rev int) *rules.Battle {
	t.Helper()
	src := edition + `name: Hideout
map:
  rows:
    - ".....#......"
    - ".....#......"
    - ".....#......"
    - ".....#......"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [1, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, notice: d10}
` + extra + `  - id: scout
    name: Scout
    side: cult
    hidden: true
    at: [8, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, stealth: d6}
  - id: lurker
    name: Lurker
    side: cult
    hidden: true
    at: [1, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, stealth: d6}
`
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "buck", 0)
	return b
}

// searched scripts Buck's Notice (die, Wild Die) and the scout's and the
// lurker's Stealth, searches, and says the log and who is still hidden.
func searched(t *testing.T, b *rules.Battle, faces ...int) (string, []string) {
	t.Helper()
	log := tried(b, faces, rules.Search{Who: "buck"})
	var hidden []string
	for _, id := range []string{"scout", "lurker"} {
		if b.Hidden(id) {
			hidden = append(hidden, id)
		}
	}
	return log, hidden
}

func TestSearchFindsAHiderWhoseStealthItBeatsAndATieKeepsItHidden(t *testing.T) {
	b := hideout(t, "", "", rules.CurrentRevision)
	// Notice d10 5 (Wild Die 2): 5. The scout's Stealth d6 3: found. The
	// lurker's 5: a tie, still hidden.
	log, hidden := searched(t, b, 5, 2, 3, 5)
	assert.Equal(t, []string{"lurker"}, hidden)
	assert.Contains(t, log, "Buck's Notice 5 against Stealth 3 finds Scout.")
	assert.Contains(t, log, "Scout is revealed: found by Buck.")
	assert.Contains(t, log, "Buck's Notice 5 against Stealth 5 misses Lurker.")
	used := b.Turn().Taken
	assert.Equal(t, []string{rules.KindSearch}, used, "a search is the figure's action")
}

func TestSearchNeedsFourEvenAgainstALowStealth(t *testing.T) {
	b := hideout(t, "", "", rules.CurrentRevision)
	// Notice 3 (d10 3, Wild Die 1) against Stealth 2 and 1: below 4, nobody found.
	_, hidden := searched(t, b, 3, 1, 2, 1)
	assert.Equal(t, []string{"scout", "lurker"}, hidden)
}

func TestHardOfHearingTakesFourFromASearchByEarOnly(t *testing.T) {
	b := hideout(t, "    hindrances: [Hard of Hearing]\n", "", rules.CurrentRevision)
	// Notice 7 against 2 and 2: the scout behind the wall is heard, 7-4 =
	// 3 misses; the lurker in sight is seen, 7 finds.
	log, hidden := searched(t, b, 7, 2, 2, 2)
	assert.Equal(t, []string{"scout"}, hidden)
	assert.Contains(t, log, "Buck's Notice 3 (with -4 Hard of Hearing) against Stealth 2 misses Scout.")
	assert.Contains(t, log, "Buck's Notice 7 against Stealth 2 finds Lurker.")
}

func TestDeluxeHardOfHearingTakesTwo(t *testing.T) {
	b := hideout(t, "    hindrances: [Hard of Hearing]\n", "edition: deluxe\n", rules.CurrentRevision)
	// Notice 5 against 2: 5-2 = 3 misses the scout by ear... and 6-2 = 4 would find it.
	log, hidden := searched(t, b, 5, 2, 2, 2)
	assert.Contains(t, log, "Buck's Notice 3 (with -2 Hard of Hearing) against Stealth 2 misses Scout.")
	assert.Equal(t, []string{"scout"}, hidden)
}

func TestADeafSearcherNeverFindsAHiderOutOfSight(t *testing.T) {
	b := hideout(t, "    hindrances: [Hard of Hearing (Major)]\n", "", rules.CurrentRevision)
	// Notice 9 (d10 9) against Stealth 1 and 1: the scout is out of sight.
	log, hidden := searched(t, b, 9, 2, 1, 1)
	assert.Equal(t, []string{"scout"}, hidden)
	assert.Contains(t, log, "misses Scout: deaf, and it is out of sight.")
}

func TestAllAroundVisionAddsTwoToASearchByEyeOnly(t *testing.T) {
	b := hideout(t, "    abilities: [All-Around Vision]\n", "", rules.CurrentRevision)
	// Notice 3 (Wild Die 1) against Stealth 2 and 4: the scout behind the
	// wall is searched for by ear, no +2: 3 is below 4 and misses. The
	// lurker in sight: 3+2 = 5 beats 4.
	log, hidden := searched(t, b, 3, 1, 2, 4)
	assert.Equal(t, []string{"scout"}, hidden)
	assert.Contains(t, log, "Buck's Notice 3 against Stealth 2 misses Scout.")
	assert.Contains(t, log, "Buck's Notice 5 (with +2 All-Around Vision) against Stealth 4 finds Lurker.")
}

func TestDimLightTakesTwoFromASearchByEyeOnly(t *testing.T) {
	b := hideout(t, "", "light: dim\n", rules.CurrentRevision)
	// Notice 6 (Wild Die 1) against Stealth 5 and 4: the scout heard
	// behind the wall takes no light penalty, 6 beats 5; the lurker seen
	// in Dim light: 6-2 = 4 ties 4 and misses.
	log, hidden := searched(t, b, 6, 1, 5, 4)
	assert.Equal(t, []string{"lurker"}, hidden)
	assert.Contains(t, log, "Buck's Notice 6 against Stealth 5 finds Scout.")
	assert.Contains(t, log, "Buck's Notice 4 (with -2 dim) against Stealth 4 misses Lurker.")
	// Low Light Vision takes the Dim penalty back, as on an attack.
	b = hideout(t, "    abilities: [Low Light Vision]\n", "light: dim\n", rules.CurrentRevision)
	_, hidden = searched(t, b, 6, 1, 5, 4)
	assert.Empty(t, hidden)
}

func TestInvisibilityTakesFourFromASearchByEye(t *testing.T) {
	b := hideout(t, "", "", rules.CurrentRevision)
	b.Figure("lurker").Effects = append(b.Figure("lurker").Effects,
		rules.Effect{Source: rules.Source{Kind: rules.FromPower, Name: "Invisibility"}, Change: rules.ChangeAttacked, Value: -4})
	// Notice 7 (Wild Die 1) against Stealth 1 and 2: 7-4 = 3 is below 4
	// and misses the invisible lurker; the scout is found.
	log, hidden := searched(t, b, 7, 1, 1, 2)
	assert.Equal(t, []string{"lurker"}, hidden)
	assert.Contains(t, log, "Buck's Notice 3 (with -4 Invisibility) against Stealth 2 misses Lurker.")
	// With a raise, -6: Notice 9 is 3 against Stealth 2.
	b = hideout(t, "", "", rules.CurrentRevision)
	b.Figure("lurker").Effects = append(b.Figure("lurker").Effects,
		rules.Effect{Source: rules.Source{Kind: rules.FromPower, Name: "Invisibility"}, Change: rules.ChangeAttacked, Value: -6})
	log, _ = searched(t, b, 9, 1, 1, 2)
	assert.Contains(t, log, "Buck's Notice 3 (with -6 Invisibility) against Stealth 2 misses Lurker.")
}

// silenced: the priest at (3, 0) casts Silence centred at (4.5, 1.5),
// west of the wall: Buck stands in it, the scout does not; raise: with a
// raise. Then it is Buck's turn.
func silenced(t *testing.T, raise bool) *rules.Battle {
	t.Helper()
	b := hideout(t, `  - id: priest
    name: Priest
    side: heroes
    wildcard: true
    at: [3, 0]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Silence]
`, "", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "priest", 0)
	faces := []int{5, 2} // Faith 5: a success
	if raise {
		faces = []int{8, 1, 2} // 8+1 = 9: a raise
	}
	log := tried(b, faces, rules.Cast{Who: "priest", Power: "Silence", At: &rules.Spot{X: 4.5, Y: 1.5}})
	require.Contains(t, log, "Priest spends 1 Power Point on Silence (9 left).")
	fighttest.ToTurn(t, b, "buck", 0)
	return b
}

func TestSilenceTakesFourFromNoticeByEarAndAllWithARaise(t *testing.T) {
	b := silenced(t, false)
	// Buck at (1.5, 1.5) stands 3" from the centre: inside. Notice 9
	// against 2 and 2: the scout by ear 9-4 = 5 found, the lurker in sight 9.
	log, hidden := searched(t, b, 9, 2, 2, 2)
	assert.Empty(t, hidden)
	assert.Contains(t, log, "Buck's Notice 5 (with -4 Silence) against Stealth 2 finds Scout.")

	b = silenced(t, true)
	log, hidden = searched(t, b, 9, 2, 2, 2)
	assert.Equal(t, []string{"scout"}, hidden)
	assert.Contains(t, log, "misses Scout: a Silence, and it is out of sight.")
}

func TestSilenceLastsFiveRoundsAndCostsOnePowerPoint(t *testing.T) {
	b := silenced(t, false)
	var marker *rules.Effect
	for i, e := range b.Figure("priest").Effects {
		if e.Source.Name == "Silence" {
			marker = &b.Figure("priest").Effects[i]
		}
	}
	require.NotNil(t, marker)
	assert.Equal(t, rules.EndsRounds, marker.Ends)
	assert.Equal(t, 5, marker.Span)
	assert.Equal(t, 9, b.Figure("priest").PowerPoints())
}

func TestSearchNamesNoFigureOrSquare(t *testing.T) {
	// A player's seat sends it, so it must not carry a hidden figure's id.
	data, err := json.Marshal(rules.Search{Who: "buck"})
	require.NoError(t, err)
	assert.JSONEq(t, `{"who":"buck"}`, string(data))
	_, err = rules.UnmarshalAction([]byte(`{"kind":"search","who":"buck","target":"scout"}`))
	assert.Error(t, err, "a target is an unknown field")
}

func TestSearchIsRefusedUnderRevision7(t *testing.T) {
	b := hideout(t, "", "", 7)
	out := tried(b, nil, rules.Search{Who: "buck"})
	assert.True(t, strings.HasPrefix(out, "refused: under rules revision 7 a hidden figure is found only by the GM's reveal"), out)
}
