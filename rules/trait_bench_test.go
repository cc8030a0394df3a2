package rules

import "testing"

// Run: go test -run '^$' -bench 'TraitTest|RawRNG|Odds' -benchmem ./rules/

var benchSink int

// BenchmarkRawRNG is the bare source: one Uint64, for the ratio.
func BenchmarkRawRNG(b *testing.B) {
	r := NewRNG(1)
	var s uint64
	for b.Loop() {
		s += r.Uint64()
	}
	benchSink = int(s)
}

// BenchmarkTraitTest is one Wild Card trait test: d8 and the Wild Die
// against TN 4 with one named modifier.
func BenchmarkTraitTest(b *testing.B) {
	r := NewRNG(1)
	t := TraitRoll{Name: "Shooting", Die: D8, Wild: true, Mods: Mods{{Name: "medium range", Value: -2}}}
	s := 0
	for b.Loop() {
		s += r.TraitTest(t).Total
	}
	benchSink = s
}

// BenchmarkTraitTestExtra is the same test without the Wild Die.
func BenchmarkTraitTestExtra(b *testing.B) {
	r := NewRNG(1)
	t := TraitRoll{Name: "Shooting", Die: D8, Mods: Mods{{Name: "medium range", Value: -2}}}
	s := 0
	for b.Loop() {
		s += r.TraitTest(t).Total
	}
	benchSink = s
}
