package game

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arenaYAML: Vera with a sub-machine gun, a flamethrower and a knife;
// an orc next to her, two goblins further off.
const arenaYAML = `name: Arena
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],
     traits: {agility: d8, fighting: d8, shooting: d8, spirit: d6, vigor: d6},
     weapons: [{name: SMG, range: 12/24/48, damage: 2d6, rof: 3, shots: 30},
               {name: Flamer, damage: 2d10, template: cone},
               {name: Knife, damage: str+d4}]}
  - {id: orc, name: Orc, side: blue, at: [2, 2], traits: {agility: d6, fighting: d6, vigor: d8}}
  - {id: gob1, name: Goblin 1, side: blue, at: [8, 2], traits: {agility: d6, vigor: d4}}
  - {id: gob2, name: Goblin 2, side: blue, at: [8, 3], traits: {agility: d6, vigor: d4}}
`

// arena is the arena with Vera's turn started (the first seed that
// deals her the first card), on a 1280x800 screen.
func arena(t *testing.T, declare int) *Game {
	t.Helper()
	g, _ := arenaFrom(t, declare, 1)
	return g
}

// arenaFrom is arena with the first such seed from seed on (and the seed).
func arenaFrom(t *testing.T, declare int, from uint64) (*Game, uint64) {
	t.Helper()
	return arenaOf(t, arenaYAML, declare, from)
}

// arenaOf is arenaFrom on the scenario src (the arena in another edition).
func arenaOf(t *testing.T, src string, declare int, from uint64) (*Game, uint64) {
	t.Helper()
	for seed := from; seed < from+400; seed++ {
		f, err := NewFight("arena.yaml", []byte(src), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		if up := f.Battle().NextUp(); len(up) != 1 || up[0] != "vera" {
			continue
		}
		press(g, CmdDeclare1.Key())
		switch declare {
		case 2:
			press(g, CmdDeclare2.Key())
		case 3:
			press(g, CmdDeclare3.Key())
		}
		press(g, CmdNext.Key())
		require.Equal(t, "vera", f.Battle().Turn().Who)
		require.Equal(t, declare, f.Battle().Turn().Actions)
		return g, seed
	}
	t.Fatal("no seed deals Vera first")
	return nil, 0
}

func lastKind(g *Game) string {
	ap := g.ctl.Battle().Applied
	return ap[len(ap)-1].Action.Kind()
}

func TestPlayFightAnAdjacentFoe(t *testing.T) {
	g := arena(t, 1)
	// In move mode, hovering the adjacent orc previews a Fighting roll
	// against its Parry (2 + half Fighting d6 = 5).
	hoverSquare(g, 2, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "fight", ap.Kind)
	assert.Equal(t, 5, ap.TN)
	assert.Equal(t, "Knife", ap.Weapon)
	// The orc is unarmed and Vera holds a knife: +2, named.
	require.Len(t, ap.Mods, 1)
	assert.Equal(t, 2, ap.Mods[0].Value)
	assert.Contains(t, ap.Mods[0].Name, "unarmed")
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, TN: 5, Mods: ap.Mods})
	assert.InDelta(t, 0.9166666666666666, want.Success, 1e-12, "d8 and d6 at +2 against 5 miss together only on 1-2 each: 1 - (2/8)(2/6) = 11/12")
	assert.InDelta(t, want.Success, ap.Success, 1e-12)
	press(g, CmdFight.Key())
	clickSquare(g, 2, 2)
	declineSoaks(g)
	assert.Equal(t, rules.KindFight, lastKind(g))
	require.NotEmpty(t, g.ctl.Dice())
	assert.Contains(t, g.ctl.Dice()[0].Title, "Fighting")
}

func TestPlayConeSwingsWithTheMouse(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdThrow.Key())
	require.Equal(t, ModeThrow, g.ctl.Mode())
	// Aimed east along row 2-3: both goblins are 6" off, inside the 9" cone.
	hoverSquare(g, 8, 3)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Equal(t, "Flamer", tp.Weapon)
	assert.Contains(t, tp.Under, "gob1")
	assert.Contains(t, tp.Under, "orc", "the orc stands in the cone's mouth")
	east := tp.Outline
	// Swung south, away from everyone: nobody under it, and the outline moved.
	hoverSquare(g, 1, 5)
	tp = g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Empty(t, tp.Under)
	assert.NotEqual(t, east, tp.Outline)
	clickSquare(g, 1, 5)
	keepRolls(t, g)
	assert.Equal(t, rules.KindArea, lastKind(g))
}

