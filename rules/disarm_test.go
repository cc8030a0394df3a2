package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The melee scenario: Buck (Fighting d8, Strength d8, a Machete) next to
// Cultist 1 (Parry 5, Toughness 5, Strength d6, a Knife) at (4, 2).

func TestDisarmHandSwadeShakenThenStrengthAtMinus4(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// Fighting d8 8+1 (an ace), -4 for the hand: 5 vs Parry 5, a hit.
	// Damage d8 3 + d6 3 = 6 vs Toughness 5: Shaken, so the cultist rolls
	// Strength d6 3 at -4 = -1 vs 4 and lets go of the knife.
	script(b, 8, 1, 2, 3, 3, 3)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmHand})
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 8+1, Wild d6 2, -4 called shot (hand) = 5 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 3+3 = 6 vs Toughness 5: Shaken.",
		"Cultist 1 loses the Hold.", // he was waiting on Hold: Shaken ends it
		"Cultist 1 rolls Strength: d6 3, -4 hit on the hand = -1 vs 4: lets go of the Knife.",
		"Cultist 1 drops the Knife at (4, 2).",
	}, logFrom(b, n))
	assert.Empty(t, b.Figure("c1").Weapons)
	require.Len(t, b.Ground(), 1)
	assert.Equal(t, rules.GroundItem{Weapon: rules.Weapon{Name: "Knife", Damage: rules.Damage{Strength: true, Dice: []rules.Die{rules.D4}}, RoF: 1},
		At: rules.Pos{X: 4, Y: 2}, Owner: "c1", Dropped: 1}, b.Ground()[0])

	// Undo puts the knife back in the hand; redo drops it again.
	require.NoError(t, b.Undo())
	assert.Empty(t, b.Ground())
	assert.Len(t, b.Figure("c1").Weapons, 1)
}

func TestDisarmLimbSwadeNeedsShakenOrWounded(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []int
		want  []string
		drops bool
	}{
		{"no Shaken, no roll", []int{7, 2, 1, 2}, []string{
			"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, -2 called shot (limb) = 5 vs 5: hit.",
			"Damage d8+d6 (Machete) to Cultist 1: 1+2 = 3 vs Toughness 5: no effect.",
		}, false},
		{"Shaken, Strength 4-2 fails", []int{7, 2, 3, 4, 4}, []string{
			"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, -2 called shot (limb) = 5 vs 5: hit.",
			"Damage d8+d6 (Machete) to Cultist 1: 3+4 = 7 vs Toughness 5: Shaken.",
			"Cultist 1 loses the Hold.",
			"Cultist 1 rolls Strength: d6 4, -2 hit on the limb = 2 vs 4: lets go of the Knife.",
			"Cultist 1 drops the Knife at (4, 2).",
		}, true},
		{"Shaken, Strength 6+2-2 holds", []int{7, 2, 3, 4, 6, 2}, []string{
			"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, -2 called shot (limb) = 5 vs 5: hit.",
			"Damage d8+d6 (Machete) to Cultist 1: 3+4 = 7 vs Toughness 5: Shaken.",
			"Cultist 1 loses the Hold.",
			"Cultist 1 rolls Strength: d6 6+2, -2 hit on the limb = 6 vs 4: keeps the Knife.",
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t, melee, 1)
			cultistAfterBuck(t, b, 0)
			n := len(b.Events())
			script(b, tc.faces...)
			apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmLimb})
			assert.Equal(t, tc.want, logFrom(b, n))
			assert.Equal(t, tc.drops, len(b.Ground()) == 1)
		})
	}
}

func TestDisarmDeluxeStrengthAgainstTheDamage(t *testing.T) {
	b := newBattle(t, strings.Replace(melee, "name: Melee", "name: Melee\nedition: deluxe", 1), 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// The arm (-2): 7-2 = 5 vs 5. Damage 1+2 = 3 does nothing to the
	// cultist, yet in deluxe he must roll Strength against it: d6 2 < 3.
	script(b, 7, 2, 1, 2, 2)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmLimb})
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, -2 called shot (limb) = 5 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 1+2 = 3 vs Toughness 5: no effect.",
		"Cultist 1 rolls Strength: d6 2 = 2 vs 3: lets go of the Knife.",
		"Cultist 1 drops the Knife at (4, 2).",
	}, logFrom(b, n))
}

