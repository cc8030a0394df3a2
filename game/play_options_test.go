package game

import (
	"strings"
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
	ap := g.ctl.Battle().Applied
	return ap[len(ap)-1].Action
}

func TestPlayCalledShotAndDiceGoIntoTheOddsAndTheShot(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdShoot.Key())
	// V: a called shot to a limb, -2 by name in the odds box.
	press(g, CmdCalled.Key())
	assert.Equal(t, rules.CalledLimb, g.ctl.Options().Called)
	hoverSquare(g, 8, 2)
	ap := g.ctl.Overlay().Attack
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
	press(g, CmdFire.Key())
	assert.Equal(t, 2, g.ctl.Options().Dice)
	hoverSquare(g, 8, 3)
	ap = g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	_, ok = modNamed(ap.Mods, "recoil")
	assert.True(t, ok, "two dice bring the recoil: %v", ap.Mods)
	clickSquare(g, 8, 3)
	keepRolls(t, g)
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
		{"Wild Attack", []Keys{CmdWild.Key()}, "Wild Attack", 2, func(m rules.Melee) bool { return m.Wild }},
		{"Desperate +4", []Keys{CmdDesperate.Key(), CmdDesperate.Key()}, "Desperate", 4, func(m rules.Melee) bool { return m.Desperate == 4 }},
		{"The Drop", []Keys{CmdDrop.Key()}, "Drop", 4, func(m rules.Melee) bool { return m.Drop }},
		{"head", []Keys{CmdCalled.Key(), CmdCalled.Key(), CmdCalled.Key()}, "head", -4, func(m rules.Melee) bool { return m.Called == rules.CalledHeadVitals }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := arena(t, 1)
			press(g, CmdFight.Key())
			for _, k := range tc.keys {
				press(g, k)
			}
			hoverSquare(g, 2, 2)
			ap := g.ctl.Overlay().Attack
			require.NotNil(t, ap)
			require.Empty(t, ap.Err)
			m, ok := modNamed(ap.Mods, tc.mod)
			require.True(t, ok, "the odds box names %s: %v", tc.mod, ap.Mods)
			assert.Equal(t, tc.val, m.Value)
			clickSquare(g, 2, 2)
			if q := g.ctl.Asked(); q != nil {
				press(g, CmdNo.Key()) // the orc has no benny; a Soak is not this test's
			}
			mel, ok := lastAction(g).(rules.Melee)
			require.True(t, ok)
			assert.True(t, tc.want(mel), "%+v", mel)
		})
	}
	// Nonlethal goes into the action (it changes no roll).
	g := arena(t, 1)
	press(g, CmdFight.Key())
	press(g, CmdNonlethal.Key())
	clickSquare(g, 2, 2)
	declineSoaks(g)
	mel, ok := lastAction(g).(rules.Melee)
	require.True(t, ok)
	assert.True(t, mel.Nonlethal)
}

func TestPlayDoubleTapNeedsARoF1Weapon(t *testing.T) {
	// The SMG has RoF 3: Q counts dice, and a double tap asked of it in
	// the action is refused with the engine's words (shown in the box).
	g := arena(t, 1)
	press(g, CmdShoot.Key())
	g.ctl.opt.Mode = rules.DoubleTap
	a := g.ctl.actor()
	s := g.ctl.shoot(a, g.ctl.Board().Figure("gob1"))
	assert.Empty(t, s.Mode, "a RoF 3 weapon takes dice, not a fire mode")
	s.Mode = rules.DoubleTap
	_, err := s.Plan(g.ctl.Battle())
	require.Error(t, err)
}

