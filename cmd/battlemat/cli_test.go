package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A person typing -h after a subcommand learns its flags, exit 0; an
// unknown subcommand is bad input, exit 2 with the list of subcommands.
func TestHelpListsTheSubcommandsFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"odds", "-h"}, []string{"usage: battlemat odds", "-die", "-wild", "-tn"}},
		{[]string{"reach", "--help"}, []string{"usage: battlemat reach", "-figure", "-run"}},
		{[]string{"play", "-h"}, []string{"usage: battlemat play", "-profile-frames"}},
	} {
		var out, errOut bytes.Buffer
		code := run(tc.args, &out, &errOut)
		if !assert.Equal(t, 0, code, "%v: %s", tc.args, errOut.String()) {
			continue
		}
		for _, w := range tc.want {
			assert.Contains(t, out.String(), w, "%v", tc.args)
		}
		assert.Empty(t, errOut.String())
	}

	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"teleport"}, &out, &errOut))
	assert.Contains(t, errOut.String(), `unknown subcommand "teleport"`)
	assert.Contains(t, errOut.String(), "simulate")
}
