package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withBuck is arena with keys added to Buck.
func withBuck(src, keys string) string {
	return strings.Replace(src, "  - id: buck\n", "  - id: buck\n    "+keys+"\n", 1)
}

// Ambidextrous: no -2 with the off-hand Knife. Buck's two-action turn:
// d8 5 -2 multi-action +1 Gang Up +1 two weapons = 5 vs 5, a hit.
func TestAmbidextrousHasNoOffHandPenalty(t *testing.T) {
	b := newBattle(t, withBuck(arena, "edges: [Ambidextrous]"), 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Knife"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Knife: d8 5, Wild d6 1, -2 multi-action, +1 Gang Up, +1 two weapons = 5 vs 5: hit.", logFrom(b, n)[0])
}

// Deluxe's Quick Draw: drawing is free (no action, so no multi-action
// penalty) and the Agility roll to draw two weapons at once is at +2.
func TestQuickDrawDrawsForFree(t *testing.T) {
	d := newBattle(t, withBuck(arenaDeluxe, "edges: [Quick Draw]"), 1)
	fighttest.ToTurn(t, d, "buck", 0)
	n := len(d.Events())
	script(d, 2, 1)
	apply(t, d, rules.Ready{Who: "buck", Weapons: []string{"Machete", "Colt .45"}})
	assert.Equal(t, "Buck rolls Agility (drawing): d8 2, Wild d6 1, +2 Quick Draw = 4 vs 4: success.", logFrom(d, n)[0])
	assert.Contains(t, logFrom(d, n)[1], "(free)")
}

// Danger Sense: +2 to the Notice roll against a surprise. Buck's d6 2,
// Wild d6 1: 2, a failure and no card; with the Edge 4, a success.
func TestDangerSenseNoticesTheAmbush(t *testing.T) {
	for _, edge := range []string{"", "Danger Sense"} {
		b := newBattle(t, withBuck(arena, "edges: ["+edge+"]"), 1)
		out := tried(b, []int{2, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
		require.NotContains(t, out, "refused")
		if edge == "" {
			assert.Contains(t, out, "d6 2, Wild d6 1 = 2 vs 4: failure", out)
			continue
		}
		assert.Contains(t, out, "d6 2, Wild d6 1, +2 Danger Sense = 4 vs 4: success", out)
	}
}

// Calculating (swade): Buck on the 3 of Clubs takes two actions; his
// first attack's -2 multi-action is cancelled by +2 Calculating (d10
// against Parry 5 with the Wild Die: 1 - (4/10)(4/6) = 11/15, as with no
// penalty), his second attack keeps its -2. On a card above Five
// nothing.
func TestCalculatingIgnoresTwoPointsOfPenalties(t *testing.T) {
	for _, tc := range []struct {
		card string
		calc int
	}{{"3♣", 2}, {"K♣", 0}} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Calculating]"}), 1)
		stackDeck(t, b, tc.card)
		apply(t, b, rules.StartRound{})
		fighttest.ToTurn(t, b, "buck", 2)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		v, _ := edgeMod(p.Rolls[0].Mods(0), "Calculating")
		assert.Equal(t, tc.calc, v, tc.card)
		if tc.calc == 0 {
			continue
		}
		assert.InDelta(t, 1-(4.0/10)*(4.0/6), p.Rolls[0].Odds(0).Success, 1e-12)
		script(b, 1, 1, 1, 1)
		require.NoError(t, b.Apply(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))
		p, err = b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		_, ok := edgeMod(p.Rolls[0].Mods(0), "Calculating")
		assert.False(t, ok, "once a turn")
	}
}

