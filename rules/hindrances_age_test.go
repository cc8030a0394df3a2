package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// traitMods is the sum of the trait-roll effects the figure is granted
// for a trait.
func traitMods(f *rules.Figure, trait rules.Trait) int {
	n := 0
	for _, e := range f.Granted() {
		if e.Change == rules.ChangeTrait && e.Detail == string(trait) {
			n += e.Value
		}
	}
	return n
}

// Elderly by edition (CHARACTERS 3). Buck has Agility, Strength and Vigor
// d8, Toughness 6, Pace 6. swade: Pace -1 and -1 to Agility, Strength and
// Vigor rolls, the dice unchanged. deluxe: Pace -1 and Strength and Vigor
// one die lower (d6), Agility untouched; the d6 Vigor makes Toughness 5.
func TestElderlyByEdition(t *testing.T) {
	for _, tc := range []struct {
		edition         string
		str, vig        rules.Die
		mod, agiMod     int
		toughness, pace int
	}{
		{"swade", rules.D8, rules.D8, -1, -1, 6, 5},
		{"deluxe", rules.D6, rules.D6, 0, 0, 5, 5},
	} {
		b := newBattle(t, "edition: "+tc.edition+"\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Elderly]"}), 1)
		buck := b.Figure("buck")
		for _, tr := range []struct {
			trait rules.Trait
			die   rules.Die
			mod   int
		}{{rules.Agility, rules.D8, tc.agiMod}, {rules.Strength, tc.str, tc.mod}, {rules.Vigor, tc.vig, tc.mod}} {
			d, _ := buck.Trait(tr.trait)
			assert.Equal(t, tr.die, d, "%s %s", tc.edition, tr.trait)
			assert.Equal(t, tr.mod, traitMods(buck, tr.trait), "%s %s", tc.edition, tr.trait)
		}
		assert.Equal(t, tc.toughness, buck.Toughness(), tc.edition)
		fighttest.ToTurn(t, b, "buck", 0)
		assert.Equal(t, tc.pace, b.PaceLeft("buck"), tc.edition)
	}
}

// Young by edition (CHARACTERS 3): swade: +1 benny (Major: +2 and Small,
// so Size -1 and Toughness 5); deluxe: Young is Major only, +1 benny and
// nothing else. Buck is a player's Wild Card: 3 bennies without it.
func TestYoungByEdition(t *testing.T) {
	for _, tc := range []struct {
		edition, keys            string
		bennies, size, toughness int
	}{
		{"swade", "hindrances: [Young]", 4, 0, 6},
		{"swade", "hindrances: [Young (Major)]", 5, -1, 5},
		{"deluxe", "hindrances: [Young (Major)]", 4, 0, 6},
		{"deluxe", "hindrances: [Young]", 4, 0, 6},
	} {
		src := strings.Replace(edgeField, "    bennies: 0\n", "", 1)
		b := newBattle(t, "edition: "+tc.edition+"\n"+scene(t, src, map[string]string{"buck": tc.keys}), 1)
		buck := b.Figure("buck")
		require.NotNil(t, buck)
		assert.Equal(t, tc.bennies, buck.Bennies, "%s %s", tc.edition, tc.keys)
		assert.Equal(t, tc.size, buck.SizeNow(), "%s %s", tc.edition, tc.keys)
		assert.Equal(t, tc.toughness, buck.Toughness(), "%s %s", tc.edition, tc.keys)
	}
}
