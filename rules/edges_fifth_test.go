package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Edges and Hindrances first played in revision 5, with numbers.

// Weapon Master: Parry +1 (Master of Arms +2) while armed. Cultist 1 (an
// Extra, d6) needs 8 against Buck's Parry 7+1 (a 6 then at least 2:
// 5/36), 9 against Master of Arms (4/36); deluxe the same. Without a
// weapon in hand Buck gets no bonus.
func TestWeaponMasterRaisesParryWhileArmed(t *testing.T) {
	for _, tc := range []struct {
		edition, edge string
		tn            int
		odds          float64
	}{
		{"swade", "Weapon Master", 8, 5.0 / 36},
		{"swade", "Master of Arms", 9, 4.0 / 36},
		{"deluxe", "Weapon Master", 8, 5.0 / 36},
	} {
		b, p := cultistSwing(t, "edition: "+tc.edition+"\n"+scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}))
		assert.Equal(t, tc.tn, p.Rolls[0].TN(0), tc.edge)
		assert.InDelta(t, tc.odds, p.Rolls[0].Odds(0).Success, 1e-12, tc.edge)
		v, ok := edgeMod(p.Detail.(*rules.MeleePlan).ParryMods, tc.edge)
		assert.True(t, ok)
		assert.Equal(t, tc.tn-7, v)

		b.Figure("buck").Weapons = nil
		p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck"})
		require.NoError(t, err)
		assert.Equal(t, 7, p.Rolls[0].TN(0), "unarmed, %s: no bonus", tc.edge)
		_, ok = edgeMod(p.Detail.(*rules.MeleePlan).ParryMods, tc.edge)
		assert.False(t, ok)
	}
}

// In swade a Fighting raise of a Weapon Master adds a d8 instead of the
// d6 (Master of Arms a d10): Buck's Machete with a raise is d8+d6+d8.
// Deluxe keeps the d6.
func TestWeaponMasterRaiseDie(t *testing.T) {
	for _, tc := range []struct {
		edition, edge, raise string
	}{
		{"swade", "", "d6"},
		{"swade", "Weapon Master", "d8"},
		{"swade", "Master of Arms", "d10"},
		{"deluxe", "Master of Arms", "d6"},
	} {
		src := "edition: " + tc.edition + "\n" + edgeField
		if tc.edge != "" {
			src = "edition: " + tc.edition + "\n" + scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"})
		}
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		spec := p.Detail.(*rules.MeleePlan).Damage
		spec.Raise = true
		assert.Equal(t, "d8+d6+"+tc.raise+" (raise)", spec.Expr(), "%s %q", tc.edition, tc.edge)
	}
}

// Combat Acrobat (swade): attacks on the figure -1, melee and ranged.
// Cultist 1's d6 then needs 8 against Parry 7 (5/36).
func TestCombatAcrobatSubtractsOneFromAttacks(t *testing.T) {
	_, p := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Combat Acrobat]"}))
	v, ok := edgeMod(p.Rolls[0].Mods(0), "Combat Acrobat")
	require.True(t, ok, "%v", p.Rolls[0].Mods(0))
	assert.Equal(t, -1, v)
	assert.InDelta(t, 5.0/36, p.Rolls[0].Odds(0).Success, 1e-12)

	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Combat Acrobat]"}), "at: [10, 0]", "at: [7, 3]", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "c2", 0)
	p, err := b.Preview(rules.Shoot{Who: "c2", Weapon: "Pistol", Targets: []string{"buck"}})
	require.NoError(t, err)
	v, _ = edgeMod(p.Rolls[0].Mods(0), "Combat Acrobat")
	assert.Equal(t, -1, v)
	assert.InDelta(t, 2.0/6, p.Rolls[0].Odds(0).Success, 1e-12, "d6-1 against 4: 5 or 6")
}

// Acrobat: deluxe Parry +1; swade's Acrobat is a reroll the player
// keeps, and changes no number.
func TestAcrobatParryInDeluxe(t *testing.T) {
	_, p := cultistSwing(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [Acrobat]"}))
	assert.Equal(t, 8, p.Rolls[0].TN(0))
	_, p = cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Acrobat]"}))
	assert.Equal(t, 7, p.Rolls[0].TN(0))
}

