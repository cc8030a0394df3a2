package board

import (
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Only a Silence area makes the table say it has one: a Light area does
// not, and taking the caster's Silence off leaves none.
func TestTheTableHasASilenceOnlyWhileOneIsCast(t *testing.T) {
	tb := NewBattlefield(&Board{W: 10, H: 10})
	assert.False(t, tb.AnySilence())
	tb.B.Zones = append(tb.B.Zones, LightZone{At: geom.Point{X: 2, Y: 2}, Radius: 2, Caster: "p", Power: "Light"})
	assert.False(t, tb.AnySilence())
	tb.AddSilence("p", "", rules.Spot{X: 5, Y: 5}, 3, false)
	assert.True(t, tb.AnySilence())
	assert.Len(t, tb.Silences("p"), 1)
	assert.Equal(t, 1, tb.EndLightZones("p", "Silence"))
	assert.False(t, tb.AnySilence())
	assert.Len(t, tb.B.Zones, 1)
}
