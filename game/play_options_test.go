package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// modNamed is the modifier whose name contains sub, or a zero one.
func modNamed(ms rules.Mods, sub string) (rules.Modifier, bool) {
	for _, m := range ms {
		if contains(m.Name, sub) {
			return m, true
		}
	}
	return rules.Modifier{}, false
}

func lastAction(g *Game) rules.Action {
	ap := g.Battle().Applied
	return ap[len(ap)-1].Action
}

func TestPlayCalledShotAndDiceGoIntoTheOddsAndTheShot(t *testing.T) {
	g := arena(t, 1)
	press(g, KeyShoot)
	// V: a called shot to a limb, -2 by name in the odds box.
	press(g, KeyCalled)
	assert.Equal(t, rules.CalledLimb, g.Options().Called)
	hoverSquare(g, 8, 2)
	ap := g.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	m, ok := modNamed(ap.Mods, "limb")
	require.True(t, ok, "the odds box names the called shot: %v", ap.Mods)
	assert.Equal(t, rules.LimbShotMod, m.Value)
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, TN: ap.TN, Mods: ap.Mods})
	assert.InDelta(t, want.Success, ap.Success, 1e-12)
	// The button shows the state and the key.
	btn, ok := g.ButtonFor(CmdCalled)
	require.True(t, ok)
	assert.Equal(t, "V", btn.Key)
	assert.True(t, btn.Active)
	assert.Contains(t, btn.Label, "limb -2")
	// Q: the SMG's RoF 3 fires two dice (recoil -2 named too).
	press(g, KeyFire)
	assert.Equal(t, 2, g.Options().Dice)
	hoverSquare(g, 8, 3)
	ap = g.Overlay().Attack
	require.NotNil(t, ap)
	_, ok = modNamed(ap.Mods, "recoil")
	assert.True(t, ok, "two dice bring the recoil: %v", ap.Mods)
	clickSquare(g, 8, 3)
	s, ok := lastAction(g).(rules.Shoot)
	require.True(t, ok, "the click shoots")
	assert.Equal(t, rules.CalledLimb, s.Called)
	assert.Equal(t, []string{"gob2", "gob2"}, s.Targets)
}

func TestPlayFightOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []Keys
		mod  string
		val  int
		want func(rules.Melee) bool
	}{
		{"Wild Attack", []Keys{KeyWild}, "Wild Attack", 2, func(m rules.Melee) bool { return m.Wild }},
		{"Desperate +4", []Keys{KeyDesperate, KeyDesperate}, "Desperate", 4, func(m rules.Melee) bool { return m.Desperate == 4 }},
		{"The Drop", []Keys{KeyDrop}, "Drop", 4, func(m rules.Melee) bool { return m.Drop }},
		{"head", []Keys{KeyCalled, KeyCalled, KeyCalled}, "head", -4, func(m rules.Melee) bool { return m.Called == rules.CalledHeadVitals }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := arena(t, 1)
			press(g, KeyFight)
			for _, k := range tc.keys {
				press(g, k)
			}
			hoverSquare(g, 2, 2)
			ap := g.Overlay().Attack
			require.NotNil(t, ap)
			require.Empty(t, ap.Err)
			m, ok := modNamed(ap.Mods, tc.mod)
			require.True(t, ok, "the odds box names %s: %v", tc.mod, ap.Mods)
			assert.Equal(t, tc.val, m.Value)
			clickSquare(g, 2, 2)
			if q := g.Fight().Asked(); q != nil {
				press(g, KeyNo) // the orc has no benny; a Soak is not this test's
			}
			mel, ok := lastAction(g).(rules.Melee)
			require.True(t, ok)
			assert.True(t, tc.want(mel), "%+v", mel)
		})
	}
	// Nonlethal goes into the action (it changes no roll).
	g := arena(t, 1)
	press(g, KeyFight)
	press(g, KeyNonlethal)
	clickSquare(g, 2, 2)
	mel, ok := lastAction(g).(rules.Melee)
	require.True(t, ok)
	assert.True(t, mel.Nonlethal)
}

func TestPlayDoubleTapNeedsARoF1Weapon(t *testing.T) {
	// The SMG has RoF 3: Q counts dice, and a double tap asked of it in
	// the action is refused with the engine's words (shown in the box).
	g := arena(t, 1)
	press(g, KeyShoot)
	g.play.opt.Mode = rules.DoubleTap
	a := g.actor()
	s := g.shootOf(a, g.board.Figure("gob1"))
	assert.Empty(t, s.Mode, "a RoF 3 weapon takes dice, not a fire mode")
	s.Mode = rules.DoubleTap
	_, err := s.Plan(g.Battle())
	require.Error(t, err)
}

func TestPlayBennyRerollOfferKeepsTheBetterRoll(t *testing.T) {
	// Vera (3 bennies) fights the orc until a seed gives a roll short of a
	// raise: the offer appears without holding the attack up; Y rerolls.
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		f := g.Fight()
		b := g.Battle()
		press(g, KeyFight)
		clickSquare(g, 2, 2)
		for f.Asked() != nil {
			press(g, KeyNo)
		}
		q := f.Offer()
		if q == nil {
			continue
		}
		require.Equal(t, rules.KindFight, lastKind(g), "the attack stands while the offer waits")
		assert.Equal(t, "vera", q.Who)
		assert.Contains(t, q.Text(), "Reroll with a benny?")
		btn, ok := g.ButtonFor(CmdYes)
		require.True(t, ok, "the prompt has a Reroll button")
		assert.Equal(t, "Reroll (benny)", btn.Label)
		n := len(b.Applied)
		first := q.Total
		click(g, btn.X+btn.W/2, btn.Y+btn.H/2)
		for f.Asked() != nil {
			press(g, KeyNo)
		}
		require.Len(t, b.Applied, n, "the attack is applied again, not twice")
		assert.Equal(t, 2, b.Figure("vera").Bennies, "one benny spent")
		assert.Contains(t, b.Applied[n-1].Rerolls, true)
		// The roll that counts is the better one.
		var total int
		for _, e := range b.Events() {
			if e.Kind == rules.EventTrait && e.Who == "vera" && e.What == "Fighting" {
				total = e.Total
			}
		}
		assert.GreaterOrEqual(t, total, first, "the better of the two rolls counts")
		return
	}
	t.Fatal("no seed gave an attack short of a raise")
}
