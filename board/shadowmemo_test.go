package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A table that remembers its shadows answers as one that works them out,
// through a door opened, a snapshot restored, a reset and a figure moved.
func TestRememberedShadowsFollowTheDoorsAndTheFigures(t *testing.T) {
	fresh, err := board.Parse("t.yaml", []byte(doorway))
	require.NoError(t, err)
	kept, err := board.Parse("t.yaml", []byte(doorway))
	require.NoError(t, err)
	ft, kt := board.NewBattlefield(fresh), board.NewBattlefield(kept)
	kt.RememberShadows()
	same := func(why string, visible bool) {
		t.Helper()
		for _, pair := range [][2]string{{"a", "b"}, {"b", "a"}} {
			want := ft.Sight(pair[0], pair[1], nil)
			assert.Equal(t, want, kt.Sight(pair[0], pair[1], nil), "%s: %s sees %s", why, pair[0], pair[1])
			assert.Equal(t, want, kt.Sight(pair[0], pair[1], nil), "%s, asked again", why)
			assert.Equal(t, visible, want.Visible, why)
		}
	}
	both := func(do func(*board.Battlefield) error) {
		t.Helper()
		require.NoError(t, do(ft))
		require.NoError(t, do(kt))
	}
	door := rules.Pos{X: 3, Y: 1}
	same("a closed door", false)
	snap := kt.SnapshotBattlefield()
	both(func(tb *board.Battlefield) error { return tb.SetDoor(door, true, false) })
	same("the door opened", true)
	both(func(tb *board.Battlefield) error { return tb.RestoreBattlefield(snap) })
	same("the snapshot of the closed door restored", false)
	both(func(tb *board.Battlefield) error { return tb.RestoreBattlefield(snap) })
	same("the same snapshot restored again: nothing changed", false)
	both(func(tb *board.Battlefield) error { return tb.SetDoor(door, true, false) })
	same("the door opened after a restore that changed nothing", true)
	both(func(tb *board.Battlefield) error { return tb.SetDoor(door, true, true) })
	same("the door broken", true)
	both(func(tb *board.Battlefield) error { return tb.ResetBattlefield() })
	same("the doors reset", false)
	for _, bd := range []*board.Board{fresh, kept} {
		bd.Figure("a").At = board.Square{X: 2, Y: 3} // in front of the open doorway
		bd.Figure("b").At = board.Square{X: 4, Y: 3}
	}
	same("both moved to the open doorway", true)
}
