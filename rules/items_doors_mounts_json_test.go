package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every action of the item, door, healing and mount rules goes to a
// battle file and comes back the same.
func TestItemDoorHealingAndMountActionsRoundTripThroughJSON(t *testing.T) {
	at := rules.Pos{X: 4, Y: 2}
	for _, a := range []rules.Action{
		rules.Disarm{Who: "a", Target: "b", Weapon: "Colt", Item: "Knife", At: rules.DisarmItem, Large: true},
		rules.PickUp{Who: "a", Weapon: "Knife", At: &at},
		rules.UseDoor{Who: "a", At: at, Open: true},
		rules.BreakDoor{Who: "a", At: at, Weapon: "Axe"},
		rules.Stabilize{Who: "a", Target: "b"},
		rules.Heal{Who: "a", Target: "b"},
		rules.Ride{Who: "a", To: at},
		rules.Dismount{Who: "a", To: at},
		rules.Charge{Who: "a", Target: "b", Weapon: "Lance"},
		rules.MountUp{Who: "a", Mount: "b"},
	} {
		data, err := rules.MarshalAction(a)
		require.NoError(t, err)
		back, err := rules.UnmarshalAction(data)
		require.NoError(t, err, string(data))
		assert.Equal(t, a, back, string(data)) // values, never pointers
	}
}

// Each of these rules explains itself in the window's rules help.
func TestItemDoorHealingAndMountRulesHaveHelpEntries(t *testing.T) {
	have := map[string]rules.HelpEntry{}
	for _, e := range rules.Help() {
		have[e.Key] = e
	}
	for _, key := range []string{"disarm", "pick_up", "breaking", "doors", "stabilize", "heal", "mounted"} {
		e, ok := have[key]
		if assert.True(t, ok, key) {
			assert.NotEmpty(t, e.Title, key)
			assert.Greater(t, len(e.Text), 80, key)
		}
	}
}
