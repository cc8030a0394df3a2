package game

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// joinedScreen is a hosted screen on the seat of the window's own session,
// its state taken.
func joinedScreen(t *testing.T, g *Game, seat string) *Remote {
	t.Helper()
	r := NewRemote(g.ctl.fight.local.Open(seat))
	r.Pump()
	require.NotNil(t, r.Board, "the %s seat's state came", seat)
	return r
}

// The window's figure panel and a phone's long-press card of the same
// seat end in the same lines (the names, the powers and Power Points,
// the effects put on), and a player's phone shows its own figures as the
// GM's window does: both read the seat's mirror through one function.
func TestWindowPanelAndPhoneCardOfOneSeatShowTheSameLines(t *testing.T) {
	g := demoGame(t, demoSeed)
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "priest", Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1}))
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "buck", Change: rules.ChangeToughness, Value: 2}))
	require.NotNil(t, g.ctl.seatState())
	gm := joinedScreen(t, g, wire.SeatGM)
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	for _, f := range g.ctl.Board().Figures {
		want := g.ctl.seatState().cardLines(f.ID)
		card := gm.CardLines(f.ID)
		require.GreaterOrEqual(t, len(card), len(want), f.ID)
		assert.Equal(t, orNil(want), orNil(card[len(card)-len(want):]), "the GM's phone card of %s ends in the window panel's lines", f.ID)
	}
	assert.Contains(t, g.ctl.seatState().cardLines("buck"), "Effect: toughness +2 (GM) until removed")
	for _, id := range []string{"buck", "gina"} {
		assert.Equal(t, g.ctl.seatState().cardLines(id), anna.cardLines(id), "Anna's phone shows %s as the window does", id)
	}
}

// The window's strip and a hosted screen's of the same seat are the same
// boxes laid in the same band: one function lays the mirror's strip; a
// phone keeps the first three and counts the rest.
func TestWindowAndHostedStripOfOneSeatLayTheSameBoxes(t *testing.T) {
	memorySettings(t)
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key()) // deal round 1
	gm := joinedScreen(t, g, wire.SeatGM)
	l := g.layout()
	require.NotEmpty(t, l.cards)
	got, size := gm.layStrip(nil, gm.Initiative, l.u, l.strip, l.u*5.4, 0)
	assert.Equal(t, l.cards, got, "the hosted screen lays the window's boxes in the window's band")
	assert.Equal(t, l.cardSize, size)

	phone := NewRemoteGame(gm)
	phone.w, phone.h, phone.scale = 390, 844, 1
	require.True(t, phone.phone())
	cards, _ := phone.remoteStrip()
	boxes := g.ctl.Battle().Strip(nil)
	require.Greater(t, len(boxes), phoneStripBoxes, "the demo deals more cards than a phone shows")
	require.Len(t, cards, phoneStripBoxes+1)
	for i := range phoneStripBoxes {
		assert.Equal(t, boxes[i].Figures, cards[i].Figures, "the phone's box %d is the window's", i)
		assert.Equal(t, boxes[i].Now, cards[i].Now)
	}
	assert.Equal(t, len(boxes)-phoneStripBoxes, cards[phoneStripBoxes].More, "the rest counted in +N more")
	for _, bx := range cards {
		assert.LessOrEqual(t, bx.X+bx.W, 390.0, "%q inside the phone's width", bx.Label)
	}
}

// The log's tail keeps the newest line last however long the older
// ones wrap (a phone once took as many lines as rows and cut the newest
// off when they wrapped); scrolled back, it ends at the line scrolled to.
func TestLogTailEndsWithTheNewestLineWhateverWraps(t *testing.T) {
	long := "Buck shoots at the Cultist with his Colt .45: Shooting 9 against 4, a hit with a raise; damage 17 against Toughness 6"
	lines := []string{long, long, long, "Gina is up"}
	w, size := 200.0, 15.0
	require.Greater(t, len(wrapLines(long, fontRegular, size, w)), 2, "the long line wraps")
	tail := logTail(lines, 0, 3, w, size)
	require.Len(t, tail, 3)
	assert.Equal(t, "Gina is up", tail[2])
	back := logTail(lines, 1, 3, w, size)
	require.Len(t, back, 3)
	wl := wrapLines(long, fontRegular, size, w)
	assert.Equal(t, wl[len(wl)-1], back[2], "scrolled back one: the last long line ends the tail")
	assert.Empty(t, logTail(lines, 0, 0, w, size))
	assert.Empty(t, logTail(nil, 0, 3, w, size))
}

