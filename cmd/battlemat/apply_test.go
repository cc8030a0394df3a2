//go:build !js

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// A pistol duel: Buck (Wild Card) and one cultist in the open.
const applyDuel = `
name: Apply duel
map:
  rows:
    - "............"
    - "............"
    - "............"
figures:
  - {id: buck, name: Buck, side: heroes, wildcard: true, at: [1, 1],
     traits: {agility: d8, spirit: d8, vigor: d8, fighting: d8, shooting: d10, notice: d6},
     weapons: [{name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}]}
  - {id: c1, name: Cultist 1, side: cult, at: [8, 1],
     traits: {agility: d6, spirit: d6, vigor: d6, fighting: d6, shooting: d6},
     weapons: [{name: Knife, damage: str+d4}]}
`

type applyJSON struct {
	Results []struct {
		OK      bool     `json:"ok"`
		Preview bool     `json:"preview"`
		Error   string   `json:"error"`
		Cost    string   `json:"cost"`
		Log     []string `json:"log"`
		Rolls   []struct {
			Who     string     `json:"who"`
			Trait   string     `json:"trait"`
			Target  string     `json:"target"`
			TN      int        `json:"tn"`
			Total   *int       `json:"total"`
			Mods    rules.Mods `json:"mods"`
			Success *float64   `json:"success"`
			Raise   *float64   `json:"raise"`
		} `json:"rolls"`
	} `json:"results"`
	Round   int     `json:"round"`
	Up      *string `json:"up"`
	Figures map[string]struct {
		At            rules.Pos `json:"at"`
		Shaken        bool      `json:"shaken"`
		Wounds        int       `json:"wounds"`
		Fatigue       int       `json:"fatigue"`
		Incapacitated bool      `json:"incapacitated"`
		Prone         bool      `json:"prone"`
		Distracted    bool      `json:"distracted"`
		Vulnerable    bool      `json:"vulnerable"`
		Bennies       int       `json:"bennies"`
		PowerPoints   *int      `json:"power_points"`
		MaxPower      *int      `json:"max_power_points"`
		MaxWounds     *int      `json:"max_wounds"`
		Defend        bool      `json:"defend"`
		Aim           bool      `json:"aim"`
		Joker         bool      `json:"joker"`
		Parry         int       `json:"parry"`
		Toughness     int       `json:"toughness"`
		Effects       []struct {
			Source  rules.Source `json:"source"`
			Change  string       `json:"change"`
			Detail  string       `json:"detail"`
			Value   int          `json:"value"`
			When    string       `json:"when"`
			Ends    string       `json:"ends"`
			Label   string       `json:"label"`
			Granted bool         `json:"granted"`
		} `json:"effects"`
	} `json:"figures"`
	Pool *int `json:"pool"`
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	must.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

// The script deals, gives Buck two actions, previews a shot, shoots and
// moves: the preview's modifiers are those the shot then rolls with, and
// --out saves what was accepted.
func TestApplyRunsAScriptPreviewEqualsTheRoll(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", strings.Join([]string{
		`{"kind": "round"}`,
		``,
		`{"kind": "turn", "who": "buck", "actions": 2}`,
		`{"preview": {"kind": "shoot", "who": "buck", "targets": ["c1"]}}`,
		`{"kind": "shoot", "who": "buck", "targets": ["c1"]}`,
		`{"kind": "move", "who": "buck", "to": {"x": 2, "y": 2}}`,
	}, "\n"))
	out := filepath.Join(t.TempDir(), "duel.battle.json")
	// Seed 4 deals Buck the first card (checked by "up" below).
	res, _ := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--out", out, "--json")
	must.Len(t, res.Results, 5)
	for i, r := range res.Results {
		assert.True(t, r.OK, "line %d: %s", i+1, r.Error)
	}
	pre, shot := res.Results[2], res.Results[3]
	assert.True(t, pre.Preview)
	must.Len(t, pre.Rolls, 1)
	must.Len(t, shot.Rolls, 1)
	assert.Equal(t, "shooting", pre.Rolls[0].Trait)
	assert.Equal(t, rules.Mods{{Name: "multi-action", Value: -2}}, pre.Rolls[0].Mods, "7\" away in the open: short range, no cover")
	assert.Equal(t, pre.Rolls[0].Mods, shot.Rolls[0].Mods, "the preview's modifiers are the roll's")
	assert.Equal(t, 4, pre.Rolls[0].TN)
	must.NotNil(t, pre.Rolls[0].Success)
	// d10 and the Wild Die at -2 against 4 (exact odds).
	want := rules.Odds(rules.TraitRoll{Die: rules.D10, Wild: true, Mods: rules.Mods{{Value: -2}}})
	assert.InDelta(t, want.Success, *pre.Rolls[0].Success, 1e-12)
	assert.Nil(t, pre.Rolls[0].Total, "a preview rolls nothing")
	must.NotNil(t, shot.Rolls[0].Total)
	assert.Contains(t, shot.Log[0], "Buck shoots Cultist 1 with the Colt .45")
	must.NotNil(t, res.Up)
	assert.Equal(t, "buck", *res.Up)
	assert.Equal(t, 1, res.Round)
	assert.Equal(t, rules.Pos{X: 2, Y: 2}, res.Figures["buck"].At)
	assert.Len(t, res.Figures, 2)
	must.NotNil(t, res.Pool)
	assert.Equal(t, 1, *res.Pool, "the GM's pool: one benny for Buck, the one player character")

	// The battle file replays to the same battle.
	f, _, b, err := board.LoadBattle(out)
	must.NoError(t, err)
	assert.Len(t, f.Actions, 4, "the preview is not an action")
	assert.Equal(t, rules.Pos{X: 2, Y: 2}, mustPos(t, b, "buck"))
}

