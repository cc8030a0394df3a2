//go:build !js

package game_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// casterTable is the remote table with Ann's hero a caster: Spellcasting
// d8, Smarts d4 (Bolt reaches 8", Protection 4"), 10 Power Points; the
// cultist stands 7" off.
func casterTable() string {
	return strings.Replace(remoteTable, "    traits: {agility: d8, shooting: d8, vigor: d6}\n",
		"    traits: {agility: d8, smarts: d4, shooting: d8, spellcasting: d8, vigor: d6}\n    arcane: {skill: spellcasting, power_points: 10}\n    powers: [Bolt, Blast, Protection]\n", 1)
}

func castOffer(t *testing.T, c rules.Cast, why string) wire.Offer {
	o := moreOffer(t, c, c.Targets[0])
	o.Why = why
	return o
}

func TestRemotePowersGreyARefusedTargetWithTheReason(t *testing.T) {
	why := `Cultist is out of range of Protection (7"; Smarts: 4")`
	r, o := offered(t,
		castOffer(t, rules.Cast{Who: "hero1", Power: "Protection", Targets: []string{"hero1"}}, ""),
		castOffer(t, rules.Cast{Who: "hero1", Power: "Protection", Targets: []string{"c1"}}, why),
		castOffer(t, rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}}, ""))
	r.Press(game.RemoteMore)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Cast Protection")
	require.Contains(t, labels, "Cast Bolt")
	r.Press(labels["Cast Protection"])
	labels = buttonLabels(r)
	require.Contains(t, labels, "Cultist", "each target is a button")
	require.Contains(t, labels, "Ann's Hero")
	assert.Equal(t, why, r.ButtonWhy(labels["Cultist"]), "the cultist's button is greyed with the reason")
	assert.Empty(t, r.ButtonWhy(labels["Ann's Hero"]))
	n := len(o.msgs)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	assert.Len(t, o.msgs, n, "a tap on a refused target sends nothing")
	msg, isErr := r.Message()
	assert.True(t, isErr)
	assert.Equal(t, "Cast Protection: "+why, msg)
	r.Press(labels["Ann's Hero"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the target's odds asked")
	assert.Equal(t, []any{"hero1"}, lastAction(t, o)["targets"])
}

func TestRemoteCastStepsThePowersModifierAndAsksTheOddsAgain(t *testing.T) {
	r, o := offered(t, castOffer(t, rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}}, ""))
	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Cast Bolt"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Contains(t, buttonLabels(r), "Modifier: none")
	r.Press(buttonLabels(r)["Modifier: none"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, []any{"Armor Piercing 2"}, lastAction(t, o)["mods"], "the first of Bolt's modifiers")
	require.Contains(t, buttonLabels(r), "Modifier: Armor Piercing 2")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, []any{"Armor Piercing 2"}, lastAction(t, o)["mods"])
}

func TestRemoteBlastIsAimedLikeAGrenadeAndCast(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindCast, Who: "hero1", Weapon: "Blast", Template: "mbt"})
	labels := buttonLabels(r)
	require.Contains(t, labels, "Cast: Blast", "a template power is a button of its own, like a throw")
	r.Press(labels["Cast: Blast"])
	require.True(t, r.Placing())
	r.AreaAt(rules.Spot{X: 6.5, Y: 2.5}, true)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.NotEmpty(t, r.AreaOutline())
	require.Contains(t, buttonLabels(r), "Cast Blast!")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	a := lastAction(t, o)
	assert.Equal(t, "cast", a["kind"])
	assert.Equal(t, "Blast", a["power"])
	assert.Equal(t, map[string]any{"x": 6.5, "y": 2.5}, a["at"])
}

// A player's phone against a real host: Ann's caster sees Protection's
// out-of-range target greyed, then casts Bolt at the cultist with the
// host's odds before the tap, and the host spends her Power Points.
func TestRemotePlayerCastsBoltAgainstARealHost(t *testing.T) {
	h, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(casterTable()), Seed: 7, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h.Battle(func(b *rules.Battle) {
		require.NoError(t, b.Apply(rules.StartRound{}))
		for b.NextUp()[0] != "hero1" {
			up := b.NextUp()[0]
			require.NoError(t, b.Apply(rules.StartTurn{Who: up}))
			require.NoError(t, b.Apply(rules.EndTurn{Who: up}))
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: "hero1"}))
	})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	press := func(j *joined, label string) {
		t.Helper()
		j.do(func(r *game.Remote) {
			for range 4 { // the More menu pages
				if id, ok := buttonLabels(r)[label]; ok {
					r.Press(id)
					return
				}
				if id, ok := buttonLabels(r)["Page 1/2"]; ok {
					r.Press(id)
				}
			}
			t.Fatalf("no %q in %v", label, buttonLabels(r))
		})
	}
	anna.wait(t, "the offers", func(r *game.Remote) bool { return len(r.Offers()) > 0 })
	press(anna, "More")
	press(anna, "Cast Protection")
	anna.do(func(r *game.Remote) {
		labels := buttonLabels(r)
		require.Contains(t, labels, "Cultist")
		assert.Equal(t, `Cultist is out of range of Protection (7"; Smarts: 4")`, r.ButtonWhy(labels["Cultist"]))
		assert.NotContains(t, labels, "Skulking Horror", "a hidden figure is no target")
	})
	press(anna, "Cancel")
	press(anna, "More")
	press(anna, "Cast Bolt")
	press(anna, "Cultist")
	var odds string
	anna.wait(t, "the odds", func(r *game.Remote) bool { _, odds, _ = r.Aim(); return odds != "" })
	assert.Contains(t, odds, "TN 4: ", "the activation roll's TN")
	assert.Contains(t, odds, "its Toughness is hidden", "the Bolt's damage chances are asked, the cultist's Toughness not told to a player")
	assert.Contains(t, odds, "; cost 1 Power Point (Bolt 1)", "the host says what the cast costs")
	seq := h.Seq()
	press(anna, "Cast Bolt!")
	anna.wait(t, "the cast", func(r *game.Remote) bool {
		if _, ok := r.Question(); ok {
			r.Press(game.RemoteNo)
		}
		gm.do(func(g *game.Remote) {
			if _, ok := g.Question(); ok {
				g.Press(game.RemoteNo)
			}
		})
		return r.Seq > seq
	})
	h.Battle(func(b *rules.Battle) {
		assert.Less(t, b.Figure("hero1").PowerPoints(), 10, "the host spent her Power Points")
		ap := b.Applied
		var cast *rules.Cast
		for i := range ap {
			if c, ok := ap[i].Action.(rules.Cast); ok {
				cast = &c
			}
		}
		require.NotNil(t, cast)
		assert.Equal(t, rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}}, *cast)
	})
}
