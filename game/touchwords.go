package game

import "strings"

// fingerWords are a touch screen's words for the mouse's: a finger taps,
// presses long where the mouse right-clicks, and has no keys to name.
// The words are made for the mouse all over the controller; this one
// switch turns them as they are shown, so no string is written twice.
var fingerWords = strings.NewReplacer(
	"right-click", "long press", "Right-click", "Long press",
	"clicked", "tapped", "clicking", "tapping", "click", "tap", "Click", "Tap",
	"; wheel zooms, right-drag pans, F fits, F11 full screen", "; two fingers pan and zoom",
	" (Y/N)", "", " (X for the next action)", "",
	" (Enter starts it)", " (tap the figure or Start turn)",
	"Start plays, Esc leaves", "Start plays, Leave goes back",
	"press B to spend a benny and act", "tap Spend a benny to act",
)

// words is s as this screen says it: a finger's words when the last
// press was a finger's.
func (c *Controller) words(s string) string {
	if !c.finger {
		return s
	}
	return fingerWords.Replace(s)
}

// noteFinger remembers whether a press was a finger's or the mouse's; a
// change moves the version, so the layout drops or shows the keys.
func (c *Controller) noteFinger(it Intent) {
	if !(it.Down || it.Click || it.Button != nil) || c.finger == it.Finger {
		return
	}
	c.finger = it.Finger
	c.version++
}

// Finger reports whether the last press was a finger's (a touch screen).
func (c *Controller) Finger() bool { return c.finger }

// dropKeys takes the keys' hints off the buttons of a touch screen,
// which has no keys.
func (l *layout) dropKeys(c *Controller) {
	if !c.finger {
		return
	}
	for i := range l.buttons {
		l.buttons[i].Key = ""
	}
}

// SetCoarsePointer tells the screen its page's pointer is coarse (a
// touch screen's, matchMedia("(pointer: coarse)")): its first screen
// says tap and shows no keys, before any finger has pressed; a mouse's
// press later brings the mouse's words back (noteFinger). The desktop
// window never calls it. Called before the game runs (or from Post).
func (g *Game) SetCoarsePointer(on bool) {
	if g.ctl.finger != on {
		g.ctl.finger = on
		g.ctl.version++
	}
}
