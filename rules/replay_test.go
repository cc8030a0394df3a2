package rules

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fightSnapshot is everything a fight's state is made of, by value.
type fightSnapshot struct {
	Figures []Figure
	Init    Initiative
	RNG     RNG
	Events  []Event
}

func snapshot(f *Fight) fightSnapshot {
	s := fightSnapshot{Init: f.Init.clone(), RNG: *f.RNG, Events: append([]Event(nil), f.Events...)}
	for _, fig := range f.Figures {
		s.Figures = append(s.Figures, *cloneFigure(fig))
	}
	return s
}

// recordFight plays a scripted fight: surprise, deals, Holds, an
// interrupt, trait tests, damage with Soak, bennies, state changes and a
// second and third round. It returns the snapshot after each step.
func recordFight(t *testing.T, ed Edition, seed uint64) (*Fight, []fightSnapshot) {
	t.Helper()
	f := newTestFight(t, ed, seed)
	snaps := []fightSnapshot{snapshot(f)}
	step := func(err error) {
		t.Helper()
		require.NoError(t, err)
		snaps = append(snaps, snapshot(f))
	}
	step(f.Surprise([]string{"priest", "c1", "c2", "c3"}, nil))
	step(f.StartRound())
	_, err := f.Interrupt("c1", "buck")
	step(err)
	_, err = f.Test("buck", "shooting", Mods{{"medium range", -2}}, 0)
	step(err)
	step(f.SpendBenny("buck", "reroll"))
	_, err = f.Test("buck", "shooting", Mods{{"medium range", -2}}, 0)
	step(err)
	// Damage and Soak from damage.go, recorded as they come.
	colt := Weapon{Name: "Colt .45", Damage: Damage{Dice: []Die{D6, D6}, Plus: 1}}
	spec := WeaponDamage(f.Figure("buck"), colt)
	spec.Raise = true
	_, evs := f.RNG.ResolveDamage(spec, f.Figure("priest"), DamageOptions{Soak: DefaultSoak})
	step(f.Record(evs...))
	_, evs = f.RNG.ResolveDamage(spec, f.Figure("virginia"), DamageOptions{Soak: DefaultSoak})
	step(f.Record(evs...))
	step(f.SetState("c2", State{Shaken: true}, "Shaken"))
	step(f.Act("virginia"))
	step(f.StartRound())
	step(f.Hold("buck"))
	step(f.SetState("c2", State{}, "recovers from Shaken"))
	step(f.StartRound())
	_, err = f.Test("priest", "spirit", nil, 0)
	step(err)
	return f, snaps
}

