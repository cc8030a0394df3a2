package board_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// battleJSON sums up a battle for comparison: figures, squares, events,
// initiative and the RNG's next draws (on a copy).
func battleJSON(t *testing.T, b *rules.Battle) string {
	t.Helper()
	type fig struct {
		State rules.State
		At    rules.Pos
	}
	var figs []fig
	for _, f := range b.Figures() {
		p, _ := b.Battlefield.Position(f.ID)
		figs = append(figs, fig{f.State, p})
	}
	rng := *b.RNG()
	next := []uint64{rng.Uint64(), rng.Uint64()}
	data, err := json.Marshal(map[string]any{"figures": figs, "events": b.Events(), "init": b.Fight.Init, "rng": next, "turn": b.Turn()})
	require.NoError(t, err)
	return string(data)
}

func TestSaveLoadRoundTrip(t *testing.T) {
	src, err := assets.Scenario("demo")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", src, 42)
	require.NoError(t, err)
	b.Soak = rules.DefaultSoak
	// A few turns by hand: deal, then every turn shoots the first foe it
	// can and ends.
	for len(b.Applied) < 80 {
		if tr := b.Turn(); tr != nil {
			for _, g := range b.Figures() {
				if g.Side != b.Figure(tr.Who).Side && b.Apply(rules.Shoot{Who: tr.Who, Targets: []string{g.ID}}) == nil {
					break
				}
			}
			require.NoError(t, b.Apply(rules.EndTurn{Who: tr.Who}))
			continue
		}
		if next := b.NextUp(); len(next) > 0 {
			require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
		} else {
			require.NoError(t, b.Apply(rules.StartRound{}))
		}
	}
	path := filepath.Join(t.TempDir(), "fight.battle.json")
	require.NoError(t, board.SaveBattle(path, board.FileOf("demo.yaml", src, b)))
	f, _, back, err := board.LoadBattle(path)
	require.NoError(t, err)
	assert.Equal(t, uint64(42), f.Seed)
	assert.Equal(t, string(src), f.Scenario)
	assert.Equal(t, battleJSON(t, b), battleJSON(t, back))
	assert.Equal(t, b.Log(), back.Log())

	// Saving the loaded battle writes the same bytes.
	again := filepath.Join(t.TempDir(), "again.json")
	require.NoError(t, board.SaveBattle(again, board.FileOf("demo.yaml", src, back)))
	d1, _ := os.ReadFile(path)
	d2, _ := os.ReadFile(again)
	assert.Equal(t, string(d1), string(d2))
}

func TestSaveIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "fight.json")
	src, err := assets.Scenario("demo")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", src, 1)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, board.SaveBattle(path, board.FileOf("demo.yaml", src, b)))
	good, err := os.ReadFile(path)
	require.NoError(t, err)

	// An action that cannot be written fails the save: the old file stays
	// whole and no temporary file is left behind.
	bad := board.FileOf("demo.yaml", src, b)
	bad.Actions = append(bad.Actions, rules.Applied{})
	require.Error(t, board.SaveBattle(path, bad))
	now, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(good), string(now))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")

	// A directory that does not exist: an error, nothing written.
	require.Error(t, board.SaveBattle(filepath.Join(dir, "nope", "x.json"), board.FileOf("demo.yaml", src, b)))
}

func TestLoadRejectsBadFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	_, _, _, err := board.LoadBattle(write("a.json", `{"format": "other"}`))
	assert.ErrorContains(t, err, `format "other"`)
	_, _, _, err = board.LoadBattle(write("b.json", `{"format": "battlemat-battle/1", "scenario": "x", "seed": 1, "bogus": 2}`))
	assert.ErrorContains(t, err, "unknown field")
	src, _ := assets.Scenario("demo")
	f := &board.BattleFile{Format: board.BattleFormat, Name: "demo.yaml", Scenario: string(src), Seed: 1,
		Actions: []rules.Applied{{Action: rules.StartTurn{Who: "buck"}}}}
	data, err := f.Marshal()
	require.NoError(t, err)
	_, _, _, err = board.LoadBattle(write("c.json", string(data)))
	assert.ErrorContains(t, err, "action 1 (turn): no round has started")
}