func TestPlaySuppressPlacesAnMBT(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdSuppress.Key())
	require.Equal(t, ModeSuppress, g.ctl.Mode())
	hoverSquare(g, 8, 2)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	assert.Equal(t, "SMG", tp.Weapon)
	assert.Equal(t, []string{"gob1", "gob2"}, tp.Under)
	ammo := g.ctl.Battle().Figure("vera").Ammo[0]
	clickSquare(g, 8, 2)
	keepRolls(t, g)
	assert.Equal(t, rules.KindSuppress, lastKind(g), g.ctl.msg)
	assert.Less(t, g.ctl.Battle().Figure("vera").Ammo[0], ammo, "suppressive fire spends rounds")
}

func TestPlayFreeActionsAndTurns(t *testing.T) {
	g := arena(t, 2)
	b := g.ctl.Battle()
	press(g, CmdProne.Key())
	assert.True(t, b.Figure("vera").Prone)
	press(g, CmdProne.Key())
	assert.False(t, b.Figure("vera").Prone, "P again stands her up")
	// Weapon: W cycles the shooting weapons (only the SMG here).
	press(g, CmdShoot.Key())
	press(g, CmdWeapon.Key())
	assert.Equal(t, "SMG", g.ctl.weaponName(b.Figure("vera"), ModeShoot))
	press(g, CmdEndTurn.Key())
	assert.Nil(t, b.Turn())
	// The tactic plays the GM's figures' turns to the end of the round.
	for i := 0; i < 5 && len(b.NextUp()) > 0; i++ {
		press(g, CmdTactic.Key())
		assert.Nil(t, b.Turn(), "the tactic ends the turn: %s", g.ctl.msg)
	}
	assert.Empty(t, b.NextUp())
	press(g, CmdNext.Key())
	assert.Equal(t, 2, b.Fight.Init.Round, "Enter deals round 2")
}

func TestPlayAim(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdAim.Key())
	assert.Equal(t, rules.KindAim, lastKind(g))
	clickSquare(g, 1, 4)
	msg, bad := g.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "aimed", "no moving after an Aim")
}

func TestPlayDefendAndHold(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	press(g, CmdDefend.Key())
	assert.Equal(t, rules.KindDefend, lastKind(g))
	assert.True(t, b.Defending("vera"))
	press(g, CmdEndTurn.Key())
	// Hold the next figure up.
	up := b.NextUp()
	require.NotEmpty(t, up)
	press(g, CmdHold.Key())
	assert.Equal(t, rules.KindHold, lastKind(g))
	assert.True(t, b.Fight.Init.Hold[up[0]])
}

func TestPlayHandleAllocatesNothingWhenIdle(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	x, y := at(g, 7, 3)
	in := Input{X: x, Y: y}
	g.Handle(in)
	allocs := testing.AllocsPerRun(100, func() { g.Handle(in) })
	assert.Zero(t, allocs, "a tick with the cursor still allocates nothing")
	_ = board.Square{}
}

func TestPlayShakenPromptSpendsABenny(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	// The GM shakes Vera (a GM's state change), then her prompt offers
	// the benny; a click on it spends one and she is no longer Shaken.
	st := b.Figure("vera").State
	st.Shaken = true
	require.NoError(t, g.ctl.Apply(rules.SetState{Who: "vera", State: st, Note: "a fright"}))
	require.True(t, b.Figure("vera").Shaken)
	bennies := b.Figure("vera").Bennies
	g.Handle(Input{})
	var prompt Button
	for _, bt := range g.Buttons() {
		if bt.Cmd == CmdBenny && bt.Label != "Benny: unshake" {
			prompt = bt
		}
	}
	require.NotZero(t, prompt.W, "the prompt shows the benny button")
	click(g, prompt.X+prompt.W/2, prompt.Y+prompt.H/2)
	assert.False(t, b.Figure("vera").Shaken)
	assert.Equal(t, bennies-1, b.Figure("vera").Bennies)
}

