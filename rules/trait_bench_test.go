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

var oddsSink TraitOdds

// BenchmarkOdds is one exact trait-test odds: a Wild Card d8 at -2 vs 4.
func BenchmarkOdds(b *testing.B) {
	t := TraitRoll{Die: D8, Wild: true, Mods: Mods{{Name: "medium range", Value: -2}}}
	for b.Loop() {
		oddsSink = Odds(t)
	}
}

// BenchmarkMultiOdds is the exact hit distribution of RoF 3 with a Wild Die.
func BenchmarkMultiOdds(b *testing.B) {
	t := TraitRoll{Die: D8, Wild: true, Mods: Mods{{Name: "recoil", Value: -2}}}
	for b.Loop() {
		h, _ := MultiOdds(t, 3)
		benchSink = len(h.Hits)
	}
}
