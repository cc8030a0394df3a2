package rules_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every kind registers an example: it goes to JSON and comes back as the
// same value (never a pointer), and previewing it on the arena at Buck's
// turn either plans it or refuses it, changing nothing either way.
func TestEveryActionKindRoundTripsAndPreviews(t *testing.T) {
	kinds := rules.ActionKinds()
	require.GreaterOrEqual(t, len(kinds), 40)
	mustPlan := map[string]bool{"shoot": true, "fight": true, "test": true, "grapple": true, "push": true, "touch": true,
		"disarm": true, "run": true, "move": true, "prone": true, "speak": true, "end_turn": true}
	rolls := map[string]int{"shoot": 1, "fight": 1, "test": 2, "grapple": 2, "push": 2, "touch": 1, "disarm": 1, "hazard": 1, "support": 1}
	for _, kind := range kinds {
		ex := rules.ActionExample(kind)
		require.NotNil(t, ex, kind)
		assert.Equal(t, kind, ex.Kind())
		data, err := rules.MarshalAction(ex)
		require.NoError(t, err, kind)
		back, err := rules.UnmarshalAction(data)
		require.NoError(t, err, string(data))
		assert.Equal(t, ex, back, "%s comes back from JSON as the same value", kind)

		b := newBattle(t, arena, 1)
		fighttest.ToTurn(t, b, "buck", 2)
		before := stateOf(t, b)
		whole, err := b.Checkpoint()
		require.NoError(t, err)
		p, err := b.Preview(ex)
		assert.Equal(t, before, stateOf(t, b), "a preview of %s changes nothing", kind)
		// Nor what stateOf does not show: aim, reloading, marks, the
		// later rules' state, the queue and the suspended turns.
		after, cerr := b.Checkpoint()
		require.NoError(t, cerr)
		assert.Equal(t, whole, after, "a preview of %s changes nothing", kind)
		if mustPlan[kind] {
			require.NoError(t, err, kind)
		}
		if err != nil {
			assert.NotEmpty(t, err.Error())
			assert.Error(t, b.Apply(ex), "%s: Apply refuses what Preview refuses", kind)
			continue
		}
		if want, ok := rolls[kind]; ok {
			assert.Len(t, p.Rolls, want, kind)
		}
		for _, r := range p.Rolls {
			assert.NotEmpty(t, r.Trait, kind)
			assert.NotEmpty(t, r.Who, kind)
		}
		require.NoError(t, b.Apply(ex), "%s: Apply takes what Preview planned", kind)
	}
}

// The Disarm shot from the cart's unstable planks takes the platform's -2
// like any shot from there (it used to miss it: the modifier hooks knew
// only the plain attack actions).
func TestDisarmShotFromUnstablePlatformTakesMinusTwo(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "virginia", 0)
	apply(t, b, rules.Place{Who: "virginia", To: rules.Pos{X: 0, Y: 5}})
	act := rules.Disarm{Who: "virginia", Target: "c1", Weapon: "Derringer", At: rules.DisarmHand}
	p, err := b.Preview(act)
	require.NoError(t, err)
	assert.Contains(t, p.Rolls[0].Mods(0), rules.Modifier{Name: "unstable platform", Value: -2})
	n := len(b.Events())
	// Shooting d8 7, Wild d6 1: 7 -4 hand -2 platform -2 medium range
	// = -1, a miss.
	script(b, 7, 1, 1, 1)
	apply(t, b, act)
	assert.Equal(t, "Virginia shoots Cultist 1 with the Derringer: d8 7, Wild d6 1, -4 called shot (hand), -2 unstable platform, -2 medium range = -1 vs 4: miss.", logFrom(b, n)[0])
}

