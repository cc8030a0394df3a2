package rules

import (
	"fmt"
	"strings"
)

// Modifier is one named adjustment to a roll ("medium range", -2). The GM
// sees each by name and can override it.
type Modifier struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

func (m Modifier) String() string { return fmt.Sprintf("%+d %s", m.Value, m.Name) }

// Mods is an ordered list of modifiers.
type Mods []Modifier

// Sum adds the values.
func (ms Mods) Sum() int {
	s := 0
	for _, m := range ms {
		s += m.Value
	}
	return s
}

// With returns ms plus one more modifier, skipping zero values so the list
// only names what matters.
func (ms Mods) With(name string, v int) Mods {
	if v == 0 {
		return ms
	}
	return append(ms, Modifier{Name: name, Value: v})
}

func (ms Mods) String() string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, ", ")
}
