package game

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A shot aimed over a seat draws its line of fire with its words on or
// beside it ("medium cover": the low wall by the cultist), on Ann's
// phone upright, on a tablet and a 1920x1080 screen of her seat, and
// on a 1920x1080 projector's view (at least a third of a square there,
// read across the room): at least 14 CSS pixels tall, inside the map's view, off both tokens and
// off the cultist's name under his.
func TestTheLineOfFireSaysItsCoverBesideTheLine(t *testing.T) {
	for _, sc := range []struct {
		w, h  int
		scale float64
		table bool
	}{{1170, 2532, 3, false}, {1024, 768, 1, false}, {1920, 1080, 1, false}, {1920, 1080, 1, true}} {
		name := fmt.Sprintf("%dx%d", int(float64(sc.w)/sc.scale), int(float64(sc.h)/sc.scale))
		if sc.table {
			name += "-table"
		}
		t.Run(name, func(t *testing.T) {
			p := phoneOn(t, "night.yaml", phoneNightTable, 3)
			g := p.g
			g.deviceScale = sc.scale
			g.SetScreenSize(sc.w, sc.h)
			p.frame()
			p.dealTo("hero1")
			p.tapSquare(3, 5)
			p.tapSquare(7, 5)
			if sc.table {
				g.SetView(TableView())
				p.frame()
			}
			require.NotNil(t, g.ctl.ov.Attack, "the shot stays aimed")
			vw := g.views()
			words, box, size, ok := vw.fireLabel()
			require.True(t, ok, "words on the line")
			assert.Equal(t, "medium cover", words)
			assert.GreaterOrEqual(t, size/sc.scale, 14.0, "readable: CSS pixels")
			if sc.table {
				assert.GreaterOrEqual(t, size, g.cam.Scale*0.3, "across the room: a third of a square")
			}
			m := vw.l.mapView
			assert.True(t, box.X >= m.X && box.Y >= m.Y && box.X+box.W <= m.X+m.W && box.Y+box.H <= m.Y+m.H,
				"inside the map's view: %v in %v", box, m)
			bd := g.ctl.drawnBoard()
			for _, id := range []string{"hero1", "c1"} {
				f := bd.Figure(id)
				x, y := g.cam.ToScreen(f.Center())
				assert.False(t, boxMeetsDisc(box, geom.Point{X: x, Y: y}, tokenRadius(f)*g.cam.Scale), "off %s's token", id)
			}
			x, y := g.cam.ToScreen(bd.Figure("c1").Center())
			r := tokenRadius(bd.Figure("c1")) * g.cam.Scale
			assert.False(t, box.overlaps(Rect{x - 2*r, y + r, 4 * r, r}), "off the cultist's name")
			p.shot("fire-words-" + name)
		})
	}
}

// The words say what the line's colour says: no line of fire, the
// cover, or a clear line; a blow or a power has none.
func TestTheLineOfFireWords(t *testing.T) {
	assert.Equal(t, "clear line of fire", (&AttackPreview{Kind: "shoot", Visible: true}).fireWords())
	assert.Equal(t, "heavy cover", (&AttackPreview{Kind: "shoot", Visible: true, Cover: rules.HeavyCover}).fireWords())
	// Anna's marshal aimed at Black Jack Colby in the livery's doorway
	// read "near_total cover": the rules' key, not words.
	assert.Equal(t, "near total cover", (&AttackPreview{Kind: "shoot", Visible: true, Cover: rules.NearTotalCover}).fireWords())
	assert.Equal(t, "no line of fire", (&AttackPreview{Kind: "shoot"}).fireWords())
	assert.Empty(t, (&AttackPreview{Kind: "fight", Visible: true}).fireWords())
	assert.Empty(t, (&AttackPreview{Kind: "cast", Visible: true}).fireWords())
	// A shot the rules refuse (her one action taken) draws its line red:
	// "clear line of fire" in red on it read as a contradiction.
	assert.Empty(t, (&AttackPreview{Kind: "shoot", Visible: true, Cover: rules.MediumCover, Err: "Deputy Cole has taken its action this turn"}).fireWords())
	assert.Equal(t, "no line of fire", (&AttackPreview{Kind: "shoot", Err: "no line of fire"}).fireWords())
}

// The words stay off the odds box: on the GM's 1024x768 tablet Colby
// Rider 4's shotgun aimed from (9, 5) at Deputy Cole at (8, 11) put
// "clear line of fire" on the line's middle, under the box of its odds
// (placed above and right of the deputy, the tokens below him being in
// the way), which hid all but "clear line o". Here Ann's marshal takes
// the rider's place and the rider the deputy's, on her tablet, her phone
// and a 1920x1080 screen.
func TestTheLineOfFireWordsStayOffTheOddsBox(t *testing.T) {
	data, err := os.ReadFile("../assets/scenarios/street.yaml")
	require.NoError(t, err)
	street := string(data)
	for _, sw := range [][2]string{{"at: [11, 13]", "at: [9, 5]"}, {"at: [8, 11]", "at: [11, 13]"}, {"at: [9, 2]", "at: [8, 11]"},
		{"Colt Peacemaker, range: 12/24/48", "Colt Peacemaker, range: 4/8/16"}} { // a medium range: one line more
		require.Contains(t, street, sw[0])
		street = strings.Replace(street, sw[0], sw[1], 1)
	}
	for _, sc := range []struct {
		w, h  int
		scale float64
	}{{1024, 768, 1}, {1920, 1080, 1}} {
		t.Run(fmt.Sprintf("%dx%d", sc.w, sc.h), func(t *testing.T) {
			p := phoneOn(t, "street.yaml", street, 3)
			g := p.g
			g.deviceScale = sc.scale
			g.SetScreenSize(sc.w, sc.h)
			p.frame()
			p.dealTo("marshal")
			p.tapSquare(9, 5)
			p.tapSquare(8, 11)
			require.NotNil(t, g.ctl.ov.Attack, "the shot stays aimed")
			vw := g.views()
			_, tip, ok := vw.tipBox()
			require.True(t, ok, "the odds box is shown")
			words, box, _, ok := vw.fireLabel()
			require.True(t, ok)
			assert.Equal(t, "clear line of fire", words)
			assert.False(t, box.overlaps(tip), "the words %v off the odds box %v", box, tip)
			p.shot(fmt.Sprintf("fire-words-off-odds-%d", sc.w))
		})
	}
}
