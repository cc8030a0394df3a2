package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// moreState is what the area test reads of a page.
type moreState struct {
	remoteState
	Question string                `json:"question"`
	Buttons  map[string][2]float64 `json:"buttons"`
	Labels   map[string]string     `json:"labels"`
	Areas    int                   `json:"areas"`
	Placing  bool                  `json:"placing"`
	AreaOdds string                `json:"area_odds"`
	AimMods  string                `json:"aim_mods"`
	Under    []string              `json:"under"`
	Active   []string              `json:"active"`
}

// A player's phone (the window's Game over her seat), by finger: she
// declares two actions (the button lights) and her tap on her hero
// starts the turn with them; Run runs; Shoot and a tap on the cultist
// aim the Colt, Called steps the shot to a limb and a second tap aims
// afresh with the host's odds of the called shot, Move leaves it; Throw
// and a tap on a square lay the grenade's Medium Burst there with the
// host's odds (the multi-action penalty, the cultist under it), a
// second tap throws it; the host rolls (and deviates) and the GM's
// 1920x1080 page shows the template where it came down. Then More
// pages what she may still do and Ready: Colt, one tap on her hero
// readies it (it aims at nothing).
func TestBrowserHostPhoneRunsAndThrowsAGrenade(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	data := strings.Replace(hostTable, "      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n",
		"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: MBT, thrown: true}\n", 1)
	// Her bennies make the host ask her whether to reroll a failed throw.
	data = strings.Replace(data, "traits: {agility: d8, shooting: d8, vigor: d6}", "traits: {agility: d8, athletics: d8, shooting: d8, vigor: d6}", 1)
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(data), Seed: 3, SeedSet: true, Logf: t.Logf,
		AnswerTimeout: 10 * time.Minute}, 1920, 1080) // a No not taken fails the test rather than timing out to it
	h, gm, phone := hp.h, hp.gm, hp.phone
	read := func(ctx context.Context) moreState { return remoteAs[moreState](t, ctx) }
	square := func(x, y int) {
		t.Helper()
		at := read(phone).Screen[fmt.Sprintf("%d,%d", x, y)]
		tap(t, phone, at[0], at[1])
	}

	// The GM plays the turns before Ann's hero's through the host.
	hp.dealTo("hero1")
	require.Eventually(t, func() bool { return read(phone).Up == "hero1" }, patience(t), 100*time.Millisecond)
	press := func(id string) { t.Helper(); pressOnSheet(t, phone, id) }
	// She declares two actions before her tap starts the turn.
	press("declare2")
	require.Eventually(t, func() bool { return slices.Contains(read(phone).Active, "declare2") }, patience(t), 100*time.Millisecond, "two actions declared")
	shot(t, phone, "host-phone-declare.png")
	square(0, 0)
	require.Eventually(t, func() bool { return read(phone).Acting }, patience(t), 100*time.Millisecond, "her tap starts her turn")
	h.Battle(func(b *rules.Battle) { require.Equal(t, 2, b.Turn().Actions, "with two actions") })

	shot(t, phone, "host-phone-offers.png")
	seq := h.Seq()
	press("run")
	require.Eventually(t, func() bool { return read(phone).Seq == seq+1 }, patience(t), 100*time.Millisecond, "the run is applied")
	h.Battle(func(b *rules.Battle) { require.True(t, b.Turn().Running) })

	answerNo := func(seq int) { t.Helper(); phoneAnswersNo(t, phone, seq) }
	// Before the throw, a shot's option: a tap on the cultist aims the
	// Colt, Called steps to a limb and keeps that aim, the host's odds of
	// the called shot following without a tap; Move leaves it.
	press("shoot")
	square(7, 3)
	press("called")
	var last string
	ok := assert.Eventually(t, func() bool {
		s := read(phone)
		_, limb := s.Labels["Called: limb -2"]
		last = fmt.Sprint(s.Message, s.Labels)
		return limb
	}, patience(t), 100*time.Millisecond, "the called shot is in force")
	require.True(t, ok, last)
	seq = h.Seq()
	require.Eventually(t, func() bool { return strings.Contains(read(phone).AimMods, "-2 called shot (limb)") }, patience(t), 100*time.Millisecond, "the host's odds of the called shot, the cultist still aimed at")
	st := read(phone)
	assert.Contains(t, st.AimMods, "-2 multi-action")
	assert.Contains(t, st.AimMods, "-2 running")
	assert.Equal(t, seq, h.Seq(), "Called shoots nothing")
	shot(t, phone, "host-phone-called-shot.png")
	press("move")
	time.Sleep(300 * time.Millisecond)
	assert.Equal(t, seq, h.Seq(), "nothing shot")

	press("throw")
	square(6, 3)
	require.Eventually(t, func() bool { return read(phone).AreaOdds != "" }, patience(t), 100*time.Millisecond, "the host's odds of the throw")
	st = read(phone)
	assert.True(t, st.Placing, "the grenade's template where she tapped")
	assert.Equal(t, []string{"c1"}, st.Under, "the cultist is under it")
	assert.Contains(t, st.AimMods, "-2 multi-action", "the odds say the penalty")
	assert.Equal(t, "(6, 3): tap again to fire", st.Message)
	assert.Equal(t, seq, h.Seq(), "the first tap aims the grenade")
	t.Logf("the odds box: %s (%s)", st.AreaOdds, st.AimMods)
	shot(t, phone, "host-phone-grenade-aimed.png")

	square(6, 3)
	// Ann may be asked to reroll with a benny: she taps No.
	answerNo(seq)
	h.Battle(func(b *rules.Battle) {
		a := b.Applied[len(b.Applied)-1].Action
		th, ok := a.(rules.AreaAttack)
		require.True(t, ok, "an area attack: %T", a)
		assert.Equal(t, "Grenade", th.Weapon)
	})
	require.Eventually(t, func() bool { return read(gm).Areas == 1 }, patience(t), 50*time.Millisecond, "the GM's page shows the template")
	shot(t, gm, "host-gm-grenade.png")
	shot(t, phone, "host-phone-grenade.png")

	// Her second action: More pages what the host still offers her, and
	// Ready: Colt, one tap on her hero readies it.
	press("more")
	ready := ""
	for range 6 {
		require.Eventually(t, func() bool { return len(read(phone).Labels) > 0 }, patience(t), 100*time.Millisecond)
		time.Sleep(300 * time.Millisecond)
		for l, id := range read(phone).Labels {
			if strings.HasPrefix(l, "Ready") {
				ready = id
			}
		}
		if ready != "" {
			break
		}
		press("more_page")
	}
	shot(t, phone, "host-phone-more.png")
	require.NotEmpty(t, ready, "the More pages offer Ready: %v", read(phone).Labels)
	press(ready)
	seq = h.Seq()
	square(0, 0)
	answerNo(seq)
	h.Battle(func(b *rules.Battle) {
		log := b.Log()
		assert.Contains(t, strings.ToLower(log[len(log)-1]), "colt", "the host readied her Colt")
		t.Log(fmt.Sprint(log[len(log)-min(4, len(log)):]))
	})
}

