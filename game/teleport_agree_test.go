package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

// Deluxe Teleport carries 10" (15" with a raise), and each Power Point
// more bought for distance (revision 7) adds 10" (15"): the shading of
// its reach grows with the option chosen, on the window and a phone
// alike (one function). With +20 inches: 30" without a raise, 45" with.
func TestDeluxeTeleportsShadedReachGrowsWithTheDistanceBought(t *testing.T) {
	src := "name: Long hall\nedition: deluxe\nmap:\n  rows:\n" + strings.Repeat("    - \""+strings.Repeat(".", 60)+"\"\n", 3) +
		"figures:\n  - {id: vera, name: Vera, side: red, at: [0, 1]}\n"
	bd, err := board.Parse("hall.yaml", []byte(src))
	require.NoError(t, err)
	require.Equal(t, rules.Deluxe, bd.Edition)
	f := bd.Figure("vera")
	cell := func(mods []string, x int) (ReachCell, bool) {
		for _, c := range teleportReach(bd, f, bd.Edition, mods, nil) {
			if c.X == x && c.Y == 1 {
				return c, true
			}
		}
		return ReachCell{}, false
	}
	c, ok := cell(nil, 10)
	require.True(t, ok)
	assert.False(t, c.Run, "10\": within reach")
	c, ok = cell(nil, 15)
	require.True(t, ok)
	assert.True(t, c.Run, "15\": only with a raise")
	_, ok = cell(nil, 20)
	assert.False(t, ok, "20\": beyond 15\" without distance bought")

	more := []string{rules.TeleportDistanceOption(2)}
	require.Equal(t, "+20 inches", more[0])
	c, ok = cell(more, 30)
	require.True(t, ok)
	assert.False(t, c.Run, "30\": within 10+20")
	c, ok = cell(more, 45)
	require.True(t, ok)
	assert.True(t, c.Run, "45\": 15+30 with a raise")
	_, ok = cell(more, 46)
	assert.False(t, ok, "46\": beyond 45\"")
}
