//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/game"
	"battlemat/rules"
)

// Deluxe Quickness from a phone: the host offers it among the hero's
// powers, she casts it on herself (Touch), and her card on the phone
// shows the power kept up with its rounds.
func TestRemotePlayerCastsDeluxeQuicknessOnHerselfAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCasterIn(t, "deluxe", "Quickness")
	press("More")
	press("Cast Quickness")
	press("Ann's Hero")
	anna.wait(t, "the odds", func(r *game.Remote) bool { _, o, _ := r.Aim(); return o != "" })
	anna.do(func(r *game.Remote) {
		_, o, _ := r.Aim()
		assert.Contains(t, o, "cost 4 Power Points (Quickness 4)", "the host says what the cast costs")
	})
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Quickness!") })
	assert.Equal(t, "Quickness", cast.Power)
	assert.Equal(t, []string{"hero1"}, cast.Targets)
	var quick bool
	anna.wait(t, "the card", func(r *game.Remote) bool {
		for _, l := range r.CardLines("hero1") {
			quick = quick || strings.Contains(l, "(Quickness)")
		}
		return quick
	})
	assert.True(t, quick)
}

// Deluxe Confusion's "2 targets" option from a phone: a button with its
// Power Point among the options, the host's cost line counts it, and the
// tap on the cultist takes the nearest other cultist the power reaches
// too (never the hidden horror).
func TestRemotePlayerCastsDeluxeConfusionOnTwoTargetsAgainstARealHost(t *testing.T) {
	table := "edition: deluxe\n" + strings.Replace(casterTable(), "powers: [Bolt, Blast, Protection]", "powers: [Confusion]", 1) +
		"  - {id: c2, name: Cultist 2, side: cult, at: [6, 2], traits: {agility: d6, smarts: d4, vigor: d6}}\n"
	h, gm, anna, press := hostedTable(t, table)
	press("More")
	press("Cast Confusion")
	press("Cultist")
	press("2 targets +1 PP: off")
	anna.wait(t, "the odds", func(r *game.Remote) bool {
		_, o, _ := r.Aim()
		return strings.Contains(o, "2 targets")
	})
	anna.do(func(r *game.Remote) {
		_, o, _ := r.Aim()
		assert.Contains(t, o, "cost 2 Power Points (Confusion 1, 2 targets +1)")
	})
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Confusion!") })
	assert.Equal(t, []string{"2 targets"}, cast.Mods)
	h.Battle(func(b *rules.Battle) {
		assert.Equal(t, 8, b.Figure("hero1").PowerPoints(), "2 of 10")
		log := strings.Join(b.Log(), "\n")
		assert.Contains(t, log, "Cultist 2")
		assert.NotContains(t, log, "Skulking Horror rolls", "the hidden horror is no target")
	})
}
