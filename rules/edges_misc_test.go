package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lineWith is the first log line from event n on that contains s.
func lineWith(t *testing.T, b *rules.Battle, n int, s string) string {
	t.Helper()
	for _, l := range logFrom(b, n) {
		if strings.Contains(l, s) {
			return l
		}
	}
	t.Fatalf("no line with %q in %q", s, logFrom(b, n))
	return ""
}

// buckShakenTurn: Buck's turn opens with him Shaken and the faces given.
func buckShakenTurn(t *testing.T, src string, faces ...int) (*rules.Battle, int) {
	t.Helper()
	b := newBattle(t, src, 1)
	fighttest.UpTo(t, b, "buck")
	b.Figure("buck").Shaken = true
	n := len(b.Events())
	script(b, faces...)
	apply(t, b, rules.StartTurn{Who: "buck"})
	return b, n
}

// Combat Reflexes: +2 to the Spirit roll that ends Shaken (and to the
// Vigor roll that ends Stunned). d8 2, Wild d6 1, +2 = 4: a success that
// would have been a failure.
func TestCombatReflexesHelpsRecovery(t *testing.T) {
	b, n := buckShakenTurn(t, scene(t, edgeField, map[string]string{"buck": "edges: [Combat Reflexes]"}), 2, 1)
	assert.Equal(t, "Buck rolls Spirit (Shaken): d8 2, Wild d6 1, +2 Combat Reflexes = 4 vs 4: success: no longer Shaken, acts.", lineWith(t, b, n, "Spirit (Shaken)"))

	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Combat Reflexes]"}), 1)
	apply(t, b, rules.Stun{Who: "buck", Cause: "stun blast"})
	fighttest.UpTo(t, b, "buck")
	n = len(b.Events())
	script(b, 3, 1)
	apply(t, b, rules.StartTurn{Who: "buck"})
	assert.Equal(t, "Buck rolls Vigor (Stunned): d8 3, Wild d6 1, -2 Distracted, +2 Combat Reflexes = 3 vs 4: failure.", lineWith(t, b, n, "Vigor (Stunned)"))
}

// Nerves of Steel ignores one point of Wound penalty (Improved: two),
// never more than the Wounds give: the Wounds modifier shrinks.
func TestNervesOfSteelIgnoresWoundPenalty(t *testing.T) {
	for _, tc := range []struct {
		edge         string
		wounds, left int
	}{
		{"Nerves of Steel", 2, -1},
		{"Improved Nerves of Steel", 2, 0},
		{"Improved Nerves of Steel", 1, 0},
		{"Improved Nerves of Steel", 3, -1},
	} {
		src := scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]\nwounds: " + string(rune('0'+tc.wounds))})
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
		require.NoError(t, err)
		ms := p.Rolls[0].Mods(0)
		w, _ := edgeMod(ms, "Wounds")
		assert.Equal(t, tc.left, w, "%s, %d Wounds", tc.edge, tc.wounds)
		assert.Equal(t, tc.left, ms.Sum(), tc.edge)
	}
}

// Hard to Kill: no Wound penalty on the Incapacitation roll (section
// 6.8). Buck has three Wounds; Cultist 1's knife (d6 6+6+4 = 16 against
// Parry 7, a raise) wounds him again: his Vigor roll takes -3 Wounds
// and +3 Hard to Kill.
func TestHardToKillOnTheIncapacitationRoll(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Hard to Kill]\nwounds: 3"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	script(b, 6, 6, 4, 4, 4, 1, 5)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Contains(t, lineWith(t, b, n, "Vigor (Incapacitation)"), ", -3 Wounds, +3 Hard to Kill = ")
}

// Marksman (swade): a shooter that has not moved this turn gets +1 on its
// first shot of RoF 1, or ignores up to 2 points of called-shot, cover,
// range or Scale penalties, whichever is more; none after moving, none
// on a second shot.
func TestMarksmanOnlyWithoutMoving(t *testing.T) {
	src := scene(t, edgeField, map[string]string{"buck": "edges: [Marksman]"})
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "Marksman")
	assert.Equal(t, 1, v)
	p, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: "limb"})
	require.NoError(t, err)
	v, _ = edgeMod(p.Rolls[0].Mods(0), "Marksman")
	assert.Equal(t, 2, v, "ignores the limb's -2")
	script(b, 1, 2)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	p, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	_, ok := edgeMod(p.Rolls[0].Mods(0), "Marksman")
	assert.False(t, ok, "only the first shot of the turn")
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 5}}, "Buck shot as a Marksman this turn and cannot move")

	b = newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 5}})
	p, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	_, ok = edgeMod(p.Rolls[0].Mods(0), "Marksman")
	assert.False(t, ok, "not after moving")
}

