package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// medic is the melee scenario with Doc a Wild Card with Healing d8.
var medic = strings.Replace(strings.Replace(melee,
	"    name: Doc\n    side: heroes\n", "    name: Doc\n    side: heroes\n    wildcard: true\n", 1),
	"fighting: d4, notice: d6}", "fighting: d4, notice: d6, healing: d8}", 1)

func TestStabilizeBleedingOutIsAnAction(t *testing.T) {
	b := newBattle(t, medic, 1)
	fighttest.ToTurn(t, b, "doc", 0)
	dying := rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}
	apply(t, b, rules.SetState{Who: "buck", State: dying})
	refused(t, b, rules.Stabilize{Who: "doc", Target: "buck"}, "Doc is not next to Buck")
	apply(t, b, rules.Place{Who: "doc", To: rules.Pos{X: 3, Y: 1}})
	refused(t, b, rules.Stabilize{Who: "doc", Target: "c1"}, "Cultist 1 is not Bleeding Out")

	// Healing d8 3, Wild d6 4: 4 vs 4, success: the bleeding stops.
	n := len(b.Events())
	script(b, 3, 4)
	apply(t, b, rules.Stabilize{Who: "doc", Target: "buck"})
	assert.Equal(t, []string{
		"Doc rolls Healing against Buck: d8 3, Wild d6 4 = 4 vs 4: success.",
		"Buck is stabilised: no longer Bleeding Out (Healing by Doc).",
	}, logFrom(b, n))
	assert.False(t, b.Figure("buck").BleedingOut)
	assert.True(t, b.Figure("buck").Incapacitated)
	refused(t, b, rules.Stabilize{Who: "doc", Target: "buck"}, "Doc has taken its action this turn (declare a multi-action at the start of the turn)")

	// A failure (d8 2, Wild d6 3: 3 vs 4) leaves him bleeding.
	b = newBattle(t, medic, 1)
	fighttest.ToTurn(t, b, "doc", 0)
	apply(t, b, rules.SetState{Who: "buck", State: dying}, rules.Place{Who: "doc", To: rules.Pos{X: 3, Y: 1}})
	script(b, 2, 3)
	apply(t, b, rules.Stabilize{Who: "doc", Target: "buck"})
	assert.True(t, b.Figure("buck").BleedingOut)
}

func TestHealingAfterTheFight(t *testing.T) {
	for _, tc := range []struct {
		name   string
		faces  []int
		wounds int
		line   string
	}{
		{"failure", []int{3, 2}, 2, ""},
		{"success removes one", []int{5, 2}, 1, "Buck heals 1 Wound: 1 Wound left (Healing by Doc)."},
		{"a raise removes two", []int{8, 1, 1}, 0, "Buck heals 2 Wounds: 0 Wounds left (Healing by Doc)."},
		{"critical failure adds one", []int{1, 1}, 3, "Buck takes a Wound from the botched treatment: 3 Wounds (Healing by Doc)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t, medic, 1)
			apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 2, Fatigue: 1}})
			_, err := rules.Aftermath(b, nil)
			require.NoError(t, err)
			n := len(b.Events())
			script(b, tc.faces...)
			surv, err := rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
			require.NoError(t, err)
			assert.Equal(t, tc.wounds, b.Figure("buck").Wounds)
			if tc.line != "" {
				assert.Equal(t, tc.line, logFrom(b, n)[1])
			} else {
				assert.Len(t, logFrom(b, n), 1)
			}
			assert.Equal(t, rules.Survivor{ID: "buck", Name: "Buck", Side: "heroes", Wounds: tc.wounds, Fatigue: 1}, surv[0])
			// One treatment per patient within the hour.
			_, err = rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
			if tc.wounds > 0 {
				assert.EqualError(t, err, "treatment 1 (Doc heals Buck): Buck has had its Healing roll for this hour")
			}
		})
	}
}

func TestAftermathSurvivorsAndRefusals(t *testing.T) {
	b := newBattle(t, medic, 1)
	apply(t, b,
		rules.SetState{Who: "c1", State: rules.State{Wounds: 1, Incapacitated: true}},
		rules.SetState{Who: "c2", State: rules.State{Dead: true, Incapacitated: true}})
	_, err := rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
	assert.EqualError(t, err, "treatment 1 (Doc heals Buck): Buck has no Wounds to heal")
	_, err = rules.Aftermath(b, []rules.Treatment{{Healer: "c2", Patient: "buck"}})
	assert.EqualError(t, err, "treatment 1 (Cultist 2 heals Buck): Cultist 2 is in no state to heal anyone")
	surv, err := rules.Aftermath(b, nil)
	require.NoError(t, err)
	var out []string
	for _, s := range surv {
		if s.Out {
			out = append(out, s.ID+" "+s.Why)
		}
	}
	assert.Equal(t, []string{"c1 fell", "c2 dead"}, out)

	fighttest.ToTurn(t, b, "buck", 0)
	_, err = rules.Aftermath(b, nil)
	assert.ErrorIs(t, err, rules.ErrTurnUnderWay)
}

