package rules

// TEMPORARY until the effects vocabulary (branch wt-chars) is merged:
// how the Edges' code asks whether a figure has an Edge or Hindrance.

// EdgeRank is 1 when the figure has the Edge, 2 when it has its Improved
// version, 0 otherwise.
func EdgeRank(f *Figure, name string) int { return 0 }

// HasTrait reports whether the figure has the Edge or Hindrance.
func HasTrait(f *Figure, name string) bool { return false }