// Rock and Roll!: no recoil when the shooter has not moved.
func TestRockAndRollCancelsRecoil(t *testing.T) {
	src := strings.Replace(edgeField, "      - {name: Machete, damage: str+d6}\n",
		"      - {name: Machete, damage: str+d6}\n      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 50}\n", 1)
	src = scene(t, src, map[string]string{"buck": "edges: [rock-and-roll]"}, "c2")
	b := newBattle(t, strings.Replace(src, "at: [2, 3]", "at: [8, 6]", 1), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2", "c2"}})
	require.NoError(t, err)
	ms := p.Rolls[0].Roll.Mods
	v, ok := edgeMod(ms, "Rock and Roll!")
	require.True(t, ok, "%v", ms)
	assert.Equal(t, 2, v)
	r, _ := edgeMod(ms, "recoil")
	assert.Equal(t, 0, r+v)
}

// Brawny: Size +1, so Toughness +1: Buck's 6 becomes 7. Section 7's
// Giant Killer check: +1d6 damage against a foe at least three Sizes
// larger: a Size 0 hero against Size 3, not 2; a Brawny (Size 1) one
// needs 4.
func TestBrawnyAndGiantKiller(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Brawny]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	script(b, 6, 3, 1, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Contains(t, lineWith(t, b, n, "Damage"), "vs Toughness 7")

	for _, tc := range []struct {
		edges string
		size  int
		bonus bool
	}{
		{"[Giant Killer]", 3, true},
		{"[Giant Killer]", 2, false},
		{"[Giant Killer, Brawny]", 3, false},
		{"[Giant Killer, Brawny]", 4, true},
	} {
		src := scene(t, edgeField, map[string]string{"buck": "edges: " + tc.edges, "c1": "size: " + string(rune('0'+tc.size))})
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
		require.NoError(t, err)
		spec := p.Detail.(*rules.MeleePlan).Damage
		assert.Equal(t, tc.bonus, strings.Contains(spec.Weapon, "Giant Killer"), "%s vs Size %d: %s", tc.edges, tc.size, spec.Weapon)
		want := 2 // Str d8 + Machete d6
		if tc.bonus {
			want = 3
		}
		assert.Len(t, spec.Dice(), want, "%s vs Size %d", tc.edges, tc.size)
	}
}

// Luck and Great Luck: one or two more bennies at the start of the fight;
// Young gives them too, Bad Luck takes one away. Buck is a player's Wild
// Card: 3 without them.
func TestLuckBennies(t *testing.T) {
	for _, tc := range []struct {
		keys    string
		bennies int
	}{
		{"", 3},
		{"edges: [Luck]", 4},
		{"edges: [Great Luck]", 5},
		{"hindrances: [Young]", 4},
		{"hindrances: [Young (Major)]", 5},
		{"hindrances: [Bad Luck]", 2},
	} {
		src := strings.Replace(edgeField, "    bennies: 0\n", "", 1)
		if tc.keys != "" {
			src = scene(t, src, map[string]string{"buck": tc.keys})
		}
		b := newBattle(t, src, 1)
		assert.Equal(t, tc.bennies, b.Figure("buck").Bennies, tc.keys)
	}
}

// Fleet-Footed: Pace +2 and a d8 running die (deluxe d10); Slow and Obese
// cost Pace and a step of the running die; Elderly costs 1 Pace.
func TestPaceEdgesAndHindrances(t *testing.T) {
	for _, tc := range []struct {
		edition, keys string
		pace          int
		run           string
	}{
		{"swade", "", 6, "d6"},
		{"swade", "edges: [Fleet-Footed]", 8, "d8"},
		{"deluxe", "edges: [Fleet-Footed]", 8, "d10"},
		{"swade", "hindrances: [Slow]", 5, "d4"},
		{"swade", "hindrances: [Slow (Major)]", 4, "d4"},
		{"swade", "hindrances: [Obese]", 5, "d4"},
		{"swade", "hindrances: [Elderly]", 5, "d6"},
	} {
		src := "edition: " + tc.edition + "\n" + scene(t, edgeField, map[string]string{"buck": tc.keys})
		if tc.keys == "" {
			src = "edition: " + tc.edition + "\n" + edgeField
		}
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "buck", 0)
		assert.Equal(t, tc.pace, b.PaceLeft("buck"), "%s %s", tc.edition, tc.keys)
		// The die the screens shade the run with is the die rolled.
		d, err := b.RunningDie("buck")
		require.NoError(t, err)
		assert.Equal(t, tc.run, d.String(), "%s %s", tc.edition, tc.keys)
		n := len(b.Events())
		apply(t, b, rules.Run{Who: "buck"})
		assert.Contains(t, logFrom(b, n)[0], " "+tc.run+" ", "%s %s", tc.edition, tc.keys)
		_, err = b.RunningDie("buck")
		assert.Error(t, err, "one run a turn: %s %s", tc.edition, tc.keys)
	}
}