// A battle file is told by its "format", not by its first byte: a JSON
// scenario is an object too.
func TestIsBattleFileLooksAtTheFormat(t *testing.T) {
	assert.True(t, board.IsBattleFile([]byte(`{"format": "battlemat-battle/1", "scenario": "x"}`)))
	assert.True(t, board.IsBattleFile([]byte(`{"format": "battlemat-battle/7"}`)), "a later version is still a battle file")
	assert.False(t, board.IsBattleFile([]byte(`{"name": "S", "map": {"rows": [".."]}, "figures": []}`)), "a JSON scenario")
	assert.False(t, board.IsBattleFile([]byte("name: S\nmap: {rows: [\"..\"]}\n")), "a YAML scenario")
	assert.False(t, board.IsBattleFile([]byte(`{"format": `)), "not JSON at all")
	assert.False(t, board.IsBattleFile([]byte(`{"format": 0.2, "resolution": {}}`)), "a Universal VTT file")
}

// A file meant as a battle file is read as one even when it is cut short
// or of a format this battlemat does not know, so that its error says
// so, naming the format, instead of reading it as a broken scenario.
func TestABrokenBattleFileIsReportedAsABattleFile(t *testing.T) {
	data, err := os.ReadFile("../testdata/demo-2026-11-r3.battle.json")
	require.NoError(t, err)
	cut := data[:len(data)/2]
	require.True(t, board.IsBattleFile(cut), "cut short after its format")
	_, err = board.ParseBattleFile(cut)
	require.Error(t, err)
	assert.Equal(t, "the battle file ends too soon (truncated?)", err.Error())

	other := []byte(`{"format": "other/2", "scenario": "x"}`)
	require.True(t, board.IsBattleFile(other))
	_, err = board.ParseBattleFile(other)
	require.Error(t, err)
	assert.Equal(t, `not a battle file: format "other/2", want "battlemat-battle/1"`, err.Error())
}

// A battle saved by an earlier version loads and replays to the same
// fight, line for line: battle files are users' data, kept forever. The
// November 2026 file has no "rules" key, so it is played under revision 1
// of the rules, the reading it was saved under: the corrections of the
// rules audit (a blast's aim point needing line of fire refused its third
// action, obstacles as Armor rewrote its damage lines, and more) do not
// apply to it.
func TestBattleFileOfNovember2026ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11", 217, rules.FirstRevision)
}

// The demo fight as revision 2 of the rules (after the first rules audit)
// plays it, saved with "rules": 2: it replays to its log forever, under
// those rules, whatever later revisions change.
func TestBattleFileOfRevision2ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r2", 114, 2)
}

// The demo fight as revision 3 of the rules (after the second rules audit:
// the GM's pool soaks for the cultists) plays it, saved with "rules": 3.
func TestBattleFileOfRevision3ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r3", 221, 3)
}

// The demo fight under revision 4 (the third audit, the characters'
// Edges and abilities, the first powers: the High Priest casts with
// Faith, the Dweller in the Well causes Fear), replayed against its log
// forever.
func TestBattleFileOfRevision4ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r4", 574, 4)
}

// The same demo fight under revision 6, as the version that shipped it
// played it (the third pass over characters and powers: Withdraw from
// Reach and the rest): 462 actions, replayed against its log forever.
func TestBattleFileOfRevision6ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r6", 462, 6)
}

// The demo fight played under revision 5 is the revision-4 fight action
// for action (none of revision 5's corrections or names comes up in it),
// so the revision-4 file saved with "rules": 5 stands for it: it replays
// to the same log under revision 5 forever.
func TestBattleFileOfRevision5ReplaysToTheSameFight(t *testing.T) {
	data, err := os.ReadFile("../testdata/demo-2026-11-r4.battle.json")
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	f.Rules = 5
	_, b, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, 5, b.Revision())
	assert.Len(t, b.Applied, 574)
	want, err := os.ReadFile("../testdata/demo-2026-11-r4.log")
	require.NoError(t, err)
	assert.Equal(t, strings.Split(strings.TrimSuffix(string(want), "\n"), "\n"), b.Log())
}

// The demo fight played under revisions 7, 8 and 9, each by the version
// that shipped it, is the revision-6 fight action for action and line for
// line (none of their corrections or names comes up in it), so the
// revision-6 file saved with "rules": 7, 8 or 9 stands for it: it replays
// to the same log under each of them forever.
func TestBattleFileOfRevisions7To10ReplaysToTheSameFight(t *testing.T) {
	for _, rev := range []int{7, 8, 9, 10} {
		data, err := os.ReadFile("../testdata/demo-2026-11-r6.battle.json")
		require.NoError(t, err)
		f, err := board.ParseBattleFile(data)
		require.NoError(t, err)
		f.Rules = rev
		_, b, err := f.Start()
		require.NoError(t, err)
		assert.Equal(t, rev, b.Revision())
		assert.Len(t, b.Applied, 462)
		want, err := os.ReadFile("../testdata/demo-2026-11-r6.log")
		require.NoError(t, err)
		assert.Equal(t, strings.Split(strings.TrimSuffix(string(want), "\n"), "\n"), b.Log(), "revision %d", rev)
	}
}

