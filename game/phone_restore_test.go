package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tapCmd taps the sheet's button of this command (it must be shown and
// enabled).
func (p *phone) tapCmd(id Cmd) {
	p.t.Helper()
	b, ok := p.g.ButtonFor(id)
	require.True(p.t, ok, "a %s button: %v", id, p.labels())
	require.True(p.t, b.Enabled, "%q is enabled: %s", b.Label, b.Why)
	p.tapAt(b.X+b.W/2, b.Y+b.H/2)
}

// Between turns Ann's phone offers the declaration (1 action, 2, 3) with
// her hero up now; her tap on 2 sends nothing by itself and says the -2
// every roll takes; her tap on her hero starts his turn with two actions
// declared, the prompt says which action of the two and the -2 on
// every roll, the
// shot's odds carry the -2 multi-action, and the next turn declares one
// again.
func TestAPhoneDeclaresTwoActionsByFingerAndTheOddsTakeTheMinusTwo(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	assert.Contains(t, p.g.ctl.promptText(), "Ann's Hero", "her hero is up now")
	one, ok := p.g.ButtonFor(CmdDeclare1)
	require.True(t, ok, "the declaration is offered: %v", p.labels())
	assert.True(t, one.Active, "one action unless changed")
	n := len(b.Applied)
	p.tapCmd(CmdDeclare2)
	assert.Len(t, b.Applied, n, "a declaration sends nothing by itself")
	assert.Equal(t, "The next turn declares 2 actions: -2 on every roll (Enter starts it)", p.message())
	two, _ := p.g.ButtonFor(CmdDeclare2)
	assert.True(t, two.Active, "2 is lit")

	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn(), "her tap starts his turn")
	require.Len(t, b.Applied, n+1)
	st, ok := b.Applied[n].Action.(rules.StartTurn)
	require.True(t, ok, "a start: %T", b.Applied[n].Action)
	assert.Equal(t, rules.StartTurn{Who: "hero1", Actions: 2}, st)
	assert.Contains(t, p.g.ctl.promptText(), "actions 0/2 at -2", "the prompt says which action of the two and their penalty")
	p.shot("two-actions")

	p.tapButton("Shoot")
	p.tapSquare(7, 3)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the shot's overlay")
	require.Empty(t, ap.Err)
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "multi-action", Value: -2}, "the odds carry the penalty: %v", ap.Mods)
	assert.Equal(t, 1, p.g.ctl.declare.n(), "spent: the next turn declares one again")
}

// damageTable: Ann's sure shot with a pistol at an armoured gunman (a
// hit that often fails to harm him, so the damage's reroll is asked).
const damageTable = `name: Damage
map:
  rows:
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    bennies: 3
    at: [0, 0]
    traits: {agility: d8, shooting: d12+8, vigor: d6, spirit: d6}
    weapons:
      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 500}
  - id: gunman
    name: Gunman
    side: cult
    armor: 10
    at: [3, 0]
    traits: {agility: d6, shooting: d4, vigor: d6}
`

// Ann's hero's shot hits the armoured gunman and her phone asks whether
// she rerolls the damage, in the question's words (the damage against
// Toughness 15, her bennies left) on buttons worded as the window's
// (Reroll (benny), Keep it); her tap on Reroll is the session's answer:
// the reroll is recorded and the benny spent.
func TestAPhoneAnswersTheDamageRerollQuestionYesByFinger(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		if phoneDamageReroll(t, seed) {
			return
		}
	}
	t.Fatal("no seed below 30 asked about the hero's first shot's damage")
}

func phoneDamageReroll(t *testing.T, seed uint64) bool {
	p := phoneOn(t, "damage.yaml", damageTable, seed)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn(), "her tap starts her hero's turn")
	p.tapButton("Shoot")
	p.tapSquare(3, 0)
	p.tapSquare(3, 0)
	q := p.g.ctl.Asked()
	if q == nil || !q.Reroll || !strings.Contains(q.Text(), "damage") {
		p.answerNo()
		return false
	}
	assert.True(t, strings.HasPrefix(q.Text(), "Spend a benny to reroll Ann's Hero's damage "), q.Text())
	assert.Contains(t, q.Text(), " against Gunman (3 left)?", "the gunman's Toughness kept back from her phone")
	yes, okY := p.g.ButtonFor(CmdYes)
	no, okN := p.g.ButtonFor(CmdNo)
	require.True(t, okY && okN, "the question's two buttons: %v", p.labels())
	assert.Equal(t, "Reroll (benny)", yes.Label)
	assert.Equal(t, "Keep it", no.Label)
	p.tapAt(yes.X+yes.W/2, yes.Y+yes.H/2)
	p.answerNo() // another reroll may be asked: she keeps that one
	last := b.Applied[len(b.Applied)-1]
	require.Equal(t, rules.KindShoot, last.Action.Kind())
	require.NotEmpty(t, last.Rerolls)
	assert.True(t, last.Rerolls[0], "her Yes is the recorded damage reroll answer")
	assert.Equal(t, 2, b.Figure("hero1").Bennies)
	assert.Contains(t, strings.Join(b.Log(), "\n"), "Ann's Hero spends a benny on a reroll of damage (")
	return true
}