// Command: allied Extras within 5" of the leader add 1 to the Spirit roll
// that ends Shaken; beyond 5" (10" with Command Presence) nothing. Doc is
// an Extra: d6 3 +1 = 4, a success.
func TestCommandByRadius(t *testing.T) {
	for _, tc := range []struct {
		edges, at string
		bonus     bool
	}{
		{"[Command]", "[6, 5]", true},
		{"[Command]", "[9, 7]", false},
		{"[Command, Command Presence]", "[9, 7]", true},
	} {
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: " + tc.edges}), "at: [0, 7]", "at: "+tc.at, 1)
		b := newBattle(t, src, 1)
		fighttest.UpTo(t, b, "doc")
		b.Figure("doc").Shaken = true
		n := len(b.Events())
		script(b, 3)
		apply(t, b, rules.StartTurn{Who: "doc"})
		l := lineWith(t, b, n, "Spirit (Shaken)")
		assert.Equal(t, tc.bonus, strings.Contains(l, "+1 Command"), "%s at %s: %s", tc.edges, tc.at, l)
	}
}

// Hold the Line!: allied Extras in Command Range have Toughness +1.
func TestHoldTheLineToughness(t *testing.T) {
	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Hold the Line!]"}), "at: [0, 7]", "at: [5, 3]", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	script(b, 6, 3, 1, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "doc"})
	assert.Contains(t, lineWith(t, b, n, "Damage"), "vs Toughness 6", "Doc's 5, +1 Hold the Line!")
}

// Bad Eyes: -1 (Major -2) to ranged attacks; One Eye: -2 beyond 5".
// Buck shoots Cultist 2, 7" away.
func TestSightHindrancesOnShooting(t *testing.T) {
	for _, tc := range []struct {
		hindrance, name string
		mod             int
	}{
		{"Bad Eyes", "Bad Eyes", -1},
		{"Bad Eyes (Major)", "Bad Eyes", -2},
		{"One Eye", "One Eye", -2},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [" + tc.hindrance + "]"}), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
		require.NoError(t, err)
		v, _ := edgeMod(p.Rolls[0].Mods(0), tc.name)
		assert.Equal(t, tc.mod, v, tc.hindrance)
	}
}

// Small: Toughness -1 (Buck's 6 becomes 5).
func TestSmallToughness(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Small]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	script(b, 6, 3, 1, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Contains(t, lineWith(t, b, n, "Damage"), "vs Toughness 5")
}

// Iron Jaw: +2 to Soak rolls. Buck (one benny) Soaks Cultist 1's wound:
// Vigor d8 2, Wild d6 1, +2 Iron Jaw = 4, a success.
func TestIronJawHelpsSoak(t *testing.T) {
	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Iron Jaw]"}), "    bennies: 0\n", "    bennies: 1\n", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "c1", 0)
	n := len(b.Events())
	b.Soak = rules.DefaultSoak
	script(b, 6, 6, 4, 6, 4, 3, 2, 2, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	assert.Contains(t, lineWith(t, b, n, "Vigor (Soak)"), "d8 2, Wild d6 1, +2 Iron Jaw = 4 vs 4: success")
}

