package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// blasts: Buck (a Wild Card) with a grenade, a flamethrower and a Tommy
// Gun; Cultists 1 and 2 side by side 3" and 4" to his right, Cultist 3
// below them, Cultist 4 behind the brick wall square at (10, 3).
const blasts = `
name: Blasts
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "..........#....."
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [4, 3]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}
      - {name: Flamethrower, damage: 2d10, template: cone, evadable: true}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, ap: 1, shots: 50}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, shots: 7}
  - id: c1
    name: Cultist 1
    side: cult
    at: [7, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
  - id: c2
    name: Cultist 2
    side: cult
    at: [8, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
  - id: c3
    name: Cultist 3
    side: cult
    at: [8, 6]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
  - id: c4
    name: Cultist 4
    side: cult
    at: [11, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
`

func TestBlastDamageEachFigureAndTheRaiseBonusBySwadeOnly(t *testing.T) {
	// Athletics d6 6+3 = 9 vs 4: a raise. The MBT centred between
	// Cultists 1 and 2 covers both (Cultist 3 is 3" off); each rolls its
	// own damage: 3d6, plus a d6 for the raise in swade only.
	for _, tc := range []struct {
		edition string
		lines   []string
	}{
		{"swade", []string{
			"Buck throws the Grenade at (8, 3.5): Athletics d6 6+3, Wild d6 2 = 9 vs 4: hit with a raise: Cultist 1 and Cultist 2 under it.",
			"Damage 4d6 (Grenade) to Cultist 1: 1+1+1+1 = 4 vs Toughness 5: no effect.",
			"Damage 4d6 (Grenade) to Cultist 2: 2+2+2+2 = 8 vs Toughness 5: Shaken.",
		}},
		{"deluxe", []string{
			"Buck throws the Grenade at (8, 3.5): Athletics d6 6+3, Wild d6 2 = 9 vs 4: hit with a raise: Cultist 1 and Cultist 2 under it.",
			"Damage 3d6 (Grenade) to Cultist 1: 1+1+1 = 3 vs Toughness 5: no effect.",
			"Damage 3d6 (Grenade) to Cultist 2: 1+2+2 = 5 vs Toughness 5: Shaken.",
		}},
	} {
		t.Run(tc.edition, func(t *testing.T) {
			b := newBattle(t, "edition: "+tc.edition+"\n"+blasts, 1)
			fighttest.ToTurn(t, b, "buck", 0)
			n := len(b.Events())
			script(b, 6, 3, 2, 1, 1, 1, 1, 2, 2, 2, 2)
			// Unaware: no diving for cover in deluxe here.
			apply(t, b, rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"c1", "c2"}})
			assert.Equal(t, tc.lines, logFrom(b, n))
			assert.Equal(t, 1, b.Figure("buck").Ammo[0], "one of two grenades thrown")
		})
	}
}

func TestDeviatedGrenadeLandsWhereTheDiceSay(t *testing.T) {
	// Athletics d6 1, Wild d6 2: a miss. Thrown at short range: d6 1 x1 =
	// 1", d12 3: a quarter turn clockwise from the throw (along +x), so
	// straight down the map: the blast lands at (8, 4.5) and now also
	// catches Cultist 3 below.
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 1, 2, 1, 3, 4, 5, 3, 2, 2, 6, 1, 3, 3, 3)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8, Y: 3.5}})
	assert.Equal(t, []string{
		"Buck throws the Grenade at (8, 3.5): Athletics d6 1, Wild d6 2 = 2 vs 4: miss; it deviates 1\" toward 3 o'clock to (8, 4.5): Cultist 1, Cultist 2 and Cultist 3 under it.",
		"Buck's thrown blast: d6 1, d12 3: deviates 1\" toward 3 o'clock (rolled 1\" x1).",
		"Damage 3d6 (Grenade) to Cultist 1: 4+5+3 = 12 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
		"Damage 3d6 (Grenade) to Cultist 2: 2+2+(6+1) = 11 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
		"Damage 3d6 (Grenade) to Cultist 3: 3+3+3 = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
	}, logFrom(b, n))
	// The event says where the template came down, as a value (the host
	// draws it for every seat from there).
	assert.Equal(t, &rules.PlacedTemplate{Kind: rules.MBT, Aim: rules.Spot{X: 8, Y: 3.5}, Centre: rules.Spot{X: 8, Y: 4.5}}, b.Events()[n].Template)

	// The half-distance cap: aimed 3.5" from Buck's centre, a d6 of 6 still
	// moves it only 1.75"; 6 o'clock brings it back toward Buck, who is
	// then under it himself.
	b = newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 1, 2, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8, Y: 3.5}})
	assert.Equal(t, "Buck throws the Grenade at (8, 3.5): Athletics d6 1, Wild d6 2 = 2 vs 4: miss; it deviates 1.75\" toward 6 o'clock to (6.25, 3.5): Buck, Cultist 1 and Cultist 2 under it.", logFrom(b, n)[0])
}

