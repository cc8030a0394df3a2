package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The log's tail keeps the newest line last however long the older
// ones wrap (a phone once took as many lines as rows and cut the newest
// off when they wrapped); scrolled back, it ends at the line scrolled to.
func TestLogTailEndsWithTheNewestLineWhateverWraps(t *testing.T) {
	long := "Buck shoots at the Cultist with his Colt .45: Shooting 9 against 4, a hit with a raise; damage 17 against Toughness 6"
	lines := []string{long, long, long, "Gina is up"}
	w, size := 200.0, 15.0
	require.Greater(t, len(wrapLines(long, fontRegular, size, w)), 2, "the long line wraps")
	tail := logTail(lines, 0, 3, w, size)
	require.Len(t, tail, 3)
	assert.Equal(t, "Gina is up", tail[2])
	back := logTail(lines, 1, 3, w, size)
	require.Len(t, back, 3)
	wl := wrapLines(long, fontRegular, size, w)
	assert.Equal(t, wl[len(wl)-1], back[2], "scrolled back one: the last long line ends the tail")
	assert.Empty(t, logTail(lines, 0, 0, w, size))
	assert.Empty(t, logTail(nil, 0, 3, w, size))
}
