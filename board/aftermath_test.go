package board_test

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const before = `name: Ford   # the first fight
map:
  rows:
    - "......"
    - "......"
figures:
  # the hero
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    at: [0, 0]
    traits: {vigor: d8, healing: d6}

  - id: doc             # keeps his old fatigue line
    side: heroes
    wildcard: true
    fatigue: 1
    at: [1, 0]
  - {id: c1, side: cult, at: [3, 0]}   # falls
  - {id: c2, side: cult, wildcard: true, at: [4, 0]}
  - {id: star, side: heroes, at: [0, 1], size: 2}
  - id: jo
    side: heroes
    wildcard: true
    mount: star
    at: [0, 1]
# the end
`

func TestAftermathWritesSurvivorsBack(t *testing.T) {
	surv := []rules.Survivor{
		{ID: "buck", Wounds: 2, Fatigue: 1},
		{ID: "doc", Wounds: 0, Fatigue: 0},
		{ID: "c1", Out: true, Why: "fell"},
		{ID: "c2", Wounds: 1},
		{ID: "star", Out: true, Why: "dead"},
		{ID: "jo", Wounds: 3},
	}
	got, err := board.AftermathYAML("ford.yaml", []byte(before), surv)
	require.NoError(t, err)
	assert.Equal(t, `name: Ford   # the first fight
map:
  rows:
    - "......"
    - "......"
figures:
  # the hero
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    at: [0, 0]
    traits: {vigor: d8, healing: d6}
    wounds: 2
    fatigue: 1

  - id: doc             # keeps his old fatigue line
    side: heroes
    wildcard: true
    fatigue: 0
    at: [1, 0]
  - {id: c2, side: cult, wildcard: true, at: [4, 0], wounds: 1}
  - id: jo
    side: heroes
    wildcard: true
    at: [0, 1]
    wounds: 3
# the end
`, string(got))

	bd, err := board.Parse("ford.yaml", got)
	require.NoError(t, err)
	assert.Equal(t, 2, bd.Figure("buck").Wounds)
	assert.Equal(t, 1, bd.Figure("buck").Fatigue)
	assert.Equal(t, 1, bd.Figure("c2").Wounds)
	assert.Equal(t, "", bd.Figure("jo").Riding)

	// Saved atomically over the file; the directory holds nothing else.
	dir := t.TempDir()
	path := filepath.Join(dir, "ford.yaml")
	require.NoError(t, os.WriteFile(path, []byte(before), 0o644))
	require.NoError(t, board.SaveAftermath(path, []byte(before), surv))
	on, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, got, on)
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, ents, 1)
}

func TestAftermathFromABattle(t *testing.T) {
	// The whole flow: a fight leaves Buck with 2 Wounds; after it Doc's
	// Healing roll (seeded) removes some; the file takes what is left.
	src := []byte(before)
	bd, b, err := board.StartBattle("ford.yaml", src, 1)
	require.NoError(t, err)
	_ = bd
	require.NoError(t, b.Apply(rules.SetState{Who: "buck", State: rules.State{Wounds: 2}}))
	surv, err := rules.Aftermath(b, []rules.Treatment{{Healer: "buck", Patient: "buck"}})
	require.NoError(t, err)
	got, err := board.AftermathYAML("ford.yaml", src, surv)
	require.NoError(t, err)
	next, err := board.Parse("ford.yaml", got)
	require.NoError(t, err)
	assert.Equal(t, b.Figure("buck").Wounds, next.Figure("buck").Wounds)
	assert.Len(t, next.Figures, 6, "nobody is out")
}

func TestCarriedOverKeysAndMounts(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"fatigue: 1\n", "fatigue: 3\n", "ford.yaml:18:14: figures[1].fatigue: 3 is out of range (expected 0 to 2)"},
		{"{id: c1, side: cult, at: [3, 0]}", "{id: c1, side: cult, at: [3, 0], wounds: 1}", "ford.yaml:20:46: figures[2].wounds: an Extra with a Wound is out of the fight: leave it out of the scenario"},
		{"mount: star", "mount: nag", `ford.yaml:26:12: figures[5].mount: "nag" is not the id of a figure in this scenario`},
		{"mount: star", "mount: jo", `ford.yaml:26:12: figures[5].mount: "jo" is the figure itself: a mount is another figure`},
		{"mount: star", "mount: c2", `ford.yaml:26:12: figures[5].mount: "c2" fights for cult, not heroes: a mount is on its rider's side`},
		{"    at: [0, 1]\n# the end", "    at: [2, 1]\n# the end", `ford.yaml:27:9: figures[5].at: [2, 1] is not on the base of its mount "star" at [0, 1]`},
		{"at: [0, 1], size: 2}", "at: [0, 1], size: 2, steed: false}", `ford.yaml:22:58: figures[4].steed: "star" carries "jo" (its mount:): it is a steed, leave out steed: false`},
		{"at: [0, 1], size: 2}", "at: [0, 1], size: 2, steed: maybe}", `ford.yaml:22:58: figures[4].steed: expected true or false, got "maybe"`},
	} {
		src := []byte(replaceOnce(t, before, tc.from, tc.to))
		_, err := board.Parse("ford.yaml", src)
		require.Error(t, err, tc.to)
		assert.Equal(t, tc.want, err.Error())
	}
	bd, err := board.Parse("ford.yaml", []byte(before))
	require.NoError(t, err)
	assert.Equal(t, "star", bd.Figure("jo").Riding)
	assert.True(t, bd.Figure("star").Steed, "a rider's mount: is a steed")
	assert.False(t, bd.Figure("buck").Steed)
	assert.Equal(t, "jo", bd.Dealing.Leader["star"], "the mount acts on its rider's card")
	assert.Equal(t, bd.Figure("star").At, bd.Figure("jo").At)
}

