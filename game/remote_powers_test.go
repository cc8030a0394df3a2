//go:build !js

package game_test

import (
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

func TestRemoteCastTakesAnySetOfThePowersModifiersAskingTheOddsAfterEach(t *testing.T) {
	r, o := offered(t, castOffer(t, rules.Cast{Who: "hero1", Power: "Bolt", Targets: []string{"c1"}}, ""))
	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Cast Bolt"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	labels := buttonLabels(r)
	require.Contains(t, labels, "AP 2 +1 PP: off", "each of Bolt's modifiers is a button with its Power Points")
	require.Contains(t, labels, "Damage +2 PP: off")
	n := len(o.msgs)
	r.Press(labels["AP 2 +1 PP: off"])
	assert.Len(t, o.msgs, n+1)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the odds and cost asked again")
	assert.Equal(t, []any{"Armor Piercing 2"}, lastAction(t, o)["mods"])
	r.Press(buttonLabels(r)["Damage +2 PP: off"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, []any{"Armor Piercing 2", "Damage"}, lastAction(t, o)["mods"], "a second modifier joins the first")
	labels = buttonLabels(r)
	require.Contains(t, labels, "AP 2 +1 PP: on")
	require.Contains(t, labels, "Damage +2 PP: on")
	r.Press(labels["AP 2 +1 PP: on"])
	assert.Equal(t, []any{"Damage"}, lastAction(t, o)["mods"], "pressed again: off")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, []any{"Damage"}, lastAction(t, o)["mods"])
}

func TestRemoteCastAtAFigureOffersNoModifierThatMakesItATemplate(t *testing.T) {
	r, _ := offered(t, castOffer(t, rules.Cast{Who: "hero1", Power: "Confusion", Targets: []string{"c1"}}, ""))
	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Cast Confusion"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	for label := range buttonLabels(r) {
		assert.NotContains(t, label, "Blast", "the host offers Confusion at figures only")
	}
}

func TestRemoteCastStepsLowerTraitsTraitAndAsksTheOddsAgain(t *testing.T) {
	r, o := offered(t, castOffer(t, rules.Cast{Who: "hero1", Power: "Lower Trait", Targets: []string{"c1"}}, ""))
	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Cast Lower Trait"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Contains(t, buttonLabels(r), "Trait: main", "the recipient's main trait unless one is picked")
	r.Press(buttonLabels(r)["Trait: main"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "agility", lastAction(t, o)["trait"])
	r.Press(buttonLabels(r)["Trait: Agility"])
	r.Press(buttonLabels(r)["Trait: Smarts"])
	require.Contains(t, buttonLabels(r), "Trait: Spirit")
	msg, _ := r.Message()
	assert.Contains(t, msg, "Trait: Spirit", "the line names the trait")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "spirit", lastAction(t, o)["trait"])
}

