package rules_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newBattleAt is newBattle under a revision of the rules.
func newBattleAt(t testing.TB, src string, seed uint64, rev int) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	b, err := board.NewBattleAt(bd, seed, rev)
	require.NoError(t, err)
	return b
}

// tried applies the actions with the scripted faces and says what came
// of them: the log lines they wrote, or the refusal.
func tried(b *rules.Battle, faces []int, acts ...rules.Action) string {
	n := len(b.Events())
	if faces != nil {
		script(b, faces...)
	}
	for _, a := range acts {
		if err := b.Apply(a); err != nil {
			return "refused: " + err.Error()
		}
	}
	return strings.Join(b.Log()[n:], "\n")
}

// A correction of a rules audit: a field of EditionRules and the value it
// has before (rev1) and after (rev2) the audit, in the edition where the
// correction changed something.
type correction struct {
	field string
	ed    rules.Edition
	rev1  any
	rev2  any
}

// The corrections of the first rules audit, off in revision 1.
var corrections = []correction{
	{"RunDeclaredFirst", rules.SWADE, false, true},
	{"ObstacleAsArmor", rules.SWADE, false, true},
	{"MeleeLight", rules.SWADE, false, true},
	{"PitchAttackAnywhere", rules.SWADE, false, true},
	{"PitchAttackKnown", rules.Deluxe, false, true},
	{"VulnerableEveryAction", rules.SWADE, false, true},
	{"BoundCannotShoot", rules.SWADE, false, true},
	{"GrappleSize", rules.SWADE, false, true},
	{"EvadeInPlace", rules.SWADE, false, true},
	{"ProneNotWithCover", rules.SWADE, false, true},
	{"SuppressSparesHidden", rules.SWADE, false, true},
	{"BlastNeedsLineOfFire", rules.SWADE, false, true},
	{"StunnedDistractedEnds", rules.SWADE, false, true},
	{"HiddenNoCover", rules.SWADE, false, true},
	{"SteedsOnly", rules.SWADE, false, true},
	{"PistolByKey", rules.SWADE, false, true},
	{"FireModesByKey", rules.SWADE, false, true},
	{"SingleShotOneRound", rules.Deluxe, false, true},
	{"AimNoBonusAtExtreme", rules.SWADE, false, true},
	{"SlugsAtExtreme", rules.SWADE, false, true},
	{"AssignShotDice", rules.SWADE, false, true},
	{"StrayPlainDamage", rules.SWADE, false, true},
	{"ShotgunStrayUnderWild", rules.SWADE, false, true},
	{"RerollInjuryRolls", rules.SWADE, false, true},
	{"EdgedByWeapon", rules.SWADE, false, true},
	{"SameWeaponTwice", rules.SWADE, false, true},
	{"AmbushersDealtIn", rules.Deluxe, true, false},
	{"OpposedActorFirst", rules.Deluxe, false, true},
	{"DropKnockout", rules.Deluxe, true, false},
}

func TestRevisionsDifferByTheAuditsCorrections(t *testing.T) {
	assert.Equal(t, 12, rules.CurrentRevision)
	t.Run("first audit", func(t *testing.T) { differOnlyBy(t, 1, corrections) })
	t.Run("second audit", func(t *testing.T) { differOnlyBy(t, 2, corrections2) })
	t.Run("third audit", func(t *testing.T) { differOnlyBy(t, 3, corrections3) })
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 1, ed.RulesAt(1).Revision)
		assert.Equal(t, 2, ed.RulesAt(2).Revision)
		assert.Equal(t, 3, ed.RulesAt(3).Revision)
		assert.Same(t, ed.Rules(), ed.RulesAt(rules.CurrentRevision))
	}
}

// differOnlyBy checks that revisions from and from+1 have the listed
// values and differ in nothing else, in either edition.
func differOnlyBy(t *testing.T, from int, list []correction) {
	for _, c := range list {
		t.Run(c.field, func(t *testing.T) {
			r1 := reflect.ValueOf(*c.ed.RulesAt(from)).FieldByName(c.field)
			r2 := reflect.ValueOf(*c.ed.RulesAt(from + 1)).FieldByName(c.field)
			require.True(t, r1.IsValid(), "no field %s", c.field)
			assert.Equal(t, c.rev1, r1.Interface(), "revision %d", from)
			assert.Equal(t, c.rev2, r2.Interface(), "revision %d", from+1)
		})
	}
	listed := map[string]bool{"Revision": true}
	for _, c := range list {
		listed[c.field] = true
	}
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		r1, r2 := reflect.ValueOf(*ed.RulesAt(from)), reflect.ValueOf(*ed.RulesAt(from + 1))
		for i := range r1.NumField() {
			name := r1.Type().Field(i).Name
			if !listed[name] {
				assert.Equal(t, r1.Field(i).Interface(), r2.Field(i).Interface(), "%s: %s changed without being listed", ed, name)
			}
		}
	}
}

