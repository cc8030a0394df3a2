package odds

import (
	"os"
	"testing"

	"battlemat/board"
	"battlemat/rules"
)

// BenchmarkOddsField40 is one fight of the Odds on testdata/field40.yaml
// (40x40, 20 figures) after the deal, played as the browser plays them
// (Step, one after another on the run's one copy). It builds for wasm:
// GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
// with web.BuildFlags' -gcflags measures the browser's fights.
func BenchmarkOddsField40(b *testing.B) {
	data, err := os.ReadFile("../testdata/field40.yaml")
	if err != nil {
		b.Fatal(err)
	}
	_, bt, err := board.StartBattle("field40.yaml", data, 7)
	if err != nil {
		b.Fatal(err)
	}
	if err := bt.Apply(rules.StartRound{}); err != nil {
		b.Fatal(err)
	}
	file, err := board.FileOf("field40.yaml", data, bt).Marshal()
	if err != nil {
		b.Fatal(err)
	}
	r, err := New(file, b.N, 1, "")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for !r.Done() {
		r.Step()
	}
	if r.Err != "" {
		b.Fatal(r.Err)
	}
	b.ReportMetric(float64(r.Tally().Rounds)/float64(b.N), "rounds/fight")
}
