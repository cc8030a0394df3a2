package board_test

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

// A loaded side's figures share one string of the side's name (the rules
// compare sides for every figure every turn); the sides are as written.
func TestLoadedFiguresOfASideShareItsName(t *testing.T) {
	var s strings.Builder
	s.WriteString("name: Sides\nmap:\n  rows: [\"......\"]\nfigures:\n")
	for i := range 6 {
		fmt.Fprintf(&s, "  - id: f%d\n    side: %s\n    at: [%d, 0]\n", i, []string{"blue", "red"}[i%2], i)
	}
	bd, err := board.Parse("t.yaml", []byte(s.String()))
	require.NoError(t, err)
	require.Len(t, bd.Figures, 6)
	first := map[string]*byte{}
	for i, f := range bd.Figures {
		side := []string{"blue", "red"}[i%2]
		assert.Equal(t, side, f.Side, f.ID)
		if p, ok := first[side]; ok {
			assert.Same(t, p, unsafe.StringData(f.Side), f.ID)
		} else {
			first[side] = unsafe.StringData(f.Side)
		}
	}
}
