//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// runCLI runs battlemat in process: exit code, stdout, stderr.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// runJSON runs a subcommand that must succeed quietly and decodes its one
// JSON object strictly: a field the test's struct does not know fails, so
// each test pins the contract's whole shape.
func runJSON[T any](t *testing.T, args ...string) (T, string) {
	t.Helper()
	var res T
	code, stdout, stderr := runCLI(args...)
	if !assert.Equal(t, 0, code, stderr) || !assert.Empty(t, stderr) {
		t.FailNow()
	}
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.DisallowUnknownFields()
	if !assert.NoError(t, dec.Decode(&res), stdout) {
		t.FailNow()
	}
	return res, stdout
}

// A person typing -h after a subcommand learns its flags, exit 0; an
// unknown subcommand is bad input, exit 2 with the list of subcommands.
func TestHelpListsTheSubcommandsFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"odds", "-h"}, []string{"usage: battlemat odds", "-die", "-wild", "-tn"}},
		{[]string{"reach", "--help"}, []string{"usage: battlemat reach", "-figure", "-run"}},
		{[]string{"play", "-h"}, []string{"usage: battlemat play", "-profile-frames"}},
	} {
		var out, errOut bytes.Buffer
		code := run(tc.args, &out, &errOut)
		if !assert.Equal(t, 0, code, "%v: %s", tc.args, errOut.String()) {
			continue
		}
		for _, w := range tc.want {
			assert.Contains(t, out.String(), w, "%v", tc.args)
		}
		assert.Empty(t, errOut.String())
	}

	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"teleport"}, &out, &errOut))
	assert.Contains(t, errOut.String(), `unknown subcommand "teleport"`)
	assert.Contains(t, errOut.String(), "simulate")
}

// A shot that misses only because of the cover strikes the
// obstacle and reaches the target with the obstacle's armor, so every
// trial that leaves the target Shaken or worse was a hit. In the demo the
// deputy sees Cultist 1 in heavy cover (-6) 5" away.
func TestAttackThroughCoverCountsObstacleHits(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"attack", "--scenario", "../../assets/scenarios/demo.yaml", "--attacker", "deputy",
		"--target", "cultist-1", "--trials", "2000", "--seed", "1", "--json"}, &out, &errOut)
	if !assert.Equal(t, 0, code, errOut.String()) {
		return
	}
	var res struct {
		Hits     int            `json:"hits"`
		Outcomes map[string]int `json:"outcomes"`
	}
	if !assert.NoError(t, json.Unmarshal(out.Bytes(), &res)) {
		return
	}
	damaged := res.Outcomes["shaken"] + res.Outcomes["wounded"] + res.Outcomes["incapacitated"]
	assert.Positive(t, damaged)
	assert.GreaterOrEqual(t, res.Hits, damaged)
}
