package rules

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// A battle takes the last battle's copy of a figure as its start only
// when the figure stands as the copy does: the check must see a
// difference in every field of Figure.
func TestSameFigureSeesEveryField(t *testing.T) {
	parry, arcane := 5, &Arcane{Skill: Faith, PowerPoints: 10}
	base := &Figure{ID: "a", Traits: map[Trait]Die{Agility: D8}, ParryOverride: &parry, ToughnessOverride: &parry,
		Weapons: []Weapon{{Name: "Colt", Damage: Damage{Dice: []Die{D6}}}}, Edges: []string{"Block"},
		Hindrances: []string{"Loyal"}, Abilities: []string{"Hardy"}, Powers: []string{"Bolt"}, Arcane: arcane,
		granted: []Effect{{Change: ChangeParry, Value: 1}}, State: State{Ammo: []int{3}}}
	assert.True(t, sameFigure(cloneFigure(base), base))
	typ := reflect.TypeOf(Figure{})
	for i := range typ.NumField() {
		other := cloneFigure(base)
		f := reflect.ValueOf(other).Elem().Field(i)
		v := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem() // unexported fields too
		name := typ.Field(i).Name
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Slice:
			v.Set(reflect.Append(v, v.Index(0)))
		case reflect.Map:
			v.SetMapIndex(reflect.ValueOf(Smarts), reflect.ValueOf(D4))
		case reflect.Pointer:
			v.Set(reflect.New(f.Type().Elem()))
		case reflect.Struct:
			if name != "State" {
				t.Fatalf("Figure.%s is a %s: teach sameFigure and this test to compare it", name, v.Kind())
			}
			other.Wounds++ // sameState sees every field of State (TestSameStateSeesEveryField)
		default:
			t.Fatalf("Figure.%s is a %s: teach sameFigure and this test to compare it", name, v.Kind())
		}
		assert.False(t, sameFigure(other, base), "Figure.%s differs", name)
	}
	// A nil list is not an empty one where the copy shares the list.
	assert.False(t, sameFigure(&Figure{ID: "a"}, &Figure{ID: "a", Edges: []string{}}))
	assert.True(t, sameFigure(&Figure{ID: "a", Edges: []string{}}, &Figure{ID: "a", Edges: []string{}}))
}

// Putting a figure back as it stands keeps its own state lists and
// override, but a list it shares with its start is copied.
func TestCloneFigureIntoKeepsItsOwnStateWhenUnchanged(t *testing.T) {
	parry := 6
	start := &Figure{ID: "a", ParryOverride: &parry, State: State{Ammo: []int{7}, Injuries: []Injury{{Location: "arm"}}}}
	live := cloneFigure(start)
	ammo, injuries, own := live.Ammo, live.Injuries, live.ParryOverride
	cloneFigureInto(live, start)
	assert.Same(t, &ammo[0], &live.Ammo[0])
	assert.Same(t, &injuries[0], &live.Injuries[0])
	assert.Same(t, own, live.ParryOverride)

	live.Ammo = start.Ammo // shared: no copy of the start's
	cloneFigureInto(live, start)
	assert.NotSame(t, &start.Ammo[0], &live.Ammo[0])
	assert.Equal(t, []int{7}, live.Ammo)

	live.Ammo[0] = 3 // changed: the start's comes back, in an array of its own
	cloneFigureInto(live, start)
	assert.Equal(t, []int{7}, live.Ammo)
	live.Ammo[0] = 1
	assert.Equal(t, 7, start.Ammo[0])
}
