package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// doorTable is hostedTable with a closed door east of Ann's hero and an
// open one south of him.
var doorTable = strings.Replace(hostedTable,
	"    - \"........\"\n    - \"........\"\n", "    - \".+......\"\n    - \"/.......\"\n", 1)

// A finger's first tap on a door with More's Door says what the second
// does to it: "open" a closed door, "close" an open one, not "do it".
func TestAPhoneSaysTapAgainToOpenOrCloseADoor(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", doorTable, 3)
	p.dealTo("hero1")
	p.tapSquare(0, 0)
	require.NotNil(t, p.battle().Turn(), "her tap starts her turn")
	p.tapButton("More")
	p.tapButton(p.pageTo("Door"))
	p.tapSquare(1, 0)
	assert.Equal(t, "(1, 0): tap again to open", p.message())
	p.tapSquare(0, 1)
	assert.Equal(t, "(0, 1): tap again to close", p.message())
}