// A preview's modifiers are the applied roll's: random legal actions in
// every shipped scenario and in the arena (whose cart is an unstable
// platform), each previewed and then applied, every planned trait die
// found among the rolled ones with the same modifiers and TN.
func TestPreviewModifiersAreTheAppliedRolls(t *testing.T) {
	srcs := map[string][]byte{"arena": []byte(arena)}
	for _, name := range assets.ScenarioNames() {
		data, err := assets.Scenario(name)
		require.NoError(t, err)
		srcs[name] = data
	}
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	slices.Sort(names)
	applied, compared, unstable, own := 0, 0, 0, 0
	kinds := map[string]int{}
	for si, name := range names {
		rng := rand.New(rand.NewPCG(uint64(si)+1, 7))
		var b *rules.Battle
		for steps := 0; steps < 3000; steps++ {
			if b == nil || over(b) {
				var err error
				_, b, err = board.StartBattle(name+".yaml", srcs[name], rng.Uint64())
				require.NoError(t, err)
				b.Soak = rules.DefaultSoak
			}
			a := randomAction(b, rng)
			p, err := b.Preview(a)
			if err != nil {
				require.Error(t, b.Apply(a), "%s: %+v was previewed as refused", name, a)
				continue
			}
			n := len(b.Events())
			require.NoError(t, b.Apply(a), "%s: %+v was previewed as legal", name, a)
			applied++
			kinds[a.Kind()]++
			rolled := rules.RolledTraits(b.Events()[n:])
			used := make([]bool, len(rolled))
			for _, r := range p.Rolls {
				for i := range max(len(r.Dice), 1) {
					k := slices.IndexFunc(rolled, func(x rules.RolledTrait) bool { return x.Who == r.Who && x.Trait == r.Trait })
					for k >= 0 && used[k] {
						j := slices.IndexFunc(rolled[k+1:], func(x rules.RolledTrait) bool { return x.Who == r.Who && x.Trait == r.Trait })
						if j < 0 {
							k = -1
						} else {
							k += 1 + j
						}
					}
					require.GreaterOrEqual(t, k, 0, "%s: the %s roll of %+v was planned and not rolled", name, r.Trait, a)
					used[k] = true
					assert.Equal(t, append(rules.Mods{}, r.Mods(i)...), rolled[k].Mods, "%s: %+v", name, a)
					if r.Attack && rolled[k].TN != 0 {
						assert.Equal(t, r.TN(i), rolled[k].TN, "%s: %+v", name, a)
					}
					if r.Ranged && onUnstable(b, r.Who) {
						assert.Contains(t, rolled[k].Mods, rules.Modifier{Name: "unstable platform", Value: -2}, "%s: %+v", name, a)
						unstable++
					}
					compared++
				}
			}
			// The other way: every trait die the actor threw in its own
			// action before any damage was planned (those after damage,
			// and others' rolls, are the consequences: Soak,
			// Incapacitation, free attacks..., and the Fear checks of
			// those who see a frightening creature once the action is done).
			evs := b.Events()[n:]
			pre := slices.IndexFunc(evs, func(e rules.Event) bool {
				return e.Kind == rules.EventDamage || e.Kind == rules.EventBreak || e.What == "Spirit (Fear)"
			})
			if pre < 0 {
				pre = len(evs)
			}
			for k, x := range rolled[:len(rules.RolledTraits(evs[:pre]))] {
				if x.Who == p.Who || p.Who == "" {
					assert.True(t, used[k], "%s: %+v rolled %s's %s unplanned", name, a, x.Who, x.Trait)
					own++
				}
			}
		}
	}
	t.Logf("%d actions applied, %d planned dice compared, %d from unstable squares, %d actor's dice found planned", applied, compared, unstable, own)
	assert.GreaterOrEqual(t, applied, 2000)
	assert.GreaterOrEqual(t, compared, 500)
	assert.Positive(t, unstable)
	assert.Positive(t, own)
	t.Logf("applied by kind: %v", kinds)
	assert.Positive(t, kinds[rules.KindStandoff], "a deluxe scenario opens rounds with a standoff")
	assert.Positive(t, kinds[rules.KindArea], "area attacks")
}

func onUnstable(b *rules.Battle, who string) bool {
	u, ok := b.Battlefield.(rules.UnstableBattlefield)
	return ok && u.Unstable(who)
}

// over: one side has nobody left standing.
func over(b *rules.Battle) bool {
	up := map[string]bool{}
	for _, f := range b.Figures() {
		if !f.Incapacitated && !f.Dead {
			up[f.Side] = true
		}
	}
	return len(up) < 2
}

