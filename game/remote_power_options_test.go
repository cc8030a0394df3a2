//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
)

// hostedCaster is a real host with Ann's caster (casterTable, her powers
// replaced) on her turn, the GM's and Ann's phones joined, and press, a
// tap on a button of Ann's phone by its label.
func hostedCaster(t *testing.T, powers string) (*server.Host, *joined, *joined, func(string)) {
	t.Helper()
	return hostedCasterIn(t, "", powers)
}

// hostedCasterIn is hostedCaster's table under the edition ("" the
// table's own).
func hostedCasterIn(t *testing.T, edition, powers string) (*server.Host, *joined, *joined, func(string)) {
	t.Helper()
	table := strings.Replace(casterTable(), "powers: [Bolt, Blast, Protection]", "powers: ["+powers+"]", 1)
	if edition != "" {
		table = "edition: " + edition + "\n" + table
	}
	return hostedTable(t, table)
}

// hostedTable hosts the table with Ann's hero's turn under way.
func hostedTable(t *testing.T, table string) (*server.Host, *joined, *joined, func(string)) {
	t.Helper()
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(table), Seed: 7, SeedSet: true, Logf: t.Logf})
	startTurnOf(t, h, "hero1")
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	anna.wait(t, "the offers", func(r *game.Remote) bool { return len(r.Offers()) > 0 })
	press := func(label string) {
		t.Helper()
		anna.do(func(r *game.Remote) {
			for range 8 { // the More menu pages
				if id, ok := buttonLabels(r)[label]; ok {
					r.Press(id)
					return
				}
				turnPage(r)
			}
			t.Fatalf("no %q in %v", label, buttonLabels(r))
		})
	}
	return h, gm, anna, press
}

// castAndDecline confirms the cast aimed and answers No to every
// question (bennies) until the host has applied it; the last cast.
func castAndDecline(t *testing.T, h *server.Host, gm, anna *joined, confirm func()) rules.Cast {
	t.Helper()
	seq := h.Seq()
	confirm()
	anna.wait(t, "the cast", func(r *game.Remote) bool {
		if _, ok := r.Question(); ok {
			r.Press(game.RemoteNo)
		}
		gm.do(func(g *game.Remote) {
			if _, ok := g.Question(); ok {
				g.Press(game.RemoteNo)
			}
		})
		return r.Seq > seq
	})
	var cast *rules.Cast
	h.Battle(func(b *rules.Battle) {
		for i := range b.Applied {
			if c, ok := b.Applied[i].Action.(rules.Cast); ok {
				cast = &c
			}
		}
	})
	require.NotNil(t, cast)
	return *cast
}

// Bolt with Armor Piercing 2 (+1) and Damage (+2): the host's cost line
// follows each change, and the host casts it with both modifiers.
func TestRemotePlayerCastsBoltWithTwoModifiersAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCaster(t, "Bolt, Protection")
	press("More")
	press("Cast Bolt")
	press("Cultist")
	odds := func(want string) string {
		t.Helper()
		var o string
		anna.wait(t, want, func(r *game.Remote) bool { _, o, _ = r.Aim(); return strings.Contains(o, want) })
		return o
	}
	odds("cost 1 Power Point (Bolt 1)")
	press("AP 2 +1 PP: off")
	odds("cost 2 Power Points (Bolt 1, Armor Piercing 2 +1)")
	press("Damage +2 PP: off")
	o := odds("cost 4 Power Points")
	assert.Contains(t, o, "Armor Piercing 2 +1")
	assert.Contains(t, o, "Damage +2")
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Bolt!") })
	assert.Equal(t, rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}, Mods: []string{"Armor Piercing 2", "Damage"}}, cast)
	h.Battle(func(b *rules.Battle) {
		left := b.Figure("hero1").PowerPoints()
		// A success pays all 4; a failure pays 1 (swade).
		assert.Contains(t, []int{6, 9}, left, "the host spent the cost of both modifiers or a failure's 1")
	})
}

// Boost Trait on herself with Spirit picked on the phone: the host casts
// it naming the trait.
func TestRemotePlayerBoostsAChosenTraitAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCaster(t, "Boost Trait")
	press("More")
	press("Cast Boost Trait")
	press("Ann's Hero")
	press("Trait: main")
	press("Trait: Agility")
	press("Trait: Smarts")
	anna.wait(t, "the odds", func(r *game.Remote) bool { _, o, _ := r.Aim(); return o != "" })
	anna.do(func(r *game.Remote) {
		assert.Contains(t, buttonLabels(r), "Trait: Spirit")
		_, o, _ := r.Aim()
		assert.Contains(t, o, "TN 4", "the host's odds of the cast naming Spirit")
	})
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Boost Trait!") })
	assert.Equal(t, "spirit", cast.Trait)
	assert.Equal(t, []string{"hero1"}, cast.Targets)
}

// Barrier's Damage and Shaped modifiers on the phone: offered with their
// Power Points, and the host stands a closed square of wall that harms
// who touches it.
func TestRemotePlayerStandsAShapedBarrierWithDamageAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCaster(t, "Barrier")
	press("Cast: Barrier")
	anna.do(func(r *game.Remote) {
		r.AreaAt(rules.Spot{X: 1.5, Y: 1.5}, true)
		labels := buttonLabels(r)
		assert.Contains(t, labels, "Damage +1 PP: off", "Barrier's Damage costs 1")
		assert.Contains(t, labels, "Shaped +2 PP: off")
	})
	press("Damage +1 PP: off")
	press("Shaped +2 PP: off")
	anna.do(func(r *game.Remote) {
		labels := buttonLabels(r)
		assert.Contains(t, labels, "Damage +1 PP: on")
		assert.Contains(t, labels, "Shaped +2 PP: on")
	})
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Barrier!") })
	assert.Equal(t, "Barrier", cast.Power)
	assert.Equal(t, []string{"Damage", "Shaped"}, cast.Mods)
	h.Battle(func(b *rules.Battle) {
		if secs := b.BarrierSections(); len(secs) > 0 {
			assert.Len(t, secs, 4, "a closed square 1\" a side")
			assert.Equal(t, rules.BarrierDamage, secs[0].Damage)
		} else {
			assert.Equal(t, 9, b.Figure("hero1").PowerPoints(), "a failure pays 1")
		}
	})
}

// Relief on the phone: its Stunned modifier with its Power Point and its
// numb choice, which the host casts.
func TestRemotePlayerCastsReliefsNumbAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCaster(t, "Relief")
	press("More")
	press("Cast Relief")
	press("Ann's Hero")
	anna.do(func(r *game.Remote) {
		labels := buttonLabels(r)
		assert.Contains(t, labels, "Stunned +1 PP: off")
		assert.Contains(t, labels, "Choice: recover")
	})
	press("Choice: recover")
	anna.do(func(r *game.Remote) { assert.Contains(t, buttonLabels(r), "Choice: numb") })
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Relief!") })
	assert.Equal(t, "numb", cast.Choice)
	assert.Equal(t, []string{"hero1"}, cast.Targets)
}
