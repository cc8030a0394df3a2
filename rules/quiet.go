package rules

import (
	"errors"
	"strconv"
)

// A quiet battle (FightOptions.Quiet) is one whose text nobody reads: a
// simulated fight only counts who is left standing. It leaves out the
// words that only a person reads, which are a large share of a fight's
// allocations, and keeps every number, roll and state, so that it plays
// the same fight as a battle that is not quiet (TestQuietFightPlaysTheSameFight).
// Text that a rule reads back (a card, a Hold, a free attack's note) is
// never left out.

// errQuiet is a quiet battle's refusal: the tactic that asked only needs
// to know that it was refused, not why.
var errQuiet = errors.New("refused")

// apNames are the names of the AP modifier of a damage roll's Toughness
// ("AP 2"), made once: a fight names one on most hits.
var apNames = func() (out [33]string) {
	for i := range out {
		out[i] = "AP " + strconv.Itoa(i)
	}
	return out
}()

// apName is "AP n".
func apName(ap int) string {
	if ap >= 0 && ap < len(apNames) {
		return apNames[ap]
	}
	return "AP " + strconv.Itoa(ap)
}
