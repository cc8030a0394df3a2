//go:build !js

package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// docUsage is the usage block under "## NAME" in docs/cli.md: its
// indented lines up to the first blank one, the indent taken off.
func docUsage(t *testing.T, doc, name string) []string {
	t.Helper()
	_, after, ok := strings.Cut(doc, "\n## "+name+"\n")
	must.True(t, ok, "docs/cli.md has no ## %s", name)
	var out []string
	for _, line := range strings.Split(strings.TrimLeft(after, "\n"), "\n") {
		if !strings.HasPrefix(line, "    ") {
			break
		}
		out = append(out, strings.TrimPrefix(line, "    "))
	}
	return out
}

// Each subcommand's -h says its usage as docs/cli.md does (its FILE
// argument, the flags' forms), then lists its flags (apply and simulate
// explain themselves at length after their usage).
func TestEachSubcommandsHelpSaysItsUsageAsTheDocsDo(t *testing.T) {
	data, err := os.ReadFile("../../docs/cli.md")
	must.NoError(t, err)
	for name := range subcommands {
		var out, errOut bytes.Buffer
		must.Equal(t, 0, run([]string{name, "--help"}, &out, &errOut), "%s: %s", name, errOut.String())
		want := docUsage(t, string(data), name)
		lines := strings.Split(out.String(), "\n")
		must.Greater(t, len(lines), len(want), name)
		got := append([]string{strings.TrimPrefix(lines[0], "usage: ")}, lines[1:len(want)]...)
		assert.Equal(t, want, got, name)
	}
}

func TestImportAndHostHelpNameTheirFile(t *testing.T) {
	for name, want := range map[string]string{
		"import": "usage: battlemat import FILE|- [--edition swade|deluxe] [--json]\n",
		"host":   "usage: battlemat host FILE [--addr 127.0.0.1:8080] [--seed S] [--save DIR]",
	} {
		var out, errOut bytes.Buffer
		must.Equal(t, 0, run([]string{name, "-h"}, &out, &errOut))
		assert.True(t, strings.HasPrefix(out.String(), want), "%s: %s", name, out.String())
		assert.Contains(t, out.String(), "\n  -", "the flags follow")
	}
}
