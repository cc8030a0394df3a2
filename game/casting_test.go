package game

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// remoteButton is the id of the hosted screen's button with the label.
func remoteButton(t *testing.T, r *Remote, label string) string {
	t.Helper()
	for range 8 { // the More menu pages
		for _, b := range r.Buttons() {
			if b.Label == label {
				return b.ID
			}
		}
		r.Press(RemoteMorePage)
	}
	t.Fatalf("no %q in %v", label, r.Buttons())
	return ""
}

// The window's Powers and a phone of the same seat list the same powers
// (the caster's own, as the seat's offers name them), and the same
// choices (the power, a modifier on, the trait stepped three times, the
// orc clicked or tapped) build the same Cast on both screens.
func TestWindowAndPhoneOfferTheSamePowersAndBuildTheSameCast(t *testing.T) {
	g := optionCastersGame(t)
	r := joinedScreen(t, g, wire.SeatGM)

	var window []string
	for _, b := range g.ctl.powerButtons(true, nil) {
		if b.Cmd == CmdPower {
			window = append(window, b.Arg)
		}
	}
	var phone []string
	for _, o := range r.Offers() { // its More entries and its template powers' buttons
		if p := offerPower(o); o.Who == "vera" && o.Kind == rules.KindCast && p != "" && !slices.Contains(phone, p) {
			phone = append(phone, p)
		}
	}
	assert.Equal(t, []string{"Lower Trait", "Havoc", "Confusion"}, window, "the caster's powers, in her sheet's order")
	assert.Equal(t, window, phone, "the phone lists the window's powers")
	assert.Equal(t, menu.Powers(g.ctl.Battle(), "vera"), window, "as the rules list them")

	mods := castMods(g.ctl.edition(), "Lower Trait", true)
	require.NotEmpty(t, mods, "Lower Trait takes a modifier")
	mod := mods[0].Name

	// The window: Lower Trait, the modifier, V three times, the orc.
	g.ctl.setPower("Lower Trait")
	g.ctl.toggleMod(mod)
	for range 3 {
		press(g, CmdCalled.Key())
	}
	vera, orc := g.ctl.Board().Figure("vera"), g.ctl.Board().Figure("orc")
	wa, err := g.ctl.castAction(vera, orc.At, orc, orc.Center())
	require.NoError(t, err)

	// The phone: Cast Lower Trait, the orc tapped, the modifier, the
	// trait stepped three times.
	r.Press(RemoteMore)
	r.Press(remoteButton(t, r, "Cast Lower Trait"))
	r.Tap(board.Square{X: 2, Y: 2}, true)
	r.Press(optMod + ":" + mod)
	for range 3 {
		r.Press(optPowerOpt)
	}
	require.NotNil(t, r.aim, "the phone aims the cast")
	pa := r.aim.action

	wc, ok := wa.(rules.Cast)
	require.True(t, ok)
	assert.Equal(t, "spirit", wc.Trait, "main, Agility, Smarts, Spirit")
	assert.Equal(t, []string{mod}, wc.Mods)
	assert.Equal(t, wa, pa, "the same choices build the same Cast on both screens")
}
