package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cart: a cart of unstable planks (u) at the left; Al (a Wild Card with a
// pistol and a knife in his off hand) stands on it; at the right Cy, his
// ally, faces Bo, with Bo's dog (a natural bite) next to both.
const cart = `
name: Cart
map:
  rows:
    - "uu......."
    - "uu......."
    - "........."
  legend:
    "u": {unstable: true}
figures:
  - id: al
    name: Al
    side: x
    wildcard: true
    bennies: 0
    at: [0, 0]
    traits: {agility: d8, spirit: d8, smarts: d6, vigor: d6, strength: d6, shooting: d8, fighting: d6, intimidation: d8}
    weapons:
      - {name: Pistol, range: 12/24/48, damage: 2d6}
      - {name: Knife, damage: str+d4, offhand: true, edged: true}
  - {id: bo, name: Bo, side: y, at: [6, 1], traits: {spirit: d4, vigor: d4, fighting: d4}}
  - {id: cy, name: Cy, side: x, at: [5, 1], traits: {fighting: d6}}
  - id: dog
    name: Dog
    side: y
    at: [6, 2]
    traits: {fighting: d6, vigor: d6}
    weapons:
      - {name: Bite, damage: str+d4, natural: true}
`

func TestScenarioKeysUnstableNaturalOffhand(t *testing.T) {
	bd, err := board.Parse("cart.yaml", []byte(cart))
	require.NoError(t, err)
	assert.True(t, bd.At(board.Square{X: 1, Y: 1}).Unstable)
	assert.False(t, bd.At(board.Square{X: 2, Y: 1}).Unstable)
	assert.True(t, bd.Figure("dog").Weapons[0].Natural)
	assert.True(t, bd.Figure("al").Weapons[1].OffHand)
	assert.False(t, bd.Figure("al").Weapons[0].OffHand || bd.Figure("al").Weapons[0].Natural)
	assert.True(t, bd.Figure("al").Weapons[1].Edged, "edged: a blade")
	assert.False(t, bd.Figure("al").Weapons[0].Edged)

	tbl := board.NewBattlefield(bd)
	assert.True(t, tbl.Unstable("al"))
	assert.False(t, tbl.Unstable("bo"))
	assert.False(t, tbl.Unstable("nobody"))
	require.NoError(t, tbl.Place("al", rules.Pos{X: 3, Y: 2}))
	assert.False(t, tbl.Unstable("al"), "off the cart")

	for _, bad := range []string{
		`{unstable: maybe}`,
	} {
		src := []byte(`
name: Bad
map:
  rows: ["uu"]
  legend:
    "u": ` + bad + `
figures: []
`)
		_, err := board.Parse("bad.yaml", src)
		assert.Error(t, err, bad)
	}
	_, err = board.Parse("bad.yaml", []byte(`
name: Bad
map: {rows: [".."]}
figures:
  - {id: a, at: [0, 0], weapons: [{name: Bite, damage: str+d4, natural: 3}]}
`))
	assert.ErrorContains(t, err, "natural")
}

// Unstable platforms, tests, Support, Stun and Touch on a real board: the
// cart's -2 on Al's shot, a Stunned dog that no longer helps Bo gang up on
// Cy, and the whole battle saved and loaded back identical.
func TestUnstablePlatformStunAndTouchOnTheBoardSaveAndLoad(t *testing.T) {
	src := []byte(cart)
	_, b, err := board.StartBattle("cart.yaml", src, 2)
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "al", 3)
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.Shoot{Who: "al", Weapon: "Pistol", Targets: []string{"bo"}}))
	assert.Contains(t, b.Log()[n], "-4 multi-action, -2 unstable platform")
	require.NoError(t, b.Apply(rules.Test{Who: "al", Target: "bo"}))
	require.NoError(t, b.Apply(rules.SupportAlly{Who: "al", Ally: "cy", Trait: "fighting", Skill: "intimidation"}))

	// Bo, next to Cy with the dog: Gang Up +1 for Bo. Stunned, the dog
	// counts for nothing.
	assert.Equal(t, 1, b.Battlefield.GangUp("bo", "cy"))
	require.NoError(t, b.Apply(rules.Stun{Who: "dog", Cause: "a thrown pot"}))
	assert.Equal(t, 0, b.Battlefield.GangUp("bo", "cy"))
	assert.Equal(t, "Dog is Stunned: prone, Distracted and Vulnerable (a thrown pot).", b.Log()[len(b.Events())-1])

	fighttest.ToTurn(t, b, "dog", 0)
	fighttest.ToTurn(t, b, "cy", 0)
	require.NoError(t, b.Apply(rules.Touch{Who: "cy", Target: "bo"}))

	data, err := board.FileOf("cart.yaml", src, b).Marshal()
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	_, again, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, b.Log(), again.Log())
	for _, id := range []string{"al", "bo", "cy", "dog"} {
		assert.Equal(t, b.Figure(id).State, again.Figure(id).State, id)
	}
}
