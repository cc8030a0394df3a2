package menu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// A Disarm is offered as the session built it (its first blade next to
// the foe); the screen's choices go in: the blade chosen, or, from afar,
// the gun chosen. The limb struck stays the offer's (the edition's).
func TestADisarmFromOffersStrikesWithTheScreensWeapon(t *testing.T) {
	offered := []Offered{{Target: "orc", Action: rules.Disarm{Who: "vera", Target: "orc", Weapon: "Dagger", At: rules.DisarmLimb}}}
	a, err := FromOffers(Get(Disarm), offered, Pick{Who: "vera", Target: "orc", Fight: "Sword", Shoot: "Colt"})
	require.NoError(t, err)
	assert.Equal(t, rules.Disarm{Who: "vera", Target: "orc", Weapon: "Sword", At: rules.DisarmLimb}, a)
	a, err = FromOffers(Get(Disarm), offered, Pick{Who: "vera", Target: "orc", Fight: "Sword", Shoot: "Colt", Afar: true})
	require.NoError(t, err)
	assert.Equal(t, "Colt", a.(rules.Disarm).Weapon)
}

// A Support is offered once per trait the rules take: the trait chosen
// is the one sent; a test of will leaves the foe Vulnerable when chosen.
func TestASupportAndATestFromOffersTakeTheScreensChoice(t *testing.T) {
	offered := []Offered{
		{Target: "ann", Action: rules.SupportAlly{Who: "vera", Ally: "ann", Trait: rules.Fighting}},
		{Target: "ann", Action: rules.SupportAlly{Who: "vera", Ally: "ann", Trait: rules.Notice}},
	}
	a, err := FromOffers(Get(Support), offered, Pick{Who: "vera", Target: "ann", Trait: rules.Notice})
	require.NoError(t, err)
	assert.Equal(t, rules.SupportAlly{Who: "vera", Ally: "ann", Trait: rules.Notice}, a)

	test := []Offered{{Target: "orc", Action: rules.Test{Who: "vera", Target: "orc", Skill: rules.Intimidation, Effect: rules.TestDistracted}}}
	a, err = FromOffers(Get(Intimidate), test, Pick{Who: "vera", Target: "orc", Effect: rules.TestVulnerable})
	require.NoError(t, err)
	assert.Equal(t, rules.TestVulnerable, a.(rules.Test).Effect)
}

// A door is matched by the square the offer names: the offer there is
// sent (it knows whether the door opens or closes); a square with no
// door offered is refused without asking the battle.
func TestADoorFromOffersIsTheOfferAtTheClickedSquare(t *testing.T) {
	at := rules.Pos{X: 3, Y: 1}
	offered := []Offered{{At: &at, Action: rules.UseDoor{Who: "vera", At: at, Open: false}}}
	a, err := FromOffers(Get(Door), offered, Pick{Who: "vera", At: at})
	require.NoError(t, err)
	assert.Equal(t, rules.UseDoor{Who: "vera", At: at, Open: false}, a)
	_, err = FromOffers(Get(Door), offered, Pick{Who: "vera", At: rules.Pos{X: 2, Y: 1}})
	assert.ErrorContains(t, err, "no door")
}

// A jump's square is the screen's: the offer only says it may jump.
func TestAJumpFromOffersLandsOnTheTappedSquare(t *testing.T) {
	a, err := FromOffers(Get(Jump), []Offered{{Square: true}}, Pick{Who: "vera", At: rules.Pos{X: 5, Y: 2}})
	require.NoError(t, err)
	assert.Equal(t, rules.Jump{Who: "vera", To: rules.Pos{X: 5, Y: 2}}, a)
}

// A target the session refused is refused with its reason, nothing built.
func TestATargetRefusedInTheOffersGivesTheSessionsReason(t *testing.T) {
	_, err := FromOffers(Get(Grapple), []Offered{{Target: "orc", Why: "the orc is too far"}}, Pick{Who: "vera", Target: "orc"})
	assert.EqualError(t, err, "the orc is too far")
}
