package game

import "battlemat/board"

// Snapshot is what the table shows, for tests and the browser page
// (window.battlematState): the figures, where they stand, and the
// selection.
type Snapshot struct {
	Scenario string `json:"scenario"`
	Width    int    `json:"width"`
	Height   int    `json:"height"`
	Selected string `json:"selected"`
	// Scale is screen pixels per inch; DeviceScale is screen pixels per
	// window (CSS) pixel.
	Scale       float64       `json:"scale"`
	DeviceScale float64       `json:"device_scale"`
	Figures     []FigureState `json:"figures"`
	// The battle: the round, whose turn it is ("" between turns), who
	// may start one, the controller's mode, the last message, and how
	// many log lines (the seat's) and
	// actions there are.
	Round  int      `json:"round"`
	Turn   string   `json:"turn"`
	NextUp []string `json:"next_up"`
	Mode   string   `json:"mode"`
	// Align is the grid alignment helper's px_per_inch and offset, while on.
	Align   []float64 `json:"align,omitempty"`
	Message string    `json:"message"`
	LogLen  int       `json:"log_len"`
	Actions int       `json:"actions"`
	// Buttons are the panel's buttons, each with its centre in window
	// pixels: where a test (or a page's own controls) clicks it.
	Buttons []ButtonState `json:"buttons"`
	// Resume: an autosaved battle is offered (Y resumes, N starts anew).
	Resume bool `json:"resume,omitempty"`
	// Odds, while the odds are open: the fights done of the battle as it
	// stands, of the what-if (-1: none), how many each plays, and the
	// figures at the start of each.
	Odds *OddsState `json:"odds,omitempty"`
	// Frames counts the frames painted: an idle window paints none.
	Frames uint64 `json:"frames"`
	// View is "table" in the projector's view, else "gm"; Calibrated is
	// the screen's calibrated scale (0: none) and Locked the zoom lock.
	View       string  `json:"view"`
	Calibrated float64 `json:"calibrated"`
	Locked     bool    `json:"locked"`
	// Ruler is the calibration ruler while it is up: its start (x, y) and
	// length in window pixels, and its squares.
	Ruler []float64 `json:"ruler,omitempty"`
	// Dice is the dice panel while rolls show: its room (x, y, w, h in
	// window pixels), how far it is scrolled back from the newest roll
	// and how far it can scroll (window pixels).
	Dice []float64 `json:"dice,omitempty"`
	// Setup is the setup screen while it is open (setup_state.go): the
	// rest then describes the scenario being set up.
	Setup *SetupState `json:"setup,omitempty"`
}

// ButtonState is a button in a Snapshot.
type ButtonState struct {
	Label   string  `json:"label"`
	Key     string  `json:"key"`
	Enabled bool    `json:"enabled"`
	Why     string  `json:"why,omitempty"` // a disabled button's reason
	WindowX float64 `json:"window_x"`
	WindowY float64 `json:"window_y"`
	// WindowH is its height in window (CSS) pixels: whether a finger hits it.
	WindowH float64 `json:"window_h,omitempty"`
}

// FigureState is one figure in a Snapshot. WindowX, WindowY is the centre
// of its base in window (CSS) pixels: where a test clicks to select it.
type FigureState struct {
	ID            string  `json:"id"`
	Name          string  `json:"name"`
	Side          string  `json:"side"`
	X             int     `json:"x"`
	Y             int     `json:"y"`
	Footprint     int     `json:"footprint"`
	WildCard      bool    `json:"wildcard"`
	Wounds        int     `json:"wounds"`
	Shaken        bool    `json:"shaken"`
	Incapacitated bool    `json:"incapacitated"`
	WindowX       float64 `json:"window_x"`
	WindowY       float64 `json:"window_y"`
	// Marks are the token's status marks and Label its name's box, in
	// window pixels (x0, y0, x1, y1), as the map paints them.
	Marks []MarkState `json:"marks,omitempty"`
	Label *[4]float64 `json:"label,omitempty"`
	// Up is the ring of the figure that is up, as painted.
	Up *[4]float64 `json:"up,omitempty"`
}

