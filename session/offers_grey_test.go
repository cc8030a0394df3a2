package session_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// entries are the More menu's entries offered to the seat for who: the
// ones taken at some target (true) and the greyed ones with their reason.
func entries(s *session.Session, seat, who string) (taken map[string]bool, greyed map[string]string) {
	taken, greyed = map[string]bool{}, map[string]string{}
	for _, o := range s.Offers(seat) {
		switch {
		case o.Who != who || o.Entry == "":
		case o.Why == "":
			taken[o.Entry] = true
		case len(o.Action) == 0:
			greyed[o.Entry] = o.Why
		}
	}
	return taken, greyed
}

// Every entry of the More menu comes to the seat, taken or greyed with
// the rules' reason: Vera stands 4" from the cultist, so a Grapple is
// refused with the rules' own words for it; the map has no door; the
// GM's entries are the GM's alone.
func TestEveryMoreEntryIsOfferedOrGreyedWithTheRulesReason(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	taken, greyed := entries(s, "player:anna", "vera")
	for _, e := range menu.Catalogue {
		k := e.ID.Key()
		_, grey := greyed[k]
		if e.GM {
			assert.False(t, taken[k] || grey, "a player is not offered %s", e.Label)
			continue
		}
		assert.True(t, taken[k] != grey, "%s is either taken or greyed (taken %v, greyed %q)", e.Label, taken[k], greyed[k])
	}
	grapple := b.Check(rules.Grapple{Who: "vera", Target: "c1"})
	require.Error(t, grapple)
	assert.Equal(t, strings.Join(strings.Fields(grapple.Error()), " "), greyed[menu.Grapple.Key()])
	assert.Equal(t, "there is no door on the map", greyed[menu.Door.Key()])
	assert.True(t, taken[menu.CastPower.Key()], "Protection on herself")

	taken, greyed = entries(s, wire.SeatGM, "vera")
	assert.True(t, taken[menu.GMStun.Key()], "the GM may Stun anyone")
	_, drop := greyed[menu.GMDrop.Key()]
	assert.True(t, taken[menu.GMDrop.Key()] || drop, "the GM's The Drop is listed")
	_, clear := greyed[menu.GMClearEffects.Key()]
	assert.True(t, clear, "nobody has a GM's effect to remove")
}

// A greyed entry's reason never names a figure hidden from the seat.
func TestAGreyedEntrysReasonKeepsAHiddenFigureHidden(t *testing.T) {
	src := strings.Replace(upkeepTable, "    at: [4, 1]\n", "    at: [4, 1]\n    hidden: true\n", 1)
	s := newSession(t, src, 1, session.Config{})
	fighttest.ToTurn(t, s.Battle(), "vera", 0)
	_, greyed := entries(s, "player:anna", "vera")
	assert.Equal(t, "nothing to grapple", greyed[menu.Grapple.Key()], "no figure Anna sees to grapple")
	for k, why := range greyed {
		assert.NotContains(t, why, "Cultist", k)
	}
}

// plainOffers are the seat's offers of commands (no More entry): kind:who
// and the reason of a greyed one ("" taken).
func plainOffers(s *session.Session, seat string) map[string]string {
	out := map[string]string{}
	for _, o := range s.Offers(seat) {
		if o.Entry == "" {
			out[o.Kind+":"+o.Who] = o.Why
		}
	}
	return out
}

// Run, Aim, Defend and a benny come to the seat of the figure whose turn
// it is, greyed with the rules' reason when refused, and to no other
// player: once Vera has run, Run is greyed with the rules' own words, and
// her benny is greyed while she is not Shaken.
func TestCommandsRefusedNowAreOfferedGreyedWithTheRulesReason(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	seat := "player:anna" // Vera's player
	got := plainOffers(s, seat)
	for _, k := range []string{"run:vera", "aim:vera", "defend:vera"} {
		why, ok := got[k]
		assert.True(t, ok, "%s offered", k)
		assert.Empty(t, why, "%s taken on a fresh turn", k)
	}
	unshake := b.Check(rules.Unshake{Who: "vera"})
	require.Error(t, unshake)
	assert.Equal(t, unshake.Error(), got["unshake:vera"], "not Shaken: the benny greyed with the rules' reason")

	require.NoError(t, b.Apply(rules.Run{Who: "vera"}))
	run := b.Check(rules.Run{Who: "vera"})
	require.Error(t, run)
	got = plainOffers(s, seat)
	assert.Equal(t, run.Error(), got["run:vera"])
	assert.Equal(t, b.Check(rules.Aim{Who: "vera"}).Error(), got["aim:vera"])
	for k := range plainOffers(s, "player:nobody") {
		assert.NotContains(t, k, ":vera", "a seat without Vera is offered nothing of hers, greyed or not")
	}
}

// Prone/Stand and the attack modes come to the seat of the figure whose
// turn it is as Run does: Vera may drop prone on her turn (Stand is
// offered once she lies), and an attack mode no weapon of hers may take
// now is offered greyed, without a weapon, with the rules' refusal of
// their own pick (no target is no refusal: the tap picks it).
func TestStanceAndAttackModesAreOfferedGreyedWithTheRulesReason(t *testing.T) {
	s := newSession(t, upkeepTable, 1, session.Config{})
	b := s.Battle()
	fighttest.ToTurn(t, b, "vera", 0)
	seat := "player:anna"
	got := plainOffers(s, seat)
	why, ok := got["prone:vera"]
	require.True(t, ok, "Prone offered")
	assert.Empty(t, why)
	assert.NotContains(t, got, "stand:vera", "she stands")
	for _, kind := range []string{rules.KindFight, rules.KindShoot, rules.KindArea, rules.KindSuppress} {
		a := map[string]rules.Action{rules.KindFight: rules.Melee{Who: "vera"}, rules.KindShoot: rules.Shoot{Who: "vera"},
			rules.KindArea:     rules.AreaAttack{Who: "vera", At: rules.Spot{X: math.NaN(), Y: math.NaN()}},
			rules.KindSuppress: rules.Suppress{Who: "vera", At: rules.Spot{X: math.NaN(), Y: math.NaN()}}}[kind]
		err := b.Check(a)
		if err == nil || errors.Is(err, rules.ErrNoTarget) {
			assert.NotContains(t, got, kind+":vera", "%s may be taken: no greyed offer", kind)
			continue
		}
		if why, ok := got[kind+":vera"]; ok {
			assert.Equal(t, err.Error(), why, "%s greyed with the rules' refusal", kind)
		} else {
			// Some other weapon of hers may: the mode is not refused.
			assert.NotEmpty(t, b.Figure("vera").Weapons, kind)
		}
	}

	assert.Contains(t, got, "area:vera", "Vera has no area-effect weapon: Throw greyed")

	require.NoError(t, b.Apply(rules.Prone{Who: "vera"}))
	got = plainOffers(s, seat)
	why, ok = got["stand:vera"]
	require.True(t, ok, "Stand offered once she lies")
	assert.Empty(t, why)
	assert.NotContains(t, got, "prone:vera")
	for k := range plainOffers(s, "player:nobody") {
		assert.NotContains(t, k, ":vera", "a seat without Vera is offered nothing of hers")
	}
}
