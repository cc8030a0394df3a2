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

// A player's phone (390x844, the Game over her seat) casts Bolt: More
// lists her powers; Protection at the cultist, out of its range, is
// refused on her taps; Bolt with two of its modifiers switched on and a
// first tap on the cultist aims (the host's odds), a second casts it and
// the host spends her Power Points.
func TestBrowserHostPhoneCastsBolt(t *testing.T) {
	ctx, cancel := browserContext(t, 8*time.Minute) // a flow of some twenty taps: 4 minutes ran out on a loaded machine
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
	press := func(label string) { t.Helper(); pressLabelOnSheet(t, phone, label) }
	tapAt := func(x, y int) {
		t.Helper()
		p := read(phone).Screen[fmt.Sprintf("%d,%d", x, y)]
		tap(t, phone, p[0], p[1])
	}
	said := func(what string) {
		t.Helper()
		require.Eventually(t, func() bool { return strings.Contains(read(phone).Message, what) }, patience(t), 100*time.Millisecond,
			"the phone says %q: %q", what, read(phone).Message)
	}
	press("More")
	shot(t, phone, "host-phone-more.png")
	press("Powers")
	press("Protection")
	seq := h.Seq()
	tapAt(7, 3)
	time.Sleep(300 * time.Millisecond) // the host's refusal drawn
	shot(t, phone, "host-phone-protection-refused.png")
	tapAt(7, 3)
	said("out of range")
	assert.Equal(t, seq, h.Seq(), "Protection at the cultist, out of its range, is refused")

	press("More")
	press("Powers")
	press("Bolt")
	press("AP 2")
	press("Damage +2")
	tapAt(7, 3)
	said("(7, 3): tap again to cast")
	require.Equal(t, seq, h.Seq(), "the first tap aims")
	time.Sleep(500 * time.Millisecond) // the host's odds drawn
	shot(t, phone, "host-phone-cast-bolt-two-mods.png")
	tapAt(7, 3)
	require.Eventually(t, func() bool {
		s := read(phone)
		if s.Question != "" {
			if b, ok := s.Buttons["no"]; ok { // worded "Keep it", "Take it"...
				tap(t, phone, b[0], b[1])
			}
		}
		return h.Seq() > seq
	}, patience(t), 200*time.Millisecond, "the second tap casts")
	h.Battle(func(b *rules.Battle) {
		assert.Less(t, b.Figure("hero1").PowerPoints(), 10, "the host spent her Power Points")
		c, ok := b.Applied[len(b.Applied)-1].Action.(rules.Cast)
		require.True(t, ok)
		assert.Equal(t, []string{"Armor Piercing 2", "Damage"}, c.Mods, "cast with both modifiers")
	})
	shot(t, phone, "host-phone-bolt-cast.png")
}
