package board

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Glance answers what LineOfFire does (Visible, Cover, Band) for every
// pair of figures of every scenario, with no weapon and with each of the
// shooter's weapons, in every light and with the target prone or not.
func TestGlanceMatchesLineOfFire(t *testing.T) {
	paths, err := filepath.Glob("../assets/scenarios/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	pairs, unseen := 0, 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		b, err := Parse(path, data)
		require.NoError(t, err)
		tb := NewBattlefield(b)
		for _, light := range []rules.Light{rules.Bright, rules.Dim, rules.Dark, rules.Pitch} {
			b.Light = light
			for _, from := range b.Figures {
				for _, to := range b.Figures {
					if from == to {
						continue
					}
					for _, prone := range []bool{false, true} {
						to.Prone = prone
						weapons := []*rules.Weapon{nil}
						for i := range from.Weapons {
							weapons = append(weapons, &from.Weapons[i])
						}
						for _, w := range weapons {
							lof := b.LineOfFire(from, to, w)
							vis, cover, band := tb.Glance(from.ID, to.ID, w)
							require.Equal(t, []any{lof.Visible, lof.Cover, lof.Band}, []any{vis, cover, band},
								"%s: %s at %s, light %v", path, from.ID, to.ID, light)
							pairs++
							if !vis {
								unseen++
							}
						}
					}
					to.Prone = false
				}
			}
		}
	}
	assert.Greater(t, pairs, 1000)
	assert.Greater(t, unseen, 100, "some lines must be blocked")
}

// Sees answers what Sight's Visible does with no weapon, for every pair of
// figures of every scenario, in every light, with and without a lamp in
// the middle of the map (a lamp lights some targets and not others).
func TestSeesMatchesSightVisible(t *testing.T) {
	paths, err := filepath.Glob("../assets/scenarios/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	seen, unseen := 0, 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		b, err := Parse(path, data)
		require.NoError(t, err)
		tb := NewBattlefield(b)
		lamp := Light{At: geom.Point{X: float64(b.W) / 2, Y: float64(b.H) / 2}, Range: 8}
		for _, lights := range [][]Light{nil, {lamp}} {
			b.Lights = lights
			for _, light := range []rules.Light{rules.Bright, rules.Dim, rules.Dark, rules.Pitch} {
				b.Light = light
				for _, from := range b.Figures {
					for _, to := range b.Figures {
						if from == to {
							continue
						}
						want := tb.Sight(from.ID, to.ID, nil).Visible
						require.Equal(t, want, tb.Sees(from.ID, to.ID), "%s: %s at %s, light %v, lamps %d", path, from.ID, to.ID, light, len(lights))
						if want {
							seen++
						} else {
							unseen++
						}
					}
				}
			}
		}
	}
	assert.Greater(t, seen, 1000)
	assert.Greater(t, unseen, 1000, "darkness and walls must hide some")
	assert.False(t, NewBattlefield(&Board{}).Sees("nobody", "noone"), "no figures, no sight")
}
