package rules

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Die is a trait or damage die: d4..d12, and d12+N for traits above d12
// (Bonus is the +N).
type Die struct {
	Sides int `json:"sides"`
	Bonus int `json:"bonus,omitempty"`
}

// Common dice.
var (
	D4  = Die{Sides: 4}
	D6  = Die{Sides: 6}
	D8  = Die{Sides: 8}
	D10 = Die{Sides: 10}
	D12 = Die{Sides: 12}
)

func (d Die) String() string {
	if d.Bonus > 0 {
		return fmt.Sprintf("d%d+%d", d.Sides, d.Bonus)
	}
	if d.Bonus < 0 {
		return fmt.Sprintf("d%d%d", d.Sides, d.Bonus)
	}
	return fmt.Sprintf("d%d", d.Sides)
}

// Zero reports whether the die is unset (no trait).
func (d Die) Zero() bool { return d.Sides == 0 }

// ErrDieSyntax describes what ParseDie accepts.
const dieExpect = "d4, d6, d8, d10, d12, or d12+N"

// ParseDie reads a trait die: d4, d6, d8, d10, d12 or d12+N.
func ParseDie(s string) (Die, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	bad := fmt.Errorf("%q is not a die (%s)", s, dieExpect)
	if !strings.HasPrefix(t, "d") {
		return Die{}, bad
	}
	t = t[1:]
	bonus := 0
	if i := strings.IndexByte(t, '+'); i >= 0 {
		b, err := strconv.Atoi(t[i+1:])
		if err != nil || b < 1 || b > 20 {
			return Die{}, bad
		}
		bonus = b
		t = t[:i]
	}
	n, err := strconv.Atoi(t)
	if err != nil {
		return Die{}, bad
	}
	switch n {
	case 4, 6, 8, 10, 12:
	default:
		return Die{}, bad
	}
	if bonus > 0 && n != 12 {
		return Die{}, bad
	}
	return Die{Sides: n, Bonus: bonus}, nil
}

// DieRoll is one die thrown, with its whole ace chain: Faces holds every
// face rolled (an ace is a face equal to Sides, followed by the reroll).
//
// Faces from Roll and RollNoAce share read-only memory: a chain is fully
// given by its die, its number of aces and its last face, so the common
// chains are interned and rolling allocates nothing. Never write into
// Faces; copy it first (append to it is safe, it always copies).
type DieRoll struct {
	Die   Die   `json:"die"`
	Faces []int `json:"faces"`
	Wild  bool  `json:"wild,omitempty"`
}

// Sum is the die's total before modifiers: the faces plus the die's Bonus.
func (r DieRoll) Sum() int {
	s := r.Die.Bonus
	for _, f := range r.Faces {
		s += f
	}
	return s
}

// Natural is the first face, the one that decides a critical failure.
func (r DieRoll) Natural() int {
	if len(r.Faces) == 0 {
		return 0
	}
	return r.Faces[0]
}

// Aced reports whether the die exploded at least once.
func (r DieRoll) Aced() bool { return len(r.Faces) > 1 }

func (r DieRoll) String() string {
	parts := make([]string, len(r.Faces))
	for i, f := range r.Faces {
		parts[i] = strconv.Itoa(f)
	}
	s := strings.Join(parts, "+")
	if r.Die.Bonus != 0 {
		s += fmt.Sprintf("%+d", r.Die.Bonus)
	}
	return s
}

// maxAces bounds an ace chain so a broken source can never loop forever;
// the chance of 100 aces on a d4 is 4^-100, far below anything measurable.
const maxAces = 100

// internAces and internSides bound the interned chains: longer chains
// (below 4^-16 on a d4) or dice with more sides allocate their Faces.
const (
	internAces  = 16
	internSides = 20
)

// chains[s][f] is internAces faces of s followed by f (1 <= f <= s-1); a
// chain of k aces ending on f is its last k+1 entries. single[s][f] is the
// one-face chain f (1 <= f <= s), for dice that do not ace. Fixed arrays
// (57 KB) so that finding a chain is one address computation.
var (
	chains [internSides + 1][internSides][internAces + 1]int
	single [internSides + 1][internSides + 1][1]int
)

func init() {
	for s := 2; s <= internSides; s++ {
		for f := 1; f <= s; f++ {
			single[s][f][0] = f
			if f == s {
				continue
			}
			for i := range internAces {
				chains[s][f][i] = s
			}
			chains[s][f][internAces] = f
		}
	}
}

// chain returns the faces of a throw of a die with s sides that aced aces
// times and stopped on last.
func chain(s, aces, last int) []int {
	if uint(s-2) <= internSides-2 && uint(aces) <= internAces && last >= 1 && last < s {
		return chains[s][last][internAces-aces:]
	}
	out := make([]int, aces+1)
	for i := range aces {
		out[i] = s
	}
	out[aces] = last
	return out
}

// aceThrow rolls a die of sides with aces and returns the number of aces
// and the last face: the same draws and faces as Roll and Face, without
// building a slice. The common case, one draw that is not an ace, is kept
// small enough to inline into the callers' loops.
func (r *RNG) aceThrow(sides int) (aces, last int) {
	if r.script != nil || sides < 2 {
		return r.aceFaces(sides)
	}
	un := uint64(sides)
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo >= un && int(hi)+1 != sides {
		return 0, int(hi) + 1
	}
	return r.aceRest(un, hi, lo)
}

// aceRest finishes a throw whose first draw gave (hi, lo): IntN's
// rejection step if lo is small, then more draws while the die aces.
func (r *RNG) aceRest(un, hi, lo uint64) (aces, last int) {
	sides := int(un)
	for i := 0; i < maxAces; i++ {
		if i > 0 {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
		if lo < un {
			for thresh := -un % un; lo < thresh; {
				hi, lo = bits.Mul64(r.pcg.Uint64(), un)
			}
		}
		if last = int(hi) + 1; last != sides {
			return i, last
		}
	}
	return maxAces - 1, last
}

// aceFaces is aceThrow through Face, for scripted sources.
func (r *RNG) aceFaces(sides int) (aces, last int) {
	for i := 0; i < maxAces; i++ {
		last = r.Face(sides)
		if last != sides {
			return i, last
		}
	}
	return maxAces - 1, last
}

// Roll throws d with aces: every maximum face adds a reroll.
func (r *RNG) Roll(d Die) DieRoll {
	aces, last := r.aceThrow(d.Sides)
	return DieRoll{Die: d, Faces: chain(d.Sides, aces, last)}
}

// RollNoAce throws d once: running dice and deviation dice never ace.
func (r *RNG) RollNoAce(d Die) DieRoll {
	f := r.Face(d.Sides)
	if d.Sides >= 2 && d.Sides <= internSides {
		return DieRoll{Die: d, Faces: single[d.Sides][f][:]}
	}
	return DieRoll{Die: d, Faces: []int{f}}
}

// DiceExpr is a count of dice of one kind plus a flat bonus, e.g. 2d6+1.
type DiceExpr struct {
	N     int `json:"n"`
	Sides int `json:"sides"`
	Plus  int `json:"plus,omitempty"`
}

func (e DiceExpr) String() string {
	s := fmt.Sprintf("%dd%d", e.N, e.Sides)
	if e.Plus != 0 {
		s += fmt.Sprintf("%+d", e.Plus)
	}
	return s
}