// windowMore is the window's More menu for the turn's figure: the
// entries' keys enabled, and the greyed ones with their reason.
func windowMore(g *Game, gm bool) (on map[string]bool, off map[string]string) {
	on, off = map[string]bool{}, map[string]string{}
	for _, b := range g.ctl.moreButtons(gm, nil) {
		i, err := strconv.Atoi(b.Arg)
		if err != nil {
			continue
		}
		e := menu.Catalogue[i]
		if b.Enabled {
			on[e.ID.Key()] = true
		} else {
			off[e.ID.Key()] = strings.TrimPrefix(b.Why, e.Label+": ")
		}
	}
	return on, off
}

// phoneMore is a hosted screen's More menu for who, as the window's
// entries: the keys its enabled entries stand for (Reload is a button of
// its own on a phone) and the greyed ones with their reason. Jump, which
// the window plays by a drag and not from its menu, has no entry.
func phoneMore(r *Remote, who string) (on map[string]bool, off map[string]string) {
	on, off = map[string]bool{}, map[string]string{}
	for _, gr := range r.moreGroups() {
		o := gr.offers[0]
		if o.Who != who || o.Entry == "" {
			continue
		}
		if why := groupWhy(gr); why != "" {
			if _, seen := off[o.Entry]; !seen {
				off[o.Entry] = strings.TrimPrefix(why, gr.label+": ")
			}
			continue
		}
		on[o.Entry] = true
	}
	for _, o := range r.offers {
		if o.Who == who && o.Entry != "" && !isMore(o) && offered(o) {
			on[o.Entry] = true
		}
	}
	for k := range on {
		delete(off, k) // a power offered at one figure, greyed at another
	}
	return on, off
}

// The window's More menu and a phone's list the same entries for the same
// seat and figure, the same ones greyed with the same reasons: both read
// the seat's offers. Checked on Buck's turn, with nobody next to him (a
// Grapple greyed) and then with a cultist beside him.
func TestWindowAndPhoneMoreMenusListTheSameEntries(t *testing.T) {
	g := buckUp(t)
	check := func(when string) {
		t.Helper()
		gm := joinedScreen(t, g, wire.SeatGM)
		won, woff := windowMore(g, true)
		pon, poff := phoneMore(gm, "buck")
		assert.Equal(t, won, pon, "%s: the entries Buck may take, the window's and the GM's phone's", when)
		assert.Equal(t, woff, poff, "%s: the entries greyed and why", when)
		assert.True(t, won[menu.GMStun.Key()], "%s: the GM's Stun on both", when)

		anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
		aon, _ := phoneMore(anna, "buck")
		pwon, _ := windowMore(g, false)
		assert.Equal(t, pwon, aon, "%s: Anna's phone lists the window's player entries for Buck", when)
		assert.False(t, aon[menu.GMStun.Key()], "no GM's entry on a player's phone")
	}
	check("alone")
	phoneMorePages(t, joinedScreen(t, g, wire.SeatGM), g)
	require.False(t, windowMoreOn(g, menu.Grapple))
	require.NoError(t, g.ctl.Apply(rules.Place{Who: "cultist-4", To: rules.Pos{X: 3, Y: 2}}))
	require.True(t, windowMoreOn(g, menu.Grapple), "a cultist beside Buck")
	check("beside a cultist")
}

func windowMoreOn(g *Game, id menu.ID) bool {
	on, _ := windowMore(g, true)
	return on[id.Key()]
}