// Assassin: +2 damage against a Vulnerable foe or one taken by The Drop
// (swade); deluxe only by The Drop (a foe caught unaware).
func TestAssassinAddsTwoDamageToAFoeCaughtOut(t *testing.T) {
	for _, tc := range []struct {
		edition          string
		vulnerable, drop bool
		want             int
	}{
		{"swade", false, false, 0},
		{"swade", true, false, 2},
		{"swade", false, true, 2},
		{"deluxe", true, false, 0},
		{"deluxe", false, true, 2},
	} {
		b := newBattle(t, "edition: "+tc.edition+"\n"+scene(t, edgeField, map[string]string{"buck": "edges: [Assassin]"}), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		b.Figure("c1").Vulnerable = tc.vulnerable
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: tc.drop})
		require.NoError(t, err)
		v, _ := edgeMod(p.Detail.(*rules.MeleePlan).Damage.Extra, "Assassin")
		assert.Equal(t, tc.want, v, "%+v", tc)
	}
}

// Blind: -6 to every attack roll. Buck's d10 (Wild d6) then needs 13
// against Parry 5 in place of 5.
func TestBlindAttacksAtMinusSix(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Blind]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	v, ok := edgeMod(p.Rolls[0].Mods(0), "Blind")
	require.True(t, ok)
	assert.Equal(t, -6, v)
}

// Deluxe's Lame: Pace 4 and a d4 running die; One Leg: Pace 2, no
// running, Fighting -2.
func TestLameAndOneLeg(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Lame]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 4, b.PaceLeft("buck"))
	n := len(b.Events())
	apply(t, b, rules.Run{Who: "buck"})
	assert.Contains(t, logFrom(b, n)[0], " d4 ")

	b = newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [One Leg]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 2, b.PaceLeft("buck"))
	assert.ErrorContains(t, b.Apply(rules.Run{Who: "buck"}), "cannot run")
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "One Leg")
	assert.Equal(t, -2, v)
}

// Mild Mannered: Intimidation -2, so a test of will with it too.
func TestMildMannered(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Mild Mannered]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Test{Who: "buck", Target: "c1", Skill: rules.Intimidation})
	require.NoError(t, err)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "Mild Mannered")
	assert.Equal(t, -2, v)
}

// Formation Fighter (swade, CHARACTERS 6.9's reading): Cultist 1, a
// Formation Fighter, with Cultist 2 also beside Buck, has Gang Up +1 and
// +1 for itself: d6+2 against Parry 7 needs a 5 (1/3). With Cultist 2 a
// Formation Fighter too, +2 (d6+3: 1/2). With three others beside Buck
// the bonus stops at +4: only +1 more (d6+4 needs a 3: 2/3). Alone, no Gang Up and no bonus.
func TestFormationFighterAddsToGangUp(t *testing.T) {
	for _, tc := range []struct {
		keys     map[string]string
		near     []string
		gang, ff int
		odds     float64
	}{
		{map[string]string{"c1": "edges: [Formation Fighter]"}, []string{"c2"}, 1, 1, 2.0 / 6},
		{map[string]string{"c1": "edges: [Formation Fighter]", "c2": "edges: [Formation Fighter]"}, []string{"c2"}, 1, 2, 3.0 / 6},
		{map[string]string{"c1": "edges: [Formation Fighter]"}, []string{"c2", "c3", "c4"}, 3, 1, 4.0 / 6},
		{map[string]string{"c1": "edges: [Formation Fighter]"}, nil, 0, 0, 1.0 / 6},
	} {
		_, p := cultistSwing(t, scene(t, edgeField, tc.keys, tc.near...))
		ms := p.Rolls[0].Mods(0)
		g, _ := edgeMod(ms, "Gang Up")
		f, _ := edgeMod(ms, "Formation Fighter")
		assert.Equal(t, tc.gang, g, "%v", tc.near)
		assert.Equal(t, tc.ff, f, "%v", tc.near)
		assert.InDelta(t, tc.odds, p.Rolls[0].Odds(0).Success, 1e-12, "%v", tc.near)
	}
}

