package board

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// battleDump is everything of a battle its public API shows, as text.
func battleDump(t *testing.T, b *rules.Battle) string {
	t.Helper()
	var pos []rules.Pos
	for _, f := range b.Figures() {
		p, ok := b.Battlefield.Position(f.ID)
		require.True(t, ok)
		pos = append(pos, p)
	}
	doors := b.Doors()
	data, err := json.Marshal(struct {
		Events  []rules.Event
		Figures []*rules.Figure
		Pos     []rules.Pos
		Init    rules.Initiative
		Applied []rules.Applied
		Doors   []rules.Door
		Ground  []rules.GroundItem
	}{b.Events(), b.Figures(), pos, b.Fight.Init, b.Applied, doors, b.Ground()})
	require.NoError(t, err)
	return fmt.Sprintf("%s\nrng %+v\nturn %+v\nnext %v", data, *b.RNG(), b.Turn(), b.NextUp())
}

// Restore gives exactly the state Undo (a replay from the start) gives:
// on every scenario, checkpoints taken between turns and in the middle of
// turns, a few actions played past each and taken back both ways, and the
// fight played on after each restore ends exactly as the same fight
// played without any checkpoint.
func TestCheckpointRestoreMatchesUndo(t *testing.T) {
	paths, err := filepath.Glob("../assets/scenarios/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	restores := 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/%d", filepath.Base(path), seed), func(t *testing.T) {
				_, ref, err := StartBattle(path, data, seed)
				require.NoError(t, err)
				ref.Soak = rules.DefaultSoak
				_, err = rules.PlayFight(ref, rules.FightOptions{MaxRounds: 6})
				require.NoError(t, err)

				_, b, err := StartBattle(path, data, seed)
				require.NoError(t, err)
				b.Soak = rules.DefaultSoak
				tactics := &rules.SideTactics{}
				for step := 0; len(b.Applied) < len(ref.Applied); step++ {
					if step%7 == 3 {
						cp, err := b.Checkpoint()
						require.NoError(t, err)
						before := battleDump(t, b)
						// Play ahead with tactics of their own, then back.
						ahead := func() int {
							tacs, n := &rules.SideTactics{}, len(b.Applied)
							for k := 0; k < 5 && !rules.Over(b); k++ {
								_, _, err := rules.Step(b, tacs.Up(b))
								require.NoError(t, err)
							}
							return len(b.Applied) - n
						}
						played := ahead()
						require.NoError(t, b.Restore(cp))
						require.Equal(t, before, battleDump(t, b), "restored at step %d", step)
						require.False(t, b.CanRedo())
						restores++
						// The same actions again, taken back by Undo: the
						// replay lands on the same state.
						require.Equal(t, played, ahead())
						for range played {
							require.NoError(t, b.Undo())
						}
						require.Equal(t, before, battleDump(t, b), "undone at step %d", step)
						// And the checkpoint restores twice.
						require.NoError(t, b.Restore(cp))
						require.Equal(t, before, battleDump(t, b), "restored again at step %d", step)
					}
					if len(b.Applied) >= len(ref.Applied) {
						break
					}
					_, _, err := rules.Step(b, tactics.Up(b))
					require.NoError(t, err)
				}
				assert.Equal(t, battleDump(t, ref), battleDump(t, b))
			})
		}
	}
	assert.Greater(t, restores, 30)
}

// A battle recording into the last battle's array of events plays the
// same fight as one that grows an array of its own.
func TestReuseEventsPlaysTheSameFight(t *testing.T) {
	data, err := os.ReadFile("../assets/scenarios/demo.yaml")
	require.NoError(t, err)
	play := func(seed uint64, buf []rules.Event) []rules.Event {
		_, b, err := StartBattle("demo.yaml", data, seed)
		require.NoError(t, err)
		b.Soak = rules.DefaultSoak
		b.ReuseEvents(buf)
		_, err = rules.PlayFight(b, rules.FightOptions{})
		require.NoError(t, err)
		return b.Events()
	}
	// The last battle's events, in an array with room for the next
	// fight's whatever its length.
	first := append(make([]rules.Event, 0, 1<<14), play(1, nil)...)
	fresh, err := json.Marshal(play(2, nil))
	require.NoError(t, err)
	reused := play(2, first)
	require.NotEmpty(t, reused)
	assert.Same(t, &first[:1][0], &reused[:1][0], "the array is reused")
	got, err := json.Marshal(reused)
	require.NoError(t, err)
	assert.JSONEq(t, string(fresh), string(got))
}
