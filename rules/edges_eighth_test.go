package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The Edges first played in revision 8, with numbers.

// championAt is the edge field with Buck a Champion and Cultist 1 marked
// by its abilities (none when mark is "").
func championAt(t *testing.T, edition, champion, mark string, rev int) *rules.Battle {
	t.Helper()
	keys := map[string]string{"buck": "edges: [" + champion + "]"}
	if mark != "" {
		keys["c1"] = "abilities: [" + mark + "]"
	}
	return newBattleAt(t, "edition: "+edition+"\n"+scene(t, edgeField, keys), 1, rev)
}

// buckSwing previews Buck's Machete blow at Cultist 1: the damage
// modifiers.
func buckSwing(t *testing.T, b *rules.Battle) rules.Mods {
	t.Helper()
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	return p.Detail.(*rules.MeleePlan).Damage.Extra
}

// Champion: +2 damage against a supernaturally evil figure (the one its
// abilities mark so), none against an unmarked one; "Champion (good)"
// fights the supernaturally good instead. Both editions.
func TestChampionAddsTwoDamageAgainstTheSupernaturallyEvil(t *testing.T) {
	for _, tc := range []struct {
		edition, champion, mark string
		want                    int
	}{
		{"swade", "Champion", "Supernaturally Evil", 2},
		{"swade", "Champion", "evil", 2},
		{"swade", "Champion", "", 0},
		{"swade", "Champion", "Supernaturally Good", 0},
		{"swade", "Champion (good)", "Supernaturally Good", 2},
		{"swade", "Champion (good)", "Supernaturally Evil", 0},
		{"deluxe", "Champion", "Evil", 2},
	} {
		v, _ := edgeMod(buckSwing(t, championAt(t, tc.edition, tc.champion, tc.mark, rules.CurrentRevision)), "Champion")
		assert.Equal(t, tc.want, v, "%+v", tc)
	}
}

// The GM marks a figure supernaturally evil with an effect (change
// feature, detail supernaturally_evil): the Champion's +2 follows, and
// goes again when the GM takes it off.
func TestTheGMMarksAFigureSupernaturallyEvilForAChampion(t *testing.T) {
	b := championAt(t, "swade", "Champion", "", rules.CurrentRevision)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "c1", Name: "evil", Change: rules.ChangeFeature, Detail: rules.MarkEvil, Value: 1}))
	v, _ := edgeMod(buckSwing(t, b), "Champion")
	assert.Equal(t, 2, v)
	require.NoError(t, b.Apply(rules.PutEffect{Who: "c1", Name: "evil", Clear: true}))
	_, ok := edgeMod(buckSwing(t, b), "Champion")
	assert.False(t, ok)
}

