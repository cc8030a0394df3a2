package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// melee: Buck (Wild Card, Fighting d8: Parry 6, Toughness 6) in the middle
// of three cultists (Fighting d6: Parry 5, Toughness 5): Cultist 1 to his
// right, Cultist 2 to his left, Cultist 3 below him; Doc, Buck's ally,
// stands above him. Cultist 3 carries no melee weapon.
const melee = `
name: Melee
map:
  rows:
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
    at: [3, 2]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Machete, damage: str+d6}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
  - id: c1
    name: Cultist 1
    side: cult
    at: [4, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: c2
    name: Cultist 2
    side: cult
    at: [2, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: c3
    name: Cultist 3
    side: cult
    at: [3, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d4}
  - id: doc
    name: Doc
    side: heroes
    at: [8, 0]
    traits: {agility: d6, smarts: d8, spirit: d6, strength: d6, vigor: d6, fighting: d4, notice: d6}
`

// apply applies legal actions.
func apply(t *testing.T, b *rules.Battle, acts ...rules.Action) {
	t.Helper()
	for _, a := range acts {
		require.NoError(t, b.Apply(a), "%s", a.Kind())
	}
}

// cultistAfterBuck sets up round 1 with Cultist 1 on Hold while the other
// cultists pass and Buck takes his turn: the caller acts for Buck, then
// hands over with cultistActs.
func cultistAfterBuck(t *testing.T, b *rules.Battle, buckActions int) {
	t.Helper()
	apply(t, b, rules.StartRound{}, rules.Hold{Who: "c1"},
		rules.StartTurn{Who: "c2"}, rules.EndTurn{Who: "c2"},
		rules.StartTurn{Who: "c3"}, rules.EndTurn{Who: "c3"},
		rules.StartTurn{Who: "buck", Actions: buckActions})
}

// cultistActs ends Buck's turn and starts Cultist 1's from Hold.
func cultistActs(t *testing.T, b *rules.Battle) {
	t.Helper()
	apply(t, b, rules.EndTurn{Who: "buck"}, rules.StartTurn{Who: "c1"})
}

// logFrom is the log from event n on.
func logFrom(b *rules.Battle, n int) []string { return b.Log()[n:] }

// logStarts checks the log's lines from event n on begin with want.
func logStarts(t *testing.T, b *rules.Battle, n int, want ...string) {
	t.Helper()
	got := logFrom(b, n)
	require.GreaterOrEqual(t, len(got), len(want), "%q", got)
	assert.Equal(t, want, got[:len(want)])
}

