package board_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

func TestHostKeys(t *testing.T) {
	src := edit(t, base, "    side: heroes\n", "    side: heroes\n    player: anna\n")
	src = edit(t, src, "    side: cultists\n", "    side: cultists\n    hidden: true\n")
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "anna", b.Figures[0].Player)
	assert.False(t, b.Figures[0].Hidden)
	assert.Equal(t, "", b.Figures[1].Player)
	assert.True(t, b.Figures[1].Hidden)
	assert.Equal(t, []string{"anna"}, b.Players())
	assert.Equal(t, board.DefaultReveal, b.Reveal, "no reveal: key: the default")

	b, err = board.Parse("t.yaml", []byte("reveal: [parry, toughness]\n"+base))
	require.NoError(t, err)
	assert.Equal(t, board.Reveal{Parry: true, Toughness: true}, b.Reveal)
	b, err = board.Parse("t.yaml", []byte("reveal: []\n"+base))
	require.NoError(t, err)
	assert.Equal(t, board.Reveal{}, b.Reveal, "an empty list tells nothing")
}

func TestHostKeyErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"bad player", edit(t, base, "    side: heroes\n", "    side: heroes\n    player: Anna B\n"),
			`t.yaml:10:13: figures[0].player: "Anna B" is not a player's name (1 to 64 of a-z, 0-9, _ and -: it names the seat player:NAME)`},
		{"hidden player figure", edit(t, base, "    side: heroes\n", "    side: heroes\n    player: anna\n    hidden: true\n"),
			"t.yaml:11:13: figures[0].hidden: a player's figure cannot be hidden from the players"},
		{"hidden not a bool", edit(t, base, "    side: cultists\n", "    side: cultists\n    hidden: maybe\n"),
			"t.yaml:16:"},
		{"unknown reveal", "reveal: [wounds, armour]\n" + base,
			`t.yaml:1:18: reveal[1]: "armour" is not a number players may be told (wounds, fatigue, bennies, parry, toughness)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := board.Parse("t.yaml", []byte(c.src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}
