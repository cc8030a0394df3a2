package game

import (
	"strconv"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Let go in More: disabled with the reason while the figure holds
// nobody, then a click on the figure held lets it go (a free action).
func TestLetGoIsOfferedWhenTheFigureHoldsSomeone(t *testing.T) {
	g := buckUp(t)
	press(g, CmdMore.Key())
	letGo := func() Button {
		for _, b := range g.Buttons() {
			if b.Cmd == CmdMoreItem && b.Label == "Let go" {
				return b
			}
		}
		return Button{}
	}
	require.Equal(t, "Let go", letGo().Label)
	assert.False(t, letGo().Enabled)
	assert.Equal(t, "Let go: Buck Savage holds nobody", letGo().Why)

	// Gina next to Buck, held in his grip.
	require.NoError(t, g.ctl.Apply(rules.Place{Who: "gina", To: rules.Pos{X: 3, Y: 2}}))
	gina := g.ctl.Battle().Figure("gina")
	gina.Entangled, gina.Grappler = true, "buck"
	touched(g)
	if g.ctl.Mode() != ModeMore {
		press(g, CmdMore.Key())
	}
	assert.True(t, letGo().Enabled, "%+v", letGo())
	for i, e := range menu.Catalogue {
		if e.ID == menu.Release {
			g.ctl.pickMore(strconv.Itoa(i))
		}
	}
	clickSquare(g, 3, 2)
	assert.False(t, gina.Entangled)
	log := g.ctl.Battle().Log()
	assert.Equal(t, `Gina "Tommy" Russo is no longer held (Buck Savage lets go).`, log[len(log)-1])
}
