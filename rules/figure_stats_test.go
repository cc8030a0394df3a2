package rules

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func intp(n int) *int { return &n }

func TestTraitLookup(t *testing.T) {
	f := &Figure{Traits: map[Trait]Die{Vigor: D8, "shooting": D10, Fighting: {Sides: 12, Bonus: 2}}}
	cases := []struct {
		name    Trait
		die     Die
		skilled bool
	}{
		{"vigor", D8, true},
		{"Shooting", D10, true}, // names are case-insensitive
		{"fighting", Die{Sides: 12, Bonus: 2}, true},
		{"agility", D4, true},  // a missing attribute is a d4
		{"stealth", D4, false}, // a missing skill is unskilled
	}
	for _, c := range cases {
		d, ok := f.Trait(c.name)
		assert.Equal(t, c.die, d, string(c.name))
		assert.Equal(t, c.skilled, ok, string(c.name))
	}
}

func TestUnskilledRollIsD4MinusTwo(t *testing.T) {
	f := &Figure{ID: "x", Traits: map[Trait]Die{}}
	tr := f.TraitRoll("stealth", nil)
	require.True(t, tr.Unskilled)
	// d4 shows 4 (ace) then 1: 5, less 2 for unskilled = 3, a failure.
	res := ScriptedRNG(4, 1).TraitTest(tr)
	assert.Equal(t, 3, res.Total)
	assert.False(t, res.Success)
}

func TestParry(t *testing.T) {
	cases := []struct {
		name     string
		fighting Die
		override *int
		want     int
	}{
		{"no Fighting", Die{}, nil, 2},
		{"d4", D4, nil, 4},
		{"d8", D8, nil, 6},
		{"d12", D12, nil, 8},
		{"d12+1: half of 1 rounds down", Die{Sides: 12, Bonus: 1}, nil, 8},
		{"d12+2", Die{Sides: 12, Bonus: 2}, nil, 9},
		{"override wins", D8, intp(9), 9},
	}
	for _, c := range cases {
		f := &Figure{Traits: map[Trait]Die{}, ParryOverride: c.override}
		if !c.fighting.Zero() {
			f.Traits[Fighting] = c.fighting
		}
		assert.Equal(t, c.want, f.Parry(), c.name)
	}
}

func TestToughness(t *testing.T) {
	cases := []struct {
		name        string
		vigor       Die
		armor, size int
		override    *int
		ap          int
		want        int
	}{
		{"d6", D6, 0, 0, nil, 0, 5},
		{"no Vigor counts d4", Die{}, 0, 0, nil, 0, 4},
		{"d8 armor 1", D8, 1, 0, nil, 0, 7},
		{"d8 Size 2", D8, 0, 2, nil, 0, 8},
		{"d12+1", Die{Sides: 12, Bonus: 1}, 0, 0, nil, 0, 8},
		{"d12+3", Die{Sides: 12, Bonus: 3}, 0, 0, nil, 0, 9},
		{"override wins", D6, 2, 0, intp(11), 0, 11},
		{"AP 2 against armor 1 removes only 1", D6, 1, 0, nil, 2, 5},
		{"AP 1 against armor 3", D6, 3, 0, nil, 1, 7},
		{"AP against no armor does nothing", D6, 0, 0, nil, 4, 5},
		{"AP comes off an override's armor", D6, 2, 0, intp(9), 4, 7},
	}
	for _, c := range cases {
		f := &Figure{Traits: map[Trait]Die{}, Armor: c.armor, Size: c.size, ToughnessOverride: c.override}
		if !c.vigor.Zero() {
			f.Traits[Vigor] = c.vigor
		}
		assert.Equal(t, c.want, f.ToughnessAP(c.ap), c.name)
	}
}

