package rules

import (
	"fmt"
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

// Roll throws d with aces: every maximum face adds a reroll.
func (r *RNG) Roll(d Die) DieRoll {
	out := DieRoll{Die: d, Faces: make([]int, 0, 2)}
	for i := 0; i < maxAces; i++ {
		f := r.Face(d.Sides)
		out.Faces = append(out.Faces, f)
		if f != d.Sides {
			break
		}
	}
	return out
}

// RollNoAce throws d once: running dice and deviation dice never ace.
func (r *RNG) RollNoAce(d Die) DieRoll {
	return DieRoll{Die: d, Faces: []int{r.Face(d.Sides)}}
}

// RollAce returns the total of d with aces without recording the chain,
// for hot loops that need only the number.
func (r *RNG) RollAce(sides int) int {
	t := 0
	for i := 0; i < maxAces; i++ {
		f := r.Face(sides)
		t += f
		if f != sides {
			break
		}
	}
	return t
}
