package board_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

// A battle file, whatever its bytes, is read and replayed or refused in
// one line: never a panic, never a half-loaded battle, and one that loads
// saves back to a file that loads to the same log.
func FuzzBattleFile(f *testing.F) {
	const scen = "name: S\nmap:\n  rows: [\"......\", \"......\"]\nfigures:\n  - {id: a, side: x, at: [0, 0], traits: {fighting: d6}}\n  - {id: b, side: y, at: [3, 1], traits: {fighting: d6}}\n"
	_, b, err := board.StartBattle("s.yaml", []byte(scen), 1)
	require.NoError(f, err)
	require.NoError(f, b.Apply(rules.StartRound{}))
	small, err := board.FileOf("s.yaml", []byte(scen), b).Marshal()
	require.NoError(f, err)
	f.Add(small)
	f.Add(small[:len(small)/2])
	f.Add([]byte(strings.Replace(string(small), `"round"`, `"place","who":"a","to":{"x":9223372036854775807,"y":0}`, 1)))
	f.Add([]byte(`{"format":"battlemat-battle/1","scenario":"x","seed":1,"rules":99}`))
	f.Add([]byte(`{"format":"other/1"}`))
	if data, err := os.ReadFile("../testdata/demo-2026-11-r3.battle.json"); err == nil {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := board.ParseBattleFile(data)
		if err != nil {
			require.Nil(t, file)
			require.NotContains(t, err.Error(), "\n", "errors are one line")
			return
		}
		_, b, err := file.Start()
		if err != nil {
			require.Nil(t, b, "a battle that does not replay never half-loads")
			require.NotContains(t, err.Error(), "\n")
			return
		}
		again, err := board.FileOf(file.Name, []byte(file.Scenario), b).Marshal()
		require.NoError(t, err)
		g, err := board.ParseBattleFile(again)
		require.NoError(t, err)
		_, b2, err := g.Start()
		require.NoError(t, err, "a battle saved loads")
		require.Equal(t, b.Log(), b2.Log())
	})
}
