package rules

import "math/rand/v2"

// RNG is the seeded random source every roll goes through. PCG is specified
// bit for bit, so the same seed gives the same rolls on the desktop and in
// the browser build.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a source seeded with seed.
func NewRNG(seed uint64) *RNG {
	r := &RNG{}
	r.pcg.Seed(seed, 0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns the next raw value.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n) without modulo bias (Lemire's
// multiply-and-reject). n must be positive.
func (r *RNG) IntN(n int) int {
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

// Face rolls one die of the given number of sides: 1..sides, no ace.
func (r *RNG) Face(sides int) int { return r.IntN(sides) + 1 }

func mul64(a, b uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	a0, a1 := a&mask32, a>>32
	b0, b1 := b&mask32, b>>32
	w0 := a0 * b0
	t := a1*b0 + w0>>32
	w1 := t & mask32
	w2 := t >> 32
	w1 += a0 * b1
	hi = a1*b1 + w2 + w1>>32
	lo = a * b
	return
}