func TestCalledShotAtTheItem(t *testing.T) {
	// The knife itself: -4, against the holder's Parry 5. Its damage goes
	// against Hardness 10 with no aces (a d8 8 stays 8): 8+1 = 9 holds;
	// the cultist rolls Strength d6 5 against 9 and lets go.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	script(b, 8, 1, 2, 8, 1, 5)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmItem})
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 8+1, Wild d6 2, -4 called shot (item) = 5 vs 5: hit on the Knife.",
		"Buck strikes the Knife of Cultist 1 with the Machete: 8+1 = 9 vs Hardness 10: holds.",
		"Cultist 1 rolls Strength: d6 5 = 5 vs 9: lets go of the Knife.",
		"Cultist 1 drops the Knife at (4, 2).",
	}, logFrom(b, n))
	assert.False(t, b.Figure("c1").Shaken, "a shot at the item hurts no one")

	// Damage 10 breaks it: it falls, ruined.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 8, 1, 2, 6, 4)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmItem, Large: true})
	assert.Equal(t, []string{
		"Buck attacks Cultist 1 with the Machete: d8 8+1, Wild d6 2, -2 called shot (large item) = 7 vs 5: hit on the Knife.",
		"Buck strikes the Knife of Cultist 1 with the Machete: 6+4 = 10 vs Hardness 10: broken.",
		"Cultist 1's Knife breaks and falls at (4, 2).",
	}, logFrom(b, n))
	assert.True(t, b.Ground()[0].Broken)
}

func TestPickUpFreeInSwadeAnActionInDeluxe(t *testing.T) {
	for _, ed := range []string{"swade", "deluxe"} {
		t.Run(ed, func(t *testing.T) {
			b := newBattle(t, strings.Replace(melee, "name: Melee", "name: Melee\nedition: "+ed, 1), 1)
			cultistAfterBuck(t, b, 0)
			script(b, 8, 1, 2, 6, 4)
			apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmItem})
			// Buck's Machete lies nowhere; the knife lies at (4, 2), next to Buck.
			refused(t, b, rules.PickUp{Who: "buck", Weapon: "Axe"}, "no Axe lies on or next to Buck's square")
			if ed == "deluxe" {
				refused(t, b, rules.PickUp{Who: "buck", Weapon: "Knife"},
					"picking up the Knife takes an action: Buck has taken its action this turn (declare a multi-action at the start of the turn)")
				return
			}
			n := len(b.Events())
			apply(t, b, rules.PickUp{Who: "buck", Weapon: "Knife"})
			assert.Equal(t, []string{"Buck picks up the Knife from (4, 2)."}, logFrom(b, n))
			assert.Equal(t, "Knife", b.Figure("buck").Weapons[2].Name)
			assert.Empty(t, b.Ground())
		})
	}
}