func TestConeFizzlesOnAMissAndNeverHitsItsAttacker(t *testing.T) {
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 2, 1)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}})
	assert.Equal(t, []string{"Buck fires the Flamethrower at (8, 3.5): Shooting d10 2, Wild d6 1 = 2 vs 4: miss; the cone has no effect."}, logFrom(b, n))
	for _, f := range b.Figures() {
		assert.False(t, f.Shaken, f.ID)
	}

	// A hit: the cone starts at Buck's base edge and reaches 9"; it is
	// evadable, so each aware victim rolls Agility -2. Cultist 2 gets
	// clear to the nearest square the cone misses; Cultist 4 did not see
	// it coming. The brick wall between Buck and Cultist 4 is +8 armor.
	b = newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 5, 3, 1, 6, 1, 4, 5, 3, 2, 2, 6)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"c4"}})
	assert.Equal(t, []string{
		"Buck fires the Flamethrower at (8, 3.5): Shooting d10 5, Wild d6 3 = 5 vs 4: hit: Cultist 1, Cultist 2 and Cultist 4 under it.",
		"Cultist 1 rolls Agility (evade): d6 1, -2 evade = -1 vs 4: failure.",
		"Cultist 2 rolls Agility (evade): d6 6+1, -2 evade = 5 vs 4: success.",
		"Cultist 2 gets clear to (8, 1) (Buck's Flamethrower).",
		"Damage 2d10 (Flamethrower) to Cultist 1: 4+5 = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
		"Damage 2d10 (Flamethrower) to Cultist 4: 3+2 = 5 vs Toughness 13 (brick in the way +8): no effect.",
	}, logFrom(b, n))
	p, _ := b.Battlefield.Position("c2")
	assert.Equal(t, rules.Pos{X: 8, Y: 1}, p)
	under, err := b.Battlefield.UnderTemplate(rules.Cone, "buck", rules.Spot{X: 8, Y: 3.5})
	require.NoError(t, err)
	assert.NotContains(t, under, "c2")
	assert.NotContains(t, under, "buck")
}

func TestStreamFizzlesOnAMissAndHitsAlongItsLine(t *testing.T) {
	src := strings.Replace(blasts, "      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, shots: 7}\n",
		"      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, shots: 7}\n      - {name: Fire Hose, damage: 2d6, template: stream}\n", 1)
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 3, 1)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Fire Hose", At: rules.Spot{X: 8, Y: 6.5}})
	assert.Equal(t, []string{"Buck fires the Fire Hose at (8, 6.5): Shooting d10 3, Wild d6 1 = 3 vs 4: miss; the stream has no effect."}, logFrom(b, n))

	// 12" by 1" from Buck's edge toward Cultist 3: only Cultist 3 is on it.
	b = newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 4, 1, 2, 2)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Fire Hose", At: rules.Spot{X: 8.5, Y: 6.5}})
	assert.Equal(t, []string{
		"Buck fires the Fire Hose at (8.5, 6.5): Shooting d10 4, Wild d6 1 = 4 vs 4: hit: Cultist 3 under it.",
		"Damage 2d6 (Fire Hose) to Cultist 3: 2+2 = 4 vs Toughness 5: no effect.",
	}, logFrom(b, n))
}

