package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// With one run the numbers take the rest of the row and the names what
// they need past 42% of it, short of the widest number: on a phone's
// 330-pixel box, names 200 wide and numbers 130 wide start the numbers at
// 200 (both whole); names 250 wide start them at 200 still (the numbers
// stay whole, the names are cut); a wide box keeps its 42%; a what-if
// keeps the three fixed columns.
func TestOddsNumbersColumnHoldsTheWidestNumberWhole(t *testing.T) {
	assert.Equal(t, [3]float64{10, 210, 340}, oddsColumns(10, 330, true, 200, 130))
	assert.Equal(t, [3]float64{10, 210, 340}, oddsColumns(10, 330, true, 250, 130))
	assert.Equal(t, [3]float64{0, 420, 1000}, oddsColumns(0, 1000, true, 200, 130))
	assert.Equal(t, [3]float64{0, 420, 710}, oddsColumns(0, 1000, false, 200, 130))
}
