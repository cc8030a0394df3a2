package game

// toolState is the measuring tools' (tools.go): off for now.
type toolState struct {
	kind int
}

func (t toolState) on() bool { return t.kind != 0 }

func (t toolState) title() string { return "Measure" }

func (c *Controller) cycleTool() {}

// Panel places: the GM's panel on the right (the default), on the left,
// or hidden (the map takes the screen).
const (
	panelRight = iota
	panelLeft
	panelHidden
)

func (c *Controller) cyclePanel() {
	c.panel = (c.panel + 1) % 3
	c.say("%s", [...]string{"The panel is on the right (F4 moves it)", "The panel is on the left (F4 hides it)", "The panel is hidden (F4 brings it back)"}[c.panel])
}
