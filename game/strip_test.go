package game

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// twelve is a fight of twelve figures: six Wild Cards with long names,
// two groups of Extras sharing a card each, and two loners.
func twelve(t *testing.T, seed uint64) *Fight {
	t.Helper()
	f, err := NewFight("twelve.yaml", []byte(twelveText()), seed)
	require.NoError(t, err)
	return f
}

// twelveText is twelve's scenario.
func twelveText() string {
	var sb strings.Builder
	sb.WriteString("name: Twelve\nmap:\n  rows:\n")
	for range 8 {
		sb.WriteString("    - \"................\"\n")
	}
	sb.WriteString("figures:\n")
	wild := []string{"Captain Augustina Wolfram", "Brother Ignatius Vale", "Doc Holloway", "Deputy Hale", "Magistrate Cornelius Blackwood", "Sister Evangeline Thorne"}
	for i, n := range wild {
		fmt.Fprintf(&sb, "  - {id: w%d, name: %q, side: %s, wildcard: true, at: [%d, 0], traits: {agility: d8, vigor: d6}}\n", i, n, []string{"red", "blue"}[i%2], i)
	}
	for i := range 6 {
		group := []string{"ghouls", "ghouls", "ghouls", "rats", "rats", ""}[i]
		g := ""
		if group != "" {
			g = ", group: " + group
		}
		fmt.Fprintf(&sb, "  - {id: e%d, name: \"Extra %d\", side: blue, at: [%d, 4]%s, traits: {agility: d6, vigor: d6}}\n", i, i, i, g)
	}
	return sb.String()
}

// The strip with twelve figures at projector and full-HD sizes: one box
// per card, none past the strip or over another, every Wild Card shown,
// what is left out counted in "+N more", and the incapacitated greyed.
func TestStripTwelveFigures(t *testing.T) {
	for _, size := range [][2]int{{1024, 768}, {1920, 1080}, {800, 600}} {
		for seed := uint64(1); seed <= 5; seed++ {
			f := twelve(t, seed)
			// One Wild Card and one Extra incapacitated.
			f.Battle().Figure("w3").Incapacitated = true
			f.Board().Figure("w3").Incapacitated = true
			g := New(nil)
			g.SetScreenSize(size[0], size[1])
			g.SetFight(f)
			require.NoError(t, g.ctl.Apply(rules.StartRound{}))
			l := g.layout()
			name := fmt.Sprintf("%dx%d seed %d", size[0], size[1], seed)
			require.NotEmpty(t, l.cards, name)

			shown := map[string]bool{}
			cards, more := 0, 0
			for i, bx := range l.cards {
				assert.GreaterOrEqual(t, bx.X, l.strip.X, name)
				assert.LessOrEqual(t, bx.X+bx.W, l.strip.X+l.strip.W, "%s: %q past the strip", name, bx.Label)
				assert.GreaterOrEqual(t, bx.Y, l.strip.Y, name)
				assert.LessOrEqual(t, bx.Y+bx.H, l.strip.Y+l.strip.H, name)
				if i > 0 {
					assert.GreaterOrEqual(t, bx.X, l.cards[i-1].X+l.cards[i-1].W, "%s: boxes overlap", name)
				}
				if bx.More > 0 {
					more = bx.More
					continue
				}
				cards++
				for _, id := range bx.Figures {
					shown[id] = true
				}
				if bx.Out {
					assert.Equal(t, []string{"w3"}, bx.Figures, name)
				}
				if bx.Joker {
					assert.True(t, strings.HasPrefix(bx.Label, "JOKER"), name)
				}
			}
			for i := range 6 {
				assert.True(t, shown[fmt.Sprintf("w%d", i)], "%s: Wild Card w%d shown", name, i)
			}
			// One box per card: the groups share one each.
			want := len(f.Battle().Fight.Order())
			assert.Equal(t, want, cards+more, "%s: every card a box or counted in +N more", name)
			assert.LessOrEqual(t, want, 10, "the groups take one card each")
		}
	}
}

// A strip with room to spare names every figure in full: the demo's six
// boxes at 1920x1080 filled little more than half the strip, yet "Gina
// "Tommy" Russo" and "High Priest Malachi" were cut to 14 letters.
func TestStripNamesInFullWhenThereIsRoom(t *testing.T) {
	names := map[string]string{"g": `Gina "Tommy" Russo`, "hm": "High Priest Malachi", "b": "Buck Savage"}
	labels := map[string]string{"g": "GR", "hm": "HM", "b": "BS"}
	boxes := []stripBox{{Label: "A♥", Figures: []string{"b"}, Now: true, Wild: true}, {Label: "10♣", Figures: []string{"g"}, Wild: true}, {Label: "6♦", Figures: []string{"hm"}, Wild: true}}
	u := 1080.0 / 30
	cards, _ := layStrip(nil, boxes, names, labels, u, Rect{0, 0, 1340, u * 1.2}, u*5.4)
	require.Len(t, cards, 3)
	assert.Equal(t, "A♥ Buck Savage", cards[0].Label)
	assert.Equal(t, `10♣ Gina "Tommy" Russo`, cards[1].Label)
	assert.Equal(t, "6♦ High Priest Malachi", cards[2].Label)

	// Short of room, the long names shorten (to 14 letters first).
	cards, _ = layStrip(nil, boxes, names, labels, u, Rect{0, 0, 600, u * 1.2}, u*5.4)
	require.NotEmpty(t, cards)
	for _, c := range cards {
		assert.NotContains(t, c.Label, "Russo", "no room for the full name")
	}
}