func TestPlayBennyRerollOfferKeepsTheBetterRoll(t *testing.T) {
	// Vera (3 bennies) fights the orc until a seed gives a roll short of a
	// raise: the attack waits at the question, its roll on the dice
	// panel; Y rerolls.
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		n := len(b.Applied)
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		q := g.ctl.Asked()
		if q == nil || !q.Reroll || q.What == rules.DamageReroll { // a trait test's reroll
			continue
		}
		require.Len(t, b.Applied, n, "the attack waits for the answer")
		assert.Equal(t, "vera", q.Who)
		assert.Contains(t, q.Text(), "spend a benny to reroll (3 left)?")
		btn, ok := g.ButtonFor(CmdYes)
		require.True(t, ok, "the prompt has a Reroll button")
		assert.Equal(t, "Reroll (benny)", btn.Label)
		first := -1
		for _, d := range g.ctl.Dice() {
			if strings.HasPrefix(d.Title, "Vera: Fighting (Knife)") {
				first = d.Total
			}
		}
		require.GreaterOrEqual(t, first, 0, "the roll asked about is on the panel")
		click(g, btn.X+btn.W/2, btn.Y+btn.H/2)
		for g.ctl.Asked() != nil { // a second reroll, or a Soak: no
			press(g, CmdNo.Key())
		}
		// Both rolls on the dice panel: the one thrown away, then the new.
		var titles []string
		for _, d := range g.ctl.Dice() {
			titles = append(titles, d.Title)
		}
		require.NotEmpty(t, titles)
		assert.Equal(t, "Vera: Fighting (Knife) vs Orc (thrown away)", titles[0], "the roll thrown away: %v", titles)
		assert.Equal(t, "Vera: Fighting (Knife) vs Orc (counts)", titles[1], "the roll that counts: %v", titles)
		assert.NotContains(t, strings.Join(titles, "; "), "Before the reroll", "no roll shown twice: %v", titles)
		require.Len(t, b.Applied, n+1, "the attack is applied once, with the answer")
		assert.Equal(t, 2, b.Figure("vera").Bennies, "one benny spent")
		assert.Contains(t, b.Applied[n].Rerolls, true)
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

// hallYAML: Buck next to a closed light door at (3, 1) with a Colt and
// an axe (the only melee weapon, so the one Break door swings).
const hallYAML = `name: Hall
map:
  rows:
    - "...#...."
    - "...+...."
    - "...#...."
figures:
  - {id: buck, name: Buck, side: heroes, wildcard: true, at: [2, 1],
     traits: {agility: d8, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10},
     weapons: [{name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}, {name: Axe, damage: str+d8}]}
  - {id: c1, name: Cultist, side: cult, at: [6, 1], traits: {agility: d6, vigor: d6, fighting: d6}}
`

// turnOf is the scenario with who's turn started (the first seed from
// from that deals who the first card) and the seed.
func turnOf(t *testing.T, src, who string, from uint64) (*Game, uint64) {
	t.Helper()
	for seed := from; seed < from+400; seed++ {
		f, err := NewFight("t.yaml", []byte(src), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		if up := f.Battle().NextUp(); len(up) != 1 || up[0] != who {
			continue
		}
		press(g, CmdNext.Key())
		require.Equal(t, who, f.Battle().Turn().Who)
		return g, seed
	}
	t.Fatal("no seed deals " + who + " first")
	return nil, 0
}

func TestPlayMoreBreaksTheDoorWithTheAxe(t *testing.T) {
	// The door has Parry 2 and Hardness 8: Strength d8 + Axe d8 (no aces)
	// breaks it on 8 or more, so some seed soon does.
	for from := uint64(1); from < 400; {
		g, seed := turnOf(t, hallYAML, "buck", from)
		from = seed + 1
		more(t, g, "Break door")
		clickSquare(g, 3, 1)
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		require.Equal(t, rules.KindBreakDoor, lastKind(g), g.ctl.msg)
		bd := lastAction(g).(rules.BreakDoor)
		assert.Equal(t, "Axe", bd.Weapon)
		assert.Equal(t, rules.Pos{X: 3, Y: 1}, bd.At)
		if g.ctl.Battle().Doors()[0].Broken {
			assert.Contains(t, g.ctl.msg, "breaks open the light door")
			return
		}
	}
	t.Fatal("the axe never broke the door")
}

func TestPlayMoreActionsCarryTheirChoices(t *testing.T) {
	for _, tc := range []struct {
		name  string
		q     int // presses of Q after choosing
		x, y  int // the square clicked
		check func(t *testing.T, a rules.Action)
	}{
		{"Intimidate", 1, 2, 2, func(t *testing.T, a rules.Action) {
			assert.Equal(t, rules.TestVulnerable, a.(rules.Test).Effect, "Q chose Vulnerable")
		}},
		{"Taunt", 0, 2, 2, func(t *testing.T, a rules.Action) {
			assert.Equal(t, rules.TestDistracted, a.(rules.Test).Effect)
		}},
		{"Touch", 0, 2, 2, func(t *testing.T, a rules.Action) {
			assert.Equal(t, "orc", a.(rules.Touch).Target)
		}},
		{"GM: Stun", 0, 2, 2, func(t *testing.T, a rules.Action) {
			assert.Equal(t, "orc", a.(rules.Stun).Who)
		}},
		{"GM: Fatigue", 0, 8, 2, func(t *testing.T, a rules.Action) {
			assert.Equal(t, "gob1", a.(rules.Fatigue).Who)
		}},
		{"Unstable platform", 0, 5, 5, func(t *testing.T, a rules.Action) {
			assert.True(t, a.(rules.SetPlatform).Unstable)
		}},
		{"Ready weapon", 0, 5, 5, func(t *testing.T, a rules.Action) {
			assert.Equal(t, []string{"SMG"}, a.(rules.Ready).Weapons)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := arena(t, 2)
			more(t, g, tc.name)
			for range tc.q {
				press(g, CmdFire.Key())
			}
			n := len(g.ctl.Battle().Applied)
			clickSquare(g, tc.x, tc.y)
			for g.ctl.Asked() != nil {
				press(g, CmdNo.Key())
			}
			require.Len(t, g.ctl.Battle().Applied, n+1, "applied: %s", g.ctl.msg)
			tc.check(t, lastAction(g))
		})
	}
}

func TestPlayMoreSupportPicksTheAllyAndTheTrait(t *testing.T) {
	src := arenaYAML + `  - {id: ally, name: Ally, side: red, at: [1, 3], traits: {agility: d6, fighting: d6, notice: d6}}
`
	g, _ := turnOf(t, src, "vera", 1)
	more(t, g, "Support")
	btn, ok := g.ButtonFor(CmdFire)
	require.True(t, ok, "Support shows its trait as a button")
	assert.Equal(t, "Trait: fighting", btn.Label)
	press(g, CmdFire.Key())
	clickSquare(g, 1, 3)
	keepRolls(t, g)
	require.Equal(t, rules.KindSupport, lastKind(g), g.ctl.msg)
	s := lastAction(g).(rules.SupportAlly)
	assert.Equal(t, "ally", s.Ally)
	assert.Equal(t, rules.Shooting, s.Trait)
}

func TestPlayOfferButtonsComeFromTheRules(t *testing.T) {
	// Buck walks out of the farmhouse next to its open door: the rules
	// offer to close it (rules.Offers), as a button that does it.
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	clickSquare(g, 7, 3)
	var offer Button
	for _, bt := range g.Buttons() {
		if bt.Cmd == CmdOffer && bt.Label == "Close door (6, 4)" {
			offer = bt
		}
	}
	require.Equal(t, CmdOffer, offer.Cmd, "an offer to close the door: %v", g.Buttons())
	click(g, offer.X+offer.W/2, offer.Y+offer.H/2)
	assert.Equal(t, rules.KindDoor, lastKind(g), g.ctl.msg)
	for _, d := range b.Doors() {
		if d.At == (rules.Pos{X: 6, Y: 4}) {
			assert.False(t, d.Open, "the button shut it")
		}
	}
}

// cavalryYAML: Ser Hugh rides Star (Size 2, Pace 12); a pikeman far off.
const cavalryYAML = `name: Cavalry
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: star, name: Star, side: knights, at: [0, 2], size: 2, pace: 12, traits: {agility: d8, strength: d12, vigor: d8, fighting: d6}}
  - {id: ser, name: Ser Hugh, side: knights, wildcard: true, bennies: 0, mount: star, at: [0, 2],
     traits: {agility: d6, strength: d8, vigor: d8, fighting: d10, riding: d6, athletics: d6}, weapons: [{name: Lance, damage: str+d8, reach: 1}]}
  - {id: pike, name: Pikeman, side: foot, at: [10, 2], traits: {agility: d6, vigor: d6, fighting: d6}}
`

func TestPlayARidersClickRidesTheMount(t *testing.T) {
	// The mount acts on the pair's card first (it stands still), then the
	// rider's turn: a click on a square rides there.
	var g *Game
	for seed := uint64(1); seed < 100 && g == nil; seed++ {
		f, err := NewFight("t.yaml", []byte(cavalryYAML), seed)
		require.NoError(t, err)
		g = New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		if up := f.Battle().NextUp(); len(up) == 0 || up[0] != "star" {
			g = nil
			continue
		}
		for _, a := range []rules.Action{rules.StartTurn{Who: "star"}, rules.EndTurn{Who: "star"}, rules.StartTurn{Who: "ser", Actions: 1}} {
			require.NoError(t, g.ctl.Apply(a), g.ctl.msg)
		}
	}
	require.NotNil(t, g, "no seed deals the knights first")
	clickSquare(g, 5, 2)
	require.Equal(t, rules.KindRide, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.Pos{X: 5, Y: 2}, lastAction(g).(rules.Ride).To)
	p, ok := g.ctl.Battle().Battlefield.Position("star")
	require.True(t, ok)
	assert.Equal(t, rules.Pos{X: 5, Y: 2}, p, "the mount carries the rider")
}

func TestPlayOptionsLastUntilTheAttack(t *testing.T) {
	g := arena(t, 2)
	press(g, CmdShoot.Key())
	press(g, CmdCalled.Key())
	press(g, CmdAim.Key())
	assert.Equal(t, rules.CalledLimb, g.ctl.Options().Called, "an Aim keeps the called shot")
	press(g, CmdShoot.Key())
	clickSquare(g, 8, 2)
	keepRolls(t, g)
	require.Equal(t, rules.KindShoot, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.CalledLimb, lastAction(g).(rules.Shoot).Called)
	assert.Equal(t, AttackOptions{}, g.ctl.Options(), "the shot spends the options")
}

// The odds box shows the roll the shot will make: from an unstable
// platform its -2 is among the modifiers and in the odds (the box used to
// build its own roll without the rule hooks, showing better odds than the
// dice then had).
func TestPlayOddsBoxIsTheShotsOwnRoll(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	require.NoError(t, b.Apply(rules.SetPlatform{Who: "vera", Unstable: true}))
	press(g, CmdShoot.Key())
	hoverSquare(g, 8, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	m, ok := modNamed(ap.Mods, "unstable")
	require.True(t, ok, "the odds box names the platform: %v", ap.Mods)
	assert.Equal(t, rules.UnstableMod, m.Value)
	// d8 with the Wild Die at -2 against 4: the chance of 6+ on a d8 (3/8
	// with aces) and on the d6 (1/6 with aces) together missing.
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: rules.Mods{{Name: "unstable platform", Value: -2}}})
	assert.InDelta(t, want.Success, ap.Success, 1e-12)
	n := len(b.Events())
	clickSquare(g, 8, 2)
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
	rolled := rules.RolledTraits(b.Events()[n:])
	require.NotEmpty(t, rolled)
	assert.Equal(t, ap.Mods, rolled[0].Mods, "the shot rolls with the box's modifiers")
}

// Deluxe's called shots go on to a small (-4) and a tiny (-6) target;
// SWADE's stop at the head.
func TestPlayCalledShotCyclesSmallAndTinyInDeluxe(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{arenaYAML, []string{rules.CalledLimb, rules.CalledHand, rules.CalledHeadVitals, ""}},
		{"edition: deluxe\n" + arenaYAML, []string{rules.CalledLimb, rules.CalledHand, rules.CalledHeadVitals, rules.CalledSmall, rules.CalledTiny, ""}},
	} {
		f, err := NewFight("arena.yaml", []byte(tc.src), 1)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		var got []string
		for range tc.want {
			press(g, CmdCalled.Key())
			got = append(got, g.ctl.Options().Called)
		}
		assert.Equal(t, tc.want, got)
	}
	assert.Equal(t, "tiny -6 (+4 dmg)", calledLabel(rules.CalledTiny))
}

