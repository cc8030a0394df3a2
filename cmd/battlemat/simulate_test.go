//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// lopsided: five heroes with rifles against one goblin with a knife, 10"
// apart over open ground (the goblin has 6" of Pace: it needs two turns to
// reach anybody, and five rifles shoot at it first).
const lopsided = `name: Lopsided
map:
  rows:
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
figures:
  - {id: h1, side: heroes, at: [2, 1], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: h2, side: heroes, at: [2, 2], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: h3, side: heroes, at: [2, 3], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: h4, side: heroes, at: [2, 4], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: h5, side: heroes, at: [2, 5], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: goblin, side: goblins, at: [12, 3], traits: {fighting: d6, agility: d6, vigor: d4}, weapons: [{name: Knife, damage: str+d4}]}
`

type simulateJSON = simulateResult

func simulateRun(t *testing.T, file string, args ...string) (simulateJSON, string) {
	t.Helper()
	res, stdout := runJSON[simulateJSON](t, append([]string{"simulate", file, "--json"}, args...)...)
	sum := res.Draws
	for _, w := range res.Wins {
		sum += w
	}
	must.InDelta(t, 1, sum, 1e-9, "every fight is won by one side or drawn")
	return res, stdout
}

func TestSimulateLopsidedFight(t *testing.T) {
	// Each hero hits the goblin (Toughness 4) on a d8 4+ (5/8) and 2d8
	// nearly always beats 4: five shots a round put it down long before
	// it kills five riflemen, who each go out to a single Wound too.
	// Over 200 fights the heroes must win at least 95%.
	file := tplWriteScenario(t, lopsided)
	res, _ := simulateRun(t, file, "--trials", "200", "--seed", "9")
	assert.Equal(t, 200, res.Trials)
	assert.ElementsMatch(t, []string{"heroes", "goblins"}, sortedSides(res.Wins))
	assert.GreaterOrEqual(t, res.Wins["heroes"], 0.95, "%+v", res)
	assert.Zero(t, res.Draws, "nobody hides: no fight lasts 50 rounds")
	assert.GreaterOrEqual(t, res.MeanRounds, 1.0)
	assert.Less(t, res.MeanRounds, 4.0, "five rifles finish a goblin within a few rounds")
}

func TestSimulateSameSeedSameOutput(t *testing.T) {
	data, err := assets.Scenario("demo")
	must.NoError(t, err)
	file := filepath.Join(t.TempDir(), "demo.yaml")
	must.NoError(t, os.WriteFile(file, data, 0o644))
	res, a := simulateRun(t, file, "--trials", "40", "--seed", "77")
	_, b := simulateRun(t, file, "--trials", "40", "--seed", "77")
	assert.Equal(t, a, b)
	assert.ElementsMatch(t, []string{"heroes", "cultists"}, sortedSides(res.Wins))

	// The answer does not depend on how the fights are shared between
	// workers: fight i always has the same seed.
	bd, err := board.Parse("demo.yaml", data)
	must.NoError(t, err)
	one, err := simulate(bd, data, "demo.yaml", 40, 77, rules.DefaultMaxRounds, 1)
	must.NoError(t, err)
	bd, err = board.Parse("demo.yaml", data)
	must.NoError(t, err)
	three, err := simulate(bd, data, "demo.yaml", 40, 77, rules.DefaultMaxRounds, 3)
	must.NoError(t, err)
	assert.Equal(t, one, three)
	assert.Equal(t, res.Wins, one.Wins)
	assert.Equal(t, res.MeanRounds, one.MeanRounds)
}

func TestSimulateHumanAndHelp(t *testing.T) {
	file := tplWriteScenario(t, lopsided)
	code, out, stderr := runCLI("simulate", file, "--trials", "20", "--seed", "1")
	must.Equal(t, 0, code, stderr)
	assert.Contains(t, out, "Lopsided: 20 fights, seed 1")
	assert.Contains(t, out, "heroes win")
	assert.Contains(t, out, "mean ")

	for _, h := range []string{"--help", "-h"} {
		code, out, _ = runCLI("simulate", h)
		assert.Equal(t, 0, code)
		assert.Contains(t, out, `"mean_rounds"`)
		assert.Contains(t, out, "DefaultSoak")
	}
}

func TestSimulateBadInput(t *testing.T) {
	file := tplWriteScenario(t, lopsided)
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	must.NoError(t, os.WriteFile(bad, []byte("name: Bad\nmap: {rows: [\"..\"]}\nfigures: [{id: x, side: a, at: [5, 5]}]\n"), 0o644))
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no file", []string{"--trials", "5", "--seed", "1"}, "expected 1 file argument(s), got 0"},
		{"two files", []string{file, file, "--trials", "5", "--seed", "1"}, "expected 1 file argument(s), got 2"},
		{"missing trials", []string{file, "--seed", "1"}, "missing --trials"},
		{"missing seed", []string{file, "--trials", "5"}, "missing --seed"},
		{"zero trials", []string{file, "--trials", "0", "--seed", "1"}, "--trials 0: must be 1 to"},
		{"negative trials", []string{file, "--trials", "-2", "--seed", "1"}, "--trials -2: must be 1 to"},
		{"negative seed", []string{file, "--trials", "2", "--seed", "-1"}, "invalid value \"-1\" for flag -seed"},
		{"missing file", []string{file + ".nope", "--trials", "5", "--seed", "1"}, "no such file"},
		{"bad scenario", []string{bad, "--trials", "5", "--seed", "1"}, "bad.yaml"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(append([]string{"simulate"}, c.args...)...)
			assert.Equal(t, 2, code)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, c.want)
			assert.True(t, strings.HasPrefix(stderr, "battlemat simulate: "), stderr)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}
}

// An Extra goes out on its first Wound: its line says it ended
// Incapacitated so often and gives no mean Wounds (always 0); a Wild
// Card's gives both. The JSON keeps mean_wounds for every figure and
// adds wild_card.
func TestSimulateGivesMeanWoundsOfWildCardsOnly(t *testing.T) {
	data, err := assets.Scenario("demo")
	must.NoError(t, err)
	file := filepath.Join(t.TempDir(), "demo.yaml")
	must.NoError(t, os.WriteFile(file, data, 0o644))
	code, out, stderr := runCLI("simulate", file, "--trials", "10", "--seed", "1")
	must.Equal(t, 0, code, stderr)
	var hale, buck string
	for _, ln := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(ln, "Deputy Hale"):
			hale = ln
		case strings.Contains(ln, "Buck Savage"):
			buck = ln
		}
	}
	assert.Contains(t, hale, "Deputy Hale (heroes, Extra): Incapacitated ")
	assert.NotContains(t, hale, "Wounds")
	assert.Contains(t, buck, "Buck Savage (heroes): Incapacitated ")
	assert.Contains(t, buck, " Wounds")

	_, js := simulateRun(t, file, "--trials", "10", "--seed", "1")
	assert.Contains(t, js, `"mean_wounds"`)
	res, _ := simulateRun(t, file, "--trials", "10", "--seed", "1")
	assert.True(t, res.Figures["buck"].WildCard)
	assert.False(t, res.Figures["deputy"].WildCard)
	assert.Contains(t, js, `"wild_card":false`)
}