func TestPlayHelpPages(t *testing.T) {
	require.NotEmpty(t, rules.Help(), "the rules register their help")
	g := arena(t, 1)
	press(g, CmdHelp.Key())
	require.NotNil(t, g.ctl.help())
	press(g, CmdLogDown.Key())
	assert.Equal(t, min(3, len(rules.Help())-1), g.ctl.help().page, "Page Down turns the help's page, not the log")
	assert.Zero(t, g.ctl.logBack)
	press(g, CmdLogUp.Key())
	assert.Zero(t, g.ctl.help().page)
	press(g, CmdHelp.Key())
	press(g, CmdLogUp.Key())
	assert.Equal(t, 5, g.ctl.logBack, "with the help closed Page Up scrolls the log back")
}

// more presses X until the further action named is chosen.
func more(t *testing.T, g *Game, name string) {
	t.Helper()
	for i := 0; i <= len(menu.Catalogue); i++ {
		press(g, CmdMore.Key())
		if menu.Catalogue[g.ctl.more].Label == name {
			require.Equal(t, ModeMore, g.ctl.Mode())
			return
		}
	}
	t.Fatalf("no further action %q", name)
}

func TestPlayMoreIntimidate(t *testing.T) {
	g := arena(t, 1)
	more(t, g, "Intimidate")
	b, ok := g.ButtonFor(CmdMore)
	require.True(t, ok)
	assert.Equal(t, "More: Intimidate", b.Label)
	clickSquare(g, 2, 2)
	keepRolls(t, g)
	assert.Equal(t, rules.KindTest, lastKind(g), g.ctl.msg)
	// A click on empty ground says what to click.
	g2 := arena(t, 1)
	more(t, g2, "Grapple")
	n := len(g2.ctl.Battle().Applied)
	clickSquare(g2, 5, 5)
	msg, bad := g2.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "click the figure to grapple")
	assert.Len(t, g2.ctl.Battle().Applied, n)
}

func TestPlayMoreClosesTheFarmhouseDoor(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	clickSquare(g, 7, 3)
	door := func() rules.Door {
		for _, d := range b.Doors() {
			if d.At == (rules.Pos{X: 6, Y: 4}) {
				return d
			}
		}
		t.Fatal("no door at (6, 4)")
		return rules.Door{}
	}
	require.True(t, door().Open, "the demo's farmhouse door stands open")
	more(t, g, "Door")
	clickSquare(g, 6, 4)
	assert.Equal(t, rules.KindDoor, lastKind(g), g.ctl.msg)
	assert.False(t, door().Open, "Buck shuts it")
}

func TestPlayInterruptFromHold(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	press(g, CmdEndTurn.Key())
	// The next figure up goes on Hold; the one after starts; the holder
	// interrupts it (an opposed Athletics roll decides who goes first).
	first := b.NextUp()[0]
	press(g, CmdHold.Key())
	require.True(t, b.Fight.Init.Hold[first])
	var next string
	for _, id := range b.NextUp() {
		if id != first {
			next = id
			break
		}
	}
	if next == "" {
		t.Skip("nobody else is up this round")
	}
	press(g, CmdInterrupt.Key())
	assert.Equal(t, rules.KindInterrupt, lastKind(g), g.ctl.msg)
	require.NotNil(t, b.Turn())
	assert.Contains(t, []string{first, next}, b.Turn().Who)
}

func TestPlayMoreReload(t *testing.T) {
	g := arena(t, 2)
	b := g.ctl.Battle()
	press(g, CmdShoot.Key())
	clickSquare(g, 8, 2)
	keepRolls(t, g)
	require.Equal(t, rules.KindShoot, lastKind(g), g.ctl.msg)
	spent := b.Figure("vera").Ammo[0]
	require.Less(t, spent, 30)
	more(t, g, "Reload")
	clickSquare(g, 5, 5)
	assert.Equal(t, rules.KindReload, lastKind(g), g.ctl.msg)
	assert.Greater(t, b.Figure("vera").Ammo[0], spent)
}