// Nonlethal with a blade (weapon key edged) is at -1: the window's
// nonlethal option marks the Fight as edged when the weapon is, and the
// odds box shows the -1.
func TestPlayNonlethalWithABladeIsEdged(t *testing.T) {
	edged := strings.Replace(arenaYAML, "{name: Knife, damage: str+d4}", "{name: Knife, damage: str+d4, edged: true}", 1)
	require.NotEqual(t, arenaYAML, edged)
	g, _ := arenaOf(t, edged, 1, 1)
	press(g, CmdFight.Key())
	press(g, CmdNonlethal.Key())
	mel := g.ctl.melee(g.ctl.actor(), g.ctl.Board().Figure("orc"))
	assert.True(t, mel.Nonlethal && mel.Edged, "%+v", mel)
	p, err := g.ctl.Battle().Preview(mel)
	require.NoError(t, err)
	m, ok := modNamed(p.Rolls[0].Mods(0), "nonlethal (flat of the blade)")
	require.True(t, ok, "%v", p.Rolls[0].Mods(0))
	assert.Equal(t, -1, m.Value)
	clickSquare(g, 2, 2)
	if q := g.ctl.Asked(); q != nil {
		press(g, CmdNo.Key())
	}
	got, ok := lastAction(g).(rules.Melee)
	require.True(t, ok)
	assert.True(t, got.Edged)

	// Bare hands or a blunt weapon: no edge.
	g = arena(t, 1)
	press(g, CmdFight.Key())
	press(g, CmdNonlethal.Key())
	mel = g.ctl.melee(g.ctl.actor(), g.ctl.Board().Figure("orc"))
	assert.True(t, mel.Nonlethal)
	assert.False(t, mel.Edged)
}
