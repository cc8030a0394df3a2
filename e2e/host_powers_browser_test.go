package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// A player's phone (390x844) casts Bolt: More lists her powers, Cast
// Protection shows the cultist's button greyed (out of Protection's
// range), Cast Bolt and the cultist's button show the host's odds, two
// of Bolt's modifiers are switched on, and Cast Bolt! spends her Power
// Points on the host.
func TestBrowserHostPhoneCastsBolt(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	// Smarts d6: Bolt reaches 12", Protection 6"; the cultist is 7" off.
	data := strings.Replace(hostTable, "    traits: {agility: d8, shooting: d8, vigor: d6}\n",
		"    traits: {agility: d8, smarts: d6, shooting: d8, spellcasting: d8, vigor: d6}\n    arcane: {skill: spellcasting, power_points: 10}\n    powers: [Bolt (frost), Protection]\n", 1)
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(data), Seed: 3, SeedSet: true, Logf: t.Logf,
		AnswerTimeout: 10 * time.Minute}, 1280, 800)
	h, phone := hp.h, hp.phone
	read := func(ctx context.Context) moreState { return remoteAs[moreState](t, ctx) }
	hp.dealTo("hero1")
	hp.act(`{"kind":"turn","who":"hero1"}`)
	require.Eventually(t, func() bool { return read(phone).Acting }, patience(t), 100*time.Millisecond, "her turn")
	press := func(label string) {
		t.Helper()
		var at [2]float64
		require.Eventually(t, func() bool {
			s := read(phone)
			id, ok := s.Labels[label]
			if !ok {
				for l, pg := range s.Labels { // the More menu's next page
					if strings.HasPrefix(l, "Page ") && strings.HasPrefix(label, "Cast ") {
						b := s.Buttons[pg]
						tap(t, phone, b[0], b[1])
						break
					}
				}
				return false
			}
			b, ok := s.Buttons[id]
			still := ok && b == at
			at = b
			return still
		}, patience(t), 300*time.Millisecond, "the %s button", label)
		tap(t, phone, at[0], at[1])
	}
	press("More")
	press("Cast Protection")
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["Cultist"]; return ok }, patience(t), 100*time.Millisecond, "the targets are buttons")
	s := read(phone)
	assert.NotEmpty(t, s.Labels["Ann's Hero"], "she may put Protection on herself")
	shot(t, phone, "host-phone-protection-targets.png")
	press("Cancel")
	press("More")
	press("Cast Bolt")
	press("Cultist")
	require.Eventually(t, func() bool { _, ok := read(phone).Labels["Cast Bolt!"]; return ok }, patience(t), 100*time.Millisecond, "the cast's button")
	require.Eventually(t, func() bool { return strings.Contains(read(phone).Message, "Cultist") }, patience(t), 100*time.Millisecond)
	time.Sleep(500 * time.Millisecond) // the host's odds drawn
	shot(t, phone, "host-phone-cast-bolt.png")
	// Two of Bolt's modifiers, each a toggle (the host's odds and cost
	// asked again after each).
	press("AP 2 +1 PP: off")
	press("Damage +2 PP: off")
	require.Eventually(t, func() bool {
		l := read(phone).Labels
		_, ap := l["AP 2 +1 PP: on"]
		_, dmg := l["Damage +2 PP: on"]
		return ap && dmg
	}, patience(t), 100*time.Millisecond, "both modifiers on")
	time.Sleep(500 * time.Millisecond) // the host's odds drawn
	shot(t, phone, "host-phone-cast-bolt-two-mods.png")
	seq := h.Seq()
	press("Cast Bolt!")
	require.Eventually(t, func() bool {
		s := read(phone)
		if s.Question != "" {
			if b, ok := s.Buttons["no"]; ok { // worded "Keep it", "Take it"...
				tap(t, phone, b[0], b[1])
			}
		}
		return h.Seq() > seq
	}, patience(t), 200*time.Millisecond, "the cast is applied")
	h.Battle(func(b *rules.Battle) {
		assert.Less(t, b.Figure("hero1").PowerPoints(), 10, "the host spent her Power Points")
		c, ok := b.Applied[len(b.Applied)-1].Action.(rules.Cast)
		require.True(t, ok)
		assert.Equal(t, []string{"Armor Piercing 2", "Damage"}, c.Mods, "cast with both modifiers")
	})
	shot(t, phone, "host-phone-bolt-cast.png")
}