// A command the window greys is not offered on a phone of the same seat
// but greyed with the same reason (the seat's offer's), and Run, Aim
// and Defend, which both screens show on the turn, are offered on the
// phone exactly when the window enables them: on Buck's fresh turn, and
// once he has run (no second run, no aiming after a move); Prone too, and
// the attack modes (Fight, Shoot, Throw, Suppress) greyed on the window
// with the reason the seat's greyed offer of the mode gives. The phone
// leaves the greyed ones out of its buttons.
func TestACommandGreyedOnTheWindowIsNotOfferedOnAPhone(t *testing.T) {
	g := buckUp(t)
	pairs := []struct {
		cmd  Cmd
		kind string
		both bool // enabled on the window: offered on the phone too
	}{{CmdRun, rules.KindRun, true}, {CmdAim, rules.KindAim, true}, {CmdDefend, rules.KindDefend, true},
		{CmdHold, rules.KindHold, false}, {CmdBenny, rules.KindUnshake, false}, {CmdInterrupt, rules.KindInterrupt, false},
		{CmdProne, rules.KindProne, true}, {CmdFight, rules.KindFight, false}, {CmdShoot, rules.KindShoot, false},
		{CmdThrow, rules.KindArea, false}, {CmdSuppress, rules.KindSuppress, false}}
	check := func(when string) {
		t.Helper()
		gm := joinedScreen(t, g, wire.SeatGM)
		offers, greyed := map[string]bool{}, map[string]string{}
		for _, o := range gm.offers {
			if o.Entry == "" && offered(o) {
				offers[o.Kind+":"+o.Who] = true
			} else if o.Entry == "" {
				greyed[o.Kind+":"+o.Who] = o.Why
			}
		}
		for _, p := range pairs {
			b, ok := g.ButtonFor(p.cmd)
			require.True(t, ok, "%s: the window shows %s", when, p.kind)
			phone := false
			for k := range offers {
				if strings.HasPrefix(k, p.kind+":") {
					phone = true
				}
			}
			if why, ok := greyed[p.kind+":buck"]; ok {
				assert.Equal(t, commandOf(p.cmd).label+": "+why, b.Why, "%s: %s greyed for Buck with the phone's reason", when, p.kind)
			}
			if !b.Enabled {
				assert.False(t, phone, "%s: %s greyed on the window (%s) is not offered on the phone", when, p.kind, b.Why)
			} else if p.both {
				assert.True(t, offers[p.kind+":buck"], "%s: %s enabled on the window is offered for Buck on the phone", when, p.kind)
			}
		}
	}
	check("fresh turn")
	b, _ := g.ButtonFor(CmdRun)
	require.True(t, b.Enabled)
	press(g, CmdRun.Key())
	b, _ = g.ButtonFor(CmdRun)
	require.False(t, b.Enabled, "he ran")
	check("after running")
	gm := joinedScreen(t, g, wire.SeatGM)
	for _, bt := range gm.offerButtons() {
		assert.NotContains(t, bt.ID, offerPrefix+rules.KindRun, "a phone shows what it may do: no greyed Run")
	}
}

// phoneMorePages holds what differs: the window lists every entry, the
// greyed after; a phone's More pages show only the entries it may take,
// and one "Why not... (N)" button pages through the N greyed ones, a tap
// on each saying the window's reason.
func phoneMorePages(t *testing.T, r *Remote, g *Game) {
	t.Helper()
	won, woff := windowMore(g, true)
	require.NotEmpty(t, woff, "the window greys some entries")
	r.Press(RemoteMore)
	gs := r.moreGroups()
	// walk pages the list open now: its entries (by key) and the reason a
	// tap on each would say, and the greyed button's label.
	walk := func() (seen map[string]string, greyedBtn string) {
		seen = map[string]string{}
		pages := 1
		for p := 0; p < pages; p++ {
			for _, b := range r.Buttons() {
				switch {
				case b.ID == RemoteMoreGreyed:
					greyedBtn = b.Label
				case b.ID == RemoteMorePage:
					_, err := fmt.Sscanf(b.Label, "Page %d/%d", new(int), &pages)
					require.NoError(t, err)
				case strings.HasPrefix(b.ID, remoteMoreItem):
					n, err := strconv.Atoi(strings.TrimPrefix(b.ID, remoteMoreItem))
					require.NoError(t, err)
					if o := gs[n].offers[0]; o.Who == "buck" && o.Entry != "" {
						seen[o.Entry] = strings.TrimPrefix(r.ButtonWhy(b.ID), gs[n].label+": ")
					}
				}
			}
			r.Press(RemoteMorePage)
		}
		return seen, greyedBtn
	}
	taken, btn := walk()
	for e, why := range taken {
		assert.Empty(t, why, "%s: a phone's More pages list only what Buck may take", e)
	}
	delete(won, menu.Reload.Key()) // a button of its own on a phone
	assert.Equal(t, len(won), len(taken), "the window's enabled entries, all on the phone's pages")
	for e := range won {
		assert.Contains(t, taken, e)
	}
	assert.Equal(t, fmt.Sprintf("Why not... (%d)", len(woff)), btn, "the greyed entries behind one button")
	r.Press(RemoteMoreGreyed)
	greyed, back := walk()
	assert.Equal(t, "Back", back)
	assert.Equal(t, woff, greyed, "the greyed entries, each with the window's reason")
}