// pressOnSheet taps the phone's button id on whichever tab of its sheet
// holds it (Sheet, Actions, Tools), as a finger finds it: the tab
// first when the button is not on the one shown.
func pressOnSheet(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	shown := func() bool {
		_, ok := remoteAs[struct {
			Buttons map[string][2]float64 `json:"buttons"`
		}](t, ctx).Buttons[id]
		return ok
	}
	for tab := 0; tab < 3 && !shown(); tab++ {
		pressWhenStill(t, ctx, fmt.Sprintf("sheet_tab:%d", tab))
		time.Sleep(300 * time.Millisecond) // the tab's buttons drawn
	}
	pressWhenStill(t, ctx, id)
}

// phoneAnswersNo waits until the phone's seat has more than seq actions,
// tapping No to every question asked meanwhile (a benny reroll).
func phoneAnswersNo(t *testing.T, phone context.Context, seq int) {
	t.Helper()
	read := func() moreState { return remoteAs[moreState](t, phone) }
	for {
		var s moreState
		require.Eventually(t, func() bool {
			s = read()
			_, no := s.Buttons["no"] // drawn, not only received
			return s.Seq > seq || s.Question != "" && no
		}, patience(t), 200*time.Millisecond, "the action is applied or a question asked")
		if s.Seq > seq {
			return
		}
		shot(t, phone, "host-phone-question.png")
		no := s.Buttons["no"]
		tap(t, phone, no[0], no[1])
		require.Eventually(t, func() bool { s := read(); return s.Seq > seq || s.Question == "" }, patience(t), 100*time.Millisecond, "her No is taken")
	}
}