func TestMeleeHitDamageAndASecondSwing(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// Fighting d8 6, Wild d6 2: 6 vs Parry 5 (2 + d6/2), a hit. Damage is
	// Strength plus the Machete: d8 4 + d6 3 = 7 vs Toughness 5: Shaken.
	script(b, 6, 2, 4, 3)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 6, Wild d6 2 = 6 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 4+3 = 7 vs Toughness 5: Shaken.",
	)
	assert.True(t, b.Figure("c1").Shaken)
	refused(t, b, rules.Melee{Who: "buck", Target: "c2"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")

	// A raise adds a d6: d8 8+3 = 11 vs 5 is one raise.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 2)
	n = len(b.Events())
	script(b, 8, 5, 1, 2, 1, 3)
	apply(t, b, rules.Melee{Who: "buck", Target: "c2"})
	logStarts(t, b, n,
		"Buck attacks Cultist 2 with the Machete: d8 8+5, Wild d6 1, -2 multi-action = 11 vs 5: hit with a raise.",
		"Damage d8+2d6 (Machete) to Cultist 2: 2+1+3 = 6 vs Toughness 5: Shaken.",
	)
	// Two actions declared: in swade the same Machete may swing again
	// (deluxe refuses it: TestDeluxeForbidsTheSameWeaponTwice).
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
}

func TestGangUpThreeAttackersAndAnAllyCancels(t *testing.T) {
	// Three cultists around Buck: each has two other foes of Buck next to
	// Buck, +2. Doc next to both Buck and Cultist 1 cancels one of
	// Cultist 1's points.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	n := len(b.Events())
	script(b, 3)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Equal(t, "Cultist 1 attacks Buck with the Knife: d6 3, +2 Gang Up = 5 vs 6: miss.", logFrom(b, n)[0])

	b = newBattle(t, melee, 1)
	require.NoError(t, b.Battlefield.Place("doc", rules.Pos{X: 4, Y: 1}))
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	n = len(b.Events())
	script(b, 3)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Equal(t, "Cultist 1 attacks Buck with the Knife: d6 3, +1 Gang Up = 4 vs 6: miss.", logFrom(b, n)[0])
}

func TestDefendByEdition(t *testing.T) {
	for _, tc := range []struct {
		edition string
		parry   int
		hit     string
	}{{"swade", 10, "hit with a raise"}, {"deluxe", 8, "hit with 2 raises"}} {
		t.Run(tc.edition, func(t *testing.T) {
			b := newBattle(t, "edition: "+tc.edition+"\n"+melee, 1)
			cultistAfterBuck(t, b, 0)
			apply(t, b, rules.Defend{Who: "buck"})
			refused(t, b, rules.Melee{Who: "buck", Target: "c1"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")
			cultistActs(t, b)
			assert.True(t, b.Defending("buck"))
			n := len(b.Events())
			script(b, 6, 6, 2)
			apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
			bonus := tc.parry - 6
			assert.Equal(t, []string{
				fmt.Sprintf("Cultist 1 vs Buck: Buck's Parry 6, +%d Defend = %d.", bonus, tc.parry),
				fmt.Sprintf("Cultist 1 attacks Buck with the Knife: d6 6+6+2, +2 Gang Up = 16 vs %d: %s.", tc.parry, tc.hit),
			}, logFrom(b, n)[:2])
			// Buck's next turn ends the Defend.
			apply(t, b, rules.EndTurn{Who: "c1"}, rules.StartTurn{Who: "doc"}, rules.EndTurn{Who: "doc"})
			fighttest.ToTurn(t, b, "buck", 0)
			assert.False(t, b.Defending("buck"))
		})
	}
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 2)
	refused(t, b, rules.Defend{Who: "buck"}, "defending takes Buck's whole turn: no other action")
}

func TestWildAttackAndVulnerableUntilTheEndOfTheNextTurn(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// +2 to hit and +2 damage; Buck is Vulnerable.
	script(b, 2, 3, 1, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Wild: true})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 3, +2 Wild Attack = 5 vs 5: hit.",
		"Buck is Vulnerable (Wild Attack).",
		"Damage d8+d6 (Machete) to Cultist 1: 1+2, +2 Wild Attack = 5 vs Toughness 5: Shaken.",
	)
	// Cultist 2 gets +2 against a Vulnerable Buck (and +1 Gang Up: Cultist
	// 3 is the other foe next to Buck; Cultist 1 is Shaken but still counts).
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.True(t, b.Figure("buck").Vulnerable, "still Vulnerable after the turn of the Wild Attack")
	b2 := newBattle(t, melee, 1)
	apply(t, b2, rules.StartRound{}, rules.StartTurn{Who: "c1"}, rules.EndTurn{Who: "c1"}, rules.Hold{Who: "c2"},
		rules.StartTurn{Who: "c3"}, rules.EndTurn{Who: "c3"}, rules.StartTurn{Who: "buck"})
	script(b2, 2, 3, 1, 2)
	apply(t, b2, rules.Melee{Who: "buck", Target: "c1", Wild: true}, rules.EndTurn{Who: "buck"}, rules.StartTurn{Who: "c2"})
	n = len(b2.Events())
	script(b2, 1)
	apply(t, b2, rules.Melee{Who: "c2", Target: "buck"})
	assert.Equal(t, "Cultist 2 attacks Buck with the Knife: d6 1, +2 Gang Up, +2 Vulnerable = 5 vs 6: miss.", logFrom(b2, n)[0])
	// It wears off at the end of Buck's next turn.
	apply(t, b2, rules.EndTurn{Who: "c2"})
	fighttest.ToTurn(t, b2, "buck", 0)
	assert.True(t, b2.Figure("buck").Vulnerable)
	apply(t, b2, rules.EndTurn{Who: "buck"})
	assert.False(t, b2.Figure("buck").Vulnerable)
}

func TestDesperateAttackAndNotWithWildAttack(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Wild: true, Desperate: 2}, "a Wild Attack cannot also be a Desperate Attack")
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Desperate: 3}, "a Desperate Attack is +2 or +4, not +3")
	n := len(b.Events())
	// +4 to hit, -4 damage.
	script(b, 1, 1+0, 5, 6, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Desperate: 4})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 1, Wild d6 1, +4 Desperate Attack = 5 vs 5: critical failure.",
	)
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 1, 2, 5, 4)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Desperate: 4})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 1, Wild d6 2, +4 Desperate Attack = 6 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 5+4, -4 Desperate Attack = 5 vs Toughness 5: Shaken.",
	)
}

