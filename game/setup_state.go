package game

// SetupState is the setup screen in a Snapshot.
type SetupState struct {
	// Path is the scenario's file (its name in the browser).
	Path string `json:"path"`
	// Blocks are the squares that block movement and sight; Walls counts
	// the thin walls, doors and windows.
	Blocks [][2]int `json:"blocks"`
	Walls  int      `json:"walls"`
	Undo   bool     `json:"undo"`
	Redo   bool     `json:"redo"`
	// Square (x, y)'s top-left corner is at (MapX + x*Square, MapY +
	// y*Square) in window pixels.
	MapX   float64 `json:"map_x"`
	MapY   float64 `json:"map_y"`
	Square float64 `json:"square"`
}

// setupSnapshot is the Snapshot of the setup screen: the preview's map
// and figures, the panel's buttons, the message.
func (g *Game) setupSnapshot() Snapshot {
	ss := g.setupScene()
	if ss.odds != nil {
		// The odds over the setup: their numbers and buttons, the setup
		// still open beneath.
		s := ss.odds.Snapshot()
		s.Setup, s.Mode = &SetupState{Path: ss.s.Path(), Blocks: [][2]int{}}, "Setup"
		return s
	}
	ss.layout(g)
	ds := g.deviceScale
	if !(ds > 0) {
		ds = 1
	}
	st := &SetupState{Path: ss.s.Path(), Undo: ss.s.CanUndo(), Redo: ss.s.CanRedo(),
		MapX: g.cam.X / ds, MapY: g.cam.Y / ds, Square: g.cam.Scale / ds, Blocks: [][2]int{}}
	s := Snapshot{Scale: g.cam.Scale, DeviceScale: g.deviceScale, Figures: []FigureState{}, Frames: g.frames, View: "gm", Setup: st, Mode: "Setup"}
	s.Message, _ = ss.s.Message()
	for _, b := range ss.buttons {
		s.Buttons = append(s.Buttons, ButtonState{Label: b.Label, Enabled: b.Enabled, WindowX: (b.X + b.W/2) / ds, WindowY: (b.Y + b.H/2) / ds})
	}
	b := ss.s.Board()
	if b == nil {
		return s
	}
	s.Scenario, s.Width, s.Height = b.Name, b.W, b.H
	for y := range b.H {
		for x := range b.W {
			if b.Cells[y*b.W+x].Blocks {
				st.Blocks = append(st.Blocks, [2]int{x, y})
			}
		}
	}
	st.Walls = len(b.Walls)
	for _, f := range b.Figures {
		x, y := g.cam.ToScreen(f.Center())
		s.Figures = append(s.Figures, figureState(f, x/ds, y/ds))
	}
	return s
}
