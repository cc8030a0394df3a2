package game

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// When the card up is the GM's cultist's, Ann's phone says so and that
// the GM plays it; it offers no actions to declare and no Start turn
// (the host would refuse them: the figure is not hers). When her hero
// is up, her phone offers them as before.
func TestAPlayersPhoneOffersNoTurnForAFigureNotHers(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("c1")
	assert.Equal(t, "Cultist is up now: the GM plays it.", p.g.ctl.promptText())
	_, ok := p.g.ButtonFor(CmdNext)
	assert.False(t, ok, "no Start turn for the cultist: %v", p.labels())
	_, ok = p.g.ButtonFor(CmdDeclare2)
	assert.False(t, ok, "no actions to declare for him")
	p.shot("notmine")

	p.dealTo("hero1")
	assert.Contains(t, p.g.ctl.promptText(), "Ann's Hero is up now. Declare actions")
	_, ok = p.g.ButtonFor(CmdNext)
	assert.True(t, ok, "Start turn for her own hero: %v", p.labels())
}

// When another player's figure is up, Ann's phone names that player as
// every screen does ("Bob", the seat's title), not by the seat's key
// ("bob"): on the street Doc Holt is Bob's.
func TestAPlayersPhoneNamesThePlayerWhoseFigureIsUp(t *testing.T) {
	data, err := os.ReadFile("../assets/scenarios/street.yaml")
	require.NoError(t, err)
	p := phoneOn(t, "street.yaml", string(data), 3)
	p.dealTo("doc-holt")
	assert.Equal(t, "Doc Holt is up now: Bob plays it.", p.g.ctl.promptText())
}