func TestWoundPenaltyAndPace(t *testing.T) {
	cases := []struct {
		pace, wounds int
		penalty      int
		curPace      int
	}{
		{6, 0, 0, 6},
		{6, 1, -1, 5},
		{6, 2, -2, 4},
		{6, 3, -3, 3},
		{6, 5, -3, 3}, // the penalty never goes past -3
		{0, 1, -1, 5}, // Pace 0 in the struct means the default 6
		{2, 3, -3, 1}, // Pace never drops below 1
		{1, 1, -1, 1},
	}
	for _, c := range cases {
		f := &Figure{Pace: c.pace, State: State{Wounds: c.wounds}}
		assert.Equal(t, c.penalty, f.WoundPenalty(), "pace %d wounds %d", c.pace, c.wounds)
		assert.Equal(t, c.curPace, f.CurrentPace(), "pace %d wounds %d", c.pace, c.wounds)
	}
}

func TestPenaltyLists(t *testing.T) {
	f := &Figure{State: State{Wounds: 4, Fatigue: 1}}
	assert.Equal(t, Mods{{Name: "Wounds", Value: -3}, {Name: "Fatigued", Value: -1}}, f.Penalty())
	f.Fatigue = 2
	assert.Equal(t, Mods{{Name: "Wounds", Value: -3}, {Name: "Exhausted", Value: -2}}, f.Penalty())
	assert.Empty(t, (&Figure{}).Penalty())

	f = &Figure{WildCard: true, Traits: map[Trait]Die{Spirit: D6}, State: State{Wounds: 1, Distracted: true}}
	tr := f.TraitRoll(Spirit, Mods{{Name: "Joker", Value: 2}})
	assert.Equal(t, Mods{{Name: "Wounds", Value: -1}, {Name: "Distracted", Value: -2}, {Name: "Joker", Value: 2}}, tr.Mods)
	assert.True(t, tr.Wild)
	assert.Equal(t, D6, tr.Die)
}

func TestFatigueLevels(t *testing.T) {
	f := &Figure{ID: "a"}
	want := []struct {
		outcome string
		penalty int
		incap   bool
	}{
		{"Fatigued", -1, false},
		{"Exhausted", -2, false},
		{"Incapacitated", -2, true},
	}
	for i, w := range want {
		ev := f.AddFatigue("cold")
		assert.Equal(t, w.outcome, ev.Outcome, i)
		assert.Equal(t, w.penalty, f.FatiguePenalty(), i)
		assert.Equal(t, w.incap, f.Incapacitated, i)
		require.NotNil(t, ev.After)
		assert.Equal(t, f.State.Fatigue, ev.After.Fatigue)
		assert.Equal(t, "a", ev.Figure)
	}
}

// The seeds' example: a crocodile cult led by a Wild Card shaman against
// two player characters. The shaman gets two bennies, the GM's pool two
// more, the tribesmen none of their own.
func TestBenniesCrocodileCult(t *testing.T) {
	buck := &Figure{ID: "buck", Side: "heroes", WildCard: true}
	virginia := &Figure{ID: "virginia", Side: "heroes", WildCard: true}
	shaman := &Figure{ID: "shaman", Side: "cult", WildCard: true, GM: true}
	tribesman := &Figure{ID: "t1", Side: "cult", GM: true}
	ally := &Figure{ID: "porter", Side: "heroes"} // an Extra ally is no player character
	figs := []*Figure{buck, virginia, shaman, tribesman, ally}

	assert.Equal(t, 3, StartingBennies(buck))
	assert.Equal(t, 2, StartingBennies(shaman))
	assert.Equal(t, 0, StartingBennies(tribesman))
	assert.Equal(t, 0, StartingBennies(ally))
	assert.Equal(t, 2, GMBennyPool(figs))
}

