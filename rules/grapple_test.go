package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGrappleEntangledThenBoundAndBreakingFree(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 2)
	n := len(b.Events())
	// swade: opposed Athletics. Buck d6 5 (Wild d6 1) against Cultist 1's
	// d6 2: Buck needs to beat 2 and reach 4: 5 wins, Entangled.
	script(b, 5, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Athletics (resisting grapple) against Buck: d6 2 = 2.",
		"Buck rolls Athletics (grapple) against Cultist 1: d6 5, Wild d6 1, -2 multi-action = 3 vs 4: loses.",
	)
	assert.False(t, b.Figure("c1").Entangled)

	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 5, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Athletics (resisting grapple) against Buck: d6 2 = 2.",
		"Buck rolls Athletics (grapple) against Cultist 1: d6 5, Wild d6 1 = 5 vs 4: wins.",
		"Cultist 1 is Entangled (grappled by Buck).",
	)
	c1 := b.Figure("c1")
	assert.True(t, c1.Entangled)
	assert.Equal(t, "buck", c1.Grappler)
	assert.True(t, b.Vulnerable(c1), "an Entangled figure is Vulnerable")
	refused(t, b, rules.Grapple{Who: "buck", Target: "c1", Crush: true}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")

	// Cultist 1 acts from Hold: its attack is allowed (Entangled only
	// stops moving); it tries to break free instead: d6 6+1 = 7 against
	// Buck's 3: free.
	cultistActs(t, b)
	n = len(b.Events())
	script(b, 6, 1, 3, 1)
	apply(t, b, rules.BreakFree{Who: "c1"})
	logStarts(t, b, n,
		"Buck rolls Athletics (resisting breaking free) against Cultist 1: d6 3, Wild d6 1 = 3.",
		"Cultist 1 rolls Athletics (breaking free) against Buck: d6 6+1 = 7 vs 4: wins.",
		"Cultist 1 breaks free.",
	)
	assert.False(t, c1.Entangled || c1.Bound)
	assert.Empty(t, c1.Grappler)
	refused(t, b, rules.BreakFree{Who: "c1"}, "Cultist 1 has taken its action this turn (declare a multi-action at the start of the turn)")
}

func TestGrappleRaiseBindsAndCrush(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 2)
	n := len(b.Events())
	// d6 6+6+1 = 13 -2 = 11 against 1: a raise (11 vs 4): Bound.
	script(b, 6, 6, 1, 1, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c2"})
	logStarts(t, b, n,
		"Cultist 2 rolls Athletics (resisting grapple) against Buck: d4 1, -2 unskilled = -1.",
		"Buck rolls Athletics (grapple) against Cultist 2: d6 6+6+1, Wild d6 1, -2 multi-action = 11 vs 4: wins with a raise.",
		"Cultist 2 is Bound (grappled by Buck).",
	)
	assert.True(t, b.Figure("c2").Bound)
	assert.True(t, b.Vulnerable(b.Figure("buck")), "holding a Bound foe leaves the grappler Vulnerable")
	// Crush: a Strength damage roll, no attack roll.
	n = len(b.Events())
	script(b, 5)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c2", Crush: true})
	logStarts(t, b, n, "Damage d8 (crush) to Cultist 2: 5 = 5 vs Toughness 5: Shaken.")
	refused(t, b, rules.Grapple{Who: "buck", Target: "c1", Crush: true}, "Buck has taken all 2 actions declared this turn")

	// A Bound figure may only try to break free.
	b = newBattle(t, melee, 1)
	b.Figure("c1").Bound, b.Figure("c1").Grappler = true, "buck"
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	refused(t, b, rules.Melee{Who: "c1", Target: "buck"}, "Cultist 1 is Bound: it can only try to break free")
	refused(t, b, rules.Push{Who: "c1", Target: "buck"}, "Cultist 1 is Bound: it can only try to break free")
	refused(t, b, rules.Move{Who: "c1", To: rules.Pos{X: 6, Y: 2}}, "Cultist 1 is held in a grapple and cannot move")
	// Breaking free from Bound with a plain win leaves it Entangled.
	n = len(b.Events())
	// Bound counts as Distracted: -2.
	script(b, 6, 1, 2, 1)
	apply(t, b, rules.BreakFree{Who: "c1"})
	logStarts(t, b, n,
		"Buck rolls Athletics (resisting breaking free) against Cultist 1: d6 2, Wild d6 1 = 2.",
		"Cultist 1 rolls Athletics (breaking free) against Buck: d6 6+1, -2 Distracted = 5 vs 4: wins.",
		"Cultist 1 loosens the hold: still Entangled.",
	)
}