// Champion's +2 reaches every attack: Buck's Colt .45 (2d6+1) at an evil
// Cultist 1 rolls 4+5+1+2 = 12 against Toughness 5, where the same faces
// made 10; it is added once, not twice, to a melee blow (d8+d6: 2+2+2 = 6).
func TestChampionsTwoDamageReachesShotsToo(t *testing.T) {
	b := championAt(t, "swade", "Champion", "Supernaturally Evil", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	out := tried(b, []int{7, 3, 4, 5}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	assert.Contains(t, out, "4+5+1, +2 Champion = 12 vs Toughness 5")

	b = championAt(t, "swade", "Champion", "Supernaturally Evil", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	out = tried(b, []int{7, 3, 2, 2}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Contains(t, out, "2+2, +2 Champion = 6 vs Toughness 5", "one +2, not two")
}

// Deluxe: a Champion also has +2 Toughness against its evil foe's
// damage: Cultist 1's Knife (d6+d4) at Buck meets Toughness 6+2 = 8; in
// swade the plain 6.
func TestDeluxeChampionHasTwoToughnessAgainstTheEvil(t *testing.T) {
	for _, tc := range []struct {
		edition, want string
	}{{"deluxe", "vs Toughness 8"}, {"swade", "vs Toughness 6"}} {
		b := championAt(t, tc.edition, "Champion", "Supernaturally Evil", rules.CurrentRevision)
		fighttest.ToTurn(t, b, "c1", 0)
		out := tried(b, []int{6, 3, 3}, rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife"})
		assert.Contains(t, out, tc.want, tc.edition)
	}
}

// doubleTapField: a shooter with the weapons Double Tap can and cannot
// fire twice, none marked double_tap.
const doubleTapField = `
name: Double Tap
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: ann
    name: Ann
    side: heroes
    wildcard: true
    bennies: 0
    at: [1, 1]
    traits: {agility: d8, smarts: d6, spirit: d6, strength: d6, vigor: d6, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, shots: 7}
      - {name: Rifle, range: 24/48/96, damage: 2d8, shots: 20, rof: 3, burst: true}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, shots: 50, rof: 3}
      - {name: Shotgun, range: 12/24/48, damage: 1d6, shotgun: true}
      - {name: Longbow, range: 15/30/60, damage: 2d6}
      - {name: Derringer, range: 5/10/20, damage: 2d4, shots: 1}
      - {name: Knife, range: 3/6/12, damage: str+d4, thrown: true}
  - id: c1
    name: Cultist
    side: cult
    at: [8, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, shooting: d6, notice: d4}
`

func doubleTapper(t *testing.T, edition, edges string, rev int) *rules.Battle {
	t.Helper()
	src := "edition: " + edition + "\n" + doubleTapField
	if edges != "" {
		src = "edition: " + edition + "\n" + scene(t, doubleTapField, map[string]string{"ann": "edges: [" + edges + "]"})
	}
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "ann", 0)
	return b
}

// Double Tap (swade): a RoF 1 gun not marked double_tap double taps with
// the Edge: +1 to hit and damage, two rounds. Ann's d10 (Wild d6) at Short
// range then fails 4 only on d10 1-2 and d6 1-2: 1 - 0.2*(2/6) = 14/15,
// where a single shot hits 1 - 0.3*0.5 = 0.85.
func TestDoubleTapEdgeDoubleTapsARoFOneGun(t *testing.T) {
	b := doubleTapper(t, "swade", "Double Tap", rules.CurrentRevision)
	p, err := b.Preview(rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	require.NoError(t, err)
	sp := p.Detail.(*rules.ShotPlan)
	v, _ := edgeMod(sp.Common, "Double Tap")
	assert.Equal(t, 1, v)
	assert.Equal(t, 2, sp.Ammo)
	assert.InDelta(t, 14.0/15, p.Rolls[0].Odds(0).Success, 1e-12)
	p, err = b.Preview(rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}})
	require.NoError(t, err)
	assert.InDelta(t, 0.85, p.Rolls[0].Odds(0).Success, 1e-12)

	out := tried(b, []int{6, 1, 3, 4}, rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	assert.Contains(t, out, "3+4+1, +1 Double Tap = 9", "the +1 to damage too")
	assert.Equal(t, 5, b.Figure("ann").Ammo[0], "two of seven rounds")
}

// With a three-round burst weapon the Edge fires two bursts: +2 to hit and
// damage, six rounds.
func TestDoubleTapEdgeWithABurstWeaponFiresSixRoundsAtPlusTwo(t *testing.T) {
	b := doubleTapper(t, "swade", "Double Tap", rules.CurrentRevision)
	p, err := b.Preview(rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	require.NoError(t, err)
	sp := p.Detail.(*rules.ShotPlan)
	v, _ := edgeMod(sp.Common, "Double Tap")
	assert.Equal(t, 2, v)
	assert.Equal(t, 6, sp.Ammo)
}

// The weapons that cannot fire twice without loading by hand refuse a
// double tap even with the Edge, each with its reason; without the Edge
// a gun not marked double_tap refuses: in swade (revision 9) for want of
// the Edge, in deluxe (which has no such Edge) for want of the mark.
func TestDoubleTapEdgeRefusesWeaponsThatCannotFireTwice(t *testing.T) {
	b := doubleTapper(t, "swade", "Double Tap", rules.CurrentRevision)
	for weapon, why := range map[string]string{
		"Tommy Gun": "RoF 1",
		"Shotgun":   "shotgun",
		"Longbow":   "loaded by hand",
		"Derringer": "holds one round",
		"Knife":     "a gun that fires at figures",
	} {
		_, err := b.Preview(rules.Shoot{Who: "ann", Weapon: weapon, Targets: []string{"c1"}, Mode: rules.DoubleTap})
		require.Error(t, err, weapon)
		assert.Contains(t, err.Error(), why, weapon)
	}
	for b, why := range map[*rules.Battle]string{
		doubleTapper(t, "swade", "", rules.CurrentRevision):            "only the Double Tap Edge double taps",
		doubleTapper(t, "deluxe", "Double Tap", rules.CurrentRevision): "not semi-automatic",
	} {
		_, err := b.Preview(rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
		require.Error(t, err)
		assert.True(t, strings.Contains(err.Error(), why), err.Error())
	}
}

// climbField: a spider behind three squares of low wall.
const climbField = `
name: Climb
map:
  rows:
    - ".===......"
    - ".===......"
figures:
  - id: spider
    name: Spider
    side: monsters
    at: [0, 0]
    abilities: [Wall Walker]
    traits: {agility: d8, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, athletics: d8, notice: d6}
  - id: buck
    name: Buck
    side: heroes
    at: [9, 1]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d6}
`

// climbOver moves the spider to the far side of the low wall: 5" climbing
// (1" a square), 8" walking (2" a square of wall).
func climbOver(t *testing.T, rev int) string {
	b := newBattleAt(t, climbField, 1, rev)
	fighttest.ToTurn(t, b, "spider", 0)
	return tried(b, nil, rules.Move{Who: "spider", To: rules.Pos{X: 5, Y: 0}})
}

// Wall Walker (revision 8): the spider climbs over the three squares of
// low wall at its Pace 6 (5"), where walking them would take 8".
func TestAWallWalkerClimbsOverALowWallAtItsPace(t *testing.T) {
	assert.Equal(t, "Spider climbs to (5, 0) (5\").", climbOver(t, rules.CurrentRevision))
	assert.Contains(t, climbOver(t, 7), "refused: Spider cannot get to (5, 0): no way there within 6\"")
}
