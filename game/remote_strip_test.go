package game

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

type dropAll struct{}

func (dropAll) Send(wire.Incoming) error { return nil }
func (dropAll) Poll() []any              { return nil }
func (dropAll) Resync()                  {}

// twelveJoined is a screen of the seat joined to a host running twelve
// (seed), the round dealt, at w x h: the host's state built as the host
// builds it (the rules' strip).
func twelveJoined(t *testing.T, seat string, seed uint64, w, h int) (*RemoteGame, *Fight) {
	t.Helper()
	f := twelve(t, seed)
	require.NoError(t, f.Battle().Apply(rules.StartRound{}))
	roster := map[string]wire.FigureInfo{}
	figs := map[string]wire.FigureState{}
	for _, fg := range f.Battle().Fight.Figures {
		roster[fg.ID] = wire.FigureInfo{Name: fg.Name, Side: fg.Side, WildCard: fg.WildCard}
		at, _ := f.Battle().Battlefield.Position(fg.ID)
		figs[fg.ID] = wire.FigureState{At: at}
	}
	up := wire.UpNow(f.Battle())
	msg, err := json.Marshal(wire.State{Type: "state", Seq: 1, Seat: seat, Scenario: twelveText(),
		Roster: roster, Figures: figs, Round: 1, Up: up, Initiative: f.Battle().Strip(nil)})
	require.NoError(t, err)
	r := NewRemote(dropAll{})
	require.NoError(t, r.Receive(msg))
	require.NoError(t, r.Take(SeatStatus{Connected: true, Status: "connected"}))
	g := NewRemoteGame(r)
	g.w, g.h, g.scale = w, h, 1
	g.fit()
	return g, f
}

// The hosted strip with twelve figures: inside its band over the map
// (never on the map), no box over another, one box per card or counted in
// "+N more", every Wild Card shown on the GM's tablet; a phone shows the
// next three boxes and counts the rest (the projector's page is the
// window's table view: table_seat_test.go).
func TestRemoteStripTwelveFiguresFitsWithEveryWildCard(t *testing.T) {
	memorySettings(t)
	cases := []struct {
		seat string
		w, h int
	}{{wire.SeatGM, 1024, 768}, {wire.SeatGM, 1920, 1080}, {wire.SeatGM, 390, 844}}
	for _, cs := range cases {
		for seed := uint64(1); seed <= 5; seed++ {
			g, f := twelveJoined(t, cs.seat, seed, cs.w, cs.h)
			name := fmt.Sprintf("%s %dx%d seed %d", cs.seat, cs.w, cs.h, seed)
			band, m := g.stripBand(), g.mapRect()
			assert.LessOrEqual(t, band.Y+band.H, m.Y, "%s: the strip's band is above the map", name)
			cards, size := g.remoteStrip()
			require.NotEmpty(t, cards, name)
			assert.Greater(t, size, 0.0, name)
			shown := map[string]bool{}
			boxes, more := 0, 0
			for i, bx := range cards {
				assert.GreaterOrEqual(t, bx.X, band.X, name)
				assert.LessOrEqual(t, bx.X+bx.W, band.X+band.W, "%s: %q past the band", name, bx.Label)
				assert.GreaterOrEqual(t, bx.Y, band.Y, name)
				assert.LessOrEqual(t, bx.Y+bx.H, band.Y+band.H, name)
				if i > 0 {
					assert.GreaterOrEqual(t, bx.X, cards[i-1].X+cards[i-1].W, "%s: boxes overlap", name)
				}
				if bx.More > 0 {
					more = bx.More
					continue
				}
				boxes++
				for _, id := range bx.Figures {
					shown[id] = true
				}
			}
			want := len(f.Battle().Fight.Order())
			assert.Equal(t, want, boxes+more, "%s: every card a box or counted in +N more", name)
			if g.phone() {
				assert.Equal(t, phoneStripBoxes, boxes, "%s: a phone shows the next three", name)
				continue
			}
			for i := range 6 {
				assert.True(t, shown[fmt.Sprintf("w%d", i)], "%s: Wild Card w%d shown", name, i)
			}
			if seed == 1 {
				t.Logf("%s: %d boxes, +%d more, text %.0f px", name, boxes, more, size)
			}
		}
	}
}
