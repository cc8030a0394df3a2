package rules

// What the screens list of a caster: the powers it may cast (and, in
// powers.go, PowerModsFor: the modifiers each takes), and the powers it keeps up (to renew or end), so
// a screen builds its Powers entry from the rules' own tables and a
// power added to them shows without screen work.

// CastablePowers are the figure's powers battlemat plays under the
// edition, by their names without trappings, in the figure's order.
func CastablePowers(ed Edition, f *Figure) []string {
	var out []string
	for _, written := range f.Powers {
		if pw, ok := LookupPower(ed, written); ok && !containsString(out, pw.Name) {
			out = append(out, pw.Name)
		}
	}
	return out
}

// KeptPowers are the powers the caster keeps up on anyone, in the order
// of the figures carrying them.
func (b *Battle) KeptPowers(caster string) []string {
	var out []string
	for _, g := range b.figs {
		for _, e := range g.Effects {
			if e.Source.Kind == FromPower && e.By == caster && !containsString(out, e.Source.Name) {
				out = append(out, e.Source.Name)
			}
		}
	}
	return out
}