// Replaying the log from the seed rebuilds the same fight, event for
// event: figures, deck, Holds and the RNG position.
func TestReplayReproducesTheFight(t *testing.T) {
	for _, ed := range []Edition{SWADE, Deluxe} {
		f, snaps := recordFight(t, ed, 21)
		require.Greater(t, len(f.Events), 30, "a fight worth replaying")
		for i, want := range snaps {
			n := len(want.Events)
			g, err := ReplayFight(f.Start(), ed, 21, fightDealing, f.Events[:n])
			require.NoError(t, err, "%s after %d events", ed, n)
			assert.Equal(t, want, snapshot(g), "%s after %d events (step %d)", ed, n, i)
		}
		// The plain Replay of states agrees on the figures, event by event.
		for n := 0; n <= len(f.Events); n++ {
			figs, err := Replay(f.Start(), f.Events[:n])
			require.NoError(t, err)
			g, err := ReplayFight(f.Start(), ed, 21, fightDealing, f.Events[:n])
			require.NoError(t, err)
			for i := range figs {
				assert.Equal(t, g.Figures[i].State, figs[i].State, "%s: %s after %d events", ed, figs[i].ID, n)
			}
		}
		// Continuing the replayed fight rolls what the original would.
		g, err := ReplayFight(f.Start(), ed, 21, fightDealing, f.Events)
		require.NoError(t, err)
		a, err := f.Test("buck", "notice", nil, 0)
		require.NoError(t, err)
		b, err := g.Test("buck", "notice", nil, 0)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
}

// Replay leaves the starting figures alone.
func TestReplayDoesNotTouchStart(t *testing.T) {
	f, _ := recordFight(t, SWADE, 4)
	start := f.Start()
	before := cloneFigures(start)
	_, err := Replay(start, f.Events)
	require.NoError(t, err)
	assert.Equal(t, before, start)
	_, err = Replay(start, []Event{{Kind: EventState, Figure: "ghost", After: &State{}}})
	assert.ErrorContains(t, err, "ghost")
}

// A log that does not match its seed is refused, naming the event.
func TestReplayRejectsATamperedLog(t *testing.T) {
	f, _ := recordFight(t, SWADE, 8)
	events := make([]Event, len(f.Events))
	copy(events, f.Events)
	i := 0
	for events[i].Kind != EventTrait {
		i++
	}
	r := events[i].Rolls[0]
	r.Faces = []int{r.Faces[0]%r.Die.Sides + 1}
	events[i].Rolls = append([]DieRoll{r}, events[i].Rolls[1:]...)
	_, err := ReplayFight(f.Start(), SWADE, 8, fightDealing, events)
	assert.ErrorContains(t, err, "the seed rolls")

	_, err = ReplayFight(f.Start(), SWADE, 9, fightDealing, f.Events)
	assert.Error(t, err, "another seed deals other cards")

	bad := append(append([]Event(nil), f.Events...), Event{Kind: EventRound, Total: 9})
	_, err = ReplayFight(f.Start(), SWADE, 8, fightDealing, bad)
	assert.ErrorContains(t, err, "round 9 cannot follow")
}

// A saved fight survives JSON: the log round-trips exactly and resumes
// to the same state.
func TestFightLogJSON(t *testing.T) {
	f, _ := recordFight(t, SWADE, 31)
	f.Dealing = fightDealing
	b, err := json.Marshal(f.Log())
	require.NoError(t, err)
	var back FightLog
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, f.Log(), back)
	g, err := Resume(f.Start(), back)
	require.NoError(t, err)
	assert.Equal(t, snapshot(f), snapshot(g))

	// One event by hand, to pin the field names.
	e := Event{Kind: EventDeal, Who: "c1", What: "7♥", Figures: []string{"c1", "c2"}}
	b, err = json.Marshal(e)
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"deal","who":"c1","what":"7♥","figures":["c1","c2"]}`, string(b))
}

// The copy kept for replay shares nothing with the live figure: what a
// fight changes later cannot reach back into its start.
func TestCloneFigureIsDeep(t *testing.T) {
	p, tough := 7, 9
	fig := &Figure{ID: "a", Traits: map[Trait]Die{Agility: D8}, ParryOverride: &p, ToughnessOverride: &tough,
		Weapons: []Weapon{{Name: "Colt", Damage: Damage{Dice: []Die{D6, D6}}}},
		State:   State{Ammo: []int{6}, Injuries: []Injury{{Location: "arm"}}}}
	c := cloneFigure(fig)
	require.Equal(t, fig, c)
	c.Traits[Agility] = D4
	*c.ParryOverride, *c.ToughnessOverride = 1, 1
	c.Weapons[0].Damage.Dice[0] = D12
	c.Ammo[0], c.Injuries[0].Location = 0, "head"
	assert.Equal(t, D8, fig.Traits[Agility])
	assert.Equal(t, 7, *fig.ParryOverride)
	assert.Equal(t, 9, *fig.ToughnessOverride)
	assert.Equal(t, D6, fig.Weapons[0].Damage.Dice[0])
	assert.Equal(t, []int{6}, fig.Ammo)
	assert.Equal(t, "arm", fig.Injuries[0].Location)
}

// A fight skips copying an event's state onto a figure that already
// stands so: the check must see a difference in every field of State
// (a field it missed would leave a figure as it stood before the event).
func TestSameStateSeesEveryField(t *testing.T) {
	base := State{Ammo: []int{3}, Injuries: []Injury{{Location: "arm"}}, Effects: []Effect{{Change: ChangeWounds}}}
	assert.True(t, sameState(&base, &State{Ammo: []int{3}, Injuries: []Injury{{Location: "arm"}}, Effects: []Effect{{Change: ChangeWounds}}}))
	typ := reflect.TypeOf(State{})
	for i := range typ.NumField() {
		other := copyState(base)
		v := reflect.ValueOf(&other).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Slice:
			v.Set(reflect.Append(v, v.Index(0)))
		default:
			t.Fatalf("State.%s is a %s: teach sameState and this test to compare it", typ.Field(i).Name, v.Kind())
		}
		assert.False(t, sameState(&base, &other), "State.%s differs", typ.Field(i).Name)
	}
	// The copy of an empty list is nil: a figure holding an empty, non-nil
	// list does not stand as the copy would leave it.
	assert.False(t, sameState(&State{Ammo: []int{}}, &State{Ammo: []int{}}))
	assert.True(t, sameState(&State{}, &State{Ammo: []int{}}))
}

// A battle putting its figures back keeps a figure's weapons when they
// already equal its start's: the check must see a difference in every
// field of Weapon and of its Damage.
func TestSameWeaponsSeesEveryField(t *testing.T) {
	base := Weapon{Name: "Colt", Damage: Damage{Dice: []Die{D6, D6}}}
	clone := func() Weapon { w := base; w.Damage.Dice = append([]Die(nil), base.Damage.Dice...); return w }
	assert.True(t, sameWeapons([]Weapon{base}, []Weapon{clone()}))
	assert.False(t, sameWeapons([]Weapon{base}, []Weapon{base, base}))
	change := func(v reflect.Value, name string) {
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Array:
			v.Index(0).SetInt(v.Index(0).Int() + 1)
		case reflect.Slice:
			v.Set(reflect.Append(v, v.Index(0)))
		default:
			t.Fatalf("%s is a %s: teach sameWeapons and this test to compare it", name, v.Kind())
		}
	}
	typ := reflect.TypeOf(Weapon{})
	for i := range typ.NumField() {
		if typ.Field(i).Name == "Damage" {
			dt := reflect.TypeOf(Damage{})
			for j := range dt.NumField() {
				w := clone()
				change(reflect.ValueOf(&w.Damage).Elem().Field(j), "Damage."+dt.Field(j).Name)
				assert.False(t, sameWeapons([]Weapon{base}, []Weapon{w}), "Damage.%s differs", dt.Field(j).Name)
			}
			continue
		}
		w := clone()
		change(reflect.ValueOf(&w).Elem().Field(i), "Weapon."+typ.Field(i).Name)
		assert.False(t, sameWeapons([]Weapon{base}, []Weapon{w}), "Weapon.%s differs", typ.Field(i).Name)
	}
}

// Putting a figure back from its start keeps its own traits and weapons
// when they are the start's, and still shares nothing with the start.
func TestCloneFigureIntoKeepsEqualListsAndSharesNothing(t *testing.T) {
	start := &Figure{ID: "a", Traits: map[Trait]Die{Agility: D8}, Weapons: []Weapon{{Name: "Colt", Damage: Damage{Dice: []Die{D6}}}}}
	live := cloneFigure(start)
	live.Traits = map[Trait]Die{Agility: D8}
	cloneFigureInto(live, start)
	require.Equal(t, start, live)
	live.Weapons[0].Damage.Dice[0] = D12
	live.Traits[Agility] = D4
	assert.Equal(t, D6, start.Weapons[0].Damage.Dice[0])
	assert.Equal(t, D8, start.Traits[Agility])
	// Different traits are copied from the start, not kept.
	live.Traits = map[Trait]Die{Agility: D4}
	cloneFigureInto(live, start)
	assert.Equal(t, D8, live.Traits[Agility])
}

// The log's signed numbers are written as fmt's %+d writes them.
func TestSignedWritesAsPlusD(t *testing.T) {
	for _, n := range []int{-3, -1, 0, 1, 4} {
		assert.Equal(t, fmt.Sprintf("%+d", n), signed(n))
	}
}
