package rules_test

import (
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSupportHeldForTheAllysNextRollOfThatTrait(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	n := len(b.Events())
	// Virginia's Shooting d8 5, Wild d6 2: a success, +1 to Buck's next
	// Shooting roll.
	script(b, 5, 2)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "shooting"})
	assert.Equal(t, []string{
		"Virginia rolls Shooting: d8 5, Wild d6 2 = 5 vs 4: success.",
		"Virginia supports Buck's Shooting: +1 (+1 held for Buck's next Shooting roll).",
	}, logFrom(b, n))
	assert.Equal(t, 1, b.HeldSupport("buck", "shooting"))
	assert.Zero(t, b.HeldSupport("buck", "fighting"), "only the trait supported")
	assert.Zero(t, b.HeldSupport("virginia", "shooting"))

	fighttest.ToTurn(t, b, "buck", 2)
	// A Fighting roll leaves the Shooting bonus alone: Fighting d8 2,
	// Wild d6 1, -2 multi-action = 0 misses the wolf.
	n = len(b.Events())
	script(b, 2, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "wolf"})
	assert.NotContains(t, logFrom(b, n)[0], "support")
	assert.Equal(t, 1, b.HeldSupport("buck", "shooting"))
	// Shooting d10 4, Wild d6 2, -2 multi-action, +1 support = 3... the
	// Colt at Cultist 2, 9" away (short range): a miss, and the bonus is
	// used up all the same.
	n = len(b.Events())
	script(b, 4, 2)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	got := logFrom(b, n)
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 4, Wild d6 2, -2 multi-action, +1 support = 3 vs 4: miss.", got[0])
	assert.Equal(t, "Buck's Shooting roll takes the +1 support.", got[len(got)-1])
	assert.Zero(t, b.HeldSupport("buck", "shooting"))

	// Undo and redo give the same held bonus back.
	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.HeldSupport("buck", "shooting"))
	require.NoError(t, b.Redo())
	assert.Zero(t, b.HeldSupport("buck", "shooting"))
}

func TestSupportRaisesCapCriticalFailureAndStrength(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 3)
	n := len(b.Events())
	// Three supports with Fighting d6 at -4 (three actions): 6+6+4 =
	// 16-4 = 12, a raise: +2; 6+6+1 = 13-4 = 9, a raise: +2, +4 held;
	// 6+5 = 11-4 = 7, a success: +1, but the held bonus stays at +4.
	script(b, 6, 6, 4, 1, 6, 6, 1, 1, 6, 5, 1)
	for range 3 {
		apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "fighting"})
	}
	got := logFrom(b, n)
	assert.Equal(t, []string{
		"Virginia supports Buck's Fighting: +2 (+2 held for Buck's next Fighting roll).",
		"Virginia supports Buck's Fighting: +2 (+4 held for Buck's next Fighting roll).",
		"Virginia supports Buck's Fighting: +1 (+4 held for Buck's next Fighting roll).",
	}, []string{got[1], got[3], got[5]})
	assert.Equal(t, rules.SupportMax, b.HeldSupport("buck", "fighting"))

	// Strength has no cap: Athletics d6 6+6+4 = 16-4 = 12, a raise, +2;
	// 6+6+1 = 13-4 = 9, a raise, +2; 6+5 = 11-4 = 7, a success, +1: +5.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 3)
	script(b, 6, 6, 4, 1, 6, 6, 1, 1, 6, 5, 1)
	for range 3 {
		apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "strength", Skill: "athletics"})
	}
	assert.Equal(t, 5, b.HeldSupport("buck", "strength"))

	// A critical failure (both dice 1) hinders: -2.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	n = len(b.Events())
	script(b, 1, 1)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "shooting"})
	assert.Equal(t, []string{
		"Virginia rolls Shooting: d8 1, Wild d6 1 = 1 vs 4: critical failure.",
		"Virginia gets in Buck's way: -2 to Buck's next Shooting roll (-2 held).",
	}, logFrom(b, n))
	assert.Equal(t, -2, b.HeldSupport("buck", "shooting"))
}

func TestCooperativeRollDeluxeEveryRaise(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	n := len(b.Events())
	// d8 8+5 = 13: two raises over 4; deluxe gives +1 for the success and
	// +1 for each raise: +3 (swade would give +2).
	script(b, 8, 5, 1)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "notice"})
	assert.Equal(t, "Virginia supports Buck's Notice: +3 (+3 held for Buck's next Notice roll).", logFrom(b, n)[1])
}

func TestSupportLapsesAfterTheAllysNextTurn(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	script(b, 5, 2)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: "shooting"})
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 1, b.HeldSupport("buck", "shooting"), "Buck's next turn")
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.Zero(t, b.HeldSupport("buck", "shooting"), "lapsed unused")
}

func TestSupportRefusals(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	refused(t, b, rules.SupportAlly{Who: "virginia", Ally: "c1", Trait: "shooting"}, "Cultist 1 is not on Virginia's side")
	refused(t, b, rules.SupportAlly{Who: "virginia", Ally: "virginia", Trait: "shooting"}, "Virginia cannot support itself")
	refused(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck"}, "name the trait of Buck's that Virginia supports")
	refused(t, b, rules.SupportAlly{Who: "virginia", Ally: "nobody", Trait: "shooting"}, `there is no figure "nobody"`)
}

// BenchmarkHeldSupport is the look-up every trait roll of an action makes
// (through the roll hooks) 120 actions into a demo fight: a scan of the
// bonuses held on the battle.
func BenchmarkHeldSupport(b *testing.B) {
	_, bt, err := board.StartBattle("demo.yaml", demo(b), 1)
	if err != nil {
		b.Fatal(err)
	}
	bt.Soak = rules.DefaultSoak
	play(b, bt, 120)
	id := bt.Figures()[0].ID
	b.ReportAllocs()
	for b.Loop() {
		if bt.HeldSupport(id, "shooting") != 0 {
			b.Fatal("no support was given")
		}
	}
}

// The held bonus is battle state, not a walk over the log: ending Buck's
// turn lapses it, and undo, redo and checkpoints carry it back and forth.
func TestSupportLapseSurvivesUndoRedoAndCheckpoints(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	script(b, 5, 2)
	apply(t, b, rules.SupportAlly{Who: "virginia", Ally: "buck", Trait: rules.Shooting})
	given, err := b.Checkpoint()
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 1, b.HeldSupport("buck", rules.Shooting), "Buck's next turn")
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.Zero(t, b.HeldSupport("buck", rules.Shooting), "lapsed unused")
	lapsed, err := b.Checkpoint()
	require.NoError(t, err)

	require.NoError(t, b.Undo())
	assert.Equal(t, 1, b.HeldSupport("buck", rules.Shooting), "undoing the end of the turn")
	require.NoError(t, b.Redo())
	assert.Zero(t, b.HeldSupport("buck", rules.Shooting), "redone")

	require.NoError(t, b.Restore(given))
	assert.Equal(t, 1, b.HeldSupport("buck", rules.Shooting), "restored to before Buck's turn")
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 1, b.HeldSupport("buck", rules.Shooting), "Buck's next turn after the restore")
	require.NoError(t, b.Restore(lapsed))
	assert.Zero(t, b.HeldSupport("buck", rules.Shooting), "restored to after the lapse")
	require.NoError(t, b.Restore(given))
	assert.Equal(t, 1, b.HeldSupport("buck", rules.Shooting), "a checkpoint restores any number of times")
}