func TestTheDropAndTheKnockoutBlow(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// +4 to hit and damage; Cultist 3 has no weapon, but the unarmed
	// defender +2 does not stack with The Drop. Damage 1+1+4 = 6 Shakes
	// it: Vigor d6 2 fails, knocked out.
	script(b, 3, 2, 1, 1, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c3", Drop: true})
	logStarts(t, b, n,
		"Buck attacks Cultist 3 with the Machete: d8 3, Wild d6 2, +4 The Drop = 7 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 3: 1+1, +4 The Drop = 6 vs Toughness 5: Shaken.",
		"Cultist 3 rolls Vigor (knockout blow): d6 2 = 2 vs 4: failure.",
		"Cultist 3 is knocked out (knockout blow).",
	)
	c3 := b.Figure("c3")
	assert.True(t, c3.Unconscious && c3.Incapacitated)

	// A head shot: -4 to hit, +4 damage, and the Vigor roll is at -2.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 4, 2, 1, 1, 5)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Drop: true, Called: rules.CalledHeadVitals})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 4, Wild d6 2, +4 The Drop, -4 called shot (head/vitals) = 4 vs 5: miss.",
	)
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 5, 2, 1, 1, 5)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Drop: true, Called: rules.CalledHeadVitals})
	logStarts(t, b, n,
		"Buck attacks Cultist 1 with the Machete: d8 5, Wild d6 2, +4 The Drop, -4 called shot (head/vitals) = 5 vs 5: hit.",
		"Damage d8+d6 (Machete) to Cultist 1: 1+1, +4 The Drop, +4 head/vitals = 10 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
	)
}