func TestRemoteTemplatePowerTakesModifiersAndHavocsCone(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindCast, Who: "hero1", Weapon: "Havoc", Template: "mbt"})
	r.Press(buttonLabels(r)["Cast: Havoc"])
	require.True(t, r.Placing())
	r.AreaAt(rules.Spot{X: 6.5, Y: 2.5}, true)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Choice: blast")
	var large string
	for l, id := range labels {
		if strings.HasPrefix(l, "Large Blast +") {
			large = id
		}
	}
	require.NotEmpty(t, large, "a template power's modifiers are buttons too: %v", labels)
	mbt := r.AreaOutline()
	n := len(o.msgs)
	r.Press(large)
	assert.Len(t, o.msgs, n+1, "the odds asked again")
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, []any{"Large Blast"}, lastAction(t, o)["mods"])
	assert.NotEqual(t, mbt, r.AreaOutline(), "the Large Blast's template is drawn")
	r.Press(large) // off again
	r.Press(buttonLabels(r)["Choice: blast"])
	assert.Equal(t, "cone", lastAction(t, o)["choice"])
	require.Contains(t, buttonLabels(r), "Choice: cone")
	r.Press(game.RemoteConfirm)
	a := lastAction(t, o)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "Havoc", a["power"])
	assert.Equal(t, "cone", a["choice"])
	assert.Nil(t, a["mods"])
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
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(casterTable()), Seed: 7, SeedSet: true, Logf: t.Logf})
	startTurnOf(t, h, "hero1")
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	press := func(j *joined, label string) {
		t.Helper()
		j.do(func(r *game.Remote) {
			for range 8 { // the More menu pages
				if id, ok := buttonLabels(r)[label]; ok {
					r.Press(id)
					return
				}
				turnPage(r)
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

func TestRemoteCastsAFigurePowerAsAMediumBlastPlacedWithTaps(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindCast, Who: "hero1", Weapon: "Entangle", Template: "mbt"})
	labels := buttonLabels(r)
	require.Contains(t, labels, "Cast: Entangle (Medium Blast)", "the template casting is a button of its own beside the figure one")
	r.Press(labels["Cast: Entangle (Medium Blast)"])
	require.True(t, r.Placing())
	r.AreaAt(rules.Spot{X: 6.5, Y: 2.5}, true)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the odds asked for the template where it lies")
	assert.Equal(t, []any{"Medium Blast"}, lastAction(t, o)["mods"])
	mbt := r.AreaOutline()
	require.NotEmpty(t, mbt)
	var large string
	for l, id := range buttonLabels(r) {
		if strings.HasPrefix(l, "Large Blast +3 PP") {
			large = id
		}
	}
	require.NotEmpty(t, large)
	r.Press(large)
	assert.Equal(t, []any{"Large Blast"}, lastAction(t, o)["mods"], "a casting has one template: Large replaces Medium")
	assert.NotEqual(t, mbt, r.AreaOutline())
	r.Press(game.RemoteConfirm)
	a := lastAction(t, o)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "Entangle", a["power"])
	assert.Equal(t, map[string]any{"x": 6.5, "y": 2.5}, a["at"])
	assert.Equal(t, []any{"Large Blast"}, a["mods"])
}

func TestRemoteStandsABarrierFromTheSquareTappedInTheDirectionItsButtonSteps(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindCast, Who: "hero1", Weapon: "Barrier", Template: "sbt"})
	r.Press(buttonLabels(r)["Cast: Barrier"])
	require.True(t, r.Placing())
	r.AreaAt(rules.Spot{X: 4.5, Y: 0.5}, true)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Choice: east", "the wall runs east unless another way is picked")
	r.Press(labels["Choice: east"])
	assert.Equal(t, "south-east", lastAction(t, o)["choice"])
	r.Press(buttonLabels(r)["Choice: south-east"])
	r.Press(game.RemoteConfirm)
	a := lastAction(t, o)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "Barrier", a["power"])
	assert.Equal(t, "south", a["choice"])
	assert.Equal(t, map[string]any{"x": 4.5, "y": 0.5}, a["at"])
}

// A Barrier cast on a phone against a real host: the wall stands on the
// host's map and on the phone's, which draws it and meets it as a wall.
func TestRemoteBarrierStandsOnThePhonesMapToo(t *testing.T) {
	data := strings.Replace(casterTable(), "powers: [Bolt, Blast, Protection]", "powers: [Barrier]", 1)
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(data), Seed: 7, SeedSet: true, Logf: t.Logf})
	startTurnOf(t, h, "hero1")
	anna := join(t, ctx, h, "player:anna")
	anna.wait(t, "the offers", func(r *game.Remote) bool { return len(r.Offers()) > 0 })
	var walls int
	anna.do(func(r *game.Remote) {
		walls = len(r.Board.Walls)
		id, ok := buttonLabels(r)["Cast: Barrier"]
		require.True(t, ok, "%v", buttonLabels(r))
		r.Press(id)
		r.AreaAt(rules.Spot{X: 1.5, Y: 1.5}, true)
		require.Contains(t, buttonLabels(r), "Choice: east")
		r.Press(game.RemoteConfirm)
	})
	anna.wait(t, "the wall", func(r *game.Remote) bool {
		if _, ok := r.Question(); ok {
			r.Press(game.RemoteNo)
		}
		return len(r.Board.Barriers) > 0
	})
	anna.do(func(r *game.Remote) {
		require.Len(t, r.Board.Walls, walls+1)
		w := r.Board.Walls[len(r.Board.Walls)-1]
		assert.Equal(t, [4]float64{1, 1, 6, 1}, [4]float64{w.A.X, w.A.Y, w.B.X, w.B.Y}, "5\" east from the corner of the square tapped")
	})
	h.Battle(func(b *rules.Battle) {
		assert.Len(t, b.Battlefield.(*board.Battlefield).B.Barriers, 1, "the host's map has it")
	})
}