// During the fight a Healing roll only stabilises (an action, adjacent,
// on the healer's turn): healing Wounds waits for the end of the fight,
// which the GM declares (EndFight; Aftermath and the end-of-fight screen
// do it).
func TestHealingWoundsWaitsForTheEndOfTheFight(t *testing.T) {
	b := newBattle(t, medic, 1)
	apply(t, b, rules.StartRound{}, rules.SetState{Who: "buck", State: rules.State{Wounds: 2}})
	refused(t, b, rules.Heal{Who: "doc", Target: "buck"},
		"healing Wounds waits for the end of the fight: during it a Healing roll only stabilises a figure Bleeding Out (an action, next to it)")
	n := len(b.Events())
	apply(t, b, rules.EndFight{})
	assert.Equal(t, []string{"The fight is over: the hour after it begins (Healing rolls for Wounds)."}, logFrom(b, n))
	refused(t, b, rules.EndFight{}, "the fight is over already")
	script(b, 5, 2)
	apply(t, b, rules.Heal{Who: "doc", Target: "buck"})
	assert.Equal(t, 1, b.Figure("buck").Wounds)
	// The GM takes the fight up again: a turn, and no more healing.
	next := b.NextUp()[0]
	apply(t, b, rules.StartTurn{Who: next}, rules.EndTurn{Who: next})
	apply(t, b, rules.SetState{Who: "c1", State: rules.State{Wounds: 1, Incapacitated: true}})
	refused(t, b, rules.Heal{Who: "doc", Target: "c1"},
		"healing Wounds waits for the end of the fight: during it a Healing roll only stabilises a figure Bleeding Out (an action, next to it)")
}

// A Healing roll on an Incapacitated patient who is Bleeding Out first
// stops the bleeding (a raise heals a Wound as well); until a roll does,
// the survivors count it as out, not saved.
func TestAHealingRollOnABleedingPatientFirstStopsTheBleeding(t *testing.T) {
	dying := rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}
	for _, tc := range []struct {
		name   string
		faces  []int
		wounds int
		line   string
	}{
		// Healing d8 5, Wild d6 2: 5 vs 4, a success.
		{"success", []int{5, 2}, 3, "Buck is stabilised: no longer Bleeding Out (Healing by Doc)."},
		// d8 8+1 = 9: a raise.
		{"raise", []int{8, 1, 1}, 2, "Buck is stabilised: no longer Bleeding Out, and heals 1 Wound: 2 Wounds left (Healing by Doc)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t, medic, 1)
			apply(t, b, rules.SetState{Who: "buck", State: dying})
			surv, err := rules.Aftermath(b, nil)
			require.NoError(t, err)
			assert.True(t, surv[0].Out, "still bleeding: not saved")
			assert.Equal(t, "bleeding out", surv[0].Why)
			n := len(b.Events())
			script(b, tc.faces...)
			surv, err = rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
			require.NoError(t, err)
			assert.Equal(t, tc.line, logFrom(b, n)[1])
			assert.False(t, b.Figure("buck").BleedingOut)
			assert.Equal(t, tc.wounds, b.Figure("buck").Wounds)
			assert.False(t, surv[0].Out, "stabilised: a survivor")
		})
	}
}

// A critical failure on any Healing roll adds a Wound: past the third, a
// Wild Card is Incapacitated; Stabilize's roll too.
func TestACriticalFailureOnAHealingRollAddsAWound(t *testing.T) {
	b := newBattle(t, medic, 1)
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3}}, rules.EndFight{})
	n := len(b.Events())
	script(b, 1, 1, 6, 1, 3, 4, 3) // Healing d8 1, Wild d6 1: a critical failure; then Vigor d8 6, Wild 1 and the Injury Table
	apply(t, b, rules.Heal{Who: "doc", Target: "buck"})
	log := logFrom(b, n)
	assert.Equal(t, "Buck takes a Wound from the botched treatment: Incapacitated (Healing by Doc).", log[1])
	assert.True(t, b.Figure("buck").Incapacitated)
	// Incapacitated by the injury, the Wild Card rolls Vigor as after damage.
	require.Greater(t, len(log), 2)
	assert.Equal(t, "Buck rolls Vigor (Incapacitation): d8 6, Wild d6 1, -3 Wounds = 3 vs 4: failure: permanent injury, Bleeding Out.", log[2])
	assert.True(t, b.Figure("buck").BleedingOut)

	b = newBattle(t, medic, 1)
	fighttest.ToTurn(t, b, "doc", 0)
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 1, Incapacitated: true, BleedingOut: true}},
		rules.Place{Who: "doc", To: rules.Pos{X: 3, Y: 1}})
	n = len(b.Events())
	script(b, 1, 1)
	apply(t, b, rules.Stabilize{Who: "doc", Target: "buck"})
	assert.Equal(t, "Buck takes a Wound from the botched treatment: 2 Wounds (Healing by Doc).", logFrom(b, n)[1])
	assert.Equal(t, 2, b.Figure("buck").Wounds)
}
