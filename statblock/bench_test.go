package statblock

import (
	"os"
	"testing"

	"battlemat/rules"
)

// BenchmarkParseThreeBlocks reads the three invented blocks (a paste of
// about 1.6 KB) into figures.
func BenchmarkParseThreeBlocks(b *testing.B) {
	data, err := os.ReadFile("testdata/three.txt")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("three.txt", data, rules.SWADE); err != nil {
			b.Fatal(err)
		}
	}
}
