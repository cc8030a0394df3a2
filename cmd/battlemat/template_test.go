//go:build !js

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// templateScenario: a 20 x 10 map; the heroes' gunner at square (1, 4)
// (centre (1.5, 4.5)), cultists in the row beside and along it.
const templateScenario = `name: Template test
map:
  rows:
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
figures:
  - {id: gunner, side: heroes, at: [1, 4]}
  - {id: ally, side: heroes, at: [4, 4]}
  - {id: c1, side: cultists, at: [8, 4]}
  - {id: c2, side: cultists, at: [9, 5]}
  - {id: c3, side: cultists, at: [13, 4]}
  - {id: c4, side: cultists, at: [14, 4]}
  - {id: ogre, side: cultists, at: [8, 7], size: 4}
`

func tplWriteScenario(t *testing.T, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "s.yaml")
	must.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	return p
}

func TestTemplateCommand(t *testing.T) {
	file := tplWriteScenario(t, templateScenario)
	cases := []struct {
		name string
		args []string
		want []string
	}{
		// MBT on c1's centre (8.5, 4.5): c2 at 1.41", the ogre (9, 8) at
		// 3.54" > 2+1 is clear, ally at 4" clear.
		{"mbt on c1", []string{"--shape", "mbt", "--at", "8.5,4.5"}, []string{"c1", "c2"}},
		// LBT there reaches the ogre (3.54 < 3+1).
		{"lbt on c1", []string{"--shape", "lbt", "--at", "8.5,4.5"}, []string{"c1", "c2", "ogre"}},
		// SBT tangent to c1 (centre 1.5" away = 1 + 0.5): nobody.
		{"sbt tangent", []string{"--shape", "sbt", "--at", "7,4.5"}, []string{}},
		// A blast with --from still never names the attacker.
		{"blast on the gunner, from the gunner", []string{"--shape", "sbt", "--at", "1.5,4.5", "--from", "gunner"}, []string{}},
		{"blast on the gunner", []string{"--shape", "sbt", "--at", "1.5,4.5"}, []string{"gunner"}},
		// Stream east from the gunner: x from 2 to 14 along row 4, so c3
		// (centre 13.5) is in and c4 (14.5) only touches the end; c2 in
		// the next row only touches the side. Friend and foe alike.
		{"stream east", []string{"--shape", "stream", "--at", "19,4.5", "--from", "gunner"}, []string{"ally", "c1", "c3"}},
		// Cone east: apex (2, 4.5), 9" long to x = 11; c2 (9.5, 5.5) is
		// inside the bulge.
		{"cone east", []string{"--shape", "cone", "--at", "19,4.5", "--from", "gunner"}, []string{"ally", "c1", "c2"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(append([]string{"template", "--scenario", file, "--json"}, tc.args...)...)
			must.Equal(t, 0, code, errOut)
			var res struct {
				Affected []string `json:"affected"`
			}
			must.NoError(t, json.Unmarshal([]byte(out), &res))
			must.NotNil(t, res.Affected, "affected is a list, never null: %s", out)
			assert.Equal(t, tc.want, res.Affected)
			assert.Equal(t, 1, strings.Count(out, "\n"), "one JSON object on one line")
		})
	}
	code, out, _ := runCLI("template", "--scenario", file, "--shape", "mbt", "--at", "8.5,4.5")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "c1, c2")
}

func TestTemplateCommandBadInput(t *testing.T) {
	file := tplWriteScenario(t, templateScenario)
	cases := [][]string{
		{"--shape", "mbt", "--at", "1,1"},                                                // no scenario
		{"--scenario", file, "--at", "1,1"},                                              // no shape
		{"--scenario", file, "--shape", "mbt"},                                           // no point
		{"--scenario", file, "--shape", "hex", "--at", "1,1"},                            // unknown shape
		{"--scenario", file, "--shape", "mbt", "--at", "1;1"},                            // bad point
		{"--scenario", file, "--shape", "mbt", "--at", "NaN,1"},                          // not a point
		{"--scenario", file, "--shape", "cone", "--at", "5,5"},                           // cone without --from
		{"--scenario", file, "--shape", "cone", "--at", "5,5", "--from", "x"},            // unknown figure
		{"--scenario", file, "--shape", "stream", "--at", "1.5,4.5", "--from", "gunner"}, // aim at itself
		{"--scenario", filepath.Join(t.TempDir(), "none.yaml"), "--shape", "mbt", "--at", "1,1"},
		{"--scenario", file, "--shape", "mbt", "--at", "1,1", "extra"},
	}
	for _, args := range cases {
		code, out, errOut := runCLI(append([]string{"template", "--json"}, args...)...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	}
}
