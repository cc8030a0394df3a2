package rules

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// nameKeyByBuilder is NameKey as it was first written (lower case, then
// every character but the ignored ones): the fast path must agree.
func nameKeyByBuilder(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '-', '!', '\'', '\t', '_':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Names match whatever their case, spaces, hyphens, apostrophes, "!" and
// underscores: "Rock and Roll!" is "rock-and-roll"; a name already in
// that form is its own key, and sameNameKey agrees with comparing keys,
// for ASCII, accented letters and broken UTF-8 alike.
func TestNameKeyIgnoresCaseSpacesAndPunctuation(t *testing.T) {
	assert.Equal(t, "rockandroll", NameKey("Rock and Roll!"))
	assert.Equal(t, NameKey("rock-and-roll"), NameKey("Rock and Roll!"))
	assert.Equal(t, "bolt", NameKey("bolt"))
	assert.Equal(t, "élan", NameKey("Élan"))
	assert.True(t, sameNameKey("Level Headed", "level-headed"))
	assert.False(t, sameNameKey("Bolt", "Blast"))
	rng := rand.New(rand.NewPCG(3, 3))
	alphabet := []string{"a", "B", "z", " ", "-", "!", "'", "\t", "_", "É", "é", "ß", "İ", "\xff", "1", "(", "Σ"}
	for range 2000 {
		var a, b strings.Builder
		for range rng.IntN(12) {
			a.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		for range rng.IntN(12) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		assert.Equal(t, nameKeyByBuilder(a.String()), NameKey(a.String()), "%q", a.String())
		assert.Equal(t, nameKeyByBuilder(a.String()) == nameKeyByBuilder(b.String()), sameNameKey(a.String(), b.String()), "%q %q", a.String(), b.String())
		assert.Equal(t, nameKeyByBuilder(a.String()) == nameKeyByBuilder(a.String()+"-"), sameNameKey(a.String(), a.String()+"-"))
	}
}

// A figure has a power whatever the case, spaces and trappings of either
// name ("bolt" is its "Bolt (hellfire)"), and not one it lacks; a figure
// without powers has none.
func TestHasPowerMatchesByNameKeyWithoutTrappings(t *testing.T) {
	f := &Figure{Powers: []string{"Bolt (hellfire)", "Boost Trait", "Deflection"}}
	assert.True(t, f.HasPower("Bolt"))
	assert.True(t, f.HasPower("bolt (ice)"))
	assert.True(t, f.HasPower("boost-trait"))
	assert.True(t, f.HasPower(" DEFLECTION "))
	assert.False(t, f.HasPower("Blast"))
	assert.False(t, f.HasPower("Bolts"))
	assert.False(t, (&Figure{}).HasPower("Bolt"))
	f.Powers = append(f.Powers, "Blast (fire)") // a power added later is seen
	assert.True(t, f.HasPower("Blast"))
}