// reactTable: Ann's Gina (First Strike) and the GM's cultist, an Extra,
// 5" off, free to walk up to her.
const reactTable = `name: React
map:
  rows:
    - "........"
    - "........"
figures:
  - {id: gina, name: Gina, side: heroes, player: anna, wildcard: true, bennies: 0, at: [0, 1], edges: [First Strike],
     traits: {agility: d6, fighting: d8, vigor: d6, spirit: d6, strength: d6}, weapons: [{name: Sword, damage: str+d8}]}
  - {id: c1, name: Cultist, side: cult, at: [5, 1], traits: {agility: d6, fighting: d6, vigor: d6}}
`

// The GM walks the cultist up to Gina: Ann's phone asks her First Strike
// question in its words on buttons worded as the window's (Free attack,
// Let it pass), and her tap on Free attack is the session's answer: the
// free attack is rolled as the cultist comes into reach.
func TestAPhoneTakesAFirstStrikeByFinger(t *testing.T) {
	p := phoneOn(t, "react.yaml", reactTable, 1)
	p.dealTo("c1")
	b := p.battle()
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	require.True(t, p.gmTries(rules.Move{Who: "c1", To: rules.Pos{X: 1, Y: 1}}, "gina"), "the GM's move waits for her")
	q := p.g.ctl.Asked()
	require.NotNil(t, q, "her phone asks")
	assert.True(t, q.Reaction, q.Text())
	assert.True(t, strings.HasPrefix(q.Text(), "Gina may make a free Fighting attack at Cultist (First Strike): take it?"), q.Text())
	yes, okY := p.g.ButtonFor(CmdYes)
	no, okN := p.g.ButtonFor(CmdNo)
	require.True(t, okY && okN, "the question's two buttons: %v", p.labels())
	assert.Equal(t, "Free attack", yes.Label)
	assert.Equal(t, "Let it pass", no.Label)
	p.tapAt(yes.X+yes.W/2, yes.Y+yes.H/2)
	p.answerNo()
	assert.Contains(t, b.Log(), "Gina vs Cultist: free attack: First Strike as Cultist comes into reach.")
	last := b.Applied[len(b.Applied)-1]
	require.Equal(t, rules.KindMove, last.Action.Kind())
	require.NotEmpty(t, last.Answers)
	assert.True(t, last.Answers[0], "her Yes is the recorded answer")
}

// optionsTable: Ann's hero with a Tommy gun (RoF 3, burst), a knife and
// a rifle; a cultist far off and a brute beside her.
const optionsTable = `name: Options
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, fighting: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Tommy, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 30, burst: true}
      - {name: Knife, damage: str+d4, edged: true}
      - {name: Rifle, range: 24/48/96, damage: 2d8, shots: 5}
  - {id: c1, name: Cultist, side: cult, at: [7, 2], traits: {agility: d6, fighting: d6, vigor: d6}}
  - {id: c2, name: Brute, side: cult, at: [1, 0], traits: {agility: d6, fighting: d6, vigor: d6}}
`

// On Ann's phone a shot's options are buttons of the sheet: Called steps
// to a limb (-2), Dice steps the Tommy's trait dice 1, 2, 3 of RoF 3 then
// its burst (+1); a shot has no Wild Attack and a player no Drop. The
// odds of her next aim carry them and her second tap shoots with them.
func TestAPhonesShotOptionsGoIntoTheOddsAndTheShot(t *testing.T) {
	p := phoneOn(t, "options.yaml", optionsTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn())
	p.tapButton("Shoot")
	assert.Contains(t, p.labels(), "Called: none")
	assert.Contains(t, p.labels(), "Dice: 1 of RoF 3")
	assert.NotContains(t, p.labels(), "Wild Attack", "a shot has no Wild Attack")
	for _, l := range p.labels() {
		assert.NotContains(t, l, "Drop", "a player does not grant herself The Drop")
	}
	p.tapButton("Called: none")
	assert.Contains(t, p.labels(), "Called: limb -2")
	p.tapButton("Dice: 1")
	assert.Equal(t, "The Tommy fires 2 trait dice (RoF 3)", p.message())
	p.tapButton("Dice: 2")
	p.tapButton("Dice: 3")
	assert.Contains(t, p.labels(), "Fire: burst +1", "swade's burst after the RoF's dice")

	n := len(b.Applied)
	p.tapSquare(7, 2)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the shot's overlay")
	require.Empty(t, ap.Err)
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "called shot (limb)", Value: -2}, "%v", ap.Mods)
	p.tapSquare(7, 2)
	p.answerNo()
	require.Greater(t, len(b.Applied), n)
	sh, ok := b.Applied[n].Action.(rules.Shoot)
	require.True(t, ok, "a shot: %T", b.Applied[n].Action)
	assert.Equal(t, "limb", sh.Called)
	assert.Equal(t, rules.Burst, sh.Mode)
	assert.Equal(t, "Tommy", sh.Weapon)
}

