package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// woundedYAML: Buck (Healing d8) carries a Wound from the last fight;
// the cultist is an Extra.
const woundedYAML = `name: Wounded
map:
  rows:
    - "........"
    - "........"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    wounds: 1
    at: [1, 1]
    traits: {agility: d8, spirit: d8, strength: d8, vigor: d8, fighting: d8, healing: d8}
  - id: c1
    name: Cultist
    side: cult
    at: [6, 1]
    traits: {agility: d6, vigor: d6, fighting: d6}
`

func TestPlayAftermathHealsAWoundAndWritesBesideTheOriginal(t *testing.T) {
	// A Healing roll of d8 with the Wild Die succeeds most of the time:
	// the first seed whose roll is a plain success (one Wound healed)
	// shows it.
	for seed := uint64(1); seed < 100; seed++ {
		dir := t.TempDir()
		path := filepath.Join(dir, "wounded.yaml")
		require.NoError(t, os.WriteFile(path, []byte(woundedYAML), 0o644))
		f, err := OpenFile(path, seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		press(g, CmdEndFight.Key())
		require.True(t, g.ctl.AftermathOpen(), "F12 ends the fight")
		assert.Equal(t, "Buck", g.ctl.Healer().Name, "the best Healing heals")
		var heal Button
		for _, b := range g.Buttons() {
			if b.Cmd == CmdHeal {
				heal = b
			}
		}
		require.Equal(t, "buck", heal.Arg, "one Heal button, on Buck's row")
		click(g, heal.X+heal.W/2, heal.Y+heal.H/2)
		keepRolls(t, g)
		require.Equal(t, rules.KindHeal, lastKind(g), g.ctl.msg)
		assert.True(t, f.Battle().FightOver(), "the first Heal ends the fight: healing Wounds waits for it")
		require.NotEmpty(t, g.ctl.Dice(), "the Healing roll is shown")
		assert.Contains(t, g.ctl.Dice()[0].Title, "Healing")
		if b := f.Battle().Figure("buck"); b.Wounds != 0 {
			continue // a failure: try another seed
		}
		assert.Contains(t, g.ctl.msg, "heals 1 Wound")
		// A second roll for the same patient is refused by the rules.
		for _, b := range g.Buttons() {
			assert.NotEqual(t, CmdHeal, b.Cmd, "no wounded figure is left to heal")
		}

		press(g, CmdYes.Key())
		out := filepath.Join(dir, "wounded.after.yaml")
		assert.Equal(t, out, f.AftermathPath())
		data, err := os.ReadFile(out)
		require.NoError(t, err, g.ctl.msg)
		assert.Contains(t, string(data), "wounds: 0\n", "Buck is whole again")
		orig, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, woundedYAML, string(orig), "the original is untouched")
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		for _, e := range entries {
			assert.False(t, strings.Contains(e.Name(), ".tmp"), "no temporary file is left: %s", e.Name())
		}
		assert.Contains(t, g.ctl.promptText(), "Saved to wounded.after.yaml")

		// Overwrite asks twice.
		btn, ok := g.ButtonFor(CmdOverwrite)
		require.True(t, ok)
		g.ctl.Press(btn.Cmd, btn.Arg)
		orig, _ = os.ReadFile(path)
		assert.Equal(t, woundedYAML, string(orig), "one press does not overwrite")
		g.ctl.Press(btn.Cmd, btn.Arg)
		orig, _ = os.ReadFile(path)
		assert.Contains(t, string(orig), "wounds: 0\n", "the second press does")
		return
	}
	t.Fatal("no seed healed the Wound")
}

func TestPlayAftermathOpensWhenOneSideIsLeft(t *testing.T) {
	g, _ := turnOf(t, woundedYAML, "buck", 1)
	b := g.ctl.Battle()
	assert.False(t, g.ctl.AftermathOpen())
	// The cultist is put out directly, as a hit that Incapacitates it
	// would (the dice of a real one depend on the seed); the next action
	// finds one side left.
	b.Figure("c1").Incapacitated = true
	press(g, CmdEndTurn.Key())
	assert.True(t, g.ctl.AftermathOpen(), "only the heroes stand: the screen opens")
	assert.Contains(t, g.ctl.promptText(), "heroes standing")
	press(g, CmdEndFight.Key())
	assert.False(t, g.ctl.AftermathOpen(), "F12 closes it")
}
