package game

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Ann's phone held upright, by finger: a tap on her hero, up, starts his
// turn; a tap on a square shows the path there and a second tap on it
// walks him (the first only shows where he would go); with Shoot a tap on
// the cultist shows the session's odds and a second tap shoots.
func TestAPhoneSelectsMovesAndShootsByFinger(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.shot("up")

	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn(), "her tap starts her hero's turn")
	assert.Equal(t, "hero1", b.Turn().Who)
	assert.Equal(t, "hero1", p.g.Snapshot().Selected)

	p.tapSquare(3, 2)
	at, _ := b.Battlefield.Position("hero1")
	p.shot("path")
	assert.Equal(t, rules.Pos{}, at, "the first tap only aims")
	ov := p.g.ctl.Overlay()
	assert.Len(t, ov.Path, 4, "it shows the path: three squares on from his")
	assert.Equal(t, 4, p.g.SeatSnapshot()["path"], "the page's hook gives the path's length")
	assert.Equal(t, 6, ov.PaceLeft, "and the Pace left")
	assert.Equal(t, "(3, 2): tap again to go", p.message())
	p.tapSquare(3, 2)
	at, _ = b.Battlefield.Position("hero1")
	assert.Equal(t, rules.Pos{X: 3, Y: 2}, at, "the second tap walks him there")
	assert.Equal(t, board.Square{X: 3, Y: 2}, p.g.ctl.seatBoard().Figure("hero1").At, "and her phone shows it")
	p.shot("moved")

	p.tapButton("Shoot")
	n := len(b.Applied)
	p.tapSquare(7, 3)
	require.Len(t, b.Applied, n, "the first tap on the cultist only aims")
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the shot's overlay")
	assert.Equal(t, "c1", ap.Target)
	assert.Equal(t, "Colt", ap.Weapon)
	require.Empty(t, ap.Err)
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: ap.Mods, TN: 4})
	assert.InDelta(t, want.Success, ap.Success, 1e-12, "the odds box: the session's preview of a d8 shot")
	assert.Equal(t, "(7, 3): tap again to shoot", p.message())
	p.shot("aimed")
	p.tapSquare(7, 3)
	p.answerNo() // a benny reroll of the damage is asked: she keeps it
	require.Len(t, b.Applied, n+1, "the second tap shoots")
	assert.Equal(t, rules.KindShoot, b.Applied[n].Action.Kind())
	assert.NotEmpty(t, p.g.ctl.Dice(), "her phone shows the dice")
	p.shot("shot")
}

// hostGunTable is the e2e Soak test's: a gunman with a cannon that wounds
// whatever it hits.
const hostGunTable = `name: Hosted guns
map:
  rows:
    - "........"
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
    traits: {agility: d8, shooting: d8, vigor: d6, spirit: d6}
  - id: gunman
    name: Gunman
    side: cult
    at: [5, 0]
    traits: {agility: d6, shooting: d12, vigor: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

// The GM's gunman wounds Ann's hero: her phone asks whether he Soaks
// (the question's text, its Soak and Take it buttons on the sheet), her
// tap on Take it is the session's answer: the Wounds stand and her
// bennies are kept.
func TestAPhoneAnswersTheSoakQuestionNoByFinger(t *testing.T) {
	p := phoneOn(t, "guns.yaml", hostGunTable, 5)
	b := p.battle()
	asked := func() bool { q := p.g.ctl.Asked(); return q != nil && q.Who == "hero1" }
	p.gunmanShootsTillAsked(asked)
	require.True(t, asked(), "a shot wounds her hero and her phone asks")
	q := p.g.ctl.Asked()
	require.False(t, q.Reroll || q.Reaction, "a Soak: %s", q.Text())
	assert.Contains(t, q.Text(), "Ann's Hero takes")
	bennies := b.Figure("hero1").Bennies
	yes, okY := p.g.ButtonFor(CmdYes)
	no, okN := p.g.ButtonFor(CmdNo)
	require.True(t, okY && okN, "the question's two buttons: %v", p.labels())
	assert.Equal(t, "Soak (benny)", yes.Label)
	assert.Equal(t, "Take it", no.Label)
	assert.GreaterOrEqual(t, no.H, 34.0*3, "finger-sized")
	p.shot("soak-asked")
	wounds := b.Figure("hero1").Wounds
	p.tapAt(no.X+no.W/2, no.Y+no.H/2)
	if q := p.g.ctl.Asked(); q != nil {
		assert.True(t, q.Reroll, "her No is taken: what may follow is the Incapacitation roll's reroll: %s", q.Text())
		p.answerNo()
	}
	assert.Equal(t, bennies, b.Figure("hero1").Bennies, "no benny spent")
	assert.Greater(t, b.Figure("hero1").Wounds+btoi(b.Figure("hero1").Incapacitated), wounds, "the hit stands")
	p.shot("soak-taken")
}

func btoi(v bool) int {
	if v {
		return 1
	}
	return 0
}

// gunmanShootsTillAsked has the GM play the rounds of hostGunTable, the
// gunman firing his cannon at her hero each turn, until asked() (her
// phone is asked a question about the hit).
func (p *phone) gunmanShootsTillAsked(asked func() bool) {
	b := p.battle()
	for i := 0; i < 60 && !asked(); i++ {
		switch up := b.NextUp(); {
		case b.Fight != nil && b.Turn() != nil:
			p.gmTries(rules.EndTurn{Who: b.Turn().Who}, "hero1")
		case len(up) == 0:
			p.gmTries(rules.StartRound{}, "hero1")
		case up[0] != "gunman":
			p.gmTries(rules.StartTurn{Who: up[0], Actions: 1}, "hero1")
		default:
			p.gmTries(rules.StartTurn{Who: "gunman", Actions: 1}, "hero1")
			p.gmTries(rules.Shoot{Who: "gunman", Weapon: "Cannon", Targets: []string{"hero1"}}, "hero1")
		}
		p.frame()
	}
}
