package rules

// Dead Shot and Mighty Blow in the odds: a doubled total reaches k
// exactly when the total before doubling reaches half of k, rounded up,
// so the odds read the plain distribution there.

// doubled is a damage distribution whose total is doubled.
type doubled struct{ d cumulative }

func (h doubled) AtLeast(k int) float64 { return h.d.AtLeast(ceilHalf(k)) }

// ceilHalf is k/2 rounded up, negative k included.
func ceilHalf(k int) int {
	if k >= 0 {
		return (k + 1) / 2
	}
	return -(-k / 2)
}
