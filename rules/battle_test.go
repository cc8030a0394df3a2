package rules_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// duel is a small open field: Buck (a Wild Card) and two cultists
// (Extras on one card), a wall square at (6, 4).
const duel = `
name: Duel
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "......#........."
    - "................"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    at: [1, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7, double_tap: true}
      - {name: Machete, damage: str+d6}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, ap: 1, shots: 50, burst: true}
      - {name: Shotgun, range: 12/24/48, damage: 3d6, shotgun: true, shots: 2}
  - id: c1
    name: Cultist 1
    side: cult
    at: [8, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: c2
    name: Cultist 2
    side: cult
    at: [9, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
`

func newBattle(t testing.TB, src string, seed uint64) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, seed)
	require.NoError(t, err)
	return b
}

// battleState is everything Apply may change, for before/after checks.
type battleState struct {
	Figures []rules.Figure
	Pos     []rules.Pos
	Events  []rules.Event
	RNG     rules.RNG
	Turn    *rules.TurnState
	Round   int
	Applied int
	JSON    string
}

func stateOf(t testing.TB, b *rules.Battle) battleState {
	t.Helper()
	s := battleState{RNG: *b.RNG(), Round: b.Fight.Init.Round, Applied: len(b.Applied)}
	for _, f := range b.Figures() {
		c := *f
		c.State = *f.Snapshot()
		s.Figures = append(s.Figures, c)
		p, _ := b.Battlefield.Position(f.ID)
		s.Pos = append(s.Pos, p)
	}
	s.Events = append(s.Events, b.Events()...)
	if tr := b.Turn(); tr != nil {
		c := *tr
		c.Taken = slices.Clone(tr.Taken)
		c.Fired = slices.Clone(tr.Fired)
		s.Turn = &c
	}
	j, err := json.Marshal(b.Fight.Init)
	require.NoError(t, err)
	s.JSON = string(j)
	return s
}

// refused applies an illegal action: it must fail with the message and
// leave the battle exactly as it was.
func refused(t *testing.T, b *rules.Battle, a rules.Action, msg string) {
	t.Helper()
	before := stateOf(t, b)
	err := b.Apply(a)
	require.Error(t, err, "%s must be refused", a.Kind())
	assert.Equal(t, msg, err.Error())
	assert.Equal(t, before, stateOf(t, b), "a refused %s changes nothing", a.Kind())
}

func TestCountdownGroupCardAndOutOfTurn(t *testing.T) {
	b := newBattle(t, duel, 1)
	refused(t, b, rules.StartTurn{Who: "buck"}, "no round has started: deal the cards first")
	require.NoError(t, b.Apply(rules.StartRound{}))
	// Seed 1 deals Buck the Five of Spades and the cultists share the
	// Seven of Clubs: they go first, in the order given.
	assert.Equal(t, []string{
		"Round 1 begins.",
		"Buck is dealt the Five of Spades.",
		"Cultist 1 and Cultist 2 are dealt the Seven of Clubs.",
	}, b.Log())
	refused(t, b, rules.StartTurn{Who: "buck"}, "it is not Buck's turn: Cultist 1 acts first on the Seven of Clubs")
	refused(t, b, rules.StartTurn{Who: "c2"}, "it is not Cultist 2's turn: Cultist 1 acts first on the Seven of Clubs")
	refused(t, b, rules.StartRound{}, "round 1 is not over: Cultist 1, Cultist 2 and Buck still to act")
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c1"}))
	refused(t, b, rules.StartTurn{Who: "c2"}, "Cultist 1's turn is under way: end it first")
	refused(t, b, rules.EndTurn{Who: "c2"}, "it is Cultist 1's turn, not Cultist 2's")
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	refused(t, b, rules.StartTurn{Who: "c1"}, "Cultist 1 has acted this round")
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	assert.Empty(t, b.NextUp())
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Equal(t, 2, b.Fight.Init.Round)
}

func TestMultiActionLimitAndPenalty(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c1"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	// swade: at most 3 actions, -2 for each past the first on all of them.
	refused(t, b, rules.StartTurn{Who: "buck", Actions: 4}, "Buck cannot declare 4 actions: at most 3 in a turn in swade")
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck", Actions: 3}))
	assert.Equal(t, rules.Mods{{Name: "multi-action", Value: -4}}, b.ActionMods("buck"))
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}))
	require.NoError(t, b.Apply(rules.Reload{Who: "buck", Weapon: "Colt .45"}))
	refused(t, b, rules.Reload{Who: "buck", Weapon: "Tommy Gun"}, "Buck has taken all 3 actions declared this turn")
}

func TestDeluxeNoSameActionTwice(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+duel, 1)
	fighttest.ToTurn(t, b, "buck", 3)
	assert.Equal(t, rules.Mods{{Name: "multi-action", Value: -4}}, b.ActionMods("buck"), "deluxe: -2 per extra action too")
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	require.NoError(t, b.Apply(rules.Reload{Who: "buck", Weapon: "Colt .45"}))
	refused(t, b, rules.Reload{Who: "buck", Weapon: "Colt .45"}, "in deluxe a figure cannot take the same action twice in a turn (reload:Colt .45)")
}

// An action taken back (a host that could not save it) leaves nothing to
// redo, unlike an undone one.
func TestATakenBackActionCannotBeRedone(t *testing.T) {
	b := newBattle(t, duel, 1)
	apply(t, b, rules.StartRound{})
	require.NoError(t, b.Undo())
	assert.True(t, b.CanRedo())
	apply(t, b, rules.StartRound{})
	require.NoError(t, b.TakeBack())
	assert.Empty(t, b.Applied)
	assert.False(t, b.CanRedo())
}

// A battle handed the last one's array of actions applied records its own
// into it from the start, and lets go of the old ones; a battle that has
// applied an action keeps its own list.
func TestReuseAppliedRecordsIntoTheLastBattlesArray(t *testing.T) {
	first := newBattle(t, duel, 1)
	fighttest.ToTurn(t, first, "buck", 0)
	old := first.Applied
	require.NotEmpty(t, old)
	next := newBattle(t, duel, 2)
	next.ReuseApplied(old)
	require.Empty(t, next.Applied)
	for _, a := range old {
		assert.Nil(t, a.Action, "the last battle's actions are let go")
	}
	require.NoError(t, next.Apply(rules.StartRound{}))
	assert.Same(t, &old[0], &next.Applied[0], "the same array")
	assert.Equal(t, rules.StartRound{}, next.Applied[0].Action)
	mine := next.Applied
	next.ReuseApplied(make([]rules.Applied, 4))
	assert.Equal(t, mine, next.Applied, "once it has actions it keeps its list")
}

// The battle finds each figure by its own id and by the same id spelt
// anew, whichever it found before, and no figure by an unknown id.
func TestBattleFindsEachFigureByItsOwnIDAndByACopy(t *testing.T) {
	b := newBattle(t, duel, 1)
	figs := b.Figures()
	require.GreaterOrEqual(t, len(figs), 2)
	for range 2 {
		for i := range figs {
			f := figs[len(figs)-1-i]
			assert.Same(t, f, b.Figure(f.ID), f.ID)
			assert.Same(t, f, b.Figure(strings.Clone(f.ID)), f.ID)
		}
		assert.Nil(t, b.Figure("nobody"))
	}
}