// Dead Shot and Mighty Blow in the odds: a doubled d6 against Toughness
// 5 (an Extra) Shakes from a 3 and takes it out from a 5: 2/6 each; the
// plain d6 Shakes on 5 to 8 (2/6 - 4/36) and takes it out from 9 (a 6,
// then at least 3: 4/36).
func TestDoubledDamageInTheOdds(t *testing.T) {
	target := granted(t, rules.SWADE, rules.D6)
	target.WildCard = false
	spec := rules.DamageSpec{Damage: rules.Damage{Dice: []rules.Die{rules.D6}}}
	o, err := rules.DamageOddsVs(spec, target, 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 2.0/6-4.0/36, o.Shaken, 1e-12)
	assert.InDelta(t, 4.0/36, o.Incapacitated, 1e-12)
	spec.Double = rules.MightyBlow
	o, err = rules.DamageOddsVs(spec, target, 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 2.0/6, o.Shaken, 1e-12)
	assert.InDelta(t, 2.0/6, o.Incapacitated, 1e-12)
}

// Mighty Blow's plan doubles only the first hit of the round: Buck on
// the Red Joker plans it, hits, and his next swing's plan does not.
func TestMightyBlowPlannedOnlyForTheFirstHit(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Mighty Blow]"}, "c2"), 1)
	stackDeck(t, b, "Red Joker", "2♣", "3♣")
	apply(t, b, rules.StartRound{})
	fighttest.ToTurn(t, b, "buck", 2)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	assert.Equal(t, rules.MightyBlow, p.Detail.(*rules.MeleePlan).Damage.Double)
	script(b, 8, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	p, err = b.Preview(rules.Melee{Who: "buck", Target: "c2", Weapon: "Machete"})
	require.NoError(t, err)
	assert.Empty(t, p.Detail.(*rules.MeleePlan).Damage.Double)
}

// A benny rerolls a Frenzy's whole roll (revision 5): Buck's two d10 and
// Wild d6 all show 2 (both miss Cultist 1's Parry 5); the reroll's 8 hits
// and counts, and the first roll is logged as thrown away.
func TestABennyRerollsAFrenzy(t *testing.T) {
	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Frenzy]"}), "    bennies: 0\n", "    bennies: 1\n", 1)
	b := newBattle(t, src, 1)
	b.Reroll = func(*rules.Figure, string, rules.TraitResult) bool { return true }
	fighttest.ToTurn(t, b, "buck", 0)
	out := tried(b, []int{2, 2, 2, 8, 3, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Frenzy: true})
	assert.Contains(t, out, "Cultist 1 2 vs 5: miss; Cultist 1 2 vs 5: miss (thrown away by a reroll)")
	assert.Contains(t, out, "Cultist 1 8 vs 5: hit")
	assert.Equal(t, 0, b.Figure("buck").Bennies)
}

// CHARACTERS.md 2.1: Weapon Master's raise die needs the figure armed
// (Martial Artist counts): Buck with bare hands and no Martial Artist
// adds the plain d6 on a raise (d8+d6); as a Martial Artist the d8.
func TestWeaponMasterRaiseDieNeedsAWeapon(t *testing.T) {
	for _, tc := range []struct {
		edges, want string
	}{
		{"Weapon Master", "d8+d6 (raise)"},
		{"Weapon Master, Martial Artist", "+d8 (raise)"},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edges + "]"}), 1)
		b.Figure("buck").Weapons = nil
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
		require.NoError(t, err)
		spec := p.Detail.(*rules.MeleePlan).Damage
		spec.Raise = true
		if tc.edges == "Weapon Master" {
			assert.Equal(t, tc.want, spec.Expr())
		} else {
			assert.True(t, strings.HasSuffix(spec.Expr(), tc.want), spec.Expr())
		}
	}
}

// CHARACTERS.md 3: Mild Mannered and Thin Skinned are swade's Hindrances:
// a deluxe Buck written with them keeps the names (not in deluxe) and
// tests Intimidation without -2.
func TestMildManneredAndThinSkinnedAreSwadesOnly(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Mild Mannered, Thin Skinned]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Test{Who: "buck", Target: "c1", Skill: rules.Intimidation})
	require.NoError(t, err)
	_, ok := edgeMod(p.Rolls[0].Mods(0), "Mild Mannered")
	assert.False(t, ok)
	for _, n := range []string{"Mild Mannered", "Thin Skinned"} {
		assert.Equal(t, "not in deluxe", rules.Status(rules.FromHindrance, n, rules.Deluxe).Note, n)
		assert.Empty(t, rules.Status(rules.FromHindrance, n, rules.SWADE).Note, n)
	}
}