func replaceOnce(t *testing.T, s, from, to string) string {
	t.Helper()
	i := indexOnce(t, s, from)
	return s[:i] + to + s[i+len(from):]
}

func indexOnce(t *testing.T, s, sub string) int {
	t.Helper()
	first, n := -1, 0
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	require.Equal(t, 1, n, "%q must occur once", sub)
	return first
}

func TestAftermathCarriesLastingInjuries(t *testing.T) {
	src := `name: Ford
map:
  rows:
    - "......"
figures:
  - id: buck
    side: heroes
    wildcard: true
    at: [0, 0]
    injuries:
    - {location: head, effect: "Hideous Scar (Ugly)", lasts: permanent}
    bennies: 2
  - {id: doc, side: heroes, wildcard: true, at: [1, 0], injuries: [{location: leg, effect: Slow (leg)}]}
  - {id: ann, side: heroes, wildcard: true, at: [2, 0]}
`
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, []rules.Injury{{Location: "head", Effect: "Hideous Scar (Ugly)", Lasts: rules.InjuryPermanent}}, bd.Figure("buck").Injuries)

	scar := rules.Injury{Location: "head", Effect: "Hideous Scar (Ugly)", Lasts: rules.InjuryPermanent}
	busted := rules.Injury{Location: "guts", Effect: "Busted", Trait: rules.Strength, Lasts: rules.InjuryUntilHealed}
	got, err := board.AftermathYAML("t.yaml", []byte(src), []rules.Survivor{
		// Buck healed every Wound: the guts heal with them, the scar stays.
		{ID: "buck", Injuries: []rules.Injury{scar, busted}},
		// Doc's leg heals: no Wounds left.
		{ID: "doc", Injuries: []rules.Injury{{Location: "leg", Effect: "Slow (leg)", Lasts: rules.InjuryUntilHealed}}},
		// Ann keeps a Wound and with it the injury it brought.
		{ID: "ann", Wounds: 1, Injuries: []rules.Injury{busted}},
	})
	require.NoError(t, err)
	assert.Equal(t, `name: Ford
map:
  rows:
    - "......"
figures:
  - id: buck
    side: heroes
    wildcard: true
    at: [0, 0]
    bennies: 2
    injuries: [{location: head, effect: "Hideous Scar (Ugly)", lasts: "permanent"}]
  - {id: doc, side: heroes, wildcard: true, at: [1, 0]}
  - {id: ann, side: heroes, wildcard: true, at: [2, 0], wounds: 1, injuries: [{location: guts, effect: "Busted", trait: strength, lasts: "until healed"}]}
`, string(got))
	next, err := board.Parse("t.yaml", got)
	require.NoError(t, err)
	assert.Equal(t, []rules.Injury{busted}, next.Figure("ann").Injuries)
	assert.Equal(t, rules.D4, func() rules.Die { d, _ := next.Figure("ann").Trait(rules.Strength); return d }(), "Busted lowers Strength (d4 stays d4)")

	for _, tc := range []struct{ from, to, want string }{
		{"location: head", "location: neck", "t.yaml:11:18: figures[0].injuries[0].location: expected the injury's location: one of unmentionables, arm, guts, leg, head"},
		{"lasts: permanent", "lasts: forever", `t.yaml:11:62: figures[0].injuries[0].lasts: "forever" is not how long an injury lasts (permanent, until healed, 24 hours)`},
	} {
		_, err := board.Parse("t.yaml", []byte(replaceOnce(t, src, tc.from, tc.to)))
		require.Error(t, err)
		assert.Equal(t, tc.want, err.Error())
	}
}