// The fight's options on Ann's phone: Wild Attack, Desperate, Nonlethal
// (no Drop for a player); her blow at the brute carries them and her
// knife, nonlethal with a blade being the flat of it.
func TestAPhonesFightOptionsGoIntoTheBlow(t *testing.T) {
	p := phoneOn(t, "options.yaml", optionsTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	p.tapButton("Fight")
	for _, l := range []string{"Wild Attack", "Desperate: off", "Nonlethal", "Called: none"} {
		assert.Contains(t, p.labels(), l)
	}
	for _, l := range p.labels() {
		assert.NotContains(t, l, "RoF", "no fire mode in a fight")
		assert.NotContains(t, l, "Drop", "a player does not grant herself The Drop")
	}
	p.tapButton("Wild Attack")
	p.tapButton("Nonlethal")
	n := len(b.Applied)
	p.tapSquare(1, 0)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the blow's overlay")
	assert.Equal(t, "Knife", ap.Weapon)
	p.tapSquare(1, 0)
	p.answerNo()
	require.Greater(t, len(b.Applied), n)
	m, ok := b.Applied[n].Action.(rules.Melee)
	require.True(t, ok, "a blow: %T", b.Applied[n].Action)
	assert.Equal(t, "Knife", m.Weapon)
	assert.True(t, m.Wild)
	assert.True(t, m.Nonlethal)
}

// Ann's Weapon button readies her next gun, skipping the knife (the
// Tommy, the Rifle, the Tommy again), and her shot is with the one
// readied.
func TestAPhonesWeaponButtonCyclesTheGunsAndTheShotUsesIt(t *testing.T) {
	p := phoneOn(t, "options.yaml", optionsTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	p.tapButton("Shoot")
	p.tapButton("Weapon")
	assert.Equal(t, "Ann's Hero readies the Rifle", p.message(), "the knife is skipped")
	n := len(b.Applied)
	p.tapSquare(7, 2)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "Rifle", ap.Weapon)
	p.tapSquare(7, 2)
	p.answerNo()
	require.Greater(t, len(b.Applied), n)
	sh, ok := b.Applied[n].Action.(rules.Shoot)
	require.True(t, ok, "a shot: %T", b.Applied[n].Action)
	assert.Equal(t, "Rifle", sh.Weapon)
	p.tapButton("Weapon")
	assert.Equal(t, "Ann's Hero readies the Tommy", p.message(), "round again")
}

// greyed is the sheet's button with this label, which must be shown and
// greyed, and its reason.
func (p *phone) greyed(label string) Button {
	p.t.Helper()
	b, ok := p.shown(label)
	require.True(p.t, ok, "a %q button: %v", label, p.labels())
	require.False(p.t, b.Enabled, "%q is greyed", label)
	return b
}

// On Ann's phone a button the rules would refuse stays on the sheet,
// greyed with the reason: after her hero walks, Aim (he moved), Grapple
// and Push of the More list (the cultist is not adjacent), Disarm (the
// cultist holds nothing); her tap on a greyed one says why on the
// message line and plays nothing.
func TestAPhonesGreyedButtonsAndMoreEntriesSayWhyAndSendNothing(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	p.tapSquare(2, 0)
	p.tapSquare(2, 0)
	at, _ := b.Battlefield.Position("hero1")
	require.Equal(t, rules.Pos{X: 2, Y: 0}, at, "he walked")
	p.tapButton("More")
	assert.Equal(t, "Aim: Ann's Hero has moved this turn and cannot aim", p.greyed("Aim").Why)
	assert.Equal(t, "Grapple: Cultist is not adjacent to Ann's Hero: grappling needs the bases to touch", p.greyed("Grapple").Why)
	assert.Equal(t, "Push: Cultist is not adjacent to Ann's Hero: a push needs the bases to touch", p.greyed("Push").Why)
	assert.Equal(t, "Disarm: Cultist holds nothing to drop", p.greyed("Disarm").Why)
	n := len(b.Applied)
	aim := p.greyed("Aim")
	p.tapAt(aim.X+aim.W/2, aim.Y+aim.H/2)
	msg, bad := p.g.ctl.Message()
	assert.Equal(t, "Aim: Ann's Hero has moved this turn and cannot aim", msg)
	assert.True(t, bad, "said as a refusal")
	assert.Len(t, b.Applied, n, "a greyed button plays nothing")
}

// A player's phone has no edit mode: no Edit button on any tab of its
// sheet, and the F2 key of a player's page on a laptop opens none
// either (one sentence says the key is the GM's and whom to ask).
func TestAPlayersPhoneHasNoEditButtonAndItsEditsChangeNothing(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	for tab := range tabCount {
		if b, ok := p.shown(sheetTabNames[tab]); ok {
			p.tapAt(b.X+b.W/2, b.Y+b.H/2)
		}
		_, ok := p.g.ButtonFor(CmdEdit)
		assert.False(t, ok, "no Edit on the %s tab: %v", sheetTabNames[tab], p.labels())
	}
	n := len(p.battle().Applied)
	press(p.g, CmdEdit.Key())
	assert.Equal(t, "Only the GM can use F2 (edit): ask the GM.", p.message(), "F2 on her seat: one sentence a player reads")
	p.tapSquare(7, 3)
	_, ok := p.shown("Wounds +")
	require.False(t, ok, "no edit entries on her seat: %v", p.labels())
	assert.Len(t, p.battle().Applied, n)
	assert.Equal(t, 0, p.battle().Figure("c1").Wounds)
}

// spearTable is hostedTable with a Spear (Reach 1) in the hero's hands
// after the Colt and the cultist at (x, 0).
func spearTable(t *testing.T, x string) string {
	t.Helper()
	s := strings.Replace(hostedTable, "      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n",
		"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n      - {name: Spear, damage: str+d6, reach: 1}\n", 1)
	s = strings.Replace(s, "at: [7, 3]", "at: ["+x+", 0]", 1)
	require.Contains(t, s, "reach: 1")
	require.Contains(t, s, "at: ["+x+", 0]")
	return s
}

// On Ann's phone a tap on a foe 2" off (one empty square between), within
// her Spear's Reach 1, aims a blow with the Spear as a tap on an adjacent
// foe does, and the second tap strikes it.
func TestAPhonesTapOnAFoeInReachAimsABlowAndTheSecondStrikes(t *testing.T) {
	p := phoneOn(t, "spear.yaml", spearTable(t, "2"), 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn())
	n := len(b.Applied)
	p.tapSquare(2, 0)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "a blow aimed")
	assert.Equal(t, "Spear", ap.Weapon)
	assert.Empty(t, ap.Err)
	require.Len(t, b.Applied, n, "the first tap only aims")
	p.tapSquare(2, 0)
	p.answerNo()
	require.Greater(t, len(b.Applied), n)
	m, ok := b.Applied[n].Action.(rules.Melee)
	require.True(t, ok, "a blow: %T", b.Applied[n].Action)
	assert.Equal(t, "c1", m.Target)
	assert.Equal(t, "Spear", m.Weapon)
	at, _ := b.Battlefield.Position("hero1")
	assert.Equal(t, rules.Pos{}, at, "struck from where she stands")
}

// A foe 3" off, beyond the Spear's Reach, is aimed at with the Colt.
func TestAPhonesTapOnAFoeBeyondReachAimsAShot(t *testing.T) {
	p := phoneOn(t, "spear.yaml", spearTable(t, "3"), 3)
	p.dealTo("hero1")
	p.tapSquare(0, 0)
	p.tapSquare(3, 0)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "an attack aimed")
	assert.Equal(t, "Colt", ap.Weapon)
	assert.Empty(t, ap.Err)
	assert.Equal(t, "(3, 0): tap again to attack", p.message())
}

// A phone has no Enter key: after Bob tapped 2, his phone read "The next
// turn declares 2 actions: -2 on every roll (Enter starts it)". On a touch
// screen the line says what his finger does.
func TestAPhonesDeclarationSaysToTapNotEnter(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	p.tapCmd(CmdDeclare2)
	require.True(t, p.g.ctl.Finger(), "a finger's tap")
	shown := p.g.ctl.words(p.message())
	assert.NotContains(t, shown, "Enter", shown)
	assert.Equal(t, "The next turn declares 2 actions: -2 on every roll (tap the figure or Start turn)", shown)
}
