package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grenadeTable is the e2e More test's: Ann's hero carries a grenade too
// and has Athletics to throw it.
var grenadeTable = strings.Replace(strings.Replace(hostedTable,
	"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n",
	"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: MBT, thrown: true}\n", 1),
	"traits: {agility: d8, shooting: d8, vigor: d6}", "traits: {agility: d8, athletics: d8, shooting: d8, vigor: d6}", 1)

// Ann's phone, by finger: she declares two actions (the button says the
// penalty) and her tap on her hero starts the turn with them; Run runs;
// with Shoot a tap on the cultist and Called steps the shot to a limb
// (the odds of the cultist still aimed at say so), Move leaves it; Throw and a tap on a square lay the
// grenade's Medium Burst there with the session's odds (the multi-action
// penalty, the cultist under it), a second tap throws it; then More
// lists what she may still do and Ready: Colt goes at her first tap on
// her hero (it aims at nothing: a first tap that only aimed showed
// nothing but "tap again").
func TestAPhoneRunsAndThrowsAGrenadeByFinger(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", grenadeTable, 3)
	p.dealTo("hero1")
	b := p.battle()

	p.tapButton("2")
	d, ok := p.shown("2")
	require.True(t, ok)
	assert.True(t, d.Active, "two actions declared")
	assert.Contains(t, p.g.SeatSnapshot()["active"], "declare2", "the page's hook says which button is lit")
	p.shot("more-declare")
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn(), "her tap starts her turn")
	assert.Equal(t, 2, b.Turn().Actions, "with two actions")

	p.tapButton("Run")
	require.True(t, b.Turn().Running, "the run is applied")
	assert.Contains(t, p.message(), "runs")

	p.tapButton("Shoot")
	p.tapSquare(7, 3)
	require.NotNil(t, p.g.ctl.Overlay().Attack, "the first tap on the cultist aims the Colt")
	p.tapButton("Called")
	if c, ok := p.shown("Called: limb -2"); assert.True(t, ok, "Called steps to a limb: %v", p.labels()) {
		assert.True(t, c.Enabled)
	}
	n := len(b.Applied)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "Called keeps the aim on the cultist: its odds stay, without a tap")
	assert.Contains(t, ap.Mods.String(), "-2 called shot (limb)", "the session's odds of the called shot")
	assert.Contains(t, ap.Mods.String(), "-2 multi-action")
	assert.Contains(t, ap.Mods.String(), "-2 running")
	if snap := p.g.SeatSnapshot(); assert.Contains(t, snap, "aim_odds", "the page's hook gives the shot's odds") {
		assert.Equal(t, ap.Mods.String(), snap["aim_mods"])
	}
	p.shot("more-called")
	p.tapButton("Move")
	assert.Equal(t, ModeMove, p.g.ctl.Mode(), "Move leaves the shot")
	p.frame()
	assert.Len(t, b.Applied, n, "nothing shot")

	p.tapButton("Throw")
	p.tapSquare(6, 3)
	require.Len(t, b.Applied, n, "the first tap aims the grenade")
	tp := p.g.ctl.Overlay().Template
	require.NotNil(t, tp, "the grenade's template where she tapped")
	assert.Equal(t, rules.MBT, tp.Kind)
	assert.Equal(t, []string{"c1"}, tp.Under, "the cultist is under it")
	require.Empty(t, tp.Err)
	assert.Contains(t, tp.Mods.String(), "-2 multi-action", "the odds say the penalty")
	snap := p.g.SeatSnapshot()
	assert.Equal(t, tp.Mods.String(), snap["aim_mods"], "the page's hook gives the odds box's modifiers")
	assert.Equal(t, []string{"c1"}, snap["under"], "and who is under the template")
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: tp.Mods, TN: 4})
	assert.InDelta(t, want.Success, tp.Success, 1e-12, "the session's odds of a d8 throw")
	assert.Equal(t, "(6, 3): tap again to fire", p.message())
	_, box, shown := p.g.views().tipBox()
	require.True(t, shown, "the odds box")
	mv := p.g.layout().mapView
	assert.LessOrEqual(t, box.Y+box.H, mv.Y+mv.H, "the odds box is on the map's part, not under the sheet")
	p.shot("more-grenade-aimed")
	p.tapSquare(6, 3)
	p.answerNo()
	require.Len(t, b.Applied, n+1, "the second tap throws it")
	th, ok := b.Applied[n].Action.(rules.AreaAttack)
	require.True(t, ok, "an area attack: %T", b.Applied[n].Action)
	assert.Equal(t, "Grenade", th.Weapon)
	assert.NotEmpty(t, p.g.ctl.Dice(), "her phone shows the dice")
	p.shot("more-grenade")

	p.tapButton("More")
	ready := ""
	for range 6 {
		for _, l := range p.labels() {
			if strings.HasPrefix(l, "Ready") {
				ready = l
			}
		}
		if ready != "" {
			break
		}
		p.tapButton("Page")
	}
	p.shot("more-list")
	require.NotEmpty(t, ready, "the More pages offer Ready: %v", p.labels())
	p.tapButton(ready)
	assert.Equal(t, "More: Ready weapon - tap anywhere to do it", p.g.ctl.words(p.message()), "Ready aims at nothing")
	p.tapSquare(0, 0)
	p.answerNo()
	require.Len(t, b.Applied, n+2, "one tap on her hero readies the Colt: there is nothing to aim")
	log := b.Log()
	assert.Contains(t, strings.ToLower(log[len(log)-1]), "colt", "she readied her Colt")
}
