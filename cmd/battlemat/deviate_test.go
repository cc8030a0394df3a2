//go:build !js

package main

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

type deviateOut struct {
	Samples []struct {
		Distance float64 `json:"distance"`
		Clock    int     `json:"clock"`
		X        float64 `json:"x"`
		Y        float64 `json:"y"`
	} `json:"samples"`
}

func deviateJSON(t *testing.T, args ...string) deviateOut {
	t.Helper()
	res, _ := runJSON[deviateOut](t, append([]string{"deviate", "--json"}, args...)...)
	return res
}

// A grenade thrown east from (0.5, 0.5) at (10.5, 0.5), short range: 1d6"
// capped at 5" (half of 10). Each landing is the intended point moved the
// distance toward the clock hour, 12 along the throw (east), 3 south.
func TestDeviateCommand(t *testing.T) {
	res := deviateJSON(t, "--from", "0.5,0.5", "--to", "10.5,0.5", "--thrown", "--range", "short", "--n", "600", "--seed", "5")
	must.Len(t, res.Samples, 600)
	seen := map[float64]int{}
	for _, s := range res.Samples {
		must.GreaterOrEqual(t, s.Clock, 1)
		must.LessOrEqual(t, s.Clock, 12)
		seen[s.Distance]++
		a := float64(s.Clock%12) * math.Pi / 6 // clockwise from east on a y-down map
		assert.InDelta(t, 10.5+s.Distance*math.Cos(a), s.X, 1e-9)
		assert.InDelta(t, 0.5+s.Distance*math.Sin(a), s.Y, 1e-9)
	}
	// 1..4 as rolled, 5 and 6 both cut to 5: five values in all.
	assert.Len(t, seen, 5)
	for d := range seen {
		assert.Contains(t, []float64{1, 2, 3, 4, 5}, d)
	}
	// 5" has chance 2/6: with 600 samples expect 200, standard error
	// sqrt(600 * 1/3 * 2/3) = 11.5; accept 5 of them.
	assert.InDelta(t, 200, seen[5], 5*11.55)

	// The same seed gives the same samples; another seed others.
	again := deviateJSON(t, "--from", "0.5,0.5", "--to", "10.5,0.5", "--thrown", "--range", "short", "--n", "600", "--seed", "5")
	assert.Equal(t, res, again)
	other := deviateJSON(t, "--from", "0.5,0.5", "--to", "10.5,0.5", "--thrown", "--range", "short", "--n", "600", "--seed", "6")
	assert.NotEqual(t, res, other)
}

// Deluxe fires 1d10 (x3 at long): 3..30 in steps of 3, under a far cap.
func TestDeviateCommandDeluxe(t *testing.T) {
	res := deviateJSON(t, "--from", "0,0", "--to", "0,100", "--fired", "--range", "long", "--edition", "deluxe", "--n", "2000", "--seed", "1")
	seen := map[float64]bool{}
	for _, s := range res.Samples {
		seen[s.Distance] = true
		assert.Equal(t, 0.0, math.Mod(s.Distance, 3))
	}
	assert.Len(t, seen, 10)
	// Swade fires 2d6 x4 at extreme: 8..48, capped at 50 never reached.
	res = deviateJSON(t, "--from", "0,0", "--to", "0,100", "--fired", "--range", "extreme", "--n", "2000", "--seed", "1")
	lo, hi := 100.0, 0.0
	for _, s := range res.Samples {
		lo, hi = math.Min(lo, s.Distance), math.Max(hi, s.Distance)
	}
	assert.Equal(t, 8.0, lo)
	assert.Equal(t, 48.0, hi)
}

func TestDeviateCommandBadInput(t *testing.T) {
	ok := []string{"--from", "0,0", "--to", "10,0", "--range", "short", "--n", "3", "--seed", "1"}
	with := func(extra ...string) []string { return append(append([]string{}, ok...), extra...) }
	cases := map[string][]string{
		"neither thrown nor fired": with(),
		"both thrown and fired":    with("--thrown", "--fired"),
		"deluxe extreme":           append([]string{"--from", "0,0", "--to", "10,0", "--range", "extreme", "--edition", "deluxe", "--n", "3", "--seed", "1"}, "--fired"),
		"unknown edition":          with("--thrown", "--edition", "1st"),
		"unknown range":            {"--from", "0,0", "--to", "10,0", "--range", "far", "--n", "3", "--seed", "1", "--thrown"},
		"no n":                     {"--from", "0,0", "--to", "10,0", "--range", "short", "--seed", "1", "--thrown"},
		"zero n":                   {"--from", "0,0", "--to", "10,0", "--range", "short", "--n", "0", "--seed", "1", "--thrown"},
		"negative seed":            {"--from", "0,0", "--to", "10,0", "--range", "short", "--n", "3", "--seed", "-1", "--thrown"},
		"no seed":                  {"--from", "0,0", "--to", "10,0", "--range", "short", "--n", "3", "--thrown"},
		"bad point":                {"--from", "0", "--to", "10,0", "--range", "short", "--n", "3", "--seed", "1", "--thrown"},
		"infinite point":           {"--from", "0,0", "--to", "Inf,0", "--range", "short", "--n", "3", "--seed", "1", "--thrown"},
		"unknown flag":             with("--thrown", "--wild"),
	}
	for name, args := range cases {
		code, out, errOut := runCLI(append([]string{"deviate", "--json"}, args...)...)
		assert.Equal(t, 2, code, name)
		assert.Empty(t, out, name)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%s: one line: %q", name, errOut)
	}
	_, _, errOut := runCLI("deviate", "--from", "0,0", "--to", "10,0", "--range", "extreme", "--edition", "deluxe", "--n", "3", "--seed", "1", "--fired")
	assert.Contains(t, errOut, "deluxe has no extreme range")
}
