package game

import (
	"fmt"
	"strings"
)

// The game's tests write their small scenarios with these (exported for
// the external tests too), so that a table says only what sets it apart:
// the map's size, Ann's hero's traits and weapons, where the foes stand.
// They write the scenario format's block style, one key a line, which
// tests may still edit with strings.Replace.

// ScenarioText is a scenario's text: head (its top-level lines, "name:
// Agree" and any more such as "reveal: [...]"), the map's rows, then
// the figures (Figure, AnnsHero, CultExtra).
func ScenarioText(head string, rows []string, figures ...string) string {
	var b strings.Builder
	b.WriteString(head + "\nmap:\n  rows:\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "    - %q\n", r)
	}
	b.WriteString("figures:\n")
	for _, f := range figures {
		b.WriteString(f)
	}
	return b.String()
}

// OpenRows is a map of open squares w wide and h high.
func OpenRows(w, h int) []string {
	rows := make([]string, h)
	for i := range rows {
		rows[i] = strings.Repeat(".", w)
	}
	return rows
}

// At is a figure's square, as a key line.
func At(x, y int) string { return fmt.Sprintf("at: [%d, %d]", x, y) }

// Figure is one figure: its id, name and side, then its other keys one a
// line in order ("wildcard: true", At(0, 0), "weapons:", "  - {...}").
func Figure(id, name, side string, keys ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  - id: %s\n    name: %s\n    side: %s\n", id, name, side)
	for _, k := range keys {
		b.WriteString("    " + k + "\n")
	}
	return b.String()
}

// AnnsHero is Ann's Wild Card hero1 ("Ann's Hero", Anna's seat) with
// the keys given.
func AnnsHero(keys ...string) string {
	return Figure("hero1", "Ann's Hero", "heroes", append([]string{"player: anna", "wildcard: true"}, keys...)...)
}

// CultExtra is a cult Extra at (x, y) with d6 Agility, Fighting and
// Vigor and no weapon: a foe that is only there to be hit or counted.
func CultExtra(id, name string, x, y int) string {
	return Figure(id, name, "cult", At(x, y), "traits: {agility: d6, fighting: d6, vigor: d6}")
}
