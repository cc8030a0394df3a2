package game

import (
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/wire"
)

// SeatSnapshot is a hosted screen's state for the page's
// battlematRemote() hook (and the tests that read it) when the screen is
// the Game over a seat: the keys the Remote's hook gave, with the
// Controller's values. A button's id is its command's stable name
// (Button.ButtonID); the screen's places are CSS pixels.
func (g *Game) SeatSnapshot() map[string]any {
	c := g.ctl
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	s := map[string]any{"connected": c.fight.Connected(), "status": g.statusLine()}
	at := map[string][2]int{}
	s["at"] = at
	m := c.seatState()
	if m == nil {
		return s
	}
	s["seat"], s["seq"], s["up"], s["acting"] = m.Seat, m.Seq, m.Up, m.Acting
	s["title"] = m.SeatTitle(m.Seat)
	if b := c.drawnBoard(); b != nil {
		for _, f := range b.Figures {
			at[f.ID] = [2]int{f.At.X, f.At.Y}
		}
		// Where to tap each square's centre.
		xy := map[string][2]float64{}
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				sx, sy := g.cam.ToScreen(board.Square{X: x, Y: y}.Center())
				xy[fmt.Sprintf("%d,%d", x, y)] = [2]float64{sx / ds, sy / ds}
			}
		}
		s["screen"] = xy
	}
	s["message"] = c.msg
	if q := c.Asked(); q != nil {
		s["question"] = q.Text()
	} else {
		s["question"] = ""
	}
	centres, labels, lit := map[string][2]float64{}, map[string]string{}, []string{}
	for _, b := range g.layout().buttons {
		if !b.Enabled {
			continue
		}
		id := b.ButtonID()
		centres[id] = [2]float64{(b.X + b.W/2) / ds, (b.Y + b.H/2) / ds}
		labels[b.Label] = id
		if b.Active {
			lit = append(lit, id)
		}
	}
	s["buttons"], s["labels"], s["active"] = centres, labels, lit
	s["hint"] = c.promptText()
	ov := c.Overlay()
	s["reach"], s["path"] = len(ov.Reach), len(ov.Path)
	if a := ov.Attack; a != nil && a.Kind == "shoot" {
		s["aim_line"] = aimWords(a)
	}
	// The odds box's numbers: the chance and every modifier of the
	// aimed attack's or template's roll, once the seat's odds came.
	if a := ov.Attack; a != nil && !a.Waiting && a.Err == "" {
		s["aim_odds"], s["aim_mods"] = fmt.Sprintf("%.0f%%", 100*a.Success), a.Mods.String()
	}
	s["placing"] = ov.Template != nil
	s["areas"] = 0
	if d := c.LastDeviation(); d != nil {
		s["areas"] = 1
	}
	if t := ov.Template; t != nil && !t.Waiting && t.Err == "" {
		s["area_odds"] = fmt.Sprintf("%.0f%%", 100*t.Success)
		s["aim_mods"], s["under"] = t.Mods.String(), t.Under
	}
	g.gmSnapshot(s)
	// The figure whose card shows: the selected one's, in the panel (on
	// a phone's sheet, its first tab).
	s["card"] = ""
	if l := g.layout(); g.view.Figure && !g.panelHidden() && (!l.sheet || c.sheetTab == tabSheet) {
		s["card"] = c.selected
	}
	return s
}

// aimWords is what a line of fire meets, in the Remote's words.
func aimWords(a *AttackPreview) string {
	switch {
	case !a.Visible:
		return "no line of fire"
	case a.Cover > 0:
		return fmt.Sprintf("%s cover", a.Cover)
	}
	return "clear line of fire"
}

// seatIsPlayers reports whether the seat is a player's.
func seatIsPlayers(seat string) bool { return strings.HasPrefix(seat, wire.SeatPlayer) }

// gmSnapshot adds the GM's screen's keys: whether the seats' links show
// and each player seat's title, and the odds or the setup open over the
// table ("local", the window's Snapshot of that scene; nil for none).
func (g *Game) gmSnapshot(s map[string]any) {
	s["links_shown"] = g.LinksShown()
	titles := map[string]string{}
	if m := g.ctl.seatState(); m != nil {
		for _, sl := range m.playerLinks() {
			titles[sl[0]] = m.SeatTitle(sl[0])
		}
	}
	s["titles"] = titles
	s["local"] = nil
	if _, setup := sceneOf[*setupScreen](g.ctl); setup || g.oddsOpen() {
		local := g.Snapshot()
		s["local"] = &local
	}
}