// Snapshot reports the table's state.
func (g *Game) Snapshot() Snapshot {
	if _, ok := sceneOf[*setupScreen](g.ctl); ok {
		return g.setupSnapshot()
	}
	c := g.ctl
	s := Snapshot{Selected: c.selected, Scale: g.cam.Scale, DeviceScale: g.deviceScale, Figures: []FigureState{}, Frames: g.frames}
	b := c.drawnBoard()
	if b == nil {
		return s
	}
	s.Scenario, s.Width, s.Height = b.Name, b.W, b.H
	g.playSnapshot(&s)
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	s.View = "gm"
	if g.TableOn() {
		s.View = "table"
	}
	s.Calibrated, s.Locked = g.table.scale, g.table.locked
	if cl := g.calib(); cl != nil {
		s.Ruler = []float64{cl.x0 / ds, cl.y / ds, cl.px / ds, float64(cl.squares)}
		set, cancel := g.calibButtons()
		for _, b := range []struct {
			r     Rect
			label string
		}{{set, "Calibrate: set"}, {cancel, "Calibrate: cancel"}} {
			s.Buttons = append(s.Buttons, ButtonState{Label: b.label, Enabled: true, WindowX: (b.r.X + b.r.W/2) / ds, WindowY: (b.r.Y + b.r.H/2) / ds})
		}
	}
	if p, ok := g.panelViews().dicePane(); ok {
		a := p.area
		s.Dice = []float64{a.X / ds, a.Y / ds, a.W / ds, a.H / ds, g.ctl.diceBack / ds, p.scrollable() / ds}
	}
	places := placeTokens(b, g.cam, g.drawOptions().style(), nil)
	for i, f := range b.Figures {
		x, y := g.cam.ToScreen(f.Center())
		fs := figureState(f, x/ds, y/ds)
		for _, m := range places[i].marks {
			fs.Marks = append(fs.Marks, MarkState{Mark: markName(m.badge), Rect: m.rect().scaled(ds)})
		}
		if places[i].up != (rect{}) {
			r := places[i].up.scaled(ds)
			fs.Up = &r
		}
		if places[i].labelOK {
			r := places[i].label.scaled(ds)
			fs.Label = &r
		}
		s.Figures = append(s.Figures, fs)
	}
	return s
}

func figureState(f *board.Figure, wx, wy float64) FigureState {
	return FigureState{
		ID: f.ID, Name: f.Name, Side: f.Side, X: f.At.X, Y: f.At.Y,
		Footprint: f.Footprint(), WildCard: f.WildCard, Wounds: f.Wounds,
		Shaken: f.Shaken, Incapacitated: f.Incapacitated,
		WindowX: wx, WindowY: wy,
	}
}

// playSnapshot fills the battle's part of a Snapshot.
func (g *Game) playSnapshot(s *Snapshot) {
	c := g.ctl
	if c.fight == nil {
		return
	}
	s.Round = c.round()
	s.Turn = c.turn()
	s.NextUp = c.nextUp()
	s.Mode = c.mode.String()
	s.Message = c.msg
	if c.Aligning() {
		p, x, y := c.Alignment()
		s.Align = []float64{p, x, y}
	}
	s.Resume = c.resumeOffer() != nil
	if o, ok := sceneOf[*oddsScene](c); ok {
		s.Odds = o.state()
	}
	s.LogLen = len(c.logLines()) // the lines the seat was told: the GM's are all
	s.Actions = c.actions()
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	for _, bt := range g.layout().buttons {
		s.Buttons = append(s.Buttons, ButtonState{Label: bt.Label, Key: bt.Key, Enabled: bt.Enabled, Why: bt.Why,
			WindowX: (bt.X + bt.W/2) / ds, WindowY: (bt.Y + bt.H/2) / ds, WindowH: bt.H / ds})
	}
}
