package rules

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded random source every roll goes through. PCG is specified
// bit for bit, so the same seed gives the same rolls on the desktop and in
// the browser build.
//
// A scripted RNG (ScriptedRNG) hands out fixed faces first, so tests can
// replay a worked example die by die.
type RNG struct {
	pcg    rand.PCG
	script []int // scripted faces still to hand out; nil when not scripted
}

// NewRNG returns a source seeded with seed.
func NewRNG(seed uint64) *RNG {
	r := &RNG{}
	r.pcg.Seed(seed, 0x9e3779b97f4a7c15)
	return r
}

// ScriptedRNG returns a source that answers Face (and IntN) with the given
// faces in order, for tests that need exact dice: ScriptedRNG(10, 10, 3)
// makes a d10 ace twice and stop at 3 (Buck's 23). Each face must fit the
// die it is used for (1..sides; IntN(n) takes face-1 in 0..n-1), otherwise
// the call panics naming the mismatch, because the test itself is wrong.
// Once the faces run out, the source continues as NewRNG(0); ScriptLeft
// tells a test whether every face was used.
func ScriptedRNG(faces ...int) *RNG {
	r := NewRNG(0)
	r.script = append(make([]int, 0, len(faces)), faces...)
	return r
}

// ScriptLeft is how many scripted faces have not been used yet.
func (r *RNG) ScriptLeft() int { return len(r.script) }

// Uint64 returns the next raw value (never scripted).
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n) without modulo bias (Lemire's
// multiply-and-reject). n must be positive.
func (r *RNG) IntN(n int) int {
	if len(r.script) > 0 {
		return r.scripted(n)
	}
	un := uint64(n)
	for {
		x := r.pcg.Uint64()
		hi, lo := mul64(x, un)
		if lo < un {
			thresh := -un % un
			if lo < thresh {
				continue
			}
		}
		return int(hi)
	}
}

func (r *RNG) scripted(n int) int {
	f := r.script[0]
	r.script = r.script[1:]
	if f < 1 || f > n {
		panic(fmt.Sprintf("rules.ScriptedRNG: scripted face %d does not fit a roll of 1..%d", f, n))
	}
	return f - 1
}

// Face rolls one die of the given number of sides: 1..sides, no ace.
func (r *RNG) Face(sides int) int { return r.IntN(sides) + 1 }

// mul64 is the full 128-bit product; bits.Mul64 compiles to one
// instruction on amd64 and arm64 and gives the same bits everywhere.
func mul64(a, b uint64) (hi, lo uint64) { return bits.Mul64(a, b) }
