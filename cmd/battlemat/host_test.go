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
		{[]string{"host", "../../assets/scenarios/demo.yaml", "--players", "anna=buck", "Bob=doc"}, `battlemat host: --players "Bob=doc": PLAYER=FIGURE,FIGURE`},
		{[]string{"host", "--players", "anna=nobody", "--addr", "127.0.0.1:0", "../../assets/scenarios/demo.yaml"}, `battlemat host: --players: there is no figure "nobody" in ../../assets/scenarios/demo.yaml`},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(c.args, &out, &errOut), c.args)
		assert.Contains(t, errOut.String(), c.want, c.args)
	}
}

// TestPlayersTakesEveryPlayerAfterTheFlag: --players anna=buck,gina
// bob=doc is one flag with two players, wherever it stands.
func TestPlayersTakesEveryPlayerAfterTheFlag(t *testing.T) {
	rest, players := takePlayers([]string{"--players", "anna=buck,gina", "bob=doc", "demo.yaml", "--seed", "3"})
	assert.Equal(t, []string{"demo.yaml", "--seed", "3"}, rest)
	assert.Equal(t, []string{"anna=buck,gina", "bob=doc"}, players)
	rest, players = takePlayers([]string{"demo.yaml", "--players=anna=buck", "--json"})
	assert.Equal(t, []string{"demo.yaml", "--json"}, rest)
	assert.Equal(t, []string{"anna=buck"}, players)
}
