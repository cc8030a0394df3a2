package wire

import (
	"encoding/json"
	"strings"
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

// A hostile host's Deciding names no player a table can have (a player's
// name is 1 to 64 of a-z, 0-9, _ and -): refused, not shown in the
// status line as a second line, a capital or a page of text.
func TestADecidingOfNoPlayersNameIsRefused(t *testing.T) {
	for _, seat := range []string{"bob\nrm -rf", "Bob", "\u00e9mile", "bob the tall", strings.Repeat("a", 65)} {
		d := Deciding{SeatPlayer + seat, AskSoak}
		err := d.Check()
		if assert.Error(t, err, "%q", seat) {
			assert.NotContains(t, err.Error(), "\n")
		}
	}
	assert.NoError(t, (&Deciding{SeatPlayer + strings.Repeat("a", 64), AskSoak}).Check(), "64 letters is a name")
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

// A player's name may start with a digit, _ or -: the line says it as it
// is, not a control character made by capitalizing it.
func TestADecidingLineSaysAPlayersNameThatStartsWithNoLetter(t *testing.T) {
	assert.Equal(t, "7th is deciding a Soak.", Deciding{SeatPlayer + "7th", AskSoak}.Text())
	assert.Equal(t, "-x- is deciding a Soak.", Deciding{SeatPlayer + "-x-", AskSoak}.Text())
}