// A battle keeps its revision through undo; one of an unknown revision
// is not started.
func TestBattleKeepsItsRevision(t *testing.T) {
	b := newBattleAt(t, arena, 1, 1)
	assert.Equal(t, 1, b.Revision())
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.Revision())
	assert.Same(t, b.Rules, b.Fight.Rules)
	assert.Equal(t, rules.CurrentRevision, newBattle(t, arena, 1).Revision())
	bd, err := board.Parse("t.yaml", []byte(arena))
	require.NoError(t, err)
	_, err = board.NewBattleAt(bd, 1, rules.CurrentRevision+1)
	assert.Error(t, err)
	_, err = rules.NewBattleAt(board.NewBattlefield(bd), rules.SWADE, rules.Dealing{}, 1, 0)
	assert.Error(t, err)
}

// Each correction, played under both revisions: revision 1 does what the
// rules did before the audit, revision 2 what the audit's own test (named
// in the comment) checks; each shows something the other does not.
func TestEachCorrectionByRevision(t *testing.T) {
	colt := func(target string) rules.Shoot {
		return rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{target}}
	}
	cases := []correctionCase{
		{"RunDeclaredFirst", func(t *testing.T, rev int) string { // TestRunIsDeclaredBeforeTheFirstAction
			b := newBattleAt(t, arena, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{8, 2, 1, 1, 3}, colt("c2"), rules.Run{Who: "buck"})
		}, "Buck runs: d6", "refused: Buck has acted this turn: running is declared before the first action"},
		{"ObstacleAsArmor", func(t *testing.T, rev int) string { // TestObstacleArmorIsReducedByAP
			src := strings.Replace(blasts, "damage: 3d6, template: mbt", "damage: 3d6, ap: 4, template: mbt", 1)
			b := newBattleAt(t, src, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3},
				rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}, Unaware: []string{"c1", "c2", "c4"}})
		}, "3+3+3, -8 brick in the way = 1 vs Toughness 5", "3+3+3 = 9 vs Toughness 9 (brick in the way +8, AP 4 -4): Shaken"},
		{"MeleeLight", func(t *testing.T, rev int) string { // TestMeleeTakesIllumination
			b := newBattleAt(t, "light: dim\n"+arena, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{7, 2, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		}, "+1 Gang Up, +1 two weapons = 9 vs 5", "+1 Gang Up, -2 dim, +1 two weapons = 7 vs 5"},
		{"PitchAttackAnywhere", func(t *testing.T, rev int) string { // TestPitchDarknessAttacksByEdition
			b := newBattleAt(t, "light: pitch\n"+arena, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{10, 1, 2, 1, 1}, colt("c2"))
		}, "refused: Buck has no line of fire to Cultist 2", "-6 pitch = 5 vs 4: hit"},
		{"PitchAttackKnown", func(t *testing.T, rev int) string { // TestPitchDarknessAttacksByEdition, deluxe
			d := newBattleAt(t, "light: pitch\n"+arenaDeluxe, 1, rev)
			require.NoError(t, d.Battlefield.Place("c2", rules.Pos{X: 4, Y: 0}))
			fighttest.ToTurn(t, d, "c2", 0)
			script(d, 1)
			apply(t, d, rules.Melee{Who: "c2", Target: "virginia"})
			fighttest.ToTurn(t, d, "buck", 0)
			return tried(d, []int{8, 2, 1, 1}, colt("c2"))
		}, "refused: Buck has no line of fire to Cultist 2", "-4 pitch = 4 vs 4: hit"},
		{"VulnerableEveryAction", func(t *testing.T, rev int) string { // TestVulnerableHelpsEveryActionAgainstTheFigure
			b := newBattleAt(t, arena, 1, rev)
			b.Figure("c1").Vulnerable = true
			fighttest.ToTurn(t, b, "buck", 3)
			return tried(b, []int{4, 1, 1}, rules.Test{Who: "buck", Target: "c1"})
		}, "-4 multi-action = 0 vs 4", "-4 multi-action, +2 Vulnerable = 2 vs 4"},
		{"BoundCannotShoot", func(t *testing.T, rev int) string { // TestBoundFigureNeitherShootsNorReloads
			b := newBattleAt(t, arena, 1, rev)
			b.Figure("buck").Bound = true
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{2, 3}, colt("c2"))
		}, "Buck shoots Cultist 2", "refused: Buck is Bound: it can only try to break free"},
		{"GrappleSize", func(t *testing.T, rev int) string { // TestGrapplingTakesTheSizeDifference
			b := newBattleAt(t, arena, 1, rev)
			b.Figure("bear").Size = 8
			require.NoError(t, b.Battlefield.Place("bear", rules.Pos{X: 4, Y: 3}))
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{1, 1, 1, 1}, rules.Grapple{Who: "buck", Target: "bear"})
		}, "d6 1, Wild d6 1 = 1 vs 4", "+4 Size = 5 vs 4"},
		{"EvadeInPlace", func(t *testing.T, rev int) string { // TestSuccessfulEvasionWithNowhereToGoDivesFlat
			b := newBattleAt(t, blasts, 1, rev)
			b.Figure("c2").Pace = 1
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{5, 3, 6, 1, 4, 5, 3, 2, 3, 3, 3, 3},
				rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"c1", "c4"}})
		}, "has nowhere to go and stays under it", "has nowhere to go: dives flat where it is, prone, and avoids it"},
		{"ProneNotWithCover", func(t *testing.T, rev int) string { // TestProneDoesNotAddToTerrainCover
			src := strings.Replace(duel, `    - "................"
    - "................"
    - "................"
    - "................"
    - "......#........."`, `    - "................"
    - ".......=........"
    - "................"
    - "................"
    - "......#........."`, 1)
			b := newBattleAt(t, src, 1, rev)
			b.Figure("c1").Prone = true
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{9, 2, 1, 1}, colt("c1"))
		}, "-4 medium cover, -4 prone = 1 vs 4: miss", "-4 medium cover = 5 vs 4: hit"},
		{"BlastNeedsLineOfFire", func(t *testing.T, rev int) string { // TestBlastAimPointNeedsLineOfFire
			b := newBattleAt(t, blasts, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			if err := b.Check(rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 11.5, Y: 3.5}}); err != nil {
				return "refused: " + err.Error()
			}
			return "allowed"
		}, "allowed", "refused: Buck has no line of fire to (11.5, 3.5)"},
		{"PistolByKey", func(t *testing.T, rev int) string { // TestOnlyPistolsFireAtAnAdjacentFoe
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
			return tried(b, []int{6, 1, 1, 1}, rules.Shoot{Who: "buck", Weapon: "Hand Crossbow", Targets: []string{"c1"}})
		}, "Buck shoots Cultist 1 with the Hand Crossbow", "refused: only a pistol may fire at an adjacent foe, not the Hand Crossbow"},
		{"FireModesByKey", func(t *testing.T, rev int) string { // TestDoubleTapAndBurstNeedAWeaponThatFiresThem
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{2, 3}, rules.Shoot{Who: "buck", Weapon: "Longbow", Targets: []string{"c1"}, Mode: rules.Burst})
		}, "+2 three-round burst", "refused: the Longbow has no burst setting"},
		{"SingleShotOneRound", func(t *testing.T, rev int) string { // TestSingleShotFromAnAutomaticWeaponUsesOneRoundInBothEditions
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			tried(b, []int{2, 3}, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}})
			return fmt.Sprintf("%d rounds left", b.Figure("buck").Ammo[2])
		}, "47 rounds left", "49 rounds left"},
		{"AimNoBonusAtExtreme", func(t *testing.T, rev int) string { // TestAimOnlyPermitsAnExtremeRangeShot
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			apply(t, b, rules.Aim{Who: "buck", Target: "c1"})
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{10, 2, 1, 1, 1}, rules.Shoot{Who: "buck", Weapon: "Carbine", Targets: []string{"c1"}})
		}, "+2 Aim", "Wild d6 1, -8 extreme range = 4 vs 4: hit"},
		{"SlugsAtExtreme", func(t *testing.T, rev int) string { // TestSlugsMayBeFiredAtExtremeRangeShotMayNot
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			apply(t, b, rules.Aim{Who: "buck", Target: "c1"})
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{3, 1}, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}, Slugs: true})
		}, "refused: Cultist 1 is out of range of the Coach Gun", "Buck shoots Cultist 1 with the Coach Gun: d10 3, Wild d6 1, -8 extreme range = -5 vs 4: miss"},
		{"AssignShotDice", func(t *testing.T, rev int) string { // TestRoFDiceGoWhereTheyHitMost
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 15, Y: 1}))
			return tried(b, []int{3, 9, 7, 1, 1, 1, 1, 1, 1, 1},
				rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1", "c2"}})
		}, "Cultist 1 1 vs 4: miss; Cultist 1 7 vs 4: hit; Cultist 2 3 vs 4 (-2 medium range): miss", "Cultist 1 5 vs 4: hit; Cultist 2 5 vs 4 (-2 medium range): hit"},
		{"StrayPlainDamage", func(t *testing.T, rev int) string { // TestAStrayBulletDoesTheWeaponsNormalDamage
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 9, Y: 1}))
			return tried(b, []int{1, 2, 1, 3, 3, 1, 1, 1},
				rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Called: rules.CalledHeadVitals})
		}, "+4 head/vitals", "3+3+1 = 7 vs Toughness 5: Shaken"},
		{"ShotgunStrayUnderWild", func(t *testing.T, rev int) string { // TestAShotgunsLowSkillDieFindsABystanderEvenWhenTheWildDieHit
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 3, Y: 1}))
			require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 4, Y: 1}))
			log := tried(b, []int{1, 5, 1, 1, 1, 1, 2, 2, 2}, rules.Shoot{Who: "buck", Weapon: "Coach Gun", Targets: []string{"c1"}})
			return fmt.Sprintf("%s\nCultist 2 Shaken: %v", log, b.Figure("c2").Shaken)
		}, "Cultist 2 Shaken: false", "the stray 1 hits Cultist 2"},
		{"SameWeaponTwice", func(t *testing.T, rev int) string { // TestSwadeSameWeaponTwiceAtTheMultiActionPenalty
			b := newBattleAt(t, armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 3)
			return tried(b, []int{9, 2, 1, 1, 10, 1, 3, 1, 2}, colt("c1"), colt("c1"))
		}, "refused: Buck has already attacked with the Colt .45 this turn", "Wild d6 3, -4 multi-action = 7 vs 4: hit"},
		{"RerollInjuryRolls", func(t *testing.T, rev int) string { // TestBennyRerollOfBleedingOutKeepsTheBetterRoll
			b := newBattleAt(t, arena, 1, rev)
			fighttest.UpTo(t, b, "buck")
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true, Bennies: 1}})
			askAll(b, 1)
			return tried(b, []int{7, 2, 3, 1}, rules.StartTurn{Who: "buck"})
		}, "Buck rolls Vigor (Bleeding Out): d8 7, Wild d6 2, -3 Wounds = 4 vs 4: success: still Bleeding Out.", "Buck spends a benny on a reroll of Vigor (Bleeding Out)"},
		{"EdgedByWeapon", func(t *testing.T, rev int) string { // TestUnarmedDefenderTwoWeaponsImprovisedAndProne
			b := newBattleAt(t, melee, 1, rev)
			cultistAfterBuck(t, b, 0)
			return tried(b, []int{2, 1}, rules.Melee{Who: "buck", Target: "c1", Nonlethal: true, Edged: true})
		}, "d8 2, Wild d6 1, -1 nonlethal (flat of the blade) = 1 vs 5: miss", "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1 = 2 vs 5: miss"},
		{"SuppressSparesHidden", func(t *testing.T, rev int) string { // TestLastSuppressionFollowsUndoAndCheckpoints
			b := newBattleAt(t, blasts, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			return tried(b, []int{10, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6}, rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
		}, "Cultist 4 under Buck's suppressive fire: 9, -8 near total cover = 1 vs 4", "Cultist 4 wholly hidden from Buck: not affected"},
		{"StunnedDistractedEnds", func(t *testing.T, rev int) string { // TestStunnedRecoveryRoll
			b := newBattleAt(t, arena, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			apply(t, b, rules.Stun{Who: "c1"})
			fighttest.UpTo(t, b, "c1")
			log := tried(b, []int{2}, rules.StartTurn{Who: "c1"}, rules.EndTurn{Who: "c1"})
			return fmt.Sprintf("%s\nCultist 1 Distracted: %v", log, b.Figure("c1").Distracted)
		}, "Cultist 1 Distracted: true", "Cultist 1 is no longer Distracted."},
		{"HiddenNoCover", func(t *testing.T, rev int) string { // board.LineOfFire of a wholly hidden target
			bd, err := board.Parse("t.yaml", []byte(blasts))
			require.NoError(t, err)
			_, err = board.NewBattleAt(bd, 1, rev)
			require.NoError(t, err)
			lof := bd.LineOfFire(bd.Figure("buck"), bd.Figure("c4"), nil)
			return fmt.Sprintf("visible %v, cover %s, mods %v", lof.Visible, lof.Cover, lof.Mods)
		}, "cover near_total, mods -8 near total cover", "visible false, cover none"},
		{"SteedsOnly", func(t *testing.T, rev int) string { // TestOnlyASteedCanBeMounted
			src := strings.Replace(cavalry, "    mount: star\n    at: [0, 2]", "    at: [0, 3]", 1)
			b := newBattleAt(t, src, 1, rev)
			fighttest.ToTurn(t, b, "ser", 0)
			return tried(b, nil, rules.MountUp{Who: "ser", Mount: "star"})
		}, "Ser Hugh mounts Star.", "refused: Star is not a steed"},
		{"AmbushersDealtIn", func(t *testing.T, rev int) string { // TestDeluxeAmbushersAreNotDealtCardsAndStartOnHold
			b := newBattleAt(t, arenaDeluxe, 1, rev)
			return tried(b, nil, rules.Surprise{Ambushers: []string{"c1", "c2"}, Victims: []string{"buck"}}, rules.StartRound{})
		}, "Cultist 1, Wolf and Cultist 2 are dealt", "Cultist 1 waits in ambush on Hold with no card."},
		{"OpposedActorFirst", func(t *testing.T, rev int) string { // TestDeluxeOpposedRollActorRollsAndRerollsFirst
			b := newBattleAt(t, "edition: deluxe\n"+melee, 1, rev)
			cultistAfterBuck(t, b, 0)
			b.Figure("buck").Bennies = 1
			askAll(b, 1)
			return tried(b, []int{2, 1, 6, 3, 5, 1, 1, 1}, rules.Grapple{Who: "buck", Target: "c1"})
		}, "Buck rolls Agility (grapple) against Cultist 1: d8 5, Wild d6 1 = 5 vs 9: loses", "Buck rolls Agility (grapple) against Cultist 1: d8 6, Wild d6 3 = 6 vs 5: wins."},
		{"DropKnockout", func(t *testing.T, rev int) string { // TestDeluxeTheDropInMeleeHasNoKnockoutBlow
			b := newBattleAt(t, "edition: deluxe"+armory, 1, rev)
			fighttest.ToTurn(t, b, "buck", 0)
			require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 2, Y: 1}))
			log := tried(b, []int{3, 2, 1, 1, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: true})
			return fmt.Sprintf("%s\nCultist 1 Incapacitated: %v", log, b.Figure("c1").Incapacitated)
		}, "Cultist 1 rolls Vigor (knockout blow)", "Cultist 1 Incapacitated: false"},
	}
	playBothRevisions(t, 1, cases, corrections)
}

