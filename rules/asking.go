package rules

import "fmt"

// GMAsks is the table's setting of which of the GM's figures the GM is
// asked about when a benny could be spent (a Soak, a reroll) or an Edge
// gives a free attack (First Strike, Counterattack): the others decide by
// the default policy (DefaultSoak; no reroll; the free attack taken)
// without asking.
// The window and the hosted table both ask through Asks.
type GMAsks string

// The settings of GMAsks.
const (
	// GMAsksWildCards: the GM's Wild Cards only (the default).
	GMAsksWildCards GMAsks = "wildcards"
	// GMAsksAll: every figure of the GM's.
	GMAsksAll GMAsks = "all"
	// GMAsksNever: none; the default policy decides for the GM.
	GMAsksNever GMAsks = "never"
)

// GMAsksValues are the setting's values, the default first.
var GMAsksValues = []GMAsks{GMAsksWildCards, GMAsksAll, GMAsksNever}

// ParseGMAsks reads the setting ("" is the default).
func ParseGMAsks(s string) (GMAsks, error) {
	if s == "" {
		return GMAsksWildCards, nil
	}
	for _, v := range GMAsksValues {
		if GMAsks(s) == v {
			return v, nil
		}
	}
	return "", fmt.Errorf("%q is not a gm_asks setting (wildcards, all or never)", s)
}

// Asks reports whether a person is asked about the figure's benny: a
// player always about their own figures (played), and about a figure
// of a players' side; the GM about the GM's figures as the setting says.
func (g GMAsks) Asks(f *Figure, played bool) bool {
	if played || !f.GM {
		return true
	}
	switch g {
	case GMAsksAll:
		return true
	case GMAsksNever:
		return false
	}
	return f.WildCard
}

// Next is the setting after g in GMAsksValues, round again (a button
// that steps through them).
func (g GMAsks) Next() GMAsks {
	for i, v := range GMAsksValues {
		if v == g {
			return GMAsksValues[(i+1)%len(GMAsksValues)]
		}
	}
	return GMAsksAll
}