// A name is shortened only when the strip has no room for it: one box
// with a 30-letter name on a wide strip shows it whole; on a narrow one
// it is cut.
func TestStripShortensANameOnlyWithoutRoom(t *testing.T) {
	long := "Magistrate Cornelius Blackwood"
	boxes := []stripBox{{Label: "K♠", Figures: []string{"w4"}, Wild: true}}
	names := map[string]string{"w4": long}
	labels := map[string]string{"w4": "MC"}
	wide, _ := layStrip(nil, boxes, names, labels, 20, Rect{0, 0, 2000, 40}, 0)
	require.Len(t, wide, 1)
	assert.Equal(t, "K♠ "+long, wide[0].Label)
	narrow, _ := layStrip(nil, boxes, names, labels, 20, Rect{0, 0, 200, 40}, 0)
	require.Len(t, narrow, 1)
	assert.NotEqual(t, "K♠ "+long, narrow[0].Label)
}

// Short of room the longest name shortens first, and only as far as the
// boxes need: the short names beside it stay whole (the tester's strip
// cut every name to 14 letters, "Gina "Tommy" …" among them).
func TestStripShortensTheLongestNameFirstAndKeepsShortOnesWhole(t *testing.T) {
	long := "Magistrate Cornelius Blackwood"
	names := map[string]string{"m": long, "b": "Buck", "c": "Cultist", "g": "Gina", "r": "Red Eye"}
	labels := map[string]string{"m": "MC", "b": "B", "c": "C", "g": "G", "r": "RE"}
	boxes := []stripBox{{Label: "K♠", Figures: []string{"m"}, Wild: true, Now: true}, {Label: "Q♥", Figures: []string{"b"}, Wild: true},
		{Label: "9♣", Figures: []string{"c"}}, {Label: "7♦", Figures: []string{"g"}, Wild: true}, {Label: "3♠", Figures: []string{"r"}}}
	u := 20.0
	full, _ := layStrip(nil, boxes, names, labels, u, Rect{0, 0, 3000, 40}, 0)
	require.Len(t, full, 5)
	fullW := full[4].X + full[4].W
	// A strip 60 pixels short of the whole row: only the long name gives way.
	cards, cs := layStrip(nil, boxes, names, labels, u, Rect{0, 0, fullW + u*0.3 - 60, 40}, 0)
	require.Len(t, cards, 5, "every box shown")
	assert.InDelta(t, u*0.75, cs, 1e-9, "at the full size")
	assert.True(t, strings.HasPrefix(cards[0].Label, "K♠ Magistrate"), cards[0].Label)
	assert.True(t, strings.HasSuffix(cards[0].Label, "…"), "the long name is cut: %s", cards[0].Label)
	cut := utf8.RuneCountInString(strings.TrimPrefix(cards[0].Label, "K♠ "))
	assert.Greater(t, cut, 14, "cut only as far as the room needs, not to a fixed 14 letters")
	assert.Equal(t, "Q♥ Buck", cards[1].Label)
	assert.Equal(t, "9♣ Cultist", cards[2].Label)
	assert.Equal(t, "7♦ Gina", cards[3].Label)
	assert.Equal(t, "3♠ Red Eye", cards[4].Label)
	assert.LessOrEqual(t, cards[4].X+cards[4].W, fullW+u*0.3-60, "inside the strip")
}

// A wide strip (a 1920x1080 window's) shows every name in full, however
// many letters each has.
func TestAWideStripShowsEveryNameInFull(t *testing.T) {
	names := map[string]string{"g": `Gina "Tommy" Russo`, "hm": "High Priest Malachi", "m": "Sergeant Ambrose Kettle", "b": "Buck Savage", "c": "Cultist"}
	labels := map[string]string{"g": "GR", "hm": "HM", "m": "SK", "b": "BS", "c": "C"}
	var boxes []stripBox
	for i, id := range []string{"b", "g", "hm", "m", "c"} {
		boxes = append(boxes, stripBox{Label: []string{"A♥", "10♣", "6♦", "5♠", "2♣"}[i], Figures: []string{id}, Wild: id != "c"})
	}
	u := 1080.0 / 42
	cards, cs := layStrip(nil, boxes, names, labels, u, Rect{0, 0, 1920 - 24*u, u * 2.2}, u*5.4)
	require.Len(t, cards, 5)
	assert.InDelta(t, u*0.75, cs, 1e-9)
	for i, id := range []string{"b", "g", "hm", "m", "c"} {
		assert.Equal(t, boxes[i].Label+" "+names[id], cards[i].Label)
	}
}