func TestDisarmRefusals(t *testing.T) {
	src := melee + `  - id: wolf
    name: Wolf
    side: cult
    at: [10, 4]
    traits: {agility: d8, strength: d6, vigor: d6, fighting: d6}
    weapons:
      - {name: Bite, damage: str+d6, natural: true}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Place{Who: "wolf", To: rules.Pos{X: 3, Y: 1}})
	refused(t, b, rules.Disarm{Who: "buck", Target: "c1", At: "foot"}, `"foot" is not where a disarm strikes (hand, limb or item)`)
	refused(t, b, rules.Disarm{Who: "buck", Target: "c3", At: rules.DisarmHand}, "Cultist 3 holds nothing to drop")
	refused(t, b, rules.Disarm{Who: "buck", Target: "c1", Item: "Axe", At: rules.DisarmHand}, "Cultist 1 holds no Axe")
	refused(t, b, rules.Disarm{Who: "buck", Target: "wolf", Item: "Bite", At: rules.DisarmItem}, "the Wolf's Bite is part of it: it cannot be knocked away")
	refused(t, b, rules.Disarm{Who: "buck", Target: "doc", At: rules.DisarmHand}, "Doc holds nothing to drop")
}

func TestDisarmWithAShotAtTheHandAndAtTheItem(t *testing.T) {
	// The duel: Buck shoots at Cultist 1's hand from 7" (short range).
	// Shooting d10 8, -4 hand: 4 vs 4, a hit; 2d6+1: 3+2+1 = 6 vs
	// Toughness 5, Shaken; Strength d6 4 -4 = 0: the knife falls.
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 8, 2, 3, 2, 4)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", Weapon: "Colt .45", At: rules.DisarmHand})
	got := logFrom(b, n)
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 8, Wild d6 2, -4 called shot (hand) = 4 vs 4: hit.", got[0])
	assert.Equal(t, "Cultist 1 rolls Strength: d6 4, -4 hit on the hand = 0 vs 4: lets go of the Knife.", got[len(got)-2])
	assert.Equal(t, 6, b.Figure("buck").Ammo[0], "one round fired")

	// At the knife itself: a bullet hits it (d10 9 -4 = 5 vs 4) but its
	// piercing damage cannot break a knife (blunt or cutting): 4+6+1 =
	// 11 would have; the holder still rolls Strength d6 5 against 11.
	b = newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 9, 2, 4, 6, 5)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", Weapon: "Colt .45", At: rules.DisarmItem})
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 9, Wild d6 2, -4 called shot (item) = 5 vs 4: hit on the Knife.",
		"Buck strikes the Knife of Cultist 1 with the Colt .45: 4+6, +1 Colt .45 = 11 vs Hardness 10: holds (piercing damage cannot break it).",
		"Cultist 1 rolls Strength: d6 5 = 5 vs 11: lets go of the Knife.",
		"Cultist 1 drops the Knife at (8, 1).",
	}, logFrom(b, n))
	assert.False(t, b.Ground()[0].Broken)
}

func TestDisarmStrengthRollTakesTheWoundPenalty(t *testing.T) {
	// Cultist 1 strikes at Buck's hand: d6 6+2, +2 Gang Up, -4 = 6 vs
	// Parry 6, a hit; Strength d6 6+3 + Knife d4 3 = 12 vs Toughness 6:
	// a Wound. Buck rolls Strength d8 3 (Wild d6 2) at -4 for the hand
	// and -1 for the Wound: -2, and the Machete falls.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	n := len(b.Events())
	script(b, 6, 2, 6, 3, 3, 3, 2)
	apply(t, b, rules.Disarm{Who: "c1", Target: "buck", At: rules.DisarmHand})
	got := logFrom(b, n)
	assert.Equal(t, "Cultist 1 attacks Buck with the Knife: d6 6+2, +2 Gang Up, -4 called shot (hand) = 6 vs 6: hit.", got[0])
	assert.Equal(t, []string{
		"Buck rolls Strength: d8 3, Wild d6 2, -1 Wounds, -4 hit on the hand = -2 vs 4: lets go of the Machete.",
		"Buck drops the Machete at (3, 2).",
	}, got[len(got)-2:])
	assert.Equal(t, 1, b.Figure("buck").Wounds)
}

// Deluxe's disarm strikes the arm (-2); the hand (-4) is swade's option.
// The shot at the item itself (-4) stays in both.
func TestDeluxeDisarmStrikesTheArmNotTheHand(t *testing.T) {
	b := newBattle(t, strings.Replace(melee, "name: Melee", "name: Melee\nedition: deluxe", 1), 1)
	cultistAfterBuck(t, b, 0)
	refused(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmHand},
		"in deluxe a disarm strikes the arm (limb, -2) or the item itself, not the hand")
	n := len(b.Events())
	script(b, 7, 2, 1, 2, 4)
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmLimb})
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, -2 called shot (limb) = 5 vs 5: hit.", logFrom(b, n)[0])
}