func TestCalledShotsLimbAndHand(t *testing.T) {
	for _, tc := range []struct {
		called, line string
	}{
		{rules.CalledLimb, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -2 called shot (limb) = 0 vs 5: miss."},
		{rules.CalledHand, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -4 called shot (hand) = -2 vs 5: miss."},
	} {
		b := newBattle(t, melee, 1)
		cultistAfterBuck(t, b, 0)
		n := len(b.Events())
		script(b, 2, 1)
		apply(t, b, rules.Melee{Who: "buck", Target: "c1", Called: tc.called})
		assert.Equal(t, tc.line, logFrom(b, n)[0])
	}
}

func TestUnarmedDefenderTwoWeaponsImprovisedAndProne(t *testing.T) {
	src := strings.Replace(melee, "      - {name: Machete, damage: str+d6}\n", "      - {name: Machete, damage: str+d6}\n      - {name: Dagger, damage: str+d4}\n", 1)
	cases := []struct {
		name  string
		setup func(b *rules.Battle)
		act   rules.Melee
		line  string
	}{
		{"unarmed defender +2", nil, rules.Melee{Who: "buck", Target: "c3"},
			"Buck attacks Cultist 3 with the Machete: d8 2, Wild d6 1, +2 unarmed defender = 4 vs 5: miss."},
		{"bare hands get no unarmed defender bonus", nil, rules.Melee{Who: "buck", Target: "c3", Weapon: "unarmed"},
			"Buck attacks Cultist 3 with the bare hands: d8 2, Wild d6 1 = 2 vs 5: miss."},
		{"improvised weapon -2, counts as armed", nil, rules.Melee{Who: "buck", Target: "c3", Improvised: "chair", ImprovisedDamage: "str+d6"},
			"Buck attacks Cultist 3 with the chair: d8 2, Wild d6 1, +2 unarmed defender, -2 improvised weapon = 2 vs 5: miss."},
		{"prone defender -2 Parry", func(b *rules.Battle) { b.Figure("c1").Prone = true }, rules.Melee{Who: "buck", Target: "c1"},
			"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1 = 2 vs 3: miss."},
		{"prone attacker -2 Fighting", func(b *rules.Battle) { b.Figure("buck").Prone = true }, rules.Melee{Who: "buck", Target: "c1"},
			"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -2 prone = 0 vs 5: miss."},
		{"nonlethal with a weapon marked edged -1", edgedMachete, rules.Melee{Who: "buck", Target: "c1", Nonlethal: true},
			"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, -1 nonlethal (flat of the blade) = 1 vs 5: miss."},
		{"the action's edged field gives no -1 to a blunt weapon", func(b *rules.Battle) {
			buck := b.Figure("buck")
			buck.Weapons[rules.WeaponIndex(buck, "Machete")].DamageType = rules.Blunt
		}, rules.Melee{Who: "buck", Target: "c1", Nonlethal: true, Edged: true},
			"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1 = 2 vs 5: miss."},
		{"a lethal attack with an edged weapon takes no -1", edgedMachete, rules.Melee{Who: "buck", Target: "c1", Edged: true},
			"Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1 = 2 vs 5: miss."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t, melee, 1)
			if tc.setup != nil {
				tc.setup(b)
			}
			cultistAfterBuck(t, b, 0)
			n := len(b.Events())
			script(b, 2, 1)
			apply(t, b, tc.act)
			lines := logFrom(b, n)
			assert.Equal(t, tc.line, lines[len(lines)-1])
		})
	}
	// Two melee weapons against a foe with one (or none): +1.
	b := newBattle(t, src, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	script(b, 2, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 2, Wild d6 1, +1 two weapons = 3 vs 5: miss.", logFrom(b, n)[0])
}

func TestNonlethalKnocksOutAWildCard(t *testing.T) {
	b := newBattle(t, melee, 1)
	b.Figure("buck").Wounds = 3
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	n := len(b.Events())
	// d6 6+3 +2 Gang Up -1 nonlethal with the Knife's flat = 10 vs 6
	// (Buck's Wounds do not touch his Parry): one raise. d6 6+4 + d4 3 + d6 1 = 14 vs 6: two raises, Wounds past
	// the third: out, knocked out rather than the Incapacitation roll.
	script(b, 6, 3, 6, 4, 3, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck", Nonlethal: true})
	logStarts(t, b, n,
		"Cultist 1 attacks Buck with the Knife: d6 6+3, +2 Gang Up, -1 nonlethal (flat of the blade) = 10 vs 6: hit with a raise.",
		"Damage d6+d4+d6 (Knife) to Buck: (6+4)+3+1 = 14 vs Toughness 6: two raises, 2 Wounds: Incapacitated.",
		"Buck is knocked out (nonlethal damage).",
	)
	buck := b.Figure("buck")
	assert.True(t, buck.Unconscious && buck.Incapacitated)
	assert.False(t, buck.Dead || buck.BleedingOut)
	assert.Empty(t, buck.Injuries, "no Incapacitation roll, no injury")
}

// edgedMachete marks Buck's Machete edged (a blade).
func edgedMachete(b *rules.Battle) {
	buck := b.Figure("buck")
	buck.Weapons[rules.WeaponIndex(buck, "Machete")].Edged = true
}

func TestIllegalMelee(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	refused(t, b, rules.Melee{Who: "buck", Target: "doc"}, "Doc is not adjacent to Buck: a melee attack needs the bases to touch")
	refused(t, b, rules.Melee{Who: "buck", Target: "buck"}, "Buck cannot attack itself")
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Colt .45"}, "the Colt .45 is not a melee weapon")
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Sword"}, `Buck has no weapon called "Sword"`)
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Called: "eye"}, `"eye" is not a called shot (limb, hand, head)`)
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Improvised: "chair", ImprovisedDamage: "lots"}, `improvised chair: "lots" is not a damage roll (dice like "2d6+1", "str+d6" or "str")`)
	refused(t, b, rules.Melee{Who: "c1", Target: "buck"}, "it is not Cultist 1's turn but Buck's")
	refused(t, b, rules.Melee{Who: "buck"}, "Buck attacks nobody: name a target")
	b.Figure("buck").Shaken = true
	refused(t, b, rules.Melee{Who: "buck", Target: "c1"}, "Buck is Shaken: only free actions (move, run, drop prone, speak)")
}

func TestFreeAttacksUseTheMeleeRules(t *testing.T) {
	// Buck defends and backs away from the three cultists: each gets a
	// free attack, with Gang Up, against his Parry with Defend.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	apply(t, b, rules.Defend{Who: "buck"})
	n := len(b.Events())
	script(b, 1, 2, 3)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 0}})
	var attacks []string
	for _, l := range logFrom(b, n) {
		if strings.Contains(l, " attacks Buck") {
			attacks = append(attacks, l)
		}
	}
	assert.Equal(t, []string{
		"Cultist 1 attacks Buck with the Knife: d6 1, +2 Gang Up = 3 vs 10: miss.",
		"Cultist 2 attacks Buck with the Knife: d6 2, +2 Gang Up = 4 vs 10: miss.",
		"Cultist 3 attacks Buck with the bare hands: d6 3, +2 Gang Up = 5 vs 10: miss.",
	}, attacks)
}

// Revision 1 replays the edged field as it was read then: it refuses it
// without nonlethal; revision 2 accepts it and it means nothing.
func TestEdgedWithoutNonlethalIsRefusedOnlyInRevisionOne(t *testing.T) {
	b := newBattleAt(t, melee, 1, 1)
	cultistAfterBuck(t, b, 0)
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Edged: true}, "edged only matters for a nonlethal attack (the flat of the blade)")
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	script(b, 2, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Edged: true})
}
