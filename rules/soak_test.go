package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// always spends every benny it is offered.
func always(*Figure, int, int, int) bool { return true }

// Soak scenarios on a Wild Card with Vigor d8 (Toughness 6) hit for 14:
// two raises, 2 Wounds. Faces are the Vigor die then the Wild Die of each
// Soak roll, in order.
func TestSoak(t *testing.T) {
	cases := []struct {
		name       string
		shaken     bool // Shaken before the hit (from an earlier attack)
		bennies    int
		policy     SoakPolicy
		faces      []int
		soakRolls  int
		soaked     int
		wounds     int
		shakenEnd  bool
		benniesEnd int
	}{
		{"no policy: no Soak", false, 3, nil, nil, 0, 0, 2, true, 3},
		{"NoSoak", false, 3, NoSoak, nil, 0, 0, 2, true, 3},
		{"no benny: no Soak", false, 0, always, nil, 0, 0, 2, true, 0},
		// 5 on the d8: success, soaks 1 of 2; the Wound left Shakes.
		{"success soaks one", false, 1, always, []int{5, 2}, 1, 1, 1, true, 0},
		// 8 aces, then 3: 11, a raise: soaks both, and the earlier Shaken goes too.
		{"raise soaks all and ends Shaken", true, 1, always, []int{8, 3, 2}, 1, 2, 0, false, 0},
		// 2 and 3 fail; the reroll's Wild Die 6+1 = 7 is a success: soaks 1.
		{"reroll after a failure", false, 2, always, []int{2, 3, 1, 6, 1}, 2, 1, 1, true, 0},
		// First roll soaks 1, the reroll fails: the better result counts.
		{"the better roll counts", false, 2, always, []int{5, 1, 2, 3}, 2, 1, 1, true, 0},
		// One Soak per attack: three rolls that each soak 1 remove 1, not 3.
		{"rerolls never add up", false, 3, always, []int{4, 1, 5, 2, 6, 1}, 3, 1, 1, true, 0},
		// DefaultSoak rerolls only while the Wounds left would Incapacitate:
		// 2 Wounds on a fresh Wild Card do not, so one roll only.
		{"DefaultSoak stops when safe", false, 3, DefaultSoak, []int{3, 2}, 1, 0, 2, true, 2},
	}
	for _, c := range cases {
		f := wildCard(D8)
		f.Shaken, f.Bennies = c.shaken, c.bennies
		r := ScriptedRNG(c.faces...)
		out, evs := r.ApplyDamage(f, dmg(14), DamageOptions{Soak: c.policy})
		assert.Equal(t, 0, r.ScriptLeft(), c.name)
		assert.Equal(t, 2, out.Effect.Wounds, c.name)
		assert.Equal(t, c.soakRolls, out.SoakRolls, c.name)
		assert.Equal(t, c.soaked, out.Soaked, c.name)
		assert.Equal(t, c.wounds, f.Wounds, c.name)
		assert.Equal(t, c.shakenEnd, f.Shaken, c.name)
		assert.Equal(t, c.benniesEnd, f.Bennies, c.name)
		// Every benny and every Soak roll is an event; the last event
		// carries the final state.
		nb, ns := 0, 0
		for _, e := range evs {
			switch e.Kind {
			case EventBenny:
				nb++
			case EventSoak:
				ns++
			}
		}
		assert.Equal(t, c.soakRolls, nb, c.name)
		assert.Equal(t, c.soakRolls, ns, c.name)
		last := evs[len(evs)-1]
		require.NotNil(t, last.After, c.name)
		assert.Equal(t, f.State, *last.After, c.name)
	}
}

// The Soak roll counts the Wounds the figure already has, not the ones it
// is about to take.
func TestSoakUsesCurrentWoundsOnly(t *testing.T) {
	f := wildCard(D8)
	f.Wounds, f.Bennies = 1, 1
	r := ScriptedRNG(5, 1) // 5 - 1 = 4: success
	out, evs := r.ApplyDamage(f, dmg(14), DamageOptions{Soak: always})
	assert.Equal(t, 1, out.Soaked)
	assert.Equal(t, 2, f.Wounds)
	var soak *Event
	for i := range evs {
		if evs[i].Kind == EventSoak {
			soak = &evs[i]
		}
	}
	require.NotNil(t, soak)
	assert.Equal(t, Mods{{Name: "Wounds", Value: -1}}, soak.Mods)
	assert.Equal(t, 4, soak.Total)
}

// Soaking the Wound that would Incapacitate keeps a Wild Card up.
func TestSoakAvoidsIncapacitation(t *testing.T) {
	f := wildCard(D8)
	f.Wounds, f.Bennies, f.Shaken = 3, 1, true
	r := ScriptedRNG(7, 1) // 7 - 3 = 4: soaks the 1 Wound
	out, _ := r.ApplyDamage(f, dmg(6), DamageOptions{Soak: DefaultSoak})
	assert.Equal(t, 1, out.Soaked)
	assert.False(t, f.Incapacitated)
	assert.False(t, f.Shaken, "all Wounds soaked: Shaken goes as well")
	assert.Equal(t, 3, f.Wounds)
}

func TestShakenRecovery(t *testing.T) {
	cases := []struct {
		name    string
		ed      Edition
		faces   []int // Spirit d6, then the Wild Die
		canAct  bool
		shaken  bool
		outcome string
	}{
		{"swade failure", SWADE, []int{3, 2}, false, true, "failure: still Shaken"},
		{"swade success acts", SWADE, []int{4, 1}, true, false, "success: no longer Shaken, acts"},
		{"deluxe success: not Shaken but no action", Deluxe, []int{4, 1}, false, false, "success: no longer Shaken, cannot act this turn"},
		{"deluxe raise acts", Deluxe, []int{6, 2, 1}, true, false, "raise: no longer Shaken, acts"},
		{"deluxe failure", Deluxe, []int{1, 3}, false, true, "failure: still Shaken"},
	}
	for _, c := range cases {
		f := wildCard(D6)
		f.Shaken = true
		r := ScriptedRNG(c.faces...)
		canAct, _, evs := r.RecoverShaken(f, c.ed.Rules(), nil)
		assert.Equal(t, 0, r.ScriptLeft(), c.name)
		assert.Equal(t, c.canAct, canAct, c.name)
		assert.Equal(t, c.shaken, f.Shaken, c.name)
		require.Len(t, evs, 1)
		assert.Equal(t, c.outcome, evs[0].Outcome, c.name)
		assert.Equal(t, c.shaken, evs[0].After.Shaken, c.name)
	}
	// Not Shaken: nothing to roll, acts.
	f := wildCard(D6)
	canAct, _, evs := ScriptedRNG().RecoverShaken(f, SWADE.Rules(), nil)
	assert.True(t, canAct)
	assert.Empty(t, evs)
}

func TestUnshakeWithBenny(t *testing.T) {
	f := wildCard(D6)
	f.Shaken, f.Bennies = true, 1
	evs, err := f.UnshakeWithBenny()
	require.NoError(t, err)
	assert.False(t, f.Shaken)
	assert.Equal(t, 0, f.Bennies)
	require.Len(t, evs, 1)
	assert.Equal(t, EventBenny, evs[0].Kind)
	assert.Equal(t, 0, evs[0].After.Bennies)
	assert.False(t, evs[0].After.Shaken)

	f.Shaken = true
	_, err = f.UnshakeWithBenny()
	assert.ErrorIs(t, err, ErrNoBenny)
	assert.True(t, f.Shaken)
}
