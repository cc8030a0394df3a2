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

// The log's top row, when it is the end of a longer line cut off above,
// starts with "…" so that it does not read as a line of its own; a top
// row that starts its line has no mark.
func TestLogTailMarksATopRowCutFromItsLine(t *testing.T) {
	long := "Buck Savage throws a grenade at (8.5, 9.5): Dockside Bruiser 1, Dockside Bruiser 2 and Dockside Bruiser 5 under it."
	w, size := 300.0, 15.0
	wl := wrapLines(long, fontRegular, size, w)
	require.Greater(t, len(wl), 2, "the long line wraps")
	tail := logTail([]string{long, "Damage 3d6 to Dockside Bruiser 3."}, 0, 2, w, size)
	require.Len(t, tail, 2, "the mark fits the short end of the line")
	assert.Equal(t, "…"+wl[len(wl)-1], tail[0], "the cut line's end is marked")
	assert.Equal(t, "Damage 3d6 to Dockside Bruiser 3.", tail[1])
	whole := logTail([]string{"Round 2 begins.", "Damage 3d6 to Dockside Bruiser 3."}, 0, 2, w, size)
	assert.Equal(t, []string{"Round 2 begins.", "Damage 3d6 to Dockside Bruiser 3."}, whole, "whole lines: no mark")
	all := logTail([]string{long}, 0, len(wl), w, size)
	assert.Equal(t, wl, all, "the whole line fits: no mark")
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