// Harder to Kill: a figure that would die rolls a die; even, it lives,
// Incapacitated. Buck (three Wounds) is wounded again and rolls a
// critical failure on his Incapacitation roll (d8 1, Wild d6 1): the d6
// shows 4, he lives; a 3 and he dies.
func TestHarderToKillSurvivesOnEven(t *testing.T) {
	for _, tc := range []struct {
		face int
		dead bool
		line string
	}{
		{4, false, "Buck rolls d6 4 for Harder to Kill: even: lives, Incapacitated."},
		{3, true, "Buck rolls d6 3 for Harder to Kill: odd: dies."},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Harder to Kill]\nwounds: 3"}), 1)
		fighttest.ToTurn(t, b, "c1", 0)
		n := len(b.Events())
		script(b, 6, 6, 4, 6, 4, 3, 2, 1, 1, tc.face)
		apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
		assert.Equal(t, tc.line, lineWith(t, b, n, "Harder to Kill"))
		assert.Equal(t, tc.dead, b.Figure("buck").Dead)
		assert.True(t, b.Figure("buck").Incapacitated)
	}
}

// Every Edge and Hindrance battlemat plays has its rules help entry,
// its name in the entry's title.
func TestHelpNamesEveryAutomatedEdge(t *testing.T) {
	titles := ""
	for _, h := range rules.Help() {
		titles += h.Title + "|"
	}
	for _, kind := range []rules.SourceKind{rules.FromEdge, rules.FromHindrance} {
		for _, e := range rules.Entries(kind) {
			if e.Grant == nil {
				continue
			}
			assert.Contains(t, titles, e.Name, "%s %s has no help", kind, e.Name)
		}
	}
}

// Dead Shot: on a Joker the first ranged hit of the round does double
// damage (the total, bonuses included), named in the damage line; the
// second hit does not. Buck holds the Red Joker: Colt 2d6+1 3+2, +1, +2
// Joker = 8, doubled: 16.
func TestDeadShotDoublesTheFirstHitOnAJoker(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Dead Shot]"}), 1)
	stackDeck(t, b, "Red Joker", "2♣", "3♣")
	apply(t, b, rules.StartRound{})
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	script(b, 5, 2, 3, 2, 5, 2, 3, 2)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	first := lineWith(t, b, n, "Damage")
	assert.Contains(t, first, "+8 Dead Shot")
	assert.Contains(t, first, "= 16 vs")
	n = len(b.Events())
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c3"}})
	assert.NotContains(t, lineWith(t, b, n, "Damage"), "Dead Shot")
}

// Elan: +2 to a trait roll rerolled with a benny. Buck (one benny)
// misses Cultist 1 (d10 2, Wild d6 1 = 2 vs 5) and rerolls: d10 3, Wild
// d6 2, +2 Elan = 5, a hit.
func TestElanOnABennyReroll(t *testing.T) {
	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Elan]"}), "    bennies: 0\n", "    bennies: 1\n", 1)
	b := newBattle(t, src, 1)
	b.Reroll = func(*rules.Figure, string, rules.TraitResult) bool { return true }
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 2, 1, 3, 2, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1"})
	assert.Contains(t, lineWith(t, b, n, "Buck attacks Cultist 1"), "d10 3, Wild d6 2, +2 Elan = 5 vs 5: hit")
}

// Brawler: Toughness +1 and bare hands Str+d4; Bruiser one more of each
// (Str+d6); Martial Artist: Str+d4, +1 to unarmed Fighting, and counts as
// armed (no unarmed defender bonus against it); with Brawler Str+d6.
func TestUnarmedEdges(t *testing.T) {
	for _, tc := range []struct {
		edges string
		dice  int
		last  rules.Die
		bonus int
	}{
		{"[Brawler]", 2, rules.D4, 0},
		{"[Brawler, Bruiser]", 2, rules.D6, 0},
		{"[Martial Artist]", 2, rules.D4, 1},
		{"[Martial Artist, Brawler]", 2, rules.D6, 1},
		{"[Martial Warrior, Bruiser]", 2, rules.D10, 2},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: " + tc.edges}), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "unarmed"})
		require.NoError(t, err)
		d := p.Detail.(*rules.MeleePlan).Damage.Dice()
		require.Len(t, d, tc.dice, tc.edges)
		assert.Equal(t, tc.last, d[len(d)-1], tc.edges)
		assert.Equal(t, tc.bonus, p.Rolls[0].Mods(0).Sum(), tc.edges)
	}
	// Cultist 1's knife against a Martial Artist: no unarmed defender +2.
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Martial Artist]"}), 1)
	fighttest.ToTurn(t, b, "c1", 0)
	p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck"})
	require.NoError(t, err)
	_, ok := edgeMod(p.Rolls[0].Mods(0), "unarmed defender")
	assert.False(t, ok)
	// Brawler's Toughness: 6 + 1.
	assert.Equal(t, 7, newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Brawler]"}), 1).Figure("buck").Toughness())
}