func TestAreaCoverAsArmorByEdition(t *testing.T) {
	// Blast centred at (9.5, 3.5): Cultists 1, 2 and 4 under it. Cultist 1
	// lies prone; Cultist 4 is behind the brick wall from the blast.
	// swade: the wall between blast and victim adds brick's +8; prone is
	// -4 damage. deluxe: the victim's ranged cover (Cultist 4 is hidden
	// from Buck: near total, 6) and prone (2) as armor.
	for _, tc := range []struct {
		edition string
		lines   []string
	}{
		{"swade", []string{
			"Damage 3d6 (Grenade) to Cultist 1: 3+3+3, -4 prone = 5 vs Toughness 5: Shaken.",
			"Damage 3d6 (Grenade) to Cultist 2: 3+3+3 = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
			"Damage 3d6 (Grenade) to Cultist 4: 3+3+3 = 9 vs Toughness 13 (brick in the way +8): no effect.",
		}},
		{"deluxe", []string{
			"Damage 3d6 (Grenade) to Cultist 1: 3+3+3 = 9 vs Toughness 7 (cover as armor +2): Shaken.",
			"Damage 3d6 (Grenade) to Cultist 2: 3+3+3 = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
			"Damage 3d6 (Grenade) to Cultist 4: 3+3+3 = 9 vs Toughness 11 (cover as armor +6): no effect.",
		}},
	} {
		t.Run(tc.edition, func(t *testing.T) {
			b := newBattle(t, "edition: "+tc.edition+"\n"+blasts, 1)
			b.Figure("c1").Prone = true
			fighttest.ToTurn(t, b, "buck", 0)
			n := len(b.Events())
			// 5" away: short range.
			script(b, 6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
			unaware := []string{"c1", "c2", "c4"} // no diving for cover in deluxe
			apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}, Unaware: unaware})
			lines := logFrom(b, n)
			require.Len(t, lines, 4)
			assert.Equal(t, "Buck throws the Grenade at (9.5, 3.5): Athletics d6 6+1, Wild d6 1 = 7 vs 4: hit: Cultist 1, Cultist 2 and Cultist 4 under it.", lines[0])
			assert.Equal(t, tc.lines, lines[1:])
		})
	}
}

func TestDivingForCoverInDeluxeOnly(t *testing.T) {
	// deluxe: the aware victims of a thrown blast roll Agility -2 to dive
	// clear; swade has no such roll for a grenade (it is not evadable).
	b := newBattle(t, "edition: deluxe\n"+blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 6, 3, 2, 6, 6, 1, 1, 2, 2, 2)
	apply(t, b, rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}})
	logStarts(t, b, n,
		"Buck throws the Grenade at (8, 3.5): Athletics d6 6+3, Wild d6 2 = 9 vs 4: hit with a raise: Cultist 1 and Cultist 2 under it.",
		"Cultist 1 rolls Agility (dive for cover): d6 6+6+1, -2 dive for cover = 11 vs 4: raise.",
		"Cultist 1 gets clear to (5, 3) (Buck's Grenade).",
		"Cultist 2 rolls Agility (dive for cover): d6 1, -2 dive for cover = -1 vs 4: failure.",
	)
	b = newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 6, 3, 2, 6, 6, 1, 1, 2, 2, 2)
	apply(t, b, rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}})
	for _, l := range logFrom(b, n) {
		assert.NotContains(t, l, "Agility")
	}
}

func TestIllegalAreaAttacks(t *testing.T) {
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 30.5, Y: 3.5}}, "(30.5, 3.5) is out of range of the Grenade (26\"; long range ends at 20\")")
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Colt .45", At: rules.Spot{X: 8, Y: 3.5}}, "the Colt .45 has no template: shoot or fight with it instead")
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 4.5, Y: 3.5}}, "a cone needs a direction: aim it away from Buck")
	refused(t, b, rules.AreaAttack{Who: "c1", At: rules.Spot{X: 4.5, Y: 3.5}}, "Cultist 1 has no area-effect weapon")
	refused(t, b, rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}, Unaware: []string{"nobody"}}, `there is no figure "nobody"`)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Grenade", Targets: []string{"c1"}}, "the Grenade is an area-effect weapon (mbt): it is not fired at a figure")
	b.Figure("buck").Ammo[0] = 0
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8, Y: 3.5}}, "Buck has no Grenade left")
	b.Figure("buck").Ammo[0] = 2
	script(b, 5, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 8, Y: 3.5}})
	refused(t, b, rules.AreaAttack{Who: "buck", Weapon: "Flamethrower", At: rules.Spot{X: 8, Y: 3.5}}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")
}