func mustPos(t *testing.T, b *rules.Battle, id string) rules.Pos {
	p, ok := b.Battlefield.Position(id)
	must.True(t, ok)
	return p
}

// A refused action is a result, not bad input: it changes nothing and the
// script goes on.
func TestApplyRefusedActionChangesNothingAndGoesOn(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", `{"kind": "round"}
{"kind": "turn", "who": "c1"}
{"kind": "end_turn", "who": "c1"}
`)
	res, _ := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--json")
	must.Len(t, res.Results, 3)
	assert.True(t, res.Results[0].OK)
	assert.False(t, res.Results[1].OK)
	assert.Contains(t, res.Results[1].Error, "Cultist 1")
	assert.False(t, res.Results[2].OK)
	assert.Equal(t, "buck", *res.Up, "nothing changed: Buck is still next")
}

// Bad input names its line and exits 2 with nothing applied.
func TestApplyBadLinesExitTwoNamingTheLine(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	for _, tc := range []struct{ script, want string }{
		{`{"kind": "round"}` + "\n" + `{"kind": "shooot", "who": "buck"}`, `line 2: "shooot" is not an action`},
		{`{"kind": "round"}` + "\n\n" + `{"kind": "move", "who": "buck", "too": {"x": 1, "y": 1}}`, `line 3: move action: unknown field "too"`},
		{`{"kind": "move", "who": "buck"}`, `line 1: move action: the field "to" is missing`},
		{`not json`, `line 1: not a JSON object`},
		{`{"preview": {"kind": "round"}, "kind": "round"}`, `line 1: a preview line holds only`},
	} {
		code, stdout, stderr := runCLI("apply", "--scenario", scen, "--seed", "1", "--actions", writeFile(t, "s.jsonl", tc.script), "--json")
		assert.Equal(t, 2, code, tc.script)
		assert.Empty(t, stdout)
		assert.Contains(t, stderr, tc.want)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line")
	}
}

// --list names every kind with its fields and an example that reads back.
func TestApplyListsEveryKind(t *testing.T) {
	res, _ := runJSON[struct {
		Kinds []struct {
			Kind    string         `json:"kind"`
			Fields  []string       `json:"fields"`
			Example map[string]any `json:"example"`
		} `json:"kinds"`
	}](t, "apply", "--list", "--json")
	must.Len(t, res.Kinds, len(rules.ActionKinds()))
	for i, k := range res.Kinds {
		assert.Equal(t, rules.ActionKinds()[i], k.Kind)
		assert.Equal(t, k.Kind, k.Example["kind"])
	}
	_, stdout, _ := runCLI("apply", "--list")
	assert.Contains(t, stdout, "shoot        who, weapon?, targets, mode?, slugs?, called?, barrels?, drop?, extra?")
}

// Every accepted line lists its rolls, an empty list when it rolled
// nothing, and an applied one its log; a refused line neither.
func TestApplyResultsAlwaysCarryTheirRollsAndLog(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", `{"kind": "round"}
{"preview": {"kind": "turn", "who": "buck"}}
{"kind": "turn", "who": "buck"}
{"kind": "move", "who": "buck", "to": {"x": 2, "y": 1}}
{"kind": "end_turn", "who": "c1"}
`)
	_, stdout := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--json")
	var raw struct {
		Results []map[string]json.RawMessage `json:"results"`
	}
	must.NoError(t, json.Unmarshal([]byte(stdout), &raw))
	must.Len(t, raw.Results, 5)
	assert.Contains(t, raw.Results[1], "rolls", "a preview")
	assert.NotContains(t, raw.Results[1], "log", "a preview has no log")
	for _, i := range []int{0, 2, 3} {
		assert.Contains(t, raw.Results[i], "rolls", "line %d", i+1)
		assert.Contains(t, raw.Results[i], "log", "line %d", i+1)
	}
	assert.JSONEq(t, "[]", string(raw.Results[3]["rolls"]), "a move rolls nothing")
	assert.NotContains(t, raw.Results[4], "rolls", "refused")
	assert.NotContains(t, raw.Results[4], "log", "refused")
}

// The GM's effect through apply: "Parry -2 until the end of its next
// turn" on the cultist shows in its parry (5 - 2) and its effects, with
// its source and end; each figure's toughness counts its armor.
func TestApplyEffectShowsInParryAndEffects(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", strings.Join([]string{
		`{"kind": "round"}`,
		`{"kind": "effect", "who": "c1", "change": "parry", "value": -2, "ends": "turns", "span": 1}`,
	}, "\n"))
	res, _ := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--json")
	must.Len(t, res.Results, 2)
	assert.True(t, res.Results[1].OK, res.Results[1].Error)
	c1 := res.Figures["c1"]
	assert.Equal(t, 3, c1.Parry)
	assert.Equal(t, 5, c1.Toughness)
	must.Len(t, c1.Effects, 1)
	e := c1.Effects[0]
	assert.Equal(t, rules.Source{Kind: rules.FromGM, Name: "GM"}, e.Source)
	assert.Equal(t, "parry", e.Change)
	assert.Equal(t, -2, e.Value)
	assert.Equal(t, "until the end of its next turn", e.Ends)
	assert.Equal(t, 6, res.Figures["buck"].Parry)
	assert.Empty(t, res.Figures["buck"].Effects)
}

// The text answer counts the GM's pool in words a table reads: one
// player character puts one benny in it, "1 benny", not "1 bennies".
func TestApplyTextSaysOneBennyInTheGMsPool(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", `{"kind": "round"}`)
	code, out, errOut := runCLI("apply", "--scenario", scen, "--seed", "4", "--actions", script)
	must.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "GM's pool: 1 benny\n")
	assert.NotContains(t, out, "bennies")
}

// The text answer names the figure of a preview's roll as the scenario
// writes it ("Buck", not its id "buck"); the JSON keeps the id.
func TestApplyPreviewTextNamesTheFigureAsWritten(t *testing.T) {
	scen := writeFile(t, "duel.yaml", applyDuel)
	script := writeFile(t, "s.jsonl", strings.Join([]string{
		`{"kind": "round"}`,
		`{"kind": "turn", "who": "buck"}`,
		`{"preview": {"kind": "shoot", "who": "buck", "targets": ["c1"]}}`,
	}, "\n"))
	code, stdout, stderr := runCLI("apply", "--scenario", scen, "--seed", "4", "--actions", script)
	must.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "3: preview: Buck rolls shooting vs 4")
	assert.NotContains(t, stdout, "preview: buck")
}

// apply --out of a scenario that takes its figures from a roster writes
// a battle file that loads without the roster: its figures written in.
func TestApplyOutOfARosterScenarioStandsAlone(t *testing.T) {
	dir := t.TempDir()
	must.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte("figures:\n  - {id: thug, name: Thug, traits: {fighting: d6, vigor: d6}}\n"), 0o644))
	scen := filepath.Join(dir, "docks.yaml")
	must.NoError(t, os.WriteFile(scen, []byte("name: Docks\nroster: roster.yaml\nmap:\n  rows: [\"....\", \"....\"]\nfigures:\n"+
		"  - {id: hero, name: Hero, side: heroes, at: [0, 0], traits: {fighting: d8, vigor: d6}}\n"+
		"  - {use: thug, side: foes, at: [[3, 0], [3, 1]]}\n"), 0o644))
	script := writeFile(t, "s.jsonl", `{"kind": "round"}`)
	out := filepath.Join(t.TempDir(), "docks.battle.json")
	res, _ := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--out", out, "--json")
	must.Len(t, res.Results, 1)
	f, bd, b, err := board.LoadBattle(out)
	must.NoError(t, err)
	assert.NotContains(t, f.Scenario, "roster")
	must.Len(t, bd.Figures, 3)
	assert.Equal(t, "Thug 2", bd.Figure("thug-2").Name)
	assert.Len(t, b.Applied, 1)
}