func TestOpposedTiesGoToTheDefenderAndRaisesCountFromItsTotal(t *testing.T) {
	// Buck's 7 against Cultist 1's 7: a tie, Cultist 1 holds on.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	script(b, 6, 1, 1, 6, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Athletics (resisting grapple) against Buck: d6 6+1 = 7.",
		"Buck rolls Athletics (grapple) against Cultist 1: d6 6+1, Wild d6 1 = 7 vs 7: loses (a tie goes to the defender).",
	)
	assert.False(t, b.Figure("c1").Entangled)
	// 10 against 7: a win but no raise (10 is 6 over 4, yet only 3 over
	// Cultist 1's total): Entangled, not Bound.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 6, 4, 1, 6, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Athletics (resisting grapple) against Buck: d6 6+1 = 7.",
		"Buck rolls Athletics (grapple) against Cultist 1: d6 6+4, Wild d6 1 = 10 vs 7: wins.",
		"Cultist 1 is Entangled (grappled by Buck).",
	)
}

func TestGrappleUsesAgilityInDeluxe(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	script(b, 5, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	// Deluxe: the actor rolls first, then the opponent.
	logStarts(t, b, n,
		"Buck rolls Agility (grapple) against Cultist 1: d8 5, Wild d6 1 = 5 vs 4: wins.",
		"Cultist 1 rolls Agility (resisting grapple) against Buck: d6 2 = 2.",
	)
}

func TestPushBackAndProne(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n := len(b.Events())
	// Strength d8 7 against the better of Cultist 1's Strength d6 and
	// Athletics d6 (Strength): 3. A win pushes 1" straight away; Athletics
	// d6 4 keeps it on its feet.
	script(b, 7, 1, 3, 4)
	apply(t, b, rules.Push{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Strength (resisting push) against Buck: d6 3 = 3.",
		"Buck rolls Strength (push) against Cultist 1: d8 7, Wild d6 1 = 7 vs 4: wins.",
		"Cultist 1 is pushed 1\" of 1\" to (5, 2) (1\").",
		"Cultist 1 rolls Athletics (keeping its feet): d6 4 = 4 vs 4: success.",
	)
	p, _ := b.Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 5, Y: 2}, p)
	assert.False(t, b.Figure("c1").Prone)

	// A raise pushes 2" and the Athletics roll is at -2: 5 - 2 fails.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	n = len(b.Events())
	script(b, 8, 4, 1, 2, 5)
	apply(t, b, rules.Push{Who: "buck", Target: "c1"})
	logStarts(t, b, n,
		"Cultist 1 rolls Strength (resisting push) against Buck: d6 2 = 2.",
		"Buck rolls Strength (push) against Cultist 1: d8 8+4, Wild d6 1 = 12 vs 4: wins with 2 raises.",
		"Cultist 1 is pushed 2\" of 2\" to (6, 2) (2\").",
		"Cultist 1 rolls Athletics (keeping its feet): d6 5, -2 pushed with a raise = 3 vs 4: failure.",
		"Cultist 1 falls prone (pushed).",
	)
	assert.True(t, b.Figure("c1").Prone)
	// A figure in the way stops the push short.
	b = newBattle(t, melee, 1)
	require := assert.New(t)
	require.NoError(b.Battlefield.Place("doc", rules.Pos{X: 6, Y: 2}))
	cultistAfterBuck(t, b, 0)
	script(b, 8, 4, 1, 2, 5)
	apply(t, b, rules.Push{Who: "buck", Target: "c1"})
	p, _ = b.Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 5, Y: 2}, p)
	refused(t, b, rules.Push{Who: "buck", Target: "doc"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")
}

func TestIllegalGrappleAndPush(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	refused(t, b, rules.Grapple{Who: "buck", Target: "doc"}, "Doc is not adjacent to Buck: grappling needs the bases to touch")
	refused(t, b, rules.Grapple{Who: "buck", Target: "c1", Crush: true}, "Buck does not hold Cultist 1: grapple first, then crush")
	refused(t, b, rules.Push{Who: "buck", Target: "doc"}, "Doc is not adjacent to Buck: a push needs the bases to touch")
	refused(t, b, rules.Push{Who: "buck", Target: "c1", Skill: "fighting"}, `a push uses strength or athletics, not "fighting"`)
	refused(t, b, rules.BreakFree{Who: "buck"}, "Buck is not held")
}

// grappled is the melee battle at Buck's turn with Cultist 1 Entangled
// in his grip (Athletics d6 5 against the cultist's 2).
func grappled(t *testing.T, rev int) *rules.Battle {
	t.Helper()
	b := newBattleAt(t, melee, 1, rev)
	cultistAfterBuck(t, b, 0)
	script(b, 5, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	require.True(t, b.Figure("c1").Entangled)
	return b
}

func TestAGrappleEndsWhenTheGrapplerIsNoLongerAdjacentOrCannotAct(t *testing.T) {
	for _, tc := range []struct {
		name string
		act  rules.Action
		line string
	}{
		// Buck moved away (the GM places him 3" off): nobody holds the cultist.
		{"moved apart", rules.Place{Who: "buck", To: rules.Pos{X: 0, Y: 0}}, "Cultist 1 is no longer held (Buck is no longer adjacent)."},
		{"grappler Stunned", rules.Stun{Who: "buck"}, "Cultist 1 is no longer held (Buck is Stunned)."},
		{"grappler Incapacitated", rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true}}, "Cultist 1 is no longer held (Buck is Incapacitated)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := grappled(t, rules.CurrentRevision)
			n := len(b.Events())
			apply(t, b, tc.act)
			assert.Contains(t, logFrom(b, n), tc.line)
			c1 := b.Figure("c1")
			assert.False(t, c1.Entangled || c1.Bound, "no longer Entangled")
			assert.Empty(t, c1.Grappler)
			assert.False(t, b.Vulnerable(c1), "no longer Vulnerable from the hold")
		})
	}
	// Still adjacent and able: the hold lasts (Buck steps to (3, 1), still
	// touching the cultist at (4, 2)).
	b := grappled(t, rules.CurrentRevision)
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 1}})
	assert.True(t, b.Figure("c1").Entangled)
}