// The window's figure panel and a phone's long-press card show the same
// numbers, read once from the seat (seatMirror.cardOf): Parry and
// Toughness as the rules work them out now (an effect put on counts),
// the traits with their dice and the weapons the battle's figure holds
// (a natural weapon its abilities grant too), with its shots left. A
// player's phone shows a foe's card without its dice or weapons.
func TestWindowPanelAndPhoneCardShowTheBattlesNumbers(t *testing.T) {
	g := demoGame(t, demoSeed)
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "buck", Change: rules.ChangeToughness, Value: 2}))
	b := g.ctl.Battle()
	m := g.ctl.seatState()
	require.NotNil(t, m)
	gm := joinedScreen(t, g, wire.SeatGM)
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	natural := 0
	for _, bf := range b.Figures() {
		win, ok := m.cardOf(bf.ID)
		require.True(t, ok, bf.ID)
		phone, ok := gm.cardOf(bf.ID)
		require.True(t, ok, bf.ID)
		assert.Equal(t, win, phone, "the GM's phone shows %s's card as the window's panel does", bf.ID)
		assert.Equal(t, win.lines(), gm.CardLines(bf.ID))
		assert.Contains(t, win.Numbers, fmt.Sprintf("Parry %d - Toughness %d", bf.Parry(), bf.Toughness()), bf.ID)
		attrs, skills := traitTexts(bf.Traits)
		assert.Equal(t, attrs, win.Attrs, bf.ID)
		assert.Equal(t, skills, win.Skills, bf.ID)
		require.Len(t, win.Weapons, len(bf.Weapons), bf.ID)
		for i, w := range bf.Weapons {
			assert.Equal(t, weaponText(w, i, bf.Ammo), win.Weapons[i], bf.ID)
			if w.Natural {
				natural++
			}
		}
	}
	buck := b.Figure("buck")
	assert.Contains(t, mustCard(t, m, "buck").Numbers, fmt.Sprintf("Toughness %d", buck.Toughness()), "the GM's +2 counts")
	for _, bf := range b.Figures() {
		card, ok := anna.cardOf(bf.ID)
		if !ok {
			continue // hidden from her
		}
		if anna.Roster[bf.ID].Side == b.Figure("buck").Side {
			assert.Equal(t, mustCard(t, m, bf.ID), card, "Anna's phone shows her party's %s as the window does", bf.ID)
			continue
		}
		assert.Empty(t, card.Attrs, "Anna is not told %s's dice", bf.ID)
		assert.Empty(t, card.Weapons, "nor its weapons")
		assert.Contains(t, card.Numbers, "Parry ?", "nor its Parry")
	}
	assert.Positive(t, natural, "a natural weapon its abilities grant is on its card")
}

func mustCard(t *testing.T, m *seatMirror, id string) figureCard {
	t.Helper()
	c, ok := m.cardOf(id)
	require.True(t, ok, id)
	return c
}

