package e2e

import (
	"context"
	"fmt"
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
}

// A player's phone runs her hero with the Run button, then throws a
// grenade: the Throw button, a tap on the map shows the template and the
// host's odds, Throw! sends it; the host rolls (and deviates) and the
// GM's 1920x1080 page shows the template where it came down.
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

	// The GM plays the turns before Ann's hero's through the host.
	hp.dealTo("hero1")
	require.Eventually(t, func() bool { return read(phone).Up == "hero1" }, patience(t), 100*time.Millisecond)
	press := func(id string) { t.Helper(); pressWhenStill(t, phone, id) }
	// She declares two actions before her tap starts the turn: the
	// button says the penalty.
	press("declare")
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["Actions: 2 (-2)"]; return ok }, patience(t), 100*time.Millisecond, "two actions declared")
	shot(t, phone, "host-phone-declare.png")
	st := read(phone)
	hero := st.Screen["0,0"]
	tap(t, phone, hero[0], hero[1])
	require.Eventually(t, func() bool { return read(phone).Acting }, patience(t), 100*time.Millisecond, "her tap starts her turn")
	h.Battle(func(b *rules.Battle) { require.Equal(t, 2, b.Turn().Actions) })

	shot(t, phone, "host-phone-offers.png")
	seq := h.Seq()
	press("offer:run:hero1:")
	require.Eventually(t, func() bool { return read(phone).Seq == seq+1 }, patience(t), 100*time.Millisecond, "the run is applied")
	h.Battle(func(b *rules.Battle) { require.True(t, b.Turn().Running) })

	answerNo := func(seq int) {
		t.Helper()
		for {
			var s moreState
			require.Eventually(t, func() bool {
				s = read(phone)
				_, no := s.Buttons["no"] // drawn, not only received
				return s.Seq > seq || s.Question != "" && no
			}, patience(t), 200*time.Millisecond, "the action is applied or a question asked")
			if s.Seq > seq {
				return
			}
			shot(t, phone, "host-phone-question.png")
			no := s.Buttons["no"]
			tap(t, phone, no[0], no[1])
			require.Eventually(t, func() bool { s := read(phone); return s.Seq > seq || s.Question == "" }, patience(t), 100*time.Millisecond, "her No is taken")
		}
	}
	// Before the throw, a shot's option: a tap on the cultist aims the
	// Colt, Called: none steps to a limb, and the host's odds come again
	// for the called shot; Cancel leaves it.
	var last string
	cultist := read(phone).Screen["7,3"]
	tap(t, phone, cultist[0], cultist[1])
	press("opt:called")
	ok := assert.Eventually(t, func() bool {
		s := read(phone)
		_, limb := s.Labels["Called: limb -2 *"]
		last = fmt.Sprint(s.Message, s.Labels)
		return limb && strings.Contains(s.Message, "called limb")
	}, patience(t), 100*time.Millisecond, "the called shot is in force")
	require.True(t, ok, last)
	shot(t, phone, "host-phone-called-shot.png")
	press("cancel")

	press("offer:area:hero1:Grenade")
	require.Eventually(t, func() bool { return read(phone).Placing }, patience(t), 100*time.Millisecond)
	target := read(phone).Screen["6,3"]
	tap(t, phone, target[0], target[1])
	require.Eventually(t, func() bool { return strings.HasPrefix(read(phone).AreaOdds, "TN ") }, patience(t), 100*time.Millisecond, "the host's odds of the throw")
	shot(t, phone, "host-phone-grenade-aimed.png")
	st = read(phone)
	assert.Contains(t, st.Message, "Cultist", "the panel names who is under the template")
	assert.Contains(t, st.AreaOdds, "-2 multi-action", "the odds say the penalty")

	seq = h.Seq()
	press("confirm")
	// Ann may be asked to reroll with a benny: she taps No. (The host
	// holds its lock while it waits, so the test reads the pages.)
	answerNo(seq)
	require.Eventually(t, func() bool { return read(gm).Areas == 1 }, patience(t), 50*time.Millisecond, "the GM's page shows the template")
	shot(t, gm, "host-gm-grenade.png")
	shot(t, phone, "host-phone-grenade.png")

	// After the throw, her second action: a second throw is on offer.
	// A More action by touch: More pages the actions the host still
	// offers, Ready: Colt goes at once.
	require.Eventually(t, func() bool { _, ok := read(phone).Buttons["offer:area:hero1:Grenade"]; return ok }, patience(t), 100*time.Millisecond, "a second throw is offered")
	press("more")
	var ready string
	require.Eventually(t, func() bool { ready = read(phone).Labels["Ready: Colt"]; return ready != "" }, patience(t), 100*time.Millisecond, "the More list offers Ready: Colt")
	shot(t, phone, "host-phone-more.png")
	seq = h.Seq()
	press(ready)
	answerNo(seq)
	h.Battle(func(b *rules.Battle) {
		log := b.Log()
		assert.Contains(t, strings.ToLower(log[len(log)-1]), "colt", "the host readied her Colt")
	})
	var log []string
	hp.hand().do(func(r *handSeat) { log = r.Log })
	assert.NotEmpty(t, log)
	t.Log(fmt.Sprint(log[len(log)-min(4, len(log)):]))
}
