package game

import "github.com/hajimehoshi/ebiten/v2"

// Scenes: the window's modal screens (the rules help, the calibration
// ruler, the grid's alignment, the autosave's offer, the end of the fight,
// the odds, the GM's setup screen) are each a Scene in a file of its own
// (scene_*.go), kept on a small stack in the Controller instead of flags
// checked across files. The pattern is ebiten's examples/blocks (one
// Scene per screen and a manager), made a stack because a screen opens
// over another (the help over the end of the fight).
//
// The top scene takes the tick's input first; what it leaves goes on to
// the scene beneath it and at last to the fight, so a scene that shows
// something beside the fight (the end of the fight in the panel) takes
// only its own keys, and a modal one (the ruler) takes all. Closing a
// scene pops it. The scenes are painted bottom to top over the fight,
// after the panels and the status bar. Optional interfaces add what some
// scenes need: commands answered first (sceneCommands), the whole screen
// (sceneHolds), a life longer than the battle's (sceneLasts), buttons
// of their own laid out with the panel's (sceneLayout) and the window's
// raw input, camera and whole picture (sceneWindow: the setup screen). A scene with
// none of them and an Update that takes nothing is a picture over the
// fight.

// Scene is one screen over the fight.
type Scene interface {
	// Update takes the tick's input on the controller's side (never
	// ebiten; it is called every tick, so a scene may work a slice at a
	// time): it clears from it what it used, and what is left goes on to
	// the scene beneath and the fight. It returns false when the scene
	// closes: the stack pops it.
	Update(c *Controller, it *Intent) (open bool)
	// Draw paints the scene over the fight from the controller and the
	// layout (the views); it changes nothing.
	Draw(vw *views, dst *ebiten.Image)
}

// sceneCommands is a scene that answers the commands pressed while it is
// on top (keys, its buttons, Controller.Press) before the fight does:
// taken says it used the command (or refused it, with a message).
type sceneCommands interface {
	Press(c *Controller, id Cmd, arg string) (taken bool)
}

// sceneHolds is a scene that holds the whole screen while it is up: the
// shell neither pans nor zooms nor drags the panel (the ruler).
type sceneHolds interface{ holdsScreen() }

// sceneLasts is a scene of the screen rather than of the battle: it stays
// when a new battle is put on the table (the ruler).
type sceneLasts interface{ lasts() }

// sceneWindow is a scene that is a screen of the window's own, with its
// own map and camera (the GM's setup screen): while it is on top the
// shell hands it the tick's raw input and the window's camera instead of
// working out an Intent for the fight, and it paints the whole screen.
// refit fits the camera to it (on opening, and when the screen or its
// map changes size).
type sceneWindow interface {
	handleWindow(g *Game, in Input)
	drawWindow(g *Game, dst *ebiten.Image)
	refit(g *Game)
}

// windowScene is the top scene when it is a window's own screen.
func (c *Controller) windowScene() (sceneWindow, bool) {
	s, ok := c.top().(sceneWindow)
	if ss, setup := s.(*setupScreen); setup && ss.aside.on {
		return nil, false // a question for the GM has the screen (setup_aside.go)
	}
	return s, ok
}

// sceneLayout is a scene with buttons of its own: the layout places them
// with the panel's (computeLayout, for the top scene), so one hit test
// serves both; a pressed one runs its command with its Arg.
type sceneLayout interface {
	layout(l *layout, c *Controller, v View)
}

// layScene places the top scene's buttons.
func (l *layout) layScene(c *Controller, v View) {
	if s, ok := c.top().(sceneLayout); ok {
		s.layout(l, c, v)
	}
}

// push opens s over the scenes open now.
func (c *Controller) push(s Scene) { c.scenes = append(c.scenes, s) }

// top is the scene on top, or nil when the fight has the screen.
func (c *Controller) top() Scene {
	if len(c.scenes) == 0 {
		return nil
	}
	return c.scenes[len(c.scenes)-1]
}

// closeScene takes s off the stack, wherever it is.
func (c *Controller) closeScene(s Scene) {
	for i := len(c.scenes) - 1; i >= 0; i-- {
		if c.scenes[i] == s {
			c.scenes = append(c.scenes[:i:i], c.scenes[i+1:]...)
			return
		}
	}
}

// sceneOf is the open scene of type T nearest the top.
func sceneOf[T Scene](c *Controller) (T, bool) {
	for i := len(c.scenes) - 1; i >= 0; i-- {
		if s, ok := c.scenes[i].(T); ok {
			return s, true
		}
	}
	var zero T
	return zero, false
}

// Scenes are the open scenes, bottom first (for tests and the shell).
func (c *Controller) Scenes() []Scene { return c.scenes }

// updateScene gives the tick's input to the scenes, the top one first:
// each takes what it uses and leaves the rest to the one beneath it (and
// at the bottom to the fight); a scene whose Update says it closed is
// popped.
func (c *Controller) updateScene(it *Intent) {
	for i := len(c.scenes) - 1; i >= 0 && i < len(c.scenes); i-- {
		s := c.scenes[i]
		if !s.Update(c, it) {
			c.closeScene(s)
		}
	}
}

// sceneTick runs updateScene on a copy of it (a tick with no scene open
// allocates nothing) and returns what the scenes left.
func (c *Controller) sceneTick(it Intent) Intent {
	left := it
	if left.event() {
		c.run(func() { c.updateScene(&left) })
	} else {
		c.updateScene(&left)
	}
	return left
}

// pressScene offers a command to the scenes, the top one first: the
// first that answers commands decides.
func (c *Controller) pressScene(id Cmd, arg string) bool {
	for i := len(c.scenes) - 1; i >= 0; i-- {
		if s, ok := c.scenes[i].(sceneCommands); ok {
			return s.Press(c, id, arg)
		}
	}
	return false
}

// holding reports whether the top scene holds the whole screen.
func (c *Controller) holding() bool {
	_, ok := c.top().(sceneHolds)
	return ok
}

// lastingScenes are the scenes that stay over a new battle.
func lastingScenes(ss []Scene) []Scene {
	var out []Scene
	for _, s := range ss {
		if _, ok := s.(sceneLasts); ok {
			out = append(out, s)
		}
	}
	return out
}
