// Package assets owns the files compiled into the battlemat binary: the
// shipped scenarios (and, later, fonts and images). It depends on nothing
// else in the module, so any package may embed-load from it.
package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

//go:embed scenarios/*.yaml scenarios/*.dd2vtt
var scenarios embed.FS

// DefaultScenario is the scenario the window opens with no arguments.
const DefaultScenario = "demo"

// Scenario returns the bytes of a shipped scenario by name ("demo" or
// "demo.yaml").
func Scenario(name string) ([]byte, error) {
	base := strings.TrimSuffix(name, ".yaml")
	if base == "" || strings.ContainsAny(base, `/\`) {
		return nil, fmt.Errorf("%q is not a shipped scenario (%s)", name, strings.Join(ScenarioNames(), ", "))
	}
	data, err := scenarios.ReadFile(path.Join("scenarios", base+".yaml"))
	if err != nil {
		return nil, fmt.Errorf("%q is not a shipped scenario (%s)", name, strings.Join(ScenarioNames(), ", "))
	}
	return data, nil
}

// ScenarioNames lists the shipped scenarios, sorted, without ".yaml".
func ScenarioNames() []string {
	entries, err := fs.ReadDir(scenarios, "scenarios")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok && !e.IsDir() {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Scenarios is the embedded scenario directory itself, for code that walks
// it (a file picker): paths are "scenarios/NAME.yaml".
func Scenarios() fs.FS { return scenarios }

// MapFile returns the bytes of a map file shipped beside the scenarios (a
// Universal VTT file a shipped scenario names), by its bare name.
func MapFile(name string) ([]byte, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || strings.HasSuffix(name, ".yaml") {
		return nil, fmt.Errorf("%q is not a shipped map file", name)
	}
	data, err := scenarios.ReadFile(path.Join("scenarios", name))
	if err != nil {
		return nil, fmt.Errorf("%q is not a shipped map file", name)
	}
	return data, nil
}