// Deluxe: Z crouches (half Pace: the reach shrinks to 3" walking) and
// stands up again; SWADE shows no such button.
func TestPlayCrouchHalvesTheReachInDeluxe(t *testing.T) {
	g, _ := arenaOf(t, "edition: deluxe\n"+arenaYAML, 1, 1)
	_, ok := g.ButtonFor(CmdCrouch)
	require.True(t, ok, "deluxe shows Crouch")
	hoverSquare(g, 5, 0)
	assert.Equal(t, 6, g.ctl.Overlay().PaceLeft)
	press(g, CmdCrouch.Key())
	assert.Equal(t, rules.KindCrouch, lastKind(g))
	assert.True(t, g.ctl.Battle().Figure("vera").Crouching)
	hoverSquare(g, 5, 0)
	ov := g.ctl.Overlay()
	assert.Equal(t, 3, ov.PaceLeft)
	for _, c := range ov.Reach {
		assert.LessOrEqual(t, c.Cost, 3+3, "a crouched run is halved too: (6 + 6) / 2")
	}
	press(g, CmdCrouch.Key())
	assert.Equal(t, rules.KindStand, lastKind(g))
	assert.False(t, g.ctl.Battle().Figure("vera").Crouching)

	sw := arena(t, 1)
	_, ok = sw.ButtonFor(CmdCrouch)
	assert.False(t, ok, "SWADE has no crouching")
}

// Bare hands are always a melee weapon: a figure with no melee weapon
// still fights (C), and W in Fight mode steps from the knife to bare
// hands and back.
func TestPlayFightBareHandedWithNoMeleeWeapon(t *testing.T) {
	src := strings.Replace(arenaYAML, ",\n               {name: Knife, damage: str+d4}]}", "]}", 1)
	require.NotEqual(t, arenaYAML, src)
	g, _ := arenaOf(t, src, 1, 1)
	press(g, CmdFight.Key())
	require.Equal(t, ModeFight, g.ctl.Mode(), "no melee weapon: bare hands")
	hoverSquare(g, 2, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	assert.Equal(t, "bare hands", ap.Weapon)
	clickSquare(g, 2, 2)
	keepRolls(t, g)
	assert.Equal(t, rules.KindFight, lastKind(g))

	g = arena(t, 1)
	press(g, CmdFight.Key())
	hoverSquare(g, 2, 2)
	assert.Equal(t, "Knife", g.ctl.Overlay().Attack.Weapon)
	press(g, CmdWeapon.Key())
	hoverSquare(g, 2, 2)
	assert.Equal(t, "bare hands", g.ctl.Overlay().Attack.Weapon)
	press(g, CmdWeapon.Key())
	hoverSquare(g, 2, 2)
	assert.Equal(t, "Knife", g.ctl.Overlay().Attack.Weapon)
}

// Hold lasts until the player acts from it: Enter after H starts the next
// figure in the countdown (not the held one), the strip lists the held
// figure with its marker, and a click on it acts from Hold.
func TestPlayHoldPersistsAndTheStripMarksIt(t *testing.T) {
	var g *Game
	for seed := uint64(1); seed < 400 && g == nil; seed++ {
		f, err := NewFight("arena.yaml", []byte(arenaYAML), seed)
		require.NoError(t, err)
		g = New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		if up := f.Battle().NextUp(); len(up) != 1 || up[0] != "vera" {
			g = nil
		}
	}
	require.NotNil(t, g)
	b := g.ctl.Battle()
	press(g, CmdHold.Key())
	require.True(t, b.Fight.Init.Hold["vera"])
	press(g, CmdNext.Key())
	require.NotNil(t, b.Turn())
	assert.Equal(t, "orc", b.Turn().Who, "Enter starts the countdown's next figure")
	assert.True(t, b.Fight.Init.Hold["vera"], "Vera keeps her Hold")
	var held []string
	for _, bx := range g.layout().cards {
		if bx.Hold {
			held = append(held, bx.Figures...)
		}
	}
	assert.Equal(t, []string{"vera"}, held, "the strip marks the held figure")
	press(g, CmdEndTurn.Key())
	for b.Turn() == nil && len(b.NextUp()) > 1 {
		press(g, CmdNext.Key())
		press(g, CmdEndTurn.Key())
	}
	assert.True(t, b.Fight.Init.Hold["vera"])
	clickSquare(g, 1, 2)
	require.NotNil(t, b.Turn())
	assert.Equal(t, "vera", b.Turn().Who, "a click on her acts from Hold")
	assert.False(t, b.Fight.Init.Hold["vera"])
}

// The suppressive fire preview is its plan: each figure under the
// template with its own cover (Goblin 2 behind a low wall: medium cover,
// -4), and the roll is read against each with those same modifiers.
func TestPlaySuppressPreviewShowsEachFiguresCover(t *testing.T) {
	src := strings.Replace(arenaYAML, "    - \"............\"\n    - \"............\"\n    - \"............\"\nfigures", "    - \".......=....\"\n    - \"............\"\n    - \"............\"\nfigures", 1)
	require.NotEqual(t, arenaYAML, src)
	g, _ := arenaOf(t, src, 1, 1)
	press(g, CmdSuppress.Key())
	hoverSquare(g, 8, 2)
	tp := g.ctl.Overlay().Template
	require.NotNil(t, tp)
	require.Empty(t, tp.Err)
	require.Len(t, tp.Targets, 2)
	assert.Equal(t, "gob1", tp.Targets[0].ID)
	assert.Empty(t, tp.Targets[0].Mods)
	assert.Equal(t, "gob2", tp.Targets[1].ID)
	assert.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, tp.Targets[1].Mods)
	assert.Greater(t, tp.Targets[0].Success, tp.Targets[1].Success, "the wall makes Distracting Goblin 2 harder")
	b := g.ctl.Battle()
	n := len(b.Events())
	clickSquare(g, 8, 2)
	keepRolls(t, g)
	require.Equal(t, rules.KindSuppress, lastKind(g), g.ctl.msg)
	rolled := rules.RolledTraits(b.Events()[n:])
	require.Len(t, rolled, 2)
	assert.Equal(t, "gob2", rolled[1].Target)
	assert.Equal(t, append(append(rules.Mods{}, tp.Mods...), tp.Targets[1].Mods...), rolled[1].Mods)
}

