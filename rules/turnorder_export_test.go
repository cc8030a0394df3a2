package rules

import (
	"fmt"
	"slices"
)

// TurnOrderAgrees says where the turn order read from the countdown
// (turnorder.go) differs from the plain scan of every figure, or nil.
func TurnOrderAgrees(b *Battle) error {
	if got, want := b.nextInCountdown(), b.plainNextInCountdown(); got != want {
		return fmt.Errorf("round %d: next in the countdown is %q, the plain scan says %q", b.Fight.Init.Round, got, want)
	}
	if got, want := b.NextUp(), b.plainNextUp(); !slices.Equal(got, want) {
		return fmt.Errorf("round %d: up next %v, the plain scan says %v", b.Fight.Init.Round, got, want)
	}
	return nil
}

// plainNextInCountdown is nextInCountdown as a scan of every figure.
func (b *Battle) plainNextInCountdown() string {
	if id := b.earliest(false); id != "" {
		return id
	}
	if id := b.standoffNext(); id != "" {
		return id
	}
	return b.earliest(true)
}

// plainNextUp is NextUp asking every figure in order.
func (b *Battle) plainNextUp() []string {
	if b.turn != nil || b.Fight.Init.Round == 0 {
		return nil
	}
	if len(b.queued) > 0 {
		return []string{b.queued[0]}
	}
	next := b.plainNextInCountdown()
	in := &b.Fight.Init
	var out []string
	for _, id := range b.Fight.order {
		if id != next && (!(in.Hold[id] || in.Joker(id) || in.inStandoff(id)) || in.Acted[id]) {
			continue
		}
		if b.mayStartNext(id, &next) == nil {
			out = append(out, id)
		}
	}
	return out
}
