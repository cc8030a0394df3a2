package menu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// goon is an invented Extra: one Wound puts it out.
func goon() *rules.Figure {
	return &rules.Figure{ID: "goon", Name: "Goon", Side: "thugs", State: rules.State{Fatigue: 1, Bennies: 0}}
}

func TestFreeIDSkipsEveryIDTaken(t *testing.T) {
	taken := map[string]bool{"extra-2": true, "extra-3": true}
	id, n := FreeID("extra", func(id string) bool { return taken[id] })
	assert.Equal(t, "extra-4", id)
	assert.Equal(t, 4, n)
	id, n = FreeID("goon", nil)
	assert.Equal(t, "goon-2", id, "the first copy is the second of its kind")
	assert.Equal(t, 2, n)
}

func TestAnExtraJoinsThePickedFiguresSideElseTheGMsFirst(t *testing.T) {
	assert.Equal(t, "thugs", ExtraSide(goon(), []string{"cult"}), "the side of the figure the GM is looking at")
	assert.Equal(t, "cult", ExtraSide(nil, []string{"cult", "beasts"}), "nothing picked: the GM's first side")
	assert.Empty(t, ExtraSide(nil, nil))

	a, err := BuildEdit(EditAddExtra, EditPick{Side: "cult", Taken: func(id string) bool { return id == "extra-2" }})
	require.NoError(t, err)
	add := a.(rules.AddFigure)
	assert.Equal(t, "extra-3", add.ID)
	assert.Equal(t, "Extra 2", add.Name)
	assert.Equal(t, "cult", add.Side)
	assert.Equal(t, "d6", add.Traits[rules.Notice])
}

func TestEditEntriesStepTheStateByOne(t *testing.T) {
	p := EditPick{Fig: goon(), Scenario: true}
	st := func(k string) rules.State {
		t.Helper()
		a, err := BuildEdit(k, p)
		require.NoError(t, err, k)
		return a.(rules.SetState).State
	}
	assert.True(t, st(EditShaken).Shaken)
	s := st(EditStunned)
	assert.True(t, s.Stunned && s.Distracted && s.Vulnerable, "Stunned comes with Distracted and Vulnerable")
	assert.True(t, st(EditWoundUp).Incapacitated, "an Extra's first Wound puts it out")
	assert.Equal(t, 2, st(EditFatUp).Fatigue)
	assert.Zero(t, st(EditFatDn).Fatigue)
	assert.Equal(t, 1, st(EditBennyUp).Bennies)

	_, err := BuildEdit(EditBennyDn, p)
	assert.EqualError(t, err, "Goon has no bennies")
	_, err = BuildEdit(EditWoundDn, p)
	assert.EqualError(t, err, "Goon has no Wounds")
	p.Fig.Fatigue = 2
	_, err = BuildEdit(EditFatUp, p)
	assert.EqualError(t, err, "Goon is Exhausted: one more level Incapacitates (Wounds +)")
	assert.Equal(t, 1, st(EditFatDn).Fatigue)
	assert.Equal(t, 2, p.Fig.Fatigue, "the figure's own state is left as it is")
}

func TestEditEntriesRefuseWhatTheRulesWouldAsTheScreenKnowsIt(t *testing.T) {
	p := EditPick{Fig: goon()}
	for k, why := range map[string]string{
		EditAddCopy: "Goon is not a scenario figure: pick one to copy",
		EditReveal:  "Goon is not hidden",
		EditHold:    "Goon has no card to hold",
	} {
		_, err := BuildEdit(k, p)
		assert.EqualError(t, err, why, k)
	}
	p.Dealt, p.Acting = true, true
	_, err := BuildEdit(EditHold, p)
	assert.EqualError(t, err, "Goon is taking a turn: end it first")
	_, err = BuildEdit(EditRemove, p)
	assert.EqualError(t, err, "Goon is taking a turn: end it first")
	p.Acting, p.Hold = false, true
	a, err := BuildEdit(EditHold, p)
	require.NoError(t, err)
	assert.Equal(t, rules.SetHold{Who: "goon"}, a, "a figure on Hold is taken off it")
	assert.Equal(t, "Hold: clear", EditLabel(EditHold, p))

	_, err = BuildEdit(EditShaken, EditPick{})
	assert.ErrorIs(t, err, ErrPickFirst)
	p.Scenario = true
	a, err = BuildEdit(EditAddCopy, p)
	require.NoError(t, err)
	assert.Equal(t, rules.AddFigure{ID: "goon-2", Like: "goon", Name: "Goon (2)"}, a)
}
