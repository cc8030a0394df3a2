package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEachShotTakenKeepsItsOwnTargets(t *testing.T) {
	// Shots made from options share one chunk of strings: each keeps its
	// own targets, and an append to one never writes over the next.
	var slab []string
	var shots []Shoot
	for i, id := range []string{"c1", "c2", "c3"} {
		o := option{kind: optShoot, weapon: "Colt .45", target: id, dice: 1 + i%2}
		shots = append(shots, o.action("buck", &slab).(Shoot))
	}
	_ = append(shots[0].Targets, "intruder")
	assert.Equal(t, []string{"c1"}, shots[0].Targets)
	assert.Equal(t, []string{"c2", "c2"}, shots[1].Targets, "RoF 2: the target twice")
	assert.Equal(t, []string{"c3"}, shots[2].Targets)
	for range targetSlab {
		shots = append(shots, option{kind: optShoot, target: "c4", dice: 3}.action("buck", &slab).(Shoot))
	}
	assert.Equal(t, []string{"c4", "c4", "c4"}, shots[len(shots)-1].Targets, "a new chunk when one is used up")
	assert.Equal(t, []string{"c1"}, shots[0].Targets)
}

func TestEachCastTakenKeepsItsOwnTargetAndSpot(t *testing.T) {
	// Casts made from options share the shots' chunk of strings; an aimed
	// one gets a spot of its own, which the option's later use leaves alone.
	var slab []string
	bolt := option{kind: optCast, power: "Bolt", target: "c1"}.action("mage", &slab).(Cast)
	shot := option{kind: optShoot, target: "c2", dice: 1}.action("buck", &slab).(Shoot)
	_ = append(bolt.Targets, "intruder")
	assert.Equal(t, Cast{Who: "mage", Power: "Bolt", Targets: []string{"c1"}}, bolt)
	assert.Equal(t, []string{"c2"}, shot.Targets)
	o := option{kind: optCast, power: "Blast", at: Spot{X: 3, Y: 4}, aimed: true}
	first := o.action("mage", &slab).(Cast)
	o.at = Spot{X: 9, Y: 9}
	second := o.action("mage", &slab).(Cast)
	assert.Equal(t, Cast{Who: "mage", Power: "Blast", At: &Spot{X: 3, Y: 4}}, first)
	assert.Equal(t, Spot{X: 9, Y: 9}, *second.At)
	assert.Nil(t, first.Targets, "a cast at a spot names no figure")
}

func TestACastCountsAsItsPowersKindOfAction(t *testing.T) {
	// A bolt is a shot, an area power an area attack, the rest casts:
	// the key made when the power was added is the one its kind names.
	bolt, _ := LookupPower(SWADE, "Bolt")
	assert.Equal(t, KindShoot+":Bolt", bolt.actionKey())
	for ed, table := range powerTable {
		for _, p := range table {
			fresh := Power{Name: p.Name, Kind: p.Kind}
			assert.Equal(t, fresh.actionKey(), p.actionKey(), "%s in %s", p.Name, ed)
		}
	}
}

func TestActionKeysCarriedToTheNextBattleStayEachBattlesOwn(t *testing.T) {
	// A simulation's next battle starts with the keys the last one made;
	// a key either battle adds afterwards is its own.
	prev := &Battle{}
	for _, w := range []string{"Colt .45", "Knife", "Winchester"} {
		prev.actionKey(KindShoot, w)
	}
	next := &Battle{}
	next.keysFrom(prev)
	assert.Equal(t, KindShoot+":Knife", next.actionKey(KindShoot, "Knife"), "a key made before")
	assert.Equal(t, KindFight+":Axe", next.actionKey(KindFight, "Axe"))
	assert.Equal(t, KindCast+":Bolt", prev.actionKey(KindCast, "Bolt"))
	assert.Equal(t, actionKey{KindFight, "Axe", KindFight + ":Axe"}, next.keys[3])
	assert.Equal(t, actionKey{KindCast, "Bolt", KindCast + ":Bolt"}, prev.keys[3])
	assert.Len(t, next.keys, 4)
}

func TestAnOfferMadeAgainIsTheSameActionWithTargetsOfItsOwn(t *testing.T) {
	// The tactic boxes an offered shot, blow or reload once: the same
	// option again is the same Action, and an append to one shot's
	// Targets reaches no later shot's.
	var p Plain
	shot := option{kind: optShoot, weapon: "Colt .45", target: "c1", dice: 2}
	first := p.offer(shot, "buck").(Shoot)
	_ = append(first.Targets, "intruder")
	assert.Equal(t, Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1", "c1"}}, p.offer(shot, "buck"))
	assert.Zero(t, testing.AllocsPerRun(10, func() { _ = p.offer(shot, "buck") }), "offered again: no new box")
	// Every part of the option tells the actions apart.
	assert.Equal(t, Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}},
		p.offer(option{kind: optShoot, weapon: "Colt .45", target: "c1", dice: 1}, "buck"), "one die")
	assert.Equal(t, Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2", "c2"}},
		p.offer(option{kind: optShoot, weapon: "Colt .45", target: "c2", dice: 2}, "buck"), "another target")
	assert.Equal(t, Shoot{Who: "hale", Weapon: "Colt .45", Targets: []string{"c1", "c1"}}, p.offer(shot, "hale"), "another shooter")
	assert.Equal(t, Shoot{Who: "buck", Weapon: "Winchester", Targets: []string{"c1", "c1"}},
		p.offer(option{kind: optShoot, weapon: "Winchester", target: "c1", dice: 2}, "buck"), "another gun")
	assert.Equal(t, Melee{Who: "buck", Target: "c1"}, p.offer(option{kind: optMelee, target: "c1"}, "buck"))
	assert.Equal(t, Reload{Who: "buck", Weapon: "Colt .45"}, p.offer(option{kind: optReload, weapon: "Colt .45"}, "buck"))
	assert.Equal(t, []string{"c1", "c1"}, first.Targets)
}

func TestOfferedBoxesStayBounded(t *testing.T) {
	// Moves to every square of a big map are not all kept: past boxedMax
	// the boxes are made afresh.
	var m boxedActions
	for x := range boxedMax + 10 {
		to := Pos{X: x}
		a := m.of(boxKey{kind: optMove, who: "buck", to: to}, func() Action { return Move{Who: "buck", To: to} })
		require.Equal(t, Move{Who: "buck", To: to}, a)
	}
	assert.LessOrEqual(t, len(m), boxedMax)
	assert.Equal(t, Move{Who: "buck", To: Pos{X: 3}},
		m.of(boxKey{kind: optMove, who: "buck", to: Pos{X: 3}}, func() Action { return Move{Who: "buck", To: Pos{X: 3}} }))
}
