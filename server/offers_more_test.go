//go:build !js

package server_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// moreTable: Ann's hero with a Tommy gun and a knife next to a cultist,
// a hidden horror next to her too, Bob's hero further off.
const moreTable = `name: More
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, athletics: d6, fighting: d8, intimidation: d6, shooting: d8, vigor: d6}
    weapons:
      - {name: Tommy, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 30}
      - {name: Knife, damage: str+d4}
  - id: hero2
    name: Bob's Hero
    side: heroes
    player: bob
    at: [0, 3]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [1, 0]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: lurker
    name: Skulking Horror
    side: cult
    hidden: true
    at: [0, 1]
    traits: {agility: d8, fighting: d8, vigor: d10}
`

// moreOffersOf are a message's offers that carry a whole action, by
// kind:target.
func moreOffersOf(m map[string]any) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	list, _ := m["offers"].([]any)
	for _, o := range list {
		o := o.(map[string]any)
		a, ok := o["action"]
		if !ok {
			if o["square"] == true {
				out[o["kind"].(string)+":"] = nil
			}
			continue
		}
		raw, _ := json.Marshal(a)
		target, _ := o["target"].(string)
		k := o["kind"].(string)
		if skill, ok := a.(map[string]any)["skill"].(string); ok {
			k += "/" + skill
		}
		out[k+":"+target] = raw
	}
	return out
}

func TestOffersSuppressiveFireForARoFWeapon(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(moreTable)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	require.Contains(t, offerKinds(st), "suppress:hero1:Tommy")
	assert.NotContains(t, offerKinds(st), "suppress:hero1:Knife")
	anna.act("s1", `{"kind":"suppress","who":"hero1","weapon":"Tommy","at":{"x":8.5,"y":2.5}}`)
	m := anna.answering("applied")
	require.Equal(t, "s1", m["id"], "%v", m)
	assert.NotContains(t, offerKinds(m), "suppress:hero1:Tommy", "one attack with the gun a turn")
}

func TestOffersTheMoreActionsCheckedPerTargetTheSeatSees(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(moreTable)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	more := moreOffersOf(anna.next())
	for _, k := range []string{"grapple:c1", "push:c1", "test/intimidation:c1", "test/taunt:c1", "support:hero2", "ready:", "jump:"} {
		assert.Contains(t, more, k)
	}
	assert.NotContains(t, more, "stabilize:c1", "nobody bleeds out")
	assert.NotContains(t, more, "break_free:", "nobody holds her")
	assert.NotContains(t, more, "release:", "she holds nobody")
	assert.NotContains(t, more, "disarm:c1", "the cultist holds no weapon")
	for k, raw := range more {
		assert.NotContains(t, k+string(raw), "lurker", "no offer names the hidden horror")
	}
	bob, _, err := dialToken(t, ts, token(t, h, "player:bob"))
	require.NoError(t, err)
	assert.Empty(t, moreOffersOf(bob.next()), "not Bob's turn")

	// The offer's action is sent as it is; once she holds the cultist,
	// letting go is offered.
	anna.act("g1", string(more["grapple:c1"]))
	m := anna.answering("applied")
	require.Equal(t, "g1", m["id"], "%v", m)
	var held bool
	h.Battle(func(b *rules.Battle) { held = b.Figure("c1").Grappler == "hero1" })
	if held {
		assert.Contains(t, moreOffersOf(m), "release:c1")
	}
}

// offersOfKind are a message's offers of the kind, their actions parsed.
func offersOfKind(t *testing.T, m map[string]any, kind string) []map[string]any {
	t.Helper()
	var out []map[string]any
	list, _ := m["offers"].([]any)
	for _, o := range list {
		o := o.(map[string]any)
		if a, ok := o["action"].(map[string]any); ok && o["kind"] == kind {
			out = append(out, a)
		}
	}
	return out
}

func TestOffersTouchAimIgnoringPenaltiesPlatformAndEverySupportTrait(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(moreTable)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	more := moreOffersOf(st)
	assert.JSONEq(t, `{"kind":"touch","who":"hero1","target":"c1"}`, string(more["touch:c1"]))
	assert.JSONEq(t, `{"kind":"aim","who":"hero1","target":"c1","ignore":true}`, string(more["aim:c1"]))
	assert.JSONEq(t, `{"kind":"platform","who":"hero1","unstable":true}`, string(more["platform:"]))
	assert.NotContains(t, more, "finishing_move:c1", "the cultist is not helpless")
	var traits []string
	for _, a := range offersOfKind(t, st, rules.KindSupport) {
		assert.Equal(t, "hero2", a["ally"])
		traits = append(traits, a["trait"].(string))
	}
	assert.Greater(t, len(traits), 1, "a choice of traits: %v", traits)
	assert.Contains(t, traits, "fighting")
	for _, tr := range traits {
		require.NoError(t, func() (err error) {
			h.Battle(func(b *rules.Battle) {
				err = b.Check(rules.SupportAlly{Who: "hero1", Ally: "hero2", Trait: rules.Trait(tr)})
			})
			return err
		}(), "every trait offered is one the rules accept")
	}
	// Ignoring penalties taken: the next shot at the cultist does.
	anna.act("a1", string(more["aim:c1"]))
	m := anna.answering("applied")
	require.Equal(t, "a1", m["id"], "%v", m)
}

func TestOffersAFinishingMoveOnAHelplessFoe(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(moreTable)})
	toTurnOf(t, h, "hero1", true)
	h.Battle(func(b *rules.Battle) { b.Figure("c1").Incapacitated = true })
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	more := moreOffersOf(anna.next())
	require.Contains(t, more, "finishing_move:c1")
	assert.JSONEq(t, `{"kind":"finishing_move","who":"hero1","target":"c1","weapon":"Knife"}`, string(more["finishing_move:c1"]))
	anna.act("f1", string(more["finishing_move:c1"]))
	m := anna.answering("applied")
	require.Equal(t, "f1", m["id"], "%v", m)
	var dead bool
	h.Battle(func(b *rules.Battle) { dead = b.Figure("c1").Dead })
	assert.True(t, dead)
}

func TestOffersTheGMAnEffectOnEachFigureAndNoPlayerAny(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(moreTable)})
	toTurnOf(t, h, "hero1", true)
	gm, _, err := dialToken(t, ts, token(t, h, server.SeatGM))
	require.NoError(t, err)
	st := gm.next()
	byWho, clears := map[string]int{}, 0
	for _, a := range offersOfKind(t, st, rules.KindEffect) {
		if a["clear"] == true {
			clears++
			continue
		}
		byWho[a["who"].(string)]++
	}
	assert.Equal(t, 1, byWho["c1"], "one offer per figure: the tablet steps through the rulings")
	assert.Equal(t, 1, byWho["hero1"], "the acting figure too")
	assert.Zero(t, clears, "nothing of the GM's to remove yet")
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	assert.Empty(t, offersOfKind(t, anna.next(), rules.KindEffect), "the GM's alone")
}
