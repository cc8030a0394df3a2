//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// oddsRun runs `battlemat odds ARGS` in-process.
func oddsRun(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"odds"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestOddsCommandJSON(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want map[string]float64
	}{
		{"Extra d6 vs 4: 1/2, raise 5/36", []string{"--die", "d6"},
			map[string]float64{"success": 0.5, "raise": 5.0 / 36, "critical_failure": 0}},
		{"Wild Card d4 vs 4: 5/8, snake eyes 1/24", []string{"--die", "d4", "--wild"},
			map[string]float64{"success": 5.0 / 8, "raise": 1 - 15.0/16*31.0/36, "critical_failure": 1.0 / 24}},
		{"Wild Card d8 vs Parry 6: 23/48", []string{"--die", "d8", "--wild", "--tn", "6"},
			map[string]float64{"success": 23.0 / 48, "raise": 141.0 / 768, "critical_failure": 1.0 / 48}},
		{"unskilled is a d4 at -2 whatever --die says: 31/96", []string{"--die", "d12+2", "--wild", "--unskilled"},
			map[string]float64{"success": 31.0 / 96, "raise": 1 - (1-3.0/64)*(1-1.0/12), "critical_failure": 1.0 / 24}},
		{"+3 on a Wild Card d6: only snake eyes fail", []string{"--die", "d6", "--wild", "--mod", "3"},
			map[string]float64{"success": 35.0 / 36, "raise": 1 - 2.0/3*2.0/3, "critical_failure": 1.0 / 36}},
		{"-2 on an Extra d6: needs the ace, 1/6", []string{"--die", "d6", "--mod", "-2"},
			map[string]float64{"success": 1.0 / 6, "raise": 1.0 / 12, "critical_failure": 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := oddsRun(append(c.args, "--json")...)
			must.Equal(t, 0, code, errOut)
			assert.Empty(t, errOut)
			assert.Equal(t, 1, strings.Count(out, "\n"), "one JSON object on one line")
			var got map[string]float64
			must.NoError(t, json.Unmarshal([]byte(out), &got))
			assert.Len(t, got, 3, "exactly success, raise, critical_failure")
			for k, v := range c.want {
				assert.InDelta(t, v, got[k], 1e-15, k)
			}
		})
	}
}

func TestOddsCommandRoF(t *testing.T) {
	// Extra d6 RoF 3 vs 4: 1/8, 3/8, 3/8, 1/8 hits.
	code, out, errOut := oddsRun("--die", "d6", "--rof", "3", "--json")
	must.Equal(t, 0, code, errOut)
	var got struct {
		Success  float64   `json:"success"`
		Hits     []float64 `json:"hits"`
		HitsCrit *float64  `json:"hits_critical_failure"`
	}
	must.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.InDelta(t, 0.5, got.Success, 1e-15)
	assert.InDeltaSlice(t, []float64{1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8}, got.Hits, 1e-15)
	must.NotNil(t, got.HitsCrit)
	assert.Zero(t, *got.HitsCrit)
}

func TestOddsCommandHuman(t *testing.T) {
	code, out, errOut := oddsRun("--die", "d4", "--wild")
	must.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Wild Card d4 +0 vs TN 4")
	assert.Contains(t, out, "62.500%")
	assert.Contains(t, out, "4.167%")
	assert.NotContains(t, out, "{")
}

func TestOddsCommandBadInput(t *testing.T) {
	cases := []struct {
		name string
		args []string
		msg  string
	}{
		{"unknown die", []string{"--die", "d7"}, `"d7" is not a die`},
		{"d12+N only on a d12", []string{"--die", "d8+1"}, "is not a die"},
		{"TN below 1", []string{"--die", "d8", "--tn", "0"}, "Target Number"},
		{"negative TN", []string{"--die", "d8", "--tn", "-3"}, "Target Number"},
		{"missing --die", []string{"--wild"}, "missing --die"},
		{"modifier not a number", []string{"--die", "d8", "--mod", "x"}, "-mod"},
		{"TN not a number", []string{"--die", "d8", "--tn", "four"}, "-tn"},
		{"RoF below 1", []string{"--die", "d8", "--rof", "0"}, "--rof"},
		{"unknown flag", []string{"--die", "d8", "--edge", "1"}, "edge"},
		{"stray argument", []string{"--die", "d8", "extra"}, "unexpected argument"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := oddsRun(append(c.args, "--json")...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, c.msg)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
		})
	}
}

// --rof counts the trait dice of one action: at most a weapon's highest
// Rate of Fire a scenario takes (12), refused above in words, and the
// answer is never NaN whatever is asked within it.
func TestOddsRoFIsBoundedAndNeverNaN(t *testing.T) {
	for _, rof := range []string{"13", "1000", "100000"} {
		code, out, errOut := oddsRun("--die", "d6", "--rof", rof, "--json")
		assert.Equal(t, 2, code, rof)
		assert.Empty(t, out)
		assert.Equal(t, "battlemat odds: --rof "+rof+": at most 12 trait dice (the highest Rate of Fire a weapon may have)\n", errOut)
	}
	for _, args := range [][]string{{"--die", "d12+1000", "--wild"}, {"--die", "d4", "--mod", "-1000"}, {"--die", "d4", "--tn", "100000"}} {
		code, out, errOut := oddsRun(append(args, "--rof", "12", "--json")...)
		if code != 0 {
			assert.NotContains(t, errOut, "NaN", args)
			continue
		}
		assert.NotContains(t, out, "NaN", args)
		var got map[string]any
		must.NoError(t, json.Unmarshal([]byte(out), &got), args)
	}
}