// randomAction is a random candidate for the battle's state: mostly
// plausible (the figure up acting on a figure near it), often illegal.
func randomAction(b *rules.Battle, rng *rand.Rand) rules.Action {
	tr := b.Turn()
	if tr == nil {
		next := b.NextUp()
		if len(next) == 0 {
			if b.Rules.Standoff && rng.IntN(3) == 0 {
				return rules.Standoff{}
			}
			return rules.StartRound{}
		}
		return rules.StartTurn{Who: next[rng.IntN(len(next))], Actions: 1 + rng.IntN(3)}
	}
	who := tr.Who
	f := b.Figure(who)
	figs := b.Figures()
	other := figs[rng.IntN(len(figs))]
	var foes, adj []string
	for _, g := range figs {
		if g.Side != f.Side && !g.Dead && !g.Incapacitated {
			foes = append(foes, g.ID)
			if b.Battlefield.Adjacent(who, g.ID) {
				adj = append(adj, g.ID)
			}
		}
	}
	pick := func(ids []string) string {
		if len(ids) == 0 {
			return other.ID
		}
		return ids[rng.IntN(len(ids))]
	}
	weapon := ""
	if len(f.Weapons) > 0 && rng.IntN(3) > 0 {
		weapon = f.Weapons[rng.IntN(len(f.Weapons))].Name
	}
	called := []string{"", "", "", rules.CalledLimb, rules.CalledHand, rules.CalledHeadVitals}[rng.IntN(6)]
	at := func() rules.Spot {
		c := b.Battlefield.Centre(pick(foes))
		return rules.Spot{X: c.X + rng.Float64()*2 - 1, Y: c.Y + rng.Float64()*2 - 1}
	}
	switch rng.IntN(20) {
	case 0, 1, 2:
		reach, err := b.Battlefield.Reach(who, tr.Run)
		if err != nil || len(reach) == 0 {
			return rules.EndTurn{Who: who}
		}
		return rules.Move{Who: who, To: reach[rng.IntN(len(reach))].Pos}
	case 3, 4, 5, 6:
		n := 1 + rng.IntN(3)
		ts := make([]string, n)
		for i := range ts {
			ts[i] = pick(foes)
		}
		mode := []string{"", "", rules.DoubleTap, rules.Burst}[rng.IntN(4)]
		return rules.Shoot{Who: who, Weapon: weapon, Targets: ts, Called: called, Mode: mode}
	case 7, 8:
		return rules.Melee{Who: who, Target: pick(adj), Weapon: weapon, Called: called, Wild: rng.IntN(4) == 0, Drop: rng.IntN(6) == 0}
	case 9:
		return rules.AreaAttack{Who: who, Weapon: weapon, At: at()}
	case 10:
		return rules.Suppress{Who: who, Weapon: weapon, At: at()}
	case 11:
		return []rules.Action{rules.Aim{Who: who}, rules.Run{Who: who}, rules.Defend{Who: who}, rules.Prone{Who: who}, rules.Stand{Who: who}}[rng.IntN(5)]
	case 12:
		return rules.Test{Who: who, Target: pick(foes), Skill: []rules.Trait{rules.Intimidation, rules.Taunt}[rng.IntN(2)]}
	case 13:
		return []rules.Action{rules.Grapple{Who: who, Target: pick(adj)}, rules.Push{Who: who, Target: pick(adj)},
			rules.Touch{Who: who, Target: pick(adj)}, rules.BreakFree{Who: who}}[rng.IntN(4)]
	case 14:
		return rules.Disarm{Who: who, Target: pick(foes), Weapon: weapon, At: []string{rules.DisarmHand, rules.DisarmLimb, rules.DisarmItem}[rng.IntN(3)]}
	case 15:
		return rules.SupportAlly{Who: who, Ally: other.ID, Trait: []rules.Trait{rules.Fighting, rules.Shooting}[rng.IntN(2)], Skill: "taunt"}
	case 16:
		return rules.Reload{Who: who, Weapon: weapon}
	case 17:
		// The GM puts the figure somewhere (the arena's cart, say).
		return rules.Place{Who: who, To: rules.Pos{X: rng.IntN(2), Y: 5}}
	}
	return rules.EndTurn{Who: who}
}

// The modifiers of two dice of one roll are two lists: the second die's
// own modifiers never overwrite the first's (the roll's list may have
// room to spare).
func TestPlannedDiceModsDoNotShareTheRollsList(t *testing.T) {
	common := make(rules.Mods, 1, 4)
	common[0] = rules.Modifier{Name: "wounds", Value: -1}
	r := rules.PlannedRoll{Roll: rules.TraitRoll{Mods: common}, Dice: []rules.PlannedDie{
		{Target: "c1", Mods: rules.Mods{{Name: "cover", Value: -2}}},
		{Target: "c2", Mods: rules.Mods{{Name: "range", Value: -4}}},
	}}
	first := r.Mods(0)
	second := r.Mods(1)
	assert.Equal(t, rules.Mods{{Name: "wounds", Value: -1}, {Name: "cover", Value: -2}}, first)
	assert.Equal(t, rules.Mods{{Name: "wounds", Value: -1}, {Name: "range", Value: -4}}, second)
	assert.Equal(t, rules.Mods{{Name: "wounds", Value: -1}}, r.Mods(5), "a die the roll has not: the roll's own")
}