// The seats' titles and links are the GM's seat's, read from the mirror
// on any GM's screen: the window's mirror names Anna's seat by her
// figures as the GM's tablet does, and lists the links until every seat
// has joined.
func TestWindowAndTabletNameTheSeatsAlike(t *testing.T) {
	g := demoGame(t, demoSeed)
	tab := joinedScreen(t, g, wire.SeatGM)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	anna := wire.SeatPlayer + "anna"
	assert.Equal(t, `Anna: Buck Savage, Gina "Tommy" Russo`, tab.SeatTitle(anna))
	assert.Equal(t, tab.SeatTitle(anna), m.SeatTitle(anna), "one title on both GM's screens")
	assert.Equal(t, tab.players(), m.players())
	assert.Equal(t, tab.newPlayer(), m.newPlayer(), "the same next new player")
	m.Links = map[string]string{anna: "http://host/anna"}
	assert.True(t, m.linksListed(false), "listed while Anna's seat has not joined")
	m.joined[anna] = true
	assert.False(t, m.linksListed(false), "every seat joined: put away until asked")
	assert.True(t, m.linksListed(true))
}

// The window's 2 and a GM tablet's Actions button (pressed once) declare
// the same two actions: both start the turn with one declaration, which
// the start spends, and both send the same action (one action left out).
func TestWindowAndTabletDeclareTwoActionsAlike(t *testing.T) {
	memorySettings(t)
	g1 := demoGame(t, demoSeed)
	press(g1, CmdNext.Key()) // deal round 1
	press(g1, CmdDeclare2.Key())
	press(g1, CmdNext.Key())
	b1 := g1.ctl.Battle()
	require.NotNil(t, b1.Turn())
	assert.Equal(t, 2, b1.Turn().Actions, "the window's 2")
	assert.Equal(t, 1, g1.ctl.declare.n(), "spent as the turn starts")

	g2 := demoGame(t, demoSeed)
	press(g2, CmdNext.Key())
	tablet := joinedScreen(t, g2, wire.SeatGM)
	require.Equal(t, "Actions: 1", buttonLabel(tablet, RemoteDeclare))
	tablet.Press(RemoteDeclare)
	assert.Equal(t, "Actions: 2 (-2)", buttonLabel(tablet, RemoteDeclare), "the penalty on the button")
	tablet.Press(RemoteNext)
	b2 := g2.ctl.Battle()
	require.NotNil(t, b2.Turn())
	assert.Equal(t, b1.Turn().Who, b2.Turn().Who)
	assert.Equal(t, 2, b2.Turn().Actions, "the tablet's Actions: 2")
	assert.Equal(t, 1, tablet.Declared(), "spent as the turn starts")
	assert.Equal(t, b1.Applied[len(b1.Applied)-1].Action, b2.Applied[len(b2.Applied)-1].Action, "the same action sent")
}

// The window's tip over a token and a phone's tap on the token's effect
// mark say the same effects with the same ends: one reading of what the
// seat was told (effectmarks.go), the phone's of the tapped mark's family.
func TestWindowTipAndPhoneMarkTapNameTheSameEffects(t *testing.T) {
	memorySettings(t)
	g := demoGame(t, demoSeed)
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "buck", Change: rules.ChangeToughness, Value: 2, Ends: rules.EndsTurns, Span: 2}))
	mf := g.ctl.drawnBoard().Figure("buck")
	require.NotNil(t, mf)
	tip := g.ctl.effectTip(mf)
	require.Len(t, tip, 2, "the name and the one effect")

	phone := NewRemoteGame(joinedScreen(t, g, wire.SeatGM))
	phone.w, phone.h, phone.scale = 390, 844, 1
	phone.fit()
	f, b := (*board.Figure)(nil), badge{}
	for _, tp := range placeTokens(phone.R.Board, phone.cam, phone.boardOptions().style(), nil) {
		for _, mk := range tp.marks {
			if tp.f.ID == "buck" && isEffectBadge(mk.badge) {
				f, b = effectMarkAt(phone.R.Board, phone.cam, phone.boardOptions().style(), mk.x, mk.y)
				phone.tap(mk.x, mk.y)
			}
		}
	}
	require.NotNil(t, f, "Buck's token carries the effect's mark on the phone")
	assert.Equal(t, badgeProtection, b)
	msg, _ := phone.R.Message()
	assert.Equal(t, tip[0]+": "+strings.TrimPrefix(tip[1], "Effect: "), msg, "the phone says the window's tip")
}