func TestInjuryLowersTrait(t *testing.T) {
	f := &Figure{Traits: map[Trait]Die{Agility: D8, Smarts: D4, Strength: {Sides: 12, Bonus: 1}}}
	f.Injuries = []Injury{{Trait: Agility}, {Trait: Smarts}, {Trait: Strength}}
	a, _ := f.Trait(Agility)
	s, _ := f.Trait(Smarts)
	st, _ := f.Trait(Strength)
	assert.Equal(t, D6, a)
	assert.Equal(t, D4, s, "never below d4")
	assert.Equal(t, D12, st)
}

func TestSnapshotIsDeep(t *testing.T) {
	f := &Figure{State: State{Ammo: []int{7}, Injuries: []Injury{{Effect: "x"}}}}
	s := f.Snapshot()
	f.Ammo[0] = 3
	f.Injuries[0].Effect = "y"
	assert.Equal(t, 7, s.Ammo[0])
	assert.Equal(t, "x", s.Injuries[0].Effect)
}

func TestKeptAftersMoveOutOfTheSharedChunks(t *testing.T) {
	// A battle that keeps its log moves each event's After out of the
	// chunk every battle takes snapshots from into its own: the same
	// state, its ammunition in its own slot, nothing of the old slot held.
	b := &Battle{Fight: &Fight{}}
	f := &Figure{ID: "buck", State: State{Ammo: []int{7, 2}, Injuries: []Injury{{Location: "arm"}}}}
	var was []*State
	var want []State
	for i := range 20 {
		f.Wounds, f.Ammo[0] = i%4, i
		sn := f.Snapshot()
		was, want = append(was, sn), append(want, copyState(*sn))
		b.Fight.Events = append(b.Fight.Events, Event{Kind: EventTrait, Figure: "buck", After: sn})
	}
	b.Fight.Events = append(b.Fight.Events, Event{Kind: EventRound})
	b.keepAfters(0)
	for i, e := range b.Fight.Events[:20] {
		require.NotNil(t, e.After)
		assert.Equal(t, want[i], *e.After, "event %d's state", i)
		assert.NotSame(t, was[i], e.After, "event %d's state is out of the shared chunk", i)
		own := (*stateSnapshot)(unsafe.Pointer(e.After))
		assert.Same(t, &own.ammo[0], &e.After.Ammo[0], "event %d's ammunition is in its own slot", i)
	}
	assert.Nil(t, b.Fight.Events[20].After)
}

func TestEachShakenRecoveryKeepsItsOwnDiceAndModifiers(t *testing.T) {
	// A turn's Spirit roll to recover from Shaken cuts its dice and
	// modifiers from the battle's slabs: a hundred of them kept side by
	// side each keep their own, and an append to one reaches no other.
	var b Battle
	sl := &rollSlabs{&b.modSlab, &b.rollSlab}
	r := NewRNG(1)
	f := &Figure{ID: "buck", WildCard: true, Traits: map[Trait]Die{Spirit: D8}, State: State{Wounds: 1}}
	type roll struct {
		ev  Event
		res TraitResult
	}
	var all []roll
	for range 100 {
		f.Shaken = true
		_, res, ev, rolled := r.recoverShaken(f, SWADE.RulesAt(CurrentRevision), Mods{{Name: "Joker", Value: 2}}, false, sl)
		require.True(t, rolled)
		all = append(all, roll{ev, res})
	}
	_ = append(all[0].ev.Rolls, DieRoll{Die: D12})
	_ = append(all[0].ev.Mods, Modifier{Name: "intruder"})
	for i, x := range all {
		assert.Equal(t, []DieRoll{x.res.Trait, x.res.WildDie}, x.ev.Rolls, "roll %d's dice", i)
		assert.Equal(t, Mods{{Name: "Wounds", Value: -1}, {Name: "Joker", Value: 2}}, x.ev.Mods, "roll %d's modifiers", i)
	}
	f.Shaken = false
	_, _, _, rolled := r.recoverShaken(f, SWADE.RulesAt(CurrentRevision), nil, false, sl)
	assert.False(t, rolled, "not Shaken: no roll")
}
