package rules

import (
	"slices"
	"sync"
)

// HelpEntry is one rule explained in a few plain sentences for the
// window's rules help: Key is a stable name ("test", "support"), Title the
// heading, Text the explanation.
type HelpEntry struct {
	Key, Title, Text string
}

var (
	helpMu      sync.Mutex
	helpEntries []HelpEntry
)

// RegisterHelp adds entries to the rules help; files that add rules call
// it from init. An entry with a Key already there replaces it.
func RegisterHelp(entries ...HelpEntry) {
	helpMu.Lock()
	defer helpMu.Unlock()
	for _, e := range entries {
		replaced := false
		for i := range helpEntries {
			if helpEntries[i].Key == e.Key {
				helpEntries[i], replaced = e, true
				break
			}
		}
		if !replaced {
			helpEntries = append(helpEntries, e)
		}
	}
}

// Help lists the rules help: the basics first (help_basics.go), then the
// rest in the order the entries were registered.
func Help() []HelpEntry {
	helpMu.Lock()
	defer helpMu.Unlock()
	out := make([]HelpEntry, 0, len(helpEntries))
	for _, k := range helpBasics {
		for _, e := range helpEntries {
			if e.Key == k {
				out = append(out, e)
			}
		}
	}
	for _, e := range helpEntries {
		if !slices.Contains(helpBasics, e.Key) {
			out = append(out, e)
		}
	}
	return out
}