// A preview is the caller's to keep, even of an action that rolls
// nothing: a later preview or action does not change it.
func TestPreviewOfAPlainActionOutlivesTheNextPlan(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 1)
	p, err := b.Preview(rules.Defend{Who: "buck"})
	require.NoError(t, err)
	require.Empty(t, p.Rolls)
	apply(t, b, rules.EndTurn{Who: "buck"})
	next := b.NextUp()
	require.NotEmpty(t, next)
	require.NotEqual(t, "buck", next[0])
	_, err = b.Preview(rules.Hold{Who: next[0]})
	require.NoError(t, err)
	assert.Equal(t, &rules.Plan{Who: "buck"}, p)
}

// Every trait die an action threw is listed, whatever its event's kind:
// the standoff's Agility rolls, a Bleeding Out roll, a Soak roll.
func TestRolledTraitsListsStandoffBleedingOutAndSoakRolls(t *testing.T) {
	d := newBattle(t, arenaDeluxe, 1)
	script(d, 5, 2, 3, 4, 4, 7, 5, 2, 1, 1)
	n := len(d.Events())
	apply(t, d, rules.Standoff{})
	rolled := rules.RolledTraits(d.Events()[n:])
	require.Len(t, rolled, 7)
	assert.Equal(t, rules.RolledTrait{Who: "buck", Trait: rules.Agility, Total: 5, Mods: rules.Mods{}}, rolled[0])

	b := newBattle(t, arena, 1)
	fighttest.UpTo(t, b, "buck")
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}})
	n = len(b.Events())
	script(b, 7, 2)
	apply(t, b, rules.StartTurn{Who: "buck"})
	assert.Equal(t, []rules.RolledTrait{{Who: "buck", Trait: rules.Vigor, TN: 4, Total: 4, Mods: rules.Mods{{Name: "Wounds", Value: -3}}}},
		rules.RolledTraits(b.Events()[n:]))

	s := newBattle(t, arena, 1)
	fighttest.ToTurn(t, s, "buck", 0)
	apply(t, s, rules.Place{Who: "bear", To: rules.Pos{X: 4, Y: 3}},
		rules.SetState{Who: "bear", State: rules.State{Wounds: 3, Bennies: 1}})
	s.Soak = func(_ *rules.Figure, _, _, n int) bool { return n == 0 }
	n = len(s.Events())
	script(s, 6, 1, 7, 4, 8, 1)
	apply(t, s, rules.Melee{Who: "buck", Target: "bear"})
	rolled = rules.RolledTraits(s.Events()[n:])
	require.Len(t, rolled, 2)
	assert.Equal(t, rules.RolledTrait{Who: "bear", Trait: rules.Vigor, TN: 4, Total: 5, Mods: rules.Mods{{Name: "Wounds", Value: -3}}}, rolled[1])
}

// A turn's start plans the rolls it will surely make, with the modifiers
// they are rolled with: a Shaken figure's Spirit, a Stunned one's Vigor,
// a Bleeding Out one's Vigor.
func TestStartTurnPlansItsRecoveryAndBleedingOutRolls(t *testing.T) {
	for _, tc := range []struct {
		name  string
		state rules.State
		trait rules.Trait
	}{
		{"Shaken recovery", rules.State{Shaken: true, Wounds: 1}, rules.Spirit},
		{"Stunned recovery", rules.State{Stunned: true, Distracted: true, Vulnerable: true, Prone: true}, rules.Vigor},
		{"Bleeding Out", rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}, rules.Vigor},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t, arena, 1)
			fighttest.UpTo(t, b, "buck")
			apply(t, b, rules.SetState{Who: "buck", State: tc.state})
			p, err := b.Preview(rules.StartTurn{Who: "buck"})
			require.NoError(t, err)
			require.Len(t, p.Rolls, 1)
			assert.Equal(t, tc.trait, p.Rolls[0].Trait)
			n := len(b.Events())
			apply(t, b, rules.StartTurn{Who: "buck"})
			rolled := rules.RolledTraits(b.Events()[n:])
			require.Len(t, rolled, 1)
			assert.Equal(t, tc.trait, rolled[0].Trait)
			assert.Equal(t, p.Rolls[0].Mods(0), rolled[0].Mods)
		})
	}
	b := newBattle(t, arena, 1)
	fighttest.UpTo(t, b, "buck")
	p, err := b.Preview(rules.StartTurn{Who: "buck"})
	require.NoError(t, err)
	assert.Empty(t, p.Rolls, "a figure in good shape rolls nothing")
}