// Brave: +2 to Fear checks; Timid (Yellow): -2. The hero's Spirit (Fear)
// check against a Fear -2 wraith names them beside the Fear.
func TestBraveAndTimidOnFearChecks(t *testing.T) {
	for _, tc := range []struct {
		keys, name string
		mod        int
	}{
		{"edges: [Brave]", "Brave", 2},
		{"hindrances: [Timid]", "Timid", -2},
		{"hindrances: [Yellow]", "Timid", -2},
	} {
		b := newBattle(t, scene(t, haunt, map[string]string{"hero": tc.keys}), 1)
		n := len(b.Events())
		apply(t, b, rules.StartRound{})
		found := false
		for _, e := range b.Events()[n:] {
			if e.Who == "hero" && e.What == "Spirit (Fear)" {
				v, ok := edgeMod(e.Mods, tc.name)
				assert.True(t, ok, "%s: %v", tc.keys, e.Mods)
				assert.Equal(t, tc.mod, v, tc.keys)
				found = true
			}
		}
		assert.True(t, found, tc.keys)
	}
}

// Tough as Nails: a Wild Card takes one more Wound before it is
// Incapacitated (4), Tougher than Nails one more (5); deluxe: Toughness +1
// each instead.
func TestToughAsNails(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Tough as Nails]"}), 1)
	assert.Equal(t, 4, b.Figure("buck").MaxWounds())
	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Tough as Nails, Tougher than Nails]"}), 1)
	assert.Equal(t, 5, b.Figure("buck").MaxWounds())
	b = newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [Tough as Nails]"}), 1)
	assert.Equal(t, 3, b.Figure("buck").MaxWounds())
	assert.Equal(t, 7, b.Figure("buck").Toughness())
}

// Fervor: allied Extras within 5" of the leader add 1 to their Fighting
// damage: Cultist 2 walks up to Buck beside Cultist 1, who has Fervor,
// and its knife's damage takes +1 Fervor. Command helps a Wild Card only
// under a Natural Leader: Doc leads, Buck is Shaken.
func TestFervorAndNaturalLeader(t *testing.T) {
	src := strings.Replace(scene(t, edgeField, map[string]string{"c1": "edges: [Fervor]"}), "at: [10, 0]", "at: [5, 3]", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "c2", 0)
	apply(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 4, Y: 4}})
	p, err := b.Preview(rules.Melee{Who: "c2", Target: "buck"})
	require.NoError(t, err)
	v, _ := edgeMod(p.Detail.(*rules.MeleePlan).Damage.Extra, "Fervor")
	assert.Equal(t, 1, v, "an Extra near a leader with Fervor")

	for _, tc := range []struct {
		edges string
		bonus bool
	}{{"[Command]", false}, {"[Command, Natural Leader]", true}} {
		src := strings.Replace(scene(t, edgeField, map[string]string{"doc": "edges: " + tc.edges}), "at: [0, 7]", "at: [5, 5]", 1)
		b := newBattle(t, src, 1)
		fighttest.UpTo(t, b, "buck")
		b.Figure("buck").Shaken = true
		n := len(b.Events())
		script(b, 3, 1)
		apply(t, b, rules.StartTurn{Who: "buck"})
		assert.Equal(t, tc.bonus, strings.Contains(lineWith(t, b, n, "Spirit (Shaken)"), "+1 Command"), tc.edges)
	}
}

// Steady Hands cancels the unstable platform's -2; One Arm is -4 with a
// two-handed weapon.
func TestSteadyHandsAndOneArm(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Steady Hands]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.SetPlatform{Who: "buck", Unstable: true})
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	require.NoError(t, err)
	ms := p.Rolls[0].Mods(0)
	u, _ := edgeMod(ms, "unstable platform")
	s, _ := edgeMod(ms, "Steady Hands")
	assert.Equal(t, -2, u)
	assert.Equal(t, 2, s)

	src := strings.Replace(edgeField, "      - {name: Machete, damage: str+d6}\n", "      - {name: Great Sword, damage: str+d10, two_handed: true}\n", 1)
	b = newBattle(t, scene(t, src, map[string]string{"buck": "hindrances: [One Arm]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err = b.Preview(rules.Melee{Who: "buck", Target: "c1"})
	require.NoError(t, err)
	v, _ := edgeMod(p.Rolls[0].Mods(0), "One Arm")
	assert.Equal(t, -4, v)
}