// correctionCase plays one correction under a revision and says what
// came of it; rev1 is what the older revision shows, rev2 the newer.
type correctionCase struct {
	field string
	play  func(t *testing.T, rev int) string
	rev1  string
	rev2  string
}

// playBothRevisions plays each case under revisions from and from+1: each
// shows something the other does not, and every listed correction is played.
func playBothRevisions(t *testing.T, from int, cases []correctionCase, list []correction) {
	for _, c := range cases {
		t.Run(c.field, func(t *testing.T) {
			r1, r2 := c.play(t, from), c.play(t, from+1)
			assert.NotEqual(t, r1, r2, "revisions %d and %d must differ", from, from+1)
			require.NotEmpty(t, c.rev1, "what revision %d shows", from)
			require.NotEmpty(t, c.rev2, "what revision %d shows", from+1)
			assert.Contains(t, r1, c.rev1, "revision %d", from)
			assert.NotContains(t, r2, c.rev1, "revision %d", from+1)
			assert.Contains(t, r2, c.rev2, "revision %d", from+1)
			assert.NotContains(t, r1, c.rev2, "revision %d", from)
		})
	}
	played := map[string]bool{}
	for _, c := range cases {
		played[c.field] = true
	}
	for _, c := range list {
		assert.True(t, played[c.field], "%s is never played under both revisions", c.field)
	}
}
