//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/game"
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