// Deluxe Inspire: Doc, an Extra 4" from Buck (Command and Inspire),
// rolls Spirit d6 3 to recover from Shaken at +2 Inspire (5, a success)
// instead of Command's +1; in swade Command's +1 stays.
func TestDeluxeInspireMakesCommandTwo(t *testing.T) {
	for _, tc := range []struct{ edition, want string }{
		{"deluxe", "d6 3, +2 Inspire = 5"},
		{"swade", "d6 3, +1 Command = 4"},
	} {
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Command, Inspire]"}), "at: [0, 7]", "at: [6, 5]", 1)
		b := newBattle(t, "edition: "+tc.edition+"\n"+src, 1)
		fighttest.UpTo(t, b, "doc")
		b.Figure("doc").Shaken = true
		n := len(b.Events())
		script(b, 3)
		apply(t, b, rules.StartTurn{Who: "doc"})
		assert.Contains(t, lineWith(t, b, n, "Spirit (Shaken)"), tc.want, tc.edition)
	}
}

// Rapid Fire (swade): one shot a turn may roll a die more than the
// weapon's RoF. Buck's Colt, semi-automatic (RoF 1), fires two dice at
// Cultist 2 with the Edge, at -2 recoil; without it the second die is
// refused.
func TestRapidFireAddsADie(t *testing.T) {
	src := strings.Replace(edgeField, "shots: 7}", "shots: 7, double_tap: true}", 1)
	src = strings.Replace(src, "at: [10, 0]", "at: [7, 3]", 1)
	shot := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2", "c2"}}
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	_, err := b.Preview(shot)
	assert.ErrorContains(t, err, "RoF 1")

	b = newBattle(t, scene(t, src, map[string]string{"buck": "edges: [Rapid Fire]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(shot)
	require.NoError(t, err)
	require.Len(t, p.Rolls[0].Dice, 2)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "recoil")
	assert.Equal(t, -2, v)
	script(b, 5, 5, 1, 1, 1, 1, 1)
	require.NoError(t, b.Apply(shot))
	assert.Equal(t, 5, b.Figure("buck").Ammo[1], "two rounds fired")
}

// Berserk (swade): Cultist 1's knife Shakes Buck (d6 6+1 = 7 hits Parry
// 7; d6 5 + d4 1 = 6 against Toughness 6); Buck fails his Smarts roll
// (d6 2, Wild d6 1) and goes berserk: Toughness 8, Strength d10, and his
// next swing is a Wild Attack. A success would leave him as he was.
func TestBerserkAfterAShake(t *testing.T) {
	b, _ := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"}))
	out := tried(b, []int{6, 1, 5, 1, 2, 1}, rules.Melee{Who: "c1", Target: "buck"})
	assert.Contains(t, out, "Buck rolls Smarts (Berserk): d6 2, Wild d6 1 = 2 vs 4: failure.")
	assert.Contains(t, out, "goes berserk")
	buck := b.Figure("buck")
	assert.Equal(t, 8, buck.Toughness())
	d, _ := buck.Trait(rules.Strength)
	assert.Equal(t, rules.D10, d)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "Wild Attack")
	assert.Equal(t, 2, v)

	b, _ = cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"}))
	out = tried(b, []int{6, 1, 5, 1, 4, 1}, rules.Melee{Who: "c1", Target: "buck"})
	assert.NotContains(t, out, "goes berserk")
	assert.Equal(t, 6, b.Figure("buck").Toughness())
}

// Tactician: each round the leader's extra card goes to the allied
// Extras in Command Range, who keep the better card: Doc, 2" from Buck,
// is dealt the better of the two cards drawn for him; beyond 5" (or
// without the Edge) Doc draws one card as anyone does. Master Tactician
// has two cards, but Doc's group takes only one of them.
func TestTacticianHandsAnExtraCardToExtrasInRange(t *testing.T) {
	for _, tc := range []struct {
		edge, at string
		draws    int
	}{
		{"Tactician", "[5, 3]", 1},
		{"Master Tactician", "[5, 3]", 1},
		{"Tactician", "[11, 7]", 0},
		{"", "[5, 3]", 0},
	} {
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}), "at: [0, 7]", "at: "+tc.at, 1)
		b := newBattle(t, src, 1)
		apply(t, b, rules.StartRound{})
		draws := 0
		for _, e := range b.Events() {
			if e.Kind != rules.EventDraw || e.What != rules.Tactician {
				continue
			}
			draws++
			assert.Equal(t, "doc", e.Who)
			assert.Equal(t, "buck", e.Target)
			require.Len(t, e.Cards, 2)
			a, err := rules.ParseCard(e.Cards[0])
			require.NoError(t, err)
			c, err := rules.ParseCard(e.Cards[1])
			require.NoError(t, err)
			best := a
			if c.Before(a) {
				best = c
			}
			assert.Equal(t, best.String(), e.Outcome)
			got, ok := b.Fight.Init.Card("doc")
			require.True(t, ok)
			assert.Equal(t, best, got, "Doc keeps the better card")
		}
		assert.Equal(t, tc.draws, draws, "%s at %s", tc.edge, tc.at)
	}
}

