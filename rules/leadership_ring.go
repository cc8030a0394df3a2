package rules

// The screens' ring of a leader's Command Range (CHARACTERS.md 2.4): read
// from the names a figure lists, so a hosted screen, whose copy of a
// figure grants nothing, draws it too.

// leadershipNames are the Edges whose bonus reaches allies within Command
// Range (those played and those kept as notes alike: the ring shows where
// the GM's ruling reaches too).
var leadershipNames = map[string]bool{
	"Command": true, "Command Presence": true, "Hold the Line!": true, "Fervor": true, "Natural Leader": true,
	"Inspire": true, "Tactician": true, "Master Tactician": true, "Leader of Men": true,
}

// CommandRadius is the figure's Command Range in inches when it has a
// leadership Edge under the edition (10 with Command Presence, else 5),
// 0 when it has none.
func CommandRadius(f *Figure, ed Edition) int {
	if f == nil {
		return 0
	}
	lead, presence := false, false
	for _, l := range []struct {
		kind  SourceKind
		names []string
	}{{FromEdge, f.Edges}, {FromAbility, f.Abilities}} {
		for _, text := range l.names {
			_, e, err := Lookup(l.kind, text)
			if e == nil || err != nil || !e.InEdition(ed) || !leadershipNames[e.Name] {
				continue
			}
			lead = true
			presence = presence || e.Name == "Command Presence"
		}
	}
	switch {
	case !lead:
		return 0
	case presence:
		return CommandPresence
	}
	return CommandRange
}
