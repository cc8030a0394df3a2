package game

import "fmt"

// The projector's page (a host's link of the table seat) is the window's
// table view over that seat: a Game on FightOnSeat of the link, pinned to
// the table view (cmd/battlemat tableSeatGame). Its Fight is on the table
// (projector.go onTable), so the projector reads the fight's own mirror;
// the calibration, the zoom lock and the ruler are the window's
// (table.go, screencalib.go, ruler.go), remembered per screen in the same
// settings (the browser's storage on the web). TableSeatView is what the
// page tells its tests (battlematRemote).

// TableSeatView is the table seat's page as its hook tells it, in window
// (CSS) pixels.
type TableSeatView struct {
	Seat      string `json:"seat"`
	Seq       int    `json:"seq"`
	Connected bool   `json:"connected"`
	Up        string `json:"up"`
	Acting    bool   `json:"acting"`
	// At is where each figure stands; Screen where to tap each square.
	At     map[string][2]int     `json:"at"`
	Screen map[string][2]float64 `json:"screen,omitempty"`
	// Message is the screen's last word; Buttons the corner's buttons'
	// centres by id (calibrate, zoom).
	Message string                `json:"message"`
	Buttons map[string][2]float64 `json:"buttons"`
	// TableLines are the last action's dice and results as shown.
	TableLines  []string       `json:"table_lines"`
	Calibration TableSeatCalib `json:"calibration"`
	Ruler       *TableSeatRule `json:"ruler,omitempty"`
}

// TableSeatCalib is the screen's calibration: device pixels a square (0:
// none) and the zoom lock.
type TableSeatCalib struct {
	PxPerInch float64 `json:"px_per_inch"`
	Locked    bool    `json:"locked"`
}

// TableSeatRule is the calibration ruler while it is up: its start, its
// end and the middle of its Set button.
type TableSeatRule struct {
	Start [2]float64 `json:"start"`
	End   [2]float64 `json:"end"`
	Set   [2]float64 `json:"set"`
}

// tableSeatButtons are the ids the page's hook names the corner's
// buttons by.
var tableSeatButtons = map[Cmd]string{CmdCalibrate: "calibrate", CmdZoomLock: "zoom"}

// TableSeatView tells the page as it stands now.
func (g *Game) TableSeatView() TableSeatView {
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	v := TableSeatView{At: map[string][2]int{}, Buttons: map[string][2]float64{}}
	v.Calibration.PxPerInch, v.Calibration.Locked = g.table.scale, g.table.locked
	if cl := g.calib(); cl != nil {
		y := (cl.y + cl.height()/2) / ds
		set, _ := cl.buttons()
		v.Ruler = &TableSeatRule{Start: [2]float64{cl.x0 / ds, y}, End: [2]float64{(cl.x0 + cl.px) / ds, y},
			Set: [2]float64{(set.X + set.W/2) / ds, (set.Y + set.H/2) / ds}}
	}
	f := g.ctl.fight
	if f == nil {
		return v
	}
	v.Seat, v.Connected = f.mirror.Seat, f.link != nil && f.link.Connected
	v.Message, _ = g.ctl.Message()
	if m := f.tableState(); m != nil {
		v.Seq, v.Up, v.Acting = m.Seq, m.Up, m.Acting
		dice, result := m.TableLines()
		v.TableLines = append(dice, result...)
	}
	if b := g.ctl.drawnBoard(); b != nil {
		v.Screen = map[string][2]float64{}
		for _, fg := range b.Figures {
			v.At[fg.ID] = [2]int{fg.At.X, fg.At.Y}
		}
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				sx, sy := g.cam.ToScreen(pt(float64(x)+0.5, float64(y)+0.5))
				v.Screen[fmt.Sprintf("%d,%d", x, y)] = [2]float64{sx / ds, sy / ds}
			}
		}
	}
	if g.calib() == nil {
		for _, b := range g.layout().buttons {
			if id, ok := tableSeatButtons[b.Cmd]; ok {
				v.Buttons[id] = [2]float64{(b.X + b.W/2) / ds, (b.Y + b.H/2) / ds}
			}
		}
	}
	return v
}
