package wire

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Deciding names who decides and what: the GM or a player, a Soak, a
// benny reroll or a free attack; anything else is refused in one line.
func TestADecidingNamesASeatAndAKindOfQuestion(t *testing.T) {
	for _, d := range []Deciding{{SeatGM, AskSoak}, {SeatPlayer + "bob", AskReroll}, {SeatGM, AskReaction}} {
		assert.NoError(t, d.Check(), "%+v", d)
	}
	assert.Equal(t, "The GM is deciding a Soak.", Deciding{SeatGM, AskSoak}.Text())
	assert.Equal(t, "Bob is deciding a benny reroll.", Deciding{SeatPlayer + "bob", AskReroll}.Text())
	assert.Equal(t, "The GM is deciding a free attack.", Deciding{SeatGM, AskReaction}.Text())
	for _, d := range []Deciding{{"", AskSoak}, {SeatTable, AskSoak}, {SeatPlayer, AskSoak}, {"nobody", AskSoak}, {SeatGM, ""}, {SeatGM, "bribe"}} {
		err := (&d).Check()
		if assert.Error(t, err, "%+v", d) {
			assert.NotContains(t, err.Error(), "\n")
		}
	}
	var none *Deciding
	assert.NoError(t, none.Check(), "no question being decided")
}

// An older screen's State (without the field) reads a State that says
// who is deciding as any other: the field is only added.
func TestAStateThatSaysWhoDecidesReadsAsAnOlderState(t *testing.T) {
	data, err := json.Marshal(State{Type: TypeState, Seq: 3, Seat: SeatPlayer + "anna", Deciding: &Deciding{SeatGM, AskSoak}})
	require.NoError(t, err)
	assert.Contains(t, string(data), `"deciding":{"seat":"gm","kind":"soak"}`)
	var older struct {
		Type string `json:"type"`
		Seq  int    `json:"seq"`
		Seat string `json:"seat"`
	}
	require.NoError(t, json.Unmarshal(data, &older))
	assert.Equal(t, 3, older.Seq)
	data, err = json.Marshal(State{Type: TypeState})
	require.NoError(t, err)
	assert.NotContains(t, string(data), "deciding", "left out when nobody decides")
}
