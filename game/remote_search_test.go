//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/menu"
	"battlemat/rules"
)

// A phone offered a search lists it in More by the catalogue's label and
// sends it at once, naming nobody (rules revision 8).
func TestRemoteSearchGoesAtOnceNamingNobody(t *testing.T) {
	o := moreOffer(t, rules.Search{Who: "hero1"}, "")
	o.Entry = menu.Search.Key()
	r, out := offered(t, o)
	r.Press("more")
	labels := buttonLabels(r)
	require.Contains(t, labels, "Search (Notice)")
	r.Press(labels["Search (Notice)"])
	require.Len(t, out.msgs, 1)
	assert.Equal(t, "action", out.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"search","who":"hero1"}`, string(out.msgs[0].Action))
}
