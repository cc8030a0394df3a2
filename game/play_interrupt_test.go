package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Deluxe: a tied roll to interrupt is simultaneous. The orc, on Hold,
// interrupts Vera (I) and ties; its turn comes first and its fist Shakes
// her, yet when her turn resumes the window still lets her strike (F):
// her action is worked out as she stood before the orc's blow.
func TestPlayDeluxeInterruptTieLetsBothAct(t *testing.T) {
	// Vera has no benny: the scripted dice cannot be replayed, so no
	// question may take a try back.
	src := "edition: deluxe\n" + strings.Replace(arenaYAML,
		"{id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],",
		"{id: vera, name: Vera, side: red, wildcard: true, bennies: 0, at: [1, 2],", 1)
	for seed := uint64(1); seed < 400; seed++ {
		f, err := NewFight("arena.yaml", []byte(src), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		b := f.Battle()
		if up := b.NextUp(); len(up) != 1 || up[0] != "orc" || b.Fight.Init.Joker("vera") {
			continue
		}
		press(g, CmdHold.Key())
		require.True(t, b.Fight.Init.Hold["orc"])
		for _, gob := range []string{"gob1", "gob2"} { // the goblins share the orc's card and pass
			require.NoError(t, g.ctl.Apply(rules.StartTurn{Who: gob}))
			require.NoError(t, g.ctl.Apply(rules.EndTurn{Who: gob}))
		}
		next := ""
		for _, id := range b.NextUp() {
			if !b.Fight.Init.Hold[id] {
				next = id
				break
			}
		}
		if next != "vera" {
			continue
		}
		// Agility: the orc d6 4; Vera d8 4, Wild d6 1: 4 vs 4.
		*b.RNG() = *rules.ScriptedRNG(4, 4, 1)
		press(g, CmdInterrupt.Key())
		require.Equal(t, rules.KindInterrupt, lastKind(g), g.ctl.msg)
		assert.Contains(t, b.Log()[len(b.Log())-2], "they act at the same time")
		require.Equal(t, "orc", b.Turn().Who)

		// The orc's fist: Fighting d6 6+1 = 7 vs Parry 6; Strength d4
		// 4+1 = 5 vs Toughness 5: Vera is Shaken.
		*b.RNG() = *rules.ScriptedRNG(6, 1, 4, 1)
		press(g, CmdFight.Key())
		clickSquare(g, 1, 2)
		require.Equal(t, rules.KindFight, lastKind(g), g.ctl.msg)
		require.True(t, b.Figure("vera").Shaken)
		press(g, CmdEndTurn.Key())
		require.Equal(t, "vera", b.Turn().Who, "Vera's turn resumes")

		// Vera's Knife, as she stood before the blow: not Shaken (+2 against
		// the unarmed orc).
		*b.RNG() = *rules.ScriptedRNG(5, 1, 1, 1)
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		require.Equal(t, rules.KindFight, lastKind(g), g.ctl.msg)
		assert.Contains(t, b.Log(), "Vera attacks Orc with the Knife: d8 5, Wild d6 1, +2 unarmed defender = 7 vs 5: hit.")
		assert.True(t, b.Figure("vera").Shaken, "both outcomes apply")
		return
	}
	t.Fatal("no seed deals the orc's card before Vera's")
}