// Two-Fisted: a turn of an attack with each hand is played without the
// multi-action penalty. Buck's Machete, then his off-hand Knife: d8 5,
// +1 Gang Up, +1 two weapons = 7, then 5 -2 off-hand +2 = 5, each vs
// Parry 5; revision 4 (the Edge a note) had -2 multi-action on both.
func TestTwoFistedAttacksWithEachHandWithoutTheMultiActionPenalty(t *testing.T) {
	b := newBattleAt(t, withBuck(arena, "edges: [Two-Fisted]"), 1, 5)
	fighttest.ToTurn(t, b, "buck", 2)
	got := tried(b, []int{5, 1, 1, 1, 5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Knife"})
	assert.Contains(t, got, "Buck attacks Cultist 1 with the Machete: d8 5, Wild d6 1, +1 Gang Up, +1 two weapons = 7 vs 5: hit.")
	assert.Contains(t, got, "Buck attacks Cultist 1 with the Knife: d8 5, Wild d6 1, +1 Gang Up, +1 two weapons, -2 off-hand = 5 vs 5: hit.")

	b = newBattleAt(t, withBuck(arena, "edges: [Two-Fisted]"), 1, 4)
	fighttest.ToTurn(t, b, "buck", 2)
	got = tried(b, []int{5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Contains(t, got, "Buck attacks Cultist 1 with the Machete: d8 5, Wild d6 1, -2 multi-action, +1 Gang Up, +1 two weapons = 5 vs 5: hit.")
}

// The lighter turn must be an attack with each hand: a second action
// that is not the off-hand attack is refused, and a turn of three
// actions still pays for one (-2).
func TestTwoFistedLastActionMustBeTheOtherHand(t *testing.T) {
	b := newBattleAt(t, withBuck(arena, "edges: [Two-Fisted]"), 1, 5)
	fighttest.ToTurn(t, b, "buck", 2)
	require.NoError(t, b.Apply(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))
	assert.Contains(t, tried(b, nil, rules.Shoot{Who: "buck", Targets: []string{"c1"}, Weapon: "Colt .45"}), "refused: Buck's turn was declared one action lighter")

	b = newBattleAt(t, withBuck(arena, "edges: [Two-Fisted]"), 1, 5)
	fighttest.ToTurn(t, b, "buck", 3)
	assert.Contains(t, tried(b, []int{5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}), "-2 multi-action")
}

// Two-Gun Kid (swade) does the same for a ranged weapon in each hand:
// Buck's off-hand Derringer and his Colt, no multi-action penalty.
func TestTwoGunKidShootsWithEachHand(t *testing.T) {
	src := strings.Replace(withBuck(arena, "edges: [Two-Gun Kid]"), "      - {name: Knife, damage: str+d4, offhand: true}\n",
		"      - {name: Knife, damage: str+d4, offhand: true}\n      - {name: Derringer, range: 3/6/12, damage: 2d4, shots: 2, offhand: true}\n", 1)
	b := newBattleAt(t, src, 1, 5)
	fighttest.ToTurn(t, b, "buck", 2)
	got := tried(b, []int{5, 1, 1, 1, 5, 1, 1, 1}, rules.Shoot{Who: "buck", Targets: []string{"c1"}, Weapon: "Colt .45"}, rules.Shoot{Who: "buck", Targets: []string{"c1"}, Weapon: "Derringer"})
	assert.NotContains(t, got, "multi-action")
	assert.Contains(t, got, "with the Derringer")
}

// swade's Danger Sense with a raise: Buck's d6 6 aces into 6+1 = 7, +2
// Danger Sense = 9 against 4, a raise (8 or more): he is dealt in and
// starts on Hold with his card. A plain success (d6 4, +2 = 6) deals him
// in as usual, not on Hold.
func TestDangerSenseRaiseStartsTheFightOnHold(t *testing.T) {
	b := newBattle(t, withBuck(arena, "edges: [Danger Sense]"), 1)
	out := tried(b, []int{6, 1, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
	require.Contains(t, out, "+2 Danger Sense = 9 vs 4: raise.", out)
	assert.Contains(t, out, "Buck senses the danger (Danger Sense, a raise): on Hold once dealt in.")
	stackDeck(t, b, "K♠")
	out = tried(b, nil, rules.StartRound{})
	assert.True(t, b.Fight.Init.Hold["buck"], out)
	assert.Contains(t, out, "Buck starts on Hold with the King of Spades (Danger Sense).")

	b = newBattle(t, withBuck(arena, "edges: [Danger Sense]"), 1)
	out = tried(b, []int{4, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
	require.Contains(t, out, "+2 Danger Sense = 6 vs 4: success.", out)
	tried(b, nil, rules.StartRound{})
	assert.False(t, b.Fight.Init.Hold["buck"])
	_, dealt := b.Fight.Init.Cards["buck"]
	assert.True(t, dealt)
}

// swade's Berserk from revision 6: a level of Fatigue at the end of the
// berserker's turn once five rounds of rage are over (the round it began
// counts as the first), and another as the rage ends after ten, when
// Toughness +2 goes too. Buck goes berserk in round r0: Fatigued after
// his turn in round r0+5, Exhausted and calm after his turn in r0+10.
func TestBerserkRageTiresTheBerserker(t *testing.T) {
	b, _ := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"}))
	out := tried(b, []int{6, 1, 5, 1, 2, 1}, rules.Melee{Who: "c1", Target: "buck"})
	require.Contains(t, out, "goes berserk")
	*b.RNG() = *rules.NewRNG(7)
	r0 := b.Fight.Init.Round
	buck := b.Figure("buck")
	for range 12 {
		fighttest.ToTurn(t, b, "buck", 0)
		r := b.Fight.Init.Round
		n := len(b.Events())
		apply(t, b, rules.EndTurn{Who: "buck"})
		switch {
		case r < r0+rules.BerserkTiredRounds:
			assert.Equal(t, 0, buck.Fatigue, "round %d", r)
		case r < r0+rules.BerserkRounds:
			assert.Equal(t, 1, buck.Fatigue, "round %d", r)
			if r == r0+rules.BerserkTiredRounds {
				assert.Contains(t, strings.Join(logFrom(b, n), "\n"), "Fatigued")
			}
			assert.Equal(t, 8, buck.Toughness(), "round %d: still raging", r)
		default:
			assert.Equal(t, 2, buck.Fatigue, "round %d", r)
			assert.Equal(t, 6, buck.Toughness(), "round %d: the rage is over", r)
			if r == r0+rules.BerserkRounds {
				assert.Contains(t, strings.Join(logFrom(b, n), "\n"), "Exhausted")
			}
		}
		if r > r0+rules.BerserkRounds {
			return
		}
	}
	t.Fatal("the rage never ended")
}
