//go:build !js

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// goWords are what only a Go programmer reads: a type of ours
// (board.uvttFile), a struct written out, a Go type, the JSON or YAML
// library's own prefix.
var goWords = regexp.MustCompile(`struct \{|\b(board|rules|main|geom|server|templates|game)\.[A-Za-z]|Go (struct|value)|\b(float64|u?int(8|16|32|64)|map\[|\[\][a-z])|(^|\s)(json|yaml): `)

// A scenario for the bad apply lines and battle files.
const msgScenario = `name: S
map:
  rows:
    - "......"
    - "......"
figures:
  - id: a
    side: x
    at: [0, 0]
    traits: {shooting: d8}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt}
  - id: b
    side: y
    at: [3, 1]
`

const uvHead = `"resolution":{"map_origin":{"x":0,"y":0},"map_size":{"x":4,"y":4},"pixels_per_grid":70}`

// Whatever a person gets wrong in a file, a line or a flag, the message
// says it in words: never a Go type, a struct, or a library's prefix. A
// truncated battle file is reported as a battle file, and one of an
// unknown format names the format.
func TestNoMessageNamesAGoType(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		must.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	scen := write("s.yaml", msgScenario)
	battle, err := os.ReadFile("../../testdata/demo-2026-11-r3.battle.json")
	must.NoError(t, err)
	bf := func(fields string) string {
		return `{"format":"battlemat-battle/1","name":"s.yaml","scenario":` + jsonQuote(msgScenario) + `,"seed":1` + fields + `}`
	}
	type probe struct {
		name string
		args []string
		want string // a word the message must hold
	}
	var probes []probe
	check := func(name, file, text, want string) {
		probes = append(probes, probe{name, []string{"check", write(file, text)}, want})
	}
	check("a UVTT file that is a list", "a.dd2vtt", `[1, 2]`, "")
	check("a UVTT resolution given twice, the second a string", "b.dd2vtt", `{`+uvHead+`,"resolution":"x"}`, "resolution")
	check("a UVTT size in text", "c.dd2vtt", `{"resolution":{"map_size":{"x":"4","y":4}}}`, "map_size")
	check("UVTT walls as an object", "d.dd2vtt", `{`+uvHead+`,"line_of_sight":{"a":1}}`, "line_of_sight")
	check("UVTT portals as text", "e.dd2vtt", `{`+uvHead+`,"portals":"x"}`, "portals")
	check("a UVTT light at a list", "f.dd2vtt", `{`+uvHead+`,"lights":[{"position":[1,2]}]}`, "lights")
	check("a truncated UVTT file", "g.dd2vtt", `{`+uvHead[:40], "")
	check("a battle file whose rules are text", "h.json", bf(`,"rules":"x","actions":[]`), "rules")
	check("a battle file whose seed is text", "i.json", bf(`,"seed2":1,"actions":[]`), "seed2")
	check("a truncated battle file", "j.json", string(battle[:300]), "battle file")
	check("a battle file of an unknown format", "k.json", `{"format":"battlemat-battle-2/9","scenario":"x"}`, "battlemat-battle-2/9")
	check("a battle file of another program", "k2.json", `{"format":"otherprogram/2","name":"x","scenario":"x","seed":1,"actions":[]}`, "otherprogram/2")
	check("a battle file whose actions are an object", "l.json", bf(`,"actions":{}`), "actions")
	check("a battle file with a move to a list", "m.json", bf(`,"actions":[{"action":{"kind":"move","who":"a","to":[1,2]}}]`), "to")
	check("a battle file whose format is a number", "n.json", `{"format":5}`, "")
	check("a scenario's at as a mapping", "o.yaml", strings.Replace(msgScenario, "at: [3, 1]", "at: {x: 1}", 1), "at")
	check("a scenario's traits as a list", "p.yaml", strings.Replace(msgScenario, "traits: {shooting: d8}", "traits: [d8]", 1), "traits")
	check("a scenario's rows as a number", "q.yaml", strings.Replace(msgScenario, "rows:\n    - \"......\"\n    - \"......\"", "rows: 5", 1), "rows")
	for i, line := range []string{
		`{"kind":"area","who":"a","weapon":"Grenade","at":[1,2]}`,
		`{"kind":"move","who":"a","to":"x"}`,
		`{"kind":5}`,
		`{"kind":"shoot","who":"a","targets":"b"}`,
		`{"kind":"set_state","who":"a","state":{"wounds":"x"}}`,
		`{"preview":5}`,
		`{"kind":"round","x":`,
	} {
		probes = append(probes, probe{"apply " + line, []string{"apply", "--scenario", scen, "--seed", "1", "--actions",
			write("act"+string(rune('a'+i))+".jsonl", line+"\n")}, ""})
	}
	for _, to := range []string{"1e308,1e308", "1e300,0", "0,-1e19"} {
		probes = append(probes, probe{"deviate to " + to, []string{"deviate", "--from", "0,0", "--to", to, "--thrown", "--range", "short", "--n", "1", "--seed", "1"}, "--to"})
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			code, out, errOut := runCLI(p.args...)
			assert.NotEqual(t, 0, code, "refused: %s", out)
			msg := out + errOut
			assert.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %s", errOut)
			assert.False(t, goWords.MatchString(msg), "no Go words: %s", msg)
			assert.NotContains(t, msg, "NaN")
			assert.Contains(t, msg, p.want)
		})
	}
}

func jsonQuote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}
