//go:build !js

package main

import (
	"strings"
	"testing"

	must "github.com/stretchr/testify/require"
)

// An apply script, whatever its lines, is applied line by line or refused
// naming its line, in words: never a panic, never a Go type.
func FuzzApplyLines(f *testing.F) {
	for _, s := range []string{
		`{"kind":"round"}`,
		"{\"kind\":\"round\"}\n{\"kind\":\"turn\",\"who\":\"b\"}\n{\"kind\":\"end_turn\",\"who\":\"b\"}\n{\"kind\":\"turn\",\"who\":\"a\"}\n{\"kind\":\"area\",\"who\":\"a\",\"weapon\":\"Grenade\",\"at\":{\"x\":3.5,\"y\":1.5}}",
		`{"kind":"place","who":"a","to":{"x":9223372036854775807,"y":0}}`,
		`{"kind":"add_figure","id":"c","like":"b","at":{"x":2,"y":0}}`,
		`{"preview":{"kind":"move","who":"a","to":{"x":5,"y":1}}}`,
		`{"kind":"set_state","who":"b","state":{"wounds":3,"shaken":true}}`,
		`{"kind":"area","who":"a","at":[1,2]}`,
		`[1]`, `{"kind":5}`, `{"preview":5}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, script string) {
		res, _, err := applyScript("s.yaml", []byte(msgScenario), 1, []byte(script))
		if err != nil {
			msg := err.Error()
			must.NotContains(t, msg, "\n", "one line")
			must.False(t, goWords.MatchString(msg), msg)
			return
		}
		for _, r := range res.Results {
			must.NotContains(t, r.Error, "\n", "one line")
			must.False(t, goWords.MatchString(r.Error), r.Error)
			must.False(t, strings.Contains(r.Error, "NaN"), r.Error)
		}
	})
}