// The same demo fight under revision 11 (the plain tactic's A* walk and
// its way out of stalemates), as the version that shipped it played it:
// 122 actions, replayed against its log forever.
func TestBattleFileOfRevision11ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r11", 122, 11)
}

// The same demo fight under revision 12 (the plain tactic opens shut
// doors on its way to a foe and a shooter at -6 or worse looks for an
// easier foe or a better square), as the version that shipped it played
// it: 122 actions again, but a different fight from revision 11's from
// its fourteenth log line on, replayed against its log forever.
func TestBattleFileOfRevision12ReplaysToTheSameFight(t *testing.T) {
	replaysToItsLog(t, "../testdata/demo-2026-11-r12", 122, 12)
}

// replaysToItsLog loads base.battle.json (actions, revision) and replays
// it to the whole of base.log.
func replaysToItsLog(t *testing.T, base string, actions, rev int) {
	t.Helper()
	data, err := os.ReadFile(base + ".battle.json")
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	assert.Len(t, f.Actions, actions)
	assert.Equal(t, rev, f.Revision())
	_, b, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, rev, b.Revision())
	assert.Len(t, b.Applied, actions)
	want, err := os.ReadFile(base + ".log")
	require.NoError(t, err)
	assert.Equal(t, strings.Split(strings.TrimSuffix(string(want), "\n"), "\n"), b.Log())
	// Saved again, it keeps its revision.
	again := board.FileOf(f.Name, []byte(f.Scenario), b)
	assert.Equal(t, rev, again.Revision())
	assert.Equal(t, f.Actions, again.Actions)
}

// Under the current rules the November file no longer replays: its third
// action, Buck's grenade thrown through an orchard tree, is refused (a
// blast's aim point needs line of fire). That is why the file keeps the
// revision it was played under.
func TestBattleFileOfNovember2026IsIllegalUnderTheCurrentRules(t *testing.T) {
	data, err := os.ReadFile("../testdata/demo-2026-11.battle.json")
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	_, b, err := board.StartBattle(f.Name, []byte(f.Scenario), f.Seed)
	require.NoError(t, err)
	assert.Equal(t, rules.CurrentRevision, b.Revision())
	require.NoError(t, b.Replay(f.Actions[:2]))
	err = b.Replay(f.Actions[2:3])
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Buck Savage has no line of fire to (12, 7.5)")
}

// The "rules" key: none (or 0) is revision 1, a new battle writes the
// current one, a revision this version does not know is refused.
func TestBattleFileRulesRevision(t *testing.T) {
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, 3)
	require.NoError(t, err)
	f := board.FileOf("demo.yaml", data, b)
	assert.Equal(t, rules.CurrentRevision, f.Rules)
	assert.Empty(t, f.OlderRules())
	js, err := f.Marshal()
	require.NoError(t, err)
	assert.Contains(t, string(js), fmt.Sprintf(`"rules": %d`, rules.CurrentRevision))

	var raw map[string]any
	require.NoError(t, json.Unmarshal(js, &raw))
	delete(raw, "rules")
	old, err := json.Marshal(raw)
	require.NoError(t, err)
	g, err := board.ParseBattleFile(old)
	require.NoError(t, err)
	assert.Equal(t, 1, g.Revision())
	assert.Contains(t, g.OlderRules(), "played under the rules of revision 1")
	_, b1, err := g.Start()
	require.NoError(t, err)
	assert.Equal(t, 1, b1.Revision())

	// Played on, undone and saved, it keeps revision 1.
	_, err = rules.PlayFight(b1, rules.FightOptions{MaxRounds: 1})
	require.NoError(t, err)
	require.NotEmpty(t, b1.Applied)
	require.NoError(t, b1.Undo())
	assert.Equal(t, 1, b1.Revision())
	assert.Same(t, rules.SWADE.RulesAt(1), b1.Rules)
	assert.Same(t, b1.Rules, b1.Fight.Rules, "the fight rebuilt by undo reads the battle's revision")
	assert.Equal(t, 1, board.FileOf("demo.yaml", data, b1).Revision())

	for _, bad := range []int{-1, rules.CurrentRevision + 1} {
		raw["rules"] = bad
		js, err := json.Marshal(raw)
		require.NoError(t, err)
		_, err = board.ParseBattleFile(js)
		assert.Error(t, err, "rules %d", bad)
	}
	raw["rules"] = rules.CurrentRevision + 1
	js, err = json.Marshal(raw)
	require.NoError(t, err)
	_, err = board.ParseBattleFile(js)
	assert.ErrorContains(t, err, "needs a newer battlemat")
}
