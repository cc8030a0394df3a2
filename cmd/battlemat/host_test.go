//go:build !js

package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHostBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"host"}, "battlemat host: expected 1 file argument(s), got 0"},
		{[]string{"host", "../../assets/scenarios/demo.yaml", "--seed", "x"}, `battlemat host: --seed "x": a number 0 or more`},
		{[]string{"host", "no-such-file.yaml"}, "battlemat host: open no-such-file.yaml"},
		{[]string{"host", "../../assets/scenarios/demo.yaml", "--addr", "nowhere"}, "battlemat host: listen tcp: address nowhere"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(c.args, &out, &errOut), c.args)
		assert.Contains(t, errOut.String(), c.want, c.args)
	}
}