func TestLettingGoOfAGrappleIsAFreeAction(t *testing.T) {
	b := grappled(t, rules.CurrentRevision)
	// Buck has taken his one action (the grapple): letting go is free.
	n := len(b.Events())
	apply(t, b, rules.Release{Who: "buck", Target: "c1"})
	assert.Equal(t, []string{"Cultist 1 is no longer held (Buck lets go)."}, logFrom(b, n))
	assert.False(t, b.Figure("c1").Entangled)
	refused(t, b, rules.Release{Who: "buck", Target: "c1"}, "Buck does not hold Cultist 1")
	refused(t, b, rules.Release{Who: "buck"}, "Buck holds nobody")
	// Only on its own turn.
	b = grappled(t, rules.CurrentRevision)
	cultistActs(t, b)
	refused(t, b, rules.Release{Who: "buck", Target: "c1"}, "it is not Buck's turn but Cultist 1's")
}

// heldBound is the melee battle at Doc's turn, next to Cultist 1 whom
// Buck holds Bound (Athletics d6 6+6+1 against the cultist's 1: a raise).
func heldBound(t *testing.T, rev int) *rules.Battle {
	t.Helper()
	b := newBattleAt(t, melee, 1, rev)
	cultistAfterBuck(t, b, 0)
	script(b, 6, 6, 1, 1, 1)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	require.True(t, b.Figure("c1").Bound)
	apply(t, b, rules.EndTurn{Who: "buck"})
	fighttest.ToTurn(t, b, "doc", 0)
	apply(t, b, rules.Place{Who: "doc", To: rules.Pos{X: 5, Y: 2}})
	return b
}

func TestAHeldFigureCanBeGrappledOnlyByItsHolder(t *testing.T) {
	b := heldBound(t, rules.CurrentRevision)
	refused(t, b, rules.Grapple{Who: "doc", Target: "c1"}, "Cultist 1 is held by Buck: only its holder can grapple it")
	c1 := b.Figure("c1")
	assert.True(t, c1.Bound)
	assert.False(t, c1.Entangled, "never Entangled and Bound at once")
	assert.Equal(t, "buck", c1.Grappler)
}

// A hold ends when the grappler moves apart however the hold came back:
// restored from a checkpoint after an undo took the grapple away, or set
// by the GM in a battle that had no grapple.
func TestAHoldRestoredOrSetByTheGMEndsWhenTheGrapplerMovesApart(t *testing.T) {
	apart := rules.Place{Who: "buck", To: rules.Pos{X: 0, Y: 0}}
	b := grappled(t, rules.CurrentRevision)
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Undo())
	require.Empty(t, b.Figure("c1").Grappler, "undone: nobody holds the cultist")
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 1}}) // an action with nobody held
	require.NoError(t, b.Restore(cp))
	require.Equal(t, "buck", b.Figure("c1").Grappler, "restored: held again")
	n := len(b.Events())
	apply(t, b, apart)
	assert.Contains(t, logFrom(b, n), "Cultist 1 is no longer held (Buck is no longer adjacent).")
	assert.Empty(t, b.Figure("c1").Grappler)

	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 1}}) // nobody held yet
	apply(t, b, rules.SetState{Who: "c1", State: rules.State{Entangled: true, Grappler: "buck"}})
	n = len(b.Events())
	apply(t, b, apart)
	assert.Contains(t, logFrom(b, n), "Cultist 1 is no longer held (Buck is no longer adjacent).")
}