// Disarm from the More menu strikes the hand in swade and the arm in
// deluxe, which has no hand shot.
func TestPlayMoreDisarmStrikesTheHandOrInDeluxeTheArm(t *testing.T) {
	src := strings.Replace(arenaYAML, "traits: {agility: d6, fighting: d6, vigor: d8}}",
		"traits: {agility: d6, fighting: d6, vigor: d8}, weapons: [{name: Axe, damage: str+d6}]}", 1)
	for _, tc := range []struct {
		src string
		at  string
	}{{src, rules.DisarmHand}, {"edition: deluxe\n" + src, rules.DisarmLimb}} {
		g, _ := arenaOf(t, tc.src, 1, 1)
		more(t, g, "Disarm")
		clickSquare(g, 2, 2)
		keepRolls(t, g)
		d, ok := lastAction(g).(rules.Disarm)
		require.True(t, ok, g.ctl.msg)
		assert.Equal(t, tc.at, d.At)
	}
}

// Deluxe: the GM grants a figure The Drop from the More menu; it counts
// as on Hold (it may act when it chooses, interrupting).
func TestPlayMoreGMGrantsTheDropAsAHoldInDeluxe(t *testing.T) {
	g, _ := arenaOf(t, "edition: deluxe\n"+arenaYAML, 1, 1)
	more(t, g, "GM: The Drop (on Hold)")
	clickSquare(g, 2, 2)
	h, ok := lastAction(g).(rules.SetHold)
	require.True(t, ok, g.ctl.msg)
	assert.Equal(t, rules.SetHold{Who: "orc", Hold: true, Drop: true}, h)
	assert.True(t, g.ctl.Battle().Fight.Init.Hold["orc"])

	sw := arena(t, 1)
	more(t, sw, "GM: The Drop (on Hold)")
	clickSquare(sw, 2, 2)
	msg, bad := sw.ctl.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "in swade The Drop gives +4 attack and damage but puts no one on Hold")
}
