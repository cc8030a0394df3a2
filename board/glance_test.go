package board

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
							require.Equal(t, band, tb.RangeTo(from.ID, to.ID, w), "%s: %s at %s", path, from.ID, to.ID)
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

// BareSight is Sight less the obstacle and the bystanders, for every pair
// of figures of every scenario, in every light, with and without a lamp,
// with no weapon and with a pistol.
func TestBareSightIsSightWithoutObstacleOrBystanders(t *testing.T) {
	paths, err := filepath.Glob("../assets/scenarios/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	pistol := &rules.Weapon{Name: "pistol", Range: [3]int{12, 24, 48}}
	covered, pairs := 0, 0
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
						for _, w := range []*rules.Weapon{nil, pistol} {
							want := tb.Sight(from.ID, to.ID, w)
							want.Obstacle, want.ObstacleArmor, want.Bystanders = "", 0, nil
							require.Equal(t, want, tb.BareSight(from.ID, to.ID, w), "%s: %s at %s, light %v, lamps %d", path, from.ID, to.ID, light, len(lights))
							pairs++
							if want.Cover > rules.NoCover {
								covered++
							}
						}
					}
				}
			}
		}
	}
	assert.Greater(t, pairs, 2000)
	assert.Greater(t, covered, 100, "some lines must have cover")
	assert.Equal(t, rules.Sight{Band: rules.OutOfRange}, NewBattlefield(&Board{}).BareSight("nobody", "noone", nil))
}

// glanceCounter is a table that counts the lines of sight a tactic asks
// with a weapon that cannot reach (beyond Long, Extreme included).
type glanceCounter struct {
	*Battlefield
	asked, beyond int
}

func (g *glanceCounter) Glance(from, to string, w *rules.Weapon) (bool, rules.Cover, rules.RangeBand) {
	vis, cover, band := g.Battlefield.Glance(from, to, w)
	g.asked++
	if w != nil && w.Ranged() && (band == rules.OutOfRange || band == rules.Extreme) {
		g.beyond++
	}
	return vis, cover, band
}

// A shooter looks for a foe it can shoot only among those its weapon
// reaches (Short to Long): revolvers (12/24/48) 100" apart on open ground
// walk toward each other without one line of sight worked out for a foe
// at Extreme range or beyond, and shoot once within 48".
func TestTheTacticAsksNoLineToAFoeBeyondItsRange(t *testing.T) {
	src := "name: far\nmap:\n  rows:\n"
	for range 6 {
		src += "    - \"" + strings.Repeat(".", 120) + "\"\n"
	}
	src += "figures:\n"
	for i, at := range [][2]int{{2, 1}, {2, 4}, {110, 1}, {110, 4}} {
		side := []string{"blue", "red"}[i/2]
		src += fmt.Sprintf("  - id: %s-%d\n    side: %s\n    at: [%d, %d]\n", side, i, side, at[0], at[1])
		src += "    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}\n"
		src += "    weapons:\n      - {name: Revolver, range: 12/24/48, damage: 2d6, ap: 1, shots: 60}\n"
	}
	bd, err := Parse("far.yaml", []byte(src))
	require.NoError(t, err)
	bt, err := NewBattle(bd, 3)
	require.NoError(t, err)
	count := &glanceCounter{Battlefield: bt.Battlefield.(*Battlefield)}
	bt.Battlefield = count
	_, err = rules.PlayFight(bt, rules.FightOptions{MaxRounds: 12, Quiet: true})
	require.NoError(t, err)
	shots := 0
	for _, a := range bt.Applied {
		switch a.Action.(type) {
		case rules.Shoot, *rules.Shoot:
			shots++
		}
	}
	assert.Positive(t, shots, "they come within range and shoot")
	assert.Positive(t, count.asked)
	assert.Zero(t, count.beyond, "lines asked for foes out of reach, of %d", count.asked)
}
