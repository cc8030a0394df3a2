package game

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clawTable: a hero with Claws (a natural weapon its ability grants), a
// Knife and Frenzy, beside a brute holding an Axe, and a cultist far off.
var clawTable = ScenarioText("name: Claws", OpenRows(8, 3),
	AnnsHero(At(0, 0), "traits: {agility: d8, fighting: d10, shooting: d8, strength: d8, vigor: d6}",
		"edges: [Frenzy]", `abilities: ["Claws: Str+d6"]`, "weapons:",
		"  - {name: Knife, damage: str+d4, range: 3/6/12, thrown: true}"),
	CultExtra("c1", "Cultist", 7, 2),
	Figure("c2", "Brute", "cult", At(1, 0), "traits: {agility: d6, fighting: d4, vigor: d6}", "weapons:",
		"  - {name: Axe, damage: str+d8}"))

// heroWithTheAxe is the window on clawTable with the hero's turn under
// way, the brute's Axe knocked from its hands (a Disarm) and picked up by
// the hero: the first seed from 1 on where the Disarm makes it fall.
func heroWithTheAxe(t *testing.T) *Game {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		f, err := NewFight("claws.yaml", []byte(clawTable), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		for range 12 {
			if g.ctl.turn() == "hero1" {
				break
			}
			if g.ctl.turn() != "" {
				press(g, CmdEndTurn.Key())
				continue
			}
			press(g, CmdNext.Key())
		}
		require.Equal(t, "hero1", g.ctl.turn(), "the hero's turn came")
		if g.ctl.apply(rules.Disarm{Who: "hero1", Target: "c2", At: rules.DisarmItem}) != nil {
			continue
		}
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		m := g.ctl.seatState()
		require.NotNil(t, m)
		if len(m.Ground) == 0 || g.ctl.turn() != "hero1" {
			continue
		}
		require.NoError(t, g.ctl.apply(rules.PickUp{Who: "hero1", Weapon: "Axe"}))
		return g
	}
	t.Fatal("no seed under 200 knocks the Axe free")
	return nil
}

// The window builds its attacks from the seat's figure (its sheet: the
// weapons as carried now, the natural ones granted; its Edges granted as
// the battle grants them), and they are the attacks the battle's own
// figure would build: a hero with Claws who picked up a brute's Axe
// strikes with each of her three weapons, throws her Knife and has her
// Frenzy, exactly as the battle's figure has them.
func TestTheWindowsAttacksFromTheSeatsFigureAreTheBattlesFigures(t *testing.T) {
	g := heroWithTheAxe(t)
	bf := g.ctl.Battle().Figure("hero1")
	names := func(ws []rules.Weapon) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.Name)
		}
		return out
	}
	require.Equal(t, []string{"Knife", "Claws", "Axe"}, names(bf.Weapons), "the battle's hero: Knife, Claws granted, the Axe picked up")
	a := g.ctl.actor()
	require.NotNil(t, a)
	assert.Equal(t, bf.Weapons, a.Weapons, "the seat's figure carries what the battle's does")
	assert.Equal(t, bf.Ammo, a.Ammo)
	assert.Equal(t, len(bf.Granted()), len(a.Granted()), "and is granted what the battle's is")
	assert.True(t, g.ctl.hasEdgeAttack(), "her Frenzy, from her Edges")

	battles := &board.Figure{Figure: bf}
	brute, far := g.ctl.seatBoard().Figure("c2"), g.ctl.seatBoard().Figure("c1")
	press(g, CmdFight.Key())
	seen := map[string]bool{}
	for range 4 {
		w := g.ctl.weaponName(a.Figure, ModeFight)
		seen[w] = true
		assert.Equal(t, g.ctl.melee(battles, brute), g.ctl.melee(g.ctl.actor(), brute), "the blow with %q", w)
		press(g, CmdWeapon.Key())
	}
	assert.True(t, seen["Claws"] && seen["Axe"] && seen["Knife"], "each weapon stepped through: %v", seen)
	press(g, CmdShoot.Key())
	require.Equal(t, ModeShoot, g.ctl.mode)
	shot := g.ctl.shoot(g.ctl.actor(), far)
	assert.Equal(t, g.ctl.shoot(battles, far), shot)
	assert.Equal(t, "Knife", shot.Weapon, "the thrown Knife")
}
