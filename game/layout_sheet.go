package game

import "strconv"

// A phone's sheet is too short for the panel's thirty-odd buttons and
// the figure's sheet and the log under them: its buttons are grouped
// behind a row of tabs, the first of which shows none, so the figure,
// the prompt and the log come first and every button is two taps away
// (its tab, then it). Keys and the desktop's panel are unchanged.

// The sheet's tabs, in their row's order.
const (
	tabSheet   = iota // no buttons: the figure's sheet and the log
	tabActions        // the turn's actions, Weapon, Benny, More
	tabTools          // undo, save, help, the grid, the ruler, the screen's
	tabGM             // the GM's commands
	tabCount
)

var sheetTabNames = [tabCount]string{"Sheet", "Actions", "Tools", "GM"}

// sheetTools are the actions' grid's commands on the Tools tab (besides
// the screen's own).
var sheetTools = map[Cmd]bool{CmdUndo: true, CmdRedo: true, CmdSave: true, CmdHelp: true, CmdGrid: true, CmdTool: true, CmdPanel: true}

// sheetTabOf is the tab that shows b.
func sheetTabOf(b Button) int {
	c := commandOf(b.Cmd)
	switch {
	case c != nil && c.gm:
		return tabGM
	case c != nil && (c.group == grpScreen || sheetTools[b.Cmd]):
		return tabTools
	}
	return tabActions
}

// pickSheetTab shows the tab arg names (its index); anything else
// changes nothing.
func (c *Controller) pickSheetTab(arg string) {
	if t, err := strconv.Atoi(arg); err == nil && t >= 0 && t < tabCount {
		c.sheetTab = t
	}
}

// laySheetTabs lays out the row of tabs from y and, under it, those of
// bs on the chosen tab in rows of five; it returns the y below them.
func (l *layout) laySheetTabs(c *Controller, gm bool, bs []Button, x0, y, w float64) float64 {
	tabs := make([]Button, 0, tabCount)
	for t, name := range sheetTabNames {
		if t == tabGM && !gm {
			continue
		}
		tabs = append(tabs, Button{Cmd: CmdSheetTab, Arg: strconv.Itoa(t), Label: name, Enabled: true, Active: t == c.sheetTab})
	}
	y = l.grid(tabs, x0, y, w, len(tabs), l.bh)
	shown := bs[:0:0]
	for _, b := range bs {
		if sheetTabOf(b) == c.sheetTab {
			shown = append(shown, b)
		}
	}
	if c.sheetTab == tabTools {
		// The window's F: a phone has no key to see the whole map again
		// after it followed a figure.
		shown = append(shown, Button{Cmd: CmdFit, Label: "Fit map", Enabled: true})
	}
	return l.grid(shown, x0, y, w, 5, l.bh)
}
