package game

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

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

// A path wider than the setup panel's line is broken after a slash, not
// drawn past the panel's edge: every line fits and nothing is lost.
func TestAWordWiderThanTheLineIsBrokenAfterASlash(t *testing.T) {
	msg := "Saved /home/gm/Documents/adventures/the-chapel-under-the-marsh/cellar-fight.yaml"
	size, w := 13.0, 250.0
	lines := wrapLines(msg, fontRegular, size, w)
	require.Greater(t, len(lines), 1)
	face := fontRegular.face(size)
	for _, l := range lines {
		lw, _ := text.Measure(l, face, 0)
		assert.LessOrEqual(t, lw, w, "%q fits", l)
	}
	assert.Equal(t, msg, strings.Join(lines, ""), "broken without a letter lost: %q", lines)
	assert.True(t, strings.HasPrefix(lines[0], "Saved /home/"), "the path starts on the first line: %q", lines)
	assert.True(t, strings.HasSuffix(lines[0], "/"), "broken after a slash: %q", lines)
}
