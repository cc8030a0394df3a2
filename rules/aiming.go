package rules

// Aiming reports whether the figure has an Aim that has not been used
// or lapsed (the window marks it on the token).
func (b *Battle) Aiming(id string) bool {
	_, ok := b.aim[id]
	return ok
}
